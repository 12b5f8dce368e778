import { getTableName, type Table } from 'drizzle-orm';
import type { D1Database, R2Bucket } from '@cloudflare/workers-types';
import * as schema from '../../worker/db/schema.ts';
import type { Batch, Dataset } from './generate.ts';
import { mediaCacheControl } from '../../worker/services/media.ts';
import { PAUSE_SEARCH_INDEX, rebuildSearchIndex } from '../../worker/services/search/index-build.ts';
import { insertStatements } from './sql.ts';

/** Every seeded table in the order foreign keys need, with the batch field that holds its rows. */
const TABLES: [Exclude<keyof Dataset, 'images'>, Table][] = [
  ['pincodes', schema.pincodes],
  ['pincodePlaces', schema.pincodePlaces],
  ['users', schema.users],
  ['categories', schema.categories],
  ['tradeConcepts', schema.tradeConcepts],
  ['tradeWords', schema.tradeWords],
  ['locations', schema.locations],
  ['locationPincodes', schema.locationPincodes],
  ['placeNames', schema.placeNames],
  ['businesses', schema.businesses],
  ['businessHours', schema.businessHours],
  ['businessMedia', schema.businessMedia],
  ['businessSocialLinks', schema.businessSocialLinks],
  ['businessDailyStats', schema.businessDailyStats],
  ['reviews', schema.reviews],
  ['reviewHelpfulVotes', schema.reviewHelpfulVotes],
  ['favorites', schema.favorites],
  ['enquiries', schema.enquiries],
  ['idSequences', schema.idSequences],
  ['quickLinks', schema.quickLinks],
  ['campaigns', schema.campaigns],
  ['campaignBanners', schema.campaignBanners],
];

/** Deletes in reverse order, so that a re-seed starts from empty tables without breaking foreign keys. */
export async function clearTables(db: D1Database): Promise<void> {
  const names = TABLES.map(([, table]) => getTableName(table)).reverse();
  await db.exec(names.map((name) => `DELETE FROM "${name}";`).join('\n'));
}

/**
 * About 1 MB of SQL per exec call: each call a few hundred milliseconds, so a large city makes many small requests
 * rather than a few the platform proxy gives up on.
 */
const EXEC_BATCH_BYTES = 1_000_000;
/** How often the progress line is printed while businesses are written. */
const PROGRESS_EVERY_MS = 10_000;

/**
 * Sends SQL to D1 one exec call at a time, while the caller goes on generating the next batch: Node generates and
 * workerd writes at the same time, on two cores.
 */
class ExecQueue {
  private statements: string[] = [];
  private size = 0;
  private inFlight: Promise<unknown> = Promise.resolve();

  constructor(private readonly db: D1Database) {}

  async add(statements: string[]): Promise<void> {
    for (const statement of statements) {
      this.statements.push(statement);
      this.size += statement.length;
      if (this.size >= EXEC_BATCH_BYTES) await this.send();
    }
  }

  /** Waits for the call before, then starts this one without waiting for it. */
  private async send(): Promise<void> {
    const sql = this.statements.join('\n');
    this.statements = [];
    this.size = 0;
    await this.inFlight;
    this.inFlight = this.db.exec(sql);
    // Awaited by the next send or by drain; until then a failure must not count as unhandled.
    this.inFlight.catch(() => undefined);
  }

  async drain(): Promise<void> {
    if (this.statements.length > 0) await this.send();
    await this.inFlight;
  }
}

const number = (value: number) => value.toLocaleString('en-US');

function duration(seconds: number): string {
  if (!Number.isFinite(seconds)) return '…';
  const minutes = Math.floor(seconds / 60);
  return minutes > 0 ? `${minutes} min ${String(Math.round(seconds % 60)).padStart(2, '0')} s` : `${Math.round(seconds)} s`;
}

/**
 * Writes the city as it is generated, batch by batch, so memory and each request stay small whatever its size. The
 * search triggers stay paused until every row is in; the index is then rebuilt once (decision 004).
 */
export async function writeCity(
  db: D1Database,
  bucket: R2Bucket,
  batches: Iterable<Batch>,
  options: { businesses: number; log?: (line: string) => void },
): Promise<Record<string, number>> {
  const log = options.log ?? (() => undefined);
  const counts: Record<string, number> = Object.fromEntries(TABLES.map(([, table]) => [getTableName(table), 0]));
  const queue = new ExecQueue(db);
  await db.exec(PAUSE_SEARCH_INDEX);

  let images = 0;
  // The rate counts from the first batch of businesses: users and pincodes before them are not businesses.
  let first: { at: number; written: number } | undefined;
  let lastProgressAt = 0;
  let afterBusinesses = false;
  const progress = (written: number) => {
    if (!first) return;
    const seconds = (Date.now() - first.at) / 1000;
    const rate = (written - first.written) / Math.max(seconds, 0.001);
    log(
      `  businesses ${number(written)} / ${number(options.businesses)} (${Math.floor((written / options.businesses) * 100)}%), ` +
        `${number(Math.round(rate))} a second, ${duration(seconds)} so far, about ${duration((options.businesses - written) / rate)} to go, ` +
        `${number(Math.round(process.memoryUsage().rss / 2 ** 20))} MiB in memory`,
    );
  };
  for (const batch of batches) {
    for (const [key, table] of TABLES) {
      const rows = batch[key];
      if (!rows || rows.length === 0) continue;
      await queue.add(insertStatements(table, rows as Table['$inferInsert'][]));
      counts[getTableName(table)] = (counts[getTableName(table)] ?? 0) + rows.length;
    }
    for (const image of batch.images ?? []) {
      // Stored with the same Cache-Control the Worker's /media sends, for when the media domain serves them (decision 016).
      await bucket.put(image.key, image.body, {
        httpMetadata: { contentType: image.contentType, cacheControl: mediaCacheControl(image.key) },
      });
      images++;
    }
    if (batch.businesses?.length) {
      const written = counts[getTableName(schema.businesses)] ?? 0;
      if (!first) {
        first = { at: Date.now(), written };
        lastProgressAt = first.at;
        log(`  ${number(counts[getTableName(schema.users)] ?? 0)} users and the catalogue written; now the businesses`);
      } else if (Date.now() - lastProgressAt >= PROGRESS_EVERY_MS || written === options.businesses) {
        progress(written);
        lastProgressAt = Date.now();
      }
    } else if (first && !afterBusinesses) {
      afterBusinesses = true;
      log("  every business written; now the favourites and the verified reviewers' enquiries");
    }
  }
  await queue.drain();
  for (const [name, count] of Object.entries(counts)) log(`  ${name.padEnd(22)} ${number(count).padStart(11)} rows`);

  const indexing = Date.now();
  await rebuildSearchIndex(db);
  log(`  ${'search index'.padEnd(22)} rebuilt in ${((Date.now() - indexing) / 1000).toFixed(1)} s`);

  counts['r2 objects'] = images;
  log(`  ${'r2 objects'.padEnd(22)} ${number(images).padStart(11)}`);
  return counts;
}
