import { env } from 'cloudflare:test';
import { registerGlobalWaitUntil } from 'cloudflare:test-internal';
import { eq } from 'drizzle-orm';
import { decodeProtectedHeader } from 'jose';
import { describe, expect, it } from 'vitest';
import * as schema from '../../worker/db/schema.ts';
import type { Bindings } from '../../worker/env.ts';
import { newId } from '../../worker/lib/ids.ts';
import { resetPassword } from '../../worker/services/accounts.ts';
import { createRequestContext } from '../../worker/services/context.ts';
import { keyedHash, keyId, signingSecrets } from '../../worker/services/secrets.ts';
import { createSession } from '../../worker/services/sessions.ts';
import { addUser, db } from './fixtures.ts';

/*
 * docs/operations.md, "Rotating the signing secret": a new JWT_SECRET with the old one as JWT_SECRET_PREVIOUS keeps
 * every session and every code already mailed working until they end, and signs everything new with the new one.
 */

const OLD = env.JWT_SECRET as string;
const NEW = 'a-brand-new-signing-secret-of-at-least-32-characters';
const encoded = (secret: string) => new TextEncoder().encode(secret);

/** A request's context under a deployment with these secrets. */
function contextWith(secrets: Pick<Bindings, 'JWT_SECRET' | 'JWT_SECRET_PREVIOUS'>, token?: string) {
  const headers = new Headers({ 'cf-connecting-ip': '203.0.113.9' });
  if (token) headers.set('authorization', `Bearer ${token}`);
  return createRequestContext({
    env: { ...env, ...secrets },
    request: new Request('http://localhost/', { headers }),
    requestId: 'rotation',
    waitUntil: registerGlobalWaitUntil,
  });
}

const rotating = { JWT_SECRET: NEW, JWT_SECRET_PREVIOUS: OLD };
const rotated = { JWT_SECRET: NEW, JWT_SECRET_PREVIOUS: undefined };

describe('rotating the signing secret', () => {
  it('keeps a session signed with the old secret while it is the previous one, and ends it once it is gone', async () => {
    const userId = await addUser('Farida Khan');
    const { token } = await createSession(db, encoded(OLD), userId, 'Old phone');
    expect(decodeProtectedHeader(token).kid).toBe(await keyId(encoded(OLD)));

    expect((await contextWith(rotating, token).viewer())?.user.id).toBe(userId);
    expect(await contextWith(rotated, token).viewer()).toBeNull();
    expect(await contextWith(rotated, token).authFailure()).toMatchObject({ status: 401 });
  });

  it('signs new sessions with the new secret only, named by its key id', async () => {
    const userId = await addUser('Gowri Shankar');
    const [current] = signingSecrets(rotating);
    const { token } = await createSession(db, current as Uint8Array, userId, 'New phone');
    expect(decodeProtectedHeader(token).kid).toBe(await keyId(encoded(NEW)));
    expect((await contextWith(rotated, token).viewer())?.user.id).toBe(userId);
    // A token naming the new key is never tried with the old one, nor the other way round.
    expect(await contextWith({ JWT_SECRET: OLD, JWT_SECRET_PREVIOUS: undefined }, token).viewer()).toBeNull();
  });

  it('accepts a token from before key ids with either secret, and a forged kid with neither', async () => {
    const userId = await addUser('Harish Gowda');
    const { token } = await createSession(db, encoded(OLD), userId, 'Tablet');
    const [, payload, signature] = token.split('.');
    const legacyHeader = btoa(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))
      .replace(/=+$/, '')
      .replace(/\+/g, '-')
      .replace(/\//g, '_');
    // The signature covers the header: a legacy token is signed again over its own header, as the old code did.
    const { SignJWT } = await import('jose');
    const legacy = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(userId)
      .setJti(JSON.parse(atob((payload as string).replace(/-/g, '+').replace(/_/g, '/'))).jti as string)
      .setIssuer('citypages')
      .setAudience('citypages-web')
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(encoded(OLD));
    expect(legacy.split('.')[0]).toBe(legacyHeader);
    expect((await contextWith(rotating, legacy).viewer())?.user.id).toBe(userId);
    expect(await contextWith(rotated, legacy).viewer()).toBeNull();

    const forgedHeader = btoa(JSON.stringify({ alg: 'HS256', typ: 'JWT', kid: 'ffffffffffffffff' })).replace(/=+$/, '');
    expect(await contextWith(rotating, `${forgedHeader}.${payload}.${signature}`).viewer()).toBeNull();
  });

  it('takes a password-reset code mailed before the rotation, and not once the old secret is gone', async () => {
    const userId = await addUser('Indira Rao');
    const [user] = await db.select().from(schema.users).where(eq(schema.users.id, userId));
    const code = '482913';
    const stored = async () => {
      await db.delete(schema.verificationCodes).where(eq(schema.verificationCodes.userId, userId));
      await db.insert(schema.verificationCodes).values({
        id: newId(),
        userId,
        email: user!.email,
        purpose: 'reset-password',
        codeHash: await keyedHash(encoded(OLD), `code:${user!.email}:${code}`),
        tokenHash: await keyedHash(encoded(OLD), `token:${newId()}`),
        expiresAt: new Date(Date.now() + 600_000),
      });
    };
    const reset = (secrets: typeof rotating | typeof rotated) =>
      resetPassword(contextWith(secrets), {
        email: user!.email,
        otp: code,
        password: 'a-new-password-for-indira',
        confirmPassword: 'a-new-password-for-indira',
      });

    await stored();
    await expect(reset(rotated)).rejects.toMatchObject({ status: 400 });
    await stored();
    await expect(reset(rotating)).resolves.not.toThrow();
    const [after] = await db.select().from(schema.users).where(eq(schema.users.id, userId));
    expect(after?.passwordHash).not.toBe(user?.passwordHash);
  });
});
