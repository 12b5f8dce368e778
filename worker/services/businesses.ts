import { eq, sql } from 'drizzle-orm';
import type { EnquiryBody } from '../contracts/business.ts';
import { formatPhone, whatsappChatUrl } from '../contracts/format.ts';
import { SITE } from '../contracts/site.ts';
import { localMoment } from '../contracts/hours.ts';
import { FACET_SQL, publicBusinessSql, publicBusinessWhere } from '../db/rules.ts';
import * as schema from '../db/schema.ts';
import type { RequestContext } from '../env.ts';
import { ApiError } from '../lib/errors.ts';
import { newId } from '../lib/ids.ts';
import { businessProfile, parseCard, type ProfileDetails } from './business-shape.ts';
import { checkHuman } from './bot-check.ts';
import { countsAsVisitor, eventMark, isAdmin } from './analytics.ts';
import { tellOwnerOfEnquiry } from './owner/notices.ts';
import { countInBatch, enforceRateLimit, RATE_RULES } from './rate-limit.ts';
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
 * The writes that count one opening of a public business's profile (docs/product.md §3.17), none when it does not count.
 * A view counts by the same rule as a tap: once per visitor and hour (the mark), and at most the address's hourly
 * limit of them, so a client that changes its user agent or asks again and again adds little. The lifetime count moves
 * only with a new mark; `changes()` in its statement is the mark's insert, the statement before it in the batch.
 */
async function viewCounts(ctx: RequestContext, id: string, now: Date): Promise<D1PreparedStatement[]> {
  const d1 = ctx.db.$client;
  const person = countsAsVisitor(ctx.userAgent);
  // Only a request that may count needs to know who sent it: an agent's costs no session lookup.
  const viewer = person ? await ctx.viewer() : null;
  const mark = person && !isAdmin(viewer) ? await eventMark(ctx, id, 'view', now) : null;
  if (!mark) return [];
  // The owner is known only from the listing's row, so the condition rides on the write rather than a read before it.
  const notTheOwner = viewer ? ' AND owner_id IS NOT ?' : '';
  const owner = viewer ? [viewer.user.id] : [];
  const { count, withinLimit } = await countInBatch(ctx.db, RATE_RULES.profileView, ctx.ip, now.getTime());
  return [
    count,
    d1
      .prepare(
        `INSERT OR IGNORE INTO business_event_marks (business_id, type, visitor, hour, day)
         SELECT id, ?, ?, ?, ? FROM businesses WHERE id = ? AND ${publicBusinessSql()}${notTheOwner} AND ${withinLimit.sql}`,
      )
      .bind(mark.type, mark.visitor, mark.hour, mark.day, id, ...owner, ...withinLimit.params),
    d1.prepare('UPDATE businesses SET views = views + 1 WHERE id = ? AND changes() = 1').bind(id),
  ];
}

/**
 * Counts an opening of a business page served from the page cache (worker/services/page-cache.ts), which renders
 * nothing and so would count nothing: the same writes as getPublicBusiness, without its reads.
 */
export async function countPageView(ctx: RequestContext, id: string, now = new Date()): Promise<void> {
  const counts = await viewCounts(ctx, id, now);
  if (counts.length) await ctx.db.$client.batch(counts);
}

/**
 * One public business with everything its page shows: its stored card (the same record search results are built
 * from) and the lists only the page shows. Counting the view and reading happen in one batch, so the count is atomic
 * and the answer includes this view. The view is counted twice over (docs/product.md §3.17): the listing's lifetime
 * count, at every opening, and the visitor's mark for the owner's daily figures, once an hour (services/analytics.ts).
 * Neither counts automated agents, admins, or the listing's owner when the request says who they are.
 */
export async function getPublicBusiness(ctx: RequestContext, { id }: { id: string }, now = new Date()) {
  const d1 = ctx.db.$client;
  const reads = [
    d1
      .prepare(
        `SELECT c.card, b.views, b.enquiry_count AS enquiries FROM businesses b JOIN business_cards c ON c.rowid = b.rowid WHERE b.id = ? AND ${publicBusinessSql('b')}`,
      )
      .bind(id),
    d1
      .prepare(
        'SELECT kind, url, alt, title, is_primary AS isPrimary, position FROM business_media WHERE business_id = ? ORDER BY kind, position',
      )
      .bind(id),
    d1.prepare('SELECT network, url FROM business_social_links WHERE business_id = ?').bind(id),
  ];
  const results = await d1.batch([...(await viewCounts(ctx, id, now)), ...reads]);
  const [found, media, socialLinks] = results.slice(-3) as [
    D1Result<{ card: string; views: number; enquiries: number }>,
    D1Result<Omit<ProfileDetails['media'][number], 'isPrimary'> & { isPrimary: number }>,
    D1Result<ProfileDetails['socialLinks'][number]>,
  ];
  const row = found.results[0];
  if (!row) throw new ApiError(404, NOT_FOUND);
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
  const id = newId();
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
