/**
 * Search quality as residents meet it (README, "Search quality"): each judged query (queries.ts) is searched through
 * the one box exactly as the API answers it, in this process against a local state folder, and its first three results
 * are judged: the right category, in the place asked for (or among the nearest the answer says it widened to), and
 * carrying what was asked for. Precision of the top 3 is the share of those shown that are right; an empty answer
 * scores 0.
 */
import { inArray, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/d1';
import { ATTRIBUTE_FACET, attributeTokensSql } from '../../worker/db/rules.ts';
import * as schema from '../../worker/db/schema.ts';
import { isPriceAttribute, PRICE_ATTRIBUTES, type Attribute } from '../../worker/contracts/attributes.ts';
import { searchQuerySchema } from '../../worker/contracts/business.ts';
import type { Bindings } from '../../worker/env.ts';
import { searchBusinesses } from '../../worker/services/search/answer.ts';
import { JUDGED_QUERIES, type JudgedQuery, type QueryKind } from './queries.ts';

const TOP = 3;

interface Facts {
  category: string;
  location: string | null;
  pincode: string | null;
  priceRange: number;
  tokens: Set<string>;
}

export interface Judged {
  query: JudgedQuery;
  /** Of the first TOP shown, how many are right; and how many were shown. */
  right: number;
  shown: number;
  precision: number;
  /** Why each wrong one is wrong ('category', 'place', 'attribute'), and what the search corrected or left out. */
  misses: string[];
}

export interface QualityReport {
  judged: Judged[];
  byKind: Record<QueryKind, { queries: number; precision: number }>;
  overall: number;
}

function holds(facts: Facts, attribute: Attribute): boolean {
  return isPriceAttribute(attribute)
    ? (PRICE_ATTRIBUTES[attribute] as readonly number[]).includes(facts.priceRange)
    : facts.tokens.has(ATTRIBUTE_FACET[attribute]);
}

export async function measureQuality(env: Bindings, queries: readonly JudgedQuery[] = JUDGED_QUERIES): Promise<QualityReport> {
  const db = drizzle(env.DB, { schema });
  const ctx = { db, mediaBase: 'http://localhost/media', readsAnyReplica: false, env };
  const judged: Judged[] = [];
  for (const query of queries) {
    const answer = await searchBusinesses(ctx, searchQuerySchema.parse({ q: query.q }));
    const widenedFrom = answer.businesses.length - (answer.understood.widened?.count ?? 0);
    const top = answer.businesses.slice(0, TOP);
    const facts = new Map<string, Facts>();
    if (top.length > 0) {
      const rows = await db
        .select({
          id: schema.businesses.id,
          category: schema.categories.slug,
          location: schema.locations.slug,
          pincode: schema.businesses.pincode,
          priceRange: schema.businesses.priceRange,
          tokens: sql<string>`${sql.raw(attributeTokensSql('businesses'))}`,
        })
        .from(schema.businesses)
        .innerJoin(schema.categories, sql`${schema.categories.id} = ${schema.businesses.categoryId}`)
        .leftJoin(schema.locations, sql`${schema.locations.id} = ${schema.businesses.locationId}`)
        .where(
          inArray(
            schema.businesses.id,
            top.map((business) => business._id),
          ),
        );
      for (const row of rows) facts.set(row.id, { ...row, tokens: new Set(row.tokens.trim().split(/\s+/)) });
    }
    const misses: string[] = [];
    let right = 0;
    top.forEach((business, n) => {
      const fact = facts.get(business._id);
      const wrong: string[] = [];
      if (!fact || !query.categories.includes(fact.category)) wrong.push(`category ${fact?.category ?? '?'}`);
      // A card the answer says it widened to is near the place, and says how near.
      const inPlace = !query.place || n >= widenedFrom || fact?.location === query.place || fact?.pincode === query.place;
      if (!inPlace) wrong.push(`place ${fact?.location ?? fact?.pincode ?? '?'}`);
      for (const attribute of query.attributes ?? []) if (!fact || !holds(fact, attribute)) wrong.push(`not ${attribute}`);
      if (wrong.length === 0) right++;
      else misses.push(`${business.name}: ${wrong.join(', ')}`);
    });
    const { corrected, unmatched } = answer.understood;
    for (const correction of corrected ?? []) misses.push(`read “${correction.typed}” as ${correction.read} (${correction.by})`);
    if (unmatched) misses.push(`left out “${unmatched}”`);
    judged.push({ query, right, shown: top.length, precision: top.length === 0 ? 0 : right / top.length, misses });
  }
  const kinds = [...new Set(queries.map((query) => query.kind))];
  const mean = (list: Judged[]) => list.reduce((sum, one) => sum + one.precision, 0) / Math.max(1, list.length);
  const byKind = Object.fromEntries(
    kinds.map((kind) => {
      const ofKind = judged.filter((one) => one.query.kind === kind);
      return [kind, { queries: ofKind.length, precision: mean(ofKind) }];
    }),
  ) as QualityReport['byKind'];
  return { judged, byKind, overall: mean(judged) };
}
