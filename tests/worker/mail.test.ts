import { env, SELF } from 'cloudflare:test';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SITE } from '../../worker/contracts/site.ts';
import * as schema from '../../worker/db/schema.ts';
import type { Bindings } from '../../worker/env.ts';
import { app } from '../../worker/index.ts';
import { sendMail, verificationMail } from '../../worker/services/mail.ts';
import { mailLanguage } from '../../worker/services/mail-texts.ts';
import { db } from './fixtures.ts';
import { mailbox } from './support/mailbox.ts';

let counter = 0;
const newEmail = () => `mail${counter++}.${Date.now()}@example.in`;

/** A verification mail with a code and a link token that are easy to look for. */
function codeMail(to: string) {
  const code = String(100_000 + Math.floor(Math.random() * 900_000));
  const token = `tok_${crypto.randomUUID().replace(/-/g, '')}`;
  return {
    code,
    token,
    mail: verificationMail(mailLanguage('en'), 'https://citypages.in', to, 'Asha Rao', code, `/verify-email/${token}`),
  };
}

async function outboxRows(to: string) {
  return db.select().from(schema.emailOutbox).where(eq(schema.emailOutbox.to, to));
}

async function onlyRow(to: string) {
  const rows = await outboxRows(to);
  expect(rows).toHaveLength(1);
  return rows[0]!;
}

/** Everything a row stores that could carry a secret (the id and the timestamps are the row's own). */
const storedText = (row: typeof schema.emailOutbox.$inferSelect) => JSON.stringify([row.to, row.subject, row.text, row.html, row.error]);

/** A stand-in for Cloudflare's send_email binding that keeps what it was asked to send, or refuses it. */
function fakeSendEmail(refusal?: Error) {
  const received: EmailMessageBuilder[] = [];
  const binding = {
    async send(message: EmailMessage | EmailMessageBuilder): Promise<EmailSendResult> {
      if (refusal) throw refusal;
      received.push(message as EmailMessageBuilder);
      return { messageId: `<${crypto.randomUUID()}@citypages.in>` };
    },
  };
  return { binding: binding satisfies SendEmail, received };
}

const withEnv = (overrides: Partial<Bindings>): Bindings => ({ ...env, ...overrides });

/** Console spies of this file's tests; the fetch spy of support/mailbox.ts stays for the whole file. */
const quieted: { mockRestore(): void }[] = [];
function quiet(method: 'error' | 'info') {
  const spy = vi.spyOn(console, method).mockImplementation(() => undefined);
  quieted.push(spy);
  return spy;
}

afterEach(() => {
  for (const spy of quieted.splice(0)) spy.mockRestore();
});

describe('what the outbox stores', () => {
  it('keeps no code or link of a sign-up mail outside development, while the mail API gets the whole message', async () => {
    const email = newEmail();
    const response = await SELF.fetch('http://localhost/api/users/register', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'cf-connecting-ip': '198.51.100.20' },
      body: JSON.stringify({ name: 'Asha Rao', email, password: 'secret1', confirmPassword: 'secret1' }),
    });
    expect(response.status).toBe(201);

    const sent = mailbox.last(email);
    const code = /verification code is (\d{6})/.exec(sent.text)?.[1];
    const token = /\/verify-email\/([A-Za-z0-9_-]+)/.exec(sent.text)?.[1];
    expect(code).toMatch(/^\d{6}$/);
    expect(sent.subject).toBe(`${code} is your CityPages verification code`);
    expect(sent.html).toContain(`/verify-email/${token}`);

    const row = await onlyRow(email);
    expect(row).toMatchObject({ to: email, subject: 'Your CityPages verification code', text: '', html: '', error: null });
    expect(row.sentAt).toBeInstanceOf(Date);
    expect(storedText(row)).not.toContain(code);
    expect(JSON.stringify(row)).not.toContain(token);
  });

  it.each(['test', 'production'])('stores only the redacted subject with ENVIRONMENT=%s', async (environment) => {
    const email = newEmail();
    const { code, token, mail } = codeMail(email);
    await sendMail(db, withEnv({ ENVIRONMENT: environment }), mail);
    const row = await onlyRow(email);
    expect(row.subject).toBe(mail.redactedSubject);
    expect(storedText(row)).not.toContain(code);
    expect(JSON.stringify(row)).not.toContain(token);
    expect(mailbox.last(email).text).toContain(code);
  });

  it('keeps the whole message in development, where the dev outbox shows it', async () => {
    const email = newEmail();
    const { code, token, mail } = codeMail(email);
    const printed = quiet('info');
    const development = withEnv({ ENVIRONMENT: 'development', MAIL_TRANSPORT: undefined });
    await sendMail(db, development, mail);

    const row = await onlyRow(email);
    expect(row).toMatchObject({ subject: mail.subject, text: mail.text, html: mail.html });
    expect(row.subject).toContain(code);
    expect(row.text).toContain(token);
    expect(row.sentAt).toBeInstanceOf(Date);
    // Without MAIL_TRANSPORT, development prints the message instead of sending it.
    expect(printed).toHaveBeenCalledWith(expect.stringContaining(code));

    const response = await app.request(`/api/dev/outbox?to=${encodeURIComponent(email)}`, {}, development);
    expect(response.status).toBe(200);
    const body = await response.json<{ data: { messages: { subject: string; text: string }[] } }>();
    expect(body.data.messages).toHaveLength(1);
    expect(body.data.messages[0]?.text).toContain(code);
  });
});

describe('the send_email transport (Cloudflare Email Service)', () => {
  it('hands the binding the message fields with the configured sender, and stamps the row sent', async () => {
    const email = newEmail();
    const { code, mail } = codeMail(email);
    const { binding, received } = fakeSendEmail();
    await sendMail(
      db,
      withEnv({
        ENVIRONMENT: 'production',
        MAIL_TRANSPORT: 'send_email',
        SEND_EMAIL: binding,
        MAIL_FROM: 'CityPages <no-reply@citypages.in>',
      }),
      mail,
    );
    expect(received).toEqual([
      {
        from: { name: 'CityPages', email: 'no-reply@citypages.in' },
        to: email,
        subject: `${code} is your CityPages verification code`,
        text: mail.text,
        html: mail.html,
      },
    ]);
    const row = await onlyRow(email);
    expect(row.sentAt).toBeInstanceOf(Date);
    expect(row.error).toBeNull();
    expect(storedText(row)).not.toContain(code);
  });

  it('takes a bare MAIL_FROM address as it is, and falls back to the site name at its short domain', async () => {
    const bare = fakeSendEmail();
    await sendMail(
      db,
      withEnv({ MAIL_TRANSPORT: 'send_email', SEND_EMAIL: bare.binding, MAIL_FROM: 'hello@citypages.in' }),
      codeMail(newEmail()).mail,
    );
    expect(bare.received[0]?.from).toBe('hello@citypages.in');

    const unset = fakeSendEmail();
    await sendMail(
      db,
      withEnv({ MAIL_TRANSPORT: 'send_email', SEND_EMAIL: unset.binding, MAIL_FROM: undefined }),
      codeMail(newEmail()).mail,
    );
    expect(unset.received[0]?.from).toEqual({ name: SITE.name, email: `no-reply@${SITE.shortDomain}` });
  });

  it("records the binding's refusal with its code on the row, without throwing", async () => {
    const email = newEmail();
    const { code, mail } = codeMail(email);
    const refusal = Object.assign(new Error('Sender domain not verified'), { code: 'E_SENDER_NOT_VERIFIED' });
    const logged = quiet('error');
    await expect(
      sendMail(db, withEnv({ ENVIRONMENT: 'production', MAIL_TRANSPORT: 'send_email', SEND_EMAIL: fakeSendEmail(refusal).binding }), mail),
    ).resolves.toBeUndefined();
    const row = await onlyRow(email);
    expect(row.error).toBe('E_SENDER_NOT_VERIFIED: Error: Sender domain not verified');
    expect(row.sentAt).toBeNull();
    expect(storedText(row)).not.toContain(code);
    expect(logged).toHaveBeenCalled();
  });

  it('sends nothing and says why when MAIL_TRANSPORT names a transport without its settings', async () => {
    const email = newEmail();
    const logged = quiet('error');
    await sendMail(db, withEnv({ ENVIRONMENT: 'production', MAIL_TRANSPORT: 'send_email', SEND_EMAIL: undefined }), codeMail(email).mail);
    const row = await onlyRow(email);
    expect(row.sentAt).toBeNull();
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('SEND_EMAIL'));
  });
});

describe('the HTTP mail API transport', () => {
  it('posts {from, to, subject, text, html} as JSON with the bearer key', async () => {
    const email = newEmail();
    const { mail } = codeMail(email);
    await sendMail(db, withEnv({ MAIL_FROM: 'CityPages <no-reply@citypages.in>' }), mail);
    const call = vi.mocked(fetch).mock.calls.findLast(([url]) => url === env.MAIL_API_URL);
    expect(call).toBeDefined();
    const [, init] = call!;
    const headers = new Headers(init?.headers);
    expect(init?.method).toBe('POST');
    expect(headers.get('authorization')).toBe(`Bearer ${env.MAIL_API_KEY}`);
    expect(headers.get('content-type')).toBe('application/json');
    expect(JSON.parse(String(init?.body))).toEqual({
      from: 'CityPages <no-reply@citypages.in>',
      to: email,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
    });
    expect((await onlyRow(email)).sentAt).toBeInstanceOf(Date);
  });

  it('records a refused send on the row and still answers the visitor who signed up', async () => {
    const email = newEmail();
    const logged = quiet('error');
    mailbox.failNext();
    const response = await SELF.fetch('http://localhost/api/users/register', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'cf-connecting-ip': '198.51.100.21' },
      body: JSON.stringify({ name: 'Ravi Kumar', email, password: 'secret1', confirmPassword: 'secret1' }),
    });
    expect(response.status).toBe(201);
    // The answer says nothing of the failed send (the address itself may hold any digits, so look for the words).
    expect(await response.text()).not.toMatch(/mail API|answered/);
    const row = await onlyRow(email);
    expect(row.error).toBe('Error: mail API answered 503');
    expect(row.sentAt).toBeNull();
    expect(mailbox.sent.some((message) => message.to === email)).toBe(false);
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('"event":"mail delivery failed"'));
  });
});
