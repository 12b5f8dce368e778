import type { z } from 'zod';

/*
 * Issue 13, how deep the admin's lists go (businesses, reviews, users, messages, the audit log; docs/product.md §3.24):
 * each counts its matches up to ADMIN_LIST_DEPTH and pages within them, so a page costs the same in a city of a
 * million listings as in a town. Past that, a search or a filter narrows the list; nobody pages through thousands.
 */
export const ADMIN_LIST_DEPTH = 1000;
export const ADMIN_LIST_TOO_DEEP = `Lists show their first ${ADMIN_LIST_DEPTH}: search or filter to find the rest`;

/** A list query whose page starts within the depth; 400 naming `page` otherwise. */
export function withinListDepth<Schema extends z.ZodType<{ page: number; limit: number }>>(schema: Schema) {
  return schema.refine((query) => (query.page - 1) * query.limit < ADMIN_LIST_DEPTH, { message: ADMIN_LIST_TOO_DEEP, path: ['page'] });
}
