import { auditOperations } from '../../../operations/admin/audit.ts';
import { businessOperations } from '../../../operations/admin/businesses.ts';
import { claimDecisionOperations } from '../../../operations/admin/claim-decisions.ts';
import { editDecisionOperations } from '../../../operations/admin/edit-decisions.ts';
import { listingDecisionOperations } from '../../../operations/admin/listing-decisions.ts';
import { moderationOperations } from '../../../operations/admin/moderation.ts';
import { photoDecisionOperations } from '../../../operations/admin/photo-decisions.ts';
import { queueOperations } from '../../../operations/admin/queue.ts';
import { userOperations } from '../../../operations/admin/users.ts';
import { proceduresOf } from '../../../operations/trpc.ts';
import { mergeRouters } from '../../init.ts';
import { catalogueProcedures } from './catalogue.ts';

/**
 * The admin area's procedures (issue 13), merged into `admin.*`, each behind adminProcedure: derived from the same
 * operations as the REST door (worker/routes/admin/index.ts). A claim's document photo is REST only
 * (`GET /api/admin/claims/:id/document`): it is a file.
 */
export const adminRouter = mergeRouters(
  proceduresOf(queueOperations),
  proceduresOf(businessOperations),
  proceduresOf(listingDecisionOperations),
  proceduresOf(editDecisionOperations),
  proceduresOf(claimDecisionOperations),
  proceduresOf(photoDecisionOperations),
  proceduresOf(moderationOperations),
  proceduresOf(userOperations),
  proceduresOf(auditOperations),
  catalogueProcedures,
);
