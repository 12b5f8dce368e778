import { useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { Procedures, Reactions } from '../../lib/api-types.ts';
import { useAuth } from '../../lib/auth.tsx';
import { RETRY, REVIEWS_PER_LOAD } from '../../lib/constants.ts';
import { httpStatusOf } from '../../lib/http-status.ts';
import { useTRPC, useTRPCClient } from '../../lib/trpc.ts';
import type { ReviewList } from '../../lib/types.ts';

/** docs/product.md §2.12: the business request gives up after 10 s, which then counts as a network failure. */
export const BUSINESS_TIMEOUT_MS = 10_000;

/** docs/product.md §2.12: one message per kind of failure (its text in the 'business' catalogue). */
export type LoadFailure = 'loadFailedNetwork' | 'loadFailedNotFound' | 'loadFailedServer' | 'loadFailedOther';

/** docs/product.md §2.12: only network and server failures are worth another try; a 404 or a bad request will not change. */
export function isRetryable(error: unknown): boolean {
  const status = httpStatusOf(error);
  return status === undefined || status >= 500;
}

/** docs/product.md §2.12: which kind of failure it was, for the page to say in its language. */
export function loadFailure(error: unknown): LoadFailure {
  const status = httpStatusOf(error);
  if (status === undefined) return 'loadFailedNetwork';
  if (status === 404) return 'loadFailedNotFound';
  if (status >= 500) return 'loadFailedServer';
  return 'loadFailedOther';
}

/** Aborts when the query is cancelled or when the time-out passes, whichever comes first. */
function withTimeout(signal: AbortSignal, ms: number): { signal: AbortSignal; clear: () => void } {
  const controller = new AbortController();
  const abort = () => controller.abort();
  const timer = setTimeout(abort, ms);
  signal.addEventListener('abort', abort, { once: true });
  return {
    signal: controller.signal,
    clear: () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', abort);
    },
  };
}

/**
 * One business by id. Failures are retried up to 3 times, 1 s × the attempt number apart (docs/product.md §2.12),
 * but only network and server failures: a missing business is reported at once.
 */
export function useBusiness(id: string) {
  const trpc = useTRPC();
  const client = useTRPCClient();
  return useQuery({
    queryKey: trpc.business.byId.queryKey({ id }),
    queryFn: async ({ signal }) => {
      const timed = withTimeout(signal, BUSINESS_TIMEOUT_MS);
      try {
        return await client.business.byId.query({ id }, { signal: timed.signal });
      } finally {
        timed.clear();
      }
    },
    retry: (failureCount, error) => failureCount < RETRY.attempts && isRetryable(error),
    retryDelay: (failureCount) => RETRY.delayMs * (failureCount + 1),
  });
}

export type Review = ReviewList['reviews'][number];
export type ReviewStatistics = ReviewList['statistics'];

/** What the reviews section shows, whether the reviews come from the API or from the sample profile. */
export interface ReviewFeed {
  status: 'pending' | 'error' | 'success';
  reviews: Review[];
  statistics: ReviewStatistics | null;
  /** The signed-in viewer's own review of this business, wherever it is in the list (docs/product.md §3.9). */
  myReview: Review | null;
  /**
   * False while a signed-in viewer sees the visitor's answer in place of theirs, which is on its way: what is theirs
   * and what they voted is not known yet.
   */
  viewerKnown: boolean;
  hasMore: boolean;
  loadingMore: boolean;
  loadMore: () => void;
  retry: () => void;
}

type ReviewPageInput = { id: string; page: number; limit: number };

/**
 * The cache key of one page of a business's reviews as `viewer` (a user id) sees them; null is a visitor, as the page
 * is rendered on the server.
 */
export function reviewPageKey(trpc: ReturnType<typeof useTRPC>, input: ReviewPageInput, viewer: string | null) {
  return [...trpc.reviews.byBusiness.queryKey(input), { viewer }];
}

/**
 * A business's reviews, 5 per load (docs/product.md §2.12); each "load more" adds the next page below the ones shown.
 * The answer depends on who asks (isMine, foundHelpful, myReview), so the signed-in user's id is part of the query
 * key: the page is rendered on the server for a visitor, and a signed-in user's browser asks again for theirs, showing
 * the visitor's answer meanwhile.
 */
export function useBusinessReviews(id: string): ReviewFeed {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const queryClient = useQueryClient();
  const { status, user } = useAuth();
  const viewer = status === 'signed-in' ? (user?.id ?? null) : null;
  const [pageCount, setPageCount] = useState(1);
  const pages = useQueries({
    queries: Array.from({ length: pageCount }, (_, n) => {
      const input: ReviewPageInput = { id, page: n + 1, limit: REVIEWS_PER_LOAD };
      return {
        queryKey: reviewPageKey(trpc, input, viewer),
        queryFn: ({ signal }: { signal: AbortSignal }) => client.reviews.byBusiness.query(input, { signal }),
        placeholderData: () => (viewer ? queryClient.getQueryData<ReviewList>(reviewPageKey(trpc, input, null)) : undefined),
        retry: (failureCount: number, error: unknown) => failureCount < 1 && isRetryable(error),
      };
    }),
  });
  const first = pages[0];
  const last = pages[pages.length - 1];
  const loaded = pages.flatMap((page) => page.data?.reviews ?? []);
  // Offset pages can overlap when a review arrives between loads: show each review once.
  const reviews = loaded.filter((review, n) => loaded.findIndex((other) => other._id === review._id) === n);
  const lastPage = [...pages].reverse().find((page) => page.data)?.data?.pagination;

  return {
    status: first?.isError ? 'error' : first?.data ? 'success' : 'pending',
    reviews,
    statistics: first?.data?.statistics ?? null,
    myReview: first?.data?.myReview ?? null,
    viewerKnown: !pages.some((page) => page.isPlaceholderData),
    hasMore: Boolean(lastPage && lastPage.page < lastPage.totalPages) || Boolean(last?.isError && pageCount > 1),
    loadingMore: pageCount > 1 && Boolean(last?.isPending || last?.isFetching),
    loadMore: () => {
      if (last?.isError) void last.refetch();
      else setPageCount((count) => count + 1);
    },
    retry: () => void first?.refetch(),
  };
}

/** A visitor's enquiry to the business, mailed to its owner and kept for their leads. */
export function useSendEnquiry(reactions: Reactions<Procedures['business']['enquire']>) {
  const trpc = useTRPC();
  return useMutation(trpc.business.enquire.mutationOptions(reactions));
}

/** The signed-in user's "helpful" on someone else's review, or its withdrawal: the answer is the vote and the new count. */
export function useHelpfulVote(reactions: Reactions<Procedures['myReviews']['helpful']>) {
  const trpc = useTRPC();
  return useMutation(trpc.myReviews.helpful.mutationOptions(reactions));
}

/** A report of someone else's review, for the moderators. */
export function useReportReview() {
  const trpc = useTRPC();
  return useMutation(trpc.myReviews.report.mutationOptions());
}
