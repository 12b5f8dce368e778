import { and, eq, exists, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import * as schema from '../../db/schema.ts';
import type { RequestContext, SignedInContext } from '../../env.ts';
import { ApiError } from '../../lib/errors.ts';
import { auditEntryIf } from '../audit.ts';
import { mediaUrl } from '../business-shape.ts';
import { removePhoto as removeFromListing } from '../owner/media.ts';
import { photoApprovedMail, photoRemovedMail } from './decision-mails.ts';
import { conflict, portalUrl, tell } from './decision-rules.ts';

/*
 * docs/product.md §3.24, an admin's decisions on the photos owners upload: live at once, each waits for an admin's
 * look, who approves it (one or a page of them) or removes it (the rules all decisions keep are in decision-rules.ts).
 */

const businesses = schema.businesses;
const media = schema.businessMedia;

const PHOTO_NOT_FOUND = 'Photo not found';
const PHOTO_APPROVED = 'This photo has already been approved.';

/** Listing photos (`which` of them) with their listing's name and owner, as the photo decisions read them. */
const photosWith = (ctx: RequestContext, which: SQL) =>
  ctx.db
    .select({
      id: media.id,
      businessId: media.businessId,
      url: media.url,
      alt: media.alt,
      isPrimary: media.isPrimary,
      position: media.position,
      reviewedAt: media.reviewedAt,
      business: { name: businesses.name, ownerId: businesses.ownerId },
    })
    .from(media)
    .innerJoin(businesses, eq(businesses.id, media.businessId))
    .where(and(which, eq(media.kind, 'image')));

async function readPhoto(ctx: RequestContext, mediaId: string) {
  const [row] = await photosWith(ctx, eq(media.id, mediaId)).limit(1);
  if (!row) throw new ApiError(404, PHOTO_NOT_FOUND);
  return row;
}

/**
 * The statements that mark one photo looked at, for a batch: its `media.approve` entry, written only while the photo
 * is still unreviewed, then the mark itself, which answers the photo's id if it was.
 */
function approvalOfPhoto(ctx: RequestContext, adminId: string, photo: { id: string; businessId: string }, now: Date) {
  const { db } = ctx;
  const unreviewed = and(eq(media.id, photo.id), isNull(media.reviewedAt));
  return [
    auditEntryIf(
      db,
      {
        actorId: adminId,
        action: 'media.approve',
        entity: 'media',
        entityId: photo.id,
        businessId: photo.businessId,
        after: { reviewedAt: now.toISOString() },
        at: now,
      },
      exists(
        db
          .select({ one: sql`1` })
          .from(media)
          .where(unreviewed),
      ),
    ),
    db.update(media).set({ reviewedAt: now }).where(unreviewed).returning({ id: media.id }),
  ] as const;
}

/** Marks an uploaded photo looked at: it leaves the queue and stays on the listing. */
export async function approvePhoto(ctx: SignedInContext, { id: mediaId }: { id: string }) {
  const admin = ctx.user;
  const photo = await readPhoto(ctx, mediaId);
  if (photo.reviewedAt) conflict(PHOTO_APPROVED);
  const now = new Date();
  const [, approved] = await ctx.db.batch(approvalOfPhoto(ctx, admin.id, photo, now));
  if (!approved.length) {
    await readPhoto(ctx, mediaId);
    conflict(PHOTO_APPROVED);
  }
  await tell(ctx, photo.business.ownerId, admin.id, photo.business.name, (notice) => photoApprovedMail(notice, 1));
  return { id: mediaId, businessId: photo.businessId, url: mediaUrl(ctx.mediaBase, photo.url), reviewedAt: now.toISOString() };
}

/**
 * "Approve selected" for photos: every photo of `ids` still waiting is marked looked at in one batch, each with its own
 * entry, and each listing's owner gets one mail for all of theirs rather than one per photo. The others (approved or
 * removed meanwhile) are answered as refused with the reason, as one approval would be.
 */
export async function approvePhotos(ctx: SignedInContext, { ids }: { ids: string[] }) {
  const admin = ctx.user;
  const unique = [...new Set(ids)];
  const rows = await photosWith(ctx, inArray(media.id, unique));
  const waiting = rows.filter((row) => !row.reviewedAt);
  const now = new Date();
  const [first, ...rest] = waiting.flatMap((photo) => approvalOfPhoto(ctx, admin.id, photo, now));
  const results: unknown[] = first ? await ctx.db.batch([first, ...rest]) : [];
  // Each photo's mark is the second of its two statements, answering its id when the photo still waited.
  const approvedIds = new Set(
    waiting.filter((_photo, n) => (results[2 * n + 1] as unknown[] | undefined)?.length).map((photo) => photo.id),
  );
  const approved = waiting.filter((photo) => approvedIds.has(photo.id));

  const perListing = new Map<string, { name: string; ownerId: string | null; count: number }>();
  for (const photo of approved) {
    const entry = perListing.get(photo.businessId) ?? { ...photo.business, count: 0 };
    perListing.set(photo.businessId, { ...entry, count: entry.count + 1 });
  }
  for (const listing of perListing.values()) {
    await tell(ctx, listing.ownerId, admin.id, listing.name, (notice) => photoApprovedMail(notice, listing.count));
  }
  const found = new Set(rows.map((row) => row.id));
  return {
    approved: approved.map((photo) => photo.id),
    refused: unique.filter((id) => !approvedIds.has(id)).map((id) => ({ id, message: found.has(id) ? PHOTO_APPROVED : PHOTO_NOT_FOUND })),
  };
}

/**
 * Removes a photo from its listing, reviewed or not, exactly as its owner's delete does (its file too, unless another
 * row still shows it; the others close up, and the first of the rest becomes the main photo if it was), with the
 * reason its owner is told.
 */
export async function removePhoto(ctx: SignedInContext, { id: mediaId, reason }: { id: string; reason: string }) {
  const admin = ctx.user;
  const photo = await readPhoto(ctx, mediaId);
  const now = new Date();
  const photos = await removeFromListing(ctx, photo.businessId, mediaId, (row) => [
    auditEntryIf(
      ctx.db,
      {
        actorId: admin.id,
        action: 'media.remove',
        entity: 'media',
        entityId: mediaId,
        businessId: photo.businessId,
        before: { url: row.url, alt: row.alt, isPrimary: row.isPrimary, position: row.position },
        reason,
        at: now,
      },
      exists(
        ctx.db
          .select({ one: sql`1` })
          .from(media)
          .where(eq(media.id, mediaId)),
      ),
    ),
  ]);
  await tell(ctx, photo.business.ownerId, admin.id, photo.business.name, (notice) =>
    photoRemovedMail(notice, reason, portalUrl(ctx, notice, photo.businessId, 'photos')),
  );
  return { businessId: photo.businessId, photos };
}
