import { ApiError } from '../lib/errors.ts';
import { logLine } from '../lib/log.ts';

/** The signing secret; a deployment without one is misconfigured, and nothing may be signed with a default. */
export function jwtSecret(env: { JWT_SECRET?: string }): Uint8Array {
  const secret = env.JWT_SECRET;
  if (!secret || secret.length < 32) {
    logLine('error', 'signing secret missing', { detail: 'JWT_SECRET is missing or shorter than 32 characters' });
    throw new ApiError(500, 'Internal server error');
  }
  return new TextEncoder().encode(secret);
}

/**
 * Every secret a token or a stored hash may have been made with: the current one, then, while a rotation is under way
 * (docs/operations.md, "Rotating the signing secret"), the one it replaced (JWT_SECRET_PREVIOUS). New tokens and hashes
 * are only ever made with the current one.
 */
export function signingSecrets(env: { JWT_SECRET?: string; JWT_SECRET_PREVIOUS?: string }): Uint8Array[] {
  const current = jwtSecret(env);
  const previous = env.JWT_SECRET_PREVIOUS;
  return previous && previous.length >= 32 && previous !== env.JWT_SECRET ? [current, new TextEncoder().encode(previous)] : [current];
}

/** A secret's name in a token's header (`kid`): the first 16 hex digits of its SHA-256, which tell nothing of it. */
export async function keyId(secret: Uint8Array): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', secret));
  return [...digest.slice(0, 8)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** One secret, or the current one and those a rotation still accepts (signingSecrets), current first. */
export type Secrets = Uint8Array | readonly Uint8Array[];

const listed = (secrets: Secrets): readonly Uint8Array[] => (secrets instanceof Uint8Array ? [secrets] : secrets);

/** The value's keyed hash under each secret a stored hash may have been made with, the current one first. */
export function keyedHashes(secrets: Secrets, value: string): Promise<string[]> {
  return Promise.all(listed(secrets).map((secret) => keyedHash(secret, value)));
}

/** Each secret with its key id, for a token's `kid` to choose from. */
export function namedSecrets(secrets: Secrets): Promise<{ id: string; secret: Uint8Array }[]> {
  return Promise.all(listed(secrets).map(async (secret) => ({ id: await keyId(secret), secret })));
}

/** HMAC-SHA-256 with the server's secret: short codes stored this way cannot be brute-forced offline. */
export async function keyedHash(secret: Uint8Array, value: string): Promise<string> {
  const key = await crypto.subtle.importKey('raw', secret, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const mac = await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(value));
  return [...new Uint8Array(mac)].map((b) => b.toString(16).padStart(2, '0')).join('');
}
