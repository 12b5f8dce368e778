import { env, SELF } from 'cloudflare:test';
import { eq } from 'drizzle-orm';
import { SignJWT, UnsecuredJWT } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../worker/db/schema.ts';
import { app } from '../../worker/index.ts';
import {
  hashPassword,
  PRODUCTION_SCRYPT_CAP,
  SCRYPT_PARAMS,
  scryptParams,
  TEST_SCRYPT_PARAMS,
  verifyPassword,
} from '../../worker/services/passwords.ts';
import { createSession, TOKEN_AUDIENCE, TOKEN_ISSUER } from '../../worker/services/sessions.ts';
import { db, type Json } from './fixtures.ts';
import { mailbox } from './support/mailbox.ts';

/** Every response body seen in this file, to prove no secret ever leaves the Worker. */
const seen: string[] = [];
let ipCounter = 0;

async function call(method: string, path: string, body?: unknown, options: { token?: string; ip?: string } = {}) {
  const headers: Record<string, string> = { 'cf-connecting-ip': options.ip ?? `10.9.${Math.floor(ipCounter / 200)}.${ipCounter++ % 200}` };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const response = await SELF.fetch(`http://localhost/api${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  seen.push(text);
  return { status: response.status, body: JSON.parse(text) as Json & { token?: string }, headers: response.headers };
}

/** The newest message sent to an address, as the (fake) mail API received it: the outbox keeps no codes here. */
async function lastMail(to: string) {
  const mail = mailbox.last(to);
  const code = /verification code is (\d{6})/.exec(mail.text)?.[1];
  const token = /\/verify-email\/([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
  if (!code || !token) throw new Error('mail without code or link');
  return { code, token, mail };
}

let emailCounter = 0;
const newEmail = () => `user${emailCounter++}.${Date.now()}@example.in`;

async function registerAndVerify(name = 'Asha Rao', password = 'correct horse') {
  const email = newEmail();
  expect((await call('POST', '/users/register', { name, email, password, confirmPassword: password })).status).toBe(201);
  const { code } = await lastMail(email);
  const verified = await call('POST', '/users/verify-otp', { email, otp: code });
  expect(verified.status).toBe(200);
  return { email, password, token: verified.body.token as string, userId: (verified.body.data as { user: { id: string } }).user.id };
}

const secret = () => new TextEncoder().encode(env.JWT_SECRET);

describe('passwords', () => {
  it('use scrypt with parameters inside Cloudflare production limits (N·r·p ≤ 2^20), stored with the hash', async () => {
    expect(SCRYPT_PARAMS.N * SCRYPT_PARAMS.r * SCRYPT_PARAMS.p).toBeLessThanOrEqual(PRODUCTION_SCRYPT_CAP);
    expect(SCRYPT_PARAMS.N).toBeGreaterThanOrEqual(2 ** 14);
    // Every environment but the Worker tests' own hashes at production's cost, a deploy without the variable included.
    for (const ENVIRONMENT of ['production', 'development', '', 'Test']) expect(scryptParams({ ENVIRONMENT })).toBe(SCRYPT_PARAMS);
    const production = await hashPassword('a long pass phrase', scryptParams({ ENVIRONMENT: 'production' }));
    expect(production).toMatch(/^scrypt\$16384\$8\$5\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{44}$/);
    expect(await verifyPassword('a long pass phrase', production)).toBe(true);
    expect(await verifyPassword('a long pass phrasf', production)).toBe(false);
    // The tests' sign-ups take the cheap cost through the same path, stored the same way.
    const { email } = await registerAndVerify('Hash Check', 'a long pass phrase');
    const [user] = await db.select().from(schema.users).where(eq(schema.users.email, email));
    const { N, r, p } = TEST_SCRYPT_PARAMS;
    expect(user?.passwordHash).toMatch(new RegExp(`^scrypt\\$${N}\\$${r}\\$${p}\\$[A-Za-z0-9+/=]{24}\\$[A-Za-z0-9+/=]{44}$`));
    expect(await verifyPassword('a long pass phrase', user!.passwordHash)).toBe(true);
    expect(await verifyPassword('a long pass phrasf', user!.passwordHash)).toBe(false);
  });
});

describe('POST /api/users/register', () => {
  it('creates an unverified account, sends a code and a link, stores only hashes, and does not sign in', async () => {
    const email = newEmail();
    const { status, body } = await call('POST', '/users/register', {
      name: ' Ravi Kumar ',
      email: `  ${email.toUpperCase()} `,
      password: 'secret1',
      confirmPassword: 'secret1',
    });
    expect(status).toBe(201);
    expect(body).toMatchObject({ status: 'success', message: 'Registration successful! Please check your email to verify your account.' });
    expect(body.token).toBeUndefined();
    const [user] = await db.select().from(schema.users).where(eq(schema.users.email, email));
    expect(user).toMatchObject({ name: 'Ravi Kumar', emailVerified: false, role: 'user' });
    const { code, token, mail } = await lastMail(email);
    expect(mail.subject).toContain('CityPages');
    expect(mail.html).toContain(code);
    expect(mail.html).toContain(`/verify-email/${token}`);
    const [stored] = await db.select().from(schema.verificationCodes).where(eq(schema.verificationCodes.email, email));
    expect(stored?.codeHash).not.toContain(code);
    expect(stored?.tokenHash).not.toContain(token);
    expect(stored!.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(10 * 60_000);
  });

  it('applies the docs/product.md §4.2 rules with their messages, per field', async () => {
    const { status, body } = await call('POST', '/users/register', { name: 'A', email: 'nope', password: '123', confirmPassword: '124' });
    expect(status).toBe(400);
    expect(body.errors).toEqual(
      expect.arrayContaining([
        { field: 'name', message: 'Name must be at least 2 characters' },
        { field: 'email', message: 'Please enter a valid email' },
        { field: 'password', message: 'Password must be at least 6 characters' },
      ]),
    );
    const mismatch = await call('POST', '/users/register', {
      name: 'Anu',
      email: newEmail(),
      password: 'secret1',
      confirmPassword: 'secret2',
    });
    expect(mismatch.body.errors).toEqual([{ field: 'confirmPassword', message: 'Passwords do not match' }]);
    const empty = await call('POST', '/users/register', {});
    expect(empty.body.errors).toEqual(
      expect.arrayContaining([
        { field: 'name', message: 'Name is required' },
        { field: 'email', message: 'Email is required' },
        { field: 'password', message: 'Password is required' },
        { field: 'confirmPassword', message: 'Please confirm your password' },
      ]),
    );
  });

  it('refuses an e-mail that already has a verified account with 409', async () => {
    const { email } = await registerAndVerify();
    const again = await call('POST', '/users/register', { name: 'Someone', email, password: 'another1', confirmPassword: 'another1' });
    expect(again.status).toBe(409);
    expect(again.body.status).toBe('error');
  });
});

describe('verification by code', () => {
  it('signs in with the right code, once', async () => {
    const email = newEmail();
    await call('POST', '/users/register', { name: 'Meena', email, password: 'secret1', confirmPassword: 'secret1' });
    const { code } = await lastMail(email);
    const first = await call('POST', '/users/verify-otp', { email, otp: code });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ status: 'success', data: { user: { email, name: 'Meena', isVerified: true } } });
    expect(first.body.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    const again = await call('POST', '/users/verify-otp', { email, otp: code });
    expect(again.status).toBe(400);
  });

  it('counts wrong codes and kills the code after five', async () => {
    const email = newEmail();
    await call('POST', '/users/register', { name: 'Guess', email, password: 'secret1', confirmPassword: 'secret1' });
    const { code } = await lastMail(email);
    const wrong = code === '000000' ? '111111' : '000000';
    const first = await call('POST', '/users/verify-otp', { email, otp: wrong });
    expect(first.status).toBe(400);
    expect(first.body.message).toBe('Incorrect code. 4 attempts left.');
    for (let n = 0; n < 4; n++) await call('POST', '/users/verify-otp', { email, otp: wrong });
    const right = await call('POST', '/users/verify-otp', { email, otp: code });
    expect(right.status).toBe(400);
    expect(right.body.message).toBe('Too many wrong attempts. Please request a new code.');
  });

  it('refuses an expired code and a malformed one', async () => {
    const email = newEmail();
    await call('POST', '/users/register', { name: 'Late', email, password: 'secret1', confirmPassword: 'secret1' });
    const { code } = await lastMail(email);
    await db
      .update(schema.verificationCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(schema.verificationCodes.email, email));
    expect((await call('POST', '/users/verify-otp', { email, otp: code })).status).toBe(400);
    const malformed = await call('POST', '/users/verify-otp', { email, otp: '12ab' });
    expect(malformed.body.errors).toEqual([{ field: 'otp', message: 'Please enter the 6-digit code.' }]);
  });

  it('lets exactly one of two concurrent uses of a code succeed', async () => {
    const email = newEmail();
    await call('POST', '/users/register', { name: 'Twice', email, password: 'secret1', confirmPassword: 'secret1' });
    const { code } = await lastMail(email);
    const results = await Promise.all([
      call('POST', '/users/verify-otp', { email, otp: code }),
      call('POST', '/users/verify-otp', { email, otp: code }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
    const [user] = await db.select().from(schema.users).where(eq(schema.users.email, email));
    expect(await db.select().from(schema.sessions).where(eq(schema.sessions.userId, user!.id))).toHaveLength(1);
  });

  it('replaces the previous code on resend, and sends at most 3 per hour per address', async () => {
    const email = newEmail();
    await call('POST', '/users/register', { name: 'Resend', email, password: 'secret1', confirmPassword: 'secret1' });
    const { code: first } = await lastMail(email);
    expect((await call('POST', '/users/resend-otp', { email })).status).toBe(200);
    const { code: second } = await lastMail(email);
    expect((await call('POST', '/users/resend-otp', { email })).status).toBe(200);
    const { code: third } = await lastMail(email);
    // The hour's three mails are used up: the request is answered like any other and sends nothing (a 429 here
    // would tell that an account is waiting at this address).
    expect((await call('POST', '/users/resend-otp', { email })).status).toBe(200);
    const limited = await call('POST', '/users/resend-otp', { email });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    const sent = await db.select().from(schema.emailOutbox).where(eq(schema.emailOutbox.to, email));
    expect(sent).toHaveLength(3);
    if (first !== third) expect((await call('POST', '/users/verify-otp', { email, otp: first })).status).toBe(400);
    if (second !== third) expect((await call('POST', '/users/verify-otp', { email, otp: second })).status).toBe(400);
    expect((await call('POST', '/users/verify-otp', { email, otp: third })).status).toBe(200);
  });

  it('limits resend requests the same way whatever the address', async () => {
    const statuses = async (email: string) => {
      const answers: number[] = [];
      for (let n = 0; n < 4; n++) answers.push((await call('POST', '/users/resend-otp', { email })).status);
      return answers;
    };
    const waiting = newEmail();
    await call('POST', '/users/register', { name: 'Waiting', email: waiting, password: 'secret1', confirmPassword: 'secret1' });
    expect(await statuses(waiting)).toEqual([200, 200, 200, 429]);
    expect(await statuses(newEmail())).toEqual([200, 200, 200, 429]);
  });

  it('says the same for resend whatever the address, revealing nothing', async () => {
    const unknown = await call('POST', '/users/resend-otp', { email: newEmail() });
    const { email } = await registerAndVerify();
    const verified = await call('POST', '/users/resend-otp', { email });
    expect(unknown.body).toEqual(verified.body);
  });
});

describe('verification by link', () => {
  it('verifies and signs in once, and refuses unknown links', async () => {
    const email = newEmail();
    await call('POST', '/users/register', { name: 'Linky', email, password: 'secret1', confirmPassword: 'secret1' });
    const { token } = await lastMail(email);
    const ok = await call('GET', `/users/verify-email/${token}`);
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ status: 'success', data: { user: { email, isVerified: true } } });
    expect(ok.body.token).toBeTruthy();
    expect((await call('GET', `/users/verify-email/${token}`)).body).toMatchObject({
      status: 'error',
      message: 'Invalid or expired verification link',
    });
    expect((await call('GET', '/users/verify-email/not-a-real-token-at-all')).status).toBe(400);
  });
});

describe('POST /api/users/login', () => {
  it('signs in with the right password', async () => {
    const { email, password } = await registerAndVerify('Login Person', 'secret-pass');
    const { status, body } = await call('POST', '/users/login', { email: email.toUpperCase(), password });
    expect(status).toBe(200);
    expect(body).toMatchObject({ status: 'success', data: { user: { email, name: 'Login Person' } } });
    expect(typeof body.message).toBe('string');
    const me = await call('GET', '/users/me', undefined, { token: body.token });
    expect(me.body).toMatchObject({ status: 'success', data: { user: { email } } });
  });

  it('answers a wrong password and an unknown e-mail with the same 401', async () => {
    const { email } = await registerAndVerify();
    const wrong = await call('POST', '/users/login', { email, password: 'not the password' });
    const unknown = await call('POST', '/users/login', { email: newEmail(), password: 'not the password' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body).toEqual({ status: 'error', message: 'Invalid email or password', errors: [] });
  });

  it('refuses an unverified account with 403 and sends a fresh code', async () => {
    const email = newEmail();
    await call('POST', '/users/register', { name: 'Unverified', email, password: 'secret1', confirmPassword: 'secret1' });
    const { status, body } = await call('POST', '/users/login', { email, password: 'secret1' });
    expect(status).toBe(403);
    expect(body.message).toBe('Please verify your email before signing in. We have sent you a new code.');
    expect(await db.select().from(schema.emailOutbox).where(eq(schema.emailOutbox.to, email))).toHaveLength(2);
  });

  it('locks an account for the window after 5 failures, even for the right password', async () => {
    const { email, password } = await registerAndVerify();
    for (let n = 0; n < 5; n++) expect((await call('POST', '/users/login', { email, password: 'wrong-password' })).status).toBe(401);
    const locked = await call('POST', '/users/login', { email, password });
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  // 31 scrypt verifications: slow on purpose, so the timeout is generous (nothing here measures time).
  it('limits sign-in attempts per client address', async () => {
    const ip = '10.200.0.1';
    const statuses: number[] = [];
    for (let n = 0; n < 31; n++)
      statuses.push((await call('POST', '/users/login', { email: `nobody${n}@example.in`, password: 'whatever' }, { ip })).status);
    expect(statuses.slice(0, 30).every((s) => s === 401)).toBe(true);
    expect(statuses[30]).toBe(429);
  }, 60_000);
});

describe('tokens', () => {
  let account: Awaited<ReturnType<typeof registerAndVerify>>;
  beforeAll(async () => {
    account = await registerAndVerify('Token Tester');
  });

  const claims = () => ({ sub: account.userId });

  it('refuse every kind of forged, stale or revoked token with 401', async () => {
    const [, payload, signature] = account.token.split('.');
    const { token: expired } = await createSession(db, secret(), account.userId, null, new Date(Date.now() - 31 * 86_400_000));
    const session = (JSON.parse(atob(payload!.replace(/-/g, '+').replace(/_/g, '/'))) as { jti: string }).jti;
    const sign = (alg: string, key: Uint8Array, edit: (jwt: SignJWT) => SignJWT = (jwt) => jwt) =>
      edit(
        new SignJWT(claims())
          .setProtectedHeader({ alg })
          .setJti(session)
          .setIssuer(TOKEN_ISSUER)
          .setAudience(TOKEN_AUDIENCE)
          .setExpirationTime('1h'),
      ).sign(key);
    const tampered = `${account.token.split('.')[0]}.${btoa(
      JSON.stringify({ ...JSON.parse(atob(payload!.replace(/-/g, '+').replace(/_/g, '/'))), sub: 'someone-else' }),
    )
      .replace(/=+$/, '')
      .replace(/\+/g, '-')
      .replace(/\//g, '_')}.${signature}`;
    const attacks: Record<string, string | undefined> = {
      missing: undefined,
      malformed: 'not-a-jwt',
      'alg none': new UnsecuredJWT(claims())
        .setJti(session)
        .setIssuer(TOKEN_ISSUER)
        .setAudience(TOKEN_AUDIENCE)
        .setExpirationTime('1h')
        .encode(),
      'swapped algorithm (HS512)': await sign('HS512', secret()),
      'wrong secret': await sign('HS256', new TextEncoder().encode('an attacker secret that is long enough!!')),
      'wrong issuer': await sign('HS256', secret(), (jwt) => jwt.setIssuer('evil')),
      'wrong audience': await sign('HS256', secret(), (jwt) => jwt.setAudience('evil')),
      tampered,
      expired,
    };
    for (const [kind, token] of Object.entries(attacks)) {
      const { status, body } = await call('GET', '/users/me', undefined, { token });
      expect(status, kind).toBe(401);
      expect(body.status, kind).toBe('error');
    }
    expect((await call('GET', '/users/me', undefined, { token: account.token })).status).toBe(200);
  });

  it('are revoked by logout', async () => {
    const { token } = await registerAndVerify('Logout Person');
    expect((await call('POST', '/users/logout', undefined, { token })).status).toBe(200);
    expect((await call('GET', '/users/me', undefined, { token })).status).toBe(401);
  });
});

describe('profile and password', () => {
  it('updates name and phone, and refuses an e-mail change or unknown fields', async () => {
    const { token, email } = await registerAndVerify('Old Name');
    const updated = await call('PUT', '/users/profile', { name: 'New Name', phone: '+91 98450 11111' }, { token });
    expect(updated.body).toMatchObject({ status: 'success', data: { user: { name: 'New Name', phone: '+919845011111', email } } });
    const cleared = await call('PUT', '/users/profile', { phone: '' }, { token });
    expect(cleared.body).toMatchObject({ data: { user: { name: 'New Name', phone: null } } });
    expect((await call('PUT', '/users/profile', { email: newEmail() }, { token })).status).toBe(400);
    expect((await call('PUT', '/users/profile', { role: 'admin' }, { token })).status).toBe(400);
    const [row] = await db.select().from(schema.users).where(eq(schema.users.email, email));
    expect(row?.role).toBe('user');
  });

  it('changes the password with the current one, and signs out every other session', async () => {
    const { token, email, password } = await registerAndVerify('Changer', 'first-pass');
    const other = (await call('POST', '/users/login', { email, password })).body.token as string;
    expect((await call('PUT', '/users/password', { currentPassword: 'wrong-pass', newPassword: 'second-pass' }, { token })).status).toBe(
      400,
    );
    const changed = await call('PUT', '/users/password', { currentPassword: password, newPassword: 'second-pass' }, { token });
    expect(changed.status).toBe(200);
    expect((await call('GET', '/users/me', undefined, { token })).status).toBe(200);
    expect((await call('GET', '/users/me', undefined, { token: other })).status).toBe(401);
    expect((await call('POST', '/users/login', { email, password: 'second-pass' })).status).toBe(200);
  });

  it('answers every authenticated path with 401 without a token', async () => {
    const paths: [string, string][] = [
      ['POST', '/users/logout'],
      ['GET', '/users/me'],
      ['PUT', '/users/profile'],
      ['PUT', '/users/password'],
      ['GET', '/users/favorites'],
      ['POST', '/users/favorites/x'],
      ['DELETE', '/users/favorites/x'],
      ['GET', '/users/favorites/check/x'],
      ['POST', '/reviews'],
      ['PUT', '/reviews/x'],
      ['DELETE', '/reviews/x'],
      ['GET', '/reviews/my-reviews'],
      ['POST', '/reviews/x/helpful'],
      ['POST', '/reviews/x/report'],
    ];
    for (const [method, path] of paths) {
      const { status, body } = await call(method, path, method === 'GET' || method === 'DELETE' ? undefined : {});
      expect(status, `${method} ${path}`).toBe(401);
      expect(body.status).toBe('error');
    }
  });
});

describe('the development outbox', () => {
  it('shows messages to an address only when ENVIRONMENT=development', async () => {
    const email = newEmail();
    await call('POST', '/users/register', { name: 'Outbox', email, password: 'secret1', confirmPassword: 'secret1' });
    const hidden = await SELF.fetch(`http://localhost/api/dev/outbox?to=${encodeURIComponent(email)}`);
    expect(hidden.status).toBe(404);
    await hidden.arrayBuffer();
    const log = console.info;
    console.info = () => undefined;
    try {
      const shown = await app.request(`/api/dev/outbox?to=${encodeURIComponent(email)}`, {}, { ...env, ENVIRONMENT: 'development' });
      expect(shown.status).toBe(200);
      const body = await shown.json<{
        status: string;
        data: { messages: { to: string; subject: string; text: string; html: string; createdAt: string }[] };
      }>();
      expect(body.status).toBe('success');
      expect(body.data.messages).toHaveLength(1);
      expect(body.data.messages[0]).toMatchObject({ to: email });
      // Written outside development, the row keeps no code (tests/worker/mail.test.ts covers what development keeps).
      expect(body.data.messages[0]).toMatchObject({ subject: 'Your CityPages verification code', text: '', html: '' });
    } finally {
      console.info = log;
    }
  });
});

describe('secrets never leave the Worker', () => {
  it('no response in this file contained a password hash, a code hash or a token hash', async () => {
    const hashes = [
      ...(await db.select({ h: schema.users.passwordHash }).from(schema.users)).map((r) => r.h),
      ...(
        await db.select({ a: schema.verificationCodes.codeHash, b: schema.verificationCodes.tokenHash }).from(schema.verificationCodes)
      ).flatMap((r) => [r.a, r.b]),
    ];
    expect(seen.length).toBeGreaterThan(50);
    const all = seen.join('\n');
    expect(all).not.toContain('scrypt$');
    for (const hash of hashes) expect(all).not.toContain(hash);
  });
});

describe('the phone number on a profile', () => {
  it('takes an Indian mobile number in the ways people write it, and stores it one way', async () => {
    const { token } = await registerAndVerify('Phone Person');
    for (const written of ['9845011111', '098450 11111', '+91-98450-11111', '91 9845011111', ' +919845011111 ']) {
      const answer = await call('PUT', '/users/profile', { phone: written }, { token });
      expect(answer.body, written).toMatchObject({ data: { user: { phone: '+919845011111' } } });
    }
  });

  it('refuses landlines, short numbers and other countries with one message', async () => {
    const { token } = await registerAndVerify('Phone Person');
    for (const written of ['4718 2500', '98450 1111', '+1 415 555 0100', '5845011111', '+91 98450 111111', 'call me']) {
      const answer = await call('PUT', '/users/profile', { phone: written }, { token });
      expect(answer.status, written).toBe(400);
      expect(answer.body.errors, written).toEqual([{ field: 'phone', message: 'Please enter a 10-digit Indian mobile number' }]);
    }
  });
});
