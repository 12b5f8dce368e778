import { createMiddleware } from 'hono/factory';
import { secureHeaders } from 'hono/secure-headers';
import type { AppEnv } from '../env.ts';
import { createRequestContext } from '../services/context.ts';

/**
 * One context per request, for every request (API, tRPC, pages), built after the D1 meter wraps the binding so all
 * queries are counted. No module-level state survives between requests.
 */
export const requestContext = createMiddleware<AppEnv>(async (c, next) => {
  c.set('ctx', createRequestContext({ env: c.env, request: c.req.raw, requestId: c.get('requestId') }));
  await next();
});

const ONE_YEAR = 31_536_000;

/** Cloudflare Turnstile, the bot check: its script and the iframe it draws the challenge in (services/bot-check.ts). */
const TURNSTILE = 'https://challenges.cloudflare.com';

/**
 * Security headers on every response. Scripts only from this origin and Turnstile (no inline script); inline styles
 * are allowed because components set style attributes. Images may come from absolute URLs an owner gives.
 */
export const securityHeaders = secureHeaders({
  contentSecurityPolicy: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", TURNSTILE],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
    mediaSrc: ["'self'", 'https:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
    frameSrc: ['https://www.youtube-nocookie.com', 'https://www.youtube.com', TURNSTILE],
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
