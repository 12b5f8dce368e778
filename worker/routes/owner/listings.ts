import { Hono } from 'hono';
import { idParam } from '../../contracts/common.ts';
import { PORTAL_ROLES } from '../../contracts/roles.ts';
import { hoursUpdateSchema } from '../../contracts/hours.ts';
import { duplicatesQuerySchema, LISTING_ADDED, listingCreateSchema, listingUpdateSchema } from '../../contracts/owner.ts';
import type { AppEnv } from '../../env.ts';
import { requireRole, requireUser } from '../../lib/auth.ts';
import { validate } from '../../lib/validate.ts';
import { findDuplicates } from '../../services/owner/duplicates.ts';
import { updateListing } from '../../services/owner/edits.ts';
import { getListingHours, setListingHours } from '../../services/owner/hours.ts';
import { createListing, getListing, listMyListings } from '../../services/owner/listings.ts';

/**
 * docs/product.md §7.10, the owner portal's listings. Listing a business, the list of mine and the likely duplicates of
 * one about to be added are open to any signed-in user (adding one is how an account becomes an owner's); everything
 * about one listing needs the owner role here and then assertOwns in its service: its owner or an admin, 403 for anyone
 * else.
 */
// The role first, so a caller who may not use a listing's routes learns nothing from how their input is judged.
const ownerOrAdmin = requireRole(PORTAL_ROLES.owner);

export const listingRoutes = new Hono<AppEnv>()
  .get('/businesses', requireUser, async (c) => {
    const businesses = await listMyListings(c.get('ctx'));
    return c.json({ status: 'success' as const, data: { businesses } });
  })
  .post('/businesses', requireUser, validate('json', listingCreateSchema), async (c) => {
    const business = await createListing(c.get('ctx'), c.req.valid('json'));
    return c.json(
      {
        status: 'success' as const,
        message: LISTING_ADDED,
        data: { business },
      },
      201,
    );
  })
  .get('/duplicates', requireUser, validate('query', duplicatesQuerySchema), async (c) => {
    const businesses = await findDuplicates(c.get('ctx'), c.req.valid('query'));
    return c.json({ status: 'success' as const, data: { businesses } });
  })
  .get('/businesses/:id', ownerOrAdmin, validate('param', idParam), async (c) => {
    const business = await getListing(c.get('ctx'), c.req.valid('param').id);
    return c.json({ status: 'success' as const, data: { business } });
  })
  .patch('/businesses/:id', ownerOrAdmin, validate('param', idParam), validate('json', listingUpdateSchema), async (c) => {
    const { message, ...data } = await updateListing(c.get('ctx'), c.req.valid('param').id, c.req.valid('json'));
    return c.json({ status: 'success' as const, message, data });
  })
  .get('/businesses/:id/hours', ownerOrAdmin, validate('param', idParam), async (c) => {
    const hours = await getListingHours(c.get('ctx'), c.req.valid('param').id);
    return c.json({ status: 'success' as const, data: { hours } });
  })
  .put('/businesses/:id/hours', ownerOrAdmin, validate('param', idParam), validate('json', hoursUpdateSchema), async (c) => {
    const hours = await setListingHours(c.get('ctx'), c.req.valid('param').id, c.req.valid('json'));
    return c.json({ status: 'success' as const, message: 'Opening hours saved', data: { hours } });
  });
