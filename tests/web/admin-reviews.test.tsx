import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { describe, expect, it } from 'vitest';
import type { AdminReview } from '../../web/src/features/admin/admin-types.ts';
import { adminSectionTests, card, renderAdmin } from './support/admin.tsx';
import { callsTo, currentUrl, type Handlers, type Input } from './support/trpc.tsx';

const review = (id: string, author: string, changes: Partial<AdminReview> = {}): AdminReview => ({
  id,
  rating: 4,
  title: 'Crisp dosas',
  content: 'The masala dosa was crisp and the chutney fresh.',
  status: 'visible',
  isVerified: true,
  helpfulCount: 0,
  createdAt: '2026-11-10T06:00:00.000Z',
  updatedAt: '2026-11-10T06:00:00.000Z',
  moderatedAt: null,
  moderationReason: null,
  business: { id: 'b-udupi', name: 'Udupi Grand' },
  author: { id: `u-${id}`, name: author, email: `${author.toLowerCase()}@example.in` },
  reports: { open: 0, total: 0 },
  ...changes,
});

const PLAIN = review('r1', 'Kiran');
const REPORTED = review('r2', 'Spammer', { rating: 1, title: null, content: 'Buy watches', reports: { open: 2, total: 2 } });
const HIDDEN = review('r3', 'Meera', {
  status: 'hidden',
  moderatedAt: '2026-11-12T06:00:00.000Z',
  moderationReason: 'Personal details of staff',
});

const decision = (message: string) => () => ({ data: { decision: 'hide', message, review: PLAIN, business: { id: 'b-udupi' } } });

function renderReviews(handlers: Handlers = {}) {
  return renderAdmin('/admin/reviews', {
    'admin.reviews': (input: Input) => ({
      data: {
        reviews: input.status === 'hidden' ? [HIDDEN] : [PLAIN, REPORTED, HIDDEN],
        pagination: { page: 1, limit: 20, total: 3, totalPages: 1 },
      },
    }),
    ...handlers,
  });
}

adminSectionTests(() => import('../../web/src/features/admin/ReviewsSection.tsx'));

describe('Admin reviews', () => {
  it('lists every review with its reports and hidden state, by status and search', async () => {
    const { fetchImpl } = renderReviews();
    const kiran = await screen.findByRole('article', { name: 'Kiran on Udupi Grand' });
    expect(callsTo(fetchImpl, 'admin.reviews')).toEqual([{ page: 1 }]);
    expect(within(kiran).getByRole('button', { name: 'Hide review' })).toBeTruthy();
    expect(within(kiran).queryByRole('button', { name: 'Keep review' })).toBeNull();
    expect(within(card('Spammer on Udupi Grand')).getByText('2 open reports')).toBeTruthy();
    expect(within(card('Spammer on Udupi Grand')).getByRole('button', { name: 'Keep review' })).toBeTruthy();
    const meera = card('Meera on Udupi Grand');
    expect(within(meera).getByText('Hidden')).toBeTruthy();
    expect(within(meera).getByText(/Personal details of staff/)).toBeTruthy();
    expect(within(meera).getByRole('button', { name: 'Restore review' })).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Show'), { target: { value: 'hidden' } });
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Kiran on Udupi Grand' })).toBeNull());
    expect(callsTo(fetchImpl, 'admin.reviews')).toContainEqual({ page: 1, status: 'hidden' });

    fireEvent.change(screen.getByLabelText('Search reviews'), { target: { value: 'watches' } });
    fireEvent.submit(screen.getByRole('search'));
    await waitFor(() => expect(callsTo(fetchImpl, 'admin.reviews')).toContainEqual({ page: 1, status: 'hidden', query: 'watches' }));
    expect(currentUrl()).toBe('/admin/reviews?status=hidden&query=watches');
  });

  it('hides a review only with a reason, and tells the server’s message', async () => {
    const { fetchImpl } = renderReviews({ 'admin.hideReview': decision('Review hidden. Its author has been told why.') });
    fireEvent.click(
      within(await screen.findByRole('article', { name: 'Kiran on Udupi Grand' })).getByRole('button', { name: 'Hide review' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Hide this review?' });
    fireEvent.change(within(dialog).getByLabelText(/Reason/), { target: { value: 'no' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Hide review' }));
    expect(within(dialog).getByText('Reason must be at least 3 characters')).toBeTruthy();
    expect(callsTo(fetchImpl, 'admin.hideReview')).toEqual([]);

    fireEvent.change(within(dialog).getByLabelText(/Reason/), { target: { value: 'Names a member of staff' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Hide review' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Review hidden. Its author has been told why.'));
    expect(callsTo(fetchImpl, 'admin.hideReview')).toEqual([{ id: 'r1', reason: 'Names a member of staff' }]);
    await waitFor(() => expect(callsTo(fetchImpl, 'admin.reviews')).toHaveLength(2));
  });

  it('keeps a reported review and restores a hidden one with restoreReview', async () => {
    const { fetchImpl } = renderReviews({ 'admin.restoreReview': decision('Review kept. Its reports are resolved.') });
    fireEvent.click(
      within(await screen.findByRole('article', { name: 'Spammer on Udupi Grand' })).getByRole('button', { name: 'Keep review' }),
    );
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Review kept. Its reports are resolved.'));
    fireEvent.click(within(card('Meera on Udupi Grand')).getByRole('button', { name: 'Restore review' }));
    await waitFor(() => expect(callsTo(fetchImpl, 'admin.restoreReview')).toEqual([{ id: 'r2' }, { id: 'r3' }]));
  });

  it('tells a refusal in the server’s words', async () => {
    renderReviews({
      'admin.restoreReview': () => ({
        error: { message: 'This review is visible and has no open reports: there is nothing to restore.', httpStatus: 409 },
      }),
    });
    fireEvent.click(
      within(await screen.findByRole('article', { name: 'Spammer on Udupi Grand' })).getByRole('button', { name: 'Keep review' }),
    );
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('This review is visible and has no open reports: there is nothing to restore.'),
    );
  });
});
