import { Hono } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import type { Plugin } from 'vite';
import { SECURITY_HEADERS } from '../../worker/http/security-headers.ts';

/** The platform's rules for the static files it serves without the Worker (docs/decisions/016); never served itself. */
export const HEADERS_FILE = '_headers';

/** Hashed file names change with their content, so a browser may keep them for a year without asking again. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * The service worker keeps its address while its content changes with every build: a browser must ask for it each
 * time it checks for a new version (docs/decisions/026). Browsers skip their HTTP cache for it by default; this says
 * the same to any cache between.
 */
export const SERVICE_WORKER_RULE = ['/sw.js', '  Cache-Control: no-cache'];

/**
 * The headers the Worker's middleware puts on a response, read by running that same middleware: the file then
 * carries exactly the Worker's values, however Hono spells them.
 */
export async function securityHeaderLines(): Promise<string[]> {
  const app = new Hono().use(secureHeaders(SECURITY_HEADERS)).get('*', (c) => c.body(null));
  const response = await app.request('/');
  const lines: string[] = [];
  response.headers.forEach((value, name) => lines.push(`${name}: ${value}`));
  return lines;
}

/**
 * Writes web/dist/_headers: the security headers on every static file, a one-year immutable cache for the hashed
 * files under /assets/ (worker/routes/spa.ts gives the same to those it serves), and `no-cache` for the service worker.
 */
export function headersFile(): Plugin {
  return {
    name: 'citypages-headers-file',
    apply: 'build',
    async generateBundle() {
      const lines = await securityHeaderLines();
      const source = [
        '# Written by the build (scripts/lib/headers-file-plugin.ts) from worker/http/security-headers.ts.',
        '/*',
        ...lines.map((line) => `  ${line}`),
        '/assets/*',
        `  Cache-Control: ${IMMUTABLE}`,
        ...SERVICE_WORKER_RULE,
        '',
      ].join('\n');
      this.emitFile({ type: 'asset', fileName: HEADERS_FILE, source });
    },
  };
}
