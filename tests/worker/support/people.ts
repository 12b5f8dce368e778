import { env, SELF } from 'cloudflare:test';
import type { USER_ROLES } from '../../../worker/contracts/roles.ts';
import * as schema from '../../../worker/db/schema.ts';
import { newId } from '../../../worker/lib/ids.ts';
import { hashPassword, TEST_SCRYPT_PARAMS } from '../../../worker/services/passwords.ts';
import { createSession } from '../../../worker/services/sessions.ts';
import { db } from '../fixtures.ts';
import { afterResponses } from './event-queue.ts';

export const PASSWORD = 'the-right-password';

let counter = 0;
/** An address no other test in the file uses. */
export const uniqueEmail = (label = 'person') => `${label}${counter++}.${Date.now()}@example.in`;

/** A verified account with a known password, signed in on one device. */
export async function signedInPerson(options: { name?: string; role?: (typeof USER_ROLES)[number] } = {}) {
  const id = newId();
  const email = uniqueEmail();
  await db.insert(schema.users).values({
    id,
    name: options.name ?? 'Kavya Menon',
    email,
    passwordHash: await hashPassword(PASSWORD, TEST_SCRYPT_PARAMS),
    emailVerified: true,
    role: options.role ?? 'user',
  });
  const { token, sessionId } = await createSession(
    db,
    new TextEncoder().encode(env.JWT_SECRET),
    id,
    'Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0',
  );
  return { id, email, token, sessionId };
}

/** Everyone an owner-route test asks: the listing's owner, another owner, an admin and a plain user. */
export async function ownerRouteCallers(ownerName: string) {
  const [owner, otherOwner, admin, user] = await Promise.all([
    signedInPerson({ name: ownerName, role: 'owner' }),
    signedInPerson({ name: 'Other Owner', role: 'owner' }),
    signedInPerson({ name: 'Site Admin', role: 'admin' }),
    signedInPerson({ name: 'Plain User' }),
  ]);
  return { owner, otherOwner, admin, user };
}

let ipCounter = 0;

/**
 * One REST call as a client would make it, from its own client address unless one is given; what it left for after its
 * response (a mail's delivery, a count's send) is done before it returns, as the next call of a client would find it.
 */
export async function api<
  T = { status: string; message?: string; data?: Record<string, unknown>; errors?: { field: string; message: string }[] },
>(method: string, path: string, options: { token?: string; body?: unknown; ip?: string } = {}) {
  const headers: Record<string, string> = { 'cf-connecting-ip': options.ip ?? `10.77.${Math.floor(ipCounter / 200)}.${ipCounter++ % 200}` };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const response = await SELF.fetch(`http://localhost/api${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const body = (await response.json()) as T;
  await afterResponses();
  return { status: response.status, body, headers: response.headers };
}
