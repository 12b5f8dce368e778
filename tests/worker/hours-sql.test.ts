import { env } from 'cloudflare:test';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { isOpenAt, localMoment, type LocalMoment, type Period, type SpecialDay } from '../../worker/contracts/hours.ts';
import { FACET, OPEN_TOKENS, OPEN_TREE, openNowFacet } from '../../worker/db/rules.ts';
import { openNowParams, openNowSql, specialDayRows, specialDaysFromRows, type SpecialDayRow } from '../../worker/services/hours.ts';
import { addBusiness, addCategory } from './fixtures.ts';
import { minuteOfDay, period, span } from './support/hours-arbitraries.ts';

/**
 * Open-now in SQL (worker/services/hours.ts) answers as isOpenAt (worker/contracts/hours.ts) does, special days
 * included, for random weekly hours, special days and moments; and the search index's open-now tokens
 * (worker/db/rules.ts, openTokensSql) hold a business for exactly the half hours in which it is open at some moment.
 * Both tables come from the migrations that tests/worker/setup.ts applies.
 */

const SEED = 20261121;
const RUNS = 300;
const PROPERTY_TIMEOUT = 60_000;

const businesses: string[] = [];

beforeAll(async () => {
  const { id: categoryId } = await addCategory('Clinics');
  businesses.push(
    await addBusiness({ name: 'Night Owl Clinic', categoryId }),
    await addBusiness({ name: 'Next Door Pharmacy', categoryId }),
  );
});

// ───────────────────────────── arbitraries ─────────────────────────────

/** Any periods the table's checks allow (overlaps included: both sides take the union); one per day and opening time. */
const periods = fc.uniqueArray(period, { maxLength: 14, selector: ([day, opensAt]) => `${day}:${opensAt}` });

// Moments fall on 2026-11-15 … 2026-11-23; special days on the dates around them, so they often hit today or yesterday.
const FIRST_DAY = Date.UTC(2026, 10, 15);
const DAY_MS = 86_400_000;
const dateOf = (offset: number) => new Date(FIRST_DAY + offset * DAY_MS).toISOString().slice(0, 10);

const specialDays = fc.uniqueArray(
  fc
    .tuple(
      fc.integer({ min: -1, max: 9 }).map(dateOf),
      fc.option(fc.uniqueArray(span, { minLength: 1, maxLength: 4, selector: ([opensAt]) => opensAt }), { freq: 3 }),
    )
    .map(([date, spans]): SpecialDay => (spans ? { date, closed: false, periods: spans } : { date, closed: true })),
  { maxLength: 6, selector: (day) => day.date },
);

/** A wall-clock moment in Bengaluru (UTC+5:30), read back through localMoment as the Worker does. */
const moment = fc
  .tuple(fc.integer({ min: 0, max: 8 }), minuteOfDay)
  .map(([offset, minute]) => localMoment(new Date(FIRST_DAY + offset * DAY_MS + (minute - 330) * 60_000)));

// ───────────────────────────── helpers ─────────────────────────────

interface Hours {
  periods: readonly Period[];
  specialDays: readonly SpecialDay[];
}

function replaceHours(businessId: string, hours: Hours): D1PreparedStatement[] {
  return [
    env.DB.prepare('DELETE FROM business_hours WHERE business_id = ?').bind(businessId),
    env.DB.prepare('DELETE FROM business_special_days WHERE business_id = ?').bind(businessId),
    ...hours.periods.map((period) =>
      env.DB.prepare('INSERT INTO business_hours (business_id, day_of_week, opens_at, closes_at) VALUES (?, ?, ?, ?)').bind(
        businessId,
        ...period,
      ),
    ),
    ...hours.specialDays
      .flatMap(specialDayRows)
      .map((row) =>
        env.DB.prepare('INSERT INTO business_special_days (business_id, date, closed, opens_at, closes_at) VALUES (?, ?, ?, ?, ?)').bind(
          businessId,
          row.date,
          row.closed ? 1 : 0,
          row.opensAt,
          row.closesAt,
        ),
      ),
  ];
}

const OPEN_NOW = `SELECT ${openNowSql('b.id')} AS open FROM businesses b WHERE b.id = ?`;
const openNow = (businessId: string, at: LocalMoment) => env.DB.prepare(OPEN_NOW).bind(...openNowParams(at), businessId);

const normalised = (days: readonly SpecialDay[]) =>
  [...days]
    .sort((a, b) => a.date.localeCompare(b.date))
    .map((day) => (day.closed ? day : { ...day, periods: [...day.periods].sort((a, b) => a[0] - b[0]) }));

// ───────────────────────────── tests ─────────────────────────────

describe('open now in SQL', () => {
  it(
    'answers as isOpenAt for random weekly hours, special days and moments, business by business',
    async () => {
      const hours = fc.record({ periods, specialDays });
      await fc.assert(
        fc.asyncProperty(fc.tuple(hours, hours), fc.array(moment, { minLength: 1, maxLength: 16 }), async (both, moments) => {
          const writes = businesses.flatMap((businessId, index) => replaceHours(businessId, both[index] as Hours));
          const asked = businesses.flatMap((businessId, index) => moments.map((at) => ({ businessId, at, hours: both[index] as Hours })));
          // One batch (one transaction, in order) writes the hours and then asks about every moment.
          const answers = (
            await env.DB.batch<{ open: number }>([...writes, ...asked.map(({ businessId, at }) => openNow(businessId, at))])
          ).slice(writes.length);
          asked.forEach(({ at, hours: { periods, specialDays } }, index) => {
            expect(answers[index]?.results[0]?.open === 1, JSON.stringify(at)).toBe(isOpenAt(periods, at, specialDays));
          });
        }),
        { seed: SEED, numRuns: RUNS },
      );
    },
    PROPERTY_TIMEOUT,
  );

  it(
    'stores special days as rows and reads the same days back',
    async () => {
      const [businessId] = businesses as [string];
      await fc.assert(
        fc.asyncProperty(specialDays, async (days) => {
          await env.DB.batch(replaceHours(businessId, { periods: [], specialDays: days }));
          const { results } = await env.DB.prepare(
            'SELECT date, closed, opens_at AS opensAt, closes_at AS closesAt FROM business_special_days WHERE business_id = ?',
          )
            .bind(businessId)
            .all<Omit<SpecialDayRow, 'closed'> & { closed: number }>();
          const rows = results.map((row) => ({ ...row, closed: row.closed === 1 }));
          expect(specialDaysFromRows(rows)).toEqual(normalised(days));
        }),
        { seed: SEED, numRuns: RUNS / 2 },
      );
    },
    PROPERTY_TIMEOUT,
  );

  it(
    "puts a business in the index's open-now nodes of a half hour exactly when it is open at some moment of it",
    async () => {
      const [businessId] = businesses as [string];
      const facetsAfter = async (hours: Hours) => {
        const facetsOf = env.DB.prepare('SELECT facets FROM business_search_source WHERE business_id = ?').bind(businessId);
        const results = await env.DB.batch<{ facets: string }>([...replaceHours(businessId, hours), facetsOf]);
        return (results.at(-1)?.results[0]?.facets ?? '').split(' ');
      };
      // Without hours a document holds only fillers where the nodes go: every document is that long while its nodes fit.
      const length = (await facetsAfter({ periods: [], specialDays: [] })).length;
      await fc.assert(
        fc.asyncProperty(periods, specialDays, fc.array(moment, { minLength: 1, maxLength: 16 }), async (weekly, special, moments) => {
          const facets = await facetsAfter({ periods: weekly, specialDays: special });
          const nodes = new Set(facets.filter((token) => token.startsWith('open_') && token !== FACET.openSpecial));
          expect(facets.length, JSON.stringify(weekly)).toBe(length + Math.max(0, nodes.size - OPEN_TOKENS));
          expect(facets.includes(FACET.openSpecial)).toBe(special.some((day) => !day.closed));
          for (const at of moments) {
            const asked = openNowFacet(at).slice(1, -1).split(' OR ');
            const start = at.minute - (at.minute % OPEN_TREE.slotMinutes);
            const minutes = Array.from({ length: OPEN_TREE.slotMinutes }, (_, minute) => ({ ...at, minute: start + minute }));
            expect(
              asked.some((token) => nodes.has(token)),
              JSON.stringify({ weekly, at }),
            ).toBe(minutes.some((minute) => isOpenAt(weekly, minute)));
          }
        }),
        { seed: SEED, numRuns: RUNS },
      );
    },
    PROPERTY_TIMEOUT,
  );

  it('reaches both tables through their primary keys only, never scanning them', async () => {
    const at = localMoment(new Date('2026-11-20T20:00:00Z'));
    const { results } = await env.DB.prepare(`EXPLAIN QUERY PLAN SELECT b.id FROM businesses b WHERE ${openNowSql('b.id')}`)
      .bind(...openNowParams(at))
      .all<{ detail: string }>();
    const probes = results.map((row) => row.detail).filter((detail) => /^(SEARCH|SCAN) [hs]\b/.test(detail));
    expect(probes).toHaveLength(6);
    for (const probe of probes) {
      expect(probe).toMatch(
        /^SEARCH [hs] USING (PRIMARY KEY|(COVERING )?INDEX sqlite_autoindex_business_(hours|special_days)_1) \(business_id=\? AND (day_of_week|date)=\?/,
      );
    }
  });
});
