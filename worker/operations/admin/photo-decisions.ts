import { approvePhotosSchema, DECISION_MESSAGES, decisionReasonSchema } from '../../contracts/admin-decisions.ts';
import { idParam } from '../../contracts/common.ts';
import { approvePhoto, approvePhotos, removePhoto } from '../../services/admin/photo-decisions.ts';
import { operation } from '../operation.ts';

/** docs/product.md §7.11, an admin's decisions on the photos owners upload (§3.24). */
export const photoDecisionOperations = {
  approvePhotos: operation({
    guard: 'admin',
    rest: {
      method: 'post',
      path: '/api/admin/photos/approve',
      body: approvePhotosSchema,
      reply: (data) => ({ message: DECISION_MESSAGES.approvePhotos(data.approved.length), data }),
    },
    run: approvePhotos,
  }),
  approvePhoto: operation({
    guard: 'admin',
    rest: {
      method: 'post',
      path: '/api/admin/photos/:id/approve',
      params: idParam,
      reply: (photo) => ({ message: DECISION_MESSAGES.approvePhoto, data: { photo } }),
    },
    run: approvePhoto,
  }),
  removePhoto: operation({
    guard: 'admin',
    rest: {
      method: 'post',
      path: '/api/admin/photos/:id/remove',
      params: idParam,
      body: decisionReasonSchema,
      reply: (data) => ({ message: DECISION_MESSAGES.removePhoto, data }),
    },
    run: removePhoto,
  }),
};
