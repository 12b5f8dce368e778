import { createExecutionContext, env, getQueueResult, waitOnExecutionContext } from 'cloudflare:test';
import { registerGlobalWaitUntil } from 'cloudflare:test-internal';
import { eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi, type MockInstance } from 'vitest';
import { EVENTS_PER_ADDRESS_PER_HOUR } from '../../worker/contracts/analytics.ts';
import * as schema from '../../worker/db/schema.ts';
import type { Bindings } from '../../worker/env.ts';
import worker from '../../worker/index.ts';
import { countMessage, recordEvent } from '../../worker/services/analytics.ts';
import { getPublicBusiness } from '../../worker/services/businesses.ts';
import { createRequestContext } from '../../worker/services/context.ts';
import { writeCounts } from '../../worker/services/events/counts.ts';
import type { CountMessage, EventMessage } from '../../worker/services/events/messages.ts';
import { addBusiness, addCategory, db } from './fixtures.ts';
import { countingWrites } from './support/counting-d1.ts';
import { afterResponses, BATCH_SIZE, consume, drainEvents, eventQueue, messageBatch } from './support/event-queue.ts';

/*
 * Counting off the hot path (issue 39, docs/decisions/039-counting-off-the-hot-path.md): a profile view or a tap leaves
 * the request as a message, and the queue's consumer writes a whole batch of them in one D1 batch.
 */

const BROWSER = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';
/** A fixed moment, so that no load straddles an hour or a Bengaluru midnight. */
const AT = new Date('2026-11-24T06:10:00Z');

let categoryId = '';
let ipCounter = 0;

beforeAll(async () => {
  categoryId = (await addCategory('Tailors')).id;
});

const freshIp = () => `198.19.${Math.floor(ipCounter / 250)}.${ipCounter++ % 250}`;

const contextFor = (ip: string, userAgent = BROWSER, bindings: Bindings = env) =>
  createRequestContext({
    env: bindings,
    request: new Request('http://localhost/', { headers: { 'cf-connecting-ip': ip, 'user-agent': userAgent } }),
    requestId: 'test',
    waitUntil: registerGlobalWaitUntil,
  });

async function listings(count: number, name: string) {
  const ids: string[] = [];
  for (let n = 0; n < count; n++) ids.push(await addBusiness({ name: `${name} ${n + 1}`, categoryId }));
  return ids;
}

/** What the owners read and the pages show, per listing: lifetime views, the day's figures, the marks. */
async function figures(ids: string[]) {
  const views = await db
    .select({ id: schema.businesses.id, views: schema.businesses.views })
    .from(schema.businesses)
    .where(inArray(schema.businesses.id, ids));
  const days = await db.select().from(schema.businessDailyStats).where(inArray(schema.businessDailyStats.businessId, ids));
  const [marks] = await db
    .select({ count: sql<number>`count(*)` })
    .from(schema.businessEventMarks)
    .where(inArray(schema.businessEventMarks.businessId, ids));
  return {
    views: Object.fromEntries(views.map((row) => [row.id, row.views])),
    days: days.map(({ businessId, day, views: dayViews, calls }) => ({ businessId, day, views: dayViews, calls })),
    marks: marks?.count ?? 0,
  };
}

const counts = (messages: readonly { body: EventMessage }[]) => messages.flatMap(({ body }) => (body.kind === 'count' ? [body] : []));

describe('a load of 1,000 profile views', () => {
  /**
   * Opens the profiles through the service as the doors do, counting what the requests write, then drains the queue and
   * answers what the consumer wrote.
   */
  async function load(views: { listing: string; ip: string }[]) {
    const counting = countingWrites(env.DB);
    const bindings = { ...env, DB: counting.db };
    for (const [n, view] of views.entries()) {
      await getPublicBusiness(contextFor(view.ip, BROWSER, bindings), { id: view.listing }, new Date(AT.getTime() + n));
    }
    const requests = counting.writes();
    expect(eventQueue.counts()).toHaveLength(views.length);
    const before = await figures([...new Set(views.map((view) => view.listing))]);
    const results = await drainEvents();
    return { requests, before, results };
  }

  /** The consumer's log line for each batch: what it wrote. */
  function batchesLogged(spy: MockInstance<(...lines: unknown[]) => void>) {
    const lines = spy.mock.calls.map(([line]) => String(line)).filter((line) => line.startsWith('{'));
    spy.mockRestore();
    return lines
      .map((line) => JSON.parse(line) as { event: string; statements: number; rowsWritten: number; counted: number })
      .filter((line) => line.event === 'events counted');
  }

  it('by 1,000 visitors: the requests write nothing, the consumer writes 10 batches of 3 statements', async () => {
    const ids = await listings(5, 'Every Visitor Tailors');
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const { requests, before, results } = await load(Array.from({ length: 1000 }, (_, n) => ({ listing: ids[n % 5]!, ip: freshIp() })));
    expect(requests).toEqual({ rowsWritten: 0, uncounted: 0 });
    expect(before.marks).toBe(0);
    expect(results).toHaveLength(1000 / BATCH_SIZE);
    const batches = batchesLogged(info);
    expect(batches.map((batch) => batch.statements)).toEqual(Array(10).fill(3));
    expect(batches.reduce((sum, batch) => sum + batch.counted, 0)).toBe(1000);

    const after = await figures(ids);
    expect(after.marks).toBe(1000);
    expect(Object.values(after.views)).toEqual(Array(5).fill(200));
    expect(after.days).toHaveLength(5);
    expect(after.days.every((day) => day.views === 200 && day.calls === 0)).toBe(true);
    // Rows written for 1,000 views (docs/capacity.md; 8,005 when each view was written in its own request): each new
    // mark and its index entry, and per batch one row of each listing's views and of its day's figures (the day's row
    // and its key the first time).
    expect(batches.reduce((sum, batch) => sum + batch.rowsWritten, 0)).toBeLessThanOrEqual(2 * 1000 + 10 * 5 * 2 + 5);
  });

  it('by 100 visitors opening five listings twice: duplicates are dropped before D1', async () => {
    const ids = await listings(5, 'Reloaded Tailors');
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const visitors = Array.from({ length: 100 }, () => freshIp());
    const views = Array.from({ length: 1000 }, (_, n) => ({ listing: ids[Math.floor(n / 2) % 5]!, ip: visitors[Math.floor(n / 10)]! }));
    const { requests, results } = await load(views);
    expect(requests.rowsWritten).toBe(0);
    expect(results).toHaveLength(10);
    const batches = batchesLogged(info);
    expect(batches.reduce((sum, batch) => sum + batch.counted, 0)).toBe(500);
    // 1,105 rows for the 1,000 views (4,605 before): the marks and, per batch, each listing's two rows.
    expect(batches.reduce((sum, batch) => sum + batch.rowsWritten, 0)).toBeLessThanOrEqual(2 * 500 + 10 * 5 * 2 + 5);
    const after = await figures(ids);
    expect(after.marks).toBe(500);
    expect(Object.values(after.views)).toEqual(Array(5).fill(100));
    expect(after.days.map((day) => day.views)).toEqual(Array(5).fill(100));
  });
});

describe('the consumer', () => {
  async function message(id: string, ip: string, type: CountMessage['type'] = 'view', at = AT, userAgent = BROWSER) {
    return countMessage(contextFor(ip, userAgent), id, type, at);
  }

  it('keeps the once-per-visitor-per-hour rule across batches, and counts again the next hour', async () => {
    const [id] = await listings(1, 'Hourly Tailors');
    const ip = freshIp();
    const first = await message(id!, ip);
    expect((await consume(messageBatch([first, first]))).explicitAcks).toHaveLength(2);
    await consume(messageBatch([await message(id!, ip, 'view', new Date(AT.getTime() + 20 * 60_000))]));
    expect((await figures([id!])).views[id!]).toBe(1);
    await consume(messageBatch([await message(id!, ip, 'view', new Date(AT.getTime() + 60 * 60_000))]));
    const after = await figures([id!]);
    expect(after.views[id!]).toBe(1 + 1);
    expect(after.marks).toBe(2);
  });

  it('counts nothing twice when a batch comes again', async () => {
    const ids = await listings(2, 'Retried Tailors');
    const bodies = [
      await message(ids[0]!, freshIp()),
      await message(ids[1]!, freshIp(), 'call'),
      await message(ids[1]!, freshIp(), 'website'),
    ];
    // It goes through, and comes once more (its ack lost): the figures move once.
    await consume(messageBatch(bodies));
    await consume(messageBatch(bodies, 2));
    const after = await figures(ids);
    expect(after.marks).toBe(3);
    expect(after.views).toEqual({ [ids[0]!]: 1, [ids[1]!]: 0 });
    expect(after.days.map(({ views, calls }) => ({ views, calls })).sort((a, b) => a.views - b.views)).toEqual([
      { views: 0, calls: 1 },
      { views: 1, calls: 0 },
    ]);
    const [website] = await db
      .select({ website: schema.businessDailyStats.website })
      .from(schema.businessDailyStats)
      .where(eq(schema.businessDailyStats.businessId, ids[1]!));
    expect(website?.website).toBe(1);
  });

  it('asks again for the counts of a batch whose D1 batch failed', async () => {
    const [id] = await listings(1, 'Asked Again Tailors');
    const body = await message(id!, freshIp());
    const failing = {
      ...env,
      DB: Object.assign(Object.create(env.DB) as D1Database, { batch: () => Promise.reject(new Error('D1 is away')) }),
    };
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const batch = messageBatch([body, body]);
    await worker.queue(batch, failing);
    const result = await getQueueResult(batch, createExecutionContext());
    expect(quiet).toHaveBeenCalledWith(expect.stringContaining('events not counted'));
    quiet.mockRestore();
    expect(result.retryMessages.map((retry: { msgId: string }) => retry.msgId)).toEqual(batch.messages.map((item) => item.id));
    expect(result.explicitAcks).toEqual([]);
    expect((await figures([id!])).marks).toBe(0);
    // Asked again, it is written once.
    await consume(messageBatch([body, body], 2));
    expect((await figures([id!])).views[id!]).toBe(1);
  });

  it(`counts at most ${EVENTS_PER_ADDRESS_PER_HOUR} events an hour from one address, across batches, whatever browser it claims`, async () => {
    const [id] = await listings(1, 'Flooded Tailors');
    const ip = freshIp();
    const bodies = [];
    for (let n = 0; n <= EVENTS_PER_ADDRESS_PER_HOUR + 5; n++) bodies.push(await message(id!, ip, 'view', AT, `${BROWSER} build/${n}`));
    await consume(messageBatch(bodies.slice(0, 60)));
    await consume(messageBatch(bodies.slice(60)));
    expect((await figures([id!])).views[id!]).toBe(EVENTS_PER_ADDRESS_PER_HOUR);
    // Taps have their own count, and another address its own.
    await consume(messageBatch([await message(id!, ip, 'call'), await message(id!, freshIp())]));
    const after = await figures([id!]);
    expect(after.views[id!]).toBe(EVENTS_PER_ADDRESS_PER_HOUR + 1);
    expect(after.days[0]?.calls).toBe(1);
  });

  it('counts nothing for a listing that is no longer public, and acks what it does not understand', async () => {
    const [id] = await listings(1, 'Suspended Tailors');
    const body = await message(id!, freshIp());
    await db.update(schema.businesses).set({ status: 'pending' }).where(eq(schema.businesses.id, id!));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const result = await consume(messageBatch([body, { kind: 'something else' } as unknown as EventMessage]));
    expect(result.explicitAcks).toHaveLength(2);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('event message not understood'));
    warn.mockRestore();
    expect((await figures([id!])).marks).toBe(0);
  });
});

describe('a request', () => {
  it('that opens a profile sends one message and writes nothing to D1', async () => {
    const [id] = await listings(1, 'Quiet Tailors');
    const before = await figures([id!]);
    const counting = countingWrites(env.DB);
    const context = createExecutionContext();
    const response = await worker.fetch(
      new Request(`http://localhost/api/business/public/${id}`, { headers: { 'cf-connecting-ip': freshIp(), 'user-agent': BROWSER } }),
      { ...env, DB: counting.db },
      context,
    );
    expect(response.status).toBe(200);
    await response.arrayBuffer();
    await waitOnExecutionContext(context);
    expect(counting.writes()).toEqual({ rowsWritten: 0, uncounted: 0 });
    expect(await figures([id!])).toEqual(before);
    expect(counts(eventQueue.queued)).toEqual([expect.objectContaining({ kind: 'count', businessId: id, type: 'view' })]);
    // The message carries neither the address nor the browser.
    expect(JSON.stringify(eventQueue.queued)).not.toMatch(/198\.19\.|Pixel/);
    await drainEvents();
    expect((await figures([id!])).views[id!]).toBe(1);
  });

  it('that taps a button sends one message and writes nothing to D1', async () => {
    const [id] = await listings(1, 'Tapped Tailors');
    const counting = countingWrites(env.DB);
    const context = createExecutionContext();
    const response = await worker.fetch(
      new Request(`http://localhost/api/business/public/${id}/events`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'cf-connecting-ip': freshIp(), 'user-agent': BROWSER },
        body: JSON.stringify({ type: 'directions' }),
      }),
      { ...env, DB: counting.db },
      context,
    );
    expect(response.status).toBe(204);
    await waitOnExecutionContext(context);
    expect(counting.writes()).toEqual({ rowsWritten: 0, uncounted: 0 });
    expect(counts(eventQueue.queued)).toEqual([expect.objectContaining({ businessId: id, type: 'directions' })]);
    await drainEvents();
    expect((await figures([id!])).days).toEqual([expect.objectContaining({ businessId: id, calls: 0 })]);
  });

  it('writes the count itself, after the response, when the queue is missing or refuses it, and says so', async () => {
    const [id] = await listings(1, 'Fallback Tailors');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await recordEvent(contextFor(freshIp(), BROWSER, { ...env, EVENTS: undefined }), { id: id!, type: 'call' }, AT);
    await afterResponses();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('events queue missing'));
    warn.mockRestore();
    expect((await figures([id!])).days).toEqual([expect.objectContaining({ calls: 1 })]);

    const refused = vi
      .spyOn(Object.getPrototypeOf(env.EVENTS) as Queue<EventMessage>, 'send')
      .mockRejectedValueOnce(new Error('queue away'));
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await recordEvent(contextFor(freshIp()), { id: id!, type: 'call' }, AT);
    await afterResponses();
    expect(refused).toHaveBeenCalled();
    expect(error).toHaveBeenCalledWith(expect.stringContaining('count not queued'));
    error.mockRestore();
    expect(eventQueue.queued).toEqual([]);
    expect((await figures([id!])).days).toEqual([expect.objectContaining({ calls: 2 })]);
  });
});

describe('writeCounts', () => {
  it('drops the batch’s duplicate marks before they reach D1, and writes nothing for an empty batch', async () => {
    const [id] = await listings(1, 'Deduped Tailors');
    const body = await countMessage(contextFor(freshIp()), id!, 'view', AT);
    expect(await writeCounts(env.DB, [])).toEqual({ events: 0, counted: 0, statements: 0, rowsWritten: 0, rowsRead: 0 });
    const written = await writeCounts(env.DB, [body, body, body]);
    expect(written).toMatchObject({ events: 1, counted: 1, statements: 3 });
    expect(await writeCounts(env.DB, [body])).toMatchObject({ events: 1, counted: 0 });
    expect((await figures([id!])).views[id!]).toBe(1);
  });

  it('reads the same rows for a batch however many listings the city has', async () => {
    const views = (ids: string[]) => Promise.all(ids.map((id) => countMessage(contextFor(freshIp()), id, 'view', AT)));
    const quiet = await writeCounts(env.DB, await views(await listings(5, 'Quiet Lane Tailors')));
    await listings(150, 'Crowded Street Tailors');
    const crowded = await writeCounts(env.DB, await views(await listings(5, 'Busy Lane Tailors')));
    expect(crowded).toMatchObject({ events: 5, counted: 5 });
    // Each listing of the batch looked up by its id, never every public listing (decision 039).
    expect(crowded.rowsRead).toBe(quiet.rowsRead);
  });
});
