import { and, desc, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { AccountDeleteInput } from '../contracts/account.ts';
import * as schema from '../db/schema.ts';
import type { SignedInContext, User } from '../env.ts';
import { ApiError } from '../lib/errors.ts';
import { confirmCurrentPassword } from './accounts.ts';
import { refreshRatings } from './review-writes.ts';

/*
 * docs/product.md §3.16, the rights India's Digital Personal Data Protection Act gives a person over their data: a copy
 * of every personal record we hold about them, and erasure.
 */

const iso = (date: Date | null) => date?.toISOString() ?? null;

/**
 * Enquiries are theirs when sent signed in, or when they name their address, whoever sent them (the owner's reply goes
 * there): each side is read through its own index (worker/db/schema.ts).
 */
const enquiriesOf = (user: User) => or(eq(schema.enquiries.userId, user.id), eq(schema.enquiries.email, user.email));

/**
 * Everything we hold about the user, as one JSON document. The reads run side by side rather than as one batch: D1's
 * batch answers rows as plain objects, which drizzle does not map back to dates.
 */
export async function exportAccount({ db, user }: SignedInContext) {
  const [reviews, favorites, enquiries, contactMessages, sessions, helpfulVotes, reports, mails, claims] = await Promise.all([
    db
      .select({
        id: schema.reviews.id,
        businessId: schema.reviews.businessId,
        businessName: schema.businesses.name,
        rating: schema.reviews.rating,
        title: schema.reviews.title,
        content: schema.reviews.content,
        isVerified: schema.reviews.isVerified,
        status: schema.reviews.status,
        helpfulCount: schema.reviews.helpfulCount,
        response: schema.reviews.responseContent,
        createdAt: schema.reviews.createdAt,
        updatedAt: schema.reviews.updatedAt,
      })
      .from(schema.reviews)
      .innerJoin(schema.businesses, eq(schema.businesses.id, schema.reviews.businessId))
      .where(eq(schema.reviews.userId, user.id))
      .orderBy(desc(schema.reviews.createdAt)),
    db
      .select({ businessId: schema.favorites.businessId, businessName: schema.businesses.name, addedAt: schema.favorites.createdAt })
      .from(schema.favorites)
      .innerJoin(schema.businesses, eq(schema.businesses.id, schema.favorites.businessId))
      .where(eq(schema.favorites.userId, user.id))
      .orderBy(desc(schema.favorites.createdAt)),
    db
      .select({
        id: schema.enquiries.id,
        businessId: schema.enquiries.businessId,
        businessName: schema.businesses.name,
        name: schema.enquiries.name,
        email: schema.enquiries.email,
        phone: schema.enquiries.phone,
        message: schema.enquiries.message,
        createdAt: schema.enquiries.createdAt,
      })
      .from(schema.enquiries)
      .innerJoin(schema.businesses, eq(schema.businesses.id, schema.enquiries.businessId))
      .where(enquiriesOf(user))
      .orderBy(desc(schema.enquiries.createdAt)),
    db
      .select()
      .from(schema.contactMessages)
      .where(eq(schema.contactMessages.email, user.email))
      .orderBy(desc(schema.contactMessages.createdAt)),
    db.select().from(schema.sessions).where(eq(schema.sessions.userId, user.id)).orderBy(desc(schema.sessions.createdAt)),
    db
      .select({ reviewId: schema.reviewHelpfulVotes.reviewId, createdAt: schema.reviewHelpfulVotes.createdAt })
      .from(schema.reviewHelpfulVotes)
      .where(eq(schema.reviewHelpfulVotes.userId, user.id)),
    db
      .select({ reviewId: schema.reviewReports.reviewId, reason: schema.reviewReports.reason, createdAt: schema.reviewReports.createdAt })
      .from(schema.reviewReports)
      .where(eq(schema.reviewReports.userId, user.id)),
    db
      .select({ subject: schema.emailOutbox.subject, createdAt: schema.emailOutbox.createdAt, sentAt: schema.emailOutbox.sentAt })
      .from(schema.emailOutbox)
      .where(eq(schema.emailOutbox.to, user.email))
      .orderBy(desc(schema.emailOutbox.createdAt)),
    db
      .select({
        id: schema.businessClaims.id,
        businessId: schema.businessClaims.businessId,
        businessName: schema.businesses.name,
        method: schema.businessClaims.method,
        status: schema.businessClaims.status,
        evidenceType: schema.businessClaims.evidenceType,
        evidenceNumber: schema.businessClaims.evidenceNumber,
        documentKey: schema.businessClaims.documentKey,
        message: schema.businessClaims.message,
        note: schema.businessClaims.note,
        createdAt: schema.businessClaims.createdAt,
        decidedAt: schema.businessClaims.decidedAt,
      })
      .from(schema.businessClaims)
      .innerJoin(schema.businesses, eq(schema.businesses.id, schema.businessClaims.businessId))
      .where(eq(schema.businessClaims.userId, user.id))
      .orderBy(desc(schema.businessClaims.createdAt)),
  ]);
  return {
    exportedAt: new Date().toISOString(),
    profile: {
      id: user.id,
      name: user.name,
      email: user.email,
      emailVerified: user.emailVerified,
      phone: user.phone,
      avatar: user.avatarUrl,
      role: user.role,
      createdAt: user.createdAt.toISOString(),
      updatedAt: user.updatedAt.toISOString(),
    },
    reviews: reviews.map((review) => ({ ...review, createdAt: review.createdAt.toISOString(), updatedAt: review.updatedAt.toISOString() })),
    favorites: favorites.map((favorite) => ({ ...favorite, addedAt: favorite.addedAt.toISOString() })),
    enquiries: enquiries.map((enquiry) => ({ ...enquiry, createdAt: enquiry.createdAt.toISOString() })),
    contactMessages: contactMessages.map(({ id, name, email, subject, message, createdAt }) => ({
      id,
      name,
      email,
      subject,
      message,
      createdAt: createdAt.toISOString(),
    })),
    sessions: sessions.map((session) => ({
      id: session.id,
      createdAt: session.createdAt.toISOString(),
      lastSeenAt: iso(session.lastSeenAt),
      expiresAt: session.expiresAt.toISOString(),
      revokedAt: iso(session.revokedAt),
      userAgent: session.userAgent,
    })),
    helpfulVotes: helpfulVotes.map((vote) => ({ ...vote, createdAt: vote.createdAt.toISOString() })),
    reviewReports: reports.map((report) => ({ ...report, createdAt: report.createdAt.toISOString() })),
    emails: mails.map((mail) => ({ subject: mail.subject, createdAt: mail.createdAt.toISOString(), sentAt: iso(mail.sentAt) })),
    // A claim's document photo is summarised, not attached: the export is one JSON document.
    claims: claims.map(({ documentKey, createdAt, decidedAt, ...claim }) => ({
      ...claim,
      hasDocument: documentKey !== null,
      createdAt: createdAt.toISOString(),
      decidedAt: iso(decidedAt),
    })),
  };
}

export const ACCOUNT_DELETED = 'Your account and your personal data have been deleted.';
const ADMIN_CANNOT_DELETE = 'An administrator account cannot delete itself. Please ask another administrator to remove it.';

/**
 * Erases the account, after its password, in one batch: the user's reviews go and the ratings of the businesses they
 * reviewed are recounted by the same rule as any review write (the reviews are first hidden, so the recount leaves
 * them out, then deleted); the helpful counts they added are taken back; enquiries and contact messages keep what the
 * business or we were told but lose who sent them; mail records to the address go; and the user row goes, taking
 * sessions, codes, favourites, votes, reports and claims with it (foreign keys cascade); the claims' document photos
 * are then deleted from the bucket. The address is free to register again. Businesses the user owned stay listed,
 * without an owner.
 */
export async function eraseAccount({ db, env, user }: SignedInContext, input: AccountDeleteInput) {
  await confirmCurrentPassword(db, user, input.password, 'password');
  if (user.role === 'admin') throw new ApiError(403, ADMIN_CANNOT_DELETE);
  const theirReviews = eq(schema.reviews.userId, user.id);
  const documents = await db
    .select({ key: schema.businessClaims.documentKey })
    .from(schema.businessClaims)
    .where(and(eq(schema.businessClaims.userId, user.id), isNotNull(schema.businessClaims.documentKey)));
  await db.batch([
    db.update(schema.reviews).set({ status: 'hidden' }).where(theirReviews),
    refreshRatings(
      db,
      inArray(schema.businesses.id, db.select({ id: schema.reviews.businessId }).from(schema.reviews).where(theirReviews)),
    ),
    db.delete(schema.reviews).where(theirReviews),
    // Each count equals its votes (review-writes.ts, toggleHelpful) and a user votes once per review.
    db
      .update(schema.reviews)
      .set({ helpfulCount: sql`${schema.reviews.helpfulCount} - 1` })
      .where(
        inArray(
          schema.reviews.id,
          db
            .select({ id: schema.reviewHelpfulVotes.reviewId })
            .from(schema.reviewHelpfulVotes)
            .where(eq(schema.reviewHelpfulVotes.userId, user.id)),
        ),
      ),
    db.update(schema.enquiries).set({ userId: null, name: '', email: '', phone: null }).where(enquiriesOf(user)),
    db.update(schema.contactMessages).set({ name: '', email: '' }).where(eq(schema.contactMessages.email, user.email)),
    db.delete(schema.emailOutbox).where(eq(schema.emailOutbox.to, user.email)),
    db.delete(schema.users).where(eq(schema.users.id, user.id)),
  ]);
  const keys = documents.flatMap(({ key }) => (key ? [key] : []));
  if (keys.length) await env.DOCUMENTS.delete(keys);
  return { message: ACCOUNT_DELETED };
}
