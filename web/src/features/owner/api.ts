import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { DOCUMENT_FIELD } from '@contracts/claims.ts';
import type { EnquiryStatus } from '@contracts/owner.ts';
import { keepFirst, type Procedures, type Reactions } from '../../lib/api-types.ts';
import { useAuth } from '../../lib/auth.tsx';
import { httpStatusOf } from '../../lib/http-status.ts';
import { useTRPC, useTRPCClient } from '../../lib/trpc.ts';
import type { RouterOutputs } from '../../lib/types.ts';
import { downloadFile, uploadForm } from '../../lib/upload-form.ts';
import type { Duplicate, OwnerClaim, OwnerPhoto } from './owner-types.ts';

/*
 * The owner portal's calls (docs/product.md §2.24–2.26): through tRPC, but for a file's bytes, which go as REST
 * (web/src/lib/upload-form.ts) because tRPC carries JSON only. A write's hook keeps the cache right (the claim, the
 * listing, its photos or reviews as the server answered them) before the screen's own reactions run.
 */

type Owner = Procedures['owner'];
type ReviewPage = RouterOutputs['owner']['reviews'];
type OwnerReview = ReviewPage['reviews'][number];

/** The caller's listings ("My listings"). */
export function useOwnerListings() {
  const trpc = useTRPC();
  return useQuery(trpc.owner.listings.queryOptions());
}

/** One of the caller's listings, as the portal edits it; a refusal (not theirs, gone) is final. */
export function useOwnerListing(id: string) {
  const trpc = useTRPC();
  return useQuery(trpc.owner.listing.queryOptions({ id }, { retry: false }));
}

/** A public listing someone may claim; a refusal (none, not public) is final. */
export function useClaimableBusiness(id: string) {
  const trpc = useTRPC();
  return useQuery(trpc.business.byId.queryOptions({ id }, { retry: false }));
}

/** The caller's claims, newest first. */
export function useClaims() {
  const trpc = useTRPC();
  return useQuery(trpc.owner.claims.queryOptions());
}

/** A listing's figures over the last `days`; the last answer stays on screen while the next loads. */
export function useListingAnalytics(id: string, days: number) {
  const trpc = useTRPC();
  return useQuery(trpc.owner.analytics.queryOptions({ id, days }, { placeholderData: keepPreviousData }));
}

/** One page of a listing's enquiries with a status (all without one); the last page stays on screen while the next loads. */
export function useEnquiries(id: string, page: number, status: EnquiryStatus | undefined) {
  const trpc = useTRPC();
  return useQuery(trpc.owner.enquiries.queryOptions({ id, page, status }, { placeholderData: keepPreviousData }));
}

/** One page of who changed a listing, and when. */
export function useListingHistory(id: string, page: number) {
  const trpc = useTRPC();
  return useQuery(trpc.owner.history.queryOptions({ id, page }, { placeholderData: keepPreviousData }));
}

export function useListingHours(id: string) {
  const trpc = useTRPC();
  return useQuery(trpc.owner.hours.queryOptions({ id }));
}

export function useListingPhotos(id: string) {
  const trpc = useTRPC();
  return useQuery(trpc.owner.photos.queryOptions({ id }));
}

/** One page of a listing's reviews with the business's replies. */
export function useListingReviews(id: string, page: number) {
  const trpc = useTRPC();
  return useQuery(trpc.owner.reviews.queryOptions({ id, page }, { placeholderData: keepPreviousData }));
}

/**
 * After adding or claiming a listing the server has made the caller an owner (docs/product.md §3.23), but the session's
 * cached user still says 'user', and /owner's guard reads that. This reads the user again; should that call fail, the
 * cache takes the role the server gave, since the guard only shapes the screens and the server checks every call.
 */
function useRefreshOwnerSession(): () => Promise<void> {
  const client = useTRPCClient();
  const { user, updateUser } = useAuth();
  return useCallback(async () => {
    try {
      updateUser(await client.auth.me.query());
    } catch {
      if (user?.role === 'user') updateUser({ ...user, role: 'owner' });
    }
  }, [client, user, updateUser]);
}

/**
 * Puts a claim the server just answered into the cached `owner.claims`, newest first, so the claim screen moves to its
 * next state at once rather than after another request.
 */
function useKeepClaim(): (claim: OwnerClaim) => void {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useCallback(
    (claim: OwnerClaim) =>
      queryClient.setQueryData(trpc.owner.claims.queryKey(), (claims = []) =>
        claims.some((known) => known.id === claim.id) ? claims.map((known) => (known.id === claim.id ? claim : known)) : [claim, ...claims],
      ),
    [queryClient, trpc],
  );
}

/** The listings that may already be the business being added; asked on the owner's click, not cached. */
export function useFindDuplicates(reactions: { onSuccess: (found: Duplicate[]) => void; onError: (error: unknown) => void }) {
  const client = useTRPCClient();
  return useMutation({
    mutationFn: (facts: { name: string; pincode: string; phone: string }) => client.owner.duplicates.query(facts),
    ...reactions,
  });
}

/** A new listing: the caller is an owner once it is added, and their listings are read again. */
export function useCreateListing(reactions: Reactions<Owner['createListing']>) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const refreshSession = useRefreshOwnerSession();
  return useMutation(
    trpc.owner.createListing.mutationOptions({
      ...reactions,
      onSuccess: async (...answer) => {
        await refreshSession();
        await queryClient.invalidateQueries({ queryKey: trpc.owner.listings.queryKey() });
        return reactions.onSuccess?.(...answer);
      },
    }),
  );
}

/**
 * A listing's changes: the answer's listing replaces the cached one and the listings are read again. Reviewed while the
 * owner was typing (409), the listing is read again, for the form to start from what it says now.
 */
export function useUpdateListing(id: string, reactions: Reactions<Owner['updateListing']>) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const listingKey = trpc.owner.listing.queryKey({ id });
  return useMutation(
    trpc.owner.updateListing.mutationOptions({
      ...keepFirst(reactions, (outcome) => {
        queryClient.setQueryData(listingKey, outcome.business);
        void queryClient.invalidateQueries({ queryKey: trpc.owner.listings.queryKey() });
      }),
      onError: (...failure) => {
        if (httpStatusOf(failure[0]) === 409) void queryClient.invalidateQueries({ queryKey: listingKey });
        return reactions.onError?.(...failure);
      },
    }),
  );
}

/** A claim by a code mailed to the listing's own address; the new claim joins the cached ones. */
export function useClaimByEmail() {
  const trpc = useTRPC();
  const keepClaim = useKeepClaim();
  return useMutation(trpc.owner.claim.mutationOptions({ onSuccess: keepClaim }));
}

/**
 * A claim with evidence: a number alone goes through tRPC; with a document photo the claim goes as multipart/form-data
 * to `POST /api/owner/claims`, with `onProgress` told the share sent (0 when it starts). The claim joins the cached ones.
 */
export function useClaimWithEvidence({
  onProgress,
  ...reactions
}: {
  onProgress: (share: number) => void;
  onSuccess: (claim: OwnerClaim) => void;
  onError: (error: unknown) => void;
}) {
  const client = useTRPCClient();
  const keepClaim = useKeepClaim();
  return useMutation({
    mutationFn: async ({ fields, document }: { fields: Parameters<typeof client.owner.claim.mutate>[0]; document: File | null }) => {
      if (!document) return client.owner.claim.mutate(fields);
      const body = new FormData();
      for (const [name, value] of Object.entries(fields)) if (typeof value === 'string' && value.trim()) body.append(name, value);
      body.append(DOCUMENT_FIELD, document);
      onProgress(0);
      const { claim } = await uploadForm<{ claim: OwnerClaim }>('/owner/claims', body, onProgress);
      return claim;
    },
    onSuccess: (claim) => {
      keepClaim(claim);
      reactions.onSuccess(claim);
    },
    onError: reactions.onError,
  });
}

/**
 * The code of an e-mailed claim: the right one makes the caller the listing's owner (the session is read again, the
 * claim and the listings are updated). A wrong one may close the claim (the fifth does), so the claims are read again.
 */
export function useVerifyClaim(reactions: Reactions<Owner['verifyClaim']>) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const keepClaim = useKeepClaim();
  const refreshSession = useRefreshOwnerSession();
  return useMutation(
    trpc.owner.verifyClaim.mutationOptions({
      ...reactions,
      onSuccess: async (...answer) => {
        await refreshSession();
        keepClaim(answer[0].claim);
        await queryClient.invalidateQueries({ queryKey: trpc.owner.listings.queryKey() });
        return reactions.onSuccess?.(...answer);
      },
      onError: (...failure) => {
        reactions.onError?.(...failure);
        void queryClient.invalidateQueries({ queryKey: trpc.owner.claims.queryKey() });
      },
    }),
  );
}

/** A new code for an e-mailed claim; the renewed claim replaces the cached one. */
export function useResendClaimCode(reactions: Reactions<Owner['resendClaimCode']>) {
  const trpc = useTRPC();
  const keepClaim = useKeepClaim();
  return useMutation(trpc.owner.resendClaimCode.mutationOptions(keepFirst(reactions, (renewed) => keepClaim(renewed))));
}

/** Ends an open claim; the withdrawn claim replaces the cached one. */
export function useWithdrawClaim(reactions: Reactions<Owner['withdrawClaim']>) {
  const trpc = useTRPC();
  const keepClaim = useKeepClaim();
  return useMutation(trpc.owner.withdrawClaim.mutationOptions(keepFirst(reactions, (withdrawn) => keepClaim(withdrawn))));
}

/** An enquiry moved to another inbox: it leaves this one and every inbox's count changes, so they are read again. */
export function useSetEnquiryStatus(reactions: Reactions<Owner['setEnquiryStatus']>) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.owner.setEnquiryStatus.mutationOptions(
      keepFirst(reactions, () => void queryClient.invalidateQueries(trpc.owner.enquiries.pathFilter())),
    ),
  );
}

/** Saves a listing's file of its enquiries (all, or those with `status`) under the name the server gives it. */
export function downloadEnquiries(id: string, status: EnquiryStatus | undefined): Promise<void> {
  const query = status ? `?status=${status}` : '';
  return downloadFile(`/owner/businesses/${encodeURIComponent(id)}/enquiries.csv${query}`, `enquiries-${id}.csv`);
}

/** The week and the special days saved whole; the server's answer (sorted, confirmed) replaces the cached hours. */
export function useSaveHours(id: string, reactions: Reactions<Owner['setHours']>) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.owner.setHours.mutationOptions(
      keepFirst(reactions, (hours) => queryClient.setQueryData(trpc.owner.hours.queryKey({ id }), hours)),
    ),
  );
}

/** Every answer about a listing's photos carries all of them in their new order, which replaces the cached list. */
export function useKeepPhotos(id: string): (photos: OwnerPhoto[]) => void {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return (photos) => queryClient.setQueryData(trpc.owner.photos.queryKey({ id }), photos);
}

/** A photo's place, main mark or alt text. */
export function useUpdatePhoto(id: string) {
  const trpc = useTRPC();
  const keepPhotos = useKeepPhotos(id);
  return useMutation(trpc.owner.updatePhoto.mutationOptions({ onSuccess: ({ photos }) => keepPhotos(photos) }));
}

export function useDeletePhoto(id: string, reactions: Reactions<Owner['deletePhoto']>) {
  const trpc = useTRPC();
  const keepPhotos = useKeepPhotos(id);
  return useMutation(trpc.owner.deletePhoto.mutationOptions(keepFirst(reactions, keepPhotos)));
}

/** The upload route's answer (docs/product.md §7.10): the new photo and all of them in order. */
interface AddedPhoto {
  media: OwnerPhoto;
  photos: OwnerPhoto[];
}

/** Sends one photo of a listing as multipart/form-data, with `onProgress` told the share sent. */
export function uploadPhoto(id: string, form: FormData, onProgress: (share: number) => void): Promise<AddedPhoto> {
  return uploadForm<AddedPhoto>(`/owner/businesses/${encodeURIComponent(id)}/media`, form, onProgress);
}

/** Puts a changed review into the cached page it was listed on, so the page shows the server's answer without a reload. */
function useReplaceReview(id: string, page: number) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return (review: OwnerReview) =>
    queryClient.setQueryData(
      trpc.owner.reviews.queryKey({ id, page }),
      (current: ReviewPage | undefined) =>
        current && { ...current, reviews: current.reviews.map((entry) => (entry.id === review.id ? review : entry)) },
    );
}

/** The business's public reply to a review of the listing, on `page` of its reviews. */
export function useSetReply(id: string, page: number, reactions: Reactions<Owner['setReply']>) {
  const trpc = useTRPC();
  const replace = useReplaceReview(id, page);
  return useMutation(trpc.owner.setReply.mutationOptions(keepFirst(reactions, replace)));
}

export function useRemoveReply(id: string, page: number, reactions: Reactions<Owner['removeReply']>) {
  const trpc = useTRPC();
  const replace = useReplaceReview(id, page);
  return useMutation(trpc.owner.removeReply.mutationOptions(keepFirst(reactions, replace)));
}
