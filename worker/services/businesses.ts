import { eq, sql } from 'drizzle-orm';
import type { EnquiryBody } from '../contracts/business.ts';
import { formatPhone, whatsappChatUrl } from '../contracts/format.ts';
import { SITE } from '../contracts/site.ts';
import { localMoment } from '../contracts/hours.ts';
import { cardSql, FACET_SQL, publicBusinessSql, publicBusinessWhere } from '../db/rules.ts';
import * as schema from '../db/schema.ts';
import type { RequestContext } from '../env.ts';
import { ApiError } from '../lib/errors.ts';
import { nextId } from '../db/id-sequences.ts';
import { businessProfile, parseCard, type ProfileDetails } from './business-shape.ts';
import { checkHuman } from './bot-check.ts';
import { countMessage, countsAsVisitor, isAdmin } from './analytics.ts';
import { sendCount } from './events/send.ts';
import { tellOwnerOfEnquiry } from './owner/notices.ts';
import { enforceRateLimit, RATE_RULES } from './rate-limit.ts';
import {
  CATEGORY_COLUMNS,
  categoryFields,
  LOCATION_COLUMNS,
  locationFields,
  type CategoryColumns,
  type LocationColumns,
} from './catalogue-rows.ts';

const isPublic = (id: string) => publicBusinessWhere(schema.businesses, id);

const NOT_FOUND = 'Business not found';

/**
 * Whether an opening of a business's profile may count as a view (docs/product.md §3.17), and the message it would be:
 * by the same rule as a tap, once per visitor and hour, at most the address's hourly limit of them (both applied by the
 * events queue's consumer, services/events/counts.ts), never an automated agent's or an admin's. The owner is known
 * only from the listing's row, so the caller checks `viewerId` against it once read. Nothing here writes.
 */
async function viewToCount(ctx: RequestContext, id: string, now: Date) {
  if (!countsAsVisitor(ctx.userAgent)) return null;
  // Only a request that may count needs to know who sent it: an agent's costs no session lookup.
  const viewer = await ctx.viewer();
  if (isAdmin(viewer)) return null;
  return { viewerId: viewer?.user.id ?? null, message: await countMessage(ctx, id, 'view', now) };
}

/**
 * Counts an opening of a business page served from the page cache (worker/services/page-cache.ts), which renders
 * nothing and so would count nothing: the same view as getPublicBusiness sends, without its reads. The consumer counts
 * it only if the listing is public.
 */
export async function countPageView(ctx: RequestContext, id: string, now = new Date()): Promise<void> {
  const view = await viewToCount(ctx, id, now);
  if (view) sendCount(ctx, view.message);
}

/**
 * One public business with everything its page shows: its card (cardSql, the same record search results are built
 * from) and the lists only the page shows, in one batch of reads. The view is counted twice over (docs/product.md
 * §3.17), both by the events queue's consumer, at most a minute later (docs/decisions/039): the listing's lifetime
 * count and the owner's daily figures, each once per visitor and hour (services/analytics.ts). The `views` answered
 * are those counted so far. Neither counts automated agents, admins, or the listing's owner when the request says who
 * they are. The request itself writes nothing.
 */
export async function getPublicBusiness(ctx: RequestContext, { id }: { id: string }, now = new Date()) {
  const d1 = ctx.db.$client;
  const view = await viewToCount(ctx, id, now);
  const [found, media, socialLinks] = (await d1.batch([
    d1
      .prepare(
        `SELECT ${cardSql('b')} AS card, b.views, b.enquiry_count AS enquiries, b.owner_id AS ownerId FROM businesses b WHERE b.id = ? AND ${publicBusinessSql('b')} AND b.card_parts IS NOT NULL`,
      )
      .bind(id),
    d1
      .prepare(
        'SELECT kind, url, alt, title, is_primary AS isPrimary, position FROM business_media WHERE business_id = ? ORDER BY kind, position',
      )
      .bind(id),
    d1.prepare('SELECT network, url FROM business_social_links WHERE business_id = ?').bind(id),
  ])) as [
    D1Result<{ card: string; views: number; enquiries: number; ownerId: string | null }>,
    D1Result<Omit<ProfileDetails['media'][number], 'isPrimary'> & { isPrimary: number }>,
    D1Result<ProfileDetails['socialLinks'][number]>,
  ];
  const row = found.results[0];
  if (!row) throw new ApiError(404, NOT_FOUND);
  const ownersOwn = view?.viewerId != null && view.viewerId === row.ownerId;
  if (view && !ownersOwn) sendCount(ctx, view.message);
  return businessProfile(
    parseCard(row.card),
    {
      media: media.results.map((item) => ({ ...item, isPrimary: item.isPrimary === 1 })),
      socialLinks: socialLinks.results,
      views: row.views,
      enquiries: row.enquiries,
    },
    { mediaBase: ctx.mediaBase, now: localMoment(now) },
  );
}

export type PublicBusiness = Awaited<ReturnType<typeof getPublicBusiness>>;

/** Category tiles with their public business counts (search_facet_counts), most businesses first. */
export async function listCategories({ db, mediaBase }: RequestContext) {
  const rows = await db.$client
    .prepare(
      `SELECT ${CATEGORY_COLUMNS}, coalesce(v.docs, 0) AS count
       FROM categories c LEFT JOIN search_facet_counts v ON v.token = ${FACET_SQL.category('c.slug')}
       ORDER BY count DESC, c.name`,
    )
    .all<CategoryColumns & { count: number }>();
  return rows.results.map((row) => ({
    _id: row.id,
    ...categoryFields(row, mediaBase),
    count: row.count,
  }));
}

/** The city's localities with their pincodes and public business counts, busiest first. */
export async function listLocations({ db, mediaBase }: RequestContext) {
  const rows = await db.$client
    .prepare(
      `SELECT ${LOCATION_COLUMNS},
         coalesce(v.docs, 0) AS count
       FROM locations l LEFT JOIN search_facet_counts v ON v.token = ${FACET_SQL.location('l.slug')}
       ORDER BY count DESC, l.name`,
    )
    .all<LocationColumns & { count: number }>();
  return rows.results.map((row) => ({
    _id: row.id,
    ...locationFields(row, mediaBase),
    count: row.count,
  }));
}

/**
 * The chat an enquiry continues in (docs/product.md §3.11): what the visitor wrote and the name and phone they chose
 * to give. Not their e-mail: the form asks for it so the business can answer by mail, not to pass it into a chat.
 */
export function whatsappLink(number: string, businessName: string, enquiry: EnquiryBody): string {
  const text = [
    `Hello ${businessName}, I found you on ${SITE.name}.`,
    '',
    enquiry.message,
    '',
    `Name: ${enquiry.name}`,
    ...(enquiry.phone ? [`Phone: ${formatPhone(enquiry.phone)}`] : []),
  ].join('\n');
  return whatsappChatUrl(number, text);
}

/**
 * Stores the enquiry and raises the business's count in one batch, at most 5 per client address in 10 minutes and
 * after the bot check (both before anything is written, so a refused enquiry stores nothing).
 */
export async function createEnquiry(ctx: RequestContext, { id: businessId, enquiry }: { id: string; enquiry: EnquiryBody }) {
  const { db } = ctx;
  await enforceRateLimit(db, RATE_RULES.enquiry, ctx.ip);
  await checkHuman(ctx, enquiry.captchaToken, 'enquiry');
  const business = await db.query.businesses.findFirst({
    where: isPublic(businessId),
    columns: { id: true, name: true, phone: true, whatsapp: true, ownerId: true },
  });
  if (!business) throw new ApiError(404, NOT_FOUND);
  // A signed-in sender's enquiry is theirs: it makes a later review of this business verified (docs/product.md §3.9).
  // A token that is not a live session does not refuse the enquiry; it is a visitor's.
  const sender = await ctx.viewer();
  const id = await nextId(db, 'enquiries');
  const [, counted] = await db.batch([
    db.insert(schema.enquiries).values({
      id,
      businessId,
      userId: sender?.user.id ?? null,
      name: enquiry.name,
      email: enquiry.email,
      phone: enquiry.phone ?? null,
      message: enquiry.message,
    }),
    db
      .update(schema.businesses)
      .set({ enquiryCount: sql`${schema.businesses.enquiryCount} + 1` })
      .where(eq(schema.businesses.id, businessId))
      .returning({ enquiries: schema.businesses.enquiryCount }),
  ]);
  const { name, email, phone = null, message } = enquiry;
  await tellOwnerOfEnquiry(ctx, business, sender?.user.id ?? null, { name, email, phone, message });
  return {
    enquiryId: id,
    businessName: business.name,
    businessPhone: business.phone,
    enquiries: counted[0]?.enquiries ?? 0,
    // Only the number the owner says has WhatsApp: a listed phone may be a landline, which digits cannot tell.
    whatsappUrl: business.whatsapp ? whatsappLink(business.whatsapp, business.name, enquiry) : null,
  };
}
