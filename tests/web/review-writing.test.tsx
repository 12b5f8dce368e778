import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BusinessPage } from '../../web/src/features/business/BusinessPage.tsx';
import { DEMO_BUSINESS } from '../../web/src/features/business/demo-business.ts';
import { AuthProvider } from '../../web/src/lib/auth.tsx';
import type { BusinessDetail, ReviewList } from '../../web/src/lib/types.ts';
import { callsTo, renderWithApp, trpcFetch, type Handlers } from './support/trpc.tsx';
import { deferred, SignInProbe, storeSession, USER } from './support/fixtures.tsx';

const BUSINESS: BusinessDetail = { ...DEMO_BUSINESS, _id: 'biz1', name: 'Scissors by Harish', businessName: 'Scissors by Harish' };

function review(id: string, author: string, helpfulCount = 0): ReviewList['reviews'][number] {
  return {
    _id: id,
    id,
    rating: 4,
    title: `Visit by ${author}`,
    content: 'Good haircut, friendly staff.',
    user: { name: author, avatar: null },
    createdAt: '2026-11-22T10:00:00.000Z',
    date: '2026-11-22T10:00:00.000Z',
    isVerified: false,
    images: [],
    helpfulCount,
    businessResponse: null,
  };
}

const REVIEWS: ReviewList = {
  reviews: [review('mine', 'Asha Rao'), review('theirs', 'Ravi Kumar', 2)],
  statistics: { averageRating: 4, totalReviews: 2, ratingDistribution: { 1: 0, 2: 0, 3: 0, 4: 2, 5: 0 } },
  pagination: { page: 1, limit: 5, total: 2, totalPages: 1 },
};

const MY_REVIEWS = {
  reviews: [
    {
      _id: 'mine',
      id: 'mine',
      businessId: 'biz1',
      business: { _id: 'biz1', name: 'Scissors by Harish' },
      rating: 4,
      title: 'Visit by Asha Rao',
      content: 'Good haircut, friendly staff.',
      isVerified: false,
      helpfulCount: 0,
      createdAt: '2026-11-22T10:00:00.000Z',
      updatedAt: '2026-11-22T10:00:00.000Z',
    },
  ],
  pagination: { page: 1, limit: 50, total: 1, totalPages: 1 },
};

function renderBusiness(overrides: Handlers = {}) {
  const fetchImpl = trpcFetch({
    'auth.me': () => ({ data: USER }),
    'auth.logout': () => ({ data: null }),
    'business.byId': () => ({ data: BUSINESS }),
    'reviews.byBusiness': () => ({ data: REVIEWS }),
    'favorites.check': () => ({ data: false }),
    'myReviews.mine': () => ({ data: MY_REVIEWS }),
    ...overrides,
  });
  renderWithApp(
    {
      '/business/:id': (
        <AuthProvider>
          <BusinessPage />
        </AuthProvider>
      ),
      '/signin': <SignInProbe />,
    },
    { path: '/business/biz1', fetch: fetchImpl, queryDefaults: { queries: { retry: false } } },
  );
  return fetchImpl;
}

const form = () => screen.getByRole('form', { name: 'Write a Review' });
const reviewOf = (author: string) => screen.getByRole('article', { name: `Review by ${author}` });

/** The form's code loads when it is first opened: wait for it. */
async function openForm() {
  fireEvent.click(await screen.findByRole('button', { name: 'Write a Review' }));
  return screen.findByRole('form', { name: 'Write a Review' });
}

function fillAndSubmit(content: string) {
  fireEvent.change(within(form()).getByLabelText('Your Review'), { target: { value: content } });
  fireEvent.click(within(form()).getByRole('button', { name: 'Submit Review' }));
}

beforeEach(() => {
  storeSession('token-1');
  vi.spyOn(toast, 'success');
  vi.spyOn(toast, 'error');
});

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('writing a review', () => {
  it('opens the form with the five ratings, 5 Excellent chosen, and requires the content', async () => {
    const fetchImpl = renderBusiness();
    const writeButton = await screen.findByRole('button', { name: 'Write a Review' });
    expect(writeButton.getAttribute('aria-expanded')).toBe('false');
    const opened = await openForm();
    expect(writeButton.getAttribute('aria-expanded')).toBe('true');

    const ratings = within(opened).getAllByRole('radio');
    expect(ratings.map((radio) => radio.closest('label')?.textContent?.replace(/\s+/g, ' ').trim())).toEqual([
      '5 Excellent',
      '4 Very Good',
      '3 Average',
      '2 Poor',
      '1 Terrible',
    ]);
    expect((within(opened).getByRole('radio', { name: '5 Excellent' }) as HTMLInputElement).checked).toBe(true);
    expect(within(opened).getByLabelText('Title (optional)')).toBeTruthy();

    fireEvent.change(within(opened).getByLabelText('Your Review'), { target: { value: '   ' } });
    fireEvent.click(within(opened).getByRole('button', { name: 'Submit Review' }));
    expect(within(opened).getByText('Content is required')).toBeTruthy();
    expect(within(opened).getByLabelText('Your Review').getAttribute('aria-invalid')).toBe('true');
    expect(callsTo(fetchImpl, 'myReviews.create')).toHaveLength(0);

    fireEvent.change(within(opened).getByLabelText('Your Review'), { target: { value: 'Better' } });
    expect(within(opened).queryByText('Content is required')).toBeNull();
  });

  it('submits, shows Submitting..., then closes empty, toasts and reloads the reviews and the rating', async () => {
    const answer = deferred();
    const fetchImpl = renderBusiness({ 'myReviews.create': () => answer.promise });
    await openForm();
    fireEvent.click(within(form()).getByRole('radio', { name: '3 Average' }));
    fireEvent.change(within(form()).getByLabelText('Title (optional)'), { target: { value: ' Quick trim ' } });
    fillAndSubmit(' Done in ten minutes. ');

    const busy = await within(form()).findByRole('button', { name: 'Submitting...' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    expect(callsTo(fetchImpl, 'myReviews.create')).toEqual([
      { businessId: 'biz1', rating: 3, title: 'Quick trim', content: 'Done in ten minutes.' },
    ]);
    const reviewLoads = callsTo(fetchImpl, 'reviews.byBusiness').length;
    const businessLoads = callsTo(fetchImpl, 'business.byId').length;

    answer.release({ data: { _id: 'new', id: 'new' } });
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Review submitted successfully!'));
    expect(screen.queryByRole('form', { name: 'Write a Review' })).toBeNull();
    await waitFor(() => expect(callsTo(fetchImpl, 'reviews.byBusiness').length).toBeGreaterThan(reviewLoads));
    await waitFor(() => expect(callsTo(fetchImpl, 'business.byId').length).toBeGreaterThan(businessLoads));

    fireEvent.click(screen.getByRole('button', { name: 'Write a Review' }));
    expect((within(form()).getByLabelText('Your Review') as HTMLTextAreaElement).value).toBe('');
    expect((within(form()).getByRole('radio', { name: '5 Excellent' }) as HTMLInputElement).checked).toBe(true);
  });

  it.each([
    ['a 400', { message: 'Validation failed', httpStatus: 400 }, 'You have already reviewed this business.'],
    [
      "a message saying 'already reviewed'",
      { message: 'This user already reviewed the business', httpStatus: 409 },
      'You have already reviewed this business.',
    ],
    ['another failure', { message: 'Service temporarily unavailable', httpStatus: 503 }, 'Service temporarily unavailable'],
  ])('keeps the form open and explains %s', async (_case, error, shown) => {
    renderBusiness({ 'myReviews.create': () => ({ error }) });
    await openForm();
    fillAndSubmit('Good.');
    expect((await within(form()).findByRole('alert')).textContent).toBe(shown);
    expect((within(form()).getByLabelText('Your Review') as HTMLTextAreaElement).value).toBe('Good.');
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('asks the user to sign in again after a 401 and sends them to sign in with the way back', async () => {
    renderBusiness({ 'myReviews.create': () => ({ error: { message: 'Please sign in', httpStatus: 401 } }) });
    await openForm();
    fillAndSubmit('Good.');
    expect(await screen.findByText('Sign-in page, back to /business/biz1')).toBeTruthy();
    expect(toast.error).toHaveBeenCalledWith('Please sign in again to submit a review.');
    await waitFor(() => expect(localStorage.getItem('userToken')).toBeNull());
  });

  it('sends a signed-out visitor to sign in instead of opening the form', async () => {
    localStorage.clear();
    const fetchImpl = renderBusiness();
    fireEvent.click(await screen.findByRole('button', { name: 'Write a Review' }));
    expect(screen.getByText('Sign-in page, back to /business/biz1')).toBeTruthy();
    expect(callsTo(fetchImpl, 'myReviews.mine')).toHaveLength(0);
  });
});

describe("the user's own review", () => {
  it('is marked as theirs and offers Edit and Delete instead of Helpful and Report', async () => {
    renderBusiness();
    const mine = await waitFor(() => {
      const article = reviewOf('Asha Rao');
      expect(within(article).getByText('Your review')).toBeTruthy();
      return article;
    });
    expect(within(mine).getByRole('button', { name: 'Edit' })).toBeTruthy();
    expect(within(mine).getByRole('button', { name: 'Delete' })).toBeTruthy();
    expect(within(mine).queryByRole('button', { name: 'Helpful' })).toBeNull();
    const theirs = reviewOf('Ravi Kumar');
    expect(within(theirs).queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(within(theirs).getByRole('button', { name: 'Helpful' })).toBeTruthy();
    expect(within(theirs).getByRole('button', { name: 'Report' })).toBeTruthy();
  });

  it('edits in the same form, filled with the review, through myReviews.update', async () => {
    const fetchImpl = renderBusiness({ 'myReviews.update': () => ({ data: { _id: 'mine' } }) });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    const editor = screen.getByRole('form', { name: 'Edit Your Review' });
    expect((within(editor).getByRole('radio', { name: '4 Very Good' }) as HTMLInputElement).checked).toBe(true);
    expect((within(editor).getByLabelText('Title (optional)') as HTMLInputElement).value).toBe('Visit by Asha Rao');
    expect((within(editor).getByLabelText('Your Review') as HTMLTextAreaElement).value).toBe('Good haircut, friendly staff.');

    fireEvent.click(within(editor).getByRole('radio', { name: '5 Excellent' }));
    fireEvent.change(within(editor).getByLabelText('Your Review'), { target: { value: 'Even better the second time.' } });
    fireEvent.click(within(editor).getByRole('button', { name: 'Update Review' }));

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Review updated successfully!'));
    expect(callsTo(fetchImpl, 'myReviews.update')).toEqual([
      { id: 'mine', changes: { rating: 5, title: 'Visit by Asha Rao', content: 'Even better the second time.' } },
    ]);
    expect(screen.queryByRole('form', { name: 'Edit Your Review' })).toBeNull();
  });

  it('deletes only after the confirmation, then reloads the reviews', async () => {
    let reviews: ReviewList = REVIEWS;
    const fetchImpl = renderBusiness({
      'reviews.byBusiness': () => ({ data: reviews }),
      'myReviews.remove': () => {
        reviews = { ...REVIEWS, reviews: REVIEWS.reviews.slice(1) };
        return { data: null };
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete your review?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(callsTo(fetchImpl, 'myReviews.remove')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete Review' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Your review was deleted.'));
    expect(callsTo(fetchImpl, 'myReviews.remove')).toEqual([{ id: 'mine' }]);
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Review by Asha Rao' })).toBeNull());
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe("other people's reviews", () => {
  it('marks a review helpful and shows the new count', async () => {
    const fetchImpl = renderBusiness({ 'myReviews.helpful': () => ({ data: { helpful: true, helpfulCount: 3 } }) });
    await screen.findByText('Your review');
    const helpful = await screen.findByRole('button', { name: 'Helpful' });
    expect(helpful.getAttribute('aria-pressed')).toBe('false');
    expect(within(reviewOf('Ravi Kumar')).getByText('2 people found this helpful')).toBeTruthy();
    fireEvent.click(helpful);
    await waitFor(() => expect(within(reviewOf('Ravi Kumar')).getByText('3 people found this helpful')).toBeTruthy());
    expect(within(reviewOf('Ravi Kumar')).getByRole('button', { name: 'Helpful' }).getAttribute('aria-pressed')).toBe('true');
    expect(callsTo(fetchImpl, 'myReviews.helpful')).toEqual([{ id: 'theirs' }]);
  });

  it("shows the server's refusal of a helpful vote", async () => {
    renderBusiness({ 'myReviews.helpful': () => ({ error: { message: 'Review not found', httpStatus: 404 } }) });
    await screen.findByText('Your review');
    fireEvent.click(await screen.findByRole('button', { name: 'Helpful' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Review not found'));
    expect(within(reviewOf('Ravi Kumar')).getByText('2 people found this helpful')).toBeTruthy();
  });

  it('reports a review with a reason, asked for in a dialog', async () => {
    const fetchImpl = renderBusiness({ 'myReviews.report': () => ({ data: null }) });
    await screen.findByText('Your review');
    const report = screen.getByRole('button', { name: 'Report' });
    report.focus();
    fireEvent.click(report);
    const dialog = screen.getByRole('dialog', { name: 'Report this review' });
    expect(document.activeElement).toBe(within(dialog).getByLabelText('Reason'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Report Review' }));
    expect(await within(dialog).findByText('Reason is required')).toBeTruthy();
    expect(callsTo(fetchImpl, 'myReviews.report')).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: ' Spam link ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Report Review' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Thank you. The review has been reported for moderation.'));
    expect(callsTo(fetchImpl, 'myReviews.report')).toEqual([{ id: 'theirs', reason: 'Spam link' }]);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(report);
  });

  it('closes the report dialog with Escape without sending anything', async () => {
    const fetchImpl = renderBusiness();
    await screen.findByText('Your review');
    fireEvent.click(screen.getByRole('button', { name: 'Report' }));
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(callsTo(fetchImpl, 'myReviews.report')).toHaveLength(0);
  });

  it.each(['Helpful', 'Report'])('sends a signed-out visitor from %s to sign in', async (action) => {
    localStorage.clear();
    const fetchImpl = renderBusiness();
    const theirs = await screen.findByRole('article', { name: 'Review by Ravi Kumar' });
    fireEvent.click(within(theirs).getByRole('button', { name: action }));
    expect(screen.getByText('Sign-in page, back to /business/biz1')).toBeTruthy();
    expect(callsTo(fetchImpl, 'myReviews.helpful')).toHaveLength(0);
    expect(callsTo(fetchImpl, 'myReviews.mine')).toHaveLength(0);
  });
});
