import { mergeRouters } from '../../init.ts';
import { auditProcedures } from './audit.ts';
import { businessesProcedures } from './businesses.ts';
import { catalogueProcedures } from './catalogue.ts';
import { decisionsProcedures } from './decisions.ts';
import { moderationProcedures } from './moderation.ts';
import { queueProcedures } from './queue.ts';
import { usersProcedures } from './users.ts';

/** The admin area's procedures (issue 13), one router per area, merged into `admin.*`; each uses adminProcedure. */
export const adminRouter = mergeRouters(
  queueProcedures,
  businessesProcedures,
  decisionsProcedures,
  moderationProcedures,
  usersProcedures,
  auditProcedures,
  catalogueProcedures,
);
