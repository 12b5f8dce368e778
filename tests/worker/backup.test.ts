import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from 'cloudflare:test';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { nextId } from '../../worker/db/id-sequences.ts';
import * as schema from '../../worker/db/schema.ts';
import worker from '../../worker/index.ts';
import { newId } from '../../worker/lib/ids.ts';
import {
  addHashes,
  EMPTY_CHECKSUM,
  lineHashes,
  manifestKey,
  pageKey,
  progressKey,
  runId,
  writeJson,
  type Manifest,
} from '../../worker/services/backup/format.ts';
import { restoreBackup, emptyTables, tableDigest } from '../../worker/services/backup/restore.ts';
import { applyRetention, listRuns, runsToKeep } from '../../worker/services/backup/retention.ts';
import { continueRun, readManifest, readProgress, startRun } from '../../worker/services/backup/run.ts';
import { NOT_BACKED_UP, readSchema } from '../../worker/services/backup/tables.ts';
import { BACKUP_CRON } from '../../worker/services/backup/schedule.ts';
import { startFromPreparedStorage } from './support/prepared-storage.ts';
import { addBusiness, addCategory, addLocation, addPincode, addUser, db, getJson } from './fixtures.ts';

/*
 * Issue 39, backups that restore (docs/decisions/041-backups-to-r2.md): a small city is backed up in several
 * invocations, wiped, restored, and must be the same city again: every table's rows and checksum, the kept counts, and
 * the first pages of the same searches.
 */

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** 03:30 in Asia/Kolkata on 6 December 2026: the first hourly Cron Trigger after the day's backup hour. */
const BACKUP_TIME = Date.UTC(2026, 11, 5, 22, 0);

async function emptyBucket(bucket: R2Bucket) {
  for (let listed = await bucket.list(); listed.objects.length > 0; listed = await bucket.list()) {
    await bucket.delete(listed.objects.map((object) => object.key));
  }
}

async function allKeys(bucket: R2Bucket): Promise<string[]> {
  const keys: string[] = [];
  let cursor: string | undefined;
  do {
    const listed = await bucket.list({ ...(cursor ? { cursor } : {}) });
    keys.push(...listed.objects.map((object) => object.key));
    cursor = listed.truncated ? listed.cursor : undefined;
  } while (cursor);
  return keys.sort();
}

// Each test starts from the migrated database, as each file does (setup.ts), and with an empty BACKUPS bucket, which is
// not among the buckets a file starts empty with.
beforeEach(async () => {
  await startFromPreparedStorage();
  await emptyBucket(env.BACKUPS);
});

const quieted: { mockRestore(): void }[] = [];
afterEach(() => {
  for (const spy of quieted.splice(0)) spy.mockRestore();
});

/** A city with something in every kind of table a resident or owner writes. */
async function seedCity() {
  const salons = await addCategory('Backup Salons');
  const bakeries = await addCategory('Backup Bakeries');
  const tailors = await addCategory('Backup Tailors');
  await addPincode('560034', 12.9352, 77.6245, ['Koramangala VI Bk']);
  await addPincode('560038', 12.9784, 77.6408, ['Indiranagar']);
  const koramangala = await addLocation('Backup Koramangala', ['560034']);
  const indiranagar = await addLocation('Backup Indiranagar', ['560038'], 12.9784, 77.6408);
  const places = [
    { locationId: koramangala.id, locality: 'Koramangala', pincode: '560034', latitude: 12.9352, longitude: 77.6245 },
    { locationId: indiranagar.id, locality: 'Indiranagar', pincode: '560038', latitude: 12.9784, longitude: 77.6408 },
  ];
  const trades = [
    { category: salons, noun: 'Salon', keywords: ['haircut', 'facial'], services: ['Haircut', 'Beard trim'], amenities: ['AC'] },
    { category: bakeries, noun: 'Bakery', keywords: ['cake', 'puffs'], services: ['Birthday cakes'], amenities: ['Parking'] },
    { category: tailors, noun: 'Tailors', keywords: ['stitching', 'blouse'], services: ['Alterations'], amenities: [] },
  ];
  const businesses: string[] = [];
  for (let n = 0; n < 15; n++) {
    const trade = trades[n % 3]!;
    const place = places[n % 2]!;
    businesses.push(
      await addBusiness({
        name: `${['Lakshmi', 'Sri Ganesh', 'Kaveri', 'Nandini', 'Brindavan'][n % 5]} ${trade.noun} ${n}`,
        nameKn: n % 4 === 0 ? `ಕಾವೇರಿ ${n}` : undefined,
        categoryId: trade.category.id,
        ...place,
        latitude: place.latitude + n / 1000,
        longitude: place.longitude - n / 3000,
        rating: [3 + (n % 5) * 0.45, n * 3],
        priceRange: 1 + (n % 4),
        isFeatured: n % 7 === 0,
        status: n === 14 ? 'pending' : 'approved',
        keywords: trade.keywords,
        services: trade.services,
        amenities: trade.amenities,
        hours:
          n % 3 === 0
            ? [
                [1, 600, 1200],
                [1, 960, 1320],
                [2, 600, 1320],
                [6, 1200, 1560],
              ]
            : undefined,
        createdAt: new Date(Date.UTC(2026, 10, 1 + n)),
      }),
    );
  }
  await db
    .insert(schema.businessSpecialDays)
    .values({ businessId: businesses[0]!, date: '2026-12-25', closed: true, opensAt: 0, closesAt: 0 });
  const users = [await addUser('Asha Rao'), await addUser('Ravi Kumar'), await addUser('Meera Iyer'), await addUser('Imran Khan')];
  const reviews: string[] = [];
  for (const [n, businessId] of businesses.slice(0, 6).entries()) {
    for (const userId of users.slice(0, 1 + (n % 3))) {
      const id = newId();
      reviews.push(id);
      await db.insert(schema.reviews).values({
        id,
        businessId,
        userId,
        rating: 1 + ((n + reviews.length) % 5),
        title: `Visit ${reviews.length}`,
        content: `Went on a Sunday; the staff were kind.\nWould go again (${n}).`,
      });
    }
  }
  await db.insert(schema.reviewHelpfulVotes).values([
    { reviewId: reviews[0]!, userId: users[1]! },
    { reviewId: reviews[0]!, userId: users[2]! },
    { reviewId: reviews[3]!, userId: users[3]! },
  ]);
  await db.insert(schema.favorites).values(users.slice(0, 3).map((userId, n) => ({ userId, businessId: businesses[n]! })));
  await db.insert(schema.enquiries).values([
    { id: newId(), businessId: businesses[1]!, userId: users[0]!, name: 'Asha', email: 'asha@example.in', message: 'Open on Sunday?' },
    {
      id: newId(),
      businessId: businesses[2]!,
      userId: null,
      name: 'Visitor',
      email: 'v@example.in',
      phone: '98450 12345',
      message: 'Price?',
    },
  ]);
  await db.insert(schema.businessDailyStats).values({ businessId: businesses[1]!, day: '2026-12-01', views: 12, calls: 2 });
  // Short-lived rows, never backed up.
  await db.insert(schema.rateLimits).values({ key: `test:${newId()}`, windowStart: Date.now(), count: 1 });
  await env.DB.prepare('INSERT INTO business_event_marks (business_id, type, visitor, hour, day) VALUES (?, ?, ?, ?, ?)')
    .bind(businesses[1]!, 'view', 'someone', 492_000, '2026-12-01')
    .run();
  return { salons, bakeries, businesses, users };
}

/** The searches and listings compared before and after: each answer's first page, in order, and its totals. */
const SEARCHES = [
  '/api/business/search?q=haircut',
  '/api/business/search?q=cake&sort=rating',
  '/api/business/search?q=salon%20koramangala',
  '/api/business/search?q=kaveri',
  '/api/business/search?q=tailors&pincode=560038',
  '/api/business/search?category=backup-bakeries&sort=newest',
  '/api/business/public?category=backup-salons',
  '/api/business/public?location=Backup%20Indiranagar&limit=100',
];

interface Listing {
  data: { businesses: { _id: string; name: string }[]; total: number };
}

async function firstPages() {
  const pages: Record<string, unknown> = {};
  for (const path of SEARCHES) {
    const { status, body } = await getJson<Listing>(path);
    expect(status, path).toBe(200);
    pages[path] = { ids: body.data.businesses.map((business) => `${business._id} ${business.name}`), total: body.data.total };
  }
  const categories = await getJson('/api/business/categories');
  pages.categories = categories.body.data;
  return pages;
}

/** Everything a restore must give back: every backed-up table's rows and checksum, the kept counts, the first pages. */
async function cityState() {
  const { tables } = await readSchema(env.DB);
  const digests: Record<string, { rows: number; checksum: string }> = {};
  for (const table of tables) digests[table.name] = await tableDigest(env.DB, table, 7);
  const facetCounts = await env.DB.prepare('SELECT token, docs FROM search_facet_counts WHERE docs <> 0 ORDER BY token').all();
  const listingCounts = await env.DB.prepare('SELECT token, listings FROM listing_counts WHERE listings <> 0 ORDER BY token').all();
  return { digests, facetCounts: facetCounts.results, listingCounts: listingCounts.results, pages: await firstPages() };
}

/** A run taken in several invocations of `pages` pages of `pageRows` rows, each continued from progress.json alone. */
async function backUpInPieces(now: number, { pageRows = 4, pages = 5 } = {}) {
  const { run } = await startRun(env.DB, env.BACKUPS, now, pageRows);
  let invocations = 0;
  for (;;) {
    const record = await readProgress(env.BACKUPS, run);
    const step = await continueRun(env.DB, env.BACKUPS, record!, { pages, ms: 60_000 });
    invocations++;
    if (step.manifest) return { run, manifest: step.manifest, invocations };
    expect(step.pagesWritten).toBe(pages);
    expect(await readManifest(env.BACKUPS, run)).toBeNull();
  }
}

/** Every row of every backed-up table gone, and the search indexes and kept counts with them. */
async function wipe() {
  await emptyTables(env.DB, await readSchema(env.DB));
  await env.DB.batch(
    ['business_search', 'business_names', 'user_names', 'review_words']
      .map((index) => env.DB.prepare(`INSERT INTO ${index} (${index}) VALUES ('delete-all')`))
      .concat([env.DB.prepare('DELETE FROM search_facet_counts'), env.DB.prepare('DELETE FROM listing_counts')]),
  );
}

describe('a backup', () => {
  it('is taken in several invocations, restored into the wiped database, and gives back the same city', async () => {
    const city = await seedCity();
    const before = await cityState();
    expect(before.digests.businesses?.rows).toBe(15);
    expect(before.digests.review_helpful_votes?.rows).toBe(3);
    expect((before.pages['/api/business/search?q=haircut'] as { ids: string[] }).ids.length).toBeGreaterThan(2);

    const { run, manifest, invocations } = await backUpInPieces(Date.now());
    expect(invocations).toBeGreaterThan(3);
    expect(manifest.schemaVersion).toMatch(/^\d{4}_\w+\.sql$/);
    for (const [name, digest] of Object.entries(before.digests)) {
      const table = manifest.tables.find((entry) => entry.name === name);
      expect(table, name).toMatchObject({ rows: digest.rows, checksum: digest.checksum, done: true });
      expect(table!.pages, name).toBe(Math.ceil(digest.rows / 4));
    }
    // Parents before children, and the tables that are only their key read by it.
    const order = manifest.tables.map((table) => table.name);
    expect(order.indexOf('users')).toBeLessThan(order.indexOf('businesses'));
    expect(order.indexOf('businesses')).toBeLessThan(order.indexOf('reviews'));
    expect(order.indexOf('reviews')).toBeLessThan(order.indexOf('review_images'));
    expect(order.indexOf('users')).toBeLessThan(order.indexOf('review_helpful_votes'));
    expect(manifest.tables.find((table) => table.name === 'business_hours')?.key).toEqual(['business_id', 'day_of_week', 'opens_at']);
    expect(manifest.tables.find((table) => table.name === 'review_helpful_votes')?.key).toEqual(['user_id', 'review_id']);
    expect(manifest.tables.find((table) => table.name === 'businesses')?.key).toEqual(['rowid']);

    await wipe();
    for (const table of manifest.tables) expect((await tableDigest(env.DB, table)).rows, table.name).toBe(0);
    expect(((await firstPages())['/api/business/search?q=haircut'] as { ids: string[] }).ids).toEqual([]);

    const restored = await restoreBackup(env.DB, env.BACKUPS, run);
    expect(restored.tables.every((table) => table.leftOut === 0)).toBe(true);
    expect(await cityState()).toEqual(before);
    expect(await env.DB.prepare("SELECT value FROM search_settings WHERE key = 'paused'").first()).toBeNull();

    // The index's triggers are live again: a new listing is found at once.
    await addBusiness({ name: 'Restored Cake Corner', categoryId: city.bakeries.id, keywords: ['cake'] });
    const { body } = await getJson<Listing>('/api/business/search?q=cake');
    expect(body.data.businesses.map((business) => business.name)).toContain('Restored Cake Corner');
  });

  it('never holds the search index, its shadow tables, or what is derived or short-lived', async () => {
    await seedCity();
    const { run, manifest } = await backUpInPieces(Date.now(), { pageRows: 5000, pages: 100 });
    const keys = await allKeys(env.BACKUPS);
    const folders = new Set(keys.map((key) => key.split('/')[2]).filter((name) => !name!.endsWith('.json')));
    const tables = manifest.tables.map((table) => table.name);
    expect([...folders].every((folder) => tables.includes(folder!))).toBe(true);
    for (const name of [...tables, ...folders])
      expect(name, name).not.toMatch(/^(business_search|business_names|user_names|review_words)(_|$)|^sqlite_|^_cf_|^d1_/);
    for (const name of Object.keys(NOT_BACKED_UP)) expect(tables, name).not.toContain(name);
    expect(tables).toEqual(
      expect.arrayContaining(['businesses', 'business_hours', 'reviews', 'review_helpful_votes', 'favorites', 'enquiries']),
    );
    expect(keys).toContain(manifestKey(run));
    expect(keys).toContain(pageKey(run, 'businesses', 1));
    const page = await env.BACKUPS.get(pageKey(run, 'businesses', 1));
    expect(page?.customMetadata?.rows).toBe('15');
    // A page is gzip: its first two bytes are gzip's.
    expect([...new Uint8Array((await page!.arrayBuffer()).slice(0, 2))]).toEqual([0x1f, 0x8b]);
  });

  it('leaves out a row written during the run whose parent the run had already passed, and says so', async () => {
    const city = await seedCity();
    const { run } = await startRun(env.DB, env.BACKUPS, Date.now(), 4);
    let record = (await readProgress(env.BACKUPS, run))!;
    while (!record.tables.find((table) => table.name === 'businesses')!.done) {
      record = (await continueRun(env.DB, env.BACKUPS, record, { pages: 1, ms: 60_000 })).record;
    }
    // Written after the businesses were read, before their reviews and hours were.
    const late = await addBusiness({ name: 'Late Bakery', categoryId: city.bakeries.id });
    await db.insert(schema.reviews).values({ id: newId(), businessId: late, userId: city.users[0]!, rating: 5, content: 'Fresh' });
    const expected = await cityState();
    const { manifest } = await continueRun(env.DB, env.BACKUPS, record, { pages: 1000, ms: 60_000 });
    expect(manifest).not.toBeNull();

    await wipe();
    const restored = await restoreBackup(env.DB, env.BACKUPS, run);
    const leftOut = Object.fromEntries(restored.tables.filter((table) => table.leftOut > 0).map((table) => [table.name, table.leftOut]));
    // The review, the listing's week of hours (seven periods) and its drawn cover.
    expect(leftOut).toEqual({ reviews: 1, business_hours: 7, business_media: 1 });
    const after = await cityState();
    expect(after.digests.reviews?.rows).toBe(expected.digests.reviews!.rows - 1);
    expect(after.digests.users).toEqual(expected.digests.users);
    expect(after.digests.review_helpful_votes).toEqual(expected.digests.review_helpful_votes);
  });

  it('reads the id sequences after every row they numbered, so a restore never hands out an id a restored row has', async () => {
    const city = await seedCity();
    const reviewed = new Set((await db.select().from(schema.reviews)).map((review) => `${review.userId} ${review.businessId}`));
    const unreviewed = city.users.flatMap((userId) => city.businesses.map((businessId) => ({ userId, businessId })));
    const pairs = unreviewed.filter(({ userId, businessId }) => !reviewed.has(`${userId} ${businessId}`));
    const { run } = await startRun(env.DB, env.BACKUPS, Date.now(), 50);
    let record = (await readProgress(env.BACKUPS, run))!;
    expect(record.tables.at(-1)!.name).toBe('id_sequences');
    let manifest = null;
    for (const pair of pairs) {
      // A review between every two pages, as people write them while a night's run goes on.
      await db.insert(schema.reviews).values({ id: await nextId(db, 'reviews'), ...pair, rating: 4, content: 'Written at night' });
      ({ record, manifest } = await continueRun(env.DB, env.BACKUPS, record, { pages: 1, ms: 60_000 }));
      if (manifest) break;
    }
    expect(manifest).not.toBeNull();

    await wipe();
    await restoreBackup(env.DB, env.BACKUPS, run);
    const restored = new Set((await db.select({ id: schema.reviews.id }).from(schema.reviews)).map((row) => row.id));
    expect(restored.size).toBeGreaterThan(reviewed.size);
    for (let n = 0; n < 5; n++) expect(restored.has(await nextId(db, 'reviews'))).toBe(false);
  });
});

describe('a restore', () => {
  it('refuses a run without its manifest', async () => {
    await seedCity();
    const { run } = await startRun(env.DB, env.BACKUPS, Date.now(), 4);
    await continueRun(env.DB, env.BACKUPS, (await readProgress(env.BACKUPS, run))!, { pages: 2, ms: 60_000 });
    await wipe();
    await expect(restoreBackup(env.DB, env.BACKUPS, run)).rejects.toThrow(/has no manifest: it never finished/);
    await expect(restoreBackup(env.DB, env.BACKUPS, '2020-01-01T00-00-00Z')).rejects.toThrow(/there is no backup run/);
  });

  it('refuses a target that has rows, unless told to replace them', async () => {
    await seedCity();
    const before = await cityState();
    const { run } = await backUpInPieces(Date.now(), { pageRows: 5000, pages: 100 });
    await expect(restoreBackup(env.DB, env.BACKUPS, run)).rejects.toThrow(/not empty \(.*businesses.*\)/);
    await restoreBackup(env.DB, env.BACKUPS, run, { replace: true });
    expect(await cityState()).toEqual(before);
  });

  it('refuses a backup of another migration', async () => {
    await seedCity();
    const { run, manifest } = await backUpInPieces(Date.now(), { pageRows: 5000, pages: 100 });
    await writeJson(env.BACKUPS, manifestKey(run), { ...manifest, schemaVersion: '0001_list_indexes_rate_limits.sql' } satisfies Manifest);
    await wipe();
    await expect(restoreBackup(env.DB, env.BACKUPS, run)).rejects.toThrow(/taken at migration 0001_list_indexes_rate_limits.sql/);
  });

  it('refuses a page whose rows are not those it was written with, or not those the manifest counted', async () => {
    await seedCity();
    const { run } = await backUpInPieces(Date.now(), { pageRows: 5000, pages: 100 });
    const key = pageKey(run, 'categories', 1);
    const page = await env.BACKUPS.get(key);
    const text = await new Response(page!.body.pipeThrough(new DecompressionStream('gzip'))).text();
    const altered = text.replace('Backup Salons', 'Backup Saloons');
    expect(altered).not.toBe(text);
    const body = await new Response(new Blob([altered]).stream().pipeThrough(new CompressionStream('gzip'))).arrayBuffer();
    await wipe();

    // Its bytes changed under the checksum it was written with.
    await env.BACKUPS.put(key, body, { customMetadata: page!.customMetadata! });
    await expect(restoreBackup(env.DB, env.BACKUPS, run)).rejects.toThrow(/page runs\/.*\/categories\/00001\.ndjson\.gz holds/);

    // Changed with a checksum of its own: the manifest's still tells.
    const lines = altered.split('\n').filter((line) => line !== '');
    const checksum = addHashes(EMPTY_CHECKSUM, await lineHashes(lines));
    await env.BACKUPS.put(key, body, { customMetadata: { rows: String(lines.length), checksum } });
    await wipe();
    await expect(restoreBackup(env.DB, env.BACKUPS, run)).rejects.toThrow(/the pages of categories hold/);
  });
});

describe('the backup’s Cron Trigger', () => {
  const backupEnv = { ...env, BACKUP_HOUR: '3' };
  async function runCron(now: number, environment = backupEnv) {
    const ctx = createExecutionContext();
    await worker.scheduled(createScheduledController({ scheduledTime: now, cron: BACKUP_CRON }), environment, ctx);
    await waitOnExecutionContext(ctx);
  }
  const quiet = () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    quieted.push(info);
    return () => info.mock.calls.map((call) => JSON.parse(String(call[0])) as { event: string; action?: string; complete?: boolean });
  };

  it('starts one run a day after 03:00 in Asia/Kolkata, and continues a run under way', async () => {
    await seedCity();
    const lines = quiet();
    await runCron(BACKUP_TIME - HOUR);
    expect(await listRuns(env.BACKUPS)).toEqual([]);

    await runCron(BACKUP_TIME);
    const first = runId(BACKUP_TIME);
    expect(await listRuns(env.BACKUPS)).toEqual([first]);
    expect(await readManifest(env.BACKUPS, first)).not.toBeNull();
    expect(lines().filter((line) => line.event === 'backup')).toMatchObject([{ action: 'started', complete: true }]);

    await runCron(BACKUP_TIME + HOUR);
    await runCron(BACKUP_TIME + 17 * HOUR);
    expect(await listRuns(env.BACKUPS)).toEqual([first]);

    // The next day's run, begun with a page of two rows, then left: the next hour continues it to its end.
    const { run: second } = await startRun(env.DB, env.BACKUPS, BACKUP_TIME + DAY, 2);
    await continueRun(env.DB, env.BACKUPS, (await readProgress(env.BACKUPS, second))!, { pages: 1, ms: 60_000 });
    await runCron(BACKUP_TIME + DAY + HOUR);
    expect(await readManifest(env.BACKUPS, second)).not.toBeNull();
    expect(
      lines()
        .filter((line) => line.event === 'backup')
        .at(-1),
    ).toMatchObject({ action: 'continued', complete: true });
    expect(await listRuns(env.BACKUPS)).toEqual([first, second]);

    // Switched off, it does nothing.
    await runCron(BACKUP_TIME + 2 * DAY, { ...env, BACKUP_HOUR: 'off' });
    expect(await listRuns(env.BACKUPS)).toHaveLength(2);
  });

  it('gives up a run that has not finished in 20 hours, and starts the day’s afresh', async () => {
    await seedCity();
    const lines = quiet();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { run: stuck } = await startRun(env.DB, env.BACKUPS, BACKUP_TIME - DAY, 2);
    await runCron(BACKUP_TIME);
    const fresh = runId(BACKUP_TIME);
    expect(await readManifest(env.BACKUPS, fresh)).not.toBeNull();
    // Retention, applied as the new run completed, took the abandoned one away.
    expect(await listRuns(env.BACKUPS)).toEqual([fresh]);
    expect(await env.BACKUPS.head(progressKey(stuck))).toBeNull();
    expect(lines().find((line) => line.event === 'backup')).toMatchObject({ action: 'started', complete: true });
  });
});

describe('retention', () => {
  /** A run at 03:30 in Asia/Kolkata of each day from `first` to `last` (YYYY-MM-DD, local dates). */
  function dailyRuns(first: string, last: string): string[] {
    const runs: string[] = [];
    for (let day = Date.parse(`${first}T00:00:00Z`); day <= Date.parse(`${last}T00:00:00Z`); day += DAY) runs.push(runId(day - 2 * HOUR));
    return runs;
  }
  const istDate = (run: string) =>
    new Date(Date.parse(run.replace(/T(\d\d)-(\d\d)-(\d\d)Z/, 'T$1:$2:$3Z')) + 5.5 * HOUR).toISOString().slice(0, 10);

  it('keeps the newest complete run of each of the last 30 days and of each of the last 12 months', () => {
    const runs = dailyRuns('2025-06-01', '2026-12-06');
    // A second run on the last day, later: it is that day's.
    const later = runId(Date.UTC(2026, 11, 6, 10, 0));
    const kept = runsToKeep([...runs, later]);
    const days = [...kept].map(istDate).sort();
    const lastThirty = dailyRuns('2026-11-07', '2026-12-06').map(istDate);
    const monthEnds = [
      '2026-01-31',
      '2026-02-28',
      '2026-03-31',
      '2026-04-30',
      '2026-05-31',
      '2026-06-30',
      '2026-07-31',
      '2026-08-31',
      '2026-09-30',
      '2026-10-31',
    ];
    expect(days).toEqual([...monthEnds, ...lastThirty]);
    expect(kept.has(later)).toBe(true);
    expect(kept.has(runs.at(-1)!)).toBe(false);
  });

  it('keeps its copies when the backups stop for a while: counted in days that have a run, not back from today', () => {
    // Three months of runs, then none: whenever retention runs again, the last 30 of them and the months' last stay.
    const kept = runsToKeep(dailyRuns('2026-01-01', '2026-03-31'));
    expect([...kept].map(istDate).sort()).toEqual(['2026-01-31', '2026-02-28', ...dailyRuns('2026-03-02', '2026-03-31').map(istDate)]);
  });

  it('deletes the other run folders from the bucket, a bounded number of lists at a time, manifest first', async () => {
    const runs = dailyRuns('2026-09-01', '2026-12-06');
    for (const run of runs) {
      await env.BACKUPS.put(pageKey(run, 'businesses', 1), 'page');
      await env.BACKUPS.put(manifestKey(run), '{}');
    }
    const oldUnfinished = runId(Date.UTC(2026, 7, 3, 22, 0));
    await env.BACKUPS.put(progressKey(oldUnfinished), '{}');
    const now = Date.UTC(2026, 11, 6, 1, 0);
    const underWay = runId(now - HOUR);
    await env.BACKUPS.put(progressKey(underWay), '{}');

    const first = await applyRetention(env.BACKUPS, now, 5);
    expect(first.deleted).toHaveLength(5);
    const cut = (await listRuns(env.BACKUPS)).filter((run) => runs.includes(run) && !first.deleted.includes(run));
    // A run the budget cut short is never a complete run with pages missing.
    for (const run of cut) {
      const manifest = await env.BACKUPS.head(manifestKey(run));
      const page = await env.BACKUPS.head(pageKey(run, 'businesses', 1));
      expect(manifest === null || page !== null, run).toBe(true);
    }

    // The next completed runs take the rest.
    while ((await applyRetention(env.BACKUPS, now)).deleted.length > 0);
    const expected = [
      ...dailyRuns('2026-11-07', '2026-12-06'),
      ...['2026-09-30', '2026-10-31'].map((day) => dailyRuns(day, day)[0]!),
      underWay,
    ];
    expect(await listRuns(env.BACKUPS)).toEqual(expected.sort());
    const left = await allKeys(env.BACKUPS);
    expect(left.filter((key) => key.endsWith('manifest.json'))).toHaveLength(32);
    expect(left.some((key) => key.includes(oldUnfinished))).toBe(false);
  });
});
