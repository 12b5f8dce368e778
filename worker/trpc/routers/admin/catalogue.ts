import {
  bannerParam,
  bannerUpdateSchema,
  campaignCreateSchema,
  campaignUpdateSchema,
  categoryCreateSchema,
  categoryMergeSchema,
  categoryUpdateSchema,
  locationCreateSchema,
  locationUpdateSchema,
  quickLinkCreateSchema,
  quickLinkUpdateSchema,
} from '../../../contracts/admin-catalogue.ts';
import { idParam } from '../../../contracts/common.ts';
import { conceptParam, tradeConceptSchema } from '../../../contracts/trade-words.ts';
import {
  createCampaign,
  createCategory,
  createLocation,
  createQuickLink,
  deleteBanner,
  deleteCampaign,
  deleteCategory,
  deleteLocation,
  deleteQuickLink,
  listAdminCampaigns,
  listAdminCategories,
  listAdminLocations,
  listAdminQuickLinks,
  mergeCategory,
  updateBanner,
  updateCampaign,
  updateCategory,
  updateLocation,
  updateQuickLink,
} from '../../../services/admin/catalogue.ts';
import { deleteTradeConcept, listTradeWords, saveTradeConcept } from '../../../services/admin/trade-words.ts';
import { adminProcedure, router } from '../../init.ts';

/**
 * The catalogue (docs/product.md §7.11), as in REST. Adding a banner, or giving one a new image, has no procedure: the
 * image is a file, which the web app posts as multipart/form-data to `POST /api/admin/campaigns/:id/banners` (or
 * `PATCH …/banners/:bannerId`) with the same bearer token, as the owner portal uploads photos.
 */
export const catalogueProcedures = router({
  categories: adminProcedure.query(({ ctx }) => listAdminCategories(ctx)),
  createCategory: adminProcedure.input(categoryCreateSchema).mutation(({ ctx, input }) => createCategory(ctx, input)),
  updateCategory: adminProcedure
    .input(idParam.extend({ changes: categoryUpdateSchema }))
    .mutation(({ ctx, input }) => updateCategory(ctx, input.id, input.changes)),
  deleteCategory: adminProcedure.input(idParam).mutation(({ ctx, input }) => deleteCategory(ctx, input.id)),
  mergeCategory: adminProcedure
    .input(idParam.extend(categoryMergeSchema.shape))
    .mutation(({ ctx, input }) => mergeCategory(ctx, input.id, input.into)),

  tradeWords: adminProcedure.input(idParam).query(({ ctx, input }) => listTradeWords(ctx, input.id)),
  saveTrade: adminProcedure
    .input(conceptParam.extend({ trade: tradeConceptSchema }))
    .mutation(({ ctx, input }) => saveTradeConcept(ctx, input.id, input.concept, input.trade)),
  deleteTrade: adminProcedure.input(conceptParam).mutation(({ ctx, input }) => deleteTradeConcept(ctx, input.id, input.concept)),

  locations: adminProcedure.query(({ ctx }) => listAdminLocations(ctx)),
  createLocation: adminProcedure.input(locationCreateSchema).mutation(({ ctx, input }) => createLocation(ctx, input)),
  updateLocation: adminProcedure
    .input(idParam.extend({ changes: locationUpdateSchema }))
    .mutation(({ ctx, input }) => updateLocation(ctx, input.id, input.changes)),
  deleteLocation: adminProcedure.input(idParam).mutation(({ ctx, input }) => deleteLocation(ctx, input.id)),

  campaigns: adminProcedure.query(({ ctx }) => listAdminCampaigns(ctx)),
  createCampaign: adminProcedure.input(campaignCreateSchema).mutation(({ ctx, input }) => createCampaign(ctx, input)),
  updateCampaign: adminProcedure
    .input(idParam.extend({ changes: campaignUpdateSchema }))
    .mutation(({ ctx, input }) => updateCampaign(ctx, input.id, input.changes)),
  deleteCampaign: adminProcedure.input(idParam).mutation(({ ctx, input }) => deleteCampaign(ctx, input.id)),
  updateBanner: adminProcedure
    .input(bannerParam.extend({ changes: bannerUpdateSchema }))
    .mutation(({ ctx, input }) => updateBanner(ctx, input.id, input.bannerId, input.changes)),
  deleteBanner: adminProcedure.input(bannerParam).mutation(({ ctx, input }) => deleteBanner(ctx, input.id, input.bannerId)),

  quickLinks: adminProcedure.query(({ ctx }) => listAdminQuickLinks(ctx)),
  createQuickLink: adminProcedure.input(quickLinkCreateSchema).mutation(({ ctx, input }) => createQuickLink(ctx, input)),
  updateQuickLink: adminProcedure
    .input(idParam.extend({ changes: quickLinkUpdateSchema }))
    .mutation(({ ctx, input }) => updateQuickLink(ctx, input.id, input.changes)),
  deleteQuickLink: adminProcedure.input(idParam).mutation(({ ctx, input }) => deleteQuickLink(ctx, input.id)),
});
