import { Hono, type HonoRequest } from 'hono';
import { idParam } from '../../contracts/common.ts';
import { mediaParam, mediaUpdateSchema, UPLOAD_FIELD, UPLOAD_MESSAGES } from '../../contracts/media.ts';
import { PORTAL_ROLES } from '../../contracts/roles.ts';
import type { AppEnv } from '../../env.ts';
import { requireRole } from '../../lib/auth.ts';
import { uploadBodyLimit } from '../../lib/body-limit.ts';
import { ApiError } from '../../lib/errors.ts';
import { validate } from '../../lib/validate.ts';
import { addPhoto, deletePhoto, listPhotos, updatePhoto } from '../../services/owner/media.ts';

/**
 * docs/product.md §7.10, a listing's photos. Uploading is multipart/form-data with the photo in the field `file`, under
 * a body limit of its own (worker/index.ts lets it past the JSON limit); the other routes take JSON like the rest.
 */
// The role first, so a caller who may not use a listing's routes learns nothing from how their input is judged.
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

export const mediaRoutes = new Hono<AppEnv>()
  .get('/businesses/:id/media', ownerOrAdmin, validate('param', idParam), async (c) => {
    const photos = await listPhotos(c.get('ctx'), c.req.valid('param').id);
    return c.json({ status: 'success' as const, data: { photos } });
  })
  .post('/businesses/:id/media', ownerOrAdmin, uploadBodyLimit, validate('param', idParam), async (c) => {
    const { media, photos } = await addPhoto(c.get('ctx'), c.req.valid('param').id, () => uploadedFile(c.req));
    return c.json({ status: 'success' as const, message: 'Photo added', data: { media, photos } }, 201);
  })
  .patch('/businesses/:id/media/:mediaId', ownerOrAdmin, validate('param', mediaParam), validate('json', mediaUpdateSchema), async (c) => {
    const { id, mediaId } = c.req.valid('param');
    const { media, photos } = await updatePhoto(c.get('ctx'), id, mediaId, c.req.valid('json'));
    return c.json({ status: 'success' as const, message: 'Photo updated', data: { media, photos } });
  })
  .delete('/businesses/:id/media/:mediaId', ownerOrAdmin, validate('param', mediaParam), async (c) => {
    const { id, mediaId } = c.req.valid('param');
    const photos = await deletePhoto(c.get('ctx'), id, mediaId);
    return c.json({ status: 'success' as const, message: 'Photo deleted', data: { photos } });
  });
