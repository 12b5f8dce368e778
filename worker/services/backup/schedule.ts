import { localMoment } from '../../contracts/hours.ts';
import type { Bindings } from '../../env.ts';
import { logFailure, logLine } from '../../lib/log.ts';
import { runStart } from './format.ts';
import { ABANDON_AFTER_MS, applyRetention, completeRuns, listRuns, runDay, type Retention } from './retention.ts';
import { continueRun, readProgress, SCHEDULED_BUDGET, startRun, type Budget } from './run.ts';
import { schemaVersion } from './tables.ts';

/**
 * The backup's Cron Trigger, every five minutes (BACKUP_CRON; docs/decisions/041-backups-to-r2.md): a run under
 * way is continued; otherwise, once the day (Asia/Kolkata) has reached BACKUP_HOUR and no complete run started that
 * day, a new one starts. Each invocation writes within SCHEDULED_BUDGET, and the one that completes a run applies the
 * retention.
 */

/**
 * The Cron Trigger that takes the backup, every five minutes (wrangler.toml [triggers]), apart from the hourly one of
 * housekeeping: a run takes 20 s an invocation, about 7 invocations for 100,000 businesses and 70 for 1,000,000
 * (measured locally: docs/restore-drill.md), so an hourly step would not finish a large city's run in a day.
 */
export const BACKUP_CRON = '*/5 * * * *';

/** The Asia/Kolkata hour the day's run starts from, unless wrangler.toml's BACKUP_HOUR says another (or 'off'). */
export const DEFAULT_BACKUP_HOUR = 3;

export function backupHour(setting: string | undefined): number | null {
  if (setting === undefined || setting.trim() === '') return DEFAULT_BACKUP_HOUR;
  if (setting.trim().toLowerCase() === 'off') return null;
  const hour = Number(setting);
  return Number.isInteger(hour) && hour >= 0 && hour <= 23 ? hour : DEFAULT_BACKUP_HOUR;
}

export interface BackupStep {
  action: 'none' | 'started' | 'continued';
  run: string | null;
  pagesWritten: number;
  complete: boolean;
  /** A run given up this time: past ABANDON_AFTER_MS, or the schema changed under it. */
  abandoned: string | null;
  retention: Retention | null;
}

export async function backupStep(
  d1: D1Database,
  bucket: R2Bucket,
  { now, hour, budget = SCHEDULED_BUDGET, clock }: { now: number; hour: number; budget?: Budget; clock?: () => number },
): Promise<BackupStep> {
  const step: BackupStep = { action: 'none', run: null, pagesWritten: 0, complete: false, abandoned: null, retention: null };
  const runs = await listRuns(bucket);
  const complete = await completeRuns(bucket, runs);
  const newest = runs.at(-1);
  let record = newest && !complete.has(newest) ? await readProgress(bucket, newest) : null;
  if (record) {
    const version = await schemaVersion(d1);
    if (now - runStart(record.run) >= ABANDON_AFTER_MS || record.schemaVersion !== version) {
      step.abandoned = record.run;
      record = null;
    }
  }
  if (record) step.action = 'continued';
  else {
    const moment = localMoment(new Date(now));
    const doneToday = [...complete].some((run) => runDay(run) === moment.date);
    if (doneToday || moment.minute < hour * 60) return step;
    record = await startRun(d1, bucket, now);
    step.action = 'started';
  }
  step.run = record.run;
  const continued = await continueRun(d1, bucket, record, budget, clock);
  step.pagesWritten = continued.pagesWritten;
  step.complete = continued.manifest !== null;
  if (step.complete) step.retention = await applyRetention(bucket, now);
  return step;
}

/** The Cron Trigger's call: one step, logged; a failure is logged and the next hour tries again from the progress. */
export async function scheduledBackup(env: Bindings, scheduledTime: number): Promise<void> {
  const hour = backupHour(env.BACKUP_HOUR);
  if (hour === null) return;
  try {
    const step = await backupStep(env.DB, env.BACKUPS, { now: scheduledTime, hour });
    if (step.abandoned) logLine('warn', 'backup abandoned', { run: step.abandoned });
    if (step.action === 'none') return;
    const { retention, ...rest } = step;
    logLine('info', 'backup', {
      ...rest,
      ...(retention ? { kept: retention.kept.length, deleted: retention.deleted, objectsDeleted: retention.objects } : {}),
    });
  } catch (error) {
    logFailure('backup failed', error);
  }
}
