import { and, asc, eq, gt, inArray, isNull, lte, or } from 'drizzle-orm';
import * as schema from '../db/schema.ts';
import type { RequestContext } from '../env.ts';
import { mediaUrl } from './business-shape.ts';

export async function listQuickLinks({ db }: RequestContext) {
  const links = await db.query.quickLinks.findMany({
    where: eq(schema.quickLinks.isActive, true),
    orderBy: [asc(schema.quickLinks.position)],
  });
  // The title in Kannada and Hindi beside the English one (issue 38), null where there is none.
  return links.map((link) => ({ _id: link.id, title: link.title, titleKn: link.titleKn, titleHi: link.titleHi, url: link.url }));
}

/** Active campaigns (within their dates) of the given sections, or of all sections, with their banners in order. */
export async function listCampaigns(
  { db, mediaBase }: RequestContext,
  { sections }: { sections?: string[] | undefined },
  now = new Date(),
) {
  const campaigns = await db.query.campaigns.findMany({
    where: and(
      eq(schema.campaigns.isActive, true),
      sections ? inArray(schema.campaigns.section, sections) : undefined,
      or(isNull(schema.campaigns.startsAt), lte(schema.campaigns.startsAt, now)),
      or(isNull(schema.campaigns.endsAt), gt(schema.campaigns.endsAt, now)),
    ),
    orderBy: [asc(schema.campaigns.position)],
    with: { banners: { orderBy: (banners, { asc: ascending }) => [ascending(banners.position)] } },
  });
  return campaigns.map((campaign) => ({
    _id: campaign.id,
    name: campaign.name,
    section: campaign.section,
    autoSlide: campaign.autoSlide,
    slideInterval: campaign.slideInterval,
    banners: campaign.banners.map((banner) => ({
      _id: banner.id,
      title: banner.title,
      titleKn: banner.titleKn,
      titleHi: banner.titleHi,
      description: banner.description,
      descriptionKn: banner.descriptionKn,
      descriptionHi: banner.descriptionHi,
      link: banner.link,
      image: { url: mediaUrl(mediaBase, banner.imageUrl) },
    })),
  }));
}
