import { SELF } from 'cloudflare:test';
import { Hono } from 'hono';
import { describe, expect, it, vi } from 'vitest';
import type { AppEnv } from '../../worker/env.ts';
import { app } from '../../worker/index.ts';
import { requestLog } from '../../worker/http/request-log.ts';
import { handleError } from '../../worker/http/error-handler.ts';
import { ApiError } from '../../worker/lib/errors.ts';
import { SERVED_METHODS } from '../../worker/http/methods.ts';

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

  it('answers a method no route serves with a 405 envelope and the methods its area takes in Allow', async () => {
    const cases = [
      ['PROPFIND', '/api/health', 'GET, HEAD, POST, PUT, PATCH, DELETE'],
      ['QUERY', '/api/trpc/business.search', 'GET, HEAD, POST, PUT, PATCH, DELETE'],
      ['OPTIONS', '/api/contact', 'GET, HEAD, POST, PUT, PATCH, DELETE'],
      ['TRACE', '/', 'GET, HEAD'],
      ['PURGE', '/sitemap.xml', 'GET, HEAD'],
      ['propfind', '/media/no-such-photo.webp', 'GET, HEAD'],
    ] as const;
    for (const [method, path, allow] of cases) {
      const response = await SELF.fetch(`http://localhost${path}`, { method });
      expect(response.status, `${method} ${path}`).toBe(405);
      expect(response.headers.get('allow'), `${method} ${path}`).toBe(allow);
      expect(response.headers.get('content-type'), `${method} ${path}`).toContain('application/json');
      expect(response.headers.get('x-request-id'), `${method} ${path}`).toBeTruthy();
      expect(await response.json()).toEqual({ status: 'error', message: 'Method not allowed', errors: [] });
    }
  });

  it('keeps the list of served methods in step with the routers', () => {
    const routed = new Set(app.routes.filter((route) => route.method !== 'ALL').map((route) => route.method));
    expect([...routed].filter((method) => !SERVED_METHODS.includes(method))).toEqual([]);
  });

  /**
   * CONNECT and tokens the runtime does not know (FOO, TRACK, M-SEARCH, a lower-case 'get' on the wire) never reach
   * the Worker: workerd cannot even build such a request. Over HTTP it answers them itself, in plain text (501
   * 'Unrecognized request method', or 500 for CONNECT, which goes to a socket handler the Worker does not have);
   * docs/product.md §7.1.
   */
  it('cannot receive CONNECT or an unknown method: the runtime refuses to build the request', async () => {
    for (const method of ['CONNECT', 'FOO', 'TRACK', 'M-SEARCH']) {
      await expect(SELF.fetch('http://localhost/api/health', { method }), method).rejects.toThrow(`Invalid HTTP method string: ${method}`);
    }
  });

  it('answers an unknown tRPC procedure with a 404 and no stack trace', async () => {
    const response = await SELF.fetch('http://localhost/api/trpc/nothing.here');
    expect(response.status).toBe(404);
    const text = await response.text();
    expect(text).not.toMatch(/at .*\.ts:\d+/);
  });

  it('turns an unexpected exception into a generic 500 envelope without its details', async () => {
    const app = new Hono<AppEnv>()
      .use(requestLog)
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
    // Its cause goes on the request's one log line, without the credentials it happened to quote.
    expect(log).toHaveBeenCalledOnce();
    const line = JSON.parse(String(log.mock.calls[0]?.[0])) as { status: number; error: { name: string; message: string } };
    expect(line).toMatchObject({ status: 500, error: { name: 'TypeError', message: expect.stringContaining('secret detail') } });
    expect(String(log.mock.calls[0]?.[0])).not.toContain('hunter2');
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
