import type { RequestContext } from '../../env.ts';
import { logFailure, logLine } from '../../lib/log.ts';
import { writeCounts } from './counts.ts';
import type { CountMessage } from './messages.ts';

/*
 * The request's side of counting (docs/decisions/039-counting-off-the-hot-path.md): it decides what only it can know
 * (a person, not an admin, not the listing's owner; who the visitor is) and hands one small message to the events
 * queue after the response (the message is made by services/analytics.ts, countMessage). The visitor's request writes
 * nothing to D1 for a view or a tap.
 */

/**
 * Sends the count to the queue; the send starts now and finishes after the response (ctx.defer). Without the queue's
 * binding (a deploy that lost it), or when the queue refuses the message, the count is written directly, after the
 * response too, so no count is lost; a warning says so.
 */
export function sendCount(ctx: Pick<RequestContext, 'env' | 'defer' | 'requestId'>, message: CountMessage): void {
  const { env, requestId } = ctx;
  const writeNow = () => writeCounts(env.DB, [message]);
  if (!env.EVENTS) {
    logLine('warn', 'events queue missing', { requestId, detail: 'No EVENTS binding: the count is written by the request' });
    ctx.defer(writeNow());
    return;
  }
  ctx.defer(
    env.EVENTS.send(message).catch(async (error: unknown) => {
      logFailure('count not queued', error, { requestId });
      await writeNow();
    }),
  );
}
