import { SELF } from 'cloudflare:test';
import { Hono } from 'hono';
import { describe, expect, it, vi } from 'vitest';
import type { AppEnv } from '../../worker/env.ts';
import { handleError } from '../../worker/lib/error-handler.ts';
import { ApiError } from '../../worker/lib/errors.ts';

describe('the error envelope', () => {
  it('answers unknown API paths with a JSON 404 envelope', async () => {
    const response = await SELF.fetch('http://localhost/api/no-such-thing');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(await response.json()).toEqual({ status: 'error', message: 'Not found', errors: [] });
  });

  it('answers a wrong method on a known API path with the envelope, not HTML', async () => {
    const response = await SELF.fetch('http://localhost/api/health', { method: 'DELETE' });
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ status: 'error' });
  });

  it('answers an unknown tRPC procedure with a 404 and no stack trace', async () => {
    const response = await SELF.fetch('http://localhost/api/trpc/nothing.here');
    expect(response.status).toBe(404);
    const text = await response.text();
    expect(text).not.toMatch(/at .*\.ts:\d+/);
  });

  it('turns an unexpected exception into a generic 500 envelope without its details', async () => {
    const app = new Hono<AppEnv>()
      .get('/boom', () => {
        throw new TypeError('secret detail: connection string postgres://admin:hunter2@db');
      })
      .onError(handleError);
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const response = await app.request('/boom');
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ status: 'error', message: 'Internal server error', errors: [] });
    expect(text).not.toContain('hunter2');
    expect(log).toHaveBeenCalledOnce();
    log.mockRestore();
  });

  it('keeps the status, message, field errors and headers of an ApiError', async () => {
    const app = new Hono<AppEnv>()
      .get('/limited', () => {
        throw new ApiError(429, 'Too many requests', [{ field: 'email', message: 'Slow down' }], {
          'Retry-After': '60',
        });
      })
      .onError(handleError);
    const response = await app.request('/limited');
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe('60');
    expect(await response.json()).toEqual({
      status: 'error',
      message: 'Too many requests',
      errors: [{ field: 'email', message: 'Slow down' }],
    });
  });
});
