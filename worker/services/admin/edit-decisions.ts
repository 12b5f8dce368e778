import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { ApproveInput } from '../../contracts/admin-decisions.ts';
import { HELD_FIELDS, heldValue } from '../../contracts/owner.ts';
import * as schema from '../../db/schema.ts';
import type { RequestContext, SignedInContext } from '../../env.ts';
import { ApiError } from '../../lib/errors.ts';
import { auditEntryIf } from '../audit.ts';
import { placeOf } from '../owner/listings.ts';
import { businessPage, purgePages } from '../page-cache.ts';
import { editsApprovedMail, editsRejectedMail } from './decision-mails.ts';
import { BUSINESS_NOT_FOUND, businessView, conflict, portalUrl, tell } from './decision-rules.ts';

/*
 * docs/product.md §3.24, an admin's decision on a listing's held edits: all of a listing's waiting edits are approved
 * or rejected together (the rules all decisions keep are in decision-rules.ts).
 */

const businesses = schema.businesses;
const changes = schema.businessChanges;

const NO_EDITS = 'No edits of this listing are waiting for review';
const EDITS_CHANGED = 'These edits changed since you opened them. Please check them again.';
const EDITS_DECIDED = {
  'edit.approve': 'These edits have already been approved.',
  'edit.reject': 'These edits have already been rejected.',
};
const CATEGORY_GONE = 'The category this edit asks for no longer exists. Please reject the edit and tell the owner why.';

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
export async function approveEdits(ctx: SignedInContext, { id: businessId, ...input }: { id: string } & ApproveInput) {
  const admin = ctx.user;
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
  await tell(ctx, business.ownerId, admin.id, business.name, (notice) => editsApprovedMail(notice, fields));
  return { business: await businessView(ctx, businessId), fields };
}

/** Rejects a listing's waiting edits together, with the reason its owner is told; the listing keeps its values. */
export async function rejectEdits(ctx: SignedInContext, { id: businessId, reason }: { id: string; reason: string }) {
  const admin = ctx.user;
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
    editsRejectedMail(notice, fields, reason, portalUrl(ctx, notice, businessId)),
  );
  return { business: await businessView(ctx, businessId), fields };
}
