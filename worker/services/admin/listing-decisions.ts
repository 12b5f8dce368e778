import { and, eq, exists, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { ApproveInput, FeatureInput } from '../../contracts/admin-decisions.ts';
import { isPublicBusiness, publicBusinessWhere } from '../../db/rules.ts';
import * as schema from '../../db/schema.ts';
import type { RequestContext, SignedInContext } from '../../env.ts';
import { auditEntryIf } from '../audit.ts';
import { businessPage, HOME_PAGE, purgePages } from '../page-cache.ts';
import {
  listingApprovedMail,
  listingFeaturedMail,
  listingRejectedMail,
  listingRestoredMail,
  listingSuspendedMail,
  listingUnfeaturedMail,
} from './decision-mails.ts';
import { businessView, conflict, featuredNow, portalUrl, publicUrl, readBusiness, tell, type BusinessRow } from './decision-rules.ts';

/*
 * docs/product.md §3.24, an admin's decisions on a listing: approving or rejecting a new one, suspending a public one
 * and lifting that, and featuring (the rules all decisions keep are in decision-rules.ts).
 */

const businesses = schema.businesses;

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
export async function approveListing(ctx: SignedInContext, { id: businessId, ...input }: { id: string } & ApproveInput) {
  const admin = ctx.user;
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
  await tell(ctx, row.ownerId, admin.id, row.name, (notice) => listingApprovedMail(notice, publicUrl(ctx, notice, businessId)));
  return businessView(ctx, businessId);
}

/** Rejects a pending listing with the reason its owner is told; their next change sends it back to the queue. */
export async function rejectListing(ctx: SignedInContext, { id: businessId, reason }: { id: string; reason: string }) {
  const admin = ctx.user;
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
  await tell(ctx, row.ownerId, admin.id, row.name, (notice) => listingRejectedMail(notice, reason, portalUrl(ctx, notice, businessId)));
  return businessView(ctx, businessId);
}

/** Public now, and not suspended: what suspending needs, and featuring. */
const isPublicNow = publicBusinessWhere(businesses);

/**
 * Suspends a public listing: unverified, so gone from every public list, search, the sitemap and favourites at once,
 * with the reason its owner is told. Its status stays approved, and unsuspending restores it.
 */
export async function suspendListing(ctx: SignedInContext, { id: businessId, reason }: { id: string; reason: string }) {
  const admin = ctx.user;
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
export async function unsuspendListing(ctx: SignedInContext, { id: businessId }: { id: string }) {
  const admin = ctx.user;
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
  await tell(ctx, row.ownerId, admin.id, row.name, (notice) => listingRestoredMail(notice, publicUrl(ctx, notice, businessId)));
  return businessView(ctx, businessId);
}

/**
 * Features a public listing until `until` (or until an admin ends it). A listing featured already keeps its place among
 * the featured and gets the new end. Featuring ends by itself: lists stop showing it at its end, and the hourly
 * housekeeping clears it (worker/services/housekeeping.ts).
 */
export async function featureListing(ctx: SignedInContext, { id: businessId, ...input }: { id: string } & FeatureInput) {
  const admin = ctx.user;
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
export async function unfeatureListing(ctx: SignedInContext, { id: businessId }: { id: string }) {
  const admin = ctx.user;
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
