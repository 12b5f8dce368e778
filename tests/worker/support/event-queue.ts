/**
 * The events queue as the Worker tests see it (docs/decisions/039-counting-off-the-hot-path.md). What the Worker sends
 * to its EVENTS binding is kept here instead of going to the local queue, whose consumer would run on its own clock
 * (up to 60 s later, or mid-test once 100 messages wait); `drainEvents()` hands what waits to the Worker's own queue
 * handler, 100 messages a batch, as the platform would. setup.ts installs this before each test file. The Worker under
 * SELF.fetch runs in the tests' isolate, so replacing the binding's methods reaches it too.
 */

import { createExecutionContext, createMessageBatch, env, getQueueResult } from 'cloudflare:test';
import { waitForGlobalWaitUntil } from 'cloudflare:test-internal';
import { vi } from 'vitest';
import worker from '../../../worker/index.ts';
import type { CountMessage, EventMessage } from '../../../worker/services/events/messages.ts';

/** The queue's name in wrangler.toml, and its largest batch. */
export const EVENTS_QUEUE = 'citypages-events';
export const BATCH_SIZE = 100;

interface Queued {
  body: EventMessage;
  delaySeconds: number | undefined;
}

const queued: Queued[] = [];
let sequence = 0;

/**
 * How long afterResponses waits at most. The Worker's own work after a response takes milliseconds; what never ends is a
 * test's doing: a page whose body the test did not read leaves the cache's copy of it waiting for that body. The pool
 * takes such work off its list as it starts to wait, so it holds up one call, and not for the pool's 30 s.
 */
const AFTER_RESPONSES_MS = 5000;

/**
 * Waits for the work every request left for after its response (ExecutionContext.waitUntil): a count's send, a mail's
 * delivery, a page's copy. Only for what the Worker ran through SELF or a context from fixtures.ts.
 */
export async function afterResponses(): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([
    waitForGlobalWaitUntil().catch(() => undefined),
    new Promise((resolve) => (timer = setTimeout(resolve, AFTER_RESPONSES_MS))),
  ]);
  clearTimeout(timer);
}

export const eventQueue = {
  /** Messages sent and not yet drained, oldest first. */
  queued,
  /** The counts among them. */
  counts: (): CountMessage[] => queued.flatMap(({ body }) => (body.kind === 'count' ? [body] : [])),
};

/** What the binding answers a send with: the backlog as this fake holds it. */
const backlog = () => ({ metadata: { metrics: { backlogCount: queued.length, backlogBytes: 0 } } });

/** Called by setup.ts before each test file: nothing waiting, and the binding's sends kept here. */
export function installEventQueue() {
  queued.length = 0;
  const producer = Object.getPrototypeOf(env.EVENTS) as Queue<EventMessage>;
  vi.spyOn(producer, 'send').mockImplementation(async (body, options) => {
    queued.push({ body, delaySeconds: options?.delaySeconds });
    return backlog();
  });
  vi.spyOn(producer, 'sendBatch').mockImplementation(async (messages) => {
    for (const message of messages) queued.push({ body: message.body, delaySeconds: message.delaySeconds });
    return backlog();
  });
}

/** A batch as the queue delivers it, for calling the consumer directly. */
export function messageBatch(bodies: EventMessage[], attempts = 1) {
  return createMessageBatch<EventMessage>(
    EVENTS_QUEUE,
    bodies.map((body) => ({ id: `message-${sequence++}`, timestamp: new Date(), attempts, body })),
  );
}

/** Runs one batch through the Worker's queue handler; answers which messages it acked and which it asked again. */
export async function consume(batch: MessageBatch<EventMessage>) {
  await worker.queue(batch, env);
  return getQueueResult(batch, createExecutionContext());
}

/**
 * Finishes what requests left for after their response, then hands every message waiting now to the consumer, in
 * batches of BATCH_SIZE (what their handling sends, a mail's next try, waits for the next call). A message the
 * consumer asked to have again fails the test, unless `allowRetries`.
 */
export async function drainEvents({ allowRetries = false } = {}) {
  await afterResponses();
  const waiting = queued.splice(0);
  const results = [];
  for (let start = 0; start < waiting.length; start += BATCH_SIZE) {
    const result = await consume(messageBatch(waiting.slice(start, start + BATCH_SIZE).map(({ body }) => body)));
    if (!allowRetries && (result.retryBatch.retry || result.retryMessages.length > 0)) {
      throw new Error(`the consumer asked for ${result.retryMessages.length || 'all'} message(s) again`);
    }
    results.push(result);
  }
  await afterResponses();
  return results;
}
