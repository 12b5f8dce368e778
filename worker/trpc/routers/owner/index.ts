import { analyticsOperations } from '../../../operations/owner/analytics.ts';
import { claimOperations } from '../../../operations/owner/claims.ts';
import { historyOperations } from '../../../operations/owner/history.ts';
import { hoursOperations } from '../../../operations/owner/hours.ts';
import { leadOperations } from '../../../operations/owner/leads.ts';
import { listingOperations } from '../../../operations/owner/listings.ts';
import { photoOperations } from '../../../operations/owner/photos.ts';
import { replyOperations } from '../../../operations/owner/replies.ts';
import { proceduresOf } from '../../../operations/trpc.ts';
import { mergeRouters } from '../../init.ts';

/**
 * The owner portal's procedures (docs/product.md §7.10), merged into `owner.*`, as in REST. Uploading a photo, and a
 * claim's document, have no procedure: the file goes as multipart/form-data to its REST route with the same bearer
 * token (worker/routes/owner/media.ts, worker/routes/owner/claims.ts); the enquiries' CSV is REST's alone.
 */
export const ownerRouter = mergeRouters(
  proceduresOf(listingOperations),
  proceduresOf(hoursOperations),
  proceduresOf(leadOperations),
  proceduresOf(replyOperations),
  proceduresOf(photoOperations),
  proceduresOf(claimOperations),
  proceduresOf(analyticsOperations),
  proceduresOf(historyOperations),
);
