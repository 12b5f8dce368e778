import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { INDIAN_PHONE_MESSAGE } from '@contracts/common.ts';
import { ListingDetailsTab } from '../../web/src/features/owner/ListingDetailsTab.tsx';
import { fieldError, input, refused, type } from './support/account.tsx';
import { callsTo, renderWithApp, trpcFetch, type Handlers, type Input } from './support/trpc.tsx';

const CATEGORIES = [
  {
    _id: 'k2',
    name: 'Restaurants',
    slug: 'restaurants',
    icon: 'utensils',
    color: 'red',
    description: null,
    tagline: null,
    image: null,
    count: 9,
  },
  { _id: 'k3', name: 'Bakeries', slug: 'bakeries', icon: 'cake', color: 'amber', description: null, tagline: null, image: null, count: 2 },
];

/** A listing as `owner.listing` answers it. */
function listing(overrides: Record<string, unknown> = {}) {
  return {
    id: 'b1',
    name: 'Meghana Foods',
    nameKn: 'ಮೇಘನಾ ಫುಡ್ಸ್',
    nameHi: null,
    status: 'approved',
    isVerified: true,
    isPublic: true,
    category: { name: 'Restaurants', slug: 'restaurants' },
    subcategory: 'Andhra',
    description: 'Andhra-style biryani and meals since 2006, near Residency Road.',
    address: '124 Residency Road',
    locality: 'Ashok Nagar',
    pincode: '560025',
    phone: '+918045678900',
    whatsapp: '+919845012345',
    email: 'hello@meghana.in',
    website: 'https://meghana.in',
    priceRange: 2,
    amenities: ['Parking', 'Home delivery'],
    keywords: ['biryani'],
    socialMedia: { instagram: 'https://instagram.com/meghana', youtube: 'https://youtube.com/@meghana' },
    pendingChanges: [] as unknown[],
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-02T10:00:00.000Z',
    ...overrides,
  };
}

function renderEditor(handlers: Handlers = {}) {
  const fetchImpl = trpcFetch({
    'owner.listing': () => ({ data: listing() }),
    'business.categories': () => ({ data: CATEGORIES }),
    ...handlers,
  });
  renderWithApp(
    { '/owner/businesses/:id': <ListingDetailsTab /> },
    { path: '/owner/businesses/b1', fetch: fetchImpl, queryDefaults: { queries: { retry: false }, mutations: { retry: false } } },
  );
  return fetchImpl;
}

/** Waits for the form, with the listing's category chosen (the categories load on their own). */
async function formReady() {
  await screen.findByRole('option', { name: 'Bakeries' });
  await waitFor(() => expect((screen.getByLabelText('Category') as HTMLSelectElement).value).toBe('restaurants'));
}

const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));

/** The answer of `owner.updateListing`: the listing as stored, which fields went live and which wait. */
function saved(changes: Input, answer: { live: string[]; held: string[]; message: string; pendingChanges?: unknown[] }) {
  return {
    data: {
      business: listing({ ...changes, pendingChanges: answer.pendingChanges ?? [] }),
      live: answer.live,
      held: answer.held,
      withdrawn: [],
      message: answer.message,
    },
  };
}

beforeEach(() => {
  vi.spyOn(toast, 'success');
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the listing editor', () => {
  it('shows every field as the listing has it, and which fields our team checks first', async () => {
    renderEditor();
    await formReady();
    expect(input('Business name').value).toBe('Meghana Foods');
    expect(input('Subcategory (optional)').value).toBe('Andhra');
    expect(input('Phone').value).toBe('+91 80456 78900');
    expect(input('WhatsApp number (optional)').value).toBe('+91 98450 12345');
    // Even the example in an empty box is written the one way.
    expect(input('Phone').placeholder).toBe('+91 98450 12345');
    expect(input('Amenities (optional)').value).toBe('Parking, Home delivery');
    expect(input('Instagram').value).toBe('https://instagram.com/meghana');
    expect(input('Facebook').value).toBe('');
    expect((screen.getByLabelText('Price range') as HTMLSelectElement).value).toBe('2');
    expect(
      screen.getByText(
        'Changes to the name (in English, Kannada or Hindi), category, address, pincode and phone are checked by our team before they show; everything else goes live as soon as you save.',
      ),
    ).toBeTruthy();
    expect(screen.getAllByText('Checked by our team before it changes')).toHaveLength(7);
  });

  it('has the name in Kannada and in Hindi, each box in its language, sent only when changed and cleared when emptied', async () => {
    const fetchImpl = renderEditor({
      'owner.updateListing': () =>
        saved(
          {},
          {
            live: [],
            held: ['nameKn', 'nameHi'],
            message: 'Changes saved. The new Kannada name and Hindi name will show once our team has checked them.',
          },
        ),
    });
    await formReady();
    const kannada = input('Name in Kannada (optional)');
    const hindi = input('Name in Hindi (optional)');
    expect(kannada.value).toBe('ಮೇಘನಾ ಫುಡ್ಸ್');
    expect(kannada.getAttribute('lang')).toBe('kn');
    expect(hindi.value).toBe('');
    expect(hindi.getAttribute('lang')).toBe('hi');

    // The same name with a zero-width space typed into it is no change.
    type('Name in Kannada (optional)', 'ಮೇಘನಾ\u200b ಫುಡ್ಸ್');
    save();
    expect(await screen.findByText('Nothing to save: you have not changed anything yet.')).toBeTruthy();

    type('Name in Kannada (optional)', '');
    type('Name in Hindi (optional)', 'मेघना फ़ूड्स');
    save();
    expect(await screen.findByText('Waiting for review: Name in Kannada, Name in Hindi.')).toBeTruthy();
    expect(callsTo(fetchImpl, 'owner.updateListing')).toEqual([{ id: 'b1', changes: { nameKn: '', nameHi: 'मेघना फ़ूड्स' } }]);
  });

  it('asks what the listing offers, and sends a ticked or cleared box as true or false', async () => {
    const fetchImpl = renderEditor({
      'owner.listing': () => ({ data: listing({ homeVisit: true, homeDelivery: false }) }),
      'owner.updateListing': () => saved({}, { live: ['homeVisit', 'homeDelivery'], held: [], message: 'Changes saved.' }),
    });
    await formReady();
    const visit = screen.getByRole('checkbox', { name: 'Visits customers at home' }) as HTMLInputElement;
    const delivery = screen.getByRole('checkbox', { name: 'Delivers to homes' }) as HTMLInputElement;
    expect(visit.checked).toBe(true);
    expect(delivery.checked).toBe(false);
    // Whom a place serves is asked of PGs, salons, gyms and tailors; pure veg of the food categories (not this one's slug).
    expect(screen.queryByLabelText('Who it serves')).toBeNull();
    expect(screen.queryByRole('checkbox', { name: /Pure vegetarian/ })).toBeNull();
    fireEvent.click(visit);
    fireEvent.click(delivery);
    save();
    await waitFor(() =>
      expect(callsTo(fetchImpl, 'owner.updateListing')).toEqual([{ id: 'b1', changes: { homeVisit: false, homeDelivery: true } }]),
    );
  });

  it('refuses a name in the wrong script before sending, under its box', async () => {
    const fetchImpl = renderEditor();
    await formReady();
    type('Name in Hindi (optional)', 'Meghana Foods');
    save();
    await waitFor(() => expect(fieldError('Name in Hindi (optional)')).toBe('Hindi name must be written in Devanagari script'));
    expect(document.activeElement).toBe(input('Name in Hindi (optional)'));
    expect(callsTo(fetchImpl, 'owner.updateListing')).toEqual([]);
  });

  it('shows the edits waiting for review, with the old and the new value', async () => {
    renderEditor({
      'owner.listing': () => ({
        data: listing({
          pendingChanges: [
            { field: 'name', oldValue: 'Meghana Foods', newValue: 'Meghana Biryani', requestedAt: '2026-11-20T10:00:00.000Z' },
            { field: 'nameKn', oldValue: 'ಮೇಘನಾ ಫುಡ್ಸ್', newValue: null, requestedAt: '2026-11-20T10:00:00.000Z' },
            { field: 'nameHi', oldValue: null, newValue: 'मेघना बिरयानी', requestedAt: '2026-11-20T10:00:00.000Z' },
            { field: 'category', oldValue: 'Restaurants', newValue: 'Bakeries', requestedAt: '2026-11-21T10:00:00.000Z' },
            { field: 'phone', oldValue: '+918045678900', newValue: '+919845012345', requestedAt: '2026-11-22T10:00:00.000Z' },
          ],
        }),
      }),
    });
    const box = await screen.findByRole('region', { name: 'Waiting for review' });
    const items = within(box)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toEqual([
      'Business name — ‘Meghana Foods’ → ‘Meghana Biryani’ (asked on 20 Nov 2026)',
      'Name in Kannada — ‘ಮೇಘನಾ ಫುಡ್ಸ್’ → nothing (asked on 20 Nov 2026)',
      'Name in Hindi — nothing → ‘मेघना बिरयानी’ (asked on 20 Nov 2026)',
      'Category — ‘Restaurants’ → ‘Bakeries’ (asked on 21 Nov 2026)',
      'Phone — ‘+91 80456 78900’ → ‘+91 98450 12345’ (asked on 22 Nov 2026)',
    ]);
    // A name in Kannada or Hindi is marked with its language.
    expect(within(box).getByText('‘ಮೇಘನಾ ಫುಡ್ಸ್’').getAttribute('lang')).toBe('kn');
    expect(within(box).getByText('‘मेघना बिरयानी’').getAttribute('lang')).toBe('hi');
  });

  it('sends only the changed fields, and says which went live and which wait for review', async () => {
    const fetchImpl = renderEditor({
      'owner.updateListing': ({ changes }) =>
        saved(
          { description: (changes as Input).description },
          {
            live: ['description'],
            held: ['name'],
            message: 'Changes saved. The new name will show once our team has checked it.',
            pendingChanges: [
              { field: 'name', oldValue: 'Meghana Foods', newValue: 'Meghana Biryani', requestedAt: '2026-11-24T10:00:00.000Z' },
            ],
          },
        ),
    });
    await formReady();
    type('Business name', 'Meghana Biryani');
    type('Description', 'Andhra-style biryani, meals and kebabs since 2006, near Residency Road.');
    save();

    const status = await screen.findByText('Changes saved. The new name will show once our team has checked it.');
    const note = status.closest('[role="status"]') as HTMLElement;
    expect(within(note).getByText('Live now: Description.')).toBeTruthy();
    expect(within(note).getByText('Waiting for review: Business name.')).toBeTruthy();
    expect(callsTo(fetchImpl, 'owner.updateListing')).toEqual([
      {
        id: 'b1',
        changes: { name: 'Meghana Biryani', description: 'Andhra-style biryani, meals and kebabs since 2006, near Residency Road.' },
      },
    ]);
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Changes saved. The new name will show once our team has checked it.'));
    // The form starts again from the listing as stored: the name still shows until it is approved, and waits above.
    expect(input('Business name').value).toBe('Meghana Foods');
    expect(within(screen.getByRole('region', { name: 'Waiting for review' })).getByText(/Meghana Biryani/)).toBeTruthy();
  });

  it('sends a list or the social links as a whole, and an emptied optional box as empty', async () => {
    const fetchImpl = renderEditor({
      'owner.updateListing': () => saved({}, { live: ['website', 'keywords', 'socialMedia'], held: [], message: 'Changes saved' }),
    });
    await formReady();
    type('Website (optional)', '');
    type('Keywords (optional)', 'biryani, andhra meals');
    type('Facebook', 'https://facebook.com/meghana');
    fireEvent.change(screen.getByLabelText('Price range'), { target: { value: '3' } });
    save();
    expect(await screen.findByText('Live now: Website, Keywords, Social media links.')).toBeTruthy();
    expect(callsTo(fetchImpl, 'owner.updateListing')).toEqual([
      {
        id: 'b1',
        changes: {
          website: '',
          priceRange: 3,
          keywords: ['biryani', 'andhra meals'],
          socialMedia: {
            facebook: 'https://facebook.com/meghana',
            instagram: 'https://instagram.com/meghana',
            youtube: 'https://youtube.com/@meghana',
          },
        },
      },
    ]);
  });

  it('refuses what the server would, with its messages, and sends nothing', async () => {
    const fetchImpl = renderEditor({ 'owner.updateListing': () => saved({}, { live: [], held: [], message: 'Changes saved' }) });
    await formReady();
    type('Phone', '12345');
    type('Description', 'Too short');
    type('Address', '');
    save();
    await waitFor(() => expect(fieldError('Description')).toBe('Please describe the business in at least 20 characters'));
    expect(fieldError('Address')).toBe('Address is required');
    expect(fieldError('Phone')).toBe(INDIAN_PHONE_MESSAGE);
    expect(document.activeElement).toBe(input('Description'));
    expect(callsTo(fetchImpl, 'owner.updateListing')).toEqual([]);
  });

  it('says when there is nothing to save, without a call', async () => {
    const fetchImpl = renderEditor({ 'owner.updateListing': () => saved({}, { live: [], held: [], message: 'Changes saved' }) });
    await formReady();
    type('Business name', 'Meghana Foods ');
    // The same number with other spaces is no change for our team to check.
    type('Phone', '080 4567 8900');
    save();
    expect((await screen.findByRole('alert')).textContent).toBe('Nothing to save: you have not changed anything yet.');
    expect(callsTo(fetchImpl, 'owner.updateListing')).toEqual([]);
  });

  it('puts the server’s field messages next to their fields', async () => {
    renderEditor({ 'owner.updateListing': () => refused('changes.pincode', 'Please enter a Bengaluru pincode') });
    await formReady();
    type('Pincode', '110001');
    save();
    await waitFor(() => expect(fieldError('Pincode')).toBe('Please enter a Bengaluru pincode'));
    expect(document.activeElement).toBe(input('Pincode'));
  });

  it('discards the edits on request', async () => {
    renderEditor();
    await formReady();
    type('Business name', 'Something else');
    fireEvent.click(screen.getByRole('button', { name: 'Discard changes' }));
    expect(input('Business name').value).toBe('Meghana Foods');
  });
});

describe('the listing’s public page', () => {
  it('opens in a new tab, as its icon says, so the editor stays where it was; screen readers are told', async () => {
    renderEditor();
    await formReady();
    const link = screen.getByRole('link', { name: 'View public page (opens in a new tab)' });
    expect(link.getAttribute('href')).toBe('/business/b1');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  it('wraps its tab row on a narrow screen rather than hiding the last tabs past the edge', async () => {
    renderEditor();
    await formReady();
    // jsdom lays nothing out: this holds the classes that decide it (the owner journey shows it at 390 px).
    const nav = screen.getByRole('navigation', { name: 'Listing sections' });
    expect(nav.className).not.toMatch(/overflow-x-(auto|scroll)/);
    expect(within(nav).getByRole('list').className.split(' ')).toContain('flex-wrap');
  });
});

describe('a listing waiting for approval', () => {
  it('says edits are reviewed with it, and marks no field as checked first', async () => {
    renderEditor({ 'owner.listing': () => ({ data: listing({ status: 'pending', isVerified: false, isPublic: false }) }) });
    await formReady();
    // It has no public page yet.
    expect(screen.queryByRole('link', { name: /View public page/ })).toBeNull();
    expect(screen.getByText('Your listing is waiting for approval; edits are saved and reviewed with it.')).toBeTruthy();
    expect(screen.queryByText('Checked by our team before it changes')).toBeNull();
  });
});
