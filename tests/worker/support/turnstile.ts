/**
 * A fake of Cloudflare Turnstile's siteverify at the fetch boundary, for tests that run the Worker with its secret
 * (`withBotCheck`). It behaves as the real one does in what the Worker relies on: a token it handed out passes once,
 * for the action it was made for, with the right secret; anything else fails. Other requests go on to the fetch that
 * was there before (the mail API's fake, then the network).
 */

import { env } from 'cloudflare:test';
import { vi } from 'vitest';
import type { BotCheckAction } from '../../../worker/contracts/bot-check.ts';
import { SITEVERIFY_URL } from '../../../worker/services/bot-check.ts';

export const TEST_SECRET = 'test-turnstile-secret';

/** The Worker's bindings with the bot check switched on, for `app.request(path, init, withBotCheck)`. */
export const withBotCheck = { ...env, TURNSTILE_SECRET_KEY: TEST_SECRET, TURNSTILE_SITE_KEY: 'test-site-key' };

/** One siteverify request as the fake received it. */
export interface SiteverifyRequest {
  secret: string;
  response: string;
  remoteip?: string;
}

const issued = new Map<string, BotCheckAction>();
let outages = 0;

export const siteverify = {
  /** Every request the Worker made, oldest first. */
  requests: [] as SiteverifyRequest[],
  /** A token as a solved widget of this action would give the browser. */
  token(action: BotCheckAction): string {
    const token = `solved-${action}-${crypto.randomUUID()}`;
    issued.set(token, action);
    return token;
  },
  /** The next `count` requests answer 500, as an outage would. */
  failNext(count = 1) {
    outages = count;
  },
};

export function installSiteverify() {
  const spy = vi.mocked(globalThis.fetch);
  const previous = spy.getMockImplementation() ?? globalThis.fetch.bind(globalThis);
  spy.mockImplementation(async (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    if (url !== SITEVERIFY_URL) return previous(input, init);
    const request = JSON.parse(String(init?.body)) as SiteverifyRequest;
    siteverify.requests.push(request);
    if (outages > 0) {
      outages--;
      return new Response('unavailable', { status: 500 });
    }
    if (request.secret !== TEST_SECRET) return Response.json({ success: false, 'error-codes': ['invalid-input-secret'] });
    const action = issued.get(request.response);
    if (action === undefined) return Response.json({ success: false, 'error-codes': ['invalid-input-response'] });
    // Single use, as Cloudflare's are: a second look at the same token fails.
    issued.delete(request.response);
    return Response.json({ success: true, action, hostname: 'citypages.in', challenge_ts: new Date().toISOString() });
  });
}
