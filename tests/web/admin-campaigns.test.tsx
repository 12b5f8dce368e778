import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { describe, expect, it } from 'vitest';
import { CAMPAIGN_DATES_MESSAGE } from '../../worker/contracts/admin-campaigns.ts';
import type { AdminBanner, AdminCampaign } from '../../web/src/features/admin/campaign-types.ts';
import { shortDateTime } from '../../web/src/lib/dates.ts';
import { adminSectionTests, card, dialog, renderAdmin, typeIn } from './support/admin.tsx';
import { callsTo, type Handlers } from './support/trpc.tsx';
import { FakeXhr, fakeXhrInEachTest } from './support/xhr.ts';

const image = (name: string, size = 4096, type = 'image/jpeg') => new File([new Uint8Array(size)], name, { type });

const banner = (id: string, title: string, position: number, changes: Partial<AdminBanner> = {}): AdminBanner => ({
  id,
  title,
  titleKn: null,
  titleHi: null,
  description: null,
  descriptionKn: null,
  descriptionHi: null,
  link: null,
  image: `https://citypages.example/media/campaigns/c-diwali/${id}.jpg`,
  position,
  ...changes,
});

const LAMPS = banner('b-lamps', 'Lamps and lights', 0, { description: 'Up to 40% off', link: '/categories/electronics' });
const SWEETS = banner('b-sweets', 'Sweets', 1);

const DIWALI: AdminCampaign = {
  id: 'c-diwali',
  name: 'Diwali offers',
  section: 'featured-section',
  isActive: true,
  autoSlide: true,
  slideInterval: 5000,
  startsAt: '2026-11-01T03:30:00.000Z',
  endsAt: '2026-11-30T18:00:00.000Z',
  position: 0,
  state: 'live',
  createdAt: '2026-10-20T05:00:00.000Z',
  banners: [LAMPS, SWEETS],
};

const MONSOON: AdminCampaign = {
  ...DIWALI,
  id: 'c-monsoon',
  name: 'Monsoon care',
  section: 'popular-locations',
  isActive: false,
  autoSlide: false,
  slideInterval: 4000,
  startsAt: null,
  endsAt: null,
  position: 1,
  state: 'off',
  banners: [],
};

function renderCampaigns(handlers: Handlers = {}, campaigns: AdminCampaign[] = [DIWALI, MONSOON]) {
  return renderAdmin('/admin/campaigns', { 'admin.campaigns': () => ({ data: campaigns }), ...handlers });
}

const campaignCard = async (name: string) => screen.findByRole('article', { name });
const success = { status: 'success', message: 'Banner added' };

fakeXhrInEachTest();
adminSectionTests(() => import('../../web/src/features/admin/CampaignsSection.tsx'));

describe('Admin campaigns', () => {
  it('lists the campaigns in order with where each stands, its dates and its banners', async () => {
    renderCampaigns();
    const diwali = await campaignCard('Diwali offers');
    expect(screen.getByRole('heading', { level: 2, name: 'Campaigns' })).toBeTruthy();
    expect(within(diwali).getByText('Live')).toBeTruthy();
    expect(within(diwali).getByText('Section featured-section · Position 0')).toBeTruthy();
    expect(
      within(diwali).getByText(`From ${shortDateTime('2026-11-01T03:30:00.000Z')} to ${shortDateTime('2026-11-30T18:00:00.000Z')}`),
    ).toBeTruthy();
    expect(within(diwali).getByText('Moves to the next banner every 5 s')).toBeTruthy();
    expect(within(diwali).getByRole('heading', { level: 4 }).textContent).toBe('Banners (2 of 10) of Diwali offers');
    const lamps = card('Lamps and lights');
    expect(within(lamps).getByText('Up to 40% off')).toBeTruthy();
    expect(within(lamps).getByText('Opens /categories/electronics')).toBeTruthy();
    expect(within(lamps).getByRole('presentation').getAttribute('src')).toBe(LAMPS.image);
    expect((within(lamps).getByRole('button', { name: 'Move Lamps and lights earlier' }) as HTMLButtonElement).disabled).toBe(true);
    expect(within(card('Sweets')).getByText('No link: a picture only')).toBeTruthy();

    const monsoon = await campaignCard('Monsoon care');
    expect(within(monsoon).getByText('Switched off')).toBeTruthy();
    expect(within(monsoon).getByText('No dates: shown while switched on')).toBeTruthy();
    expect(within(monsoon).getByText('Does not move by itself')).toBeTruthy();
    expect(within(monsoon).getByText('No banners yet: the campaign shows nowhere until it has one.')).toBeTruthy();
  });

  it('says when there are none', async () => {
    renderCampaigns({}, []);
    expect(await screen.findByText('No campaigns yet')).toBeTruthy();
  });

  it('checks a new campaign with the server’s rules and sends its times as the city’s, with the offset', async () => {
    const { fetchImpl } = renderCampaigns({ 'admin.createCampaign': () => ({ data: { ...MONSOON, id: 'c-new', name: 'Christmas' } }) });
    await campaignCard('Diwali offers');
    fireEvent.click(screen.getByRole('button', { name: 'Add campaign' }));
    const form = dialog('Add a campaign');
    expect(document.activeElement).toBe(within(form).getByLabelText(/^Name/));
    typeIn(form, /^Section/, 'Featured Section');
    typeIn(form, /Slide interval/, '1000');
    typeIn(form, /^Start/, '2026-12-10T09:00');
    typeIn(form, /^End/, '2026-12-01T09:00');
    fireEvent.click(within(form).getByRole('button', { name: 'Add campaign' }));

    expect(within(form).getByText('Name is required')).toBeTruthy();
    expect(within(form).getByText('Sections are lower-case names such as featured-section')).toBeTruthy();
    expect(within(form).getByText('Slide interval must be 2000 to 30000 milliseconds')).toBeTruthy();
    const end = within(form).getByLabelText(/^End/);
    expect(end.getAttribute('aria-invalid')).toBe('true');
    const endSays = (end.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);
    expect(endSays).toEqual([CAMPAIGN_DATES_MESSAGE, `${CAMPAIGN_DATES_MESSAGE}. Left empty, it shows until switched off.`]);
    expect(document.activeElement).toBe(within(form).getByLabelText(/^Name/));
    expect(callsTo(fetchImpl, 'admin.createCampaign')).toEqual([]);

    typeIn(form, /^Name/, ' Christmas ');
    typeIn(form, /^Section/, 'featured-section');
    typeIn(form, /Slide interval/, '6000');
    typeIn(form, /^End/, '2026-12-31T23:30');
    fireEvent.click(within(form).getByRole('checkbox', { name: 'Moves to the next banner by itself' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Add campaign' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Campaign added'));
    expect(callsTo(fetchImpl, 'admin.createCampaign')).toEqual([
      {
        name: 'Christmas',
        section: 'featured-section',
        isActive: true,
        autoSlide: false,
        slideInterval: 6000,
        startsAt: '2026-12-10T09:00:00+05:30',
        endsAt: '2026-12-31T23:30:00+05:30',
      },
    ]);
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(callsTo(fetchImpl, 'admin.campaigns')).toHaveLength(2));
  });

  it('sends only what an edit changes, an emptied start as null', async () => {
    const { fetchImpl } = renderCampaigns({
      'admin.updateCampaign': () => ({ data: { campaign: DIWALI, changed: ['isActive', 'startsAt', 'position'] } }),
    });
    fireEvent.click(within(await campaignCard('Diwali offers')).getByRole('button', { name: 'Edit Diwali offers' }));
    const form = dialog('Edit Diwali offers');
    expect((within(form).getByLabelText(/^Start/) as HTMLInputElement).value).toBe('2026-11-01T09:00');
    expect((within(form).getByLabelText(/^End/) as HTMLInputElement).value).toBe('2026-11-30T23:30');
    expect((within(form).getByLabelText(/Slide interval/) as HTMLInputElement).value).toBe('5000');

    fireEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(within(form).getByRole('alert').textContent).toBe('Nothing to save: change a field first.');
    expect(callsTo(fetchImpl, 'admin.updateCampaign')).toEqual([]);

    fireEvent.click(within(form).getByRole('checkbox', { name: 'Switched on (shown within its dates)' }));
    typeIn(form, /^Start/, '');
    typeIn(form, /^Position/, '1');
    fireEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Campaign saved'));
    expect(callsTo(fetchImpl, 'admin.updateCampaign')).toEqual([
      { id: 'c-diwali', changes: { isActive: false, startsAt: null, position: 1 } },
    ]);
  });

  it('shows the server’s refusal of a field next to it, and any other above the buttons', async () => {
    let answer = 0;
    const { fetchImpl } = renderCampaigns({
      'admin.updateCampaign': () =>
        answer++ === 0
          ? {
              error: {
                message: 'End must be a date and time such as 2025-08-01T09:00:00+05:30',
                httpStatus: 400,
                errors: [{ field: 'changes.endsAt', message: 'End must be a date and time such as 2025-08-01T09:00:00+05:30' }],
              },
            }
          : { error: { message: 'Campaign not found', httpStatus: 404 } },
    });
    fireEvent.click(within(await campaignCard('Monsoon care')).getByRole('button', { name: 'Edit Monsoon care' }));
    const form = dialog('Edit Monsoon care');
    typeIn(form, /^End/, '2027-01-15T18:00');
    fireEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await within(form).findByText('End must be a date and time such as 2025-08-01T09:00:00+05:30')).toBeTruthy();
    expect(document.activeElement).toBe(within(form).getByLabelText(/^End/));

    fireEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect((await within(form).findByRole('alert')).textContent).toBe('Campaign not found');
    expect(callsTo(fetchImpl, 'admin.updateCampaign')).toEqual([
      { id: 'c-monsoon', changes: { endsAt: '2027-01-15T18:00:00+05:30' } },
      { id: 'c-monsoon', changes: { endsAt: '2027-01-15T18:00:00+05:30' } },
    ]);
  });

  it('deletes a campaign after saying its banners go with it', async () => {
    let gone = false;
    const { fetchImpl } = renderCampaigns({
      'admin.campaigns': () => ({ data: gone ? [MONSOON] : [DIWALI, MONSOON] }),
      'admin.deleteCampaign': () => {
        gone = true;
        return { data: { id: 'c-diwali', name: 'Diwali offers' } };
      },
    });
    fireEvent.click(within(await campaignCard('Diwali offers')).getByRole('button', { name: 'Delete Diwali offers' }));
    const confirm = dialog('Delete Diwali offers?');
    expect(
      within(confirm).getByText(/Its 2 banners go with it, images and all\. To stop showing it for a while, switch it off instead\./),
    ).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete campaign' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Campaign deleted'));
    expect(callsTo(fetchImpl, 'admin.deleteCampaign')).toEqual([{ id: 'c-diwali' }]);
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Diwali offers' })).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2, name: 'Campaigns' }));
  });

  it('does not send a banner without a title, a link the server refuses, or an image the browser can tell is wrong', async () => {
    renderCampaigns();
    fireEvent.click(within(await campaignCard('Diwali offers')).getByRole('button', { name: 'Add banner to Diwali offers' }));
    const form = dialog('Add a banner to Diwali offers');
    typeIn(form, /^Link/, 'www.example.com');
    fireEvent.click(within(form).getByRole('button', { name: 'Add banner' }));
    expect(within(form).getByText('Title is required')).toBeTruthy();
    expect(within(form).getByText('Link must be a path in the site (starting with /) or an address starting with https://')).toBeTruthy();
    expect(within(form).getByText('Please choose a photo to upload.')).toBeTruthy();

    const file = within(form).getByLabelText(/^Image/);
    fireEvent.change(file, { target: { files: [image('huge.jpg', 5 * 1024 * 1024 + 1)] } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add banner' }));
    expect(within(form).getByText('The photo must be 5 MB or smaller.')).toBeTruthy();
    fireEvent.change(file, { target: { files: [image('moving.gif', 2048, 'image/gif')] } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add banner' }));
    expect(within(form).getByText('Please upload a JPEG, PNG or WebP image.')).toBeTruthy();
    expect(file.getAttribute('aria-invalid')).toBe('true');
    expect(FakeXhr.sent).toEqual([]);
  });

  it('uploads a new banner with the session, shows its progress, and reads the campaigns again', async () => {
    const { fetchImpl } = renderCampaigns();
    fireEvent.click(within(await campaignCard('Diwali offers')).getByRole('button', { name: 'Add banner to Diwali offers' }));
    const form = dialog('Add a banner to Diwali offers');
    const picture = image('rangoli.jpg');
    typeIn(form, /^Title \*/, ' Rangoli colours ');
    typeIn(form, /^Link/, '/categories/handicrafts');
    fireEvent.change(within(form).getByLabelText(/^Image/), { target: { files: [picture] } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add banner' }));

    const [request] = FakeXhr.sent;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe('/api/admin/campaigns/c-diwali/banners');
    expect(request?.headers.authorization).toBe('Bearer tok-1');
    expect([...(request?.body?.keys() ?? [])]).toEqual(['title', 'link', 'file']);
    expect(request?.body?.get('title')).toBe('Rangoli colours');
    expect(request?.body?.get('link')).toBe('/categories/handicrafts');
    expect(request?.body?.getAll('file')).toEqual([picture]);

    request?.progress(50, 100);
    const bar = within(form).getByRole('progressbar', { name: 'Uploading the banner' });
    expect(bar.getAttribute('value')).toBe('0.5');
    expect(within(form).getByText('Uploading the banner… 50%').closest('[aria-live]')?.getAttribute('aria-live')).toBe('polite');
    expect((within(form).getByRole('button', { name: 'Uploading…' }) as HTMLButtonElement).disabled).toBe(true);

    await request?.respond(201, { ...success, data: { banner: banner('b-new', 'Rangoli colours', 2), campaign: DIWALI } });
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Banner added'));
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(callsTo(fetchImpl, 'admin.campaigns')).toHaveLength(2));
  });

  it('shows the server’s refusal of the image under it, and any other above the buttons', async () => {
    renderCampaigns();
    fireEvent.click(within(await campaignCard('Diwali offers')).getByRole('button', { name: 'Add banner to Diwali offers' }));
    const form = dialog('Add a banner to Diwali offers');
    typeIn(form, /^Title \*/, 'Rangoli colours');
    fireEvent.change(within(form).getByLabelText(/^Image/), { target: { files: [image('broken.jpg')] } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add banner' }));
    const damaged = 'This image is damaged or incomplete. Please try another file.';
    await FakeXhr.sent[0]?.respond(400, { status: 'error', message: damaged, errors: [{ field: 'file', message: damaged }] });
    expect(within(form).getByText(damaged)).toBeTruthy();
    expect(
      within(form)
        .getByLabelText(/^Image/)
        .getAttribute('aria-invalid'),
    ).toBe('true');
    expect(within(form).queryByRole('progressbar')).toBeNull();

    fireEvent.click(within(form).getByRole('button', { name: 'Add banner' }));
    await FakeXhr.sent[1]?.respond(404, { status: 'error', message: 'Campaign not found', errors: [] });
    expect(within(form).getByRole('alert').textContent).toBe('Campaign not found');
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('offers no new banner once a campaign has ten', async () => {
    const full = { ...DIWALI, banners: Array.from({ length: 10 }, (_, n) => banner(`b${n}`, `Banner ${n + 1}`, n)) };
    renderCampaigns({}, [full]);
    const card = await campaignCard('Diwali offers');
    expect((within(card).getByRole('button', { name: 'Add banner to Diwali offers' }) as HTMLButtonElement).disabled).toBe(true);
    expect(within(card).getByText('A campaign can have at most 10 banners. Delete one to add another.')).toBeTruthy();
  });

  it('replaces a banner’s image through PATCH with its progress, and shows a refusal on the banner', async () => {
    renderCampaigns();
    await campaignCard('Diwali offers');
    const picture = image('sweets-2.webp', 4096, 'image/webp');
    fireEvent.change(screen.getByLabelText('Replace image of Sweets'), { target: { files: [picture] } });
    const [request] = FakeXhr.sent;
    expect(request?.method).toBe('PATCH');
    expect(request?.url).toBe('/api/admin/campaigns/c-diwali/banners/b-sweets');
    expect(request?.headers.authorization).toBe('Bearer tok-1');
    expect([...(request?.body?.keys() ?? [])]).toEqual(['file']);
    expect((screen.getByLabelText('Replace image of Sweets') as HTMLInputElement).disabled).toBe(true);
    request?.progress(30, 100);
    expect(within(card('Sweets')).getByText('Uploading the new image of Sweets… 30%')).toBeTruthy();
    await request?.respond(200, {
      status: 'success',
      message: 'Banner saved',
      data: { banner: SWEETS, campaign: DIWALI, changed: ['imageUrl'] },
    });
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('New image for Sweets'));
    expect(within(card('Sweets')).queryByRole('progressbar')).toBeNull();

    fireEvent.change(screen.getByLabelText('Replace image of Sweets'), {
      target: { files: [image('big.png', 6 * 1024 * 1024, 'image/png')] },
    });
    expect(within(card('Sweets')).getByRole('alert').textContent).toBe('The photo must be 5 MB or smaller.');
    expect(FakeXhr.sent).toHaveLength(1);

    fireEvent.change(screen.getByLabelText('Replace image of Sweets'), { target: { files: [image('tiny.jpg')] } });
    const tooSmall = 'The photo must be at least 200 pixels wide and 200 pixels high.';
    await FakeXhr.sent[1]?.respond(400, { status: 'error', message: tooSmall, errors: [{ field: 'file', message: tooSmall }] });
    expect(within(card('Sweets')).getByRole('alert').textContent).toBe(tooSmall);
  });

  it('edits a banner’s words, sending only what changed and an emptied link as null', async () => {
    const { fetchImpl } = renderCampaigns({
      'admin.updateBanner': () => ({ data: { banner: LAMPS, campaign: DIWALI, changed: ['description', 'link'] } }),
    });
    await campaignCard('Diwali offers');
    fireEvent.click(within(card('Lamps and lights')).getByRole('button', { name: 'Edit banner Lamps and lights' }));
    const form = dialog('Edit the banner Lamps and lights');
    fireEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(within(form).getByRole('alert').textContent).toBe('Nothing to save: change a field first.');

    typeIn(form, /^Link/, '//evil.example');
    fireEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(within(form).getByText('Link must start with a single / to be a path in the site')).toBeTruthy();
    expect(callsTo(fetchImpl, 'admin.updateBanner')).toEqual([]);

    typeIn(form, /^Link/, '');
    typeIn(form, /^Description \(optional\)/, 'Up to 50% off');
    fireEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Banner saved'));
    expect(callsTo(fetchImpl, 'admin.updateBanner')).toEqual([
      { id: 'c-diwali', bannerId: 'b-lamps', changes: { description: 'Up to 50% off', link: null } },
    ]);
  });

  it('moves a banner later, says its new place and keeps focus on its arrows', async () => {
    let moved = false;
    const { fetchImpl } = renderCampaigns({
      'admin.campaigns': () => ({
        data: [
          moved
            ? {
                ...DIWALI,
                banners: [
                  { ...SWEETS, position: 0 },
                  { ...LAMPS, position: 1 },
                ],
              }
            : DIWALI,
        ],
      }),
      'admin.updateBanner': () => {
        moved = true;
        return { data: { banner: { ...LAMPS, position: 1 }, campaign: DIWALI, changed: ['position'] } };
      },
    });
    await campaignCard('Diwali offers');
    fireEvent.click(within(card('Lamps and lights')).getByRole('button', { name: 'Move Lamps and lights later' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Lamps and lights is now banner 2 of 2'));
    expect(callsTo(fetchImpl, 'admin.updateBanner')).toEqual([{ id: 'c-diwali', bannerId: 'b-lamps', changes: { position: 1 } }]);
    await waitFor(() =>
      expect(screen.getAllByRole('heading', { level: 5 }).map((heading) => heading.textContent)).toEqual(['Sweets', 'Lamps and lights']),
    );
    expect(document.activeElement).toBe(within(card('Lamps and lights')).getByRole('button', { name: 'Move Lamps and lights earlier' }));
  });

  it('deletes a banner after confirming, and keeps the dialog open with a refusal', async () => {
    let refuse = true;
    const { fetchImpl } = renderCampaigns({
      'admin.campaigns': () => ({ data: [refuse ? DIWALI : { ...DIWALI, banners: [LAMPS] }] }),
      'admin.deleteBanner': () => (refuse ? { error: { message: 'Banner not found', httpStatus: 404 } } : { data: DIWALI }),
    });
    await campaignCard('Diwali offers');
    fireEvent.click(within(card('Sweets')).getByRole('button', { name: 'Delete banner Sweets' }));
    const confirm = dialog('Delete the banner Sweets?');
    expect(within(confirm).getByText(/It leaves Diwali offers at once, and its image is deleted\./)).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete banner' }));
    expect((await within(confirm).findByRole('alert')).textContent).toBe('Banner not found');

    refuse = false;
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete banner' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Banner deleted'));
    expect(callsTo(fetchImpl, 'admin.deleteBanner')).toEqual([
      { id: 'c-diwali', bannerId: 'b-sweets' },
      { id: 'c-diwali', bannerId: 'b-sweets' },
    ]);
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Sweets' })).toBeNull());
    const [bannersHeading] = screen.getAllByRole('heading', { level: 4 });
    expect(bannersHeading?.textContent).toBe('Banners (1 of 10) of Diwali offers');
    expect(document.activeElement).toBe(bannersHeading);
  });
});
