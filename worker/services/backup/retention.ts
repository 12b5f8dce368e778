import { localMoment } from '../../contracts/hours.ts';
import { isRunId, manifestKey, RUNS, runFolder, runStart } from './format.ts';

/**
 * Which runs a bucket keeps (docs/decisions/041-backups-to-r2.md): the newest complete run of each of the 30 latest days
 * that have one, and of each of the 12 latest months that have one, in Asia/Kolkata; a run still under way; nothing
 * else. Counted in days and months that have a run rather than back from today, so that backups that stopped for a
 * while never lose their last good copies to the calendar.
 */
export const KEEP = { days: 30, months: 12 };

/** A run not finished this long after it started is given up (schedule.ts) and deleted by the next retention. */
export const ABANDON_AFTER_MS = 20 * 3_600_000;

/** The Asia/Kolkata date a run started on. */
export const runDay = (run: string) => localMoment(new Date(runStart(run))).date;

/** The complete runs to keep, of those given (any order). */
export function runsToKeep(complete: readonly string[], keep = KEEP): Set<string> {
  const kept = new Set<string>();
  const days = new Set<string>();
  const months = new Set<string>();
  for (const run of [...complete].sort().reverse()) {
    const day = runDay(run);
    const month = day.slice(0, 7);
    if (!days.has(day) && days.size < keep.days) {
      days.add(day);
      kept.add(run);
    }
    if (!months.has(month) && months.size < keep.months) {
      months.add(month);
      kept.add(run);
    }
  }
  return kept;
}

/** Every run folder of the bucket, oldest first. */
export async function listRuns(bucket: R2Bucket): Promise<string[]> {
  const runs: string[] = [];
  let cursor: string | undefined;
  do {
    const listed = await bucket.list({ prefix: RUNS, delimiter: '/', ...(cursor ? { cursor } : {}) });
    for (const prefix of listed.delimitedPrefixes) {
      const run = prefix.slice(RUNS.length, -1);
      if (isRunId(run)) runs.push(run);
    }
    cursor = listed.truncated ? listed.cursor : undefined;
  } while (cursor);
  return runs.sort();
}

/** Which of the runs have their manifest. */
export async function completeRuns(bucket: R2Bucket, runs: readonly string[]): Promise<Set<string>> {
  const heads = await Promise.all(runs.map((run) => bucket.head(manifestKey(run))));
  return new Set(runs.filter((_, n) => heads[n] !== null));
}

export interface Retention {
  kept: string[];
  deleted: string[];
  /** Objects deleted; a folder left half-deleted by the budget is finished by the next retention. */
  objects: number;
}

/**
 * Deletes the runs runsToKeep does not keep, in lists of up to 1,000 objects, at most `maxRounds` lists (each list one
 * delete; a run of the 100,000-business city is about 350 objects, one list). A run's manifest goes first, so that a run cut short by the budget is an incomplete one, never a complete run
 * with pages missing.
 */
export async function applyRetention(bucket: R2Bucket, now: number, maxRounds = 50): Promise<Retention> {
  const runs = await listRuns(bucket);
  const complete = await completeRuns(bucket, runs);
  const keep = runsToKeep([...complete]);
  const underWay = (run: string) => !complete.has(run) && now - runStart(run) < ABANDON_AFTER_MS;
  const doomed = runs.filter((run) => !keep.has(run) && !underWay(run));
  const result: Retention = { kept: runs.filter((run) => !doomed.includes(run)), deleted: [], objects: 0 };
  let rounds = 0;
  for (const run of doomed) {
    if (complete.has(run)) {
      await bucket.delete(manifestKey(run));
      result.objects++;
    }
    for (let more = true; more;) {
      if (rounds >= maxRounds) return result;
      rounds++;
      const listed = await bucket.list({ prefix: runFolder(run), limit: 1000 });
      if (listed.objects.length > 0) await bucket.delete(listed.objects.map((object) => object.key));
      result.objects += listed.objects.length;
      more = listed.truncated;
    }
    result.deleted.push(run);
  }
  return result;
}
