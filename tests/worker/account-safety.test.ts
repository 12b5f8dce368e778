import { SELF } from 'cloudflare:test';
import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as schema from '../../worker/db/schema.ts';
import { db } from './fixtures.ts';
import { mailbox } from './support/mailbox.ts';

/** Accounts tried as an attacker would (docs/product.md §3.14, §3.15): takeover, races, enumeration, Host headers. */

let ipCounter = 0;
let emailCounter = 0;
const newEmail = () => `safety${emailCounter++}.${Date.now()}@example.in`;

async function call(method: string, path: string, body?: unknown, options: { token?: string; ip?: string; host?: string } = {}) {
  const headers: Record<string, string> = { 'cf-connecting-ip': options.ip ?? `10.77.${Math.floor(ipCounter / 200)}.${ipCounter++ % 200}` };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const response = await SELF.fetch(`http://${options.host ?? 'localhost'}/api${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as { token?: string; message?: string }, headers: response.headers };
}

async function mailsTo(email: string) {
  return db.select().from(schema.emailOutbox).where(eq(schema.emailOutbox.to, email)).orderBy(desc(schema.emailOutbox.createdAt));
}

/** The newest code sent to an address, as the (fake) mail API received it: the outbox keeps no codes here. */
async function lastCode(email: string): Promise<string> {
  const code = /verification code is (\d{6})/.exec(mailbox.last(email).text)?.[1];
  if (!code) throw new Error(`no code mailed to ${email}`);
  return code;
}

const signUp = (email: string, name: string, password: string) =>
  call('POST', '/users/register', { name, email, password, confirmPassword: password });
const signIn = (email: string, password: string, ip?: string) => call('POST', '/users/login', { email, password }, { ip });

describe('a second sign-up for the same address', () => {
  it('cannot take over an account waiting for verification: the victim verifies their own password', async () => {
    const email = newEmail();
    expect((await signUp(email, 'Victim', 'victim-password')).status).toBe(201);
    // The intruder signs up again with the victim's address before the victim types the code.
    const intruder = await signUp(email, 'Intruder', 'intruder-password');
    expect(intruder.status).toBe(201);
    const verified = await call('POST', '/users/verify-otp', { email, otp: await lastCode(email) });
    expect(verified.status).toBe(200);

    expect((await signIn(email, 'intruder-password')).status).toBe(401);
    expect((await signIn(email, 'victim-password')).status).toBe(200);
    const [user] = await db.select().from(schema.users).where(eq(schema.users.email, email));
    expect(user?.name).toBe('Victim');
  });

  it('writes nothing and sends nothing once the address has had its mails for the hour, and answers as for a new address', async () => {
    const email = newEmail();
    const first = await signUp(email, 'Victim', 'victim-password');
    await call('POST', '/users/resend-otp', { email });
    await call('POST', '/users/resend-otp', { email });
    const [before] = await db.select().from(schema.users).where(eq(schema.users.email, email));
    const again = await signUp(email, 'Intruder', 'intruder-password');
    const [after] = await db.select().from(schema.users).where(eq(schema.users.email, email));

    expect(again.status).toBe(first.status);
    expect(again.body).toEqual(first.body);
    expect(after).toEqual(before);
    expect(await mailsTo(email)).toHaveLength(3);
  });

  it('keeps one account when two sign-ups for a new address race', async () => {
    const email = newEmail();
    const answers = await Promise.all([signUp(email, 'One', 'password-one'), signUp(email, 'Two', 'password-two')]);
    expect(answers.map((answer) => answer.status)).toEqual([201, 201]);
    expect(await db.select().from(schema.users).where(eq(schema.users.email, email))).toHaveLength(1);
  });
});

async function verifiedAccount(password: string) {
  const email = newEmail();
  await signUp(email, 'Meena', password);
  const verified = await call('POST', '/users/verify-otp', { email, otp: await lastCode(email) });
  return { email, token: verified.body.token as string };
}

describe('the failure limits cannot be raced', () => {
  // 20 scrypt checks at most: slow on purpose, so the timeout is generous (nothing here measures time).
  it('checks at most 5 of 20 parallel wrong sign-ins, and the right password is then refused too', async () => {
    const { email } = await verifiedAccount('the-right-password');
    const answers = await Promise.all(Array.from({ length: 20 }, (_, n) => signIn(email, `wrong-${n}`)));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(5);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(15);
    expect((await signIn(email, 'the-right-password')).status).toBe(429);
  }, 60_000);

  it('counts a tRPC batch of wrong sign-ins the same way', async () => {
    const { email } = await verifiedAccount('the-right-password');
    const calls = Array.from({ length: 12 }, () => 'auth.login').join(',');
    const input = Object.fromEntries(Array.from({ length: 12 }, (_, n) => [n, { email, password: `wrong-${n}` }]));
    const response = await SELF.fetch(`http://localhost/api/trpc/${calls}?batch=1`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'cf-connecting-ip': '10.78.0.1' },
      body: JSON.stringify(input),
    });
    const results = (await response.json()) as { error?: { data: { httpStatus: number } } }[];
    const statuses = results.map((result) => result.error?.data.httpStatus);
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(5);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(7);
  }, 60_000);

  it('does not count a right password as a failure', async () => {
    const { email } = await verifiedAccount('the-right-password');
    for (let n = 0; n < 4; n++) expect((await signIn(email, 'wrong-password')).status).toBe(401);
    for (let n = 0; n < 3; n++) expect((await signIn(email, 'the-right-password')).status).toBe(200);
    expect((await signIn(email, 'wrong-password')).status).toBe(401);
  }, 60_000);

  it('limits wrong current passwords on a password change to 5, then refuses the right one', async () => {
    const { token } = await verifiedAccount('the-right-password');
    const change = (currentPassword: string) =>
      call('PUT', '/users/password', { currentPassword, newPassword: 'a-new-password', confirmPassword: 'a-new-password' }, { token });
    for (let n = 0; n < 5; n++) expect((await change(`wrong-${n}`)).status).toBe(400);
    const refused = await change('the-right-password');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  }, 60_000);
});

describe('links in mails', () => {
  it('use the configured site origin, never the Host header of the request', async () => {
    const email = newEmail();
    await call(
      'POST',
      '/users/register',
      { name: 'Host Test', email, password: 'secret-password', confirmPassword: 'secret-password' },
      { host: 'evil.example' },
    );
    const mail = mailbox.last(email);
    expect(mail.text).toMatch(/https:\/\/citypages\.in\/verify-email\//);
    expect(`${mail.text} ${mail.html}`).not.toContain('evil.example');
  });
});

describe('per-address limits', () => {
  it('count an IPv6 client by its /64 network', async () => {
    const message = { name: 'Ravi', email: 'ravi@example.in', subject: 'Hello', message: 'Is the directory free to list on?' };
    const send = (ip: string) => call('POST', '/contact', message, { ip });
    for (let n = 1; n <= 5; n++) expect((await send(`2001:db8:aa:bb::${n}`)).status).toBe(201);
    // Another address of the same /64 (written out in full) is the same client; another /64 is not.
    expect((await send('2001:0db8:00aa:00bb:0000:0000:0000:0099')).status).toBe(429);
    expect((await send('2001:db8:aa:bc::1')).status).toBe(201);
  });
});
