import { enquiryBodySchema, listQuerySchema, recentQuerySchema, searchQuerySchema } from '../../contracts/business.ts';
import { idParam } from '../../contracts/common.ts';
import { createEnquiry, getPublicBusiness, listCategories, listLocations } from '../../services/businesses.ts';
import { criteriaFromList, criteriaFromSearch, findBusinesses } from '../../services/directory.ts';
import { enforceRateLimit, RATE_RULES } from '../../services/rate-limit.ts';
import { publicProcedure, router } from '../init.ts';

export const businessRouter = router({
  list: publicProcedure
    .input(listQuerySchema)
    .query(({ ctx, input }) => findBusinesses(ctx.env.DB, criteriaFromList(input), input.page, input.limit, { origin: ctx.origin })),
  search: publicProcedure
    .input(searchQuerySchema)
    .query(({ ctx, input }) => findBusinesses(ctx.env.DB, criteriaFromSearch(input), input.page, input.limit, { origin: ctx.origin })),
  recent: publicProcedure
    .input(recentQuerySchema)
    .query(async ({ ctx, input }) => (await findBusinesses(ctx.env.DB, { sort: 'newest' }, 1, input.limit, { origin: ctx.origin })).businesses),
  categories: publicProcedure.query(({ ctx }) => listCategories(ctx.env.DB, ctx.origin)),
  locations: publicProcedure.query(({ ctx }) => listLocations(ctx.env.DB, ctx.origin)),
  /** Counts one view, like the REST detail call. */
  byId: publicProcedure.input(idParam).query(({ ctx, input }) => getPublicBusiness(ctx.db, input.id, { origin: ctx.origin, userAgent: ctx.userAgent })),
  enquire: publicProcedure
    .input(idParam.extend({ enquiry: enquiryBodySchema }))
    .mutation(async ({ ctx, input }) => {
      await enforceRateLimit(ctx.env.DB, RATE_RULES.enquiry, ctx.ip);
      return createEnquiry(ctx.db, input.id, input.enquiry);
    }),
});
