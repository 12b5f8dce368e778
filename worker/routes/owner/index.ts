import { Hono } from 'hono';
import type { AppEnv } from '../../env.ts';
import { analyticsRoutes } from './analytics.ts';
import { claimRoutes } from './claims.ts';
import { historyRoutes } from './history.ts';
import { leadRoutes } from './leads.ts';
import { listingRoutes } from './listings.ts';
import { mediaRoutes } from './media.ts';

/**
 * docs/product.md §7.10, the owner portal's REST door, mounted at /api/owner: one sub-app per area, each route naming
 * its own guard (a sub-app's use() would also guard the other areas' paths under the mount).
 */
export const ownerRoutes = new Hono<AppEnv>()
  .route('/', listingRoutes)
  .route('/', leadRoutes)
  .route('/', mediaRoutes)
  .route('/', claimRoutes)
  .route('/', analyticsRoutes)
  .route('/', historyRoutes);
