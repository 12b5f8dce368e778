import { sql } from 'drizzle-orm';
import type { Database } from '../env.ts';
import { newId, sequenceId } from '../lib/ids.ts';
import * as schema from './schema.ts';

/**
 * The tables whose ids every index and reference repeats most (docs/decisions/042-short-ids.md): reviews and helpful votes, enquiries,
 * opening hours and the search index all carry them.
 */
export type SequencedTable = (typeof schema.idSequences.name.enumValues)[number];

/**
 * A new id for a row of `table`: the sequence's next number, taken in one statement (D1 runs one write at a time, so
 * two requests never take the same number), written as six characters (sequenceId). One round trip more than a
 * random id, paid only when a business, account, review or enquiry is made.
 */
export async function nextId(db: Database, table: SequencedTable): Promise<string> {
  const [taken] = await db
    .insert(schema.idSequences)
    .values({ name: table, last: 1 })
    .onConflictDoUpdate({ target: schema.idSequences.name, set: { last: sql`${schema.idSequences.last} + 1` } })
    .returning({ last: schema.idSequences.last });
  return (taken && sequenceId(taken.last)) ?? newId();
}
