import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { describe, expect, it } from 'vitest';
import { DECISION_MESSAGES } from '../../worker/contracts/admin-decisions.ts';
import type { AdminBusiness } from '../../web/src/features/admin/admin-types.ts';
import { adminSectionTests, card, renderAdmin } from './support/admin.tsx';
import { callsTo, currentUrl, type Handlers, type Input } from './support/trpc.tsx';

const business = (id: string, name: string, changes: Partial<AdminBusiness> = {}): AdminBusiness => ({
  id,
  name,
  status: 'approved',
  isVerified: true,
  isPublic: true,
  isFeatured: false,
  featuredAt: null,
  featuredUntil: null,
  suspendedAt: null,
  statusReason: null,
  updatedAt: '2026-11-20T05:00:00.000Z',
  ...changes,
});

const LIVE = business('b-udupi', 'Udupi Grand');
const FEATURED = business('b-mtr', 'MTR', {
  isFeatured: true,
  featuredAt: '2026-11-01T05:00:00.000Z',
  featuredUntil: '2026-12-31T18:29:59.000Z',
});
const SUSPENDED = business('b-spam', 'Cheap Watches', {
  isVerified: false,
  isPublic: false,
  suspendedAt: '2026-11-21T05:00:00.000Z',
  statusReason: 'Not a real business',
});
const PENDING = business('b-new', 'Vidyarthi Bhavan', { status: 'pending', isVerified: false, isPublic: false });

function renderBusinesses(handlers: Handlers = {}, path = '/admin/businesses') {
  return renderAdmin(path, {
    'admin.businesses': (input: Input) => ({
      data: {
        businesses: input.status === 'suspended' ? [SUSPENDED] : [LIVE, FEATURED, SUSPENDED, PENDING],
        pagination: { page: 1, limit: 20, total: 4, totalPages: 1 },
      },
    }),
    ...handlers,
  });
}

adminSectionTests(() => import('../../web/src/features/admin/BusinessesSection.tsx'));

describe('Admin businesses', () => {
  it('lists listings of every status, searched by name and filtered by status in the address', async () => {
    const { fetchImpl } = renderBusinesses();
    const udupi = await screen.findByRole('article', { name: 'Udupi Grand' });
    expect(document.title).toBe('Businesses · Admin | CityPages');
    expect(callsTo(fetchImpl, 'admin.businesses')).toEqual([{ page: 1 }]);
    expect(within(udupi).getByText('Live')).toBeTruthy();
    expect(
      within(udupi)
        .getByRole('link', { name: /Public page/ })
        .getAttribute('href'),
    ).toBe('/business/b-udupi');
    expect(within(card('MTR')).getByText('Featured until 31 Dec 2026')).toBeTruthy();
    expect(within(card('Cheap Watches')).getByText('Suspended')).toBeTruthy();
    expect(within(card('Cheap Watches')).getByText('Reason given: Not a real business')).toBeTruthy();
    expect(within(card('Cheap Watches')).queryByRole('link', { name: /Public page/ })).toBeNull();
    expect(within(card('Vidyarthi Bhavan')).getByText('Waiting for approval')).toBeTruthy();
    // Only a live listing can be featured or suspended.
    expect(within(card('Vidyarthi Bhavan')).queryByRole('button', { name: 'Feature' })).toBeNull();
    expect(within(card('Vidyarthi Bhavan')).queryByRole('button', { name: 'Suspend' })).toBeNull();

    fireEvent.change(screen.getByLabelText('Search listings'), { target: { value: '  udupi ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(callsTo(fetchImpl, 'admin.businesses')).toContainEqual({ page: 1, query: 'udupi' }));
    expect(currentUrl()).toBe('/admin/businesses?query=udupi');

    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'suspended' } });
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Udupi Grand' })).toBeNull());
    expect(callsTo(fetchImpl, 'admin.businesses')).toContainEqual({ page: 1, query: 'udupi', status: 'suspended' });
    expect(currentUrl()).toBe('/admin/businesses?status=suspended&query=udupi');
  });

  it('features a listing until the end of a chosen day, checking the day first', async () => {
    const { fetchImpl } = renderBusinesses({ 'admin.featureListing': () => ({ data: { ...LIVE, isFeatured: true } }) });
    fireEvent.click(within(await screen.findByRole('article', { name: 'Udupi Grand' })).getByRole('button', { name: 'Feature' }));
    const dialog = screen.getByRole('dialog', { name: 'Feature Udupi Grand' });
    const day = within(dialog).getByLabelText('Featured until (optional)');

    fireEvent.change(day, { target: { value: '2020-01-01' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Feature listing' }));
    expect(within(dialog).getByText('Featuring must end in the future')).toBeTruthy();
    expect(callsTo(fetchImpl, 'admin.featureListing')).toEqual([]);

    fireEvent.change(day, { target: { value: '2099-12-31' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Feature listing' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(DECISION_MESSAGES.featureListing));
    expect(callsTo(fetchImpl, 'admin.featureListing')).toEqual([{ id: 'b-udupi', until: '2099-12-31T23:59:59+05:30' }]);
    expect(screen.queryByRole('dialog')).toBeNull();
    // The list is read again.
    await waitFor(() => expect(callsTo(fetchImpl, 'admin.businesses')).toHaveLength(2));
  });

  it('features without an end when the day is left empty, and ends featuring', async () => {
    const { fetchImpl } = renderBusinesses({
      'admin.featureListing': () => ({ data: FEATURED }),
      'admin.unfeatureListing': () => ({ data: { ...FEATURED, isFeatured: false } }),
    });
    const mtr = await screen.findByRole('article', { name: 'MTR' });
    fireEvent.click(within(mtr).getByRole('button', { name: 'Change featuring' }));
    const day = within(screen.getByRole('dialog')).getByLabelText('Featured until (optional)') as HTMLInputElement;
    expect(day.value).toBe('2026-12-31');
    fireEvent.change(day, { target: { value: '' } });
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Feature listing' }));
    await waitFor(() => expect(callsTo(fetchImpl, 'admin.featureListing')).toEqual([{ id: 'b-mtr' }]));

    fireEvent.click(within(card('MTR')).getByRole('button', { name: 'End featuring' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(DECISION_MESSAGES.unfeatureListing));
    expect(callsTo(fetchImpl, 'admin.unfeatureListing')).toEqual([{ id: 'b-mtr' }]);
  });

  it('suspends only with a reason, and restores a suspended listing', async () => {
    const { fetchImpl } = renderBusinesses({
      'admin.suspendListing': () => ({ data: { ...LIVE, suspendedAt: '2026-11-24T05:00:00.000Z' } }),
      'admin.unsuspendListing': () => ({ error: { message: 'This listing is not suspended.', httpStatus: 409 } }),
    });
    fireEvent.click(within(await screen.findByRole('article', { name: 'Udupi Grand' })).getByRole('button', { name: 'Suspend' }));
    const dialog = screen.getByRole('dialog', { name: 'Suspend Udupi Grand?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Suspend listing' }));
    expect(within(dialog).getByText('Reason must be at least 3 characters')).toBeTruthy();
    expect(callsTo(fetchImpl, 'admin.suspendListing')).toEqual([]);

    fireEvent.change(within(dialog).getByLabelText(/Reason/), { target: { value: 'Sells counterfeit goods' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Suspend listing' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(DECISION_MESSAGES.suspendListing));
    expect(callsTo(fetchImpl, 'admin.suspendListing')).toEqual([{ id: 'b-udupi', reason: 'Sells counterfeit goods' }]);

    fireEvent.click(within(card('Cheap Watches')).getByRole('button', { name: 'Restore listing' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('This listing is not suspended.'));
    expect(callsTo(fetchImpl, 'admin.unsuspendListing')).toEqual([{ id: 'b-spam' }]);
  });

  it("shows the server's refusal when the list cannot be read", async () => {
    renderBusinesses({
      'admin.businesses': () => ({ error: { message: 'No procedure found on path "admin.businesses"', httpStatus: 404 } }),
    });
    expect(await screen.findByText('Could not load the listings')).toBeTruthy();
    expect(screen.getByText('No procedure found on path "admin.businesses"')).toBeTruthy();
  });
});
