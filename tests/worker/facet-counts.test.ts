import { env, SELF } from 'cloudflare:test';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { countedFacetSql, FACET, facetTokensSql } from '../../worker/db/rules.ts';
import * as schema from '../../worker/db/schema.ts';
import { rebuildSearchIndex } from '../../worker/services/search/index-build.ts';
import { addBusiness, addCategory, addLocation, addPincode, db } from './fixtures.ts';

/**
 * search_facet_counts (migrations/0018_facet_counts.sql) says how many indexed businesses hold each facet token; tiles,
 * listings and totals read it instead of the index's vocabulary. These tests hold it to the documents themselves
 * through every kind of write that moves a document in or out of the index or changes its facets.
 */

/** Each counted token's documents, counted from the documents' own facets. */
async function countedFromDocuments(): Promise<Record<string, number>> {
  const rows = await env.DB.prepare(
    `SELECT t.value AS token, count(*) AS docs FROM business_search s, ${facetTokensSql('s.counted_facets')} t
     WHERE ${countedFacetSql('t.value')} GROUP BY t.value`,
  ).all<{ token: string; docs: number }>();
  return Object.fromEntries(rows.results.map((row) => [row.token, row.docs]));
}

async function kept(): Promise<Record<string, number>> {
  const rows = await env.DB.prepare('SELECT token, docs FROM search_facet_counts WHERE docs <> 0').all<{ token: string; docs: number }>();
  return Object.fromEntries(rows.results.map((row) => [row.token, row.docs]));
}

async function expectInStep(): Promise<Record<string, number>> {
  const counts = await kept();
  expect(counts).toEqual(await countedFromDocuments());
  return counts;
}

describe('search_facet_counts', () => {
  it('follows every write that adds, changes or removes an indexed business, and a rebuild', async () => {
    const salons = await addCategory('Counted Salons');
    const spas = await addCategory('Counted Spas');
    await addPincode('560034', 12.93, 77.62);
    const koramangala = await addLocation('Counted Koramangala', ['560034']);
    const cat = FACET.category(salons.slug);
    const loc = FACET.location(koramangala.slug);

    const first = await addBusiness({ name: 'First Cut', categoryId: salons.id, locationId: koramangala.id, pincode: '560034' });
    const pending = await addBusiness({ name: 'Waiting Cut', categoryId: salons.id, pincode: '560034', status: 'pending' });
    let counts = await expectInStep();
    expect(counts[cat]).toBe(1);
    expect(counts[FACET.pincode('560034')]).toBe(1);

    await db.update(schema.businesses).set({ status: 'approved' }).where(eq(schema.businesses.id, pending));
    counts = await expectInStep();
    expect(counts[cat]).toBe(2);

    await db
      .update(schema.businesses)
      .set({ categoryId: spas.id, ratingAverage: 4.6, ratingCount: 9 })
      .where(eq(schema.businesses.id, first));
    counts = await expectInStep();
    expect(counts[cat]).toBe(1);
    expect(counts[FACET.category(spas.slug)]).toBe(1);
    expect(counts[FACET.rating(4)]).toBeGreaterThanOrEqual(1);

    // A business's lists re-index it: keywords (on its row) leave the counts alone, hours (business_search_refresh) move its blocks.
    await db
      .update(schema.businesses)
      .set({ keywords: ['threading'] })
      .where(eq(schema.businesses.id, first));
    await db.delete(schema.businessHours).where(eq(schema.businessHours.businessId, first));
    await db.insert(schema.businessHours).values({ businessId: first, dayOfWeek: 1, opensAt: 600, closesAt: 700 });
    await expectInStep();

    await db.update(schema.businesses).set({ isFeatured: true, featuredAt: new Date() }).where(eq(schema.businesses.id, first));
    counts = await expectInStep();
    expect(counts[FACET.featured]).toBeGreaterThanOrEqual(1);

    await db.update(schema.businesses).set({ isVerified: false }).where(eq(schema.businesses.id, first));
    counts = await expectInStep();
    expect(counts[loc]).toBeUndefined();

    await db.delete(schema.businesses).where(eq(schema.businesses.id, pending));
    counts = await expectInStep();
    expect(counts[cat]).toBeUndefined();

    // Category tiles say what the table says.
    const tiles = (await (await SELF.fetch('http://localhost/api/business/categories')).json()) as {
      data: { categories: { slug: string; count: number }[] };
    };
    expect(tiles.data.categories.find((tile) => tile.slug === salons.slug)?.count).toBe(0);

    await env.DB.prepare("UPDATE search_facet_counts SET docs = docs + 5 WHERE token = 'all'").run();
    await rebuildSearchIndex(env.DB);
    await expectInStep();
  });

  it('keeps no map cell and no filler', async () => {
    await addBusiness({ name: 'Mapped Cut', categoryId: (await addCategory('Mapped Salons')).id, latitude: 12.93, longitude: 77.62 });
    const stray = await env.DB.prepare(`SELECT count(*) AS n FROM search_facet_counts WHERE NOT (${countedFacetSql('token')})`).first<{
      n: number;
    }>();
    expect(stray?.n).toBe(0);
    expect((await kept())[FACET.all]).toBeGreaterThan(0);
  });
});
