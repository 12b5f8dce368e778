/**
 * Search quality at city size (docs/decisions/019): for a sample of searches, the page the fixed-cost search gives
 * against the page a full scan of every match gives in the same documented order. Run on the bench's own city, so
 * at 1,000,000 businesses it answers whether reading only a page still finds the right page.
 */
import type { D1Database } from '@cloudflare/workers-types';
import { drizzle } from 'drizzle-orm/d1';
import { FACET, listedHour } from '../../worker/db/rules.ts';
import * as schema from '../../worker/db/schema.ts';
import { meterD1, type D1Usage } from '../../worker/http/d1-meter.ts';
import { findBusinesses } from '../../worker/services/search/find.ts';
import { TOTAL_CAP } from '../../worker/services/search/plan.ts';
import { candidatesSql, type Candidate } from '../../worker/services/search/run/scan.ts';
import type { Criteria } from '../../worker/services/search/interpret.ts';
import { distanceKm, type Point } from '../../worker/contracts/geo.ts';
import { groupExpression, HEADLINE_COLUMNS, matchExpression, queryWords, termGroups } from '../../worker/services/search/query.ts';
import { withLocalBindings } from '../lib/local.ts';

export interface QualityCheck {
  name: string;
  page: number;
  /** Every match the full scan read. */
  matches: number;
  /** Rows the fixed-cost search read. */
  rowsRead: number;
  equal: boolean;
  /** For a check repeated from many points: how many, and the mean rows read (rowsRead is then the most). */
  spread?: { points: number; meanRows: number };
}

export interface QualityInputs {
  keywords: string[];
  categorySlug: string;
  pincode: string;
  origin: Point;
}

const LIMIT = 10;

/** Best rated as documented (docs/product.md §3.3): the score to 1/10,000, more reviews, the newer listing. */
const bestRated = (a: Candidate, b: Candidate) =>
  Math.round(b.score * 10000) - Math.round(a.score * 10000) || b.rating_count - a.rating_count || b.rowid - a.rowid;

const orders = {
  relevance: (a: Candidate, b: Candidate) => a.rank - b.rank || bestRated(a, b),
  rating: bestRated,
  newest: (a: Candidate, b: Candidate) => listedHour(b.created_at) - listedHour(a.created_at) || bestRated(a, b),
  reviews: (a: Candidate, b: Candidate) => b.rating_count - a.rating_count || bestRated(a, b),
  distance: (origin: Point) => {
    const km = (c: Candidate) =>
      c.latitude != null && c.longitude != null ? distanceKm(origin, { latitude: c.latitude, longitude: c.longitude }) : Infinity;
    return (a: Candidate, b: Candidate) => km(a) - km(b) || b.score - a.score;
  },
};

/** Points nearest-first searches are checked from: Bengaluru and a few kilometres round it, the same every run. */
const SPREAD_POINTS = 20;

function spreadPoints(count: number): Point[] {
  let seed = 7;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  return Array.from({ length: count }, () => ({ latitude: 12.85 + next() * 0.25, longitude: 77.45 + next() * 0.3 }));
}

export function checkSearchQuality(stateDir: string, inputs: QualityInputs): Promise<QualityCheck[]> {
  return withLocalBindings(stateDir, async (env) => {
    const db: D1Database = env.DB;
    const everyMatch = async (expression: string) => (await db.prepare(candidatesSql(false)).bind(expression).all<Candidate>()).results;
    const check = async (
      name: string,
      criteria: Criteria,
      expression: string,
      order: (a: Candidate, b: Candidate) => number,
      page: number,
    ): Promise<QualityCheck> => {
      const usage: D1Usage = { rowsRead: 0, queries: 0, unmetered: 0, durationMs: 0, calls: 0 };
      const found = await findBusinesses(drizzle(meterD1(db, usage), { schema }), criteria, page, LIMIT, {
        mediaBase: 'http://localhost/media',
      });
      const all = (await everyMatch(expression)).sort(order);
      const expected = all.slice((page - 1) * LIMIT, page * LIMIT).map((c) => c.business_id);
      const equal = JSON.stringify(found.businesses.map((b) => b._id)) === JSON.stringify(expected);
      return { name, page, matches: all.length, rowsRead: usage.rowsRead, equal };
    };
    const words = (keyword: string) => termGroups(queryWords(keyword)).map((group) => groupExpression(group, []));

    const checks: QualityCheck[] = [];
    for (const keyword of inputs.keywords) {
      const text = matchExpression(words(keyword), []);
      // Past 1,000 matches one word is broad: headline matches first, each part best rated first (decision 019).
      const all = await everyMatch(text);
      const headline = new Set((await everyMatch(`${HEADLINE_COLUMNS} : (${words(keyword).join(' AND ')})`)).map((c) => c.business_id));
      const relevance =
        all.length > TOTAL_CAP
          ? (a: Candidate, b: Candidate) => Number(headline.has(b.business_id)) - Number(headline.has(a.business_id)) || bestRated(a, b)
          : orders.relevance;
      for (const page of [1, 5]) {
        checks.push(await check(`q=${keyword}`, { text: keyword, sort: 'relevance' }, text, relevance, page));
        checks.push(await check(`q=${keyword}, best rated`, { text: keyword, sort: 'rating' }, text, orders.rating, page));
        checks.push(
          await check(
            `q=${keyword}, nearest`,
            { text: keyword, sort: 'distance', origin: inputs.origin },
            text,
            orders.distance(inputs.origin),
            page,
          ),
        );
      }
    }
    // Nearest from points spread over the city and past its edge, in busy streets, empty parks and the outskirts:
    // what a ring costs depends on how the matches lie around it (worker/services/search/run/nearest.ts).
    for (const keyword of inputs.keywords.slice(0, 1)) {
      const text = matchExpression(words(keyword), []);
      const all = await everyMatch(text);
      for (const page of [1, 5]) {
        const rows: number[] = [];
        let equal = true;
        for (const origin of spreadPoints(SPREAD_POINTS)) {
          const usage: D1Usage = { rowsRead: 0, queries: 0, unmetered: 0, durationMs: 0, calls: 0 };
          const criteria: Criteria = { text: keyword, sort: 'distance', origin };
          const found = await findBusinesses(drizzle(meterD1(db, usage), { schema }), criteria, page, LIMIT, {
            mediaBase: 'http://localhost/media',
          });
          const expected = [...all].sort(orders.distance(origin)).slice((page - 1) * LIMIT, page * LIMIT);
          equal &&= JSON.stringify(found.businesses.map((b) => b._id)) === JSON.stringify(expected.map((c) => c.business_id));
          rows.push(usage.rowsRead);
        }
        checks.push({
          name: `q=${keyword}, nearest from points across the city`,
          page,
          matches: all.length,
          rowsRead: Math.max(...rows),
          equal,
          spread: { points: rows.length, meanRows: Math.round(rows.reduce((sum, n) => sum + n, 0) / rows.length) },
        });
      }
    }
    // A word in a pincode: broad when both the word and the pincode hold more than 1,000 businesses (decision 019).
    const [keyword] = inputs.keywords;
    if (keyword) {
      const pincode = FACET.pincode(inputs.pincode);
      const text = matchExpression(words(keyword), [pincode]);
      const holding = (await everyMatch(matchExpression(words(keyword), []))).length;
      const inPincode = await db.prepare('SELECT docs FROM search_facet_counts WHERE token = ?').bind(pincode).first<{ docs: number }>();
      const headline = new Set(
        (await everyMatch(`${HEADLINE_COLUMNS} : (${words(keyword).join(' AND ')}) AND facets : ${pincode}`)).map((c) => c.business_id),
      );
      const relevance =
        holding > TOTAL_CAP && (inPincode?.docs ?? 0) > TOTAL_CAP
          ? (a: Candidate, b: Candidate) => Number(headline.has(b.business_id)) - Number(headline.has(a.business_id)) || bestRated(a, b)
          : orders.relevance;
      for (const page of [1, 3]) {
        const criteria: Criteria = { text: keyword, pincode: inputs.pincode, sort: 'relevance' };
        checks.push(await check(`q=${keyword} in ${inputs.pincode}`, criteria, text, relevance, page));
      }
      // Newest and most reviewed, read bucket by bucket: the word alone and in the pincode.
      for (const [sort, order] of [
        ['newest', orders.newest],
        ['reviews', orders.reviews],
      ] as const) {
        for (const page of [1, 5]) {
          const alone = matchExpression(words(keyword), []);
          checks.push(await check(`q=${keyword}, ${sort}`, { text: keyword, sort }, alone, order, page));
          checks.push(
            await check(`q=${keyword} in ${inputs.pincode}, ${sort}`, { text: keyword, pincode: inputs.pincode, sort }, text, order, page),
          );
        }
      }
    }
    const filters = matchExpression([], [FACET.category(inputs.categorySlug), FACET.pincode(inputs.pincode)]);
    checks.push(
      await check(
        `category=${inputs.categorySlug} in ${inputs.pincode}`,
        { category: inputs.categorySlug, pincode: inputs.pincode, sort: 'relevance' },
        filters,
        orders.rating,
        1,
      ),
    );
    return checks;
  });
}
