import { SELF } from 'cloudflare:test';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { logFailure, redact } from '../../worker/lib/log.ts';
import { api, signedInPerson, uniqueEmail } from './support/people.ts';

/*
 * worker/http/request-log.ts and worker/lib/log.ts: one JSON line per request that a person can read, and nothing in
 * any line that is a person's address, phone number, password, code or token.
 */

let lines: string[] = [];
const capture = (...parts: unknown[]) => {
  lines.push(parts.map(String).join(' '));
};

// Only the console's own spies are undone: the mail API's fake (support/mailbox.ts) stays for the whole file.
let spies: { mockRestore: () => void }[] = [];
beforeEach(() => {
  lines = [];
  spies = (['log', 'info', 'warn', 'error'] as const).map((level) => vi.spyOn(console, level).mockImplementation(capture));
});
afterEach(() => spies.forEach((spy) => spy.mockRestore()));

const requestLines = () =>
  lines
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>)
    .filter((line) => line.event === 'request');

describe('the request log', () => {
  it('writes one JSON line per request: its id, route pattern, status, duration, D1 use and role', async () => {
    const response = await api('GET', '/health');
    const [line, ...others] = requestLines();
    if (!line) throw new Error('no request line');
    expect(others).toEqual([]);
    expect(line).toMatchObject({
      level: 'info',
      requestId: response.headers.get('x-request-id'),
      method: 'GET',
      route: '/api/health',
      status: 200,
      role: 'visitor',
    });
    expect(line.durationMs).toEqual(expect.any(Number));
    expect(line.d1).toMatchObject({ rowsRead: expect.any(Number), calls: 1 });
  });

  it("names a route by its pattern and a signed-in caller by role, never the path's values or the person", async () => {
    const owner = await signedInPerson({ role: 'owner' });
    await api('GET', `/owner/businesses/no-such-listing`, { token: owner.token });
    const [line] = requestLines();
    expect(line).toMatchObject({ route: '/api/owner/businesses/:id', status: 404, level: 'warn', role: 'owner' });
    const text = lines.join('\n');
    expect(text).not.toContain('no-such-listing');
    expect(text).not.toContain(owner.id);
    expect(text).not.toContain(owner.email);
    expect(text).not.toContain(owner.token);
  });

  it('names a page by its screen, a tRPC call by its procedures and a request no route took by the catch-all pattern', async () => {
    // The page read to its end, as a browser does: its copy for the cache waits for the body (support/event-queue.ts).
    await (await SELF.fetch('http://localhost/kn/categories')).arrayBuffer();
    await SELF.fetch('http://localhost/api/trpc/health.check');
    await SELF.fetch('http://localhost/api/no-such-thing/482913', { method: 'PATCH' });
    expect(requestLines().map((line) => line.route)).toEqual(['page:categories', 'trpc:health.check', '/api/*']);
    expect(lines.join('\n')).not.toContain('482913');
  });

  it('never writes what a person sent: passwords, codes, tokens, addresses and phone numbers', async () => {
    const email = uniqueEmail('secretive');
    const password = 'hunter2-correct-horse';
    await api('POST', '/users/register', { body: { name: 'Asha Rao', email, password, confirmPassword: password } });
    await api('POST', '/users/verify-otp', { body: { email, otp: '482913' } });
    await api('POST', '/users/login', { body: { email, password: 'wrong-password-9876543210' } });
    await api('POST', '/contact', {
      body: { name: 'Asha', email, phone: '9876543210', subject: 'Hello', message: 'Call me on 9876543210' },
    });
    await api('GET', '/users/me', { token: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.c2lnbmF0dXJlc2lnbmF0dXJl' });

    expect(requestLines().map((line) => line.route)).toEqual([
      '/api/users/register',
      '/api/users/verify-otp',
      '/api/users/login',
      '/api/contact',
      '/api/users/me',
    ]);
    expect(requestLines().at(-1)).toMatchObject({ status: 401, role: 'refused' });
    const text = lines.join('\n');
    for (const secret of [email, password, '482913', 'wrong-password', '9876543210', 'eyJhbGciOiJIUzI1NiJ9']) {
      expect(text).not.toContain(secret);
    }
  });

  it("writes a failure's cause with the secrets inside it taken out", () => {
    const cause = new Error('provider refused asha.rao@example.in, +91 98765 43210, token abcdefghijklmnopqrstuvwxyz123456');
    logFailure('mail delivery failed', new Error('code 482913 was not sent', { cause }), { requestId: 'r-1', to: 'asha.rao@example.in' });
    const [line] = lines.map((text) => JSON.parse(text) as Record<string, unknown>);
    expect(line).toMatchObject({
      level: 'error',
      event: 'mail delivery failed',
      requestId: 'r-1',
      to: '[hidden]',
      error: {
        name: 'Error',
        message: 'code [number] was not sent',
        cause: { message: 'provider refused [email], [phone], token [token]' },
      },
    });
    expect(lines.join('\n')).not.toMatch(/asha|98765|482913|abcdefghij/);
  });

  it('keeps what is not a secret readable', () => {
    expect(redact('UNIQUE constraint failed: users.email')).toBe('UNIQUE constraint failed: users.email');
    expect(redact('mail API answered 503')).toBe('mail API answered 503');
    expect(redact('D1_ERROR: refused: SQLITE_CONSTRAINT (extended: SQLITE_CONSTRAINT_TRIGGER)')).toContain('SQLITE_CONSTRAINT_TRIGGER');
  });
});
