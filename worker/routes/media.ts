import { Hono } from 'hono';
import type { AppEnv } from '../env.ts';
import { serveMedia } from '../services/media.ts';

export const mediaRoutes = new Hono<AppEnv>().get('/:key{.+}', (c) =>
  serveMedia(c.env.MEDIA, decodeURIComponent(c.req.param('key')), c.req.raw.headers),
);
