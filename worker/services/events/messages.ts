import type { TrackedEvent } from '../../contracts/analytics.ts';

/*
 * What travels on the events queue (wrangler.toml, docs/decisions/039-counting-off-the-hot-path.md): a count the
 * request decided on, or the bell for a mail the outbox holds. Messages are small and carry no address, user agent or
 * e-mail: a visitor is the mark's keyed hash, and so is the address its hourly limit is counted by. Nothing here
 * imports the Worker's modules: env.ts names these types for its binding.
 */

/** One view or tap that the request found countable: a person, not an admin, not the listing's owner. */
export interface CountMessage {
  kind: 'count';
  businessId: string;
  type: 'view' | TrackedEvent;
  /** The mark's visitor: an HMAC of the day, the address and the user agent (services/analytics.ts eventMark). */
  visitor: string;
  /** Hours since the epoch, and the local day the event counts on. */
  hour: number;
  day: string;
  /**
   * The client's address as the hourly limit per address counts it: an HMAC of the day and the address
   * (services/analytics.ts addressMark), never the address.
   */
  address: string;
}

/** Try to deliver outbox mail `id` again, as its `attempt`-th try; one try per number, whoever rings. */
export interface MailMessage {
  kind: 'mail';
  id: string;
  attempt: number;
}

export type EventMessage = CountMessage | MailMessage;
