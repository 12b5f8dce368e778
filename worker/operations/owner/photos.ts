import { idParam } from '../../contracts/common.ts';
import { mediaParam, mediaUpdateSchema } from '../../contracts/media.ts';
import { deletePhoto, listPhotos, updatePhoto } from '../../services/owner/media.ts';
import { operation } from '../operation.ts';

/**
 * docs/product.md §7.10, a listing's photos: the owner role, then assertOwns in the service. Uploading one is not
 * here: it is multipart/form-data, with a route of its own (worker/routes/owner/media.ts), and no procedure, since
 * tRPC's link sends JSON, in which a 5 MB photo would travel as base64 text a third larger, through the 64 KB body limit
 * and JSON parsing. The web app posts the file to `POST /api/owner/businesses/:id/media` with the same bearer token,
 * then carries on here.
 */
export const photoOperations = {
  photos: operation({
    guard: 'owner',
    rest: { method: 'get', path: '/api/owner/businesses/:id/media', params: idParam, reply: (photos) => ({ data: { photos } }) },
    run: listPhotos,
  }),
  updatePhoto: operation({
    guard: 'owner',
    rest: {
      method: 'patch',
      path: '/api/owner/businesses/:id/media/:mediaId',
      params: mediaParam,
      body: mediaUpdateSchema,
      bodyAs: 'changes',
      reply: ({ media, photos }) => ({ message: 'Photo updated', data: { media, photos } }),
    },
    run: updatePhoto,
  }),
  deletePhoto: operation({
    guard: 'owner',
    rest: {
      method: 'delete',
      path: '/api/owner/businesses/:id/media/:mediaId',
      params: mediaParam,
      reply: (photos) => ({ message: 'Photo deleted', data: { photos } }),
    },
    run: deletePhoto,
  }),
};
