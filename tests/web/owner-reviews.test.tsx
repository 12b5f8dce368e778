import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ListingReviewsTab } from '../../web/src/features/owner/ListingReviewsTab.tsx';
import { refused } from './support/account.tsx';
import { LISTING, renderListingTab } from './support/owner-tab.tsx';
import { callsTo, type Answer, type Handlers, type Input } from './support/trpc.tsx';

type Reply = { content: string; respondedAt: string | null; respondedBy: string };
type Review = {
  id: string;
  rating: number;
  title: string | null;
  content: string;
  isVerified: boolean;
  createdAt: string;
  user: { name: string };
  businessResponse: Reply | null;
};

const UNANSWERED: Review = {
  id: 'r1',
  rating: 4,
  title: 'Crisp dosas',
  content: 'The masala dosa was crisp and the chutney fresh. A short wait at lunch.',
  isVerified: true,
  createdAt: '2026-11-10T06:00:00.000Z',
  user: { name: 'Kiran Rao' },
  businessResponse: null,
};
const ANSWERED: Review = {
  id: 'r2',
  rating: 2,
  title: null,
  content: 'Coffee was cold.',
  isVerified: false,
  createdAt: '2026-11-02T06:00:00.000Z',
  user: { name: 'Meera Iyer' },
  businessResponse: {
    content: 'Sorry about that, please come again.',
    respondedAt: '2026-11-03T06:00:00.000Z',
    respondedBy: 'Udupi Grand',
  },
};

const replied = (review: Review, content: string | null): Answer => ({
  data: {
    ...review,
    businessResponse: content === null ? null : { content, respondedAt: '2026-12-01T06:00:00.000Z', respondedBy: LISTING.name },
  },
});

function renderReviews(handlers: Handlers = {}, reviews: Review[] = [UNANSWERED, ANSWERED], total = reviews.length) {
  return renderListingTab('reviews', <ListingReviewsTab />, {
    'owner.reviews': (input: Input) => ({
      data: { reviews, pagination: { page: Number(input.page ?? 1), limit: 10, total, totalPages: Math.ceil(total / 10) } },
    }),
    ...handlers,
  });
}

const review = (author: string) => screen.getByRole('article', { name: `Review by ${author}` });

beforeEach(() => {
  vi.spyOn(toast, 'success');
});

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('ListingReviewsTab', () => {
  it('shows each review with its stars, title, text, author, date and the business’s reply', async () => {
    const { fetchImpl } = renderReviews();
    const kiran = await screen.findByRole('article', { name: 'Review by Kiran Rao' });
    expect(callsTo(fetchImpl, 'owner.reviews')).toEqual([{ id: LISTING.id, page: 1 }]);
    expect(screen.getByText("2 reviews, newest first. One public reply per review, under your business's name.")).toBeTruthy();
    expect(within(kiran).getByRole('img', { name: '4.0 out of 5' })).toBeTruthy();
    expect(within(kiran).getByText('Crisp dosas')).toBeTruthy();
    expect(within(kiran).getByText(UNANSWERED.content)).toBeTruthy();
    expect(within(kiran).getByText('Verified')).toBeTruthy();
    expect(within(kiran).getByText('10 Nov 2026')).toBeTruthy();
    expect(within(kiran).getByRole('button', { name: 'Write a reply' })).toBeTruthy();

    const meera = review('Meera Iyer');
    expect(within(meera).getByRole('img', { name: '2.0 out of 5' })).toBeTruthy();
    expect(within(meera).getByText('Reply from Udupi Grand')).toBeTruthy();
    expect(within(meera).getByText('Sorry about that, please come again.')).toBeTruthy();
    expect(within(meera).getByRole('button', { name: 'Edit reply' })).toBeTruthy();
  });

  it('publishes a reply within the limit, counting as the owner types', async () => {
    const { fetchImpl } = renderReviews({ 'owner.setReply': (input) => replied(UNANSWERED, String(input.content)) });
    fireEvent.click(
      within(await screen.findByRole('article', { name: 'Review by Kiran Rao' })).getByRole('button', { name: 'Write a reply' }),
    );
    const box = within(review('Kiran Rao')).getByLabelText('Your reply');
    expect(document.activeElement).toBe(box);
    expect(within(review('Kiran Rao')).getByText('0 / 2000 characters')).toBeTruthy();

    fireEvent.click(within(review('Kiran Rao')).getByRole('button', { name: 'Publish reply' }));
    expect(within(review('Kiran Rao')).getByText('Reply is required')).toBeTruthy();

    fireEvent.change(box, { target: { value: 'x'.repeat(2001) } });
    expect(within(review('Kiran Rao')).getByText('2001 / 2000 characters')).toBeTruthy();
    fireEvent.click(within(review('Kiran Rao')).getByRole('button', { name: 'Publish reply' }));
    expect(within(review('Kiran Rao')).getByText('Reply must be at most 2000 characters')).toBeTruthy();
    expect(callsTo(fetchImpl, 'owner.setReply')).toEqual([]);

    fireEvent.change(box, { target: { value: '  Thank you, Kiran! We are adding a second counter at lunch.  ' } });
    fireEvent.click(within(review('Kiran Rao')).getByRole('button', { name: 'Publish reply' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Reply published'));
    expect(callsTo(fetchImpl, 'owner.setReply')).toEqual([
      { reviewId: 'r1', content: 'Thank you, Kiran! We are adding a second counter at lunch.' },
    ]);
    const kiran = review('Kiran Rao');
    expect(within(kiran).getByText('Reply from Udupi Grand')).toBeTruthy();
    expect(within(kiran).getByText('Thank you, Kiran! We are adding a second counter at lunch.')).toBeTruthy();
    expect(within(kiran).queryByLabelText('Your reply')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(within(kiran).getByRole('button', { name: 'Edit reply' })));
  });

  it('edits a reply starting from its text, and shows the server’s field message', async () => {
    const { fetchImpl } = renderReviews({ 'owner.setReply': () => refused('content', 'Reply must be at most 2000 characters') });
    fireEvent.click(
      within(await screen.findByRole('article', { name: 'Review by Meera Iyer' })).getByRole('button', { name: 'Edit reply' }),
    );
    const box = within(review('Meera Iyer')).getByLabelText('Your reply') as HTMLTextAreaElement;
    expect(box.value).toBe('Sorry about that, please come again.');
    fireEvent.change(box, { target: { value: 'Sorry about that. The machine is fixed now.' } });
    fireEvent.click(within(review('Meera Iyer')).getByRole('button', { name: 'Publish reply' }));
    expect(await within(review('Meera Iyer')).findByText('Reply must be at most 2000 characters')).toBeTruthy();
    expect(callsTo(fetchImpl, 'owner.setReply')).toEqual([{ reviewId: 'r2', content: 'Sorry about that. The machine is fixed now.' }]);
    expect(toast.success).not.toHaveBeenCalled();

    fireEvent.click(within(review('Meera Iyer')).getByRole('button', { name: 'Cancel' }));
    expect(within(review('Meera Iyer')).getByText('Sorry about that, please come again.')).toBeTruthy();
  });

  it('shows a refusal that is not about the text above the buttons', async () => {
    renderReviews({ 'owner.setReply': () => ({ error: { message: 'Review not found', httpStatus: 404 } }) });
    fireEvent.click(
      within(await screen.findByRole('article', { name: 'Review by Kiran Rao' })).getByRole('button', { name: 'Write a reply' }),
    );
    fireEvent.change(within(review('Kiran Rao')).getByLabelText('Your reply'), { target: { value: 'Thank you!' } });
    fireEvent.click(within(review('Kiran Rao')).getByRole('button', { name: 'Publish reply' }));
    expect((await within(review('Kiran Rao')).findByRole('alert')).textContent).toBe('Review not found');
  });

  it('removes a reply after confirming', async () => {
    const { fetchImpl } = renderReviews({ 'owner.removeReply': () => replied(ANSWERED, null) });
    fireEvent.click(
      within(await screen.findByRole('article', { name: 'Review by Meera Iyer' })).getByRole('button', { name: 'Remove reply' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Remove your reply?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove reply' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Reply removed'));
    expect(callsTo(fetchImpl, 'owner.removeReply')).toEqual([{ reviewId: 'r2' }]);
    expect(screen.queryByRole('dialog')).toBeNull();
    const meera = review('Meera Iyer');
    expect(within(meera).queryByText('Sorry about that, please come again.')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(within(meera).getByRole('button', { name: 'Write a reply' })));
  });

  it('pages through the reviews', async () => {
    const { fetchImpl } = renderReviews({}, [UNANSWERED], 12);
    fireEvent.click(await screen.findByRole('button', { name: '2' }));
    await waitFor(() => expect(callsTo(fetchImpl, 'owner.reviews').at(-1)).toEqual({ id: LISTING.id, page: 2 }));
  });

  it('says when there are no reviews yet', async () => {
    renderReviews({}, []);
    expect(await screen.findByText('No reviews yet')).toBeTruthy();
    expect(screen.getByText(/^0 reviews/)).toBeTruthy();
  });
});
