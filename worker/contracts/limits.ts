/** How much one request may ask of the API: the Worker enforces these, and the web app stays within them. */

/**
 * The most procedures one tRPC batch may carry; more is refused with 400 (worker/index.ts). The app's largest
 * batch is about a dozen (a page of 12 cards, each asking whether it is a favourite), and its batch link splits
 * anything longer into several requests (web/src/lib/trpc.ts), so only a hand-made batch is refused.
 */
export const TRPC_MAX_BATCH = 20;

/**
 * The largest request body under /api, in bytes; more is refused with 413. The largest legitimate body is a
 * 5,000-character message (a review, the contact form): at most 6 bytes a character once written as JSON, about
 * 30 KB. Photo uploads are the one exception, under UPLOAD_BODY_LIMIT (contracts/media.ts).
 */
export const JSON_BODY_LIMIT = 64 * 1024;
