import { env } from 'cloudflare:test';
import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  bayesianScore,
  cardSql,
  FACET,
  isPublicBusiness,
  MAP_CELL,
  OPEN_TOKENS,
  mapCell,
  publicBusinessSql,
  publicBusinessWhere,
} from '../../worker/db/rules.ts';
import * as schema from '../../worker/db/schema.ts';
import { SEARCH_SOURCE_VIEW, SEARCH_TRIGGERS } from '../../worker/db/search-view.ts';
import { cardRecordSchema } from '../../worker/services/business-shape.ts';
import { addBusiness, addCategory, addLocation, addPincode, db } from './fixtures.ts';

/** Each rule is written once (worker/db/rules.ts); these tests hold the SQL, the view and the code to it. */

const normalise = (sql: string) => sql.replace(/\s+/g, ' ').replace(/;$/, '').trim();

const statuses = ['approved', 'pending', 'rejected'] as const;
const ids: Record<string, string> = {};

beforeAll(async () => {
  const category = await addCategory('Health & Fitness');
  await addPincode('560095', 12.93, 77.62);
  const location = await addLocation('HSR Layout', ['560095']);
  for (const status of statuses) {
    for (const isVerified of [true, false]) {
      ids[`${status}/${isVerified}`] = await addBusiness({
        name: `Gym ${status} ${isVerified}`,
        categoryId: category.id,
        locationId: location.id,
        pincode: '560095',
        status,
        isVerified,
        isFeatured: status === 'approved' && isVerified,
        rating: [4.3, 12],
        priceRange: 3,
        keywords: ['crossfit'],
        services: ['Personal training'],
        amenities: ['Parking'],
        hours: [
          [1, 360, 1320],
          [5, 1080, 1560],
        ],
      });
    }
  }
  await db.insert(schema.businessSpecialDays).values([
    { businessId: ids['approved/true'] as string, date: '2026-12-25', closed: true, opensAt: 0, closesAt: 0 },
    { businessId: ids['approved/true'] as string, date: '2026-12-31', closed: false, opensAt: 600, closesAt: 1560 },
  ]);
});

describe('the search view', () => {
  it('is exactly the view worker/db/search-view.ts builds from the rules', async () => {
    const row = await env.DB.prepare("SELECT sql FROM sqlite_master WHERE type = 'view' AND name = 'business_search_source'").first<{
      sql: string;
    }>();
    expect(normalise(row?.sql ?? '')).toBe(normalise(SEARCH_SOURCE_VIEW));
  });

  it('is kept in step by exactly the triggers worker/db/search-view.ts builds', async () => {
    for (const [name, sql] of Object.entries(SEARCH_TRIGGERS)) {
      const row = await env.DB.prepare("SELECT sql FROM sqlite_master WHERE type = 'trigger' AND name = ?")
        .bind(name)
        .first<{ sql: string }>();
      expect(normalise(row?.sql ?? ''), name).toBe(normalise(sql));
    }
  });

  it('gives public businesses, and only them, cards with exactly the keys and types of the TypeScript card record', async () => {
    const all = await env.DB.prepare(
      `SELECT b.id, ${cardSql('b')} AS card FROM businesses b WHERE b.id IN (${statuses.flatMap(() => ['?', '?']).join(', ')})`,
    )
      .bind(...Object.values(ids))
      .all<{ id: string; card: string | null }>();
    expect(all.results.filter((row) => row.card !== null).map((row) => row.id)).toEqual([ids['approved/true']]);
    const rows = await env.DB.prepare(`SELECT ${cardSql('b')} AS card FROM businesses b WHERE b.card_parts IS NOT NULL`).all<{
      card: string;
    }>();
    expect(rows.results.length).toBeGreaterThan(0);
    for (const { card } of rows.results) cardRecordSchema.parse(JSON.parse(card));
    const full = cardRecordSchema.parse(JSON.parse(rows.results[0]?.card ?? '{}'));
    expect(Object.keys(full).sort()).toEqual(Object.keys(cardRecordSchema.shape).sort());
    const card = rows.results.map(({ card: json }) => cardRecordSchema.parse(JSON.parse(json))).find((c) => c._id === ids['approved/true']);
    expect(card?.specialDays).toEqual([
      ['2026-12-25', 1, 0, 0],
      ['2026-12-31', 0, 600, 1560],
    ]);
    expect(card?.hours).toEqual([
      [1, 360, 1320],
      [5, 1080, 1560],
    ]);
  });
});

describe('what makes a business public', () => {
  it('is the same in TypeScript, in drizzle, in SQL and in the search view', async () => {
    const all = Object.values(ids);
    const rows = await db.select().from(schema.businesses).where(inArray(schema.businesses.id, all));
    const byCode = rows
      .filter(isPublicBusiness)
      .map((b) => b.id)
      .sort();
    const byDrizzle = (await db.select({ id: schema.businesses.id }).from(schema.businesses).where(publicBusinessWhere(schema.businesses)))
      .map((b) => b.id)
      .sort();
    const bySql = (await env.DB.prepare(`SELECT id FROM businesses b WHERE ${publicBusinessSql('b')}`).all<{ id: string }>()).results
      .map((b) => b.id)
      .sort();
    const inView = (await env.DB.prepare('SELECT business_id AS id FROM business_search_source').all<{ id: string }>()).results
      .map((b) => b.id)
      .sort();
    expect(byCode).toEqual([ids['approved/true']]);
    expect(byDrizzle).toEqual(byCode);
    expect(bySql).toEqual(byCode);
    expect(inView).toEqual(byCode);
  });

  it('follows a business that stops being public out of the index', async () => {
    const id = ids['approved/true'] as string;
    await db.update(schema.businesses).set({ status: 'pending' }).where(eq(schema.businesses.id, id));
    const indexed = await env.DB.prepare('SELECT count(*) AS n FROM business_search WHERE business_id = ?').bind(id).first<{ n: number }>();
    await db.update(schema.businesses).set({ status: 'approved' }).where(eq(schema.businesses.id, id));
    expect(indexed?.n).toBe(0);
  });
});

describe('facet tokens and the rating prior', () => {
  it('the view writes the tokens the queries look for, and the score the code computes', async () => {
    const row = await env.DB.prepare('SELECT facets, score FROM business_search_source WHERE business_id = ?')
      .bind(ids['approved/true'])
      .first<{ facets: string; score: number }>();
    const facets = (row?.facets ?? '').split(' ');
    expect(facets).toEqual(
      expect.arrayContaining([
        FACET.all,
        FACET.category('health-and-fitness'),
        FACET.location('hsr-layout'),
        FACET.pincode('560095'),
        FACET.featured,
        FACET.price(3),
        FACET.rating(4),
      ]),
    );
    expect(facets).not.toContain(FACET.rating(5));
    expect(row?.score).toBeCloseTo(bayesianScore(4.3, 12), 10);
  });

  it('gives every document as many facet tokens, with fillers where a facet does not apply', async () => {
    const bare = await addBusiness({ name: 'Bare Gym', categoryId: (await addCategory('Gyms')).id });
    const rows = await env.DB.prepare('SELECT business_id, facets FROM business_search_source WHERE business_id IN (?, ?)')
      .bind(bare, ids['approved/true'])
      .all<{ business_id: string; facets: string }>();
    const counts = rows.results.map((row) => row.facets.split(' ').length);
    expect(counts).toHaveLength(2);
    expect(counts[0]).toBe(counts[1]);
    const bareFacets = rows.results.find((row) => row.business_id === bare)?.facets.split(' ') ?? [];
    // Open around the clock (addBusiness's hours): two nodes a day, the day's first 32 half hours and its last 16; the
    // rest of the open-now tokens and the special opening's place are fillers.
    const openNodes = 7 * 2;
    expect(bareFacets.filter((token) => token.startsWith('open_'))).toHaveLength(openNodes);
    // Its owner stated none of the attributes (whom it serves, twice; pure veg; home visit; home delivery): five more
    // fillers. Its hours give it the rest: round the clock, at night, and each of the seven days.
    expect(bareFacets.filter((token) => token === FACET.none)).toHaveLength(3 + 5 + MAP_CELL.levels + OPEN_TOKENS - openNodes + 1 + 5);
    expect(bareFacets.filter((token) => /^(hrs|day)_/.test(token))).toEqual([
      'hrs_24',
      'hrs_night',
      'day_0',
      'day_1',
      'day_2',
      'day_3',
      'day_4',
      'day_5',
      'day_6',
    ]);
  });

  it('puts a business in the map cells the code computes, at every level', async () => {
    const points = [
      [12.9352, 77.6245],
      [12.971598, 77.594566],
      [13.0, 77.5],
      [12.8999999, 77.7000001],
    ] as const;
    const gyms = await addCategory('Mapped Gyms');
    for (const [latitude, longitude] of points) {
      const id = await addBusiness({ name: 'Mapped Gym', categoryId: gyms.id, latitude, longitude });
      const row = await env.DB.prepare('SELECT facets FROM business_search_source WHERE business_id = ?')
        .bind(id)
        .first<{ facets: string }>();
      const cells = Array.from({ length: MAP_CELL.levels }, (_, level) => {
        const { row: r, column } = mapCell(level, latitude, longitude);
        return FACET.cell(level, r, column);
      });
      expect(row?.facets.split(' ')).toEqual(expect.arrayContaining(cells));
    }
  });
});
