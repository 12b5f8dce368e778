import { Hono } from 'hono';
import type { AppEnv } from '../env.ts';
import { readConditions } from '../lib/conditional.ts';
import { openApiJson } from '../openapi/document.ts';

/** The same document for everyone, until the next deployment: any cache may keep it, and ask again with its ETag. */
const CACHE_CONTROL = 'public, max-age=300, must-revalidate';

/**
 * `GET /api/openapi.json`: the REST contract's OpenAPI 3.1 document (worker/openapi/document.ts), built on an instance's
 * first request and kept for the next. A request naming its ETag in If-None-Match (weakly, RFC 9110 §13.1.2) gets 304.
 */
export const openApiRoutes = new Hono<AppEnv>().get('/', async (c) => {
  const { json, etag } = await openApiJson();
  const headers = { ETag: etag, 'Cache-Control': CACHE_CONTROL };
  const { ifNoneMatch } = readConditions(c.req.raw.headers);
  if (ifNoneMatch === '*' || ifNoneMatch?.some((tag) => tag.replace(/^W\//, '') === etag)) return c.body(null, 304, headers);
  return c.body(json, 200, { ...headers, 'Content-Type': 'application/json; charset=utf-8' });
});
