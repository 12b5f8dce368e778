import { Hono, type HonoRequest } from 'hono';
import { createMiddleware } from 'hono/factory';
import { HTTPException } from 'hono/http-exception';
import type { z } from 'zod';
import { bannerChangesSchema, bannerCreateSchema, bannerParam, bannerUpdateSchema } from '../../contracts/admin-campaigns.ts';
import { idParam } from '../../contracts/common.ts';
import { UPLOAD_FIELD, UPLOAD_MESSAGES } from '../../contracts/media.ts';
import type { AppEnv } from '../../env.ts';
import { jsonBodyLimit, uploadBodyLimit } from '../../http/body-limit.ts';
import { ApiError } from '../../lib/errors.ts';
import { fieldErrors, firstFieldMessage, validate } from '../../http/validate.ts';
import { addBanner, updateBanner } from '../../services/admin/campaigns.ts';
import { PORTAL_ROLES } from '../../contracts/roles.ts';
import { requireRole } from '../../http/auth.ts';
import { savedOrUnchanged } from '../../operations/admin/catalogue-replies.ts';

/**
 * docs/product.md §7.11, a campaign's banners as uploads, the REST door's only catalogue routes not derived from an
 * operation (worker/operations/admin/campaigns.ts): a banner's image comes as multipart/form-data in the field `file`
 * beside its text fields, under the photo upload's body limit. worker/index.ts lets the banner paths past the JSON
 * limit; these routes hold a form to the upload's limit and JSON to the usual one. The admin role is checked for all of
 * /api/admin at its mount (worker/routes/admin/index.ts), and again here, before the body is read.
 */

const adminOnly = requireRole(PORTAL_ROLES.admin);

function refuseFile(message: string): never {
  throw new ApiError(400, message, [{ field: UPLOAD_FIELD, message }]);
}

const isMultipart = (request: HonoRequest) => /^multipart\/form-data\b/i.test(request.header('content-type') ?? '');

/** A banner's edit may bring a new image (a form as long as an upload) or only words (JSON, held to the usual 64 KB). */
const bannerEditBodyLimit = createMiddleware<AppEnv>((c, next) => (isMultipart(c.req) ? uploadBodyLimit(c, next) : jsonBodyLimit(c, next)));

function parseFields<Schema extends z.ZodType>(schema: Schema, fields: unknown): z.infer<Schema> {
  const parsed = schema.safeParse(fields);
  if (parsed.success) return parsed.data;
  const errors = fieldErrors(parsed.error);
  throw new ApiError(400, firstFieldMessage(errors), errors);
}

/**
 * A banner's form: its text fields, read as JSON's would be, and the image's bytes if a file came. A file input left
 * empty (browsers send a part with an empty file name, which workerd reads as the text '') is no file. The file's name
 * and declared type are the uploader's claims and are not passed on: the photo checks judge the bytes alone.
 */
async function bannerForm(request: HonoRequest) {
  const form = await request.formData().catch(() => refuseFile(UPLOAD_MESSAGES.notMultipart));
  const files = form.getAll(UPLOAD_FIELD).filter((part) => part !== '');
  if (files.length > 1) refuseFile(UPLOAD_MESSAGES.oneAtATime);
  const [file] = files;
  if (file !== undefined && !(file instanceof File)) refuseFile(UPLOAD_MESSAGES.missing);
  const fields = Object.fromEntries([...form.entries()].filter(([name]) => name !== UPLOAD_FIELD));
  return { fields, readFile: file ? async () => new Uint8Array(await file.arrayBuffer()) : undefined };
}

/** A JSON body as the JSON validator reads one: a body of another type is no fields at all. */
async function jsonBody(request: HonoRequest): Promise<unknown> {
  if (!/^application\/([\w.-]+\+)?json\b/i.test(request.header('content-type') ?? '')) return {};
  return request.json().catch(() => {
    throw new HTTPException(400, { message: 'Malformed JSON in request body' });
  });
}

export const bannerUploadRoutes = new Hono<AppEnv>()
  .post('/campaigns/:id/banners', adminOnly, uploadBodyLimit, validate('param', idParam), async (c) => {
    const { fields, readFile } = await bannerForm(c.req);
    const input = parseFields(bannerCreateSchema, fields);
    if (!readFile) refuseFile(UPLOAD_MESSAGES.missing);
    const { banner, campaign } = await addBanner(c.get('ctx'), { id: c.req.valid('param').id, banner: input, readFile });
    return c.json({ status: 'success' as const, message: 'Banner added', data: { banner, campaign } }, 201);
  })
  .patch('/campaigns/:id/banners/:bannerId', adminOnly, bannerEditBodyLimit, validate('param', bannerParam), async (c) => {
    const { id, bannerId } = c.req.valid('param');
    const { changes, readFile } = isMultipart(c.req)
      ? await bannerForm(c.req).then(({ fields, readFile: file }) => ({
          changes: parseFields(bannerChangesSchema, fields),
          readFile: file,
        }))
      : { changes: parseFields(bannerUpdateSchema, await jsonBody(c.req)), readFile: undefined };
    const { banner, campaign, changed } = await updateBanner(c.get('ctx'), { id, bannerId, changes, readFile });
    return c.json({ status: 'success' as const, ...savedOrUnchanged('banner', { banner, campaign, changed }) });
  });
