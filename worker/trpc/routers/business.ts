import { businessOperations } from '../../operations/businesses.ts';
import { proceduresOf } from '../../operations/trpc.ts';

/** The directory (docs/product.md §7.2), as in REST; a profile's taps are counted through REST alone. */
export const businessRouter = proceduresOf(businessOperations);
