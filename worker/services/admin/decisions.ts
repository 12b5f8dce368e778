import { and, desc, eq, exists, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { ApproveInput, FeatureInput } from '../../contracts/admin-decisions.ts';
import { HELD_FIELDS, heldFieldWords, heldValue } from '../../contracts/owner.ts';
import { PORTAL_ROLES } from '../../contracts/roles.ts';
import { isPublicBusiness, publicBusinessWhere } from '../../db/rules.ts';
import * as schema from '../../db/schema.ts';
import { ApiError } from '../../lib/errors.ts';
import { requireRole } from '../access.ts';
import { mediaUrl } from '../business-shape.ts';
import type { RequestContext } from '../context.ts';
import { businessPage, HOME_PAGE, purgePages } from '../page-cache.ts';
import { sendMail, type Mail } from '../mail.ts';
import { moveListing } from '../owner/claims.ts';
import { placeOf } from '../owner/listings.ts';
import { removePhoto as removeFromListing } from '../owner/media.ts';
import { auditEntryIf } from '../audit.ts';
import {
  claimApprovedByTeamMail,
  claimRejectedMail,
  editsApprovedMail,
  editsRejectedMail,
  listingApprovedMail,
  listingFeaturedMail,
  listingRejectedMail,
  listingRestoredMail,
  listingSuspendedMail,
  listingTakenByClaimMail,
  listingUnfeaturedMail,
  photoApprovedMail,
  photoRemovedMail,
  type DecisionNotice,
} from './decision-mails.ts';

/*
 * docs/product.md §3.24, an admin's decisions on what waits in the queue (worker/services/admin/queue.ts): listings,
 * held edits, claims and photos, and featuring. Each decision is one batch with exactly one audit entry, acts only on
 * the record as it was read (a second decision, or one racing it, is 409 and leaves no entry), and then tells the owner
 * or claimant by e-mail, with the reason, without failing the request.
 */

const businesses = schema.businesses;
const changes = schema.businessChanges;
const claims = schema.businessClaims;
const media = schema.businessMedia;

const BUSINESS_NOT_FOUND = 'Business not found';
const LISTING_CHANGED = 'This listing changed since you opened it. Please check it again.';
const LISTING_DECIDED: Partial<Record<(typeof schema.BUSINESS_STATUSES)[number], string>> = {
  approved: 'This listing has already been approved.',
  rejected: 'This listing has already been rejected.',
};
const ALREADY_SUSPENDED = 'This listing is already suspended.';
const NOT_SUSPENDED = 'This listing is not suspended.';
const SUSPEND_PUBLIC_ONLY = 'Only a public listing can be suspended.';
const FEATURE_PUBLIC_ONLY = 'Only a public listing can be featured.';
const NOT_FEATURED = 'This listing is not featured.';
const NO_EDITS = 'No edits of this listing are waiting for review';
const EDITS_CHANGED = 'These edits changed since you opened them. Please check them again.';
const EDITS_DECIDED = {
  'edit.approve': 'These edits have already been approved.',
  'edit.reject': 'These edits have already been rejected.',
};
const CATEGORY_GONE = 'The category this edit asks for no longer exists. Please reject the edit and tell the owner why.';
const CLAIM_NOT_FOUND = 'Claim not found';
const CLAIM_DECIDED: Record<Exclude<(typeof schema.CLAIM_STATUSES)[number], 'pending'>, string> = {
  'awaiting-code': 'This claim waits for the code sent to the listing: it is not for our team to decide.',
  approved: 'This claim has already been approved.',
  rejected: 'This claim has already been rejected.',
  withdrawn: 'This claim was withdrawn.',
};
const OWNER_CHANGED = 'This listing changed hands since the claim was made. Please reject the claim and tell the claimant why.';
const CLAIM_CHANGED = 'This claim changed while you were deciding. Please check it again.';
const OWN_CLAIM = 'Another admin must decide your own claim.';
const CLAIMANT_DISABLED = 'The account that made this claim is disabled. Please reject the claim, or enable the account first.';
const PHOTO_NOT_FOUND = 'Photo not found';
const PHOTO_APPROVED = 'This photo has already been approved.';
const DOCUMENT_NOT_FOUND = 'Document not found';

function conflict(message: string): never {
  throw new ApiError(409, message);
}

async function requireAdmin(ctx: RequestContext) {
  return (await requireRole(ctx, PORTAL_ROLES.admin)).user;
}

/** Tells someone of a decision after its batch; a mail that fails is logged, never the request's failure. */
async function tell(
  ctx: RequestContext,
  userId: string | null,
  actorId: string,
  businessName: string,
  build: (notice: DecisionNotice) => Mail,
) {
  // Nobody to tell: a listing without an owner, or an admin deciding on their own.
  if (!userId || userId === actorId) return;
  try {
    const [person] = await ctx.db
      .select({ name: schema.users.name, email: schema.users.email })
      .from(schema.users)
      .where(and(eq(schema.users.id, userId), isNull(schema.users.disabledAt)))
      .limit(1);
    if (person) await sendMail(ctx.db, ctx.env, build({ to: person.email, name: person.name, businessName }));
  } catch (error) {
    console.error(`decision mail failed (request ${ctx.requestId})`, error);
  }
}

const publicUrl = (ctx: RequestContext, businessId: string) => `${ctx.siteOrigin}/business/${encodeURIComponent(businessId)}`;
const portalUrl = (ctx: RequestContext, businessId: string, tab = '') =>
  `${ctx.siteOrigin}/owner/businesses/${encodeURIComponent(businessId)}${tab && `/${tab}`}`;

// ───────────────────────────── listings ─────────────────────────────

/** The columns a listing is shown from in the admin screens (adminListingShape): the decisions' answers and the list. */
export const ADMIN_LISTING_COLUMNS = {
  id: businesses.id,
  name: businesses.name,
  status: businesses.status,
  isVerified: businesses.isVerified,
  isFeatured: businesses.isFeatured,
  featuredAt: businesses.featuredAt,
  featuredUntil: businesses.featuredUntil,
  suspendedAt: businesses.suspendedAt,
  statusReason: businesses.statusReason,
  updatedAt: businesses.updatedAt,
};

async function readBusiness(ctx: RequestContext, businessId: string) {
  const [row] = await ctx.db
    .select({ ...ADMIN_LISTING_COLUMNS, ownerId: businesses.ownerId })
    .from(businesses)
    .where(eq(businesses.id, businessId))
    .limit(1);
  if (!row) throw new ApiError(404, BUSINESS_NOT_FOUND);
  return row;
}
type BusinessRow = Awaited<ReturnType<typeof readBusiness>>;

/** Featured at this moment: featuring that has passed its end is over, even before housekeeping clears it. */
const featuredNow = (row: Pick<BusinessRow, 'isFeatured' | 'featuredUntil'>, now: Date) =>
  row.isFeatured && (row.featuredUntil === null || row.featuredUntil > now);

/** The listing as a decision on it answers. */
async function businessView(ctx: RequestContext, businessId: string) {
  return adminListingShape(await readBusiness(ctx, businessId), new Date());
}

/** A listing as the admin screens show it, from its row (the decisions' answers and the businesses list alike). */
export function adminListingShape(row: Omit<BusinessRow, 'ownerId'>, now: Date) {
  const featured = featuredNow(row, now);
  return {
    id: row.id,
    name: row.name,
    status: row.status,
    isVerified: row.isVerified,
    isPublic: isPublicBusiness(row),
    isFeatured: featured,
    featuredAt: featured ? (row.featuredAt?.toISOString() ?? null) : null,
    featuredUntil: featured ? (row.featuredUntil?.toISOString() ?? null) : null,
    suspendedAt: row.suspendedAt?.toISOString() ?? null,
    statusReason: row.statusReason,
    updatedAt: row.updatedAt.toISOString(),
  };
}

interface ListingDecision {
  action: string;
  /** What the listing must still be, as the decision read it. */
  still: SQL | undefined;
  set: Partial<typeof businesses.$inferInsert>;
  before: unknown;
  after: unknown;
  reason?: string;
}

/** Applies one decision to a listing with its audit entry; answers false when the listing was no longer as read. */
async function changeListing(ctx: RequestContext, adminId: string, businessId: string, decision: ListingDecision, now: Date) {
  const { db } = ctx;
  const where = and(eq(businesses.id, businessId), decision.still);
  const entry = { actorId: adminId, action: decision.action, entity: 'business' as const, entityId: businessId, businessId, at: now };
  const [, changed] = await db.batch([
    // Before the change, while the listing is as read: the entry exists exactly when the change is made.
    auditEntryIf(
      db,
      { ...entry, before: decision.before, after: decision.after, reason: decision.reason },
      exists(
        db
          .select({ one: sql`1` })
          .from(businesses)
          .where(where),
      ),
    ),
    db
      .update(businesses)
      .set({ ...decision.set, updatedAt: now })
      .where(where)
      .returning({ id: businesses.id }),
  ]);
  // Whether the listing is public or featured shows on its page and in the home page's lists.
  if (changed.length > 0) await purgePages(ctx, [businessPage(businessId), HOME_PAGE]);
  return changed.length > 0;
}

function assertPending(row: BusinessRow): void {
  const decided = LISTING_DECIDED[row.status];
  if (decided) conflict(decided);
}

/** Why a listing decision found the listing changed: decided meanwhile, or edited. */
async function refuseChangedListing(ctx: RequestContext, businessId: string): Promise<never> {
  assertPending(await readBusiness(ctx, businessId));
  conflict(LISTING_CHANGED);
}

/**
 * Approves a pending listing: approved and verified, so public and searchable at once (the search index follows the
 * table's triggers). With `updatedAt`, only the listing as the admin read it.
 */
export async function approveListing(ctx: RequestContext, businessId: string, input: ApproveInput) {
  const admin = await requireAdmin(ctx);
  const row = await readBusiness(ctx, businessId);
  assertPending(row);
  if (input.updatedAt !== undefined && new Date(input.updatedAt).getTime() !== row.updatedAt.getTime()) conflict(LISTING_CHANGED);
  const now = new Date();
  const approved = await changeListing(
    ctx,
    admin.id,
    businessId,
    {
      action: 'business.approve',
      still: and(eq(businesses.status, 'pending'), eq(businesses.updatedAt, row.updatedAt)),
      set: { status: 'approved', isVerified: true, suspendedAt: null, statusReason: null },
      before: { status: row.status, isVerified: row.isVerified },
      after: { status: 'approved', isVerified: true },
    },
    now,
  );
  if (!approved) await refuseChangedListing(ctx, businessId);
  await tell(ctx, row.ownerId, admin.id, row.name, (notice) => listingApprovedMail(notice, publicUrl(ctx, businessId)));
  return businessView(ctx, businessId);
}

/** Rejects a pending listing with the reason its owner is told; their next change sends it back to the queue. */
export async function rejectListing(ctx: RequestContext, businessId: string, reason: string) {
  const admin = await requireAdmin(ctx);
  const row = await readBusiness(ctx, businessId);
  assertPending(row);
  const rejected = await changeListing(
    ctx,
    admin.id,
    businessId,
    {
      action: 'business.reject',
      still: eq(businesses.status, 'pending'),
      set: { status: 'rejected', isVerified: false, statusReason: reason },
      before: { status: row.status },
      after: { status: 'rejected' },
      reason,
    },
    new Date(),
  );
  if (!rejected) await refuseChangedListing(ctx, businessId);
  await tell(ctx, row.ownerId, admin.id, row.name, (notice) => listingRejectedMail(notice, reason, portalUrl(ctx, businessId)));
  return businessView(ctx, businessId);
}

/** Public now, and not suspended: what suspending needs, and featuring. */
const isPublicNow = publicBusinessWhere(businesses);

/**
 * Suspends a public listing: unverified, so gone from every public list, search, the sitemap and favourites at once,
 * with the reason its owner is told. Its status stays approved, and unsuspending restores it.
 */
export async function suspendListing(ctx: RequestContext, businessId: string, reason: string) {
  const admin = await requireAdmin(ctx);
  const row = await readBusiness(ctx, businessId);
  if (row.suspendedAt) conflict(ALREADY_SUSPENDED);
  if (!isPublicBusiness(row)) conflict(SUSPEND_PUBLIC_ONLY);
  const now = new Date();
  const suspended = await changeListing(
    ctx,
    admin.id,
    businessId,
    {
      action: 'business.suspend',
      still: and(isPublicNow, isNull(businesses.suspendedAt)),
      set: { isVerified: false, suspendedAt: now, statusReason: reason },
      before: { isVerified: true, suspendedAt: null },
      after: { isVerified: false, suspendedAt: now.toISOString() },
      reason,
    },
    now,
  );
  if (!suspended) {
    const current = await readBusiness(ctx, businessId);
    conflict(current.suspendedAt ? ALREADY_SUSPENDED : SUSPEND_PUBLIC_ONLY);
  }
  await tell(ctx, row.ownerId, admin.id, row.name, (notice) => listingSuspendedMail(notice, reason));
  return businessView(ctx, businessId);
}

/** Lifts a suspension: the listing is public again as it was. */
export async function unsuspendListing(ctx: RequestContext, businessId: string) {
  const admin = await requireAdmin(ctx);
  const row = await readBusiness(ctx, businessId);
  if (!row.suspendedAt) conflict(NOT_SUSPENDED);
  const restored = await changeListing(
    ctx,
    admin.id,
    businessId,
    {
      action: 'business.unsuspend',
      still: isNotNull(businesses.suspendedAt),
      set: { isVerified: true, suspendedAt: null, statusReason: null },
      before: { isVerified: row.isVerified, suspendedAt: row.suspendedAt.toISOString() },
      after: { isVerified: true, suspendedAt: null },
    },
    new Date(),
  );
  if (!restored) conflict(NOT_SUSPENDED);
  await tell(ctx, row.ownerId, admin.id, row.name, (notice) => listingRestoredMail(notice, publicUrl(ctx, businessId)));
  return businessView(ctx, businessId);
}

/**
 * Features a public listing until `until` (or until an admin ends it). A listing featured already keeps its place among
 * the featured and gets the new end. Featuring ends by itself: lists stop showing it at its end, and the hourly
 * housekeeping clears it (worker/services/housekeeping.ts).
 */
export async function featureListing(ctx: RequestContext, businessId: string, input: FeatureInput) {
  const admin = await requireAdmin(ctx);
  const row = await readBusiness(ctx, businessId);
  if (!isPublicBusiness(row)) conflict(FEATURE_PUBLIC_ONLY);
  const now = new Date();
  const until = input.until ?? null;
  const already = featuredNow(row, now);
  // Featured already with this very end: nothing changes, so nothing is written, recorded or mailed (issue 33). The
  // update runs only while that is not so, and its entry with it, so two identical decisions at once leave one entry.
  const sameEnd = (featuredUntil: Date | null) => (featuredUntil?.getTime() ?? null) === (until?.getTime() ?? null);
  if (already && sameEnd(row.featuredUntil)) return businessView(ctx, businessId);
  const featuredSo = sql`${businesses.isFeatured} = 1 AND ${businesses.featuredUntil} IS ${until?.getTime() ?? null}`;
  const featured = await changeListing(
    ctx,
    admin.id,
    businessId,
    {
      action: 'business.feature',
      still: and(isPublicNow, sql`NOT (${featuredSo})`),
      set: { isFeatured: true, featuredAt: already ? row.featuredAt : now, featuredUntil: until },
      before: { isFeatured: already, featuredUntil: already ? (row.featuredUntil?.toISOString() ?? null) : null },
      after: { isFeatured: true, featuredUntil: until?.toISOString() ?? null },
    },
    now,
  );
  if (!featured) {
    const current = await readBusiness(ctx, businessId);
    if (isPublicBusiness(current) && featuredNow(current, new Date()) && sameEnd(current.featuredUntil)) {
      return businessView(ctx, businessId);
    }
    conflict(FEATURE_PUBLIC_ONLY);
  }
  await tell(ctx, row.ownerId, admin.id, row.name, (notice) => listingFeaturedMail(notice, until));
  return businessView(ctx, businessId);
}

/** Ends a listing's featuring now. */
export async function unfeatureListing(ctx: RequestContext, businessId: string) {
  const admin = await requireAdmin(ctx);
  const row = await readBusiness(ctx, businessId);
  const now = new Date();
  if (!featuredNow(row, now)) conflict(NOT_FEATURED);
  const ended = await changeListing(
    ctx,
    admin.id,
    businessId,
    {
      action: 'business.unfeature',
      still: eq(businesses.isFeatured, true),
      set: { isFeatured: false, featuredAt: null, featuredUntil: null },
      before: { isFeatured: true, featuredUntil: row.featuredUntil?.toISOString() ?? null },
      after: { isFeatured: false },
    },
    now,
  );
  if (!ended) conflict(NOT_FEATURED);
  await tell(ctx, row.ownerId, admin.id, row.name, (notice) => listingUnfeaturedMail(notice));
  return businessView(ctx, businessId);
}

// ───────────────────────────── held edits ─────────────────────────────

/** A listing's edits waiting for review, in the form's order, with the listing's live values of those fields. */
async function readEdits(ctx: RequestContext, businessId: string) {
  const { db } = ctx;
  const [[business], rows] = await Promise.all([
    db
      .select({
        name: businesses.name,
        nameKn: businesses.nameKn,
        nameHi: businesses.nameHi,
        ownerId: businesses.ownerId,
        categoryId: businesses.categoryId,
        address: businesses.address,
        pincode: businesses.pincode,
        phone: businesses.phone,
      })
      .from(businesses)
      .where(eq(businesses.id, businessId))
      .limit(1),
    db
      .select({ id: changes.id, field: changes.field, newValue: changes.newValue, requestedAt: changes.requestedAt })
      .from(changes)
      .where(and(eq(changes.businessId, businessId), eq(changes.status, 'pending'))),
  ]);
  if (!business) throw new ApiError(404, BUSINESS_NOT_FOUND);
  if (!rows.length) {
    // Decided before (the audit log's index says so at once), or never here: withdrawn by the owner, or none at all.
    const log = schema.auditLog;
    const [decided] = await db
      .select({ action: log.action })
      .from(log)
      .where(and(eq(log.entity, 'edit'), eq(log.entityId, businessId), inArray(log.action, ['edit.approve', 'edit.reject'])))
      .orderBy(desc(log.at))
      .limit(1);
    if (decided?.action === 'edit.approve' || decided?.action === 'edit.reject') conflict(EDITS_DECIDED[decided.action]);
    throw new ApiError(404, NO_EDITS);
  }
  const pending = rows.toSorted((a, b) => HELD_FIELDS.indexOf(a.field) - HELD_FIELDS.indexOf(b.field));
  const newest = new Date(Math.max(...pending.map((row) => row.requestedAt.getTime())));
  return { business, pending, newest };
}

/**
 * The edits are still those read: as many waiting, the newest as new (a replaced value is a newer request, a withdrawn
 * one is fewer, another field is more). As SQL, for every statement of the decision's batch.
 */
function editsStill(businessId: string, count: number, newest: Date): SQL {
  return sql`(SELECT count(*) = ${count} AND max(${changes.requestedAt}) = ${newest.getTime()} FROM ${changes} WHERE ${changes.businessId} = ${businessId} AND ${changes.status} = 'pending')`;
}

/** Category ids as their names, for the audit log and the owner's mail. */
async function categoryNames(ctx: RequestContext, ids: string[]) {
  const rows = ids.length
    ? await ctx.db
        .select({ id: schema.categories.id, name: schema.categories.name })
        .from(schema.categories)
        .where(inArray(schema.categories.id, ids))
    : [];
  return new Map(rows.map((row) => [row.id, row.name]));
}

/**
 * Approves a listing's waiting edits together: the listing takes the new values in one batch with the edits marked
 * approved (a category by its id; a pincode moves the listing to its centre and locality, as when it was added). With
 * `updatedAt` (the queue item's), only the edits as the admin read them.
 */
export async function approveEdits(ctx: RequestContext, businessId: string, input: ApproveInput) {
  const admin = await requireAdmin(ctx);
  const { db } = ctx;
  const { business, pending, newest } = await readEdits(ctx, businessId);
  if (input.updatedAt !== undefined && new Date(input.updatedAt).getTime() !== newest.getTime()) conflict(EDITS_CHANGED);

  const columns: Partial<typeof businesses.$inferInsert> = {};
  const before: Record<string, string | null> = {};
  const after: Record<string, string | null> = {};
  const categoryIds = pending.filter((row) => row.field === 'category').map((row) => row.newValue);
  const names = await categoryNames(ctx, [...categoryIds, business.categoryId]);
  for (const row of pending) {
    switch (row.field) {
      case 'category': {
        if (!names.has(row.newValue)) conflict(CATEGORY_GONE);
        columns.categoryId = row.newValue;
        before.category = names.get(business.categoryId) ?? null;
        after.category = names.get(row.newValue) ?? row.newValue;
        continue;
      }
      case 'pincode': {
        // A listing sits at its pincode's centre, in the locality the pincode belongs to.
        const place = await placeOf(ctx, row.newValue);
        Object.assign(columns, {
          pincode: row.newValue,
          latitude: place.latitude,
          longitude: place.longitude,
          locality: place.locality,
          locationId: place.locationId,
        });
        break;
      }
      case 'nameKn':
      case 'nameHi':
        // An emptied name waits as '' (heldValue).
        columns[row.field] = heldValue(row.newValue);
        break;
      default:
        columns[row.field] = row.newValue;
    }
    before[row.field] = business[row.field];
    after[row.field] = heldValue(row.newValue);
  }

  const now = new Date();
  const still = editsStill(businessId, pending.length, newest);
  const [, applied] = await db.batch([
    auditEntryIf(
      db,
      { actorId: admin.id, action: 'edit.approve', entity: 'edit', entityId: businessId, businessId, before, after, at: now },
      still,
    ),
    db
      .update(businesses)
      .set({ ...columns, updatedAt: now })
      .where(and(eq(businesses.id, businessId), still))
      .returning({ id: businesses.id }),
    db
      .update(changes)
      .set({ status: 'approved', decidedBy: admin.id, decidedAt: now })
      .where(and(eq(changes.businessId, businessId), eq(changes.status, 'pending'), still)),
  ]);
  if (!applied.length) conflict(EDITS_CHANGED);
  await purgePages(ctx, [businessPage(businessId)]);
  const fields = pending.map((row) => row.field);
  await tell(ctx, business.ownerId, admin.id, business.name, (notice) => editsApprovedMail(notice, heldFieldWords(fields)));
  return { business: await businessView(ctx, businessId), fields };
}

/** Rejects a listing's waiting edits together, with the reason its owner is told; the listing keeps its values. */
export async function rejectEdits(ctx: RequestContext, businessId: string, reason: string) {
  const admin = await requireAdmin(ctx);
  const { db } = ctx;
  const { business, pending, newest } = await readEdits(ctx, businessId);
  const names = await categoryNames(
    ctx,
    pending.filter((row) => row.field === 'category').map((row) => row.newValue),
  );
  const asked = Object.fromEntries(pending.map((row) => [row.field, names.get(row.newValue) ?? heldValue(row.newValue)]));
  const now = new Date();
  const still = editsStill(businessId, pending.length, newest);
  const [, rejected] = await db.batch([
    auditEntryIf(
      db,
      { actorId: admin.id, action: 'edit.reject', entity: 'edit', entityId: businessId, businessId, after: asked, reason, at: now },
      still,
    ),
    db
      .update(changes)
      .set({ status: 'rejected', decidedBy: admin.id, decidedAt: now, note: reason })
      .where(and(eq(changes.businessId, businessId), eq(changes.status, 'pending'), still))
      .returning({ id: changes.id }),
  ]);
  if (!rejected.length) conflict(EDITS_CHANGED);
  const fields = pending.map((row) => row.field);
  await tell(ctx, business.ownerId, admin.id, business.name, (notice) =>
    editsRejectedMail(notice, heldFieldWords(fields), reason, portalUrl(ctx, businessId)),
  );
  return { business: await businessView(ctx, businessId), fields };
}

// ───────────────────────────── claims ─────────────────────────────

async function readClaim(ctx: RequestContext, claimId: string) {
  const [row] = await ctx.db
    .select({
      claim: claims,
      business: { name: businesses.name, ownerId: businesses.ownerId },
      claimantDisabledAt: schema.users.disabledAt,
    })
    .from(claims)
    .innerJoin(businesses, eq(businesses.id, claims.businessId))
    .innerJoin(schema.users, eq(schema.users.id, claims.userId))
    .where(eq(claims.id, claimId))
    .limit(1);
  if (!row) throw new ApiError(404, CLAIM_NOT_FOUND);
  return row;
}

/** A claim our team decides: waiting for it, and not the deciding admin's own (nobody hands a listing to themself). */
function assertDecidable(claim: typeof claims.$inferSelect, adminId: string): void {
  if (claim.status !== 'pending') conflict(CLAIM_DECIDED[claim.status]);
  if (claim.userId === adminId) throw new ApiError(403, OWN_CLAIM);
}

/** Why a claim's decision found it changed: decided meanwhile. */
async function refuseChangedClaim(ctx: RequestContext, claimId: string): Promise<never> {
  const { claim } = await readClaim(ctx, claimId);
  conflict(claim.status === 'pending' ? CLAIM_CHANGED : CLAIM_DECIDED[claim.status]);
}

/** A claim as a decision on it answers. */
async function claimView(ctx: RequestContext, claimId: string) {
  const { claim, business } = await readClaim(ctx, claimId);
  return {
    id: claim.id,
    businessId: claim.businessId,
    businessName: business.name,
    status: claim.status,
    note: claim.note,
    decidedAt: claim.decidedAt?.toISOString() ?? null,
  };
}

/**
 * Approves a claim that waits for our team: the listing moves to the claimant exactly as after a right code
 * (moveListing: in one batch, only from the owner the claim was made against; the claimant becomes an owner; everyone
 * else's open claims are withdrawn), its document is deleted, the claimant is told, and so is the previous owner,
 * never who took over.
 */
export async function approveClaim(ctx: RequestContext, claimId: string) {
  const admin = await requireAdmin(ctx);
  const { claim, business, claimantDisabledAt } = await readClaim(ctx, claimId);
  assertDecidable(claim, admin.id);
  if (business.ownerId !== claim.previousOwnerId) conflict(OWNER_CHANGED);
  // A disabled account cannot sign in to run the listing it would get, and was disabled for a reason.
  if (claimantDisabledAt) conflict(CLAIMANT_DISABLED);
  const now = new Date();
  const moved = await moveListing(ctx, claim.userId, claim, { decidedBy: admin.id }, now, (approvedNow) => [
    auditEntryIf(
      ctx.db,
      {
        actorId: admin.id,
        action: 'claim.approve',
        entity: 'claim',
        entityId: claim.id,
        businessId: claim.businessId,
        before: { ownerId: claim.previousOwnerId },
        after: { ownerId: claim.userId },
        at: now,
      },
      approvedNow,
    ),
  ]);
  if (!moved) {
    const { claim: current } = await readClaim(ctx, claimId);
    conflict(current.status === 'pending' ? OWNER_CHANGED : CLAIM_DECIDED[current.status]);
  }
  await tell(ctx, claim.userId, admin.id, business.name, (notice) => claimApprovedByTeamMail(notice, `${ctx.siteOrigin}/owner`));
  await tell(ctx, claim.previousOwnerId, admin.id, business.name, (notice) => listingTakenByClaimMail(notice));
  return claimView(ctx, claimId);
}

/** Rejects a claim that waits for our team, with the reason the claimant is told (and sees on the claim); its document is deleted. */
export async function rejectClaim(ctx: RequestContext, claimId: string, reason: string) {
  const admin = await requireAdmin(ctx);
  const { db } = ctx;
  const { claim, business } = await readClaim(ctx, claimId);
  assertDecidable(claim, admin.id);
  const now = new Date();
  const stillPending = and(eq(claims.id, claim.id), eq(claims.status, 'pending'));
  const [, rejected] = await db.batch([
    auditEntryIf(
      db,
      {
        actorId: admin.id,
        action: 'claim.reject',
        entity: 'claim',
        entityId: claim.id,
        businessId: claim.businessId,
        before: { status: 'pending' },
        after: { status: 'rejected' },
        reason,
        at: now,
      },
      exists(
        db
          .select({ one: sql`1` })
          .from(claims)
          .where(stillPending),
      ),
    ),
    db
      .update(claims)
      .set({ status: 'rejected', decidedBy: admin.id, decidedAt: now, note: reason, documentKey: null })
      .where(stillPending)
      .returning({ id: claims.id }),
  ]);
  if (!rejected.length) await refuseChangedClaim(ctx, claimId);
  if (claim.documentKey) {
    await ctx.env.DOCUMENTS.delete(claim.documentKey).catch((error: unknown) =>
      console.error(`claim document not deleted (request ${ctx.requestId})`, error),
    );
  }
  await tell(ctx, claim.userId, admin.id, business.name, (notice) => claimRejectedMail(notice, reason));
  return claimView(ctx, claimId);
}

/**
 * A claim's document photo, for the admins who check the claim: the object in the private DOCUMENTS bucket (which no
 * route or domain serves), or 404 once the claim has none (decided, withdrawn, or sent without one).
 */
export async function claimDocument(ctx: RequestContext, claimId: string) {
  await requireAdmin(ctx);
  const [row] = await ctx.db.select({ documentKey: claims.documentKey }).from(claims).where(eq(claims.id, claimId)).limit(1);
  const object = row?.documentKey ? await ctx.env.DOCUMENTS.get(row.documentKey) : null;
  if (!object) throw new ApiError(404, DOCUMENT_NOT_FOUND);
  return object;
}

// ───────────────────────────── photos ─────────────────────────────

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
export async function approvePhoto(ctx: RequestContext, mediaId: string) {
  const admin = await requireAdmin(ctx);
  const photo = await readPhoto(ctx, mediaId);
  if (photo.reviewedAt) conflict(PHOTO_APPROVED);
  const now = new Date();
  const [, approved] = await ctx.db.batch(approvalOfPhoto(ctx, admin.id, photo, now));
  if (!approved.length) {
    await readPhoto(ctx, mediaId);
    conflict(PHOTO_APPROVED);
  }
  await tell(ctx, photo.business.ownerId, admin.id, photo.business.name, (notice) => photoApprovedMail(notice, 1));
  return { id: mediaId, businessId: photo.businessId, url: mediaUrl(ctx.origin, photo.url), reviewedAt: now.toISOString() };
}

/**
 * "Approve selected" for photos: every photo of `ids` still waiting is marked looked at in one batch, each with its own
 * entry, and each listing's owner gets one mail for all of theirs rather than one per photo. The others (approved or
 * removed meanwhile) are answered as refused with the reason, as one approval would be.
 */
export async function approvePhotos(ctx: RequestContext, ids: string[]) {
  const admin = await requireAdmin(ctx);
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
export async function removePhoto(ctx: RequestContext, mediaId: string, reason: string) {
  const admin = await requireAdmin(ctx);
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
    photoRemovedMail(notice, reason, portalUrl(ctx, photo.businessId, 'photos')),
  );
  return { businessId: photo.businessId, photos };
}
