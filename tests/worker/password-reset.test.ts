import { SELF } from 'cloudflare:test';
import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as schema from '../../worker/db/schema.ts';
import { db } from './fixtures.ts';
import { mailbox } from './support/mailbox.ts';

/** A forgotten password (docs/product.md §3.16): a code or link by e-mail, then a new password and no old session. */

let ipCounter = 0;
let emailCounter = 0;
const newEmail = () => `reset${emailCounter++}.${Date.now()}@example.in`;

async function call(path: string, body: unknown, options: { method?: string; token?: string; ip?: string } = {}) {
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    'cf-connecting-ip': options.ip ?? `10.88.${Math.floor(ipCounter / 200)}.${ipCounter++ % 200}`,
  };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const response = await SELF.fetch(`http://localhost/api${path}`, {
    method: options.method ?? 'POST',
    headers,
    body: options.method === 'GET' ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as { token?: string; message?: string; errors?: unknown[] } };
}

async function account(password = 'old-password') {
  const email = newEmail();
  await call('/users/register', { name: 'Farah', email, password, confirmPassword: password });
  const code = /verification code is (\d{6})/.exec(mailbox.last(email).text)?.[1];
  const verified = await call('/users/verify-otp', { email, otp: code });
  return { email, token: verified.body.token as string };
}

function resetMail(email: string) {
  const mail = mailbox.last(email);
  const code = /password reset code is (\d{6})/.exec(mail.text)?.[1];
  const token = /\/reset-password\/([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
  if (!code || !token) throw new Error(`no reset mail to ${email}`);
  return { code, token, mail };
}

const reset = (body: Record<string, unknown>) =>
  call('/users/password/reset', { password: 'new-password', confirmPassword: 'new-password', ...body });
const signIn = (email: string, password: string) => call('/users/login', { email, password });

describe('POST /api/users/password/forgot', () => {
  it('answers the same whether or not the address has an account, and mails only an account', async () => {
    const { email } = await account();
    const known = await call('/users/password/forgot', { email });
    const unknownEmail = newEmail();
    const unknown = await call('/users/password/forgot', { email: unknownEmail });
    expect(known.status).toBe(200);
    expect(unknown).toEqual(known);
    expect(known.body.message).toBe('If an account uses this email, we have sent it a code and a link to reset the password.');
    const { mail } = resetMail(email);
    expect(mail.subject).toMatch(/password reset code/);
    expect(mail.text).toMatch(/^Or reset your password with this link: https:\/\/citypages\.in\/reset-password\//m);
    expect(mailbox.sent.some((sent) => sent.to === unknownEmail)).toBe(false);
  });

  it('limits requests per address the same way whatever the address', async () => {
    const statuses = async (email: string) => {
      const answers: number[] = [];
      for (let n = 0; n < 4; n++) answers.push((await call('/users/password/forgot', { email })).status);
      return answers;
    };
    expect(await statuses((await account()).email)).toEqual([200, 200, 200, 429]);
    expect(await statuses(newEmail())).toEqual([200, 200, 200, 429]);
  });
});

describe('POST /api/users/password/reset', () => {
  it('sets the new password with the mailed code and revokes every session', async () => {
    const { email, token } = await account();
    await call('/users/password/forgot', { email });
    const answer = await reset({ email, otp: resetMail(email).code });
    expect(answer).toEqual({
      status: 200,
      body: { status: 'success', message: 'Your password has been reset. Please sign in with your new password.' },
    });
    expect((await call('/users/me', undefined, { method: 'GET', token })).status).toBe(401);
    const [user] = await db.select({ id: schema.users.id }).from(schema.users).where(eq(schema.users.email, email));
    const live = await db
      .select()
      .from(schema.sessions)
      .where(and(eq(schema.sessions.userId, user?.id ?? ''), isNull(schema.sessions.revokedAt)));
    expect(live).toEqual([]);
    expect((await signIn(email, 'old-password')).status).toBe(401);
    expect((await signIn(email, 'new-password')).status).toBe(200);
  });

  it('sets it with the mailed link instead, once', async () => {
    const { email } = await account();
    await call('/users/password/forgot', { email });
    const { token } = resetMail(email);
    expect((await reset({ token })).status).toBe(200);
    expect((await reset({ token, password: 'third-password', confirmPassword: 'third-password' })).status).toBe(400);
    expect((await signIn(email, 'new-password')).status).toBe(200);
  });

  it('kills the code after 5 wrong tries, and a verification code is no reset code', async () => {
    const { email } = await account();
    await call('/users/password/forgot', { email });
    const { code } = resetMail(email);
    const wrong = code === '000000' ? '111111' : '000000';
    const answers = [];
    for (let n = 0; n < 5; n++) answers.push(await reset({ email, otp: wrong }));
    expect(answers.map((answer) => answer.status)).toEqual([400, 400, 400, 400, 400]);
    expect(answers[0]?.body.message).toBe('Incorrect code. 4 attempts left.');
    expect((await reset({ email, otp: code })).status).toBe(400);
    expect((await signIn(email, 'old-password')).status).toBe(200);

    const other = newEmail();
    await call('/users/register', { name: 'Unverified', email: other, password: 'old-password', confirmPassword: 'old-password' });
    const verificationCode = /verification code is (\d{6})/.exec(mailbox.last(other).text)?.[1];
    expect((await reset({ email: other, otp: verificationCode })).status).toBe(400);
  });

  it('lets exactly one of two simultaneous resets with the same code through', async () => {
    const { email } = await account();
    await call('/users/password/forgot', { email });
    const { code } = resetMail(email);
    const answers = await Promise.all([
      reset({ email, otp: code, password: 'first-password', confirmPassword: 'first-password' }),
      reset({ email, otp: code, password: 'second-password', confirmPassword: 'second-password' }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
    const winner = answers[0]?.status === 200 ? 'first-password' : 'second-password';
    expect((await signIn(email, winner)).status).toBe(200);
  });

  it('refuses mismatched passwords with the field error, before touching the code', async () => {
    const { email } = await account();
    await call('/users/password/forgot', { email });
    const answer = await reset({ email, otp: resetMail(email).code, confirmPassword: 'something-else' });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual([{ field: 'confirmPassword', message: 'Passwords do not match' }]);
    expect((await reset({ email, otp: resetMail(email).code })).status).toBe(200);
  });

  it('lets the owner of an address that an intruder signed up first take it back', async () => {
    const email = newEmail();
    await call('/users/register', { name: 'Intruder', email, password: 'intruder-password', confirmPassword: 'intruder-password' });
    await call('/users/password/forgot', { email });
    expect((await reset({ email, otp: resetMail(email).code })).status).toBe(200);
    expect((await signIn(email, 'intruder-password')).status).toBe(401);
    // The code proved the mailbox, so the address counts as verified.
    expect((await signIn(email, 'new-password')).status).toBe(200);
  });
});
