import { auditFiltersSchema } from './audit.ts';

/*
 * Issue 13, the audit log as it is read: by admins (`auditQuerySchema` in ./audit.ts) and by an owner, the history of
 * one listing (docs/product.md §3.23).
 */

/** `GET /api/owner/businesses/:id/audit?page=`: a listing's history, 20 entries a page. */
export const listingHistoryQuerySchema = auditFiltersSchema.pick({ page: true });
export const LISTING_HISTORY_PAGE_SIZE = 20;

/** Who an owner is shown as having made an entry, when it was not the listing's current owner (by name). */
export const HISTORY_ACTORS = {
  /** Any admin: owners never learn which one, nor an admin's name or address. */
  team: 'CityPages team',
  /** Someone who ran the listing before its current owner: who, the new owner is not told (as the previous one is not). */
  previousOwner: 'A previous owner',
} as const;
