import { and, asc, eq } from 'drizzle-orm';
import {
  BANNER_NOTHING_TO_CHANGE,
  CAMPAIGN_DATES_MESSAGE,
  MAX_BANNERS_PER_CAMPAIGN,
  type BannerChanges,
  type BannerCreateInput,
  type CampaignCreateInput,
  type CampaignUpdateInput,
} from '../../contracts/admin-campaigns.ts';
import { UPLOAD_FIELD } from '../../contracts/media.ts';
import * as schema from '../../db/schema.ts';
import { newId } from '../../lib/ids.ts';
import { auditEntry } from '../audit.ts';
import { mediaUrl } from '../business-shape.ts';
import { prepareImageUpload } from '../image-upload.ts';
import { mediaCacheControl } from '../media.ts';
import type { RequestContext } from '../../env.ts';
import { actorOf, editInOrder, orderEntry, placeAt, refuse, renumber } from './catalogue-rules.ts';

/*
 * docs/product.md §3.24, campaigns and their banners as admins edit them: each write one batch with its one audit
 * entry; a banner's image is stored in the public media bucket and goes once no banner shows it.
 */

const CAMPAIGN_NOT_FOUND = 'Campaign not found';
const BANNER_NOT_FOUND = 'Banner not found';

/** A campaign's uploaded banners live under its own prefix, which is what makes an object safe to delete with it. */
const bannerPrefix = (campaignId: string) => `campaigns/${campaignId}`;
const isUploadOf = (campaignId: string, key: string) => key.startsWith(`${bannerPrefix(campaignId)}/`);

type CampaignRecord = typeof schema.campaigns.$inferSelect;
type BannerRecord = typeof schema.campaignBanners.$inferSelect;

/** Where a campaign stands for visitors right now, by the rule GET /api/campaigns/public applies (curation.ts). */
function campaignState(campaign: CampaignRecord, now: Date): 'off' | 'scheduled' | 'ended' | 'live' {
  if (!campaign.isActive) return 'off';
  if (campaign.startsAt && campaign.startsAt > now) return 'scheduled';
  if (campaign.endsAt && campaign.endsAt <= now) return 'ended';
  return 'live';
}

function shapeBanner(ctx: RequestContext, banner: BannerRecord) {
  return {
    id: banner.id,
    title: banner.title,
    titleKn: banner.titleKn,
    titleHi: banner.titleHi,
    description: banner.description,
    descriptionKn: banner.descriptionKn,
    descriptionHi: banner.descriptionHi,
    link: banner.link,
    image: mediaUrl(ctx.mediaBase, banner.imageUrl),
    position: banner.position,
  };
}

function shapeCampaign(ctx: RequestContext, campaign: CampaignRecord & { banners: BannerRecord[] }, now: Date) {
  return {
    id: campaign.id,
    name: campaign.name,
    section: campaign.section,
    isActive: campaign.isActive,
    autoSlide: campaign.autoSlide,
    slideInterval: campaign.slideInterval,
    startsAt: campaign.startsAt?.toISOString() ?? null,
    endsAt: campaign.endsAt?.toISOString() ?? null,
    position: campaign.position,
    state: campaignState(campaign, now),
    createdAt: campaign.createdAt.toISOString(),
    banners: campaign.banners.map((banner) => shapeBanner(ctx, banner)),
  };
}

const campaignOrder = [asc(schema.campaigns.position), asc(schema.campaigns.createdAt), asc(schema.campaigns.id)];
const bannerOrder = [asc(schema.campaignBanners.position), asc(schema.campaignBanners.id)];

/** Every campaign, whatever its dates and switch, in order, each with its banners and where it stands now. */
export async function listAdminCampaigns(ctx: RequestContext) {
  const campaigns = await ctx.db.query.campaigns.findMany({ orderBy: campaignOrder, with: { banners: { orderBy: bannerOrder } } });
  const now = new Date();
  return campaigns.map((campaign) => shapeCampaign(ctx, campaign, now));
}

async function readCampaign(ctx: RequestContext, id: string) {
  const campaign = await ctx.db.query.campaigns.findFirst({
    where: eq(schema.campaigns.id, id),
    with: { banners: { orderBy: bannerOrder } },
  });
  if (!campaign) refuse(404, CAMPAIGN_NOT_FOUND);
  return campaign;
}

const campaignPlaces = (ctx: RequestContext) =>
  ctx.db
    .select({ id: schema.campaigns.id, position: schema.campaigns.position })
    .from(schema.campaigns)
    .orderBy(...campaignOrder);

const moveCampaign = (ctx: RequestContext) => (id: string, position: number) =>
  ctx.db.update(schema.campaigns).set({ position }).where(eq(schema.campaigns.id, id));

/** Audit values of a campaign: its dates as ISO text, the way the admin screens show them. */
const campaignAudit = (values: Partial<CampaignRecord>) =>
  Object.fromEntries(Object.entries(values).map(([key, value]) => [key, value instanceof Date ? value.toISOString() : value]));

/**
 * A new campaign, last in the order unless a position is given; public while on and within its dates (the web app draws
 * it once it has banners).
 */
export async function createCampaign(ctx: RequestContext, input: CampaignCreateInput) {
  const actorId = await actorOf(ctx);
  const { db } = ctx;
  const id = newId();
  const order = placeAt(await campaignPlaces(ctx), { id, position: -1 }, input.position);
  const values = {
    id,
    name: input.name,
    section: input.section,
    isActive: input.isActive ?? true,
    autoSlide: input.autoSlide ?? true,
    slideInterval: input.slideInterval ?? 4000,
    startsAt: input.startsAt ?? null,
    endsAt: input.endsAt ?? null,
    position: order.findIndex((row) => row.id === id),
  };
  await db.batch([
    db.insert(schema.campaigns).values(values),
    ...renumber(order, moveCampaign(ctx), id),
    auditEntry(db, { actorId, action: 'campaign.create', entity: 'campaign', entityId: id, after: campaignAudit(values) }),
  ]);
  return shapeCampaign(ctx, await readCampaign(ctx, id), new Date());
}

/** Changes a campaign: its dates are checked together with the stored ones (the end after the start). */
export async function updateCampaign(ctx: RequestContext, { id, changes }: { id: string; changes: CampaignUpdateInput }) {
  const actorId = await actorOf(ctx);
  const { db } = ctx;
  const current = await readCampaign(ctx, id);
  const startsAt = changes.startsAt === undefined ? current.startsAt : changes.startsAt;
  const endsAt = changes.endsAt === undefined ? current.endsAt : changes.endsAt;
  if (startsAt && endsAt && endsAt <= startsAt) {
    refuse(400, CAMPAIGN_DATES_MESSAGE, changes.endsAt === undefined ? 'startsAt' : 'endsAt');
  }
  const { position, ...fields } = changes;
  const { banners: _banners, ...columns } = current;
  const edit = editInOrder(columns, fields, position === undefined ? undefined : { list: await campaignPlaces(ctx), position }, {
    columns: (set) => db.update(schema.campaigns).set(set).where(eq(schema.campaigns.id, id)),
    position: moveCampaign(ctx),
  });
  if (edit.changed.length > 0) {
    await db.batch([
      auditEntry(db, {
        actorId,
        action: 'campaign.update',
        entity: 'campaign',
        entityId: id,
        before: campaignAudit(edit.before),
        after: campaignAudit(edit.after),
      }),
      ...edit.writes,
    ]);
  }
  return { campaign: shapeCampaign(ctx, await readCampaign(ctx, id), new Date()), changed: edit.changed };
}

/** Deletes a campaign with its banners; their uploaded images go from the bucket first (see deleteBanner for why). */
export async function deleteCampaign(ctx: RequestContext, { id }: { id: string }) {
  const actorId = await actorOf(ctx);
  const { db, env } = ctx;
  const current = await readCampaign(ctx, id);
  const keys = [...new Set(current.banners.map((banner) => banner.imageUrl).filter((key) => isUploadOf(id, key)))];
  if (keys.length > 0) await env.MEDIA.delete(keys);
  const { banners, ...campaign } = current;
  await db.batch([
    db.delete(schema.campaigns).where(eq(schema.campaigns.id, id)),
    ...renumber(
      (await campaignPlaces(ctx)).filter((row) => row.id !== id),
      moveCampaign(ctx),
    ),
    auditEntry(db, {
      actorId,
      action: 'campaign.delete',
      entity: 'campaign',
      entityId: id,
      before: { ...campaignAudit(campaign), banners: banners.map((banner) => banner.title) },
    }),
  ]);
  return { id, name: current.name };
}

const moveBanner = (ctx: RequestContext) => (id: string, position: number) =>
  ctx.db.update(schema.campaignBanners).set({ position }).where(eq(schema.campaignBanners.id, id));

/** The audit values of a banner: what a visitor sees of it. */
const bannerAudit = (banner: Partial<BannerRecord>) => {
  const { campaignId: _campaign, ...seen } = banner;
  return seen;
};

/** Deletes an uploaded object of a campaign that none of its banners shows any more. */
async function releaseImage(ctx: RequestContext, campaignId: string, key: string) {
  if (!isUploadOf(campaignId, key)) return;
  const [stillShown] = await ctx.db
    .select({ id: schema.campaignBanners.id })
    .from(schema.campaignBanners)
    .where(and(eq(schema.campaignBanners.campaignId, campaignId), eq(schema.campaignBanners.imageUrl, key)))
    .limit(1);
  if (!stillShown) await ctx.env.MEDIA.delete(key);
}

/**
 * The banner image in a file, judged and stripped as an owner's photo is (worker/services/image-upload.ts) and stored
 * under the campaign's prefix by its content's hash. Nothing is stored unless every check passes.
 */
async function storeImage(ctx: RequestContext, campaignId: string, bytes: Uint8Array): Promise<string> {
  const upload = await prepareImageUpload(bytes, bannerPrefix(campaignId));
  await ctx.env.MEDIA.put(upload.key, upload.bytes, {
    httpMetadata: { contentType: upload.type, cacheControl: mediaCacheControl(upload.key) },
  });
  return upload.key;
}

/** Writes `writes`, taking the just-stored image out of the bucket again if they fail and no banner shows it. */
async function withImage(ctx: RequestContext, campaignId: string, key: string | undefined, write: () => Promise<unknown>) {
  try {
    await write();
  } catch (error) {
    if (key) await releaseImage(ctx, campaignId, key);
    throw error;
  }
}

/**
 * Adds a banner to a campaign: last unless a position is given, at most MAX_BANNERS_PER_CAMPAIGN. The image is judged
 * (`readFile`) only once the campaign is known to exist and to have room, so a refused upload costs no image walk.
 */
export async function addBanner(
  ctx: RequestContext,
  { id: campaignId, banner: input, readFile }: { id: string; banner: BannerCreateInput; readFile: () => Promise<Uint8Array> },
) {
  const actorId = await actorOf(ctx);
  const { db } = ctx;
  const campaign = await readCampaign(ctx, campaignId);
  if (campaign.banners.length >= MAX_BANNERS_PER_CAMPAIGN) {
    refuse(400, `A campaign can have at most ${MAX_BANNERS_PER_CAMPAIGN} banners. Delete one to add another.`, UPLOAD_FIELD);
  }
  const key = await storeImage(ctx, campaignId, await readFile());
  const id = newId();
  const order = placeAt(campaign.banners.map(orderEntry), { id, position: -1 }, input.position);
  const values = {
    id,
    campaignId,
    title: input.title,
    titleKn: input.titleKn ?? null,
    titleHi: input.titleHi ?? null,
    description: input.description ?? null,
    descriptionKn: input.descriptionKn ?? null,
    descriptionHi: input.descriptionHi ?? null,
    link: input.link ?? null,
    imageUrl: key,
    position: order.findIndex((row) => row.id === id),
  };
  await withImage(ctx, campaignId, key, () =>
    db.batch([
      db.insert(schema.campaignBanners).values(values),
      ...renumber(order, moveBanner(ctx), id),
      auditEntry(db, { actorId, action: 'campaign.add-banner', entity: 'campaign', entityId: campaignId, after: bannerAudit(values) }),
    ]),
  );
  const after = await readCampaign(ctx, campaignId);
  return { banner: shapeBanner(ctx, bannerOf(after, id)), campaign: shapeCampaign(ctx, after, new Date()) };
}

function bannerOf(campaign: { banners: BannerRecord[] }, bannerId: string): BannerRecord {
  const banner = campaign.banners.find((row) => row.id === bannerId);
  if (!banner) refuse(404, BANNER_NOT_FOUND);
  return banner;
}

/**
 * Changes a banner's words, link or place, and (from a multipart form) its image. A new image replaces the old one,
 * whose object goes from the bucket once no banner of the campaign shows it.
 */
export async function updateBanner(
  ctx: RequestContext,
  {
    id: campaignId,
    bannerId,
    changes,
    readFile,
  }: { id: string; bannerId: string; changes: BannerChanges; readFile?: () => Promise<Uint8Array> },
) {
  const actorId = await actorOf(ctx);
  const { db } = ctx;
  const campaign = await readCampaign(ctx, campaignId);
  const banner = bannerOf(campaign, bannerId);
  if (!readFile && !Object.values(changes).some((value) => value !== undefined)) refuse(400, BANNER_NOTHING_TO_CHANGE);
  const key = readFile ? await storeImage(ctx, campaignId, await readFile()) : undefined;
  const { position, ...fields } = changes;
  const edit = editInOrder(
    banner,
    { ...fields, imageUrl: key },
    position === undefined ? undefined : { list: campaign.banners, position },
    {
      columns: (set) => db.update(schema.campaignBanners).set(set).where(eq(schema.campaignBanners.id, bannerId)),
      position: moveBanner(ctx),
    },
  );
  if (edit.changed.length > 0) {
    await withImage(ctx, campaignId, key === banner.imageUrl ? undefined : key, () =>
      db.batch([
        auditEntry(db, {
          actorId,
          action: 'campaign.update-banner',
          entity: 'campaign',
          entityId: campaignId,
          before: { id: bannerId, ...bannerAudit(edit.before) },
          after: { id: bannerId, ...bannerAudit(edit.after) },
        }),
        ...edit.writes,
      ]),
    );
    if ('imageUrl' in edit.after) await releaseImage(ctx, campaignId, banner.imageUrl);
  }
  const updated = await readCampaign(ctx, campaignId);
  return {
    banner: shapeBanner(ctx, bannerOf(updated, bannerId)),
    campaign: shapeCampaign(ctx, updated, new Date()),
    changed: edit.changed,
  };
}

/**
 * Deletes a banner; the others close up. Its uploaded image goes from the bucket first, unless another banner shows it:
 * should the rows then fail to change, deleting again finishes the job, where the other way round a failure would leave
 * the file public with no row to reach it by.
 */
export async function deleteBanner(ctx: RequestContext, { id: campaignId, bannerId }: { id: string; bannerId: string }) {
  const actorId = await actorOf(ctx);
  const { db, env } = ctx;
  const campaign = await readCampaign(ctx, campaignId);
  const banner = bannerOf(campaign, bannerId);
  const rest = campaign.banners.filter((row) => row.id !== bannerId);
  if (isUploadOf(campaignId, banner.imageUrl) && !rest.some((row) => row.imageUrl === banner.imageUrl))
    await env.MEDIA.delete(banner.imageUrl);
  await db.batch([
    db.delete(schema.campaignBanners).where(eq(schema.campaignBanners.id, bannerId)),
    ...renumber(rest, moveBanner(ctx)),
    auditEntry(db, { actorId, action: 'campaign.remove-banner', entity: 'campaign', entityId: campaignId, before: bannerAudit(banner) }),
  ]);
  return shapeCampaign(ctx, await readCampaign(ctx, campaignId), new Date());
}
