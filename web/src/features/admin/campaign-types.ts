import type { RouterOutputs } from '../../lib/types.ts';

/** A campaign as the admin's list shows it (`admin.campaigns`), with its banners in order. */
export type AdminCampaign = RouterOutputs['admin']['campaigns'][number];
export type AdminBanner = AdminCampaign['banners'][number];
