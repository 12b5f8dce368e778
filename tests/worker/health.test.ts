import { env, SELF } from 'cloudflare:test';
import { describe, expect, it, vi } from 'vitest';
import { app } from '../../worker/index.ts';
import { createCallerFactory } from '../../worker/trpc/init.ts';
import { appRouter } from '../../worker/trpc/router.ts';
import { requestContext } from './fixtures.ts';

describe('GET /api/health', () => {
  it('answers success with the database checked and the server time', async () => {
    const before = Date.now();
    const response = await SELF.fetch('http://localhost/api/health');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/json');
    const body = await response.json<{ status: string; data: { database: string; time: string } }>();
    expect(body.status).toBe('success');
    expect(body.data.database).toBe('ok');
    expect(Date.parse(body.data.time)).toBeGreaterThanOrEqual(before - 1000);
  });

  it('answers 503 with the error envelope when D1 fails', async () => {
    const brokenDb = {
      prepare() {
        throw new Error('D1_ERROR: no such table: categories');
      },
      // Requests read through a session of the binding (lib/d1-bookmark.ts): this one is as broken.
      withSession() {
        return this;
      },
    } as unknown as D1Database;
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const response = await app.request('/api/health', {}, { ...env, DB: brokenDb });
    expect(response.status).toBe(503);
    const body = await response.json();
    expect(body).toEqual({
      status: 'error',
      message: 'Database unavailable',
      errors: [{ field: 'database', message: 'The database did not answer' }],
    });
    expect(JSON.stringify(body)).not.toContain('no such table');
    expect(log.mock.calls.filter(([line]) => String(line).includes('"event":"health check failed"'))).toHaveLength(1);
    log.mockRestore();
  });

  it('is reachable through the tRPC router the web app uses', async () => {
    const caller = createCallerFactory(appRouter)(requestContext({ ip: '203.0.113.9' }));
    const result = await caller.health.check();
    expect(result.database).toBe('ok');
  });

  it('answers over HTTP at /api/trpc as the web client calls it', async () => {
    const response = await SELF.fetch('http://localhost/api/trpc/health.check');
    expect(response.status).toBe(200);
    const body = await response.json<{ result: { data: { database: string } } }>();
    expect(body.result.data.database).toBe('ok');
  });
});
