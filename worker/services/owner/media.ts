import { and, asc, eq, sql } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import { MAX_PHOTOS_PER_LISTING, UPLOAD_FIELD, UPLOAD_MESSAGES, type MediaUpdateInput } from '../../contracts/media.ts';
import * as schema from '../../db/schema.ts';
import { ApiError } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import { assertOwns } from '../access.ts';
import { auditEntry, auditEntryUnlessAlready, preparedAuditEntryIf, unchanged } from '../audit.ts';
import { mediaUrl } from '../business-shape.ts';
import { prepareImageUpload } from '../image-upload.ts';
import { businessPage, purgePages } from '../page-cache.ts';
import { mediaCacheControl } from '../media.ts';
import { enforceRateLimit, RATE_RULES } from '../rate-limit.ts';
import type { RequestContext } from '../../env.ts';

/*
 * docs/product.md §3.23, a listing's photos as its owner manages them: upload, alt text, order, the main photo, delete.
 * Photos are the listing's `image` rows of business_media, numbered 0, 1, 2… without gaps, exactly one of them the main
 * (primary) photo, which the search card shows and the profile puts first. Every change puts the numbering right in its
 * own batch, with its audit entry (`media.add`, `media.update`, `media.delete`); the search card follows through
 * business_media's triggers (migrations/0002_search_index.sql).
 */

const PHOTO_NOT_FOUND = 'Photo not found';

/** Uploaded photos are stored under the listing's own prefix, which is what makes an object safe to delete with its row. */
const uploadPrefix = (businessId: string) => `businesses/${businessId}`;
const isUploadOf = (businessId: string, key: string) => key.startsWith(`${uploadPrefix(businessId)}/`);

function refuseUpload(status: 400 | 409, message: string): never {
  throw new ApiError(status, message, [{ field: UPLOAD_FIELD, message }]);
}

interface PhotoRow {
  id: string;
  url: string;
  alt: string | null;
  isPrimary: boolean;
  position: number;
}

function readPhotoRows(ctx: RequestContext, businessId: string): Promise<PhotoRow[]> {
  const media = schema.businessMedia;
  return ctx.db
    .select({ id: media.id, url: media.url, alt: media.alt, isPrimary: media.isPrimary, position: media.position })
    .from(media)
    .where(and(eq(media.businessId, businessId), eq(media.kind, 'image')))
    .orderBy(asc(media.position), asc(media.id));
}

/** The photos as the portal shows them: in order, each with the absolute URL it is served at. */
async function readPhotos(ctx: RequestContext, businessId: string) {
  const rows = await readPhotoRows(ctx, businessId);
  return rows.map((row) => ({ ...row, url: mediaUrl(ctx.mediaBase, row.url) }));
}

/** A listing's photos in order, for its owner or an admin. */
export async function listPhotos(ctx: RequestContext, { id: businessId }: { id: string }) {
  await assertOwns(ctx, businessId);
  return readPhotos(ctx, businessId);
}

/**
 * Deletes an uploaded object that no row refers to any more: after a failed insert, the same photo may still be in a row
 * that a concurrent upload of it wrote.
 */
async function releaseUpload(ctx: RequestContext, businessId: string, key: string) {
  const [stillUsed] = await ctx.db
    .select({ id: schema.businessMedia.id })
    .from(schema.businessMedia)
    .where(and(eq(schema.businessMedia.businessId, businessId), eq(schema.businessMedia.url, key)))
    .limit(1);
  if (!stillUsed) await ctx.env.MEDIA.delete(key);
}

/**
 * Adds a photo to a listing: live at once (the first one becomes the main photo), and waiting for an admin's look
 * after the fact (`reviewed_at` empty). The file is judged by its bytes (worker/services/image-upload.ts), and nothing
 * is stored unless every check passes: the bucket is written only after them, and its object removed again if the row
 * cannot be. The same photo twice in one listing is refused with 409 (its key is its content, so it would be the same
 * object twice): an owner who means to move it changes its position instead.
 *
 * `readFile` reads the request body only once the caller is known to run the listing and it has room for a photo, so
 * nobody else gets 5 MB parsed.
 */
export async function addPhoto(ctx: RequestContext, { id: businessId, readFile }: { id: string; readFile: () => Promise<Uint8Array> }) {
  const { user } = await assertOwns(ctx, businessId);
  const { db, env } = ctx;
  await enforceRateLimit(db, RATE_RULES.photoUpload, user.id);
  const before = await readPhotoRows(ctx, businessId);
  if (before.length >= MAX_PHOTOS_PER_LISTING) refuseUpload(400, UPLOAD_MESSAGES.tooManyPhotos);
  const upload = await prepareImageUpload(await readFile(), uploadPrefix(businessId));
  if (before.some((photo) => photo.url === upload.key)) refuseUpload(409, UPLOAD_MESSAGES.duplicate);

  await env.MEDIA.put(upload.key, upload.bytes, {
    httpMetadata: { contentType: upload.type, cacheControl: mediaCacheControl(upload.key) },
  });
  const id = newId();
  const now = Date.now();
  let inserted: boolean;
  try {
    // One statement checks the limit and the duplicate again as it inserts, so two uploads at once cannot both pass
    // the checks above and make 26 photos, or two rows of one photo (decision 008: SQL where atomicity is the point).
    const [insert] = await db.$client.batch([
      db.$client
        .prepare(
          `INSERT INTO business_media (id, business_id, kind, url, is_primary, position, uploaded_by, uploaded_at)
           SELECT ?1, ?2, 'image', ?3,
             NOT EXISTS (SELECT 1 FROM business_media WHERE business_id = ?2 AND kind = 'image' AND is_primary = 1),
             coalesce((SELECT max(position) + 1 FROM business_media WHERE business_id = ?2 AND kind = 'image'), 0),
             ?4, ?5
           WHERE (SELECT count(*) FROM business_media WHERE business_id = ?2 AND kind = 'image') < ?6
             AND NOT EXISTS (SELECT 1 FROM business_media WHERE business_id = ?2 AND url = ?3)`,
        )
        .bind(id, businessId, upload.key, user.id, now, MAX_PHOTOS_PER_LISTING),
      db.$client
        .prepare('UPDATE businesses SET updated_at = ?2 WHERE id = ?1 AND EXISTS (SELECT 1 FROM business_media WHERE id = ?3)')
        .bind(businessId, now, id),
      preparedAuditEntryIf(
        db,
        { actorId: user.id, action: 'media.add', entity: 'media', entityId: id, businessId, after: { url: upload.key }, at: new Date(now) },
        sql`EXISTS (SELECT 1 FROM ${schema.businessMedia} WHERE ${schema.businessMedia.id} = ${id})`,
      ),
    ]);
    inserted = (insert?.meta.changes ?? 0) > 0;
  } catch (error) {
    await releaseUpload(ctx, businessId, upload.key);
    throw error;
  }
  if (!inserted) {
    await releaseUpload(ctx, businessId, upload.key);
    const current = await readPhotoRows(ctx, businessId);
    if (current.some((photo) => photo.url === upload.key)) refuseUpload(409, UPLOAD_MESSAGES.duplicate);
    refuseUpload(400, UPLOAD_MESSAGES.tooManyPhotos);
  }
  await purgePages(ctx, [businessPage(businessId)]);
  const photos = await readPhotos(ctx, businessId);
  return { media: photoOf(photos, id), photos };
}

/** The writes that number `order` (every photo of the listing) 0… without gaps, `primaryId` the only main photo. */
function renumber(ctx: RequestContext, order: PhotoRow[], primaryId: string | undefined) {
  const media = schema.businessMedia;
  return order
    .map((photo, position) => ({ photo, position, isPrimary: photo.id === primaryId }))
    .filter(({ photo, position, isPrimary }) => photo.position !== position || photo.isPrimary !== isPrimary)
    .map(({ photo, position, isPrimary }) => ctx.db.update(media).set({ position, isPrimary }).where(eq(media.id, photo.id)));
}

/**
 * Numbers the listing's photos 0… in their order and leaves exactly one main photo (the main one if it is still there,
 * else the first), from the rows as they are when the statement runs, not as a request read them earlier: it closes
 * every batch that changes the photos, so deletes and moves that run at once (issue 33) still leave no gap, no repeat
 * and no listing without a main photo.
 */
function closeUpPhotos(ctx: RequestContext, businessId: string) {
  const media = schema.businessMedia;
  // UPDATE … FROM: SQLite computes the whole FROM (the ranks) before it changes any row, so no rank sees another's write.
  const ranked = ctx.db
    .select({
      id: media.id,
      rank: sql<number>`row_number() OVER (ORDER BY ${media.position}, ${media.id}) - 1`.as('rank'),
      main: sql<number>`row_number() OVER (ORDER BY ${media.isPrimary} DESC, ${media.position}, ${media.id}) = 1`.as('main'),
    })
    .from(media)
    .where(and(eq(media.businessId, businessId), eq(media.kind, 'image')))
    .as('ranked');
  return ctx.db
    .update(media)
    .set({ position: sql`${ranked.rank}`, isPrimary: sql`${ranked.main}` })
    .from(ranked)
    .where(and(eq(media.id, ranked.id), sql`(${media.position} IS NOT ${ranked.rank} OR ${media.isPrimary} IS NOT ${ranked.main})`));
}

/** A change to the photos is a change to the listing: its update time is the sitemap's lastmod. */
const touchListing = (ctx: RequestContext, businessId: string) =>
  ctx.db.update(schema.businesses).set({ updatedAt: new Date() }).where(eq(schema.businesses.id, businessId));

/** One photo of the listing, or 404 (a photo of another listing, or a video, is not one of these). */
function photoOf<Photo extends { id: string }>(photos: Photo[], mediaId: string): Photo {
  const photo = photos.find((row) => row.id === mediaId);
  if (!photo) throw new ApiError(404, PHOTO_NOT_FOUND);
  return photo;
}

/**
 * Changes one photo's alt text, its place in the order, or makes it the main photo (docs/product.md §3.23). What it
 * already is (the same alt text, its own place, the main photo made main again) changes nothing and leaves no entry
 * (issue 33): it answers the photos as they stand. The entry goes first in the batch and is written only while the
 * photo is not yet as the change leaves it, so two identical changes at once leave one entry.
 */
export async function updatePhoto(
  ctx: RequestContext,
  { id: businessId, mediaId, changes }: { id: string; mediaId: string; changes: MediaUpdateInput },
) {
  const { user } = await assertOwns(ctx, businessId);
  const { db } = ctx;
  const photos = await readPhotoRows(ctx, businessId);
  const photo = photoOf(photos, mediaId);
  const order = photos.filter((row) => row !== photo);
  order.splice(Math.min(changes.position ?? photos.indexOf(photo), order.length), 0, photo);
  const primaryId = changes.isPrimary ? photo.id : (photos.find((row) => row.isPrimary) ?? order[0])?.id;
  const media = schema.businessMedia;
  const alt = changes.alt === undefined ? photo.alt : changes.alt || null;
  const after = { alt, position: order.indexOf(photo), isPrimary: photo.id === primaryId };
  const entry = {
    actorId: user.id,
    action: 'media.update',
    entity: 'media',
    entityId: photo.id,
    businessId,
    before: { alt: photo.alt, position: photo.position, isPrimary: photo.isPrimary },
    after,
  } as const;
  if (!unchanged(entry)) {
    const asAfter = sql`${media.alt} IS ${after.alt} AND ${media.position} = ${after.position} AND ${media.isPrimary} = ${after.isPrimary ? 1 : 0}`;
    const notYet = sql`${eq(media.id, photo.id)} AND NOT (${asAfter})`;
    await db.batch([
      auditEntryUnlessAlready(db, entry, media, notYet),
      touchListing(ctx, businessId),
      ...renumber(ctx, order, primaryId),
      // '' clears the alt text: the profile then describes the photo by the business's name.
      ...(changes.alt === undefined ? [] : [db.update(media).set({ alt }).where(eq(media.id, photo.id))]),
      closeUpPhotos(ctx, businessId),
    ]);
    await purgePages(ctx, [businessPage(businessId)]);
  }
  const current = await readPhotos(ctx, businessId);
  return { media: photoOf(current, mediaId), photos: current };
}

/**
 * Deletes one photo: the others close up, and if it was the main photo the first of the rest becomes the main one. Its
 * object goes from the bucket first, unless another row still shows it: should the rows then fail to change, deleting
 * again finishes the job, where the other way round a failure would leave the file public with no row to reach it by.
 */
export async function deletePhoto(ctx: RequestContext, { id: businessId, mediaId }: { id: string; mediaId: string }) {
  const { user } = await assertOwns(ctx, businessId);
  return removePhoto(ctx, businessId, mediaId, (photo) => [
    auditEntry(ctx.db, {
      actorId: user.id,
      action: 'media.delete',
      entity: 'media',
      entityId: photo.id,
      businessId,
      before: { url: photo.url, alt: photo.alt, position: photo.position, isPrimary: photo.isPrimary },
    }),
  ]);
}

/**
 * deletePhoto without asking who may: for callers that have (an admin removing a photo from the queue, issue 13).
 * `first` gives statements that open the batch, before the photo's row goes (an admin's audit entry).
 */
export async function removePhoto(
  ctx: RequestContext,
  businessId: string,
  mediaId: string,
  first: (photo: PhotoRow) => BatchItem<'sqlite'>[] = () => [],
) {
  const { db, env } = ctx;
  const photos = await readPhotoRows(ctx, businessId);
  const photo = photoOf(photos, mediaId);
  const rest = photos.filter((row) => row !== photo);
  // Seed and imported images live outside the listing's prefix and may be shared with other listings: only the row goes.
  if (isUploadOf(businessId, photo.url) && !rest.some((row) => row.url === photo.url)) await env.MEDIA.delete(photo.url);
  const [head, ...tail] = [
    ...first(photo),
    db.delete(schema.businessMedia).where(eq(schema.businessMedia.id, photo.id)),
    touchListing(ctx, businessId),
    closeUpPhotos(ctx, businessId),
  ];
  if (head) await db.batch([head, ...tail]);
  await purgePages(ctx, [businessPage(businessId)]);
  return readPhotos(ctx, businessId);
}
