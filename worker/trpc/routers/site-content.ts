import { idParam } from '../../contracts/common.ts';
import { campaignsQuerySchema, contactBodySchema, reverseGeocodeQuerySchema, reviewsQuerySchema } from '../../contracts/site-content.ts';
import { storeContactMessage } from '../../services/contact.ts';
import { listCampaigns, listQuickLinks } from '../../services/curation.ts';
import { reverseGeocode } from '../../services/geo.ts';
import { listBusinessReviews } from '../../services/reviews.ts';
import { publicProcedure, router } from '../init.ts';

export const reviewsRouter = router({
  byBusiness: publicProcedure
    .input(idParam.extend(reviewsQuerySchema.shape))
    .query(({ ctx, input }) => listBusinessReviews(ctx, input.id, input.page, input.limit)),
});

export const siteRouter = router({
  quickLinks: publicProcedure.query(({ ctx }) => listQuickLinks(ctx.db)),
  campaigns: publicProcedure.input(campaignsQuerySchema).query(({ ctx, input }) => listCampaigns(ctx.db, input.sections, ctx.origin)),
  reverseGeocode: publicProcedure
    .input(reverseGeocodeQuerySchema)
    .query(({ ctx, input }) => reverseGeocode(ctx.db, { latitude: input.lat, longitude: input.lng })),
  contact: publicProcedure.input(contactBodySchema).mutation(({ ctx, input }) => storeContactMessage(ctx, input)),
});
