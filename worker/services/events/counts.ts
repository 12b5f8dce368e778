import { EVENTS_PER_ADDRESS_PER_HOUR } from '../../contracts/analytics.ts';
import { publicBusinessSql } from '../../db/rules.ts';
import type { CountMessage } from './messages.ts';

/*
 * docs/product.md §3.17 and §3.23, written in batches (docs/decisions/039-counting-off-the-hot-path.md): the views and
 * taps of a whole message batch become one D1 batch of three statements, however many messages and businesses it holds.
 *
 *   1. the day's figures, one row per business and day, by the marks statement 3 is about to insert;
 *   2. each business's lifetime `views`, by the same new marks;
 *   3. the marks themselves (business_event_marks), which keep the once-per-visitor, kind and hour rule across batches
 *      and, by the address each carries, the hourly limit per address.
 *
 * All three read the same set of new marks (FRESH, below) before any of them is inserted, inside one atomic batch, so
 * the figures move by exactly the marks inserted. A batch delivered again (a retry after a commit whose ack was lost)
 * finds its marks there and adds nothing; a batch that failed wrote nothing and is retried whole.
 */

/** One distinct event as the statements read it from their JSON parameter. */
interface EventRow {
  /** business, type, visitor, hour and day: the mark */
  b: string;
  t: CountMessage['type'];
  v: string;
  h: number;
  d: string;
  /** the address's keyed hash */
  a: string;
}

/** The batch's events, each mark once (the first message that carries it), in the order they came. */
export function eventRows(messages: readonly CountMessage[]): EventRow[] {
  const marks = new Set<string>();
  const rows: EventRow[] = [];
  for (const { businessId, type, visitor, hour, day, address } of messages) {
    const mark = `${businessId}\n${type}\n${visitor}\n${hour}`;
    if (marks.has(mark)) continue;
    marks.add(mark);
    rows.push({ b: businessId, t: type, v: visitor, h: hour, d: day, a: address });
  }
  return rows;
}

/**
 * The batch's events that make a new mark: of a public listing, not marked yet, and within their address's hourly
 * limit, views and taps each on their own: the address's marks of the hour already there, and the batch's new ones
 * before this one (`place`), fewer than EVENTS_PER_ADDRESS_PER_HOUR (?2). Through the marks' (hour, address) index.
 * CROSS JOIN keeps the events outside and each listing looked up by its id. Left to choose, SQLite walked every public
 * listing by the public rule's index once the city was large: at 1,000,000 businesses a batch took 7 s of the
 * database's time, and every request waited behind it (p99 of a profile 8 s); with the order fixed, 2–4 ms.
 */
const FRESH = `WITH e AS (
    SELECT value ->> 'b' AS b, value ->> 't' AS t, value ->> 'v' AS v, value ->> 'h' AS h, value ->> 'd' AS d,
      value ->> 'a' AS a, key AS q
    FROM json_each(?1)
  ),
  new AS (
    SELECT e.*, row_number() OVER (PARTITION BY e.a, e.h, e.t = 'view' ORDER BY e.q) AS place
    FROM e CROSS JOIN businesses ON businesses.id = e.b
    WHERE ${publicBusinessSql('businesses')}
      AND NOT EXISTS (
        SELECT 1 FROM business_event_marks m WHERE m.business_id = e.b AND m.type = e.t AND m.visitor = e.v AND m.hour = e.h
      )
  ),
  fresh AS (
    SELECT b, t, v, h, d, a FROM new
    WHERE place + (
      SELECT count(*) FROM business_event_marks m WHERE m.hour = new.h AND m.address = new.a AND (m.type = 'view') = (new.t = 'view')
    ) <= ?2
  )`;

const ADD_TO_DAYS = `${FRESH}
  INSERT INTO business_daily_stats (business_id, day, views, calls, whatsapp, directions, website)
  SELECT b, d, sum(t = 'view'), sum(t = 'call'), sum(t = 'whatsapp'), sum(t = 'directions'), sum(t = 'website')
  FROM fresh WHERE true GROUP BY b, d
  ON CONFLICT (business_id, day) DO UPDATE SET
    views = views + excluded.views,
    calls = calls + excluded.calls,
    whatsapp = whatsapp + excluded.whatsapp,
    directions = directions + excluded.directions,
    website = website + excluded.website`;

const ADD_TO_VIEWS = `${FRESH}
  UPDATE businesses SET views = views + f.n
  FROM (SELECT b, count(*) AS n FROM fresh WHERE t = 'view' GROUP BY b) AS f
  WHERE businesses.id = f.b`;

const INSERT_MARKS = `${FRESH}
  INSERT OR IGNORE INTO business_event_marks (business_id, type, visitor, hour, day, address) SELECT b, t, v, h, d, a FROM fresh`;

/** What one batch wrote, for the consumer's log line and the tests' figures. */
export interface CountsWritten {
  /** Distinct events once the batch's duplicates were dropped. */
  events: number;
  /** New marks: the views and taps that counted. */
  counted: number;
  /** Statements in the one D1 batch, and the rows D1 reports they wrote (indexes included). */
  statements: number;
  rowsWritten: number;
  /** Rows D1 reports the batch read: a few per event, however large the city (tests/worker/counting-queue.test.ts). */
  rowsRead: number;
}

/** Writes a batch of counts in one D1 batch (above); nothing for an empty one. Throws when the batch fails. */
export async function writeCounts(db: D1Database, messages: readonly CountMessage[]): Promise<CountsWritten> {
  const rows = eventRows(messages);
  if (rows.length === 0) return { events: 0, counted: 0, statements: 0, rowsWritten: 0, rowsRead: 0 };
  const events = JSON.stringify(rows);
  const statements = [ADD_TO_DAYS, ADD_TO_VIEWS, INSERT_MARKS].map((query) => db.prepare(query).bind(events, EVENTS_PER_ADDRESS_PER_HOUR));
  const results = await db.batch(statements);
  return {
    events: rows.length,
    counted: results.at(-1)?.meta.changes ?? 0,
    statements: statements.length,
    rowsWritten: results.reduce((sum, result) => sum + (result.meta.rows_written ?? 0), 0),
    rowsRead: results.reduce((sum, result) => sum + (result.meta.rows_read ?? 0), 0),
  };
}
