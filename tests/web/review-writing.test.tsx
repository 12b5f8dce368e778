import { QueryClient } from '@tanstack/react-query';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BusinessPage } from '../../web/src/features/business/BusinessPage.tsx';
import { DEMO_BUSINESS } from '../../web/src/features/business/demo-business.ts';
import { AuthProvider } from '../../web/src/lib/auth.tsx';
import { reviewPageKey, type Review } from '../../web/src/features/business/api.ts';
import { createTrpcClient } from '../../web/src/lib/trpc.ts';
import type { AppRouter } from '../../worker/index.ts';
import type { BusinessDetail, ReviewList } from '../../web/src/lib/types.ts';
import { callsTo, renderWithApp, trpcFetch, type Handlers } from './support/trpc.tsx';
import { deferred, SignInProbe, storeSession, USER } from './support/fixtures.tsx';

const BUSINESS: BusinessDetail = { ...DEMO_BUSINESS, _id: 'biz1', name: 'Scissors by Harish', businessName: 'Scissors by Harish' };

function review(id: string, author: string, { helpfulCount = 0, isMine = false, foundHelpful = false } = {}): Review {
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
    isMine,
    foundHelpful,
  };
}

const MINE = review('mine', 'Asha Rao', { isMine: true });
const THEIRS = review('theirs', 'Ravi Kumar', { helpfulCount: 2 });

function reviewList(reviews: Review[], myReview: Review | null): ReviewList {
  return {
    reviews,
    statistics: { averageRating: 4, totalReviews: 2, ratingDistribution: { 1: 0, 2: 0, 3: 0, 4: 2, 5: 0 } },
    pagination: { page: 1, limit: 5, total: 2, totalPages: 1 },
    myReview,
  };
}

/** What the server answers the signed-in Asha Rao (USER), and a visitor: the same reviews, nothing marked as theirs. */
const REVIEWS = reviewList([MINE, THEIRS], MINE);
const VISITOR_REVIEWS = reviewList([{ ...MINE, isMine: false }, THEIRS], null);
/** A business the signed-in user has not reviewed. */
const NOT_REVIEWED = reviewList([review('other', 'Meera Iyer'), THEIRS], null);

/** The server answers for whoever the request's token names: the harness sends the stored one, as the app does. */
const byViewer = (signedIn: ReviewList) => () => ({ data: localStorage.getItem('userToken') ? signedIn : VISITOR_REVIEWS });

/** The business page signed in as USER; `queryClient` may hold answers already, as a server-rendered page does. */
function renderPage(overrides: Handlers = {}, queryClient?: QueryClient) {
  const fetchImpl = trpcFetch({
    'auth.me': () => ({ data: USER }),
    'auth.logout': () => ({ data: null }),
    'business.byId': () => ({ data: BUSINESS }),
    'reviews.byBusiness': byViewer(REVIEWS),
    'favorites.check': () => ({ data: false }),
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
    { path: '/business/biz1', fetch: fetchImpl, queryDefaults: { queries: { retry: false } }, queryClient },
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

/** Chooses a rating (none is chosen when the form opens), writes the review and sends it. */
function fillAndSubmit(content: string, rating = '4 Very Good') {
  fireEvent.click(within(form()).getByRole('radio', { name: rating }));
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
  /** The signed-in user has not reviewed this business yet. */
  const renderUnreviewed = (overrides: Handlers = {}) => renderPage({ 'reviews.byBusiness': byViewer(NOT_REVIEWED), ...overrides });

  it('opens the form with the five ratings, none chosen, and requires the content', async () => {
    const fetchImpl = renderUnreviewed();
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
    expect(ratings.filter((radio) => (radio as HTMLInputElement).checked)).toEqual([]);
    expect(within(opened).getByLabelText('Title (optional)')).toBeTruthy();

    fireEvent.click(within(opened).getByRole('radio', { name: '3 Average' }));
    fireEvent.change(within(opened).getByLabelText('Your Review'), { target: { value: '   ' } });
    fireEvent.click(within(opened).getByRole('button', { name: 'Submit Review' }));
    expect(within(opened).getByText('Content is required')).toBeTruthy();
    expect(within(opened).getByLabelText('Your Review').getAttribute('aria-invalid')).toBe('true');
    expect(callsTo(fetchImpl, 'myReviews.create')).toHaveLength(0);

    fireEvent.change(within(opened).getByLabelText('Your Review'), { target: { value: 'Better' } });
    expect(within(opened).queryByText('Content is required')).toBeNull();
  });

  it('refuses to send a review without a rating: says so under the ratings and focuses them', async () => {
    const fetchImpl = renderUnreviewed();
    const opened = await openForm();
    expect(document.activeElement).toBe(within(opened).getByRole('radio', { name: '5 Excellent' }));
    fireEvent.change(within(opened).getByLabelText('Your Review'), { target: { value: 'Quick trim, fair price.' } });
    fireEvent.click(within(opened).getByRole('button', { name: 'Submit Review' }));

    const ratings = within(opened).getByRole('group', { name: 'Rating' });
    const message = within(ratings).getByText('Please choose a rating');
    expect(ratings.getAttribute('aria-describedby')).toBe(message.id);
    expect(ratings.contains(document.activeElement)).toBe(true);
    expect(
      within(opened)
        .getAllByRole('radio')
        .filter((radio) => (radio as HTMLInputElement).checked),
    ).toEqual([]);
    expect(callsTo(fetchImpl, 'myReviews.create')).toHaveLength(0);

    fireEvent.click(within(opened).getByRole('radio', { name: '2 Poor' }));
    expect(within(opened).queryByText('Please choose a rating')).toBeNull();
    fireEvent.click(within(opened).getByRole('button', { name: 'Submit Review' }));
    await waitFor(() =>
      expect(callsTo(fetchImpl, 'myReviews.create')).toEqual([{ businessId: 'biz1', rating: 2, content: 'Quick trim, fair price.' }]),
    );
  });

  it('submits, shows Submitting..., then closes empty, toasts and reloads the reviews and the rating', async () => {
    const answer = deferred();
    const fetchImpl = renderUnreviewed({ 'myReviews.create': () => answer.promise });
    await openForm();
    fireEvent.change(within(form()).getByLabelText('Title (optional)'), { target: { value: ' Quick trim ' } });
    fillAndSubmit(' Done in ten minutes. ', '3 Average');

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
    expect(
      within(form())
        .getAllByRole('radio')
        .filter((radio) => (radio as HTMLInputElement).checked),
    ).toEqual([]);
  });

  it.each([
    [
      'a second review',
      {
        message: 'You have already reviewed this business.',
        httpStatus: 400,
        errors: [{ field: 'businessId', message: 'You have already reviewed this business.' }],
      },
      'You have already reviewed this business.',
    ],
    ['another 400, as itself', { message: 'Validation failed', httpStatus: 400 }, 'Validation failed'],
    ['another failure', { message: 'Service temporarily unavailable', httpStatus: 503 }, 'Service temporarily unavailable'],
  ])('keeps the form open and explains %s', async (_case, error, shown) => {
    renderUnreviewed({ 'myReviews.create': () => ({ error }) });
    await openForm();
    fillAndSubmit('Good.');
    expect((await within(form()).findByRole('alert')).textContent).toBe(shown);
    expect((within(form()).getByLabelText('Your Review') as HTMLTextAreaElement).value).toBe('Good.');
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('asks the user to sign in again after a 401 and sends them to sign in with the way back', async () => {
    renderUnreviewed({ 'myReviews.create': () => ({ error: { message: 'Please sign in', httpStatus: 401 } }) });
    await openForm();
    fillAndSubmit('Good.');
    expect(await screen.findByText('Sign-in page, back to /business/biz1')).toBeTruthy();
    expect(toast.error).toHaveBeenCalledWith('Please sign in again to submit a review.');
    await waitFor(() => expect(localStorage.getItem('userToken')).toBeNull());
  });

  it('sends a signed-out visitor to sign in instead of opening the form', async () => {
    localStorage.clear();
    const fetchImpl = renderUnreviewed();
    fireEvent.click(await screen.findByRole('button', { name: 'Write a Review' }));
    expect(screen.getByText('Sign-in page, back to /business/biz1')).toBeTruthy();
    expect(callsTo(fetchImpl, 'myReviews.mine')).toHaveLength(0);
  });
});

describe("the user's own review", () => {
  it('is marked as theirs and offers Edit and Delete instead of Helpful and Report', async () => {
    renderPage();
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
    const fetchImpl = renderPage({ 'myReviews.update': () => ({ data: { _id: 'mine' } }) });
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
    const fetchImpl = renderPage({
      'reviews.byBusiness': () => ({ data: reviews }),
      'myReviews.remove': () => {
        reviews = reviewList([THEIRS], null);
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
    const fetchImpl = renderPage({ 'myReviews.helpful': () => ({ data: { helpful: true, helpfulCount: 3 } }) });
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
    renderPage({ 'myReviews.helpful': () => ({ error: { message: 'Review not found', httpStatus: 404 } }) });
    await screen.findByText('Your review');
    fireEvent.click(await screen.findByRole('button', { name: 'Helpful' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Review not found'));
    expect(within(reviewOf('Ravi Kumar')).getByText('2 people found this helpful')).toBeTruthy();
  });

  it('reports a review with a reason, asked for in a dialog', async () => {
    const fetchImpl = renderPage({ 'myReviews.report': () => ({ data: null }) });
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
    // Focus returns in an effect after the dialog has gone, which a busy machine may run a moment later.
    await waitFor(() => expect(document.activeElement).toBe(report));
  });

  it('closes the report dialog with Escape without sending anything', async () => {
    const fetchImpl = renderPage();
    await screen.findByText('Your review');
    fireEvent.click(screen.getByRole('button', { name: 'Report' }));
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(callsTo(fetchImpl, 'myReviews.report')).toHaveLength(0);
  });

  it.each(['Helpful', 'Report'])('sends a signed-out visitor from %s to sign in', async (action) => {
    localStorage.clear();
    const fetchImpl = renderPage();
    const theirs = await screen.findByRole('article', { name: 'Review by Ravi Kumar' });
    fireEvent.click(within(theirs).getByRole('button', { name: action }));
    expect(screen.getByText('Sign-in page, back to /business/biz1')).toBeTruthy();
    expect(callsTo(fetchImpl, 'myReviews.helpful')).toHaveLength(0);
    expect(callsTo(fetchImpl, 'myReviews.mine')).toHaveLength(0);
  });
});

describe('what the list knows about the signed-in user', () => {
  it('presses Helpful on a review the user found helpful, and a press takes the vote back', async () => {
    const voted = reviewList([MINE, { ...THEIRS, foundHelpful: true }], MINE);
    const fetchImpl = renderPage({
      'reviews.byBusiness': byViewer(voted),
      'myReviews.helpful': () => ({ data: { helpful: false, helpfulCount: 1 } }),
    });
    await screen.findByText('Your review');
    const helpful = within(reviewOf('Ravi Kumar')).getByRole('button', { name: 'Helpful' });
    expect(helpful.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(helpful);
    await waitFor(() => expect(within(reviewOf('Ravi Kumar')).getByText('1 person found this helpful')).toBeTruthy());
    expect(within(reviewOf('Ravi Kumar')).getByRole('button', { name: 'Helpful' }).getAttribute('aria-pressed')).toBe('false');
    expect(callsTo(fetchImpl, 'myReviews.helpful')).toEqual([{ id: 'theirs' }]);
  });

  it("offers 'Edit your review' instead of 'Write a Review' when the user's review is on the page", async () => {
    renderPage();
    expect(await screen.findByRole('button', { name: 'Edit your review' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Write a Review' })).toBeNull();
  });

  it("edits the user's review from 'Edit your review' when it is on another page", async () => {
    const fetchImpl = renderPage({
      'reviews.byBusiness': byViewer(reviewList([THEIRS], MINE)),
      'myReviews.update': () => ({ data: { _id: 'mine' } }),
    });
    const edit = await screen.findByRole('button', { name: 'Edit your review' });
    expect(screen.queryByRole('article', { name: 'Review by Asha Rao' })).toBeNull();
    fireEvent.click(edit);
    const editor = await screen.findByRole('form', { name: 'Edit Your Review' });
    expect(edit.getAttribute('aria-expanded')).toBe('true');
    expect((within(editor).getByLabelText('Your Review') as HTMLTextAreaElement).value).toBe('Good haircut, friendly staff.');
    fireEvent.change(within(editor).getByLabelText('Your Review'), { target: { value: 'Still my favourite barber.' } });
    fireEvent.click(within(editor).getByRole('button', { name: 'Update Review' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Review updated successfully!'));
    expect(callsTo(fetchImpl, 'myReviews.update')).toEqual([
      { id: 'mine', changes: { rating: 4, title: 'Visit by Asha Rao', content: 'Still my favourite barber.' } },
    ]);
    expect(screen.queryByRole('form', { name: 'Edit Your Review' })).toBeNull();
  });

  it('asks again for the signed-in user when the page came with the answer for a visitor', async () => {
    const answer = deferred();
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 } } });
    const fetchImpl = trpcFetch({});
    const trpc = createTRPCOptionsProxy<AppRouter>({ client: createTrpcClient(fetchImpl), queryClient });
    queryClient.setQueryData(trpc.business.byId.queryKey({ id: 'biz1' }), BUSINESS);
    queryClient.setQueryData(reviewPageKey(trpc, { id: 'biz1', page: 1, limit: 5 }, null), VISITOR_REVIEWS);
    const calls = renderPage({ 'reviews.byBusiness': () => answer.promise }, queryClient);

    // The visitor's answer shows while the user's is on its way, and nothing in it may be taken for theirs.
    expect(await screen.findByRole('button', { name: 'Write a Review' })).toBeTruthy();
    await waitFor(() => expect(callsTo(calls, 'reviews.byBusiness')).toHaveLength(1));
    expect(screen.queryByText('Your review')).toBeNull();
    expect((within(reviewOf('Ravi Kumar')).getByRole('button', { name: 'Helpful' }) as HTMLButtonElement).disabled).toBe(true);

    answer.release({ data: REVIEWS });
    expect(await screen.findByRole('button', { name: 'Edit your review' })).toBeTruthy();
    expect(within(reviewOf('Asha Rao')).getByText('Your review')).toBeTruthy();
    expect((within(reviewOf('Ravi Kumar')).getByRole('button', { name: 'Helpful' }) as HTMLButtonElement).disabled).toBe(false);
    expect(callsTo(calls, 'reviews.byBusiness')).toHaveLength(1);
  });
});

describe("the server's refusals, shown as themselves", () => {
  it("puts a refused field's message on that field and focuses it", async () => {
    const tooLong = 'Content must be at most 5000 characters';
    renderPage({
      'reviews.byBusiness': byViewer(NOT_REVIEWED),
      'myReviews.create': () => ({ error: { message: tooLong, httpStatus: 400, errors: [{ field: 'content', message: tooLong }] } }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Write a Review' }));
    await screen.findByRole('form', { name: 'Write a Review' });
    fillAndSubmit('Fine.');
    const content = within(form()).getByLabelText('Your Review');
    await waitFor(() => expect(content.getAttribute('aria-invalid')).toBe('true'));
    expect(within(form()).getByText(tooLong)).toBeTruthy();
    expect(document.activeElement).toBe(content);
    expect(within(form()).queryByRole('alert')).toBeNull();
    expect(screen.queryByText('You have already reviewed this business.')).toBeNull();
  });

  it('shows a refused rating under the ratings when an edit is refused', async () => {
    const message = 'Rating must be 1 to 5';
    renderPage({ 'myReviews.update': () => ({ error: { message, httpStatus: 400, errors: [{ field: 'rating', message }] } }) });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    const editor = await screen.findByRole('form', { name: 'Edit Your Review' });
    fireEvent.click(within(editor).getByRole('button', { name: 'Update Review' }));
    const ratings = await within(editor).findByRole('group', { name: 'Rating' });
    await waitFor(() => expect(within(ratings).getByText(message)).toBeTruthy());
    expect(ratings.getAttribute('aria-describedby')).toBe(within(ratings).getByText(message).id);
    expect(within(editor).queryByRole('alert')).toBeNull();
  });
});
