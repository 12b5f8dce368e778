import { sql } from 'drizzle-orm';
import type { Health } from '../contracts/health.ts';
import type { RequestContext } from '../env.ts';
import { ApiError } from '../lib/errors.ts';
import { logFailure } from '../lib/log.ts';

/** Asks D1 a real question (does the schema answer?), so a missing or broken database shows as 503. */
export async function checkHealth({ db }: RequestContext): Promise<Health> {
  try {
    await db.run(sql`select 1 from categories limit 1`);
  } catch (error) {
    logFailure('health check failed', error);
    throw new ApiError(503, 'Database unavailable', [{ field: 'database', message: 'The database did not answer' }]);
  }
  return { database: 'ok', time: new Date().toISOString() };
}
