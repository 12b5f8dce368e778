import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import {
  BANNER_NOTHING_TO_CHANGE,
  CAMPAIGN_DATES_MESSAGE,
  MAX_BANNERS_PER_CAMPAIGN,
  MAX_QUICK_LINKS,
  slugOf,
  type BannerChanges,
  type BannerCreateInput,
  type CampaignCreateInput,
  type CampaignUpdateInput,
  type CategoryCreateInput,
  type CategoryUpdateInput,
  type LocationCreateInput,
  type LocationUpdateInput,
  type QuickLinkCreateInput,
  type QuickLinkUpdateInput,
} from '../../contracts/admin-catalogue.ts';
import { UPLOAD_FIELD } from '../../contracts/media.ts';
import { PORTAL_ROLES } from '../../contracts/roles.ts';
import { SITE } from '../../contracts/site.ts';
import { FACET_SQL } from '../../db/rules.ts';
import * as schema from '../../db/schema.ts';
import { ApiError, isUniqueViolation, type FieldError } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import { requireRole } from '../access.ts';
import { auditEntry } from '../audit.ts';
import { mediaUrl } from '../business-shape.ts';
import type { RequestContext } from '../context.ts';
import { prepareImageUpload } from '../image-upload.ts';
import { mediaCacheControl } from '../media.ts';

/*
 * Issue 13, the catalogue as admins edit it (docs/product.md §3.24): categories, localities, campaigns with their
 * banners, and the footer's quick links. Every write is one batch with its one audit entry. Public lists read these
 * tables directly (worker/services/businesses.ts, curation.ts) and nothing caches them, so they follow at once; the
 * search index and the stored cards follow through the tables' triggers (migrations/0002_search_index.sql), which
 * rebuild a business's document when its category or locality is renamed and when its own row changes.
 */

type Writes = BatchItem<'sqlite'>[];

/** The admin making the change: the door checked the role already; asking again costs nothing (the viewer is cached). */
export async function actorOf(ctx: RequestContext): Promise<string> {
  const { user } = await requireRole(ctx, PORTAL_ROLES.admin);
  return user.id;
}

function refuse(status: 400 | 404 | 409, message: string, field?: string): never {
  throw new ApiError(status, message, field ? [{ field, message }] : []);
}

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

/** The values of `next` that differ from `current`, with what they were: an edit's audit before/after and its SET. */
function differences<Row extends object>(current: Row, next: Partial<Row>) {
  const before: Partial<Row> = {};
  const after: Partial<Row> = {};
  for (const key of Object.keys(next) as (keyof Row)[]) {
    const value = next[key];
    if (value === undefined || sameValue(value, current[key])) continue;
    before[key] = current[key];
    after[key] = value;
  }
  return { before, after, changed: Object.keys(after) };
}

function sameValue(a: unknown, b: unknown): boolean {
  if (a instanceof Date || b instanceof Date) return (a instanceof Date ? a.getTime() : a) === (b instanceof Date ? b.getTime() : b);
  return Array.isArray(a) && Array.isArray(b) ? JSON.stringify(a) === JSON.stringify(b) : a === b;
}

// ─────────────────────────────── names and slugs ───────────────────────────────

const NO_SLUG = 'This name makes no slug (letters and digits, at most 60 characters): please give one';

/** The given slug, or the name's when none is given (`slugOf`, the rule the directory finds typed names by). */
function slugFor(name: string, given: string | undefined): string {
  const slug = given ?? slugOf(name);
  if (slug.length === 0 || slug.length > 60) refuse(400, NO_SLUG, 'slug');
  return slug;
}

interface Named {
  id: string;
  name: string;
  slug: string;
}

/**
 * A name or slug that another row already answers to: the directory finds a typed category or place by its slug or
 * its name (worker/services/search/lookups.ts), so two rows sharing either would make one of them unreachable.
 */
function refuseTaken(others: Named[], candidate: { name: string; slug: string }, noun: string) {
  const answersTo = (row: Named) => [row.slug, slugOf(row.name)];
  const errors: FieldError[] = [];
  const byName = others.find(
    (row) => row.name.toLowerCase() === candidate.name.toLowerCase() || answersTo(row).includes(slugOf(candidate.name)),
  );
  if (byName) {
    errors.push({
      field: 'name',
      message:
        byName.name.toLowerCase() === candidate.name.toLowerCase()
          ? `There is already a ${noun} called ${byName.name}`
          : `This name is taken: it would also find ${byName.name}`,
    });
  }
  const bySlug = others.find((row) => answersTo(row).includes(candidate.slug));
  if (bySlug) errors.push({ field: 'slug', message: `The slug ${candidate.slug} is taken by ${bySlug.name}` });
  const [first] = errors;
  if (first) throw new ApiError(409, first.message, errors);
}

/** The unique indexes catch what a concurrent write slipped past refuseTaken: the same answer, by the index's column. */
async function uniquely<Result>(write: () => Promise<Result>, noun: string): Promise<Result> {
  try {
    return await write();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const field = /slug/.test(String((error as Error & { cause?: unknown }).cause ?? error)) ? 'slug' : 'name';
    return refuse(409, `That ${field} was just taken by another ${noun}. Please choose another.`, field);
  }
}

// ─────────────────────────────── order ───────────────────────────────

interface Placed {
  id: string;
  position: number;
}

const orderEntry = ({ id, position }: Placed): Placed => ({ id, position });

/** `rows` in order with `item` at `position` (past the end: last), taken out from wherever it was. */
function placeAt<Row extends Placed>(rows: Row[], item: Row, position: number | undefined): Row[] {
  const rest = rows.filter((row) => row.id !== item.id);
  const at = Math.min(position ?? rows.findIndex((row) => row.id === item.id), rest.length);
  rest.splice(at < 0 ? rest.length : at, 0, item);
  return rest;
}

/** The writes that number `order` 0, 1, 2… without gaps, for the rows whose number changes (none for `skip`). */
function renumber(order: Placed[], write: (id: string, position: number) => BatchItem<'sqlite'>, skip?: string): Writes {
  return order.flatMap((row, position) => (row.id !== skip && row.position !== position ? [write(row.id, position)] : []));
}

/**
 * An edit of one row of an ordered list: the writes of its changed columns and, when it moves to another place, the
 * list's renumbering; with the audit's before and after (the position among them when it moves). No writes when
 * nothing changes.
 */
function editInOrder<Row extends Placed>(
  current: Row,
  fields: Partial<Row>,
  move: { list: Placed[]; position: number } | undefined,
  write: { columns: (columns: Partial<Row>) => BatchItem<'sqlite'>; position: (id: string, position: number) => BatchItem<'sqlite'> },
) {
  const { before, after, changed } = differences(current, fields);
  const writes: Writes = changed.length > 0 ? [write.columns({ ...after })] : [];
  const order = move ? placeAt(move.list, current, move.position) : [];
  const moves = renumber(order, write.position);
  if (moves.length > 0) {
    Object.assign(before, { position: current.position });
    Object.assign(after, { position: order.findIndex((row) => row.id === current.id) });
    changed.push('position');
    writes.push(...moves);
  }
  return { before, after, changed, writes };
}

// ─────────────────────────────── categories ───────────────────────────────

const CATEGORY_NOT_FOUND = 'Category not found';

interface CategoryRow {
  id: string;
  name: string;
  slug: string;
  icon: string;
  color: string;
  description: string | null;
  tagline: string | null;
  image_url: string | null;
  businesses: number;
  public_businesses: number;
  waiting_edits: number;
}

/** A category's or locality's count of listings of every status, as listing_counts keeps it, in SQL. */
function listingCount(kind: 'category' | 'location', id: string): string {
  return `coalesce((SELECT n.listings FROM listing_counts n WHERE n.token = '${kind}:' || ${id}), 0)`;
}

/**
 * Categories with what their businesses count: all of them (listing_counts), the public ones (the search index's
 * count, as the public list has it) and the owners' waiting edits that ask for the category. A row each.
 */
async function readCategories(ctx: RequestContext, id?: string) {
  const rows = await ctx.db.$client
    .prepare(
      `SELECT c.id, c.name, c.slug, c.icon, c.color, c.description, c.tagline, c.image_url,
         ${listingCount('category', 'c.id')} AS businesses,
         coalesce(v.docs, 0) AS public_businesses,
         (SELECT count(*) FROM business_changes ch WHERE ch.status = 'pending' AND ch.field = 'category' AND ch.new_value = c.id) AS waiting_edits
       FROM categories c LEFT JOIN search_facet_counts v ON v.token = ${FACET_SQL.category('c.slug')}
       ${id === undefined ? '' : 'WHERE c.id = ?1'}
       ORDER BY c.name`,
    )
    .bind(...(id === undefined ? [] : [id]))
    .all<CategoryRow>();
  return rows.results.map((row) => ({
    id: row.id,
    name: row.name,
    slug: row.slug,
    icon: row.icon,
    color: row.color,
    description: row.description,
    tagline: row.tagline,
    image: row.image_url ? mediaUrl(ctx.origin, row.image_url) : null,
    counts: { businesses: row.businesses, public: row.public_businesses, waitingEdits: row.waiting_edits },
  }));
}

async function readCategory(ctx: RequestContext, id: string) {
  const [category] = await readCategories(ctx, id);
  if (!category) refuse(404, CATEGORY_NOT_FOUND);
  return category;
}

export const listAdminCategories = (ctx: RequestContext) => readCategories(ctx);

const namedCategories = (ctx: RequestContext) =>
  ctx.db.select({ id: schema.categories.id, name: schema.categories.name, slug: schema.categories.slug }).from(schema.categories);

async function categoryColumns(ctx: RequestContext, id: string) {
  const [row] = await ctx.db
    .select({
      id: schema.categories.id,
      name: schema.categories.name,
      slug: schema.categories.slug,
      icon: schema.categories.icon,
      color: schema.categories.color,
      description: schema.categories.description,
      tagline: schema.categories.tagline,
    })
    .from(schema.categories)
    .where(eq(schema.categories.id, id))
    .limit(1);
  if (!row) refuse(404, CATEGORY_NOT_FOUND);
  return row;
}

/** A new category, empty until businesses choose it or are moved into it. */
export async function createCategory(ctx: RequestContext, input: CategoryCreateInput) {
  const actorId = await actorOf(ctx);
  const { db } = ctx;
  const slug = slugFor(input.name, input.slug);
  refuseTaken(await namedCategories(ctx), { name: input.name, slug }, 'category');
  const values = {
    id: newId(),
    name: input.name,
    slug,
    icon: input.icon,
    color: input.color,
    description: input.description ?? null,
    tagline: input.tagline ?? null,
  };
  await uniquely(
    () =>
      db.batch([
        db.insert(schema.categories).values(values),
        auditEntry(db, { actorId, action: 'category.create', entity: 'category', entityId: values.id, after: values }),
      ]),
    'category',
  );
  return readCategory(ctx, values.id);
}

/**
 * Changes a category. A new name takes its slug with it unless a slug is given (the same name again changes nothing).
 * Businesses keep the category (they hold its id); only the columns that change are written, since writing the name or
 * slug at all makes the categories trigger rebuild the search document and card of each of the category's businesses:
 * renaming a category of n businesses rewrites n index rows and n cards, in the same statement.
 */
export async function updateCategory(ctx: RequestContext, id: string, changes: CategoryUpdateInput) {
  const actorId = await actorOf(ctx);
  const { db } = ctx;
  const current = await categoryColumns(ctx, id);
  const name = changes.name ?? current.name;
  const slug = changes.slug ?? (name === current.name ? current.slug : slugFor(name, undefined));
  const { before, after, changed } = differences(current, { ...changes, name, slug });
  if (changed.length === 0) return { category: await readCategory(ctx, id), changed };
  if ('name' in after || 'slug' in after) {
    refuseTaken(
      (await namedCategories(ctx)).filter((row) => row.id !== id),
      { name, slug },
      'category',
    );
  }
  await uniquely(
    () =>
      db.batch([
        db.update(schema.categories).set(after).where(eq(schema.categories.id, id)),
        auditEntry(db, { actorId, action: 'category.update', entity: 'category', entityId: id, before, after }),
      ]),
    'category',
  );
  return { category: await readCategory(ctx, id), changed };
}

/**
 * Deletes an empty category. One that businesses still belong to, or that owners' waiting edits ask for, is refused
 * with 409: merging it moves them instead.
 */
export async function deleteCategory(ctx: RequestContext, id: string) {
  const actorId = await actorOf(ctx);
  const { db } = ctx;
  const current = await categoryColumns(ctx, id);
  const { counts } = await readCategory(ctx, id);
  if (counts.businesses > 0) {
    refuse(
      409,
      `${current.name} still has ${plural(counts.businesses, 'business', 'businesses')}. Merge it into another category instead.`,
    );
  }
  if (counts.waitingEdits > 0) {
    refuse(
      409,
      `${plural(counts.waitingEdits, 'waiting edit')} ask for ${current.name}. Decide them first, or merge it into another category.`,
    );
  }
  try {
    await db.batch([
      db.delete(schema.categories).where(eq(schema.categories.id, id)),
      auditEntry(db, { actorId, action: 'category.delete', entity: 'category', entityId: id, before: current }),
    ]);
  } catch (error) {
    // A business that chose the category a moment ago: its foreign key refuses the delete, and the batch with it.
    if (/FOREIGN KEY constraint failed/.test(String((error as Error & { cause?: unknown }).cause ?? error))) {
      refuse(409, `${current.name} has just been given a business. Merge it into another category instead.`);
    }
    throw error;
  }
  return { id, name: current.name };
}

/**
 * Moves every business of one category into another and deletes the first, in one batch. Each moved business's own
 * row changes (category and update time), so its search document and card are rebuilt by the businesses trigger: n
 * index rows and n cards for n businesses. Owners' waiting edits that ask for the merged category ask for the other
 * one instead; those that now ask for the category their listing already has are withdrawn.
 */
export async function mergeCategory(ctx: RequestContext, id: string, intoId: string) {
  const actorId = await actorOf(ctx);
  const { db } = ctx;
  if (intoId === id) refuse(400, 'A category cannot be merged into itself', 'into');
  const source = await categoryColumns(ctx, id);
  const [into] = await db
    .select({ id: schema.categories.id, name: schema.categories.name, slug: schema.categories.slug })
    .from(schema.categories)
    .where(eq(schema.categories.id, intoId))
    .limit(1);
  if (!into) refuse(404, 'The category to merge into was not found', 'into');
  const now = new Date();
  const changes = schema.businessChanges;
  const categoryEdit = and(eq(changes.status, 'pending'), eq(changes.field, 'category'));
  const [moved] = await db.batch([
    db
      .update(schema.businesses)
      .set({ categoryId: into.id, updatedAt: now })
      .where(eq(schema.businesses.categoryId, id))
      .returning({ id: schema.businesses.id }),
    db
      .update(changes)
      .set({ newValue: into.id })
      .where(and(categoryEdit, eq(changes.newValue, id))),
    db
      .update(changes)
      .set({ oldValue: into.id })
      .where(and(categoryEdit, eq(changes.oldValue, id))),
    db
      .update(changes)
      .set({ status: 'withdrawn', decidedBy: actorId, decidedAt: now, note: `${source.name} was merged into ${into.name}` })
      .where(
        and(
          categoryEdit,
          sql`business_changes.new_value = (SELECT b.category_id FROM businesses b WHERE b.id = business_changes.business_id)`,
        ),
      ),
    // Its trades (the one box's lexicon) now mean the category their businesses went to.
    db.update(schema.tradeConcepts).set({ categoryId: into.id }).where(eq(schema.tradeConcepts.categoryId, id)),
    db.delete(schema.categories).where(eq(schema.categories.id, id)),
    auditEntry(db, { actorId, action: 'category.merge', entity: 'category', entityId: id, before: source, after: { into } }),
  ]);
  return { from: { id, name: source.name }, category: await readCategory(ctx, into.id), moved: moved.length };
}

// ─────────────────────────────── locations ───────────────────────────────

const LOCATION_NOT_FOUND = 'Location not found';

interface LocationRow {
  id: string;
  name: string;
  slug: string;
  description: string | null;
  image_url: string | null;
  latitude: number | null;
  longitude: number | null;
  pincodes: string;
  businesses: number;
  public_businesses: number;
}

/**
 * Localities with their pincodes in order and their businesses counted: all (listing_counts), and the public ones (the
 * index's count).
 */
async function readLocations(ctx: RequestContext, id?: string) {
  const rows = await ctx.db.$client
    .prepare(
      `SELECT l.id, l.name, l.slug, l.description, l.image_url, l.latitude, l.longitude,
         (SELECT json_group_array(pincode) FROM (SELECT pincode FROM location_pincodes WHERE location_id = l.id ORDER BY position)) AS pincodes,
         ${listingCount('location', 'l.id')} AS businesses,
         coalesce(v.docs, 0) AS public_businesses
       FROM locations l LEFT JOIN search_facet_counts v ON v.token = ${FACET_SQL.location('l.slug')}
       ${id === undefined ? '' : 'WHERE l.id = ?1'}
       ORDER BY l.name`,
    )
    .bind(...(id === undefined ? [] : [id]))
    .all<LocationRow>();
  return rows.results.map((row) => ({
    id: row.id,
    name: row.name,
    slug: row.slug,
    description: row.description,
    image: row.image_url ? mediaUrl(ctx.origin, row.image_url) : null,
    latitude: row.latitude,
    longitude: row.longitude,
    pincodes: JSON.parse(row.pincodes) as string[],
    counts: { businesses: row.businesses, public: row.public_businesses },
  }));
}

async function readLocation(ctx: RequestContext, id: string) {
  const [location] = await readLocations(ctx, id);
  if (!location) refuse(404, LOCATION_NOT_FOUND);
  return location;
}

export const listAdminLocations = (ctx: RequestContext) => readLocations(ctx);

/**
 * The pincodes if each is a real pincode of the city (India Post's districts of SITE.districts, as a listing's must be:
 * worker/services/owner/listings.ts, placeOf), with the first one's centre that has coordinates; else 400 naming each
 * that is not.
 */
async function cityPincodes(ctx: RequestContext, pincodes: string[]) {
  const found = await ctx.db
    .select({ pincode: schema.pincodes.pincode, latitude: schema.pincodes.latitude, longitude: schema.pincodes.longitude })
    .from(schema.pincodes)
    .where(and(inArray(schema.pincodes.pincode, pincodes), inArray(schema.pincodes.district, [...SITE.districts])));
  const known = new Map(found.map((row) => [row.pincode, row]));
  const errors = pincodes.flatMap((pincode, at) =>
    known.has(pincode) ? [] : [{ field: `pincodes.${at}`, message: `${pincode} is not a ${SITE.city} pincode` }],
  );
  const [first] = errors;
  if (first) throw new ApiError(400, first.message, errors);
  const centre = pincodes.map((pincode) => known.get(pincode)).find((row) => row?.latitude != null && row.longitude != null);
  return { latitude: centre?.latitude ?? null, longitude: centre?.longitude ?? null };
}

/**
 * A business's locality by the rule a new listing's is found by (placeOf): the first locality, by its pincodes'
 * order, whose pincodes hold the business's pincode, or none. The name is read through the same subquery, so the two
 * columns always name one locality.
 */
const LOCALITY_OF_PINCODE = sql.raw(
  '(SELECT lp.location_id FROM location_pincodes lp WHERE lp.pincode = businesses.pincode ORDER BY lp.position LIMIT 1)',
);
const derivedPlace = (now: Date) => ({
  locationId: sql`${LOCALITY_OF_PINCODE}`,
  locality: sql`(SELECT l.name FROM locations l WHERE l.id = ${LOCALITY_OF_PINCODE})`,
  updatedAt: now,
});

/**
 * The writes that put businesses in step with a locality's new pincodes, after its location_pincodes rows are written:
 * its businesses whose pincode it no longer holds move to the locality their pincode now gives (or none), and
 * businesses with no locality whose pincode it holds join the one their pincode gives. Businesses already in another
 * locality stay there. Each moved business's row changes, so its search document and card follow (one index row and
 * one card per moved business).
 */
function followPincodes(ctx: RequestContext, id: string, now: Date): Writes {
  const { db } = ctx;
  const business = schema.businesses;
  const itsPincodes = sql`(SELECT pincode FROM location_pincodes WHERE location_id = ${id})`;
  return [
    db
      .update(business)
      .set(derivedPlace(now))
      .where(and(eq(business.locationId, id), sql`(businesses.pincode IS NULL OR businesses.pincode NOT IN ${itsPincodes})`)),
    db
      .update(business)
      .set(derivedPlace(now))
      .where(sql`businesses.location_id IS NULL AND businesses.pincode IN ${itsPincodes}`),
  ];
}

const pincodeRows = (id: string, pincodes: string[]) => pincodes.map((pincode, position) => ({ locationId: id, pincode, position }));

const namedLocations = (ctx: RequestContext) =>
  ctx.db.select({ id: schema.locations.id, name: schema.locations.name, slug: schema.locations.slug }).from(schema.locations);

/** A new locality, centred on its first pincode that has coordinates; businesses of its pincodes with none join it. */
export async function createLocation(ctx: RequestContext, input: LocationCreateInput) {
  const actorId = await actorOf(ctx);
  const { db } = ctx;
  const slug = slugFor(input.name, input.slug);
  refuseTaken(await namedLocations(ctx), { name: input.name, slug }, 'location');
  const centre = await cityPincodes(ctx, input.pincodes);
  const values = {
    id: newId(),
    name: input.name,
    slug,
    city: SITE.city,
    description: input.description ?? null,
    imageUrl: input.image ?? null,
    ...centre,
  };
  await uniquely(
    () =>
      db.batch([
        db.insert(schema.locations).values(values),
        db.insert(schema.locationPincodes).values(pincodeRows(values.id, input.pincodes)),
        ...followPincodes(ctx, values.id, new Date()),
        auditEntry(db, {
          actorId,
          action: 'location.create',
          entity: 'location',
          entityId: values.id,
          after: { ...values, pincodes: input.pincodes },
        }),
      ]),
    'location',
  );
  return readLocation(ctx, values.id);
}

async function locationColumns(ctx: RequestContext, id: string) {
  const [row] = await ctx.db
    .select({
      id: schema.locations.id,
      name: schema.locations.name,
      slug: schema.locations.slug,
      description: schema.locations.description,
      imageUrl: schema.locations.imageUrl,
      latitude: schema.locations.latitude,
      longitude: schema.locations.longitude,
    })
    .from(schema.locations)
    .where(eq(schema.locations.id, id))
    .limit(1);
  if (!row) refuse(404, LOCATION_NOT_FOUND);
  const pincodes = await ctx.db
    .select({ pincode: schema.locationPincodes.pincode })
    .from(schema.locationPincodes)
    .where(eq(schema.locationPincodes.locationId, id))
    .orderBy(asc(schema.locationPincodes.position));
  return { ...row, pincodes: pincodes.map((entry) => entry.pincode) };
}

/**
 * Changes a locality. A new name takes its slug with it unless a slug is given (the same name again changes nothing),
 * and its businesses' locality text follows; new pincodes (the whole list, in order) move its centre and its
 * businesses as followPincodes says. Writing the name or slug makes the locations trigger rebuild each of its
 * businesses' search documents, and the new name then changes each one's row again: renaming a locality of n
 * businesses rewrites 2n index rows and 2n cards.
 */
export async function updateLocation(ctx: RequestContext, id: string, changes: LocationUpdateInput) {
  const actorId = await actorOf(ctx);
  const { db } = ctx;
  const current = await locationColumns(ctx, id);
  const name = changes.name ?? current.name;
  const slug = changes.slug ?? (name === current.name ? current.slug : slugFor(name, undefined));
  const next = {
    name,
    slug,
    description: changes.description,
    imageUrl: changes.image,
    pincodes: changes.pincodes,
    ...(changes.pincodes && !sameValue(changes.pincodes, current.pincodes) ? await cityPincodes(ctx, changes.pincodes) : {}),
  };
  const { before, after, changed } = differences(current, next);
  if (changed.length === 0) return { location: await readLocation(ctx, id), changed };
  if ('name' in after || 'slug' in after) {
    refuseTaken(
      (await namedLocations(ctx)).filter((row) => row.id !== id),
      { name, slug },
      'location',
    );
  }
  const { pincodes, ...columns } = after;
  const now = new Date();
  const writes: Writes = [];
  if (Object.keys(columns).length > 0) writes.push(db.update(schema.locations).set(columns).where(eq(schema.locations.id, id)));
  if (pincodes) {
    writes.push(
      db.delete(schema.locationPincodes).where(eq(schema.locationPincodes.locationId, id)),
      db.insert(schema.locationPincodes).values(pincodeRows(id, pincodes)),
      ...followPincodes(ctx, id, now),
    );
  }
  if ('name' in after) {
    writes.push(
      db
        .update(schema.businesses)
        .set({ locality: name, updatedAt: now })
        .where(and(eq(schema.businesses.locationId, id), sql`businesses.locality IS NOT ${name}`)),
    );
  }
  const [first, ...rest] = writes;
  if (!first) return { location: await readLocation(ctx, id), changed };
  await uniquely(
    () =>
      db.batch([first, ...rest, auditEntry(db, { actorId, action: 'location.update', entity: 'location', entityId: id, before, after })]),
    'location',
  );
  return { location: await readLocation(ctx, id), changed };
}

/**
 * Deletes a locality. Its businesses stay listed: each moves to the locality its pincode gives without this one (the
 * rule followPincodes applies), or to none, in the same batch. Pictures are not the catalogue's to delete: a locality's
 * is an address, or a seeded image other pages may share.
 */
export async function deleteLocation(ctx: RequestContext, id: string) {
  const actorId = await actorOf(ctx);
  const { db } = ctx;
  const current = await locationColumns(ctx, id);
  const [, moved] = await db.batch([
    db.delete(schema.locationPincodes).where(eq(schema.locationPincodes.locationId, id)),
    db
      .update(schema.businesses)
      .set(derivedPlace(new Date()))
      .where(eq(schema.businesses.locationId, id))
      .returning({ id: schema.businesses.id }),
    db.delete(schema.locations).where(eq(schema.locations.id, id)),
    auditEntry(db, { actorId, action: 'location.delete', entity: 'location', entityId: id, before: current }),
  ]);
  return { id, name: current.name, moved: moved.length };
}

// ─────────────────────────────── campaigns and banners ───────────────────────────────

const CAMPAIGN_NOT_FOUND = 'Campaign not found';
const BANNER_NOT_FOUND = 'Banner not found';

/** A campaign's uploaded banners live under its own prefix, which is what makes an object safe to delete with it. */
const bannerPrefix = (campaignId: string) => `campaigns/${campaignId}`;
const isUploadOf = (campaignId: string, key: string) => key.startsWith(`${bannerPrefix(campaignId)}/`);

type CampaignRecord = typeof schema.campaigns.$inferSelect;
type BannerRecord = typeof schema.campaignBanners.$inferSelect;

/** Where a campaign stands for visitors right now, by the rule GET /api/campaigns/public applies (curation.ts). */
function campaignState(campaign: CampaignRecord, now: Date): 'off' | 'scheduled' | 'ended' | 'live' {
  if (!campaign.isActive) return 'off';
  if (campaign.startsAt && campaign.startsAt > now) return 'scheduled';
  if (campaign.endsAt && campaign.endsAt <= now) return 'ended';
  return 'live';
}

function shapeBanner(ctx: RequestContext, banner: BannerRecord) {
  return {
    id: banner.id,
    title: banner.title,
    description: banner.description,
    link: banner.link,
    image: mediaUrl(ctx.origin, banner.imageUrl),
    position: banner.position,
  };
}

function shapeCampaign(ctx: RequestContext, campaign: CampaignRecord & { banners: BannerRecord[] }, now: Date) {
  return {
    id: campaign.id,
    name: campaign.name,
    section: campaign.section,
    isActive: campaign.isActive,
    autoSlide: campaign.autoSlide,
    slideInterval: campaign.slideInterval,
    startsAt: campaign.startsAt?.toISOString() ?? null,
    endsAt: campaign.endsAt?.toISOString() ?? null,
    position: campaign.position,
    state: campaignState(campaign, now),
    createdAt: campaign.createdAt.toISOString(),
    banners: campaign.banners.map((banner) => shapeBanner(ctx, banner)),
  };
}

const campaignOrder = [asc(schema.campaigns.position), asc(schema.campaigns.createdAt), asc(schema.campaigns.id)];
const bannerOrder = [asc(schema.campaignBanners.position), asc(schema.campaignBanners.id)];

/** Every campaign, whatever its dates and switch, in order, each with its banners and where it stands now. */
export async function listAdminCampaigns(ctx: RequestContext) {
  const campaigns = await ctx.db.query.campaigns.findMany({ orderBy: campaignOrder, with: { banners: { orderBy: bannerOrder } } });
  const now = new Date();
  return campaigns.map((campaign) => shapeCampaign(ctx, campaign, now));
}

async function readCampaign(ctx: RequestContext, id: string) {
  const campaign = await ctx.db.query.campaigns.findFirst({
    where: eq(schema.campaigns.id, id),
    with: { banners: { orderBy: bannerOrder } },
  });
  if (!campaign) refuse(404, CAMPAIGN_NOT_FOUND);
  return campaign;
}

const campaignPlaces = (ctx: RequestContext) =>
  ctx.db
    .select({ id: schema.campaigns.id, position: schema.campaigns.position })
    .from(schema.campaigns)
    .orderBy(...campaignOrder);

const moveCampaign = (ctx: RequestContext) => (id: string, position: number) =>
  ctx.db.update(schema.campaigns).set({ position }).where(eq(schema.campaigns.id, id));

/** Audit values of a campaign: its dates as ISO text, the way the admin screens show them. */
const campaignAudit = (values: Partial<CampaignRecord>) =>
  Object.fromEntries(Object.entries(values).map(([key, value]) => [key, value instanceof Date ? value.toISOString() : value]));

/**
 * A new campaign, last in the order unless a position is given; public while on and within its dates (the web app draws
 * it once it has banners).
 */
export async function createCampaign(ctx: RequestContext, input: CampaignCreateInput) {
  const actorId = await actorOf(ctx);
  const { db } = ctx;
  const id = newId();
  const order = placeAt(await campaignPlaces(ctx), { id, position: -1 }, input.position);
  const values = {
    id,
    name: input.name,
    section: input.section,
    isActive: input.isActive ?? true,
    autoSlide: input.autoSlide ?? true,
    slideInterval: input.slideInterval ?? 4000,
    startsAt: input.startsAt ?? null,
    endsAt: input.endsAt ?? null,
    position: order.findIndex((row) => row.id === id),
  };
  await db.batch([
    db.insert(schema.campaigns).values(values),
    ...renumber(order, moveCampaign(ctx), id),
    auditEntry(db, { actorId, action: 'campaign.create', entity: 'campaign', entityId: id, after: campaignAudit(values) }),
  ]);
  return shapeCampaign(ctx, await readCampaign(ctx, id), new Date());
}

/** Changes a campaign: its dates are checked together with the stored ones (the end after the start). */
export async function updateCampaign(ctx: RequestContext, id: string, changes: CampaignUpdateInput) {
  const actorId = await actorOf(ctx);
  const { db } = ctx;
  const current = await readCampaign(ctx, id);
  const startsAt = changes.startsAt === undefined ? current.startsAt : changes.startsAt;
  const endsAt = changes.endsAt === undefined ? current.endsAt : changes.endsAt;
  if (startsAt && endsAt && endsAt <= startsAt) {
    refuse(400, CAMPAIGN_DATES_MESSAGE, changes.endsAt === undefined ? 'startsAt' : 'endsAt');
  }
  const { position, ...fields } = changes;
  const { banners: _banners, ...columns } = current;
  const edit = editInOrder(columns, fields, position === undefined ? undefined : { list: await campaignPlaces(ctx), position }, {
    columns: (set) => db.update(schema.campaigns).set(set).where(eq(schema.campaigns.id, id)),
    position: moveCampaign(ctx),
  });
  if (edit.changed.length > 0) {
    await db.batch([
      auditEntry(db, {
        actorId,
        action: 'campaign.update',
        entity: 'campaign',
        entityId: id,
        before: campaignAudit(edit.before),
        after: campaignAudit(edit.after),
      }),
      ...edit.writes,
    ]);
  }
  return { campaign: shapeCampaign(ctx, await readCampaign(ctx, id), new Date()), changed: edit.changed };
}

/** Deletes a campaign with its banners; their uploaded images go from the bucket first (see deleteBanner for why). */
export async function deleteCampaign(ctx: RequestContext, id: string) {
  const actorId = await actorOf(ctx);
  const { db, env } = ctx;
  const current = await readCampaign(ctx, id);
  const keys = [...new Set(current.banners.map((banner) => banner.imageUrl).filter((key) => isUploadOf(id, key)))];
  if (keys.length > 0) await env.MEDIA.delete(keys);
  const { banners, ...campaign } = current;
  await db.batch([
    db.delete(schema.campaigns).where(eq(schema.campaigns.id, id)),
    ...renumber(
      (await campaignPlaces(ctx)).filter((row) => row.id !== id),
      moveCampaign(ctx),
    ),
    auditEntry(db, {
      actorId,
      action: 'campaign.delete',
      entity: 'campaign',
      entityId: id,
      before: { ...campaignAudit(campaign), banners: banners.map((banner) => banner.title) },
    }),
  ]);
  return { id, name: current.name };
}

const moveBanner = (ctx: RequestContext) => (id: string, position: number) =>
  ctx.db.update(schema.campaignBanners).set({ position }).where(eq(schema.campaignBanners.id, id));

/** The audit values of a banner: what a visitor sees of it. */
const bannerAudit = (banner: Partial<BannerRecord>) => {
  const { campaignId: _campaign, ...seen } = banner;
  return seen;
};

/** Deletes an uploaded object of a campaign that none of its banners shows any more. */
async function releaseImage(ctx: RequestContext, campaignId: string, key: string) {
  if (!isUploadOf(campaignId, key)) return;
  const [stillShown] = await ctx.db
    .select({ id: schema.campaignBanners.id })
    .from(schema.campaignBanners)
    .where(and(eq(schema.campaignBanners.campaignId, campaignId), eq(schema.campaignBanners.imageUrl, key)))
    .limit(1);
  if (!stillShown) await ctx.env.MEDIA.delete(key);
}

/**
 * The banner image in a file, judged and stripped as an owner's photo is (worker/services/image-upload.ts) and stored
 * under the campaign's prefix by its content's hash. Nothing is stored unless every check passes.
 */
async function storeImage(ctx: RequestContext, campaignId: string, bytes: Uint8Array): Promise<string> {
  const upload = await prepareImageUpload(bytes, bannerPrefix(campaignId));
  await ctx.env.MEDIA.put(upload.key, upload.bytes, {
    httpMetadata: { contentType: upload.type, cacheControl: mediaCacheControl(upload.key) },
  });
  return upload.key;
}

/** Writes `writes`, taking the just-stored image out of the bucket again if they fail and no banner shows it. */
async function withImage(ctx: RequestContext, campaignId: string, key: string | undefined, write: () => Promise<unknown>) {
  try {
    await write();
  } catch (error) {
    if (key) await releaseImage(ctx, campaignId, key);
    throw error;
  }
}

/**
 * Adds a banner to a campaign: last unless a position is given, at most MAX_BANNERS_PER_CAMPAIGN. The image is judged
 * (`readFile`) only once the campaign is known to exist and to have room, so a refused upload costs no image walk.
 */
export async function addBanner(ctx: RequestContext, campaignId: string, input: BannerCreateInput, readFile: () => Promise<Uint8Array>) {
  const actorId = await actorOf(ctx);
  const { db } = ctx;
  const campaign = await readCampaign(ctx, campaignId);
  if (campaign.banners.length >= MAX_BANNERS_PER_CAMPAIGN) {
    refuse(400, `A campaign can have at most ${MAX_BANNERS_PER_CAMPAIGN} banners. Delete one to add another.`, UPLOAD_FIELD);
  }
  const key = await storeImage(ctx, campaignId, await readFile());
  const id = newId();
  const order = placeAt(campaign.banners.map(orderEntry), { id, position: -1 }, input.position);
  const values = {
    id,
    campaignId,
    title: input.title,
    description: input.description ?? null,
    link: input.link ?? null,
    imageUrl: key,
    position: order.findIndex((row) => row.id === id),
  };
  await withImage(ctx, campaignId, key, () =>
    db.batch([
      db.insert(schema.campaignBanners).values(values),
      ...renumber(order, moveBanner(ctx), id),
      auditEntry(db, { actorId, action: 'campaign.add-banner', entity: 'campaign', entityId: campaignId, after: bannerAudit(values) }),
    ]),
  );
  const after = await readCampaign(ctx, campaignId);
  return { banner: shapeBanner(ctx, bannerOf(after, id)), campaign: shapeCampaign(ctx, after, new Date()) };
}

function bannerOf(campaign: { banners: BannerRecord[] }, bannerId: string): BannerRecord {
  const banner = campaign.banners.find((row) => row.id === bannerId);
  if (!banner) refuse(404, BANNER_NOT_FOUND);
  return banner;
}

/**
 * Changes a banner's words, link or place, and (from a multipart form) its image. A new image replaces the old one,
 * whose object goes from the bucket once no banner of the campaign shows it.
 */
export async function updateBanner(
  ctx: RequestContext,
  campaignId: string,
  bannerId: string,
  changes: BannerChanges,
  readFile?: () => Promise<Uint8Array>,
) {
  const actorId = await actorOf(ctx);
  const { db } = ctx;
  const campaign = await readCampaign(ctx, campaignId);
  const banner = bannerOf(campaign, bannerId);
  if (!readFile && !Object.values(changes).some((value) => value !== undefined)) refuse(400, BANNER_NOTHING_TO_CHANGE);
  const key = readFile ? await storeImage(ctx, campaignId, await readFile()) : undefined;
  const { position, ...fields } = changes;
  const edit = editInOrder(
    banner,
    { ...fields, imageUrl: key },
    position === undefined ? undefined : { list: campaign.banners, position },
    {
      columns: (set) => db.update(schema.campaignBanners).set(set).where(eq(schema.campaignBanners.id, bannerId)),
      position: moveBanner(ctx),
    },
  );
  if (edit.changed.length > 0) {
    await withImage(ctx, campaignId, key === banner.imageUrl ? undefined : key, () =>
      db.batch([
        auditEntry(db, {
          actorId,
          action: 'campaign.update-banner',
          entity: 'campaign',
          entityId: campaignId,
          before: { id: bannerId, ...bannerAudit(edit.before) },
          after: { id: bannerId, ...bannerAudit(edit.after) },
        }),
        ...edit.writes,
      ]),
    );
    if ('imageUrl' in edit.after) await releaseImage(ctx, campaignId, banner.imageUrl);
  }
  const updated = await readCampaign(ctx, campaignId);
  return {
    banner: shapeBanner(ctx, bannerOf(updated, bannerId)),
    campaign: shapeCampaign(ctx, updated, new Date()),
    changed: edit.changed,
  };
}

/**
 * Deletes a banner; the others close up. Its uploaded image goes from the bucket first, unless another banner shows it:
 * should the rows then fail to change, deleting again finishes the job, where the other way round a failure would leave
 * the file public with no row to reach it by.
 */
export async function deleteBanner(ctx: RequestContext, campaignId: string, bannerId: string) {
  const actorId = await actorOf(ctx);
  const { db, env } = ctx;
  const campaign = await readCampaign(ctx, campaignId);
  const banner = bannerOf(campaign, bannerId);
  const rest = campaign.banners.filter((row) => row.id !== bannerId);
  if (isUploadOf(campaignId, banner.imageUrl) && !rest.some((row) => row.imageUrl === banner.imageUrl))
    await env.MEDIA.delete(banner.imageUrl);
  await db.batch([
    db.delete(schema.campaignBanners).where(eq(schema.campaignBanners.id, bannerId)),
    ...renumber(rest, moveBanner(ctx)),
    auditEntry(db, { actorId, action: 'campaign.remove-banner', entity: 'campaign', entityId: campaignId, before: bannerAudit(banner) }),
  ]);
  return shapeCampaign(ctx, await readCampaign(ctx, campaignId), new Date());
}

// ─────────────────────────────── quick links ───────────────────────────────

const QUICK_LINK_NOT_FOUND = 'Quick link not found';

const quickLinkColumns = {
  id: schema.quickLinks.id,
  title: schema.quickLinks.title,
  url: schema.quickLinks.url,
  isActive: schema.quickLinks.isActive,
  position: schema.quickLinks.position,
};

/** Every quick link, switched off ones too, in the footer's order. */
export const listAdminQuickLinks = (ctx: RequestContext) =>
  ctx.db.select(quickLinkColumns).from(schema.quickLinks).orderBy(asc(schema.quickLinks.position), asc(schema.quickLinks.id));

const moveQuickLink = (ctx: RequestContext) => (id: string, position: number) =>
  ctx.db.update(schema.quickLinks).set({ position }).where(eq(schema.quickLinks.id, id));

/** The footer keys its links by URL, and two links to one place say nothing more: one link per URL. */
async function refuseSameUrl(ctx: RequestContext, url: string, exceptId?: string) {
  const [other] = await ctx.db
    .select({ title: schema.quickLinks.title })
    .from(schema.quickLinks)
    .where(and(eq(schema.quickLinks.url, url), exceptId ? ne(schema.quickLinks.id, exceptId) : undefined))
    .limit(1);
  if (other) refuse(409, `There is already a quick link to ${url} (${other.title})`, 'url');
}

/** A new quick link, last in the footer unless a position is given; at most MAX_QUICK_LINKS. */
export async function createQuickLink(ctx: RequestContext, input: QuickLinkCreateInput) {
  const actorId = await actorOf(ctx);
  const { db } = ctx;
  const links = await listAdminQuickLinks(ctx);
  if (links.length >= MAX_QUICK_LINKS) refuse(400, `There can be at most ${MAX_QUICK_LINKS} quick links. Delete one to add another.`);
  await refuseSameUrl(ctx, input.url);
  const id = newId();
  const values = { id, title: input.title, url: input.url, isActive: input.isActive ?? true, position: -1 };
  const order = placeAt(links, values, input.position);
  values.position = order.findIndex((row) => row.id === id);
  await db.batch([
    db.insert(schema.quickLinks).values(values),
    ...renumber(order, moveQuickLink(ctx), id),
    auditEntry(db, { actorId, action: 'quick-link.create', entity: 'quick-link', entityId: id, after: values }),
  ]);
  return values;
}

/** Changes a quick link's title, URL, switch or place. */
export async function updateQuickLink(ctx: RequestContext, id: string, changes: QuickLinkUpdateInput) {
  const actorId = await actorOf(ctx);
  const { db } = ctx;
  const links = await listAdminQuickLinks(ctx);
  const current = links.find((link) => link.id === id);
  if (!current) refuse(404, QUICK_LINK_NOT_FOUND);
  const { position, ...fields } = changes;
  if (fields.url !== undefined && fields.url !== current.url) await refuseSameUrl(ctx, fields.url, id);
  const edit = editInOrder(current, fields, position === undefined ? undefined : { list: links, position }, {
    columns: (set) => db.update(schema.quickLinks).set(set).where(eq(schema.quickLinks.id, id)),
    position: moveQuickLink(ctx),
  });
  if (edit.changed.length > 0) {
    await db.batch([
      auditEntry(db, { actorId, action: 'quick-link.update', entity: 'quick-link', entityId: id, before: edit.before, after: edit.after }),
      ...edit.writes,
    ]);
  }
  const [updated] = await db.select(quickLinkColumns).from(schema.quickLinks).where(eq(schema.quickLinks.id, id)).limit(1);
  return { quickLink: updated ?? current, changed: edit.changed };
}

/** Deletes a quick link; the others close up. */
export async function deleteQuickLink(ctx: RequestContext, id: string) {
  const actorId = await actorOf(ctx);
  const { db } = ctx;
  const links = await listAdminQuickLinks(ctx);
  const current = links.find((link) => link.id === id);
  if (!current) refuse(404, QUICK_LINK_NOT_FOUND);
  await db.batch([
    db.delete(schema.quickLinks).where(eq(schema.quickLinks.id, id)),
    ...renumber(
      links.filter((link) => link.id !== id),
      moveQuickLink(ctx),
    ),
    auditEntry(db, { actorId, action: 'quick-link.delete', entity: 'quick-link', entityId: id, before: current }),
  ]);
  return { id, title: current.title };
}
