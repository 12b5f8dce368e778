import { getTableName, type Table } from 'drizzle-orm';
import type { D1Database, R2Bucket } from '@cloudflare/workers-types';
import * as schema from '../../worker/db/schema.ts';
import type { Dataset } from './generate.ts';
import { PAUSE_SEARCH_INDEX, rebuildSearchIndex } from '../../worker/services/search-index.ts';
import { insertStatements } from './sql.ts';

/** Tables in the order foreign keys need, each with the dataset's rows for it. */
function tablesInOrder(data: Dataset): [Table, unknown[]][] {
  return [
    [schema.pincodes, data.pincodes],
    [schema.pincodePlaces, data.pincodePlaces],
    [schema.users, data.users],
    [schema.categories, data.categories],
    [schema.locations, data.locations],
    [schema.locationPincodes, data.locationPincodes],
    [schema.businesses, data.businesses],
    [schema.businessHours, data.businessHours],
    [schema.businessMedia, data.businessMedia],
    [schema.businessTags, data.businessTags],
    [schema.businessSocialLinks, data.businessSocialLinks],
    [schema.businessDailyStats, data.businessDailyStats],
    [schema.reviews, data.reviews],
    [schema.reviewHelpfulVotes, data.reviewHelpfulVotes],
    [schema.favorites, data.favorites],
    [schema.enquiries, data.enquiries],
    [schema.quickLinks, data.quickLinks],
    [schema.campaigns, data.campaigns],
    [schema.campaignBanners, data.campaignBanners],
  ];
}

/** Deletes in reverse order, so that a re-seed starts from empty tables without breaking foreign keys. */
export async function clearTables(db: D1Database): Promise<void> {
  const names = tablesInOrder({} as Dataset)
    .map(([table]) => getTableName(table))
    .reverse();
  await db.exec(names.map((name) => `DELETE FROM "${name}";`).join('\n'));
}

/** About 2 MB per exec call: few round trips, no single request too large. */
const EXEC_BATCH_BYTES = 2_000_000;

export async function writeDataset(
  db: D1Database,
  bucket: R2Bucket,
  data: Dataset,
  log: (line: string) => void = () => undefined,
): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  await db.exec(PAUSE_SEARCH_INDEX);
  for (const [table, rows] of tablesInOrder(data)) {
    const statements = insertStatements(table, rows as Table['$inferInsert'][]);
    let chunk: string[] = [];
    let size = 0;
    for (const statement of statements) {
      chunk.push(statement);
      size += statement.length;
      if (size >= EXEC_BATCH_BYTES) {
        await db.exec(chunk.join('\n'));
        chunk = [];
        size = 0;
      }
    }
    if (chunk.length > 0) await db.exec(chunk.join('\n'));
    const name = getTableName(table);
    counts[name] = rows.length;
    log(`  ${name.padEnd(22)} ${String(rows.length).padStart(8)} rows`);
  }

  const indexing = Date.now();
  await rebuildSearchIndex(db);
  log(`  ${'search index'.padEnd(22)} rebuilt in ${((Date.now() - indexing) / 1000).toFixed(1)} s`);

  for (const image of data.images) {
    await bucket.put(image.key, image.body, { httpMetadata: { contentType: image.contentType } });
  }
  counts['r2 objects'] = data.images.length;
  log(`  ${'r2 objects'.padEnd(22)} ${String(data.images.length).padStart(8)}`);
  return counts;
}
