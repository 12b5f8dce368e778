import { approveSchema, DECISION_MESSAGES, decisionReasonSchema, featureSchema } from '../../contracts/admin-decisions.ts';
import { idParam } from '../../contracts/common.ts';
import {
  approveListing,
  featureListing,
  rejectListing,
  suspendListing,
  unfeatureListing,
  unsuspendListing,
} from '../../services/admin/listing-decisions.ts';
import { operation } from '../operation.ts';

/**
 * docs/product.md §7.11, an admin's decisions on a listing (§3.24): each answers the listing as the admin screens show
 * it, as `data.business` in REST and the whole answer in tRPC.
 */
export const listingDecisionOperations = {
  approveListing: operation({
    guard: 'admin',
    rest: {
      method: 'post',
      path: '/api/admin/businesses/:id/approve',
      params: idParam,
      body: approveSchema,
      reply: (business) => ({ message: DECISION_MESSAGES.approveListing, data: { business } }),
    },
    run: approveListing,
  }),
  rejectListing: operation({
    guard: 'admin',
    rest: {
      method: 'post',
      path: '/api/admin/businesses/:id/reject',
      params: idParam,
      body: decisionReasonSchema,
      reply: (business) => ({ message: DECISION_MESSAGES.rejectListing, data: { business } }),
    },
    run: rejectListing,
  }),
  suspendListing: operation({
    guard: 'admin',
    rest: {
      method: 'post',
      path: '/api/admin/businesses/:id/suspend',
      params: idParam,
      body: decisionReasonSchema,
      reply: (business) => ({ message: DECISION_MESSAGES.suspendListing, data: { business } }),
    },
    run: suspendListing,
  }),
  unsuspendListing: operation({
    guard: 'admin',
    rest: {
      method: 'post',
      path: '/api/admin/businesses/:id/unsuspend',
      params: idParam,
      reply: (business) => ({ message: DECISION_MESSAGES.unsuspendListing, data: { business } }),
    },
    run: unsuspendListing,
  }),
  featureListing: operation({
    guard: 'admin',
    rest: {
      method: 'post',
      path: '/api/admin/businesses/:id/feature',
      params: idParam,
      body: featureSchema,
      reply: (business) => ({ message: DECISION_MESSAGES.featureListing, data: { business } }),
    },
    run: featureListing,
  }),
  unfeatureListing: operation({
    guard: 'admin',
    rest: {
      method: 'delete',
      path: '/api/admin/businesses/:id/feature',
      params: idParam,
      reply: (business) => ({ message: DECISION_MESSAGES.unfeatureListing, data: { business } }),
    },
    run: unfeatureListing,
  }),
};
