import type { secureHeaders } from 'hono/secure-headers';

const ONE_YEAR = 31_536_000;

/** Cloudflare Turnstile, the bot check: its script and the iframe it draws the challenge in (services/bot-check.ts). */
const TURNSTILE = 'https://challenges.cloudflare.com';

/**
 * The security headers, in one place for both who answer: the Worker sets them on what it serves (securityHeaders in
 * ./middleware.ts), and the build writes them into web/dist/_headers for the static files the platform serves without
 * the Worker (scripts/lib/headers-file-plugin.ts, docs/decisions/016). Kept apart from the middleware so the build
 * reads them without loading the Worker's services.
 * Scripts only from this origin and Turnstile (no inline script); inline styles are allowed because components set
 * style attributes. Images may come from absolute URLs an owner gives.
 */
export const SECURITY_HEADERS = {
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
} satisfies Parameters<typeof secureHeaders>[0];
