import { analyticsOperations } from '../../operations/owner/analytics.ts';
import { claimOperations } from '../../operations/owner/claims.ts';
import { historyOperations } from '../../operations/owner/history.ts';
import { hoursOperations } from '../../operations/owner/hours.ts';
import { leadOperations } from '../../operations/owner/leads.ts';
import { listingOperations } from '../../operations/owner/listings.ts';
import { photoOperations } from '../../operations/owner/photos.ts';
import { replyOperations } from '../../operations/owner/replies.ts';
import { restRoutes } from '../../operations/rest.ts';
import { claimUploadRoutes } from './claims.ts';
import { photoUploadRoutes } from './media.ts';

/**
 * docs/product.md §7.10, the owner portal's REST door, mounted at /api/owner: its operations' routes, each behind its
 * own guard (worker/operations/rest.ts), and the two uploads read by hand, a listing's photo and a claim's document.
 */
export const ownerRoutes = restRoutes(
  '/api/owner',
  listingOperations,
  hoursOperations,
  leadOperations,
  replyOperations,
  photoOperations,
  claimOperations,
  analyticsOperations,
  historyOperations,
)
  .route('/', photoUploadRoutes)
  .route('/', claimUploadRoutes);
