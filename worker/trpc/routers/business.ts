import { enquiryBodySchema, listQuerySchema, recentQuerySchema, searchQuerySchema } from '../../contracts/business.ts';
import { idParam } from '../../contracts/common.ts';
import { createEnquiry, getPublicBusiness, listCategories, listLocations } from '../../services/businesses.ts';
import { findBusinesses, findContext } from '../../services/directory.ts';
import { criteriaFromList } from '../../services/search/interpret.ts';
import { searchBusinesses } from '../../services/search/answer.ts';
import { publicProcedure, router } from '../init.ts';

export const businessRouter = router({
  list: publicProcedure
    .input(listQuerySchema)
    .query(({ ctx, input }) => findBusinesses(ctx.db, criteriaFromList(input), input.page, input.limit, findContext(ctx))),
  search: publicProcedure.input(searchQuerySchema).query(({ ctx, input }) => searchBusinesses(ctx.db, input, findContext(ctx))),
  recent: publicProcedure
    .input(recentQuerySchema)
    .query(async ({ ctx, input }) => (await findBusinesses(ctx.db, { sort: 'newest' }, 1, input.limit, findContext(ctx))).businesses),
  categories: publicProcedure.query(({ ctx }) => listCategories(ctx.db, ctx.origin)),
  locations: publicProcedure.query(({ ctx }) => listLocations(ctx.db, ctx.origin)),
  /** Counts one view, like the REST detail call. */
  byId: publicProcedure.input(idParam).query(({ ctx, input }) => getPublicBusiness(ctx, input.id)),
  enquire: publicProcedure
    .input(idParam.extend({ enquiry: enquiryBodySchema }))
    .mutation(({ ctx, input }) => createEnquiry(ctx, input.id, input.enquiry)),
});
