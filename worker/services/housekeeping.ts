import { inArray, isNotNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/d1';
import type { SQLiteColumn, SQLiteTable } from 'drizzle-orm/sqlite-core';
import * as schema from '../db/schema.ts';
import type { Bindings, Database } from '../env.ts';
import { eventHour } from './analytics.ts';
import { DUE_MAIL_DELIVERED_DIRECTLY, retryDueMail } from './mail-outbox.ts';
import { RATE_RULES } from './rate-limit.ts';
import { logLine } from '../lib/log.ts';

const DAY_MS = 86_400_000;

/**
 * Ended sessions (expired or signed out) stay this long before they are deleted, so that "why was I signed out?"
 * can still be answered from the table for a few days.
 */
export const ENDED_SESSION_DAYS = 3;

/**
 * How long outbox rows are kept. In development they hold whole messages (codes included), which local work needs
 * for a week at most; elsewhere they hold only delivery bookkeeping (worker/services/mail.ts), kept for a month of
 * "did my mail go out?" questions.
 */
function outboxRetentionDays(env: Bindings): number {
  return env.ENVIRONMENT === 'development' ? 7 : 30;
}

/**
 * How long analytics marks are kept, in hours. A mark decides only whether another event of its own hour counts
 * (docs/product.md §3.23 Analytics); the day's counts live in business_daily_stats. A little over a day of them answers
 * "was that counted?" while the question is fresh.
 */
export const EVENT_MARK_HOURS = 26;

/** A rate-limit row whose window started longer ago than the longest rule's window has ended, whatever its rule. */
const LONGEST_RATE_WINDOW_MS = Math.max(...Object.values(RATE_RULES).map((rule) => rule.windowSeconds)) * 1000;

/**
 * Each statement deletes at most `batchSize` rows, and each kind of row gets at most `maxBatches` statements per run:
 * 6 statements × 7 = 42 D1 queries, one that ends featuring (endFeaturing), and the due mail's (one read, and without
 * the events queue two queries for each of DUE_MAIL_DELIVERED_DIRECTLY mails): at most 48, inside the 50 one Worker
 * invocation may make on the Free plan, each one short.
 * What a run leaves behind, the next hourly run takes (wrangler.toml [triggers]).
 */
const PRUNE_LIMITS = { batchSize: 1000, maxBatches: 7 };
/** The most queries one run makes (tests/worker/housekeeping.test.ts holds it within 50). */
export const HOUSEKEEPING_MAX_QUERIES = 6 * PRUNE_LIMITS.maxBatches + 1 + 1 + 2 * DUE_MAIL_DELIVERED_DIRECTLY;

export interface HousekeepingOptions {
  /** The moment the run counts from (the Cron Trigger's scheduled time). */
  now: number;
  batchSize?: number;
  maxBatches?: number;
}

export interface Pruned {
  verificationCodes: number;
  sessions: number;
  rateLimits: number;
  outbox: number;
  eventMarks: number;
  /** Listings whose featuring reached its end (issue 13), no longer featured. */
  featuringEnded: number;
}

/** Rows to delete: those of `table` that match `where`, picked by their primary `key` (its columns, for a composite one). */
interface Prunable {
  table: SQLiteTable;
  key: SQLiteColumn | readonly SQLiteColumn[];
  where: SQL | undefined;
}

/** `key IN (the keys of at most `limit` rows matching `where`)`, a row value for a composite key. */
function pickedKeys(db: Database, { table, key, where }: Prunable, limit: number): SQL {
  if (!Array.isArray(key))
    return inArray(
      key as SQLiteColumn,
      db
        .select({ key: key as SQLiteColumn })
        .from(table)
        .where(where)
        .limit(limit),
    );
  const columns = key as readonly SQLiteColumn[];
  const picked = db
    .select(Object.fromEntries(columns.map((column, n) => [`k${n}`, column])))
    .from(table)
    .where(where)
    .limit(limit);
  return sql`(${sql.join([...columns], sql`, `)}) IN ${picked}`;
}

/**
 * Deletes the rows of `table` that match `where`, at most `batchSize` per statement (D1's SQLite has no
 * DELETE … LIMIT, so each statement deletes the keys a limited SELECT picks), again while a statement fills its
 * batch, up to `maxBatches` statements. Answers how many rows went.
 */
async function deleteInBatches(
  db: Database,
  rows: Prunable,
  { batchSize, maxBatches }: { batchSize: number; maxBatches: number },
): Promise<number> {
  let deleted = 0;
  for (let batch = 0; batch < maxBatches; batch++) {
    const { meta } = await db
      .delete(rows.table)
      .where(pickedKeys(db, rows, batchSize))
      .run();
    deleted += meta.changes;
    if (meta.changes < batchSize) break;
  }
  return deleted;
}

/**
 * Deletes what nothing reads any more: verification codes that were used or have expired, sessions ended more than
 * ENDED_SESSION_DAYS ago, rate-limit windows that have closed, outbox mail past its retention, and analytics marks
 * older than EVENT_MARK_HOURS. Then ends featuring that reached its end.
 */
export async function pruneExpired(db: Database, env: Bindings, options: HousekeepingOptions): Promise<Pruned> {
  const { now, ...limits } = { ...PRUNE_LIMITS, ...options };
  const { verificationCodes: codes, sessions, rateLimits, emailOutbox: outbox, businessEventMarks: marks } = schema;
  const prune = (rows: Prunable) => deleteInBatches(db, rows, limits);
  const sessionCutoff = new Date(now - ENDED_SESSION_DAYS * DAY_MS);

  // One OR for codes: after each run the table holds little more than the last hour's codes, so a scan is cheap.
  const verificationCodes = await prune({
    table: codes,
    key: codes.id,
    where: or(isNotNull(codes.usedAt), lte(codes.expiresAt, new Date(now))),
  });
  // Two statements for sessions, not one OR: each condition can use an index of its own.
  const expiredSessions = await prune({ table: sessions, key: sessions.id, where: lte(sessions.expiresAt, sessionCutoff) });
  const revokedSessions = await prune({ table: sessions, key: sessions.id, where: lte(sessions.revokedAt, sessionCutoff) });
  const rateLimitRows = await prune({
    table: rateLimits,
    key: rateLimits.key,
    where: lte(rateLimits.windowStart, now - LONGEST_RATE_WINDOW_MS),
  });
  const oldMail = await prune({
    table: outbox,
    key: outbox.id,
    where: lte(outbox.createdAt, new Date(now - outboxRetentionDays(env) * DAY_MS)),
  });
  // Through the (hour, address) index, by the four columns of the marks' primary key (a table without rowid).
  const eventMarks = await prune({
    table: marks,
    key: [marks.businessId, marks.type, marks.visitor, marks.hour],
    where: lte(marks.hour, eventHour(now) - EVENT_MARK_HOURS),
  });
  const featuringEnded = await endFeaturing(db, now, limits.batchSize);
  return {
    verificationCodes,
    sessions: expiredSessions + revokedSessions,
    rateLimits: rateLimitRows,
    outbox: oldMail,
    eventMarks,
    featuringEnded,
  };
}

/**
 * Ends the featuring that reached its `featured_until` (docs/product.md §3.24): one statement of at most `batchSize`
 * listings, through the index of featuring ends (only featuring sets one, and ending it clears it); the next run takes
 * any rest. Featured lists already leave such listings out (worker/services/search/lookups.ts, endedFeaturing); this takes the badge off
 * their cards and the facet out of the search index, through the table's triggers.
 */
async function endFeaturing(db: Database, now: number, batchSize: number) {
  const listings = schema.businesses;
  const ended = lte(listings.featuredUntil, new Date(now));
  // Counted by the rows it returns: D1's `changes` would count the search index's rows its triggers rewrite too.
  const cleared = await db
    .update(listings)
    .set({ isFeatured: false, featuredAt: null, featuredUntil: null })
    .where(inArray(listings.id, db.select({ id: listings.id }).from(listings).where(ended).limit(batchSize)))
    .returning({ id: listings.id });
  return cleared.length;
}

/**
 * The Cron Trigger's work (worker/index.ts): mail whose next try is due is rung for first (services/mail-outbox.ts),
 * then one pruning run, logged so that Workers Logs show what went.
 */
export async function housekeeping(env: Bindings, scheduledTime: number): Promise<void> {
  const db = drizzle(env.DB, { schema });
  const mailDue = await retryDueMail(db, env, scheduledTime);
  const pruned = await pruneExpired(db, env, { now: scheduledTime });
  logLine('info', 'housekeeping pruned', { pruned, mailDue });
}
