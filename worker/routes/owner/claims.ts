import { Hono, type HonoRequest } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import { HTTPException } from 'hono/http-exception';
import { CLAIM_CODE_TTL_MINUTES, claimCreateSchema, claimVerifySchema, DOCUMENT_FIELD } from '../../contracts/claims.ts';
import { idParam } from '../../contracts/common.ts';
import { UPLOAD_BODY_LIMIT, UPLOAD_MESSAGES } from '../../contracts/media.ts';
import type { AppEnv } from '../../env.ts';
import { requireUser } from '../../lib/auth.ts';
import { jsonBodyLimit } from '../../lib/body-limit.ts';
import { ApiError } from '../../lib/errors.ts';
import { fieldErrors, firstFieldMessage, validate } from '../../lib/validate.ts';
import { createClaim, listMyClaims, resendClaimCode, verifyClaim, withdrawClaim } from '../../services/owner/claims.ts';

/**
 * docs/product.md §7.10, claims: any signed-in user may claim a listing, which is how an account comes to run one it did
 * not add. A claim is JSON, or multipart/form-data when a document photo (the field `document`) goes with it; only then
 * does the body get the photo upload's limit (worker/index.ts lets this path past the JSON limit).
 */

function refuseDocument(message: string): never {
  throw new ApiError(400, message, [{ field: DOCUMENT_FIELD, message }]);
}

const isMultipart = (request: HonoRequest) => /^multipart\/form-data\b/i.test(request.header('content-type') ?? '');

const documentBodyLimit = bodyLimit({
  maxSize: UPLOAD_BODY_LIMIT,
  onError: () => {
    throw new ApiError(413, UPLOAD_MESSAGES.tooLarge, [{ field: DOCUMENT_FIELD, message: UPLOAD_MESSAGES.tooLarge }]);
  },
});

/** A form with a document may be as long as a photo upload; any other claim is JSON, held to the usual 64 KB. */
const claimBodyLimit = createMiddleware<AppEnv>((c, next) => (isMultipart(c.req) ? documentBodyLimit(c, next) : jsonBodyLimit(c, next)));

/** Where a code went, as the answer names it: the listing's address, masked. */
const sentTo = (claim: { sentTo: string | null }) => (claim.sentTo ? ` (${claim.sentTo})` : '');

function parseClaim(fields: unknown) {
  const parsed = claimCreateSchema.safeParse(fields);
  if (parsed.success) return parsed.data;
  const errors = fieldErrors(parsed.error);
  throw new ApiError(400, firstFieldMessage(errors), errors);
}

/**
 * The claim's fields and its document's bytes, if it has one. A form's text fields are read as JSON's would be; a file
 * input left empty (browsers send a part with an empty file name, which workerd reads as the text '') is no document.
 * The file's name and declared type are the uploader's claims and are not passed on: the photo checks judge the bytes
 * alone.
 */
async function claimRequest(request: HonoRequest) {
  if (!isMultipart(request)) {
    const isJson = /^application\/([\w.-]+\+)?json\b/i.test(request.header('content-type') ?? '');
    const body: unknown = isJson
      ? await request.json().catch(() => {
          throw new HTTPException(400, { message: 'Malformed JSON in request body' });
        })
      : {};
    return { input: parseClaim(body), document: undefined };
  }
  const form = await request.formData().catch(() => refuseDocument('The form could not be read. Please send the claim again.'));
  const files = form.getAll(DOCUMENT_FIELD).filter((part) => part !== '');
  if (files.length > 1) refuseDocument('Please send one document photo.');
  const [file] = files;
  if (file !== undefined && !(file instanceof File)) refuseDocument('Please attach the document as a photo file.');
  const fields = Object.fromEntries([...form.entries()].filter(([name]) => name !== DOCUMENT_FIELD));
  return { input: parseClaim(fields), document: file ? new Uint8Array(await file.arrayBuffer()) : undefined };
}

export const claimRoutes = new Hono<AppEnv>()
  .get('/claims', requireUser, async (c) => {
    const claims = await listMyClaims(c.get('ctx'));
    return c.json({ status: 'success' as const, data: { claims } });
  })
  .post('/claims', requireUser, claimBodyLimit, async (c) => {
    const { input, document } = await claimRequest(c.req);
    const claim = await createClaim(c.get('ctx'), input, document);
    const message =
      claim.status === 'awaiting-code'
        ? `We have sent a 6-digit code to the e-mail address of ${claim.businessName}${sentTo(claim)}. Enter it within ${CLAIM_CODE_TTL_MINUTES} minutes to manage the listing.`
        : 'Your claim is waiting for our team to check it.';
    return c.json({ status: 'success' as const, message, data: { claim } }, 201);
  })
  .post('/claims/:id/verify', requireUser, validate('param', idParam), validate('json', claimVerifySchema), async (c) => {
    const { claim, business } = await verifyClaim(c.get('ctx'), c.req.valid('param').id, c.req.valid('json').code);
    return c.json({ status: 'success' as const, message: `You now manage ${business.name}.`, data: { claim, business } });
  })
  .post('/claims/:id/resend', requireUser, validate('param', idParam), async (c) => {
    const claim = await resendClaimCode(c.get('ctx'), c.req.valid('param').id);
    return c.json({
      status: 'success' as const,
      message: `We have sent a new code to the e-mail address of ${claim.businessName}${sentTo(claim)}.`,
      data: { claim },
    });
  })
  .delete('/claims/:id', requireUser, validate('param', idParam), async (c) => {
    const claim = await withdrawClaim(c.get('ctx'), c.req.valid('param').id);
    return c.json({ status: 'success' as const, message: 'Claim withdrawn', data: { claim } });
  });
