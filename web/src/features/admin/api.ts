import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { QueueItem, QueuePage } from '@contracts/admin-queue.ts';
import { useTRPC, useTRPCClient } from '../../lib/trpc.ts';
import type { RouterInputs } from '../../lib/types.ts';
import { readFile, uploadForm } from '../../lib/upload-form.ts';
import type { AdminContactMessage } from './admin-types.ts';
import type { AdminBanner } from './campaign-types.ts';

/*
 * The admin area's calls (docs/product.md §2.27): its lists, its writes, and what a change reads again. Through tRPC,
 * but for a file's bytes (a banner's image, a claim's document photo), which go as REST (web/src/lib/upload-form.ts)
 * because tRPC carries JSON only.
 */

type AdminInputs = RouterInputs['admin'];

export function useAuditLog(input: AdminInputs['audit']) {
  const trpc = useTRPC();
  return useQuery(trpc.admin.audit.queryOptions(input, { placeholderData: keepPreviousData }));
}

export function useAdminBusinesses(input: AdminInputs['businesses']) {
  const trpc = useTRPC();
  return useQuery({ ...trpc.admin.businesses.queryOptions(input), placeholderData: keepPreviousData });
}

export function useAdminCampaigns() {
  const trpc = useTRPC();
  return useQuery(trpc.admin.campaigns.queryOptions());
}

export function useAdminCategories() {
  const trpc = useTRPC();
  return useQuery(trpc.admin.categories.queryOptions());
}

export function useAdminLocations() {
  const trpc = useTRPC();
  return useQuery(trpc.admin.locations.queryOptions());
}

export function useAdminQuickLinks() {
  const trpc = useTRPC();
  return useQuery(trpc.admin.quickLinks.queryOptions());
}

export function useContactMessages(input: AdminInputs['contactMessages']) {
  const trpc = useTRPC();
  return useQuery(trpc.admin.contactMessages.queryOptions(input, { placeholderData: keepPreviousData }));
}

export function useModerationQueue(input: AdminInputs['queue']) {
  const trpc = useTRPC();
  return useQuery(trpc.admin.queue.queryOptions(input, { placeholderData: keepPreviousData }));
}

export function useAdminReviews(input: AdminInputs['reviews']) {
  const trpc = useTRPC();
  return useQuery(trpc.admin.reviews.queryOptions(input, { placeholderData: keepPreviousData }));
}

export function useAdminUsers(input: AdminInputs['users']) {
  const trpc = useTRPC();
  return useQuery(trpc.admin.users.queryOptions(input, { placeholderData: keepPreviousData }));
}

/** A category's trades and their words in each language. */
export function useTradeWords(categoryId: string) {
  const trpc = useTRPC();
  return useQuery(trpc.admin.tradeWords.queryOptions({ id: categoryId }));
}

/**
 * The admin area's writes, each a promise its section awaits (in a dialog, useDialogSend) before it closes and says
 * so; a refusal rejects it with the server's words.
 */
export function useAdminWrites() {
  const { admin } = useTRPCClient();
  return useMemo(
    () => ({
      // The queue's decisions.
      approveListing: admin.approveListing.mutate,
      rejectListing: admin.rejectListing.mutate,
      approveEdits: admin.approveEdits.mutate,
      rejectEdits: admin.rejectEdits.mutate,
      approveClaim: admin.approveClaim.mutate,
      rejectClaim: admin.rejectClaim.mutate,
      approvePhoto: admin.approvePhoto.mutate,
      approvePhotos: admin.approvePhotos.mutate,
      removePhoto: admin.removePhoto.mutate,
      // Listings, reviews, accounts and the contact page's messages.
      featureListing: admin.featureListing.mutate,
      unfeatureListing: admin.unfeatureListing.mutate,
      suspendListing: admin.suspendListing.mutate,
      unsuspendListing: admin.unsuspendListing.mutate,
      hideReview: admin.hideReview.mutate,
      restoreReview: admin.restoreReview.mutate,
      updateUser: admin.updateUser.mutate,
      setContactMessageStatus: admin.setContactMessageStatus.mutate,
      // The catalogue.
      createCategory: admin.createCategory.mutate,
      updateCategory: admin.updateCategory.mutate,
      deleteCategory: admin.deleteCategory.mutate,
      mergeCategory: admin.mergeCategory.mutate,
      saveTrade: admin.saveTrade.mutate,
      deleteTrade: admin.deleteTrade.mutate,
      createLocation: admin.createLocation.mutate,
      updateLocation: admin.updateLocation.mutate,
      deleteLocation: admin.deleteLocation.mutate,
      createCampaign: admin.createCampaign.mutate,
      updateCampaign: admin.updateCampaign.mutate,
      deleteCampaign: admin.deleteCampaign.mutate,
      updateBanner: admin.updateBanner.mutate,
      deleteBanner: admin.deleteBanner.mutate,
      createQuickLink: admin.createQuickLink.mutate,
      updateQuickLink: admin.updateQuickLink.mutate,
      deleteQuickLink: admin.deleteQuickLink.mutate,
    }),
    [admin],
  );
}

export type AdminWrites = ReturnType<typeof useAdminWrites>;

/** Reads every list of the admin area again (the queue and its counts, the sections' lists, the audit log). */
export function useRefreshAdmin(): () => void {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries(trpc.admin.pathFilter());
}

/** The public lists the catalogue's sections change: the footer's and the directory's screens read them. */
export type PublicList = 'categories' | 'localities' | 'campaigns' | 'quickLinks';

/** After a change to the catalogue: the admin area's lists (the audit log among them), and the public list it shows in. */
export function useRefreshCatalogue(list: PublicList): () => void {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const refreshAdmin = useRefreshAdmin();
  return () => {
    refreshAdmin();
    if (list === 'categories') void queryClient.invalidateQueries(trpc.business.categories.queryFilter());
    else if (list === 'localities') void queryClient.invalidateQueries(trpc.business.locations.pathFilter());
    else if (list === 'campaigns') void queryClient.invalidateQueries(trpc.site.campaigns.pathFilter());
    else void queryClient.invalidateQueries(trpc.site.quickLinks.queryFilter());
  };
}

/** Puts a message the server changed into the cached inbox page `input`: its badge follows at once. */
export function useKeepContactMessage(input: AdminInputs['contactMessages']): (message: AdminContactMessage) => void {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return (message) =>
    queryClient.setQueryData(
      trpc.admin.contactMessages.queryKey(input),
      (current) => current && { ...current, messages: current.messages.map((entry) => (entry.id === message.id ? message : entry)) },
    );
}

/** Takes decided items (their keys `gone`, by `keyOf`) out of the cached queue page `input` and its counts at once. */
export function useDropFromQueue(input: AdminInputs['queue'], keyOf: (item: QueueItem) => string): (decided: QueueItem[]) => void {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return (decided) => {
    const gone = new Set(decided.map(keyOf));
    queryClient.setQueryData(trpc.admin.queue.queryKey(input), (current: QueuePage | undefined) => {
      if (!current) return current;
      const counts = { ...current.counts };
      for (const item of decided) counts[item.type] = Math.max(0, counts[item.type] - 1);
      return { ...current, items: current.items.filter((item) => !gone.has(keyOf(item))), counts };
    });
  };
}

/** The REST paths of a campaign's banners (docs/product.md §7.11): tRPC carries no files. */
const bannersPath = (campaignId: string) => `/admin/campaigns/${encodeURIComponent(campaignId)}/banners`;

/** The banner upload's answer: `changed` says whether the new image differs from the old. */
interface BannerAnswer {
  banner: AdminBanner;
  changed?: string[];
}

/** A new banner of a campaign, its fields and image as multipart/form-data, with `onProgress` told the share sent. */
export function addBanner(campaignId: string, form: FormData, onProgress: (share: number) => void): Promise<BannerAnswer> {
  return uploadForm<BannerAnswer>(bannersPath(campaignId), form, onProgress);
}

/** A banner's new image, likewise. */
export function replaceBannerImage(
  campaignId: string,
  bannerId: string,
  form: FormData,
  onProgress: (share: number) => void,
): Promise<BannerAnswer> {
  return uploadForm<BannerAnswer>(`${bannersPath(campaignId)}/${encodeURIComponent(bannerId)}`, form, onProgress, 'PATCH');
}

/**
 * A claim's document photo (docs/product.md §2.27), which has no public address: `GET /api/admin/claims/:id/document`
 * answers admins only, with the session's token.
 */
export async function readClaimDocument(claimId: string): Promise<Blob> {
  const response = await readFile(`/admin/claims/${encodeURIComponent(claimId)}/document`, 'The file could not be read');
  return response.blob();
}
