import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ListingHistoryTab } from '../../web/src/features/owner/ListingHistoryTab.tsx';
import { callsTo } from './support/trpc.tsx';
import { renderListingTab } from './support/owner-tab.tsx';

const entry = (n: number, action: string, actor: string | null, reason: string | null = null) => ({
  id: `e${n}`,
  at: `2026-11-${String(20 - n).padStart(2, '0')}T06:30:00.000Z`,
  actor: actor ? { name: actor } : null,
  action,
  entity: 'business',
  entityId: 'b1',
  before: null,
  after: null,
  reason,
});

function pageOf(page: number) {
  const entries =
    page === 1
      ? [entry(1, 'business.reject', 'CityPages team', 'The phone number does not answer.'), entry(2, 'hours.set', 'Ravi Shetty')]
      : [entry(3, 'business.create', null)];
  return { data: { entries, pagination: { page, limit: 20, total: 21, totalPages: 2 } } };
}

afterEach(() => localStorage.clear());

describe('ListingHistoryTab', () => {
  it('says who changed the listing and when, with our team’s reason, and pages through older entries', async () => {
    const { fetchImpl } = renderListingTab('history', <ListingHistoryTab />, {
      'owner.history': (input) => pageOf(Number((input as { page?: number }).page ?? 1)),
    });
    expect(await screen.findByText('Did not approve the listing')).toBeTruthy();
    expect(screen.getByText(/CityPages team/)).toBeTruthy();
    expect(screen.getByText('Reason: The phone number does not answer.')).toBeTruthy();
    expect(screen.getByText('Saved the opening hours')).toBeTruthy();
    expect(callsTo(fetchImpl, 'owner.history')[0]).toEqual({ id: 'b1', page: 1 });

    fireEvent.click(screen.getByRole('button', { name: '2' }));
    expect(await screen.findByText('Added the listing')).toBeTruthy();
    expect(screen.getByText(/Someone no longer with us/)).toBeTruthy();
    expect(callsTo(fetchImpl, 'owner.history').at(-1)).toEqual({ id: 'b1', page: 2 });
  });
});
