import type { DrizzleD1Database } from 'drizzle-orm/d1';
import type * as schema from './db/schema.ts';

export type Database = DrizzleD1Database<typeof schema>;

export interface Bindings {
  DB: D1Database;
  MEDIA: R2Bucket;
  ASSETS: Fetcher;
  /** 'development' under `npm start`; anything else is treated as production. */
  ENVIRONMENT: string;
  /** Signs session tokens; from .dev.vars locally and `wrangler secret put` in production. */
  JWT_SECRET?: string;
}

export interface Variables {
  db: Database;
  requestId: string;
}

export interface AppEnv {
  Bindings: Bindings;
  Variables: Variables;
}
