import { Hono, type HonoRequest } from 'hono';
import { idParam } from '../../contracts/common.ts';
import { UPLOAD_FIELD, UPLOAD_MESSAGES } from '../../contracts/media.ts';
import { PORTAL_ROLES } from '../../contracts/roles.ts';
import type { AppEnv } from '../../env.ts';
import { requireRole } from '../../http/auth.ts';
import { uploadBodyLimit } from '../../http/body-limit.ts';
import { ApiError } from '../../lib/errors.ts';
import { validate } from '../../http/validate.ts';
import { addPhoto } from '../../services/owner/media.ts';

/**
 * docs/product.md §7.10, uploading a listing's photo: the one photo route not derived from an operation
 * (worker/operations/owner/photos.ts), since it is multipart/form-data with the photo in the field `file`, read by
 * hand under a body limit of its own (worker/index.ts lets it past the JSON limit). The owner role first, so a caller
 * who may not use a listing's routes learns nothing from how their input is judged; then assertOwns in the service.
 */
const ownerOrAdmin = requireRole(PORTAL_ROLES.owner);

function refuseFile(message: string): never {
  throw new ApiError(400, message, [{ field: UPLOAD_FIELD, message }]);
}

/**
 * The bytes of the one file in the field `file`. Its name and declared type are the uploader's claims and are not
 * passed on: the photo checks judge the bytes alone.
 */
async function uploadedFile(request: HonoRequest): Promise<Uint8Array> {
  const form = await request.formData().catch(() => refuseFile(UPLOAD_MESSAGES.notMultipart));
  const files = form.getAll(UPLOAD_FIELD);
  if (files.length > 1) refuseFile(UPLOAD_MESSAGES.oneAtATime);
  const [file] = files;
  if (!(file instanceof File)) refuseFile(UPLOAD_MESSAGES.missing);
  return new Uint8Array(await file.arrayBuffer());
}

export const photoUploadRoutes = new Hono<AppEnv>().post(
  '/businesses/:id/media',
  ownerOrAdmin,
  uploadBodyLimit,
  validate('param', idParam),
  async (c) => {
    const { media, photos } = await addPhoto(c.get('ctx'), { id: c.req.valid('param').id, readFile: () => uploadedFile(c.req) });
    return c.json({ status: 'success' as const, message: 'Photo added', data: { media, photos } }, 201);
  },
);
