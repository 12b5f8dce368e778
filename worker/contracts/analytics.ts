import { z } from 'zod';
import './common.ts';
import { SITE } from './site.ts';

/*
 * docs/product.md §3.23 Analytics: what a listing's profile reports (the buttons' events) and what its owner reads back,
 * shared by both doors, the profile's sender and the portal's chart.
 */

/** What the profile's buttons report; a view is counted by the profile's own request (§3.17). */
export const TRACKED_EVENTS = ['call', 'whatsapp', 'directions', 'website'] as const;
export type TrackedEvent = (typeof TRACKED_EVENTS)[number];

/** `POST /api/business/public/:id/events`. */
export const eventBodySchema = z
  .object({ type: z.enum(TRACKED_EVENTS, { message: 'Type must be call, whatsapp, directions or website' }) })
  .strict();
export type EventBody = z.infer<typeof eventBodySchema>;

/** The periods an owner may look back over, in days ending today. */
export const ANALYTICS_DAYS = [7, 30, 90] as const;
export type AnalyticsDays = (typeof ANALYTICS_DAYS)[number];
export const DEFAULT_ANALYTICS_DAYS = 30;

/** `GET /api/owner/businesses/:id/analytics?days=`: a query string's digits as a number, '' or nothing as the default. */
export const analyticsQuerySchema = z.object({
  days: z.preprocess(
    (value) => (value === '' ? undefined : typeof value === 'string' && /^\s*\d{1,3}\s*$/.test(value) ? Number(value) : value),
    z.literal(ANALYTICS_DAYS, { message: 'Days must be 7, 30 or 90' }).default(DEFAULT_ANALYTICS_DAYS),
  ),
});
export type AnalyticsQuery = z.infer<typeof analyticsQuerySchema>;

/**
 * Views, and taps, counted per client address in an hour (worker/services/events/counts.ts, from the hour's marks); more
 * are ignored.
 */
export const EVENTS_PER_ADDRESS_PER_HOUR = 100;

/** The counting rules in plain words: the portal shows them under the chart, and docs/product.md §3.23 repeats them. */
export const ANALYTICS_RULES = [
  'Views count the people who open your listing’s page: each visitor once an hour, however often they reload it.',
  'Calls, WhatsApp, directions and website count taps on your phone number, the WhatsApp chat that follows an enquiry, “View on map” and your website link, each once per visitor an hour.',
  'A visitor is told apart only by a code made from their internet address and browser, which changes every day; we never store the address or the browser.',
  'Your own visits and taps while signed in are not counted, nor are our staff’s, search engines’, link previews’ or other automated visitors’. Opening your page straight from a link counts as a visit, because the first load of a page cannot tell who is looking.',
  `At most ${EVENTS_PER_ADDRESS_PER_HOUR} views and ${EVENTS_PER_ADDRESS_PER_HOUR} taps an hour from one internet address are counted.`,
  'Enquiries and favourites are those sent and saved on each day (a favourite removed since is not counted).',
  `Days run from midnight to midnight in ${SITE.city} time; a view or tap shows here within about a minute.`,
  'The view count on your public page counts every opening, so it is higher than these figures.',
] as const;
