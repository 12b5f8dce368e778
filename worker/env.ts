import type { DrizzleD1Database } from 'drizzle-orm/d1';
import type * as schema from './db/schema.ts';
import type { RequestContext } from './services/context.ts';

/** The request's drizzle handle; `$client` is the same D1 binding, for the queries written as SQL. */
export type Database = DrizzleD1Database<typeof schema> & { $client: D1Database };

export interface Bindings {
  DB: D1Database;
  /**
   * Public media only (listing photos, banners, avatars, the seed's pictures): in production the bucket is public on
   * its own domain, MEDIA_ORIGIN, so anything written here can be read by anyone who has its key.
   */
  MEDIA: R2Bucket;
  /** Private objects, never served by any route or domain: claim documents, read by admins through the API alone. */
  DOCUMENTS: R2Bucket;
  ASSETS: Fetcher;
  /** 'development' under `npm start`; anything else is treated as production. */
  ENVIRONMENT: string;
  /** The site's public origin, for links in mails (wrangler.toml; the local servers pass their own address). */
  SITE_ORIGIN?: string;
  /**
   * The public media bucket's own origin, e.g. 'https://media.citypages.in' (README, Deploying): media URLs point there,
   * so photos cost no Worker call. Empty or unset (`npm start`, tests), they point at this Worker's /media/.
   */
  MEDIA_ORIGIN?: string;
  /**
   * For how many seconds a visitor's search may take its lookups from what the Worker instance read (decision 020):
   * 30 in wrangler.toml; 0 in the Worker tests, which write straight to D1 and search again at once.
   */
  SEARCH_LOOKUPS_FRESH_SECONDS?: string;
  /** Signs session tokens; from .dev.vars locally and `wrangler secret put` in production. */
  JWT_SECRET?: string;
  /** How mail leaves: 'send_email' (the SEND_EMAIL binding) or 'http' (MAIL_API_URL); unset, development prints it. */
  MAIL_TRANSPORT?: string;
  /** The address mail is sent from, e.g. 'CityPages <no-reply@citypages.in>'. */
  MAIL_FROM?: string;
  /** Cloudflare Email Service's send_email binding (README, Deploying). */
  SEND_EMAIL?: SendEmail;
  /** An HTTP mail API that accepts {from, to, subject, text, html} as JSON with a bearer key (Resend and others). */
  MAIL_API_URL?: string;
  MAIL_API_KEY?: string;
  /**
   * Cloudflare Turnstile's secret (`wrangler secret put`): while set, the forms bots abuse need a solved challenge
   * (services/bot-check.ts). Unset in local development, so `npm start` and the documented REST calls work offline.
   */
  TURNSTILE_SECRET_KEY?: string;
  /** Turnstile's public site key ([vars]), given to the page in a meta tag so the browser shows the widget. */
  TURNSTILE_SITE_KEY?: string;
}

export interface Variables {
  /** The request's context (worker/services/context.ts), set for every request before any route runs. */
  ctx: RequestContext;
  requestId: string;
  /** Set by the requireUser and requireRole middleware on authenticated routes. */
  user: typeof schema.users.$inferSelect;
  sessionId: string;
}

export interface AppEnv {
  Bindings: Bindings;
  Variables: Variables;
}
