import { Hono } from 'hono';
import {
  approvePhotosSchema,
  approveSchema,
  DECISION_MESSAGES,
  decisionReasonSchema,
  featureSchema,
} from '../../contracts/admin-decisions.ts';
import { idParam } from '../../contracts/common.ts';
import type { AppEnv } from '../../env.ts';
import { validate } from '../../lib/validate.ts';
import {
  approveClaim,
  approveEdits,
  approveListing,
  approvePhoto,
  approvePhotos,
  claimDocument,
  featureListing,
  rejectClaim,
  rejectEdits,
  rejectListing,
  removePhoto,
  suspendListing,
  unfeatureListing,
  unsuspendListing,
} from '../../services/admin/decisions.ts';

/**
 * docs/product.md §7.11, an admin's decisions on listings, held edits, claims and photos (§3.24). Each item's id is the
 * one the queue gives it: an edit's is its listing's.
 */
export const decisionsRoutes = new Hono<AppEnv>()
  .post('/businesses/:id/approve', validate('param', idParam), validate('json', approveSchema), async (c) => {
    const business = await approveListing(c.get('ctx'), c.req.valid('param').id, c.req.valid('json'));
    return c.json({ status: 'success' as const, message: DECISION_MESSAGES.approveListing, data: { business } });
  })
  .post('/businesses/:id/reject', validate('param', idParam), validate('json', decisionReasonSchema), async (c) => {
    const business = await rejectListing(c.get('ctx'), c.req.valid('param').id, c.req.valid('json').reason);
    return c.json({ status: 'success' as const, message: DECISION_MESSAGES.rejectListing, data: { business } });
  })
  .post('/businesses/:id/suspend', validate('param', idParam), validate('json', decisionReasonSchema), async (c) => {
    const business = await suspendListing(c.get('ctx'), c.req.valid('param').id, c.req.valid('json').reason);
    return c.json({ status: 'success' as const, message: DECISION_MESSAGES.suspendListing, data: { business } });
  })
  .post('/businesses/:id/unsuspend', validate('param', idParam), async (c) => {
    const business = await unsuspendListing(c.get('ctx'), c.req.valid('param').id);
    return c.json({ status: 'success' as const, message: DECISION_MESSAGES.unsuspendListing, data: { business } });
  })
  .post('/businesses/:id/feature', validate('param', idParam), validate('json', featureSchema), async (c) => {
    const business = await featureListing(c.get('ctx'), c.req.valid('param').id, c.req.valid('json'));
    return c.json({ status: 'success' as const, message: DECISION_MESSAGES.featureListing, data: { business } });
  })
  .delete('/businesses/:id/feature', validate('param', idParam), async (c) => {
    const business = await unfeatureListing(c.get('ctx'), c.req.valid('param').id);
    return c.json({ status: 'success' as const, message: DECISION_MESSAGES.unfeatureListing, data: { business } });
  })
  .post('/edits/:id/approve', validate('param', idParam), validate('json', approveSchema), async (c) => {
    const data = await approveEdits(c.get('ctx'), c.req.valid('param').id, c.req.valid('json'));
    return c.json({ status: 'success' as const, message: DECISION_MESSAGES.approveEdits, data });
  })
  .post('/edits/:id/reject', validate('param', idParam), validate('json', decisionReasonSchema), async (c) => {
    const data = await rejectEdits(c.get('ctx'), c.req.valid('param').id, c.req.valid('json').reason);
    return c.json({ status: 'success' as const, message: DECISION_MESSAGES.rejectEdits, data });
  })
  .post('/claims/:id/approve', validate('param', idParam), async (c) => {
    const claim = await approveClaim(c.get('ctx'), c.req.valid('param').id);
    return c.json({ status: 'success' as const, message: DECISION_MESSAGES.approveClaim, data: { claim } });
  })
  .post('/claims/:id/reject', validate('param', idParam), validate('json', decisionReasonSchema), async (c) => {
    const claim = await rejectClaim(c.get('ctx'), c.req.valid('param').id, c.req.valid('json').reason);
    return c.json({ status: 'success' as const, message: DECISION_MESSAGES.rejectClaim, data: { claim } });
  })
  // The claim's document photo, to the admin's token only: never cached, never sniffed into something else.
  .get('/claims/:id/document', validate('param', idParam), async (c) => {
    const document = await claimDocument(c.get('ctx'), c.req.valid('param').id);
    const headers = new Headers({
      'Content-Type': document.httpMetadata?.contentType ?? 'application/octet-stream',
      'Content-Length': String(document.size),
      'Content-Disposition': 'inline',
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    });
    return new Response(document.body, { status: 200, headers });
  })
  .post('/photos/approve', validate('json', approvePhotosSchema), async (c) => {
    const data = await approvePhotos(c.get('ctx'), c.req.valid('json').ids);
    return c.json({ status: 'success' as const, message: DECISION_MESSAGES.approvePhotos(data.approved.length), data });
  })
  .post('/photos/:id/approve', validate('param', idParam), async (c) => {
    const photo = await approvePhoto(c.get('ctx'), c.req.valid('param').id);
    return c.json({ status: 'success' as const, message: DECISION_MESSAGES.approvePhoto, data: { photo } });
  })
  .post('/photos/:id/remove', validate('param', idParam), validate('json', decisionReasonSchema), async (c) => {
    const data = await removePhoto(c.get('ctx'), c.req.valid('param').id, c.req.valid('json').reason);
    return c.json({ status: 'success' as const, message: DECISION_MESSAGES.removePhoto, data });
  });
