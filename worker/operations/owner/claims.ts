import { claimCreateSchema, claimVerifySchema } from '../../contracts/claims.ts';
import { idParam } from '../../contracts/common.ts';
import { createClaim, listMyClaims, resendClaimCode, verifyClaim, withdrawClaim } from '../../services/owner/claims.ts';
import { operation, procedureOnly } from '../operation.ts';

/** Where a code went, as the answer names it: the listing's address, masked. */
export const sentTo = (claim: { sentTo: string | null }) => (claim.sentTo ? ` (${claim.sentTo})` : '');

/**
 * docs/product.md §7.10, claims: any signed-in user may claim a listing, which is how an account comes to run one it did
 * not add. Opening a claim in REST is a route of its own (worker/routes/owner/claims.ts): it is JSON, or
 * multipart/form-data when a document photo goes with it. `claim` here takes the JSON fields only: tRPC's link sends
 * JSON, in which a photo would be base64 text through the 64 KB limit, so the web app posts a document to
 * `POST /api/owner/claims`, as it does listing photos.
 */
export const claimOperations = {
  claims: operation({
    guard: 'signedIn',
    rest: { method: 'get', path: '/api/owner/claims', reply: (claims) => ({ data: { claims } }) },
    run: listMyClaims,
  }),
  claim: procedureOnly({
    guard: 'signedIn',
    kind: 'mutation',
    input: claimCreateSchema,
    run: createClaim,
  }),
  verifyClaim: operation({
    guard: 'signedIn',
    rest: {
      method: 'post',
      path: '/api/owner/claims/:id/verify',
      params: idParam,
      body: claimVerifySchema,
      reply: ({ claim, business }) => ({ message: `You now manage ${business.name}.`, data: { claim, business } }),
    },
    run: verifyClaim,
  }),
  resendClaimCode: operation({
    guard: 'signedIn',
    rest: {
      method: 'post',
      path: '/api/owner/claims/:id/resend',
      params: idParam,
      reply: (claim) => ({
        message: `We have sent a new code to the e-mail address of ${claim.businessName}${sentTo(claim)}.`,
        data: { claim },
      }),
    },
    run: resendClaimCode,
  }),
  withdrawClaim: operation({
    guard: 'signedIn',
    rest: {
      method: 'delete',
      path: '/api/owner/claims/:id',
      params: idParam,
      reply: (claim) => ({ message: 'Claim withdrawn', data: { claim } }),
    },
    run: withdrawClaim,
  }),
};
