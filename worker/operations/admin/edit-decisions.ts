import { approveSchema, DECISION_MESSAGES, decisionReasonSchema } from '../../contracts/admin-decisions.ts';
import { idParam } from '../../contracts/common.ts';
import { approveEdits, rejectEdits } from '../../services/admin/edit-decisions.ts';
import { operation } from '../operation.ts';

/**
 * docs/product.md §7.11, an admin's decision on a listing's held edits (§3.24), all of them at once: the id is the
 * listing's, as the queue gives the item.
 */
export const editDecisionOperations = {
  approveEdits: operation({
    guard: 'admin',
    rest: {
      method: 'post',
      path: '/api/admin/edits/:id/approve',
      params: idParam,
      body: approveSchema,
      reply: (data) => ({ message: DECISION_MESSAGES.approveEdits, data }),
    },
    run: approveEdits,
  }),
  rejectEdits: operation({
    guard: 'admin',
    rest: {
      method: 'post',
      path: '/api/admin/edits/:id/reject',
      params: idParam,
      body: decisionReasonSchema,
      reply: (data) => ({ message: DECISION_MESSAGES.rejectEdits, data }),
    },
    run: rejectEdits,
  }),
};
