import { idParam } from '../../../contracts/common.ts';
import { hoursUpdateSchema } from '../../../contracts/hours.ts';
import { duplicatesQuerySchema, listingCreateSchema, listingUpdateSchema } from '../../../contracts/owner.ts';
import { findDuplicates } from '../../../services/owner/duplicates.ts';
import { updateListing } from '../../../services/owner/edits.ts';
import { getListingHours, setListingHours } from '../../../services/owner/hours.ts';
import { createListing, getListing, listMyListings } from '../../../services/owner/listings.ts';
import { ownerProcedure, protectedProcedure, router } from '../../init.ts';

/**
 * The owner portal (docs/product.md §7.10): adding a listing, the list of mine and the likely duplicates need only a
 * session, as in REST.
 */
export const listingProcedures = router({
  listings: protectedProcedure.query(({ ctx }) => listMyListings(ctx)),
  createListing: protectedProcedure.input(listingCreateSchema).mutation(({ ctx, input }) => createListing(ctx, input)),
  duplicates: protectedProcedure.input(duplicatesQuerySchema).query(({ ctx, input }) => findDuplicates(ctx, input)),
  listing: ownerProcedure.input(idParam).query(({ ctx, input }) => getListing(ctx, input.id)),
  updateListing: ownerProcedure
    .input(idParam.extend({ changes: listingUpdateSchema }))
    .mutation(({ ctx, input }) => updateListing(ctx, input.id, input.changes)),
  hours: ownerProcedure.input(idParam).query(({ ctx, input }) => getListingHours(ctx, input.id)),
  setHours: ownerProcedure
    .input(idParam.extend({ hours: hoursUpdateSchema }))
    .mutation(({ ctx, input }) => setListingHours(ctx, input.id, input.hours)),
});
