import { bannerParam, bannerUpdateSchema, campaignCreateSchema, campaignUpdateSchema } from '../../contracts/admin-campaigns.ts';
import { idParam } from '../../contracts/common.ts';
import {
  createCampaign,
  deleteBanner,
  deleteCampaign,
  listAdminCampaigns,
  updateBanner,
  updateCampaign,
} from '../../services/admin/campaigns.ts';
import { operation, procedureOnly } from '../operation.ts';
import { savedOrUnchanged } from './catalogue-replies.ts';

/**
 * docs/product.md §7.11, campaigns and their banners. A banner's image is a file: adding a banner, and editing one in
 * REST (where a new image may come), are uploads with their own routes (worker/routes/admin/banner-uploads.ts); the
 * web app edits a banner's words through `updateBanner` here.
 */
export const campaignOperations = {
  campaigns: operation({
    guard: 'admin',
    rest: { method: 'get', path: '/api/admin/campaigns', reply: (campaigns) => ({ data: { campaigns } }) },
    run: listAdminCampaigns,
  }),
  createCampaign: operation({
    guard: 'admin',
    rest: {
      method: 'post',
      path: '/api/admin/campaigns',
      status: 201,
      body: campaignCreateSchema,
      reply: (campaign) => ({ message: 'Campaign added', data: { campaign } }),
    },
    run: createCampaign,
  }),
  updateCampaign: operation({
    guard: 'admin',
    rest: {
      method: 'patch',
      path: '/api/admin/campaigns/:id',
      params: idParam,
      body: campaignUpdateSchema,
      bodyAs: 'changes',
      reply: (output) => savedOrUnchanged('campaign', output),
    },
    run: updateCampaign,
  }),
  deleteCampaign: operation({
    guard: 'admin',
    rest: {
      method: 'delete',
      path: '/api/admin/campaigns/:id',
      params: idParam,
      reply: ({ id }) => ({ message: 'Campaign deleted', data: { id } }),
    },
    run: deleteCampaign,
  }),
  updateBanner: procedureOnly({
    guard: 'admin',
    kind: 'mutation',
    input: bannerParam.extend({ changes: bannerUpdateSchema }),
    run: updateBanner,
  }),
  deleteBanner: operation({
    guard: 'admin',
    rest: {
      method: 'delete',
      path: '/api/admin/campaigns/:id/banners/:bannerId',
      params: bannerParam,
      reply: (campaign) => ({ message: 'Banner deleted', data: { campaign } }),
    },
    run: deleteBanner,
  }),
};
