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

/** A sign-up and the code and link its own mail carried, as its person would read them. */
async function signUpAndRead(email: string, name: string, password: string) {
  const answer = await signUp(email, name, password);
  expect(answer.status).toBe(201);
  const key = (answer.body as { data: { signupKey: string } }).data.signupKey;
  const text = mailbox.last(email).text;
  const code = /verification code is (\d{6})/.exec(text)?.[1] as string;
  const link = /\/verify-email\/([A-Za-z0-9_-]+)/.exec(text)?.[1] as string;
  return { key, code, link };
}

const verifyOtp = (email: string, otp: string, signupKey?: string) => call('POST', '/users/verify-otp', { email, otp, signupKey });

/** Who holds the account now: which of the passwords signs in, and the name it carries. */
async function holder(email: string, passwords: string[]) {
  const [user] = await db.select().from(schema.users).where(eq(schema.users.email, email));
  const working: string[] = [];
  for (const password of passwords) if ((await signIn(email, password)).status === 200) working.push(password);
  return { name: user?.name, verified: user?.emailVerified, working };
}

describe('account pre-hijacking: whoever proves the mailbox holds the only working credentials', () => {
  it("an intruder signs up first; the owner signs up and types their own code: the owner's password and name", async () => {
    const email = newEmail();
    await signUpAndRead(email, 'Intruder', 'intruder-password');
    const owner = await signUpAndRead(email, 'Victim', 'victim-password');
    // On the owner's device, with the key their sign-up answered.
    expect((await verifyOtp(email, owner.code, owner.key)).status).toBe(200);
    expect(await holder(email, ['intruder-password', 'victim-password'])).toEqual({
      name: 'Victim',
      verified: true,
      working: ['victim-password'],
    });
  });

  it("the same order through a client that sends no key: the owner's code is refused until it proves its sign-up", async () => {
    const email = newEmail();
    await signUpAndRead(email, 'Intruder', 'intruder-password');
    const owner = await signUpAndRead(email, 'Victim', 'victim-password');
    const refused = await verifyOtp(email, owner.code);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/More than one sign-up is waiting/);
    const [waiting] = await db.select().from(schema.users).where(eq(schema.users.email, email));
    expect(waiting?.emailVerified).toBe(false);
    // The refusal did not use the code up: with the key it still works.
    expect((await verifyOtp(email, owner.code, owner.key)).status).toBe(200);
    expect((await holder(email, ['intruder-password', 'victim-password'])).working).toEqual(['victim-password']);
  });

  it("the owner signs up first and the intruder after: the owner's code still works and gives the owner's password", async () => {
    const email = newEmail();
    const owner = await signUpAndRead(email, 'Victim', 'victim-password');
    await signUpAndRead(email, 'Intruder', 'intruder-password');
    expect((await verifyOtp(email, owner.code, owner.key)).status).toBe(200);
    expect(await holder(email, ['intruder-password', 'victim-password'])).toEqual({
      name: 'Victim',
      verified: true,
      working: ['victim-password'],
    });
  });

  it("the owner cannot be tricked into the intruder's code: with two sign-ups waiting, a code needs its own sign-up's key", async () => {
    const email = newEmail();
    const owner = await signUpAndRead(email, 'Victim', 'victim-password');
    const intruder = await signUpAndRead(email, 'Victim', 'intruder-password');
    // The owner types the newest code in their mailbox (the intruder's), on their own device or another.
    expect((await verifyOtp(email, intruder.code, owner.key)).status).toBe(409);
    expect((await verifyOtp(email, intruder.code)).status).toBe(409);
    expect((await call('GET', `/users/verify-email/${intruder.link}?signupKey=${owner.key}`)).status).toBe(409);
    const [waiting] = await db.select().from(schema.users).where(eq(schema.users.email, email));
    expect(waiting?.emailVerified).toBe(false);
    // Signing up again on this device gets them in, with the password they chose then.
    const again = await signUpAndRead(email, 'Victim', 'victim-password-2');
    expect((await verifyOtp(email, again.code, again.key)).status).toBe(200);
    expect((await holder(email, ['intruder-password', 'victim-password', 'victim-password-2'])).working).toEqual(['victim-password-2']);
  });

  it("a link works the same way: the intruder first, then the owner's own link with its key", async () => {
    const email = newEmail();
    await signUpAndRead(email, 'Intruder', 'intruder-password');
    const owner = await signUpAndRead(email, 'Victim', 'victim-password');
    expect((await call('GET', `/users/verify-email/${owner.link}`)).status).toBe(409);
    expect((await call('GET', `/users/verify-email/${owner.link}?signupKey=${owner.key}`)).status).toBe(200);
    expect((await holder(email, ['intruder-password', 'victim-password'])).working).toEqual(['victim-password']);
  });

  it("once the owner has verified, the intruder's code and link are dead and change nothing", async () => {
    const email = newEmail();
    const intruder = await signUpAndRead(email, 'Intruder', 'intruder-password');
    const owner = await signUpAndRead(email, 'Victim', 'victim-password');
    expect((await verifyOtp(email, owner.code, owner.key)).status).toBe(200);
    expect((await verifyOtp(email, intruder.code, intruder.key)).status).toBe(400);
    expect((await call('GET', `/users/verify-email/${intruder.link}?signupKey=${intruder.key}`)).status).toBe(400);
    expect((await signUp(email, 'Intruder', 'intruder-password')).status).toBe(409);
    expect((await holder(email, ['intruder-password', 'victim-password'])).working).toEqual(['victim-password']);
  });

  it("a resend renews the code of the sign-up whose key asks, never with another sign-up's credentials", async () => {
    const email = newEmail();
    const owner = await signUpAndRead(email, 'Victim', 'victim-password');
    await signUpAndRead(email, 'Intruder', 'intruder-password');
    expect((await call('POST', '/users/resend-otp', { email, signupKey: owner.key })).status).toBe(200);
    const renewed = /verification code is (\d{6})/.exec(mailbox.last(email).text)?.[1] as string;
    expect((await verifyOtp(email, renewed, owner.key)).status).toBe(200);
    expect((await holder(email, ['intruder-password', 'victim-password'])).working).toEqual(['victim-password']);
  });

  it('a password reset through the mailbox kills every waiting sign-up', async () => {
    const email = newEmail();
    const intruder = await signUpAndRead(email, 'Intruder', 'intruder-password');
    await call('POST', '/users/password/forgot', { email });
    const resetCode = /code is (\d{6})/.exec(mailbox.last(email).text)?.[1] as string;
    const reset = await call('POST', '/users/password/reset', {
      email,
      otp: resetCode,
      password: 'owner-password',
      confirmPassword: 'owner-password',
    });
    expect(reset.status).toBe(200);
    expect((await verifyOtp(email, intruder.code, intruder.key)).status).toBe(400);
    expect((await holder(email, ['intruder-password', 'owner-password'])).working).toEqual(['owner-password']);
  });

  it('the intruder never holds a session, so cannot move the account to their own address', async () => {
    const email = newEmail();
    await signUpAndRead(email, 'Intruder', 'intruder-password');
    const owner = await signUpAndRead(email, 'Victim', 'victim-password');
    expect((await verifyOtp(email, owner.code, owner.key)).status).toBe(200);
    const attempt = await signIn(email, 'intruder-password');
    expect(attempt.status).toBe(401);
    expect(attempt.body.token).toBeUndefined();
  });

  it('of two verifications racing with their own keys, exactly one applies its credentials', async () => {
    const email = newEmail();
    const one = await signUpAndRead(email, 'One', 'password-one');
    const two = await signUpAndRead(email, 'Two', 'password-two');
    const answers = await Promise.all([verifyOtp(email, one.code, one.key), verifyOtp(email, two.code, two.key)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
    const winner = answers[0]?.status === 200 ? 'password-one' : 'password-two';
    expect((await holder(email, ['password-one', 'password-two'])).working).toEqual([winner]);
  });
});

describe('a second sign-up for the same address', () => {
  it('writes nothing and sends nothing once the address has had its mails for the hour, and answers as for a new address', async () => {
    const email = newEmail();
    const first = await signUp(email, 'Victim', 'victim-password');
    await call('POST', '/users/resend-otp', { email });
    await call('POST', '/users/resend-otp', { email });
    const [before] = await db.select().from(schema.users).where(eq(schema.users.email, email));
    const codesBefore = await db.select().from(schema.verificationCodes).where(eq(schema.verificationCodes.email, email));
    const again = await signUp(email, 'Intruder', 'intruder-password');
    const [after] = await db.select().from(schema.users).where(eq(schema.users.email, email));

    // Each sign-up has a key of its own; the rest of the answer is the same.
    const withoutKey = (body: object) => ({ ...body, data: { ...(body as { data: object }).data, signupKey: 'a key' } });
    expect(again.status).toBe(first.status);
    expect(withoutKey(again.body)).toEqual(withoutKey(first.body));
    expect(after).toEqual(before);
    expect(await db.select().from(schema.verificationCodes).where(eq(schema.verificationCodes.email, email))).toEqual(codesBefore);
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
