import { and, eq, isNull } from 'drizzle-orm';
import { isPublicBusiness } from '../../db/rules.ts';
import * as schema from '../../db/schema.ts';
import type { RequestContext } from '../../env.ts';
import { ApiError } from '../../lib/errors.ts';
import type { Mail } from '../mail.ts';
import { sendMailAfterResponse } from '../mail-outbox.ts';
import { mailLanguage } from '../mail-texts.ts';
import type { DecisionNotice } from './decision-mails.ts';
import { logFailure } from '../../lib/log.ts';

/*
 * docs/product.md §3.24, an admin's decisions on what waits in the queue (worker/services/admin/queue.ts): listings
 * (listing-decisions.ts), held edits (edit-decisions.ts), claims (claim-decisions.ts) and photos (photo-decisions.ts).
 * Each decision is one batch with exactly one audit entry, acts only on the record as it was read (a second decision,
 * or one racing it, is 409 and leaves no entry), and then tells the owner or claimant by e-mail, with the reason,
 * without failing the request (the mail is sent after the response and retried until it goes, services/mail-outbox.ts). Only an admin decides: their operations' guard (worker/operations/admin/) checks so
 * before anything is read, and the deciding admin is the context's `user`. What the decisions share is here: the
 * refusal, the telling, the links in the mails, and a listing as the admin screens show it.
 */

const businesses = schema.businesses;

export const BUSINESS_NOT_FOUND = 'Business not found';

export function conflict(message: string): never {
  throw new ApiError(409, message);
}

/** Tells someone of a decision after its batch, by a mail sent after the response; a failure is logged, never the request's. */
export async function tell(
  ctx: RequestContext,
  userId: string | null,
  actorId: string,
  businessName: string,
  build: (notice: DecisionNotice) => Mail,
) {
  // Nobody to tell: a listing without an owner, or an admin deciding on their own.
  if (!userId || userId === actorId) return;
  try {
    const [person] = await ctx.db
      .select({ name: schema.users.name, email: schema.users.email, language: schema.users.language })
      .from(schema.users)
      .where(and(eq(schema.users.id, userId), isNull(schema.users.disabledAt)))
      .limit(1);
    if (person) {
      await sendMailAfterResponse(ctx, build({ to: person.email, name: person.name, businessName, in: mailLanguage(person.language) }));
    }
  } catch (error) {
    logFailure('decision mail failed', error, { requestId: ctx.requestId });
  }
}

/** The links in a decision's mail open the page in the mail's language. */
export const publicUrl = (ctx: RequestContext, notice: DecisionNotice, businessId: string) =>
  notice.in.url(ctx.siteOrigin, `/business/${encodeURIComponent(businessId)}`);
export const portalUrl = (ctx: RequestContext, notice: DecisionNotice, businessId: string, tab = '') =>
  notice.in.url(ctx.siteOrigin, `/owner/businesses/${encodeURIComponent(businessId)}${tab && `/${tab}`}`);

// ───────────────────────────── a listing as admins see it ─────────────────────────────

/** The columns a listing is shown from in the admin screens (adminListingShape): the decisions' answers and the list. */
export const ADMIN_LISTING_COLUMNS = {
  id: businesses.id,
  name: businesses.name,
  status: businesses.status,
  isVerified: businesses.isVerified,
  isFeatured: businesses.isFeatured,
  featuredAt: businesses.featuredAt,
  featuredUntil: businesses.featuredUntil,
  suspendedAt: businesses.suspendedAt,
  statusReason: businesses.statusReason,
  updatedAt: businesses.updatedAt,
};

export async function readBusiness(ctx: RequestContext, businessId: string) {
  const [row] = await ctx.db
    .select({ ...ADMIN_LISTING_COLUMNS, ownerId: businesses.ownerId })
    .from(businesses)
    .where(eq(businesses.id, businessId))
    .limit(1);
  if (!row) throw new ApiError(404, BUSINESS_NOT_FOUND);
  return row;
}
export type BusinessRow = Awaited<ReturnType<typeof readBusiness>>;

/** Featured at this moment: featuring that has passed its end is over, even before housekeeping clears it. */
export const featuredNow = (row: Pick<BusinessRow, 'isFeatured' | 'featuredUntil'>, now: Date) =>
  row.isFeatured && (row.featuredUntil === null || row.featuredUntil > now);

/** The listing as a decision on it answers. */
export async function businessView(ctx: RequestContext, businessId: string) {
  return adminListingShape(await readBusiness(ctx, businessId), new Date());
}

/** A listing as the admin screens show it, from its row (the decisions' answers and the businesses list alike). */
export function adminListingShape(row: Omit<BusinessRow, 'ownerId'>, now: Date) {
  const featured = featuredNow(row, now);
  return {
    id: row.id,
    name: row.name,
    status: row.status,
    isVerified: row.isVerified,
    isPublic: isPublicBusiness(row),
    isFeatured: featured,
    featuredAt: featured ? (row.featuredAt?.toISOString() ?? null) : null,
    featuredUntil: featured ? (row.featuredUntil?.toISOString() ?? null) : null,
    suspendedAt: row.suspendedAt?.toISOString() ?? null,
    statusReason: row.statusReason,
    updatedAt: row.updatedAt.toISOString(),
  };
}
