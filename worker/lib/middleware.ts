import { drizzle } from 'drizzle-orm/d1';
import { createMiddleware } from 'hono/factory';
import { secureHeaders } from 'hono/secure-headers';
import * as schema from '../db/schema.ts';
import type { AppEnv } from '../env.ts';

/** A drizzle handle per request: no module-level state survives between requests. */
export const database = createMiddleware<AppEnv>(async (c, next) => {
  c.set('db', drizzle(c.env.DB, { schema }));
  await next();
});

const ONE_YEAR = 31_536_000;

/**
 * Security headers on every response. Scripts only from this origin (no inline script); inline styles are
 * allowed because components set style attributes. Images may come from absolute URLs an owner gives.
 */
export const securityHeaders = secureHeaders({
  contentSecurityPolicy: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
    mediaSrc: ["'self'", 'https:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
    frameSrc: ['https://www.youtube-nocookie.com', 'https://www.youtube.com'],
    frameAncestors: ["'none'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
  },
  strictTransportSecurity: `max-age=${ONE_YEAR}; includeSubDomains`,
  referrerPolicy: 'strict-origin-when-cross-origin',
  xFrameOptions: 'DENY',
  xContentTypeOptions: 'nosniff',
  crossOriginResourcePolicy: 'same-site',
  permissionsPolicy: {
    geolocation: ['self'],
    camera: false,
    microphone: false,
  },
});
