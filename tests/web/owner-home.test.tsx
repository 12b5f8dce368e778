import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { OwnerHomePage } from '../../web/src/features/owner/OwnerHomePage.tsx';
import { callsTo, currentUrl, renderWithApp, trpcFetch, type Handlers } from './support/trpc.tsx';

/** A listing as `owner.listings` answers it. */
function summary(overrides: Record<string, unknown> = {}) {
  return {
    id: 'b1',
    name: 'Meghana Foods',
    status: 'approved',
    isVerified: true,
    locality: 'Koramangala',
    isPublic: true,
    pendingChanges: [] as string[],
    counts: { views: 1234, enquiries: 5, reviews: 12 },
    rating: 4.36,
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-02T10:00:00.000Z',
    ...overrides,
  };
}

function claim(overrides: Record<string, unknown> = {}) {
  return {
    id: 'c1',
    businessId: 'b7',
    businessName: 'Corner House',
    method: 'email',
    status: 'awaiting-code',
    sentTo: 'c•••@gmail.com',
    codeExpiresAt: '2026-11-03T10:30:00.000Z',
    evidenceType: null,
    evidenceNumber: null,
    hasDocument: false,
    message: null,
    note: null,
    createdAt: '2026-11-03T10:00:00.000Z',
    decidedAt: null,
    ...overrides,
  };
}

const ONCE = { queries: { retry: false } };

function renderHome(handlers: Handlers) {
  const fetchImpl = trpcFetch({ 'owner.claims': () => ({ data: [] }), ...handlers });
  renderWithApp(
    {
      '/owner': <OwnerHomePage />,
      '/owner/businesses/:id/*': <h1>Listing page</h1>,
      '/add-business': <h1>Add a business page</h1>,
      '/claim/:id': <h1>Claim page</h1>,
    },
    { path: '/owner', fetch: fetchImpl, showUrl: true, queryDefaults: ONCE },
  );
  return fetchImpl;
}

const card = (name: string) => screen.getByRole('article', { name });

afterEach(() => localStorage.clear());

describe('My listings', () => {
  it('shows each listing with its status, locality, figures and links to its tabs', async () => {
    renderHome({
      'owner.listings': () => ({
        data: [
          summary(),
          summary({
            id: 'b2',
            name: 'Asha Tiffins',
            status: 'pending',
            isVerified: false,
            isPublic: false,
            locality: null,
            counts: { views: 0, enquiries: 0, reviews: 0 },
            rating: 0,
          }),
        ],
      }),
    });
    const first = await screen.findByRole('article', { name: 'Meghana Foods' });
    expect(document.title).toBe('My listings | CityPages');
    expect(within(first).getByText('Live')).toBeTruthy();
    expect(within(first).getByText('Koramangala')).toBeTruthy();
    const figures = Object.fromEntries(
      within(first)
        .getAllByRole('term')
        .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    );
    expect(figures).toEqual({ Views: '1,234', Enquiries: '5', Reviews: '12', Rating: '4.4' });
    const tabs = within(within(first).getByRole('navigation', { name: 'Meghana Foods: sections' })).getAllByRole('link');
    expect(tabs.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Details', '/owner/businesses/b1'],
      ['Hours', '/owner/businesses/b1/hours'],
      ['Photos', '/owner/businesses/b1/photos'],
      ['Enquiries', '/owner/businesses/b1/enquiries'],
      ['Reviews', '/owner/businesses/b1/reviews'],
      ['Analytics', '/owner/businesses/b1/analytics'],
      ['History', '/owner/businesses/b1/history'],
    ]);

    const second = card('Asha Tiffins');
    expect(within(second).getByText('Waiting for approval')).toBeTruthy();
    expect(within(second).getByText('Bengaluru')).toBeTruthy();
    expect(within(second).getByText('No reviews yet')).toBeTruthy();

    fireEvent.click(within(second).getByRole('link', { name: 'Photos' }));
    expect(currentUrl()).toBe('/owner/businesses/b2/photos');
  });

  it('says which fields of a listing wait for review, in the form’s words', async () => {
    renderHome({ 'owner.listings': () => ({ data: [summary({ pendingChanges: ['name', 'phone'] })] }) });
    const first = await screen.findByRole('article', { name: 'Meghana Foods' });
    expect(within(first).getByText(/Waiting for review: Business name, Phone\./)).toBeTruthy();
    expect(within(first).getByRole('link', { name: 'See the changes' }).getAttribute('href')).toBe('/owner/businesses/b1');
  });

  it('leads to adding a business from the header', async () => {
    renderHome({ 'owner.listings': () => ({ data: [summary()] }) });
    await screen.findByRole('article', { name: 'Meghana Foods' });
    fireEvent.click(screen.getByRole('link', { name: 'Add a business' }));
    expect(currentUrl()).toBe('/add-business');
  });

  it('has an empty state that offers to add one', async () => {
    renderHome({ 'owner.listings': () => ({ data: [] }) });
    expect(await screen.findByText('You have no listings yet')).toBeTruthy();
    expect(screen.queryAllByRole('article')).toEqual([]);
    expect(screen.getAllByRole('link', { name: 'Add a business' })).toHaveLength(2);
  });

  it('shows a failure with a way to try again', async () => {
    let fail = true;
    const fetchImpl = renderHome({
      'owner.listings': () => (fail ? { error: { message: 'Internal server error', httpStatus: 500 } } : { data: [summary()] }),
    });
    expect(await screen.findByText('Could not load your listings')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('article', { name: 'Meghana Foods' })).toBeTruthy();
    expect(callsTo(fetchImpl, 'owner.listings')).toHaveLength(2);
  });
});

describe('My claims', () => {
  it('lists the caller’s claims with their status, each leading to its claim screen', async () => {
    renderHome({
      'owner.listings': () => ({ data: [summary()] }),
      'owner.claims': () => ({
        data: [claim(), claim({ id: 'c2', businessId: 'b8', businessName: 'Vidyarthi Bhavan', status: 'rejected' })],
      }),
    });
    const section = await screen.findByRole('region', { name: 'My claims' });
    const rows = within(section).getAllByRole('listitem');
    expect(rows.map((row) => within(row).getByRole('link').textContent)).toEqual(['Corner House', 'Vidyarthi Bhavan']);
    expect(within(rows[0] as HTMLElement).getByText('Waiting for your code')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText('Not approved')).toBeTruthy();
    fireEvent.click(within(section).getByRole('link', { name: 'Vidyarthi Bhavan' }));
    expect(currentUrl()).toBe('/claim/b8');
  });

  it('is left out when there are none', async () => {
    renderHome({ 'owner.listings': () => ({ data: [summary()] }) });
    await screen.findByRole('article', { name: 'Meghana Foods' });
    expect(screen.queryByRole('region', { name: 'My claims' })).toBeNull();
  });
});
