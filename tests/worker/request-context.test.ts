import { env, SELF } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../../worker/services/sessions.ts';
import { addUser, db } from './fixtures.ts';

/** D1 statements one request ran, from the Server-Timing header the Worker sets outside production. */
async function queriesOf(path: string, init?: RequestInit): Promise<number> {
  const response = await SELF.fetch(`http://localhost${path}`, init);
  await response.arrayBuffer();
  const queries = /queries=(\d+)/.exec(response.headers.get('server-timing') ?? '');
  if (!queries) throw new Error(`No D1 usage on ${path}`);
  return Number(queries[1]);
}

let token = '';

beforeAll(async () => {
  const userId = await addUser('Kavya Menon');
  ({ token } = await createSession(db, new TextEncoder().encode(env.JWT_SECRET), userId, null));
});

const bearer = () => ({ authorization: `Bearer ${token}` });

describe('the request context', () => {
  it('checks the token once for a whole tRPC batch of signed-in calls', async () => {
    const one = await queriesOf('/api/trpc/auth.me', { headers: bearer() });
    const three = await queriesOf(`/api/trpc/auth.me,auth.me,auth.me?batch=1&input=${encodeURIComponent('{}')}`, { headers: bearer() });
    expect(one).toBe(1);
    expect(three).toBe(1);
  });

  it('does not look the session up for public calls, token or not', async () => {
    const anonymous = await queriesOf('/api/trpc/site.quickLinks');
    const signedIn = await queriesOf('/api/trpc/site.quickLinks', { headers: bearer() });
    expect(signedIn).toBe(anonymous);
  });

  it('counts rate limits in the service, whichever door the request used', async () => {
    const enquiry = { name: 'Ravi', email: 'ravi@example.in', message: 'Do you deliver to Indiranagar on Sundays?' };
    const statuses: number[] = [];
    for (let n = 0; n < 3; n++) {
      const rest = await SELF.fetch('http://localhost/api/contact', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'cf-connecting-ip': '198.51.100.40' },
        body: JSON.stringify({ ...enquiry, subject: 'Delivery' }),
      });
      statuses.push(rest.status);
      const trpc = await SELF.fetch('http://localhost/api/trpc/site.contact', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'cf-connecting-ip': '198.51.100.40' },
        body: JSON.stringify({ ...enquiry, subject: 'Delivery' }),
      });
      statuses.push(trpc.status);
    }
    // Five messages an hour per address, counted across both doors: the sixth is refused.
    expect(statuses).toEqual([201, 200, 201, 200, 201, 429]);
  });
});
