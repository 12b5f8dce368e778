import { and, eq, isNull } from 'drizzle-orm';
import * as schema from '../../db/schema.ts';
import { enquiryNotice, reviewNotice, type Mail } from '../mail.ts';
import { sendMailAfterResponse } from '../mail-outbox.ts';
import { mailLanguage, type MailLanguage } from '../mail-texts.ts';
import type { RequestContext } from '../../env.ts';
import { logFailure } from '../../lib/log.ts';

/*
 * docs/product.md §3.21, an owner's notices: an e-mail for each new enquiry and each new review of their listing. Each
 * is written to the outbox after the visitor's write and sent after the response, and tried again until it goes
 * (services/mail-outbox.ts); nothing here fails the request: what the visitor sent is stored, and an error now would
 * only make them send it again.
 */

/** Who a notice goes to, and the language it is written in (theirs). */
interface NoticeOwner {
  name: string;
  email: string;
  in: MailLanguage;
}

/** The listing a notice is about: who owns it (if anyone) and its name. */
interface NoticeListing {
  id: string;
  ownerId: string | null;
  name: string;
}

async function tellOwner(
  ctx: RequestContext,
  listing: NoticeListing,
  actorId: string | null,
  build: (owner: NoticeOwner) => Mail,
): Promise<void> {
  // Nobody to tell: a listing without an owner, or the owner acting on their own listing.
  if (!listing.ownerId || listing.ownerId === actorId) return;
  try {
    const [owner] = await ctx.db
      .select({ name: schema.users.name, email: schema.users.email, language: schema.users.language })
      .from(schema.users)
      .where(and(eq(schema.users.id, listing.ownerId), isNull(schema.users.disabledAt)))
      .limit(1);
    if (owner) await sendMailAfterResponse(ctx, build({ ...owner, in: mailLanguage(owner.language) }));
  } catch (error) {
    logFailure('owner notice failed', error, { requestId: ctx.requestId });
  }
}

/** The notice links to the portal's tab where the owner acts on it (SPA_ROUTES ownerEnquiries, ownerReviews). */
const noticeTo = (ctx: RequestContext, owner: NoticeOwner, listing: NoticeListing, tab: 'enquiries' | 'reviews') => ({
  to: owner.email,
  ownerName: owner.name,
  businessName: listing.name,
  portalUrl: owner.in.url(ctx.siteOrigin, `/owner/businesses/${encodeURIComponent(listing.id)}/${tab}`),
});

export function tellOwnerOfEnquiry(
  ctx: RequestContext,
  listing: NoticeListing,
  senderId: string | null,
  enquiry: { name: string; email: string; phone: string | null; message: string },
): Promise<void> {
  return tellOwner(ctx, listing, senderId, (owner) => enquiryNotice(owner.in, noticeTo(ctx, owner, listing, 'enquiries'), enquiry));
}

export function tellOwnerOfReview(
  ctx: RequestContext,
  listing: NoticeListing,
  reviewer: { id: string; name: string },
  review: { rating: number; title: string | null; content: string },
): Promise<void> {
  return tellOwner(ctx, listing, reviewer.id, (owner) =>
    reviewNotice(owner.in, noticeTo(ctx, owner, listing, 'reviews'), { reviewerName: reviewer.name, ...review }),
  );
}
