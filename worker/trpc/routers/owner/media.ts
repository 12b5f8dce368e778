import { idParam } from '../../../contracts/common.ts';
import { mediaParam, mediaUpdateSchema } from '../../../contracts/media.ts';
import { deletePhoto, listPhotos, updatePhoto } from '../../../services/owner/media.ts';
import { ownerProcedure, router } from '../../init.ts';

/**
 * A listing's photos (docs/product.md §7.10). Uploading has no procedure: tRPC's link sends JSON, in which a 5 MB photo
 * would travel as base64 text a third larger, through the 64 KB body limit and JSON parsing, so the web app posts the
 * file as multipart/form-data to `POST /api/owner/businesses/:id/media` with the same bearer token, then carries on here.
 */
export const mediaProcedures = router({
  photos: ownerProcedure.input(idParam).query(({ ctx, input }) => listPhotos(ctx, input.id)),
  updatePhoto: ownerProcedure
    .input(mediaParam.extend({ changes: mediaUpdateSchema }))
    .mutation(({ ctx, input }) => updatePhoto(ctx, input.id, input.mediaId, input.changes)),
  deletePhoto: ownerProcedure.input(mediaParam).mutation(({ ctx, input }) => deletePhoto(ctx, input.id, input.mediaId)),
});
