import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { type LocationCreateInput, type LocationUpdateInput } from '../../contracts/admin-localities.ts';
import { SITE } from '../../contracts/site.ts';
import { FACET_SQL } from '../../db/rules.ts';
import * as schema from '../../db/schema.ts';
import { ApiError } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import { auditEntry } from '../audit.ts';
import type { RequestContext } from '../../env.ts';
import { actorOf, differences, listingCount, refuse, refuseTaken, sameValue, slugFor, uniquely, type Writes } from './catalogue-rules.ts';
import { LOCATION_COLUMNS, locationFields, type LocationColumns } from '../catalogue-rows.ts';

/*
 * docs/product.md §3.24, the localities (locations in the API) and the pincodes each covers, as admins edit them: each
 * write one batch with its one audit entry; a business follows its pincode's locality.
 */

const LOCATION_NOT_FOUND = 'Location not found';

interface LocationRow extends LocationColumns {
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
      `SELECT ${LOCATION_COLUMNS},
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
    ...locationFields(row, ctx.mediaBase),
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
    nameKn: input.nameKn ?? null,
    nameHi: input.nameHi ?? null,
    descriptionKn: input.descriptionKn ?? null,
    descriptionHi: input.descriptionHi ?? null,
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
      nameKn: schema.locations.nameKn,
      nameHi: schema.locations.nameHi,
      descriptionKn: schema.locations.descriptionKn,
      descriptionHi: schema.locations.descriptionHi,
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
export async function updateLocation(ctx: RequestContext, { id, changes }: { id: string; changes: LocationUpdateInput }) {
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
    nameKn: changes.nameKn,
    nameHi: changes.nameHi,
    descriptionKn: changes.descriptionKn,
    descriptionHi: changes.descriptionHi,
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
export async function deleteLocation(ctx: RequestContext, { id }: { id: string }) {
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
