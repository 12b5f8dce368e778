import { and, eq, isNotNull, isNull, or, type SQL } from 'drizzle-orm';
import type { AdminBusinessesQuery } from '../../contracts/admin-businesses.ts';
import { PORTAL_ROLES } from '../../contracts/roles.ts';
import { pagination } from '../../contracts/common.ts';
import * as schema from '../../db/schema.ts';
import { requireRole } from '../access.ts';
import { ADMIN_LISTING_COLUMNS, adminListingShape } from './decision-rules.ts';
import { listPage, newestFirst, through, type Reading } from './list-pages.ts';
import { businessNameHolds } from './text-search.ts';
import type { RequestContext } from '../../env.ts';

const businesses = schema.businesses;

function statusCondition(status: AdminBusinessesQuery['status'], reading: Reading): SQL | undefined {
  if (status === undefined) return undefined;
  const suspendedAt = through(businesses.suspendedAt, reading === 'walked');
  if (status === 'suspended') return isNotNull(suspendedAt);
  const state = through(businesses.status, reading === 'walked');
  if (status === 'approved') return and(eq(state, 'approved'), isNull(suspendedAt));
  return eq(state, status);
}

/**
 * Issue 13, the admin's businesses list: listings of every status, newest first, found by an exact id or by a part of
 * the name (case aside), counted up to ADMIN_LIST_DEPTH. Each status is a range of its own (status, created) index, read
 * newest first until the page is full; a name search finds its listings through the names' index (text-search.ts,
 * listPage).
 */
export async function listAdminBusinesses(ctx: RequestContext, input: AdminBusinessesQuery, now = new Date()) {
  await requireRole(ctx, PORTAL_ROLES.admin);
  const { db } = ctx;
  const text = input.query;
  const where = (reading: Reading) => {
    const status = statusCondition(input.status, reading);
    return and(status, text ? or(eq(businesses.id, text), businessNameHolds(text, reading, status)) : undefined);
  };
  const { rows, total } = await listPage(db, businesses, where, Boolean(text), (reading) =>
    db
      .select(ADMIN_LISTING_COLUMNS)
      .from(businesses)
      .where(where(reading))
      .orderBy(newestFirst(businesses.createdAt, reading))
      .limit(input.limit)
      .offset((input.page - 1) * input.limit),
  );
  return {
    businesses: rows.map((row) => adminListingShape(row, now)),
    pagination: pagination(input.page, input.limit, total),
  };
}
