/**
 * A fake of the HTTP mail API the worker tests send through (MAIL_TRANSPORT=http in vitest.config.ts). Outside
 * development the outbox keeps no code or link, so tests read them from what the Worker "sent". The Worker under
 * SELF.fetch runs in the tests' isolate, so replacing the global fetch reaches it too; setup.ts installs this once per
 * test file, and every other request still goes to the real fetch.
 */

import { env } from 'cloudflare:test';
import { vi } from 'vitest';

/** One message as the mail API received it, with the request's Authorization header. */
export interface SentMail {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  authorization: string | null;
}

const sent: SentMail[] = [];
let failing = 0;

export const mailbox = {
  /** Every message the Worker handed to the mail API in this test file, oldest first. */
  sent,
  /** The newest message to an address. */
  last(to: string): SentMail {
    const mail = sent.findLast((message) => message.to === to);
    if (!mail) throw new Error(`no mail to ${to}`);
    return mail;
  },
  /** The next `count` sends are refused with 503, as a provider outage would answer. */
  failNext(count = 1) {
    failing = count;
  },
};

// The fetch the platform gave, taken once: the files of a run share this module (vitest.config.ts), and a second
// install must not wrap the fake in itself.
const realFetch = globalThis.fetch;

/** Called by setup.ts before each test file: an empty mailbox, no failures to come, the fake in place. */
export function installMailbox() {
  sent.length = 0;
  failing = 0;
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    if (url !== env.MAIL_API_URL) return realFetch(input, init);
    if (failing > 0) {
      failing--;
      return new Response('unavailable', { status: 503 });
    }
    const headers = new Headers(init?.headers);
    sent.push({ ...(JSON.parse(String(init?.body)) as Omit<SentMail, 'authorization'>), authorization: headers.get('authorization') });
    return Response.json({ id: crypto.randomUUID() });
  });
}
