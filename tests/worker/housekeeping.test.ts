import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as schema from '../../worker/db/schema.ts';
import worker from '../../worker/index.ts';
import { newId } from '../../worker/lib/ids.ts';
import { writeCounts } from '../../worker/services/events/counts.ts';
import { ENDED_SESSION_DAYS, EVENT_MARK_HOURS, HOUSEKEEPING_MAX_QUERIES, pruneExpired } from '../../worker/services/housekeeping.ts';
import { RATE_RULES } from '../../worker/services/rate-limit.ts';
import { addBusiness, addCategory, addUser, db } from './fixtures.ts';

const MINUTE = 60_000;
const DAY = 86_400_000;
const LONGEST_RATE_WINDOW = Math.max(...Object.values(RATE_RULES).map((rule) => rule.windowSeconds)) * 1000;

/** The Cron Trigger as Cloudflare fires it: the Worker module's scheduled handler, run to completion. */
async function runCron(now: number, environment = env) {
  const controller = createScheduledController({ scheduledTime: now, cron: '0 * * * *' });
  const ctx = createExecutionContext();
  await worker.scheduled(controller, environment, ctx);
  await waitOnExecutionContext(ctx);
}

async function addCode(userId: string, expiresAt: number, usedAt: number | null = null) {
  const id = newId();
  await db.insert(schema.verificationCodes).values({
    id,
    userId,
    email: `${userId}@example.in`,
    codeHash: `code-${id}`,
    tokenHash: `token-${id}`,
    expiresAt: new Date(expiresAt),
    usedAt: usedAt === null ? null : new Date(usedAt),
  });
  return id;
}

async function addSession(userId: string, expiresAt: number, revokedAt: number | null = null) {
  const id = newId();
  await db
    .insert(schema.sessions)
    .values({ id, userId, expiresAt: new Date(expiresAt), revokedAt: revokedAt === null ? null : new Date(revokedAt) });
  return id;
}

async function addWindow(windowStart: number) {
  const key = `test:${newId()}`;
  await db.insert(schema.rateLimits).values({ key, windowStart, count: 1 });
  return key;
}

async function addMail(createdAt: number) {
  const id = newId();
  await db.insert(schema.emailOutbox).values({
    id,
    to: `${id}@example.in`,
    subject: 'Your CityPages verification code',
    text: '',
    html: '',
    createdAt: new Date(createdAt),
  });
  return id;
}

/** Which of the given keys are still in the table, in sorted order. */
async function remaining(table: 'verification_codes' | 'sessions' | 'rate_limits' | 'email_outbox', keys: string[]) {
  const column = table === 'rate_limits' ? 'key' : 'id';
  const { results } = await env.DB.prepare(
    `SELECT ${column} AS key FROM ${table} WHERE ${column} IN (${keys.map(() => '?').join(', ')}) ORDER BY ${column}`,
  )
    .bind(...keys)
    .all<{ key: string }>();
  return results.map((row) => row.key);
}

/** The run logs what it pruned; these tests read that log instead of printing it. */
let infoLog: { mockRestore(): void } | undefined;
function quietInfo() {
  const spy = vi.spyOn(console, 'info').mockImplementation(() => undefined);
  infoLog = spy;
  return spy;
}

afterEach(() => {
  infoLog?.mockRestore();
  infoLog = undefined;
});

describe('the hourly Cron Trigger', () => {
  it('deletes used and expired codes, long-ended sessions, closed rate-limit windows and month-old mail; keeps the rest', async () => {
    const logged = quietInfo();
    const now = Date.now();
    const userId = await addUser();
    const liveCode = await addCode(userId, now + 5 * MINUTE);
    const expiredCode = await addCode(userId, now - MINUTE);
    const usedCode = await addCode(userId, now + 5 * MINUTE, now - MINUTE);

    const liveSession = await addSession(userId, now + 20 * DAY);
    const recentlyExpired = await addSession(userId, now - DAY);
    const longExpired = await addSession(userId, now - (ENDED_SESSION_DAYS + 1) * DAY);
    const recentlyRevoked = await addSession(userId, now + 20 * DAY, now - DAY);
    const longRevoked = await addSession(userId, now + 20 * DAY, now - (ENDED_SESSION_DAYS + 1) * DAY);

    const openWindow = await addWindow(now - LONGEST_RATE_WINDOW + MINUTE);
    const closedWindow = await addWindow(now - LONGEST_RATE_WINDOW - MINUTE);

    const recentMail = await addMail(now - 29 * DAY);
    const oldMail = await addMail(now - 31 * DAY);

    await runCron(now);

    expect(await remaining('verification_codes', [liveCode, expiredCode, usedCode])).toEqual([liveCode]);
    expect(await remaining('sessions', [liveSession, recentlyExpired, longExpired, recentlyRevoked, longRevoked])).toEqual(
      [liveSession, recentlyExpired, recentlyRevoked].sort(),
    );
    expect(await remaining('rate_limits', [openWindow, closedWindow])).toEqual([openWindow]);
    expect(await remaining('email_outbox', [recentMail, oldMail])).toEqual([recentMail]);
    const line = JSON.parse(String(logged.mock.calls.at(-1)?.[0])) as { event: string; pruned: Record<string, number> };
    expect(line).toMatchObject({ event: 'housekeeping pruned', pruned: { verificationCodes: 2, outbox: 1 } });
  });

  it('deletes analytics marks older than EVENT_MARK_HOURS, keeping the daily counts they made', async () => {
    quietInfo();
    const now = Date.now();
    const hour = Math.floor(now / 3_600_000);
    const businessId = await addBusiness({ name: 'Marked Bakery', categoryId: (await addCategory('Marked Bakeries')).id });
    const mark = (visitor: string, age: number) =>
      ({ kind: 'count', businessId, type: 'call', visitor, hour: hour - age, day: '2026-11-23', address: visitor }) as const;
    await writeCounts(env.DB, [mark('current', 0), mark('recent', EVENT_MARK_HOURS - 1), mark('old', EVENT_MARK_HOURS)]);
    await runCron(now);
    const left = await env.DB.prepare('SELECT visitor FROM business_event_marks WHERE business_id = ? ORDER BY visitor')
      .bind(businessId)
      .all();
    expect(left.results).toEqual([{ visitor: 'current' }, { visitor: 'recent' }]);
    const stats = await env.DB.prepare('SELECT calls FROM business_daily_stats WHERE business_id = ?').bind(businessId).first();
    expect(stats).toEqual({ calls: 3 });
  });

  it('keeps a week of outbox mail in development, where rows hold whole messages', async () => {
    quietInfo();
    const now = Date.now();
    const sixDays = await addMail(now - 6 * DAY);
    const eightDays = await addMail(now - 8 * DAY);
    await runCron(now, { ...env, ENVIRONMENT: 'development' });
    expect(await remaining('email_outbox', [sixDays, eightDays])).toEqual([sixDays]);
  });

  it('makes at most the 50 queries one invocation may make on the Free plan', () => {
    expect(HOUSEKEEPING_MAX_QUERIES).toBeLessThanOrEqual(50);
  });

  it('deletes in bounded batches, leaving the rest to the next run', async () => {
    const now = Date.now();
    const userId = await addUser();
    const expired: string[] = [];
    for (let n = 0; n < 5; n++) expired.push(await addCode(userId, now - MINUTE));

    const first = await pruneExpired(db, env, { now, batchSize: 2, maxBatches: 2 });
    expect(first.verificationCodes).toBe(4);
    expect(await remaining('verification_codes', expired)).toHaveLength(1);

    const second = await pruneExpired(db, env, { now, batchSize: 2, maxBatches: 2 });
    expect(second.verificationCodes).toBe(1);
    expect(await remaining('verification_codes', expired)).toEqual([]);
  });
});
