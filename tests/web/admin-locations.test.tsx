import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { describe, expect, it } from 'vitest';
import type { RouterOutputs } from '../../web/src/lib/types.ts';
import { adminSectionTests, card, dialog, renderAdmin, typeIn } from './support/admin.tsx';
import { callsTo, type Handlers } from './support/trpc.tsx';

type AdminLocation = RouterOutputs['admin']['locations'][number];

const place = (id: string, name: string, pincodes: string[], changes: Partial<AdminLocation> = {}): AdminLocation => ({
  id,
  name,
  nameKn: null,
  nameHi: null,
  slug: name.toLowerCase().replace(/\s+/g, '-'),
  description: null,
  descriptionKn: null,
  descriptionHi: null,
  image: null,
  latitude: 12.93,
  longitude: 77.62,
  pincodes,
  counts: { businesses: 0, public: 0 },
  ...changes,
});

const KORAMANGALA = place('loc-kor', 'Koramangala', ['560034', '560095'], {
  description: 'Startups, pubs and the Forum mall.',
  image: 'https://images.example/koramangala.jpg',
  counts: { businesses: 12, public: 10 },
});
const JAYANAGAR = place('loc-jay', 'Jayanagar', ['560011'], { counts: { businesses: 1, public: 1 } });

function renderLocalities(handlers: Handlers = {}, locations: AdminLocation[] = [JAYANAGAR, KORAMANGALA]) {
  return renderAdmin('/admin/localities', { 'admin.locations': () => ({ data: locations }), ...handlers });
}

adminSectionTests(() => import('../../web/src/features/admin/LocationsSection.tsx'));

describe('Admin localities', () => {
  it('lists each locality with its slug, pincodes in order and business counts', async () => {
    renderLocalities();
    const koramangala = await screen.findByRole('article', { name: 'Koramangala' });
    expect(screen.getByRole('heading', { level: 2, name: 'Localities' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Localities' }).getAttribute('aria-current')).toBe('page');
    expect(within(koramangala).getByText('/locations/koramangala')).toBeTruthy();
    expect(within(koramangala).getByText('Pincodes: 560034 (main), 560095')).toBeTruthy();
    expect(within(koramangala).getByText('12 businesses · 10 public')).toBeTruthy();
    expect(within(koramangala).getByText('Startups, pubs and the Forum mall.')).toBeTruthy();
    expect(within(card('Jayanagar')).getByText('1 business · 1 public')).toBeTruthy();
    expect(
      within(koramangala)
        .getByRole('link', { name: /Public page of Koramangala/ })
        .getAttribute('href'),
    ).toBe('/locations/koramangala');
    for (const name of ['Edit Koramangala', 'Delete Koramangala']) {
      const button = within(koramangala).getByRole('button', { name });
      button.focus();
      expect(document.activeElement).toBe(button);
    }
  });

  it('says when there are none', async () => {
    renderLocalities({}, []);
    expect(await screen.findByText('No localities yet')).toBeTruthy();
  });

  it('shows a failed load with the server’s words and tries again', async () => {
    let fail = true;
    const { fetchImpl } = renderLocalities({
      'admin.locations': () =>
        fail ? { error: { message: 'Too many requests. Please wait a minute.', httpStatus: 429 } } : { data: [JAYANAGAR] },
    });
    expect(await screen.findByText('Could not load the localities')).toBeTruthy();
    expect(screen.getByText('Too many requests. Please wait a minute.')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('article', { name: 'Jayanagar' })).toBeTruthy();
    expect(callsTo(fetchImpl, 'admin.locations')).toHaveLength(2);
  });

  it('checks a new locality with the server’s rules, each pincode’s problem named, before sending it', async () => {
    const { fetchImpl } = renderLocalities({
      'admin.createLocation': () => ({ data: place('loc-hsr', 'HSR Layout', ['560102']) }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Add locality' }));
    const form = dialog('Add a locality');
    typeIn(form, /Pincodes/, '56010, 560102 560102;5601O2');
    fireEvent.click(within(form).getByRole('button', { name: 'Add locality' }));

    expect(within(form).getByText('Name is required')).toBeTruthy();
    expect(within(form).getByText('Please correct 3 pincodes:')).toBeTruthy();
    const problems = within(form)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(problems).toEqual(['56010: Pincode must be 6 digits', '560102 is listed twice', '5601O2: Pincode must be 6 digits']);
    const name = within(form).getByLabelText(/^Name \*/);
    expect(document.activeElement).toBe(name);
    expect(name.getAttribute('aria-invalid')).toBe('true');
    const pincodes = within(form).getByLabelText(/Pincodes/);
    expect(pincodes.getAttribute('aria-describedby')?.split(' ')).toHaveLength(3);
    expect(callsTo(fetchImpl, 'admin.createLocation')).toEqual([]);

    typeIn(form, /^Name \*/, '  HSR Layout ');
    expect(within(form).getByText("Leave empty to use the name's: hsr-layout")).toBeTruthy();
    typeIn(form, /Pincodes/, '560102, 560068');
    expect(within(form).queryByRole('listitem')).toBeNull();
    typeIn(form, /Image address/, 'http://images.example/hsr.jpg');
    fireEvent.click(within(form).getByRole('button', { name: 'Add locality' }));
    expect(within(form).getByText('Image must be an address starting with https://')).toBeTruthy();

    typeIn(form, /Image address/, 'https://images.example/hsr.jpg');
    typeIn(form, /^Description \(optional\)/, ' Sector 1 to 7 ');
    fireEvent.click(within(form).getByRole('button', { name: 'Add locality' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Locality added: HSR Layout'));
    expect(callsTo(fetchImpl, 'admin.createLocation')).toEqual([
      { name: 'HSR Layout', pincodes: ['560102', '560068'], description: 'Sector 1 to 7', image: 'https://images.example/hsr.jpg' },
    ]);
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(callsTo(fetchImpl, 'admin.locations')).toHaveLength(2));
  });

  it('shows the server’s refusal of a pincode under the box, and of a name next to the name', async () => {
    let answer = 0;
    const { fetchImpl } = renderLocalities({
      'admin.createLocation': () =>
        answer++ === 0
          ? {
              error: {
                message: '570001 is not a Bengaluru pincode',
                httpStatus: 400,
                errors: [{ field: 'pincodes.1', message: '570001 is not a Bengaluru pincode' }],
              },
            }
          : {
              error: {
                message: 'There is already a location called Jayanagar',
                httpStatus: 409,
                errors: [{ field: 'name', message: 'There is already a location called Jayanagar' }],
              },
            },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Add locality' }));
    const form = dialog('Add a locality');
    typeIn(form, /^Name \*/, 'Jayanagar');
    typeIn(form, /Pincodes/, '560011 570001');
    fireEvent.click(within(form).getByRole('button', { name: 'Add locality' }));
    expect((await within(form).findByText('570001 is not a Bengaluru pincode')).tagName).toBe('LI');
    expect(within(form).getByText('Please correct 1 pincode:')).toBeTruthy();
    expect(document.activeElement).toBe(within(form).getByLabelText(/Pincodes/));

    typeIn(form, /Pincodes/, '560011');
    fireEvent.click(within(form).getByRole('button', { name: 'Add locality' }));
    expect(await within(form).findByText('There is already a location called Jayanagar')).toBeTruthy();
    expect(document.activeElement).toBe(within(form).getByLabelText(/^Name \*/));
    expect(within(form).queryByRole('alert')).toBeNull();
    expect(callsTo(fetchImpl, 'admin.createLocation')).toEqual([
      { name: 'Jayanagar', pincodes: ['560011', '570001'] },
      { name: 'Jayanagar', pincodes: ['560011'] },
    ]);
  });

  it('sends only what an edit changes, a cleared description and image as null', async () => {
    const { fetchImpl } = renderLocalities({
      'admin.updateLocation': () => ({ data: { location: KORAMANGALA, changed: ['pincodes', 'description', 'imageUrl'] } }),
    });
    fireEvent.click(within(await screen.findByRole('article', { name: 'Koramangala' })).getByRole('button', { name: 'Edit Koramangala' }));
    const form = dialog('Edit Koramangala');
    expect((within(form).getByLabelText(/Pincodes/) as HTMLInputElement).value).toBe('560034, 560095');
    expect((within(form).getByLabelText(/Slug/) as HTMLInputElement).value).toBe('');
    expect(within(form).getByText('Now koramangala. Leave empty to keep it.')).toBeTruthy();

    fireEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(within(form).getByRole('alert').textContent).toBe('Nothing to save: change a field first.');
    expect(callsTo(fetchImpl, 'admin.updateLocation')).toEqual([]);

    typeIn(form, /Pincodes/, '560034 560095 560047');
    typeIn(form, /^Description \(optional\)/, '');
    typeIn(form, /Image address/, '');
    fireEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Locality saved'));
    expect(callsTo(fetchImpl, 'admin.updateLocation')).toEqual([
      { id: 'loc-kor', changes: { pincodes: ['560034', '560095', '560047'], description: null, image: null } },
    ]);
  });

  it('gives a renamed locality the new name’s slug unless one is typed, the current one typed keeping it', async () => {
    const { fetchImpl } = renderLocalities({
      'admin.updateLocation': () => ({ data: { location: JAYANAGAR, changed: ['name'] } }),
    });
    const edit = async () => {
      fireEvent.click(within(await screen.findByRole('article', { name: 'Jayanagar' })).getByRole('button', { name: 'Edit Jayanagar' }));
      return dialog('Edit Jayanagar');
    };
    let form = await edit();
    typeIn(form, /^Name \*/, 'Jayanagar East');
    expect(within(form).getByText("Becomes jayanagar-east, the new name's. Type one to choose another.")).toBeTruthy();
    fireEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    form = await edit();
    typeIn(form, /^Name \*/, 'Jayanagar East');
    typeIn(form, /Slug/, 'jayanagar');
    fireEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    form = await edit();
    typeIn(form, /Slug/, 'Jaya Nagar');
    fireEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(
      within(form).getByText('Slug must be lower-case letters and digits joined by single dashes, e.g. health-and-fitness'),
    ).toBeTruthy();
    expect(callsTo(fetchImpl, 'admin.updateLocation')).toEqual([
      { id: 'loc-jay', changes: { name: 'Jayanagar East' } },
      { id: 'loc-jay', changes: { name: 'Jayanagar East', slug: 'jayanagar' } },
    ]);
  });

  it('deletes a locality after saying where its businesses go, and says how many moved', async () => {
    let gone = false;
    const { fetchImpl } = renderLocalities({
      'admin.locations': () => ({ data: gone ? [JAYANAGAR] : [JAYANAGAR, KORAMANGALA] }),
      'admin.deleteLocation': () => {
        gone = true;
        return { data: { id: 'loc-kor', name: 'Koramangala', moved: 12 } };
      },
    });
    fireEvent.click(
      within(await screen.findByRole('article', { name: 'Koramangala' })).getByRole('button', { name: 'Delete Koramangala' }),
    );
    const confirm = dialog('Delete Koramangala?');
    expect(
      within(confirm).getByText(/Its 12 businesses stay listed: each moves to the locality its pincode belongs to, or to none\./),
    ).toBeTruthy();
    expect(document.activeElement).toBe(within(confirm).getByRole('button', { name: 'Cancel' }));
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete locality' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Koramangala deleted: 12 businesses moved'));
    expect(callsTo(fetchImpl, 'admin.deleteLocation')).toEqual([{ id: 'loc-kor' }]);
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Koramangala' })).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2, name: 'Localities' })));
    expect(screen.getByText('Koramangala deleted: 12 businesses moved').getAttribute('role')).toBe('status');
  });

  it('keeps the confirm open with the server’s refusal of a delete', async () => {
    renderLocalities({ 'admin.deleteLocation': () => ({ error: { message: 'Location not found', httpStatus: 404 } }) });
    fireEvent.click(within(await screen.findByRole('article', { name: 'Jayanagar' })).getByRole('button', { name: 'Delete Jayanagar' }));
    const confirm = dialog('Delete Jayanagar?');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete locality' }));
    expect((await within(confirm).findByRole('alert')).textContent).toBe('Location not found');
    expect(toast.success).not.toHaveBeenCalled();
  });
});
