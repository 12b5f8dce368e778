import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { INDIAN_PHONE_MESSAGE } from '@contracts/common.ts';
import { RequireRole, RequireUser } from '../../web/src/app/guards.tsx';
import { AddBusinessPage } from '../../web/src/features/owner/AddBusinessPage.tsx';
import { AuthProvider } from '../../web/src/lib/auth.tsx';
import { fieldError, input, refused, type } from './support/account.tsx';
import { callsTo, currentUrl, renderWithApp, trpcFetch, type Handlers } from './support/trpc.tsx';
import { storeSession, USER } from './support/fixtures.tsx';

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
  {
    _id: 'k1',
    name: 'Health & Fitness',
    slug: 'health-and-fitness',
    icon: 'heart',
    color: 'green',
    description: null,
    tagline: null,
    image: null,
    count: 4,
  },
];

function duplicate(overrides: Record<string, unknown> = {}) {
  return {
    id: 'b9',
    name: 'Meghana Foods',
    address: '124 Residency Road',
    locality: 'Ashok Nagar',
    pincode: '560025',
    status: 'approved',
    isPublic: true,
    hasOwner: false,
    isMine: false,
    reason: 'name',
    ...overrides,
  };
}

const ADDED = 'Your business has been added. It will appear in the directory once our team has checked it.';

/**
 * /add-business as the app guards it, signed in as a plain user, with the portal (owners only) behind it; the server
 * makes the caller an owner when the listing is created, and `auth.me` answers the role it holds.
 */
function renderAddBusiness(handlers: Handlers = {}) {
  storeSession();
  const account = { role: 'user' };
  const fetchImpl = trpcFetch({
    'auth.me': () => ({ data: { ...USER, role: account.role } }),
    'business.categories': () => ({ data: CATEGORIES }),
    'owner.duplicates': () => ({ data: [] }),
    'owner.createListing': (listing) => {
      account.role = 'owner';
      return { data: { id: 'new1', name: listing.name, status: 'pending' } };
    },
    ...handlers,
  });
  renderWithApp(
    <AuthProvider>
      <Routes>
        <Route element={<RequireUser />}>
          <Route path="/add-business" element={<AddBusinessPage />} />
          <Route path="/claim/:id" element={<h1>Claim page</h1>} />
        </Route>
        <Route element={<RequireRole roles={['owner', 'admin']} />}>
          <Route path="/owner/businesses/:id" element={<h1>Portal listing page</h1>} />
        </Route>
      </Routes>
    </AuthProvider>,
    { path: '/add-business', fetch: fetchImpl, showUrl: true, queryDefaults: { queries: { retry: false }, mutations: { retry: false } } },
  );
  return fetchImpl;
}

const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

function firstStep(name = 'Meghana Foods', pincode = '560025', phone = '98450 12345') {
  type('Business name', name);
  type('Pincode', pincode);
  type('Phone', phone);
  click('Continue');
}

/** Fills step two's required boxes that step one did not. */
async function fillDetails() {
  await screen.findByRole('option', { name: 'Restaurants' });
  fireEvent.change(screen.getByLabelText('Category'), { target: { value: 'restaurants' } });
  type('Description', 'Andhra-style biryani and meals since 2006, near Residency Road.');
  type('Address', '124 Residency Road, Ashok Nagar');
}

beforeEach(() => {
  vi.spyOn(toast, 'success');
});

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('step one: is the business here already?', () => {
  it('checks the three boxes with the server’s rules before looking', async () => {
    const fetchImpl = renderAddBusiness();
    expect(await screen.findByRole('heading', { name: 'Step 1 of 2: find your business' })).toBeTruthy();
    expect(document.title).toBe('Add a business | CityPages');
    firstStep('', '5600', '12345');
    await waitFor(() => expect(fieldError('Business name')).toBe('Business name is required'));
    expect(fieldError('Pincode')).toBe('Pincode must be 6 digits');
    expect(fieldError('Phone')).toBe(INDIAN_PHONE_MESSAGE);
    expect(document.activeElement).toBe(input('Business name'));
    expect(callsTo(fetchImpl, 'owner.duplicates')).toEqual([]);
  });

  it('shows likely duplicates: claim someone else’s, open one’s own, or carry on', async () => {
    const fetchImpl = renderAddBusiness({
      'owner.duplicates': () => ({
        data: [
          duplicate({ reason: 'phone', hasOwner: true }),
          duplicate({ id: 'b10', name: 'Meghana Foods Koramangala', isMine: true, isPublic: false, status: 'pending', locality: null }),
        ],
      }),
    });
    firstStep();
    expect(await screen.findByRole('heading', { name: 'Is this your business?' })).toBeTruthy();
    expect(callsTo(fetchImpl, 'owner.duplicates')).toEqual([{ name: 'Meghana Foods', pincode: '560025', phone: '98450 12345' }]);
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Is this your business?' }));

    const [theirs, mine] = screen.getAllByRole('listitem') as [HTMLElement, HTMLElement];
    expect(within(theirs).getByText('Same phone number')).toBeTruthy();
    expect(within(theirs).getByText('124 Residency Road, Ashok Nagar 560025')).toBeTruthy();
    expect(within(theirs).getByText('Someone already runs this listing.')).toBeTruthy();
    expect(
      within(theirs)
        .getByRole('link', { name: /^Claim this business/ })
        .getAttribute('href'),
    ).toBe('/claim/b9');
    expect(within(mine).getByText('Similar name')).toBeTruthy();
    expect(within(mine).getByRole('link', { name: /^Open/ }).getAttribute('href')).toBe('/owner/businesses/b10');
    expect(within(mine).queryByRole('link', { name: /Claim/ })).toBeNull();

    click('None of these — continue');
    expect(await screen.findByRole('heading', { name: 'Step 2 of 2: your listing' })).toBeTruthy();
    expect(input('Business name').value).toBe('Meghana Foods');
    expect(input('Pincode').value).toBe('560025');
    expect(input('Phone').value).toBe('98450 12345');
  });

  it('goes back to step one from the duplicates, keeping what was typed', async () => {
    renderAddBusiness({ 'owner.duplicates': () => ({ data: [duplicate()] }) });
    firstStep();
    await screen.findByRole('heading', { name: 'Is this your business?' });
    click('Back');
    expect(input('Business name').value).toBe('Meghana Foods');
  });

  it('opens the claim screen from a duplicate', async () => {
    renderAddBusiness({ 'owner.duplicates': () => ({ data: [duplicate()] }) });
    firstStep();
    fireEvent.click(await screen.findByRole('link', { name: /^Claim this business/ }));
    expect(await screen.findByRole('heading', { name: 'Claim page' })).toBeTruthy();
    expect(currentUrl()).toBe('/claim/b9');
  });

  it('goes straight to the form when nothing alike is listed', async () => {
    renderAddBusiness();
    firstStep();
    expect(await screen.findByRole('heading', { name: 'Step 2 of 2: your listing' })).toBeTruthy();
    expect(screen.getByText(/can wait: once the listing is added, set them on its Hours tab/)).toBeTruthy();
  });

  it('lets the owner carry on when the look-up fails', async () => {
    renderAddBusiness({
      'owner.duplicates': () => ({ error: { message: 'Too many requests. Please try again later.', httpStatus: 429 } }),
    });
    firstStep();
    expect((await screen.findByRole('alert')).textContent).toContain('Too many requests. Please try again later.');
    click('Continue without checking');
    expect(await screen.findByRole('heading', { name: 'Step 2 of 2: your listing' })).toBeTruthy();
  });
});

describe('step two: the listing', () => {
  it('refuses what the server would, with its messages, before sending anything', async () => {
    const fetchImpl = renderAddBusiness();
    firstStep();
    await screen.findByRole('option', { name: 'Restaurants' });
    type('Description', 'Biryani.');
    type('Website (optional)', 'meghanafoods.in');
    type('Instagram', 'instagram.com/meghana');
    type('Keywords (optional)', 'biryani, ' + 'x'.repeat(61));
    click('Add business');

    await waitFor(() => expect(fieldError('Category')).toBe('Category is required'));
    expect(fieldError('Description')).toBe('Please describe the business in at least 20 characters');
    expect(fieldError('Address')).toBe('Address is required');
    expect(fieldError('Website (optional)')).toBe('Website must be a web address starting with http:// or https://');
    expect(fieldError('Instagram')).toBe('Link must be a web address starting with http:// or https://');
    expect(fieldError('Keywords (optional)')).toBe('Keyword must be at most 60 characters');
    expect(document.activeElement).toBe(input('Category'));
    expect(callsTo(fetchImpl, 'owner.createListing')).toEqual([]);
  });

  it('adds the listing, refreshes the session’s role and opens the listing in the portal', async () => {
    const fetchImpl = renderAddBusiness();
    firstStep();
    await fillDetails();
    fireEvent.change(screen.getByLabelText('Price range'), { target: { value: '1' } });
    type('Amenities (optional)', 'Parking, Home delivery, ');
    type('Facebook', 'https://facebook.com/meghana');
    click('Add business');

    expect(await screen.findByRole('heading', { name: 'Portal listing page' })).toBeTruthy();
    expect(currentUrl()).toBe('/owner/businesses/new1');
    const [sent] = callsTo(fetchImpl, 'owner.createListing');
    expect(sent).toMatchObject({
      name: 'Meghana Foods',
      category: 'restaurants',
      description: 'Andhra-style biryani and meals since 2006, near Residency Road.',
      address: '124 Residency Road, Ashok Nagar',
      pincode: '560025',
      phone: '98450 12345',
      priceRange: 1,
      amenities: ['Parking', 'Home delivery'],
      keywords: [],
      socialMedia: { facebook: 'https://facebook.com/meghana' },
    });
    expect(callsTo(fetchImpl, 'auth.me')).toHaveLength(2);
    expect(JSON.parse(localStorage.getItem('user') ?? '{}')).toMatchObject({ role: 'owner' });
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(ADDED));
  });

  it('puts the server’s field messages next to their fields', async () => {
    renderAddBusiness({ 'owner.createListing': () => refused('pincode', 'Please enter a Bengaluru pincode') });
    firstStep('Meghana Foods', '110001');
    await fillDetails();
    click('Add business');
    await waitFor(() => expect(fieldError('Pincode')).toBe('Please enter a Bengaluru pincode'));
    expect(document.activeElement).toBe(input('Pincode'));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(currentUrl()).toBe('/add-business');
  });

  it('shows any other refusal above the button', async () => {
    renderAddBusiness({
      'owner.createListing': () => ({
        error: { message: 'You have added 10 listings today. Please try again tomorrow.', httpStatus: 429 },
      }),
    });
    firstStep();
    await fillDetails();
    click('Add business');
    expect((await screen.findByRole('alert')).textContent).toBe('You have added 10 listings today. Please try again tomorrow.');
  });
});
