import { drizzle } from 'drizzle-orm/d1';
import * as schema from '../../db/schema.ts';
import type { Bindings } from '../../env.ts';
import { logFailure, logLine } from '../../lib/log.ts';
import { deliverOutboxMail } from '../mail-outbox.ts';
import { writeCounts } from './counts.ts';
import type { CountMessage, EventMessage, MailMessage } from './messages.ts';

/*
 * The events queue's consumer (worker/index.ts `queue`; wrangler.toml: batches of up to 100 messages or what came in
 * 60 s, one batch at a time). Counts are written together, one D1 batch for the whole message batch
 * (services/events/counts.ts); mail is tried one message after another (services/mail-outbox.ts).
 */

/**
 * Mail tried in one invocation: each try is a few queries and a call to the provider, and an invocation may make only
 * so many. The rest wait a minute for the next batch; their rows say they are due whatever happens to the messages.
 */
export const MAIL_PER_BATCH = 10;

/** A message's body as the queue delivered it: what this Worker sent, unless a deploy in between changed the shape. */
function kindOf(body: unknown): EventMessage['kind'] | null {
  const kind = (body as { kind?: unknown } | null)?.kind;
  return kind === 'count' || kind === 'mail' ? kind : null;
}

export async function consumeEvents(batch: MessageBatch<EventMessage>, env: Bindings): Promise<void> {
  const counts: Message<CountMessage>[] = [];
  const mails: Message<MailMessage>[] = [];
  for (const message of batch.messages) {
    const kind = kindOf(message.body);
    if (kind === 'count') counts.push(message as Message<CountMessage>);
    else if (kind === 'mail') mails.push(message as Message<MailMessage>);
    else {
      logLine('warn', 'event message not understood', { queue: batch.queue, messageId: message.id });
      message.ack();
    }
  }

  if (counts.length > 0) {
    try {
      const written = await writeCounts(
        env.DB,
        counts.map((message) => message.body),
      );
      for (const message of counts) message.ack();
      logLine('info', 'events counted', { messages: counts.length, ...written });
    } catch (error) {
      // Nothing of the batch was written (one D1 batch is atomic): all of it again, after the queue's retry delay.
      logFailure('events not counted', error, { messages: counts.length });
      for (const message of counts) message.retry();
    }
  }

  const db = drizzle(env.DB, { schema });
  for (const [index, message] of mails.entries()) {
    if (index >= MAIL_PER_BATCH) {
      message.retry({ delaySeconds: 60 });
      continue;
    }
    try {
      // A failed send schedules its own next try (a new message); this one has done its part either way.
      await deliverOutboxMail(db, env, message.body.id, message.body.attempt);
      message.ack();
    } catch (error) {
      logFailure('mail not tried', error, { outboxId: message.body.id });
      message.retry();
    }
  }
}
