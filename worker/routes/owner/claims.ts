import { Hono, type HonoRequest } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import { HTTPException } from 'hono/http-exception';
import { CLAIM_CODE_TTL_MINUTES, claimCreateSchema, DOCUMENT_FIELD } from '../../contracts/claims.ts';
import { UPLOAD_BODY_LIMIT, UPLOAD_MESSAGES } from '../../contracts/media.ts';
import type { AppEnv } from '../../env.ts';
import { requireUser } from '../../http/auth.ts';
import { jsonBodyLimit } from '../../http/body-limit.ts';
import { ApiError } from '../../lib/errors.ts';
import { fieldErrors, firstFieldMessage } from '../../http/validate.ts';
import { sentTo } from '../../operations/owner/claims.ts';
import { createClaim } from '../../services/owner/claims.ts';

/**
 * docs/product.md §7.10, opening a claim in REST: the one claim route not derived from an operation
 * (worker/operations/owner/claims.ts), since its body is JSON, or multipart/form-data when a document photo (the field
 * `document`) goes with it, read by hand. Only a form gets the photo upload's limit (worker/index.ts lets this path past
 * the JSON limit). Any signed-in user may claim a listing, which is how an account comes to run one it did not add.
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

export const claimUploadRoutes = new Hono<AppEnv>().post('/claims', requireUser, claimBodyLimit, async (c) => {
  const { input, document } = await claimRequest(c.req);
  const claim = await createClaim(c.get('ctx'), { ...input, document });
  const message =
    claim.status === 'awaiting-code'
      ? `We have sent a 6-digit code to the e-mail address of ${claim.businessName}${sentTo(claim)}. Enter it within ${CLAIM_CODE_TTL_MINUTES} minutes to manage the listing.`
      : 'Your claim is waiting for our team to check it.';
  return c.json({ status: 'success' as const, message, data: { claim } }, 201);
});
