import { createExecutionContext, createScheduledController, env, SELF, waitOnExecutionContext } from 'cloudflare:test';
import { registerGlobalWaitUntil } from 'cloudflare:test-internal';
import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import * as schema from '../../worker/db/schema.ts';
import type { Bindings } from '../../worker/env.ts';
import worker from '../../worker/index.ts';
import { createRequestContext } from '../../worker/services/context.ts';
import { noticeMail, verificationMail } from '../../worker/services/mail.ts';
import { MAIL_ATTEMPTS, MAIL_RETRY_DELAYS_SECONDS, sendMailAfterResponse } from '../../worker/services/mail-outbox.ts';
import { mailLanguage } from '../../worker/services/mail-texts.ts';
import { addBusiness, addCategory, db } from './fixtures.ts';
import { afterResponses, drainEvents, eventQueue } from './support/event-queue.ts';
import { mailbox } from './support/mailbox.ts';
import { api, signedInPerson, uniqueEmail } from './support/people.ts';

/*
 * Mail that need not hold the request (docs/decisions/039-counting-off-the-hot-path.md, revising 012): written to the
 * outbox in the request, sent after the response, tried again until it goes, never twice.
 */

const en = mailLanguage('en');

const contextWith = (bindings: Bindings = env) =>
  createRequestContext({ env: bindings, request: new Request('http://localhost/'), requestId: 'test', waitUntil: registerGlobalWaitUntil });

async function notice(to: string, bindings: Bindings = env) {
  await sendMailAfterResponse(contextWith(bindings), noticeMail(en, to, `A notice for ${to}`, ['Hello,', 'Something happened.']));
}

async function outboxRow(to: string) {
  const rows = await db.select().from(schema.emailOutbox).where(eq(schema.emailOutbox.to, to));
  expect(rows).toHaveLength(1);
  return rows[0]!;
}

const sentTo = (to: string) => mailbox.sent.filter((mail) => mail.to === to);

/** The hourly Cron Trigger at `now`, run to completion. */
async function housekeepingAt(now: number, bindings: Bindings = env) {
  const context = createExecutionContext();
  await worker.scheduled(createScheduledController({ scheduledTime: now, cron: '0 * * * *' }), bindings, context);
  await waitOnExecutionContext(context);
}

const quieted: { mockRestore(): void }[] = [];
const quiet = (method: 'error' | 'info') => {
  const spy = vi.spyOn(console, method).mockImplementation(() => undefined);
  quieted.push(spy);
  return spy;
};
afterEach(() => {
  for (const spy of quieted.splice(0)) spy.mockRestore();
});

describe('a mail sent after the response', () => {
  it('goes out once the response has gone, and the outbox keeps only its bookkeeping', async () => {
    const to = uniqueEmail('notice');
    await notice(to);
    await afterResponses();
    expect(sentTo(to)).toHaveLength(1);
    const row = await outboxRow(to);
    expect(row).toMatchObject({ subject: `A notice for ${to}`, text: '', html: '', error: null, attempts: 1, retryAt: null });
    expect(row.sentAt).toBeInstanceOf(Date);
    expect(eventQueue.queued).toEqual([]);
  });

  it('after a failed send waits in the outbox with its message, and a later try sends it exactly once', async () => {
    quiet('error');
    const to = uniqueEmail('retried');
    mailbox.failNext();
    const before = Date.now();
    await notice(to);
    await afterResponses();
    expect(sentTo(to)).toEqual([]);
    const waiting = await outboxRow(to);
    expect(waiting).toMatchObject({ attempts: 1, sentAt: null, text: expect.stringContaining('Something happened.') });
    expect(waiting.error).toContain('503');
    expect(waiting.retryAt!.getTime()).toBeGreaterThanOrEqual(before + MAIL_RETRY_DELAYS_SECONDS[0] * 1000);
    // The bell for its next try, a minute on.
    expect(eventQueue.queued).toEqual([{ body: { kind: 'mail', id: waiting.id, attempt: 2 }, delaySeconds: MAIL_RETRY_DELAYS_SECONDS[0] }]);
    const bell = eventQueue.queued[0]!.body;

    await drainEvents();
    expect(sentTo(to)).toHaveLength(1);
    expect(await outboxRow(to)).toMatchObject({ attempts: 2, error: null, retryAt: null, text: '' });
    // A second bell for the same try (the housekeeping's, or the queue's redelivery) sends nothing more.
    eventQueue.queued.push({ body: bell, delaySeconds: undefined });
    await drainEvents();
    expect(sentTo(to)).toHaveLength(1);
  });

  it('is rung for by the hourly housekeeping when its bell was lost, and sent once', async () => {
    quiet('error');
    quiet('info');
    const to = uniqueEmail('lost-bell');
    mailbox.failNext();
    await notice(to);
    await afterResponses();
    eventQueue.queued.length = 0;
    const row = await outboxRow(to);
    // Not before its time.
    await housekeepingAt(row.retryAt!.getTime() - 1000);
    expect(eventQueue.queued).toEqual([]);
    await housekeepingAt(row.retryAt!.getTime());
    expect(eventQueue.queued.map(({ body }) => body)).toEqual([{ kind: 'mail', id: row.id, attempt: 2 }]);
    await drainEvents();
    expect(sentTo(to)).toHaveLength(1);
    await housekeepingAt(Date.now() + 3_600_000);
    expect(eventQueue.queued).toEqual([]);
  });

  it('without the events queue, is tried again by the housekeeping itself', async () => {
    quiet('error');
    quiet('info');
    const noQueue = { ...env, EVENTS: undefined };
    const to = uniqueEmail('no-queue');
    mailbox.failNext();
    await notice(to, noQueue);
    await afterResponses();
    expect(eventQueue.queued).toEqual([]);
    await housekeepingAt((await outboxRow(to)).retryAt!.getTime(), noQueue);
    expect(sentTo(to)).toHaveLength(1);
    expect((await outboxRow(to)).sentAt).toBeInstanceOf(Date);
  });

  it(`is given up after ${MAIL_ATTEMPTS} tries, said in an error line, and the row keeps its message`, async () => {
    const errors = quiet('error');
    const to = uniqueEmail('given-up');
    mailbox.failNext(MAIL_ATTEMPTS);
    await notice(to);
    await afterResponses();
    for (let round = 1; round < MAIL_ATTEMPTS; round++) await drainEvents();
    expect(eventQueue.queued).toEqual([]);
    expect(sentTo(to)).toEqual([]);
    const row = await outboxRow(to);
    expect(row).toMatchObject({ attempts: MAIL_ATTEMPTS, sentAt: null, retryAt: null, text: expect.stringContaining('Something') });
    expect(errors).toHaveBeenCalledWith(expect.stringContaining('"event":"mail given up"'));
    // Nothing rings for it again.
    quiet('info');
    await housekeepingAt(Date.now() + 30 * 86_400_000 - 3_600_000);
    expect(eventQueue.queued).toEqual([]);
  });

  it('refuses a mail that carries a code: those go within the request, and the outbox never keeps them', async () => {
    const to = uniqueEmail('code');
    const mail = verificationMail(en, 'https://citypages.in', to, 'Asha Rao', '123456', '/verify-email/token');
    await expect(sendMailAfterResponse(contextWith(), mail)).rejects.toThrow(/within the request/);
    expect(await db.select().from(schema.emailOutbox).where(eq(schema.emailOutbox.to, to))).toEqual([]);
  });
});

describe('an owner’s notice', () => {
  let owner: Awaited<ReturnType<typeof signedInPerson>>;
  let categoryId = '';
  beforeAll(async () => {
    owner = await signedInPerson({ name: 'Farah Khan', role: 'owner' });
    categoryId = (await addCategory('Notice Bakeries')).id;
  });

  it('is stored with the enquiry’s request and sent after its response', async () => {
    const id = await addBusiness({ name: 'After Response Bakery', categoryId });
    await db.update(schema.businesses).set({ ownerId: owner.id }).where(eq(schema.businesses.id, id));
    const response = await SELF.fetch(`http://localhost/api/business/public/${id}/enquiry`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'cf-connecting-ip': '198.51.100.91' },
      body: JSON.stringify({ name: 'Meera Iyer', email: 'meera@example.in', message: 'Do you bake eggless cakes?' }),
    });
    expect(response.status).toBe(201);
    // The notice is in the outbox when the visitor has their answer.
    const [row] = await db.select().from(schema.emailOutbox).where(eq(schema.emailOutbox.to, owner.email));
    expect(row?.subject).toBe('New enquiry for After Response Bakery');
    await afterResponses();
    expect(mailbox.last(owner.email).subject).toBe('New enquiry for After Response Bakery');
  });

  it('and an admin’s decision reach their reader once the work after the response is done', async () => {
    const admin = await signedInPerson({ name: 'Site Admin', role: 'admin' });
    const id = await addBusiness({ name: 'Decided Bakery', categoryId, status: 'pending', isVerified: false });
    await db.update(schema.businesses).set({ ownerId: owner.id }).where(eq(schema.businesses.id, id));
    expect((await api('POST', `/admin/businesses/${id}/approve`, { token: admin.token, body: {} })).status).toBe(200);
    expect(mailbox.last(owner.email).subject).toContain('Decided Bakery');
  });
});
