import { SELF } from 'cloudflare:test';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import * as schema from '../../worker/db/schema.ts';
import type { Bindings } from '../../worker/env.ts';
import { app } from '../../worker/index.ts';
import { newId } from '../../worker/lib/ids.ts';
import { hashPassword, TEST_SCRYPT_PARAMS } from '../../worker/services/passwords.ts';
import { addBusiness, addCategory, db } from './fixtures.ts';
import { mailbox } from './support/mailbox.ts';
import { installSiteverify, siteverify, TEST_SECRET, withBotCheck } from './support/turnstile.ts';

/** The bot check (docs/product.md §3.22): enforced while Turnstile's secret is configured, off without it. */

installSiteverify();

interface Envelope {
  status: string;
  message: string;
  errors: { field: string; message: string }[];
  token?: string;
  data?: Record<string, unknown>;
}

let counter = 0;
const newEmail = () => `bot${counter++}.${Date.now()}@example.in`;
const newIp = () => `10.99.${Math.floor(counter / 200)}.${counter++ % 200}`;

/** One REST call from its own client address, to the Worker with the bot check on, or as configured for tests (`bindings: null`). */
async function call(path: string, body: unknown, { ip = newIp(), bindings = withBotCheck as Bindings | null } = {}) {
  const init = {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'cf-connecting-ip': ip },
    body: JSON.stringify(body),
  };
  const response = bindings ? await app.request(`/api${path}`, init, bindings) : await SELF.fetch(`http://localhost/api${path}`, init);
  const text = await response.text();
  return { status: response.status, body: JSON.parse(text) as Envelope, text, headers: response.headers };
}

function expectRefusal(answer: { status: number; body: Envelope }, status: number, message: string) {
  expect(answer.status).toBe(status);
  expect(answer.body).toEqual({ status: 'error', message, errors: [{ field: 'captchaToken', message }] });
}

const MISSING = 'Please complete the security check.';
const FAILED = 'The security check did not pass. Please try it again.';

async function newAccount(password: string) {
  const email = newEmail();
  await db
    .insert(schema.users)
    .values({ id: newId(), name: 'Meena', email, passwordHash: await hashPassword(password, TEST_SCRYPT_PARAMS), emailVerified: true });
  return email;
}

describe('sign-up with the bot check on', () => {
  const signUp = (email: string, captchaToken?: string, ip?: string) =>
    call(
      '/users/register',
      { name: 'Asha Rao', email, password: 'secret-password', confirmPassword: 'secret-password', captchaToken },
      { ip },
    );
  const accounts = (email: string) => db.select().from(schema.users).where(eq(schema.users.email, email));

  it('refuses a sign-up without a token with 403, creating no account and sending no mail', async () => {
    const email = newEmail();
    const before = siteverify.requests.length;
    expectRefusal(await signUp(email), 403, MISSING);
    expect(await accounts(email)).toHaveLength(0);
    expect(mailbox.sent.filter((mail) => mail.to === email)).toHaveLength(0);
    // Nothing to ask Cloudflare about.
    expect(siteverify.requests.length).toBe(before);
  });

  it('refuses a token Turnstile does not accept, and one solved for another form', async () => {
    const email = newEmail();
    expectRefusal(await signUp(email, 'made-up-token'), 403, FAILED);
    expectRefusal(await signUp(email, siteverify.token('contact')), 403, FAILED);
    expect(await accounts(email)).toHaveLength(0);
  });

  it('creates the account with a solved challenge, asking siteverify with the secret, the token and the client address', async () => {
    const email = newEmail();
    const token = siteverify.token('sign-up');
    const answer = await signUp(email, token, '203.0.113.44');
    expect(answer.status).toBe(201);
    expect(answer.text).not.toContain(token);
    expect(await accounts(email)).toHaveLength(1);
    expect(mailbox.last(email).subject).toBeTruthy();
    expect(siteverify.requests.at(-1)).toEqual({ secret: TEST_SECRET, response: token, remoteip: '203.0.113.44' });
  });

  it('accepts a token once: the same one again is refused', async () => {
    const token = siteverify.token('sign-up');
    expect((await signUp(newEmail(), token)).status).toBe(201);
    expectRefusal(await signUp(newEmail(), token), 403, FAILED);
  });

  it('fails closed with 503 when siteverify cannot be reached, creating nothing and logging no token', async () => {
    const email = newEmail();
    const token = siteverify.token('sign-up');
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    siteverify.failNext();
    const answer = await signUp(email, token);
    const logs = JSON.stringify(logged.mock.calls.map((args) => args.map(String)));
    logged.mockRestore();
    expectRefusal(answer, 503, 'The security check is not available right now. Please try again in a minute.');
    expect(await accounts(email)).toHaveLength(0);
    expect(logs).toContain('bot check not verified');
    expect(logs).not.toContain(token);
  });
});

describe('forgotten password with the bot check on', () => {
  const forgot = (email: string, captchaToken?: string) => call('/users/password/forgot', { email, captchaToken });

  it('sends nothing without a solved challenge, and those refusals do not use up the address’s requests', async () => {
    const email = await newAccount('the-right-password');
    for (let n = 0; n < 4; n++) expectRefusal(await forgot(email), 403, MISSING);
    expectRefusal(await forgot(email, 'made-up-token'), 403, FAILED);
    expect(mailbox.sent.filter((mail) => mail.to === email)).toHaveLength(0);

    const answer = await forgot(email, siteverify.token('forgot-password'));
    expect(answer.status).toBe(200);
    expect(mailbox.last(email).text).toMatch(/\d{6}/);
  });
});

describe('enquiries with the bot check on', () => {
  let businessId = '';
  beforeAll(async () => {
    const category = await addCategory('Bot Check Bakeries');
    businessId = await addBusiness({ name: 'Turnstile Treats', categoryId: category.id });
  });
  const enquire = (captchaToken?: string) =>
    call(`/business/public/${businessId}/enquiry`, { name: 'Priya', email: 'priya@example.in', message: 'Open on Sunday?', captchaToken });
  const stored = () => db.select().from(schema.enquiries).where(eq(schema.enquiries.businessId, businessId));

  it('stores nothing without a token or with a bad one, and the enquiry with a solved challenge', async () => {
    expectRefusal(await enquire(), 403, MISSING);
    expectRefusal(await enquire('made-up-token'), 403, FAILED);
    expect(await stored()).toHaveLength(0);

    const token = siteverify.token('enquiry');
    const answer = await enquire(token);
    expect(answer.status).toBe(201);
    expect(answer.text).not.toContain(token);
    expect(await stored()).toHaveLength(1);
  });

  it('asks the same of the tRPC door', async () => {
    const send = async (enquiry: Record<string, string>) => {
      const response = await app.request(
        '/api/trpc/business.enquire',
        {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'cf-connecting-ip': newIp() },
          body: JSON.stringify({ id: businessId, enquiry: { name: 'Ravi', email: 'ravi@example.in', message: 'Hello', ...enquiry } }),
        },
        withBotCheck,
      );
      return { status: response.status, body: (await response.json()) as { error?: { data: { errors: Envelope['errors'] } } } };
    };
    const refused = await send({});
    expect(refused.status).toBe(403);
    expect(refused.body.error?.data.errors).toEqual([{ field: 'captchaToken', message: MISSING }]);
    expect((await send({ captchaToken: siteverify.token('enquiry') })).status).toBe(200);
  });
});

describe('contact messages with the bot check on', () => {
  const contact = (subject: string, captchaToken?: string) =>
    call('/contact', { name: 'Ravi', email: 'ravi@example.in', subject, message: 'Please list my shop.', captchaToken });
  const stored = (subject: string) => db.select().from(schema.contactMessages).where(eq(schema.contactMessages.subject, subject));

  it('stores nothing without a token or with a bad one, and the message with a solved challenge', async () => {
    const subject = `Listing ${newId()}`;
    expectRefusal(await contact(subject), 403, MISSING);
    expectRefusal(await contact(subject, 'made-up-token'), 403, FAILED);
    expect(await stored(subject)).toHaveLength(0);

    const token = siteverify.token('contact');
    const answer = await contact(subject, token);
    expect(answer.status).toBe(201);
    expect(answer.text).not.toContain(token);
    const [row] = await stored(subject);
    expect(JSON.stringify(row)).not.toContain(token);
  });
});

describe('the bot check off (no secret, as in local development)', () => {
  it('asks for no token and never calls siteverify', async () => {
    const before = siteverify.requests.length;
    const subject = `Offline ${newId()}`;
    const answer = await call('/contact', { name: 'Ravi', email: 'ravi@example.in', subject, message: 'Hello' }, { bindings: null });
    expect(answer.status).toBe(201);
    expect(siteverify.requests.length).toBe(before);
  });

  it('keeps the lock-out for sign-in: 429 with Retry-After after 5 failures, even for the right password', async () => {
    const email = await newAccount('the-right-password');
    const signIn = (password: string) => call('/users/login', { email, password }, { bindings: null });
    for (let n = 0; n < 5; n++) expect((await signIn(`wrong-${n}`)).status).toBe(401);
    const refused = await signIn('the-right-password');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  }, 60_000);
});

describe('sign-in with the bot check on', () => {
  const signIn = (email: string, password: string, captchaToken?: string) => call('/users/login', { email, password, captchaToken });
  const CHALLENGE = 'Please complete the security check to sign in.';

  it('asks for no challenge for the first 3 failures, then for one on every attempt', async () => {
    const email = await newAccount('the-right-password');
    const before = siteverify.requests.length;
    for (let n = 0; n < 3; n++) expect((await signIn(email, `wrong-${n}`)).status).toBe(401);
    expect(siteverify.requests.length).toBe(before);
    expectRefusal(await signIn(email, 'wrong-again'), 403, CHALLENGE);
    // The owner is asked too, not locked out.
    expectRefusal(await signIn(email, 'the-right-password'), 403, CHALLENGE);
    expectRefusal(await signIn(email, 'the-right-password', 'made-up-token'), 403, FAILED);
  }, 60_000);

  it('lets the owner in with a solved challenge even after 10 failures: no lock that an attacker can hold', async () => {
    const email = await newAccount('the-right-password');
    for (let n = 0; n < 10; n++) expect((await signIn(email, `wrong-${n}`, siteverify.token('sign-in'))).status).toBe(401);
    const answer = await signIn(email, 'the-right-password', siteverify.token('sign-in'));
    expect(answer.status).toBe(200);
    expect(answer.body.token).toBeTruthy();
  }, 60_000);

  it('checks at most 3 of 30 parallel wrong sign-ins without a challenge; the owner still gets in with one', async () => {
    const email = await newAccount('the-right-password');
    const answers = await Promise.all(Array.from({ length: 30 }, (_, n) => signIn(email, `wrong-${n}`)));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(3);
    expect(statuses.filter((status) => status === 403).length).toBeGreaterThanOrEqual(27);
    expect((await signIn(email, 'the-right-password', siteverify.token('sign-in'))).status).toBe(200);
  }, 60_000);

  it('keeps the per-client limit: 30 attempts from one address in 15 minutes, challenge or not', async () => {
    const email = await newAccount('the-right-password');
    const ip = newIp();
    for (let n = 0; n < 30; n++) {
      const status = (await call('/users/login', { email: newEmail(), password: 'wrong-password' }, { ip })).status;
      expect(status).toBe(401);
    }
    const refused = await call(
      '/users/login',
      { email, password: 'the-right-password', captchaToken: siteverify.token('sign-in') },
      { ip },
    );
    expect(refused.status).toBe(429);
  }, 120_000);
});

describe('the widget’s way onto the page', () => {
  it('gives every page the site key in a meta tag when it is configured, and none without', async () => {
    for (const path of ['/', '/signup', '/contact']) {
      const html = await (await app.request(path, {}, withBotCheck)).text();
      expect(html, path).toContain('<meta name="turnstile-site-key" content="test-site-key" />');
    }
    expect(await (await SELF.fetch('http://localhost/signup')).text()).not.toContain('turnstile-site-key');
  });

  it('lets Turnstile’s script and its challenge frame through the Content-Security-Policy, and nothing inline', async () => {
    const csp = (await SELF.fetch('http://localhost/signup')).headers.get('content-security-policy') ?? '';
    expect(csp.match(/script-src[^;]*/)?.[0]).toBe("script-src 'self' https://challenges.cloudflare.com");
    expect(csp.match(/frame-src[^;]*/)?.[0]).toContain('https://challenges.cloudflare.com');
  });
});
