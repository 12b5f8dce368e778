import { DECISION_MESSAGES, decisionReasonSchema } from '../../contracts/admin-decisions.ts';
import { idParam } from '../../contracts/common.ts';
import { approveClaim, claimDocument, rejectClaim } from '../../services/admin/claim-decisions.ts';
import { operation } from '../operation.ts';

/** docs/product.md §7.11, an admin's decision on a claim that waits for our team (§3.24), and the claim's document. */
export const claimDecisionOperations = {
  approveClaim: operation({
    guard: 'admin',
    rest: {
      method: 'post',
      path: '/api/admin/claims/:id/approve',
      params: idParam,
      reply: (claim) => ({ message: DECISION_MESSAGES.approveClaim, data: { claim } }),
    },
    run: approveClaim,
  }),
  rejectClaim: operation({
    guard: 'admin',
    rest: {
      method: 'post',
      path: '/api/admin/claims/:id/reject',
      params: idParam,
      body: decisionReasonSchema,
      reply: (claim) => ({ message: DECISION_MESSAGES.rejectClaim, data: { claim } }),
    },
    run: rejectClaim,
  }),
  // The document photo is a file, streamed to the admin's token only (REST alone, as the queue's `documentUrl` says):
  // never cached, never sniffed into something else.
  claimDocument: operation({
    guard: 'admin',
    trpc: false,
    rest: {
      method: 'get',
      path: '/api/admin/claims/:id/document',
      params: idParam,
      respond: (_c, document) =>
        new Response(document.body, {
          status: 200,
          headers: {
            'Content-Type': document.httpMetadata?.contentType ?? 'application/octet-stream',
            'Content-Length': String(document.size),
            'Content-Disposition': 'inline',
            'Cache-Control': 'private, no-store',
            'X-Content-Type-Options': 'nosniff',
          },
        }),
    },
    run: claimDocument,
  }),
};
