import { meterD1, type D1Usage } from '../../../worker/http/d1-meter.ts';

/** A D1 binding that counts the rows every statement reads, drizzle's `raw()` reads too (worker/http/d1-meter.ts, countRaw). */
export function countingRows(db: D1Database): { db: D1Database; rowsRead: () => number } {
  const usage: D1Usage = { rowsRead: 0, queries: 0, unmetered: 0, durationMs: 0, calls: 0 };
  return { db: meterD1(db, usage, { countRaw: true }), rowsRead: () => usage.rowsRead };
}
