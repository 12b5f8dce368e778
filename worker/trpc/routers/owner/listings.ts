import { idParam } from '../../../contracts/common.ts';
import { hoursUpdateSchema } from '../../../contracts/hours.ts';
import { listingCreateSchema } from '../../../contracts/owner.ts';
import { getListingHours, setListingHours } from '../../../services/owner/hours.ts';
import { createListing, getListing, listMyListings } from '../../../services/owner/listings.ts';
import { ownerProcedure, protectedProcedure, router } from '../../init.ts';

/** The owner portal (docs/product.md §7.10): adding a listing and the list of mine need only a session, as in REST. */
export const listingProcedures = router({
  listings: protectedProcedure.query(({ ctx }) => listMyListings(ctx)),
  createListing: protectedProcedure.input(listingCreateSchema).mutation(({ ctx, input }) => createListing(ctx, input)),
  listing: ownerProcedure.input(idParam).query(({ ctx, input }) => getListing(ctx, input.id)),
  hours: ownerProcedure.input(idParam).query(({ ctx, input }) => getListingHours(ctx, input.id)),
  setHours: ownerProcedure
    .input(idParam.extend({ hours: hoursUpdateSchema }))
    .mutation(({ ctx, input }) => setListingHours(ctx, input.id, input.hours)),
});
