import { and, desc, eq, isNotNull, isNull, or, type SQL } from 'drizzle-orm';
import type { AdminBusinessesQuery } from '../../contracts/admin-businesses.ts';
import { PORTAL_ROLES } from '../../contracts/roles.ts';
import { pagination } from '../../contracts/common.ts';
import * as schema from '../../db/schema.ts';
import { requireRole } from '../access.ts';
import type { RequestContext } from '../context.ts';
import { ADMIN_LISTING_COLUMNS, adminListingShape } from './decisions.ts';
import { listPage, newestFirst } from './list-pages.ts';
import { contains } from './text-search.ts';

const businesses = schema.businesses;

function statusCondition(status: AdminBusinessesQuery['status']): SQL | undefined {
  if (status === undefined) return undefined;
  if (status === 'suspended') return isNotNull(businesses.suspendedAt);
  if (status === 'approved') return and(eq(businesses.status, 'approved'), isNull(businesses.suspendedAt));
  return eq(businesses.status, status);
}

/**
 * Issue 13, the admin's businesses list: listings of every status, newest first, found by an exact id or by a part of
 * the name (case aside), counted up to ADMIN_LIST_DEPTH. Each status is a range of its own (status, created) index, read
 * newest first until the page is full; a name search reads the table until it has counted the depth's worth of
 * matches, the whole of it for a rare name (listPage): an admin tool, not a visitor's path (the public search has its
 * index).
 */
export async function listAdminBusinesses(ctx: RequestContext, input: AdminBusinessesQuery, now = new Date()) {
  await requireRole(ctx, PORTAL_ROLES.admin);
  const { db } = ctx;
  const text = input.query;
  const where = and(statusCondition(input.status), text ? or(eq(businesses.id, text), contains(businesses.name, text)) : undefined);
  const { rows, total } = await listPage(db, businesses, where, Boolean(text), (scanTable) =>
    db
      .select(ADMIN_LISTING_COLUMNS)
      .from(businesses)
      .where(where)
      .orderBy(newestFirst(businesses.createdAt, scanTable), desc(businesses.id))
      .limit(input.limit)
      .offset((input.page - 1) * input.limit),
  );
  return {
    businesses: rows.map((row) => adminListingShape(row, now)),
    pagination: pagination(input.page, input.limit, total),
  };
}
