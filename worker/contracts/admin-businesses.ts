import { z } from 'zod';
import { withinListDepth } from './admin-lists.ts';
import { limit, page } from './common.ts';

/** What the admin's businesses list filters by: a listing's status, or suspended (approved, and taken off by an admin). */
export const ADMIN_BUSINESS_FILTERS = ['pending', 'approved', 'rejected', 'suspended'] as const;
export type AdminBusinessFilter = (typeof ADMIN_BUSINESS_FILTERS)[number];

/** `GET /api/admin/businesses?query=&status=&page=&limit=`: listings of every status, newest first. */
export const adminBusinessesQuerySchema = withinListDepth(
  z.object({
    page,
    limit: limit(20, 50),
    query: z.preprocess(
      (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
      z.string().trim().max(100, 'Search must be at most 100 characters').optional(),
    ),
    status: z.preprocess(
      (value) => (value === '' ? undefined : value),
      z.enum(ADMIN_BUSINESS_FILTERS, { message: 'Status must be pending, approved, rejected or suspended' }).optional(),
    ),
  }),
);
export type AdminBusinessesQuery = z.infer<typeof adminBusinessesQuerySchema>;
