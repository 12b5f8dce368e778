import { enquiryBodySchema, listQuerySchema, recentQuerySchema, searchQuerySchema } from '../../contracts/business.ts';
import { idParam } from '../../contracts/common.ts';
import { createEnquiry, getPublicBusiness, listCategories, listLocations } from '../../services/businesses.ts';
import { listBusinesses, newestBusinesses, searchBusinesses } from '../../services/search/answer.ts';
import { publicProcedure, router } from '../init.ts';

export const businessRouter = router({
  list: publicProcedure.input(listQuerySchema).query(({ ctx, input }) => listBusinesses(ctx, input)),
  search: publicProcedure.input(searchQuerySchema).query(({ ctx, input }) => searchBusinesses(ctx, input)),
  recent: publicProcedure.input(recentQuerySchema).query(({ ctx, input }) => newestBusinesses(ctx, input.limit)),
  categories: publicProcedure.query(({ ctx }) => listCategories(ctx.db, ctx.origin)),
  locations: publicProcedure.query(({ ctx }) => listLocations(ctx.db, ctx.origin)),
  /** Counts one view, like the REST detail call. */
  byId: publicProcedure.input(idParam).query(({ ctx, input }) => getPublicBusiness(ctx, input.id)),
  enquire: publicProcedure
    .input(idParam.extend({ enquiry: enquiryBodySchema }))
    .mutation(({ ctx, input }) => createEnquiry(ctx, input.id, input.enquiry)),
});
