import { randomBytes, scrypt as scryptCallback, timingSafeEqual } from 'node:crypto';

/**
 * scrypt, parameters stored with each hash (`scrypt$N$r$p$salt$hash`, base64) so they can be raised later.
 * N = 2^14, r = 8, p = 5 is OWASP's listed minimum for scrypt and stays inside Cloudflare's production cap
 * (N·r·p ≤ 2^20; local workerd does not enforce it, tests/worker/accounts.test.ts does).
 */
export const SCRYPT_PARAMS = { N: 2 ** 14, r: 8, p: 5, keyLength: 32, saltLength: 16 } as const;
export const PRODUCTION_SCRYPT_CAP = 2 ** 20;

/**
 * The Worker tests' cost (ENVIRONMENT 'test', set only by vitest.config.ts): every sign-up and sign-in of the suite
 * would otherwise spend production's ~160 ms per hash. Any other environment, `npm start` and a deploy that forgets the
 * variable included, gets production's cost; tests/worker/accounts.test.ts asserts that.
 */
export const TEST_SCRYPT_PARAMS = { N: 2 ** 4, r: 8, p: 1, keyLength: 32, saltLength: 16 } as const;

export type ScryptParams = typeof SCRYPT_PARAMS | typeof TEST_SCRYPT_PARAMS;

export function scryptParams(env: { ENVIRONMENT: string }): ScryptParams {
  return env.ENVIRONMENT === 'test' ? TEST_SCRYPT_PARAMS : SCRYPT_PARAMS;
}

function derive(password: string, salt: Buffer, N: number, r: number, p: number, keyLength: number): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scryptCallback(password.normalize('NFKC'), salt, keyLength, { N, r, p, maxmem: 256 * N * r + 1024 * 1024 }, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

export async function hashPassword(password: string, params: ScryptParams = SCRYPT_PARAMS): Promise<string> {
  const { N, r, p, keyLength, saltLength } = params;
  const salt = randomBytes(saltLength);
  const key = await derive(password, salt, N, r, p, keyLength);
  return ['scrypt', N, r, p, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const actual = await derive(password, Buffer.from(salt, 'base64'), Number(n), Number(r), Number(p), expected.length);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** A hash of nothing in particular at the given cost, verified when the e-mail is unknown so both paths cost the same time. */
export function decoyHash({ N, r, p }: ScryptParams): string {
  return `scrypt$${N}$${r}$${p}$AAAAAAAAAAAAAAAAAAAAAA==$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=`;
}
