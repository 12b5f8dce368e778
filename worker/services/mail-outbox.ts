import { and, asc, eq, isNotNull, isNull, lte } from 'drizzle-orm';
import * as schema from '../db/schema.ts';
import type { Bindings, Database, RequestContext } from '../env.ts';
import { newId } from '../lib/ids.ts';
import { errorFields, logFailure, logLine } from '../lib/log.ts';
import { failureText, transportFor, type Mail } from './mail.ts';

/*
 * Mail that leaves after the response and is tried again until it goes (docs/decisions/039-counting-off-the-hot-path.md,
 * revising 012): owners' notices, admins' decisions, and the notices of a claim or an address change. The request
 * writes the whole message to the outbox (that write is the promise it will go) and answers; the send happens after the
 * response. A failed send leaves the row waiting with the time of its next try, and rings the events queue for then;
 * the hourly housekeeping rings again for any row whose time has passed, so a lost bell or a cut-off invocation loses
 * no mail. Each try has its number and a row takes each number once, so two bells never send a mail twice.
 *
 * Codes a person is waiting for (sign-up, password reset, a new address, a claim) are still sent within the request
 * (mail.ts sendMail): they are of no use late, the person can ask again, and the outbox must not keep them.
 */

/** The wait after each failed try before the next: eight tries over about a day, then the mail is given up. */
export const MAIL_RETRY_DELAYS_SECONDS = [60, 300, 1800, 3600, 3 * 3600, 6 * 3600, 12 * 3600] as const;
export const MAIL_ATTEMPTS = MAIL_RETRY_DELAYS_SECONDS.length + 1;

/** A try under way holds its row this long: one that never reported back (the invocation ended) is due again after it. */
const TRY_LEASE_MS = 10 * 60_000;

/**
 * Rows the hourly housekeeping rings for in one run; without the queue it delivers this few itself, each two queries, so
 * the run stays within the queries one invocation may make (services/housekeeping.ts).
 */
const DUE_MAIL_PER_RUN = 50;
export const DUE_MAIL_DELIVERED_DIRECTLY = 2;

const outbox = schema.emailOutbox;

/**
 * Stores a mail without a secret in the outbox, to be sent after the response (ctx.defer). What the visitor did is
 * already written; this write is awaited so the mail cannot be lost with the invocation. A mail whose subject hides a
 * code is refused: those go within the request, through sendMail, and are never kept.
 */
export async function sendMailAfterResponse(ctx: Pick<RequestContext, 'db' | 'env' | 'defer'>, mail: Mail): Promise<void> {
  if (mail.subject !== mail.redactedSubject) {
    throw new Error('sendMailAfterResponse takes no mail that carries a code: send it within the request (sendMail)');
  }
  const id = newId();
  await ctx.db.insert(outbox).values({ id, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html, retryAt: new Date() });
  ctx.defer(deliverOutboxMail(ctx.db, ctx.env, id, 1));
}

export type Delivery = 'sent' | 'failed' | 'given up' | 'not due' | 'no transport';

/**
 * The `attempt`-th try of outbox row `id`. The row is taken first, in one statement, only if it still waits and no try
 * of that number was made (whoever else rang for it); then sent, and stamped `sent_at`, its text and HTML emptied
 * outside development (decision 012's bookkeeping). A failure is recorded on the row with the time of the next try and
 * a message for then on the events queue, or, after MAIL_ATTEMPTS tries, the mail is given up: an error line, and the
 * row keeps its message until the outbox's retention ends. Never throws for a delivery failure.
 */
export async function deliverOutboxMail(db: Database, env: Bindings, id: string, attempt: number, now = Date.now()): Promise<Delivery> {
  const [mail] = await db
    .update(outbox)
    .set({ attempts: attempt, retryAt: new Date(now + TRY_LEASE_MS) })
    .where(and(eq(outbox.id, id), eq(outbox.attempts, attempt - 1), isNull(outbox.sentAt), isNotNull(outbox.retryAt)))
    .returning({ to: outbox.to, subject: outbox.subject, text: outbox.text, html: outbox.html });
  if (!mail) return 'not due';
  const bookkeeping = env.ENVIRONMENT === 'development' ? {} : { text: '', html: '' };
  const transport = transportFor(env);
  if (!transport) {
    // As sendMail does: nowhere to send it (transportFor has said why), so the row is all there is.
    await db
      .update(outbox)
      .set({ retryAt: null, ...bookkeeping })
      .where(eq(outbox.id, id));
    return 'no transport';
  }
  try {
    await transport(mail);
  } catch (error) {
    const delay = MAIL_RETRY_DELAYS_SECONDS[attempt - 1];
    await db
      .update(outbox)
      .set({ error: failureText(error), retryAt: delay === undefined ? null : new Date(now + delay * 1000) })
      .where(eq(outbox.id, id));
    if (delay === undefined) {
      logLine('error', 'mail given up', { outboxId: id, attempts: attempt, error: errorFields(error) });
      return 'given up';
    }
    logFailure('mail delivery failed', error, { outboxId: id, attempt });
    await env.EVENTS?.send({ kind: 'mail', id, attempt: attempt + 1 }, { delaySeconds: delay }).catch((queueError: unknown) =>
      // The row still says when; the hourly housekeeping rings for it.
      logFailure('mail retry not queued', queueError, { outboxId: id }),
    );
    return 'failed';
  }
  await db
    .update(outbox)
    .set({ sentAt: new Date(), retryAt: null, error: null, ...bookkeeping })
    .where(eq(outbox.id, id));
  return 'sent';
}

/**
 * The hourly housekeeping's part: the rows whose next try is due (a bell that was lost, a try that never reported back),
 * oldest first, rung for on the events queue; without the queue, the first DUE_MAIL_DELIVERED_DIRECTLY are delivered
 * here. Answers how many were rung for or tried.
 */
export async function retryDueMail(db: Database, env: Bindings, now: number): Promise<number> {
  const due = await db
    .select({ id: outbox.id, attempts: outbox.attempts })
    .from(outbox)
    .where(and(lte(outbox.retryAt, new Date(now)), isNull(outbox.sentAt)))
    .orderBy(asc(outbox.retryAt))
    .limit(DUE_MAIL_PER_RUN);
  if (due.length === 0) return 0;
  if (env.EVENTS) {
    await env.EVENTS.sendBatch(due.map((row) => ({ body: { kind: 'mail' as const, id: row.id, attempt: row.attempts + 1 } })));
    return due.length;
  }
  const direct = due.slice(0, DUE_MAIL_DELIVERED_DIRECTLY);
  for (const row of direct) await deliverOutboxMail(db, env, row.id, row.attempts + 1, now);
  return direct.length;
}
