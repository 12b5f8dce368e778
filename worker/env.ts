import type { DrizzleD1Database } from 'drizzle-orm/d1';
import type * as schema from './db/schema.ts';
import type { ApiError } from './lib/errors.ts';
import type { EventMessage } from './services/events/messages.ts';

/** The request's drizzle handle; `$client` is the same D1 binding, for the queries written as SQL. */
export type Database = DrizzleD1Database<typeof schema> & { $client: D1Database };

export type User = typeof schema.users.$inferSelect;

/** A signed-in caller: the user and the session their token names. */
export interface Viewer {
  user: User;
  sessionId: string;
}

export interface Bindings {
  DB: D1Database;
  /**
   * Public media only (listing photos, banners, avatars, the seed's pictures): in production the bucket is public on
   * its own domain, MEDIA_ORIGIN, so anything written here can be read by anyone who has its key.
   */
  MEDIA: R2Bucket;
  /** Private objects, never served by any route or domain: claim documents, read by admins through the API alone. */
  DOCUMENTS: R2Bucket;
  /**
   * Private, never served: the database's backups, a folder per run written by the backup's Cron Trigger and read by
   * `npm run restore` (worker/services/backup/, docs/decisions/041-backups-to-r2.md).
   */
  BACKUPS: R2Bucket;
  /** The Asia/Kolkata hour from which the day's backup starts (wrangler.toml, default 3), or 'off' for none. */
  BACKUP_HOUR?: string;
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
  /**
   * The signing secret JWT_SECRET replaced, while a rotation lets the tokens and codes made with it live out their time
   * (docs/operations.md, "Rotating the signing secret"); unset otherwise.
   */
  JWT_SECRET_PREVIOUS?: string;
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
  /**
   * The events queue (wrangler.toml [[queues.producers]]): views, taps and mail retries leave the request as messages,
   * and this Worker's queue handler writes them in batches (docs/decisions/039). Absent, they are written directly.
   */
  EVENTS?: Queue<EventMessage>;
}

/**
 * Everything a service may know about the request it serves, built once per request and shared by REST handlers,
 * tRPC procedures and the page renderer: one drizzle handle over the request's D1 session (raw SQL goes through
 * `db.$client`, the same metered session), the caller's session, the client's address and the request id.
 */
// A type, not an interface: tRPC's adapter takes the context as a plain record, which only a type alias satisfies.
export type RequestContext = {
  readonly db: Database;
  readonly env: Bindings;
  /** This host. */
  readonly origin: string;
  /**
   * Where a stored media key is fetched from, for absolute media URLs in answers: the deploy's MEDIA_ORIGIN, else this
   * host's /media (worker/services/business-shape.ts, mediaBaseOf).
   */
  readonly mediaBase: string;
  /**
   * The site's configured origin, for links sent away from the request (mails): never taken from the request, whose
   * Host header the client chooses.
   */
  readonly siteOrigin: string;
  /** The client's address as per-address rate limits count it: IPv4 as is, IPv6 as its /64 (services/rate-limit.ts). */
  readonly ip: string;
  readonly userAgent: string | null;
  readonly requestId: string;
  /**
   * The signed-in caller, or null for a visitor or a token that is not a live session. Resolved on first use and
   * then remembered, so a tRPC batch of protected calls checks the token once, and public calls that never ask
   * cost nothing.
   */
  readonly viewer: () => Promise<Viewer | null>;
  /** Why `viewer()` is null when a token was sent (expired, revoked, disabled account): what 401/403 should say. */
  readonly authFailure: () => Promise<ApiError | null>;
  /**
   * Who the caller turned out to be, for the request log, without asking anything: 'visitor' when no token was sent,
   * 'not checked' when one was but nothing needed it, 'refused' when it was no live session, else the account's role.
   */
  readonly viewerSeen: () => ViewerSeen;
  /** The D1 session's latest bookmark, null before its first query: what a write hands back (lib/d1-bookmark.ts). */
  readonly bookmark: () => D1SessionBookmark | null;
  /** The session reads from any replica, as fresh as it happens to be: a visitor's read without a bookmark. */
  readonly readsAnyReplica: boolean;
  /**
   * Work that goes on after the response has gone (the platform's `waitUntil`): sending a count to the events queue,
   * delivering a mail the outbox already holds. A failure in it is logged, never the request's.
   */
  readonly defer: (work: Promise<unknown>) => void;
};

export type ViewerSeen = 'visitor' | 'not checked' | 'refused' | User['role'];

/** The context of a service a guard has let through: the request's, and the signed-in caller's user and session. */
export type SignedInContext = RequestContext & Viewer;

/** What one request asked of D1: rows read as D1 reports them, and calls whose result carries no count. */
export interface D1Usage {
  rowsRead: number;
  queries: number;
  /** `raw()` and `exec()` report no rows_read: a request with any is not fully measured. */
  unmetered: number;
  /** Milliseconds the database spent running the metered queries, as D1 reports each (`meta.duration`). */
  durationMs: number;
  /**
   * Round trips to the database: a batch is one however many statements it holds. Those made one after another are
   * what a visitor waits for, as each crosses the network to D1.
   */
  calls: number;
}

export interface Variables {
  /** The request's context (worker/services/context.ts), set for every request before any route runs. */
  ctx: RequestContext;
  requestId: string;
  /** What the request asked of D1 so far (http/d1-meter.ts), for the request log. */
  d1Usage: D1Usage;
  /** An unexpected failure the error handler answered with a 500, for the request log. */
  failure: unknown;
  /** Set by the requireUser and requireRole middleware on authenticated routes. */
  user: typeof schema.users.$inferSelect;
  sessionId: string;
}

export interface AppEnv {
  Bindings: Bindings;
  Variables: Variables;
}
