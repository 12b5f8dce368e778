import { idParam } from '../../contracts/common.ts';
import { duplicatesQuerySchema, LISTING_ADDED, listingCreateSchema, listingUpdateSchema } from '../../contracts/owner.ts';
import { findDuplicates } from '../../services/owner/duplicates.ts';
import { updateListing } from '../../services/owner/edits.ts';
import { createListing, getListing, listMyListings } from '../../services/owner/listings.ts';
import { operation } from '../operation.ts';

/**
 * docs/product.md §7.10, the owner portal's listings. Listing a business, the list of mine and the likely duplicates of
 * one about to be added are open to any signed-in user (adding one is how an account becomes an owner's); everything
 * about one listing needs the owner role and then assertOwns in its service: its owner or an admin, 403 for anyone else.
 */
export const listingOperations = {
  listings: operation({
    guard: 'signedIn',
    rest: { method: 'get', path: '/api/owner/businesses', reply: (businesses) => ({ data: { businesses } }) },
    run: listMyListings,
  }),
  createListing: operation({
    guard: 'signedIn',
    rest: {
      method: 'post',
      path: '/api/owner/businesses',
      status: 201,
      body: listingCreateSchema,
      reply: (business) => ({ message: LISTING_ADDED, data: { business } }),
    },
    run: createListing,
  }),
  duplicates: operation({
    guard: 'signedIn',
    rest: {
      method: 'get',
      path: '/api/owner/duplicates',
      query: duplicatesQuerySchema,
      reply: (businesses) => ({ data: { businesses } }),
    },
    run: findDuplicates,
  }),
  listing: operation({
    guard: 'owner',
    rest: { method: 'get', path: '/api/owner/businesses/:id', params: idParam, reply: (business) => ({ data: { business } }) },
    run: getListing,
  }),
  updateListing: operation({
    guard: 'owner',
    rest: {
      method: 'patch',
      path: '/api/owner/businesses/:id',
      params: idParam,
      body: listingUpdateSchema,
      bodyAs: 'changes',
      // tRPC answers the whole result, its message too; REST lifts the message into the envelope.
      reply: ({ message, ...data }) => ({ message, data }),
    },
    run: updateListing,
  }),
};
