import { and, eq, exists, inArray, sql } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import {
  heldFieldWords,
  heldValue,
  listingCreateSchema,
  OWNER_SOCIAL_NETWORKS,
  type HeldField,
  type ListingUpdateInput,
} from '../../contracts/owner.ts';
import * as schema from '../../db/schema.ts';
import { phoneDigits } from '../../db/rules.ts';
import { ApiError } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import { assertOwns } from '../access.ts';
import { auditEntry, failUnless, isStale } from '../audit.ts';
import { businessPage, purgePages } from '../page-cache.ts';
import { enforceRateLimit, RATE_RULES } from '../rate-limit.ts';
import { findCategory, placeOf, readListing } from './listings.ts';
import type { RequestContext } from '../../env.ts';

/*
 * docs/product.md §3.23, an owner's edit of a listing. On an approved listing the held fields (HELD_FIELDS in contracts/owner.ts:
 * what a visitor relies on to find and reach the place) wait for an admin as rows of business_changes, one pending row
 * per field; everything else goes live at once. A listing not yet approved takes every field directly, since an admin
 * reviews all of it anyway, and a rejected one goes back to the queue. The search index and cards follow the tables'
 * triggers (migrations/0002_search_index.sql). An edit that changes anything leaves one audit entry, `business.edit`,
 * with what went live, what waits and what was withdrawn.
 */

type EditableField = Exclude<keyof ListingUpdateInput, 'hours'>;
type ListingColumns = Partial<typeof schema.businesses.$inferInsert>;

const STATUS_MOVED = 'This listing was reviewed while you were saving. Please check it and save your changes again.';

/** The order a listing's form shows its fields in, for the answer's lists. */
const FIELD_ORDER: string[] = Object.keys(listingCreateSchema.shape);
const inFormOrder = <Field extends string>(fields: Field[]) => fields.toSorted((a, b) => FIELD_ORDER.indexOf(a) - FIELD_ORDER.indexOf(b));

const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((value, index) => value === b[index]);

/** The listing as the edit finds it: its columns, its owner-written lists and its held edits waiting for review. */
async function readCurrent(ctx: RequestContext, businessId: string) {
  const { db } = ctx;
  const [[business], links, pending] = await Promise.all([
    db.select().from(schema.businesses).where(eq(schema.businesses.id, businessId)).limit(1),
    db
      .select({ network: schema.businessSocialLinks.network, url: schema.businessSocialLinks.url })
      .from(schema.businessSocialLinks)
      .where(
        and(eq(schema.businessSocialLinks.businessId, businessId), inArray(schema.businessSocialLinks.network, OWNER_SOCIAL_NETWORKS)),
      ),
    db
      .select({ field: schema.businessChanges.field, oldValue: schema.businessChanges.oldValue, newValue: schema.businessChanges.newValue })
      .from(schema.businessChanges)
      .where(and(eq(schema.businessChanges.businessId, businessId), eq(schema.businessChanges.status, 'pending'))),
  ]);
  if (!business) throw new ApiError(404, 'Business not found');
  return { business, amenities: business.amenities, keywords: business.keywords, links, pending };
}

/**
 * One held field of the edit: the value to store (a category as its id, an emptied name as '': heldValue), the
 * listing's, the columns it sets, and both values as the audit log shows them (a category by its name).
 */
interface HeldEdit {
  field: HeldField;
  value: string;
  current: string | null;
  same: boolean;
  columns: ListingColumns;
  shown: { before: string | null; after: string | null };
}

/** The held fields the edit names, checked now even when they will wait: a pincode of the city, one of our categories. */
async function heldEdits(ctx: RequestContext, business: typeof schema.businesses.$inferSelect, changes: ListingUpdateInput) {
  const pincodeMoves = changes.pincode !== undefined && changes.pincode !== business.pincode;
  const [category, place, [currentCategory]] = await Promise.all([
    changes.category === undefined ? undefined : findCategory(ctx, changes.category),
    changes.pincode !== undefined && pincodeMoves ? placeOf(ctx, changes.pincode) : undefined,
    changes.category === undefined
      ? []
      : ctx.db.select({ name: schema.categories.name }).from(schema.categories).where(eq(schema.categories.id, business.categoryId)),
  ]);
  const edits: Omit<HeldEdit, 'shown'>[] = [];
  const add = (field: HeldField, value: string | undefined, current: string | null, same: boolean, columns: ListingColumns) => {
    if (value !== undefined) edits.push({ field, value, current, same, columns });
  };
  add('name', changes.name, business.name, changes.name === business.name, { name: changes.name });
  // The name in Kannada and in Hindi may also be emptied (null), which waits for review like any other change of it.
  const scriptName = (value: string | null | undefined) => (value === undefined ? undefined : (value ?? ''));
  add('nameKn', scriptName(changes.nameKn), business.nameKn, (changes.nameKn ?? null) === business.nameKn, { nameKn: changes.nameKn });
  add('nameHi', scriptName(changes.nameHi), business.nameHi, (changes.nameHi ?? null) === business.nameHi, { nameHi: changes.nameHi });
  add('category', category?.id, business.categoryId, category?.id === business.categoryId, { categoryId: category?.id });
  add('address', changes.address, business.address, changes.address === business.address, { address: changes.address });
  add('pincode', changes.pincode, business.pincode, !pincodeMoves, {
    pincode: changes.pincode,
    // A listing sits at its pincode's centre, in the locality the pincode belongs to (as when it was added).
    ...(place && { latitude: place.latitude, longitude: place.longitude, locality: place.locality, locationId: place.locationId }),
  });
  add('phone', changes.phone, business.phone, phoneDigits(changes.phone ?? null) === phoneDigits(business.phone), { phone: changes.phone });
  // The audit log shows a category by its name, where the row keeps its id.
  const names: Partial<Record<HeldField, HeldEdit['shown']>> = category
    ? { category: { before: currentCategory?.name ?? null, after: category.name } }
    : {};
  return edits.map((edit): HeldEdit => ({ ...edit, shown: names[edit.field] ?? { before: edit.current, after: heldValue(edit.value) } }));
}

/** What the owner is told: what was saved, what waits for review and for how long, and what was withdrawn. */
function saveMessage(live: EditableField[], held: HeldField[], withdrawn: HeldField[], resubmitted: boolean): string {
  if (!live.length && !held.length && !withdrawn.length) return 'Nothing has changed: the listing already says this';
  const sentences = ['Changes saved.'];
  if (held.length)
    sentences.push(`The new ${heldFieldWords(held)} will show once our team has checked ${held.length > 1 ? 'them' : 'it'}.`);
  if (withdrawn.length)
    sentences.push(
      `Your waiting change${withdrawn.length > 1 ? 's' : ''} to the ${heldFieldWords(withdrawn)} ${withdrawn.length > 1 ? 'have' : 'has'} been withdrawn.`,
    );
  if (resubmitted) sentences.push('Your listing goes back to our team for review.');
  return sentences.length === 1 ? 'Changes saved' : sentences.join(' ');
}

/**
 * Edits a listing, for its owner or an admin (docs/product.md §3.23). Values the listing already has are neither live
 * nor held; a held field sent back to its live value withdraws its waiting change. Every write is one batch. At most
 * 60 edits an hour per account.
 */
export async function updateListing(ctx: RequestContext, { id: businessId, changes }: { id: string; changes: ListingUpdateInput }) {
  const { user } = await assertOwns(ctx, businessId);
  const { db } = ctx;
  await enforceRateLimit(db, RATE_RULES.listingEdit, user.id);
  const { business, amenities, keywords, links, pending } = await readCurrent(ctx, businessId);
  const holds = business.status === 'approved';
  const now = new Date();

  const live: EditableField[] = [];
  const held: HeldField[] = [];
  const withdrawn: HeldField[] = [];
  const columns: ListingColumns = {};
  const writes: BatchItem<'sqlite'>[] = [];
  // The audit entry's values of each field, before and after: what went live, and what waits for review.
  const wentLive = { before: {} as Record<string, unknown>, after: {} as Record<string, unknown> };
  const waits = { before: {} as Record<string, unknown>, after: {} as Record<string, unknown> };
  const record = (group: typeof wentLive, field: string, before: unknown, after: unknown) => {
    group.before[field] = before;
    group.after[field] = after;
  };
  const changeRows = schema.businessChanges;
  const withdraw = (field: HeldField) => {
    withdrawn.push(field);
    writes.push(
      db
        .update(changeRows)
        .set({ status: 'withdrawn', decidedBy: user.id, decidedAt: now })
        .where(and(eq(changeRows.businessId, businessId), eq(changeRows.field, field), eq(changeRows.status, 'pending'))),
    );
  };

  for (const edit of await heldEdits(ctx, business, changes)) {
    const waiting = pending.find((row) => row.field === edit.field);
    if (edit.same || !holds) {
      // Back to what the listing says, or said directly: a change still waiting would undo it once approved.
      if (waiting) withdraw(edit.field);
      if (edit.same) continue;
      live.push(edit.field);
      Object.assign(columns, edit.columns);
      record(wentLive, edit.field, edit.shown.before, edit.shown.after);
      continue;
    }
    held.push(edit.field);
    if (waiting?.newValue === edit.value && waiting.oldValue === edit.current) continue;
    record(waits, edit.field, edit.shown.before, edit.shown.after);
    writes.push(
      db
        .insert(changeRows)
        .values({
          id: newId(),
          businessId,
          field: edit.field,
          oldValue: edit.current,
          newValue: edit.value,
          requestedBy: user.id,
          requestedAt: now,
        })
        // The partial unique index keeps one pending change per field, also when two edits race.
        .onConflictDoUpdate({
          target: [changeRows.businessId, changeRows.field],
          // As the index says it, a literal: SQLite matches a partial index's WHERE by its text, not a bound value.
          targetWhere: sql`${changeRows.status} = 'pending'`,
          set: { oldValue: edit.current, newValue: edit.value, requestedBy: user.id, requestedAt: now },
        }),
    );
  }

  const column = <Field extends EditableField & keyof ListingColumns>(field: Field, value: ListingColumns[Field], same: boolean) => {
    if (value === undefined || same) return;
    live.push(field);
    columns[field] = value;
    record(wentLive, field, business[field], value);
  };
  column('description', changes.description, changes.description === business.description);
  column('subcategory', changes.subcategory, changes.subcategory === business.subcategory);
  column('whatsapp', changes.whatsapp, phoneDigits(changes.whatsapp ?? null) === phoneDigits(business.whatsapp));
  column('email', changes.email, changes.email === business.email);
  column('website', changes.website, changes.website === business.website);
  column('priceRange', changes.priceRange, changes.priceRange === business.priceRange);
  column('serves', changes.serves, changes.serves === business.serves);
  column('pureVeg', changes.pureVeg, changes.pureVeg === business.pureVeg);
  column('homeVisit', changes.homeVisit, changes.homeVisit === business.homeVisit);
  column('homeDelivery', changes.homeDelivery, changes.homeDelivery === business.homeDelivery);

  for (const [field, current] of [
    ['amenities', amenities],
    ['keywords', keywords],
  ] as const) {
    const values = changes[field];
    if (values === undefined || sameList(values, current)) continue;
    live.push(field);
    columns[field] = values;
    record(wentLive, field, current, values);
  }

  if (changes.socialMedia !== undefined) {
    const given = OWNER_SOCIAL_NETWORKS.flatMap((network) => {
      const url = changes.socialMedia?.[network];
      return url === undefined ? [] : [{ businessId, network, url }];
    });
    const same =
      given.length === links.length && given.every((link) => links.some((row) => row.network === link.network && row.url === link.url));
    if (!same) {
      live.push('socialMedia');
      record(wentLive, 'socialMedia', Object.fromEntries(links.map((link) => [link.network, link.url])), changes.socialMedia);
      const social = schema.businessSocialLinks;
      writes.push(db.delete(social).where(and(eq(social.businessId, businessId), inArray(social.network, OWNER_SOCIAL_NETWORKS))));
      if (given.length) writes.push(db.insert(social).values(given));
    }
  }

  const resubmitted = business.status === 'rejected' && live.length > 0;
  if (resubmitted) record(wentLive, 'status', business.status, 'pending');
  const filled = (values: Record<string, unknown>) => (Object.keys(values).length ? values : undefined);
  const entry = auditEntry(db, {
    actorId: user.id,
    action: 'business.edit',
    entity: 'business',
    entityId: businessId,
    businessId,
    before: { live: filled(wentLive.before), held: filled(waits.before) },
    after: { live: filled(wentLive.after), held: filled(waits.after), withdrawn: withdrawn.length ? withdrawn : undefined },
    at: now,
  });
  if (live.length) {
    const listings = schema.businesses;
    // A listing not yet approved takes held fields (and a rejected one its new status) only while an admin has not
    // decided on it since it was read: an approval in between must not let them through unreviewed, nor be undone.
    const update = db
      .update(listings)
      .set({ ...columns, ...(resubmitted && { status: 'pending' as const }), updatedAt: now })
      .where(eq(listings.id, businessId));
    const asRead = and(eq(listings.id, businessId), eq(listings.status, business.status));
    try {
      // The guard goes first: it reads the status before this edit's own update changes it.
      await (holds
        ? db.batch([update, ...writes, entry])
        : db.batch([
            failUnless(
              db,
              exists(
                db
                  .select({ one: sql`1` })
                  .from(listings)
                  .where(asRead),
              ),
            ),
            update,
            ...writes,
            entry,
          ]));
    } catch (error) {
      if (isStale(error)) throw new ApiError(409, STATUS_MOVED);
      throw error;
    }
  } else if (writes.length) {
    await db.batch([entry, ...writes]);
  }
  if (live.length) await purgePages(ctx, [businessPage(businessId)]);

  return {
    business: await readListing(ctx, businessId),
    live: inFormOrder(live),
    held: inFormOrder(held),
    withdrawn: inFormOrder(withdrawn),
    message: saveMessage(live, held, withdrawn, resubmitted),
  };
}
