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

/** HMAC-SHA-256 with the server's secret: short codes stored this way cannot be brute-forced offline. */
export async function keyedHash(secret: Uint8Array, value: string): Promise<string> {
  const key = await crypto.subtle.importKey('raw', secret, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const mac = await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(value));
  return [...new Uint8Array(mac)].map((b) => b.toString(16).padStart(2, '0')).join('');
}
