import { and, desc, eq, exists, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import {
  CONTACT_MESSAGE_STATUSES,
  REVIEW_DECISION_MESSAGES,
  type AdminReviewFilter,
  type ContactMessageStatus,
  type ReviewDecision,
} from '../../contracts/admin-moderation.ts';
import { ADMIN_LIST_DEPTH } from '../../contracts/admin-lists.ts';
import { pagination } from '../../contracts/common.ts';
import { SITE } from '../../contracts/site.ts';
import * as schema from '../../db/schema.ts';
import type { Database, RequestContext, SignedInContext } from '../../env.ts';
import { ApiError } from '../../lib/errors.ts';
import { auditEntry, failUnless, isStale } from '../audit.ts';
import { noticeMail, oneLine, type Mail } from '../mail.ts';
import { sendMailAfterResponse } from '../mail-outbox.ts';
import { mailLanguage, type MailLanguage } from '../mail-texts.ts';
import { businessPage, purgePages } from '../page-cache.ts';
import { refreshRatings } from '../review-writes.ts';
import { addedOrder, cappedCount, listPage, newestFirst, through, type Reading } from './list-pages.ts';
import { reviewHasWords, reviewOfNamed } from './text-search.ts';
import { logFailure } from '../../lib/log.ts';

/*
 * docs/product.md §3.24, the admin's reviews and contact messages: every review (hidden ones too) with its reports,
 * hiding and restoring reviews with the rating recounted in the same batch, and the contact page's inbox.
 */

const { reviews, reviewReports: reports, businesses, users, contactMessages } = schema;

const one = sql`1`;

// ───────────────────────────── reviews ─────────────────────────────

export const REVIEW_NOT_FOUND = 'Review not found';
export const ALREADY_HIDDEN = 'This review is already hidden.';
export const NOTHING_TO_RESTORE = 'This review is visible and has no open reports: there is nothing to restore.';
export const REVIEW_DECIDED_MEANWHILE = 'Another admin has just decided on this review. Please reload it.';

const openReportsOf = (reviewId: SQLiteColumn | string) => and(eq(reports.reviewId, reviewId), isNull(reports.resolvedAt));

function reviewFilter(db: Database, status: AdminReviewFilter | undefined, text: string | undefined, reading: Reading): SQL | undefined {
  const reported = db.select({ id: reports.reviewId }).from(reports).where(isNull(reports.resolvedAt));
  // `read` as the list reads the status: from the open reports (few, through their queue index) to their reviews, not
  // from every review to its reports; the hidden through their partial index, which the plain `status = 'hidden'`
  // lets SQLite use; the visible, nearly all, tested on each in date order. Inside a text index's matches it is only
  // tested on each.
  const byStatus = (read: boolean) =>
    status === 'reported' ? inArray(through(reviews.id, read), reported) : status ? eq(through(reviews.status, read), status) : undefined;
  const tested = byStatus(false);
  const byText = text
    ? or(
        reviewOfNamed(text, 'business', reading, tested),
        reviewOfNamed(text, 'author', reading, tested),
        reviewHasWords(text, reading, tested),
      )
    : undefined;
  return and(byStatus(status === 'reported' || reading === 'walked'), byText);
}

/**
 * A page of reviews, newest first, with their business, author and reports. The page is chosen first from the reviews
 * alone; only its rows are joined and have their reports counted.
 */
async function findReviews(db: Database, where: SQL | undefined, reading: Reading, limit: number, offset: number) {
  const picked = db
    .select({ id: reviews.id, createdAt: reviews.createdAt, added: sql<number>`${addedOrder(reviews)}`.as('added') })
    .from(reviews)
    .where(where)
    .orderBy(newestFirst(reviews.createdAt, reading))
    .limit(limit)
    .offset(offset)
    .as('picked');
  const rows = await db
    .select({
      id: reviews.id,
      rating: reviews.rating,
      title: reviews.title,
      content: reviews.content,
      status: reviews.status,
      isVerified: reviews.isVerified,
      helpfulCount: reviews.helpfulCount,
      createdAt: reviews.createdAt,
      updatedAt: reviews.updatedAt,
      moderatedAt: reviews.moderatedAt,
      moderationReason: reviews.moderationReason,
      business: { id: businesses.id, name: businesses.name },
      author: { id: users.id, name: users.name, email: users.email },
      openReports: sql<number>`(SELECT count(*) FROM ${reports} WHERE ${openReportsOf(reviews.id)})`,
      reports: sql<number>`(SELECT count(*) FROM ${reports} WHERE ${eq(reports.reviewId, reviews.id)})`,
    })
    .from(picked)
    .innerJoin(reviews, eq(reviews.id, picked.id))
    .innerJoin(businesses, eq(businesses.id, reviews.businessId))
    .innerJoin(users, eq(users.id, reviews.userId))
    .orderBy(desc(picked.createdAt), desc(picked.added));
  return rows.map(({ openReports, reports: total, createdAt, updatedAt, moderatedAt, ...review }) => ({
    ...review,
    createdAt: createdAt.toISOString(),
    updatedAt: updatedAt.toISOString(),
    moderatedAt: moderatedAt?.toISOString() ?? null,
    reports: { open: openReports, total },
  }));
}
export type AdminReview = Awaited<ReturnType<typeof findReviews>>[number];

/** `GET /api/admin/reviews`: every review, hidden ones included, or those of one status or with open reports. */
export async function listAdminReviews(
  ctx: RequestContext,
  query: { page: number; limit: number; status?: AdminReviewFilter | undefined; query?: string | undefined },
) {
  const { db } = ctx;
  const { page, limit } = query;
  const where = (reading: Reading) => reviewFilter(db, query.status, query.query, reading);
  const { rows, total } = await listPage(db, reviews, where, Boolean(query.query), (reading) =>
    findReviews(db, where(reading), reading, limit, (page - 1) * limit),
  );
  return { reviews: rows, pagination: pagination(page, limit, total) };
}

async function adminReview(db: Database, reviewId: string): Promise<AdminReview | undefined> {
  const [review] = await findReviews(db, eq(reviews.id, reviewId), 'walked', 1, 0);
  return review;
}

/** What asking to hide or restore means for the review as it is: restoring a visible, reported review keeps it. */
function decisionOn(review: AdminReview, asked: 'hide' | 'restore'): ReviewDecision {
  if (asked === 'hide') {
    if (review.status === 'hidden') throw new ApiError(409, ALREADY_HIDDEN);
    return 'hide';
  }
  if (review.status === 'hidden') return 'restore';
  if (review.reports.open > 0) return 'keep';
  throw new ApiError(409, NOTHING_TO_RESTORE);
}

/** The review as its author wrote it, for the mails about it: 'Your review, 4 out of 5:' and its words. */
const quoted = (language: MailLanguage, review: AdminReview) =>
  `${language.t.reviewQuoted({ rating: review.rating })}\n${review.title ? `${review.title}\n${review.content}` : review.content}`;

/** Who a review decision's mail goes to, in their language. */
interface Author {
  name: string;
  email: string;
  in: MailLanguage;
}

function reviewHiddenMail(author: Author, review: AdminReview, reason: string): Mail {
  const { t } = author.in;
  return noticeMail(author.in, author.email, t.reviewHiddenSubject({ business: oneLine(review.business.name) }), [
    t.hello({ name: author.name }),
    t.reviewHiddenBody({ business: review.business.name }),
    t.reviewHiddenWhy({ reason }),
    quoted(author.in, review),
    t.reviewHiddenAppeal({ email: SITE.contact.email }),
  ]);
}

function reviewRestoredMail(author: Author, review: AdminReview): Mail {
  const { t } = author.in;
  return noticeMail(author.in, author.email, t.reviewRestoredSubject({ business: oneLine(review.business.name) }), [
    t.hello({ name: author.name }),
    t.reviewRestoredBody({ business: review.business.name }),
    quoted(author.in, review),
  ]);
}

/**
 * Mails the review's author (unless their account is disabled), after the response and until it goes
 * (services/mail-outbox.ts); a failure is logged and never fails the decision.
 */
async function tellAuthor(ctx: RequestContext, review: AdminReview, build: (author: Author) => Mail) {
  try {
    const [author] = await ctx.db
      .select({ name: users.name, email: users.email, language: users.language })
      .from(users)
      .where(and(eq(users.id, review.author.id), isNull(users.disabledAt)))
      .limit(1);
    if (author) await sendMailAfterResponse(ctx, build({ name: author.name, email: author.email, in: mailLanguage(author.language) }));
  } catch (error) {
    logFailure('review decision mail failed', error, { requestId: ctx.requestId });
  }
}

/**
 * Hides, restores or keeps a review in one batch: its status and who decided, when and why; its open reports resolved;
 * its business's rating recounted from the visible reviews when the status changes (the search index follows through
 * its triggers); and the audit entry. The author is told by e-mail when their review is hidden or restored.
 */
async function decide(
  ctx: SignedInContext,
  reviewId: string,
  asked: { to: 'hide'; reason: string } | { to: 'restore'; reason: string | undefined },
) {
  const { db, user: actor } = ctx;
  const { reason } = asked;
  const review = await adminReview(db, reviewId);
  if (!review) throw new ApiError(404, REVIEW_NOT_FOUND);
  const decision = decisionOn(review, asked.to);
  const status = decision === 'hide' ? 'hidden' : 'visible';
  const now = new Date();
  const asRead = and(
    eq(reviews.id, reviewId),
    eq(reviews.status, review.status),
    decision === 'keep' ? exists(db.select({ one }).from(reports).where(openReportsOf(reviewId))) : undefined,
  );
  try {
    await db.batch([
      failUnless(db, exists(db.select({ one }).from(reviews).where(asRead))),
      db
        .update(reviews)
        .set({ status, moderatedAt: now, moderatedBy: actor.id, moderationReason: reason ?? null })
        .where(eq(reviews.id, reviewId)),
      db.update(reports).set({ resolvedAt: now }).where(openReportsOf(reviewId)),
      ...(status === review.status ? [] : [refreshRatings(db, eq(businesses.id, review.business.id))]),
      auditEntry(db, {
        actorId: actor.id,
        action: `review.${decision}`,
        entity: 'review',
        entityId: reviewId,
        businessId: review.business.id,
        before: { status: review.status, openReports: review.reports.open },
        after: { status, openReports: 0 },
        reason: reason ?? null,
        at: now,
      }),
    ]);
  } catch (error) {
    if (isStale(error)) throw new ApiError(409, REVIEW_DECIDED_MEANWHILE);
    throw error;
  }
  if (status !== review.status) await purgePages(ctx, [businessPage(review.business.id)]);
  if (asked.to === 'hide') await tellAuthor(ctx, review, (author) => reviewHiddenMail(author, review, asked.reason));
  if (decision === 'restore') await tellAuthor(ctx, review, (author) => reviewRestoredMail(author, review));

  const [decided, [business]] = await Promise.all([
    adminReview(db, reviewId),
    db
      .select({ average: businesses.ratingAverage, count: businesses.ratingCount })
      .from(businesses)
      .where(eq(businesses.id, review.business.id)),
  ]);
  // Gone between the batch and this read: erased with its author's account or its listing.
  if (!decided || !business) throw new ApiError(404, REVIEW_NOT_FOUND);
  return {
    decision,
    message: REVIEW_DECISION_MESSAGES[decision],
    review: decided,
    business: { id: review.business.id, rating: business },
  };
}

/** `POST /api/admin/reviews/:id/hide`: gone from the listing, its counts, average and distribution at once. */
export function hideReview(ctx: SignedInContext, { id, reason }: { id: string; reason: string }) {
  return decide(ctx, id, { to: 'hide', reason });
}

/** `POST /api/admin/reviews/:id/restore`: a hidden review shows again; a visible one with open reports is kept. */
export function restoreReview(ctx: SignedInContext, { id, reason }: { id: string; reason?: string | undefined }) {
  return decide(ctx, id, { to: 'restore', reason });
}

// ───────────────────────────── contact messages ─────────────────────────────

export const MESSAGE_NOT_FOUND = 'Message not found';
export const MESSAGE_CHANGED_MEANWHILE = 'Another admin has just changed this message. Please reload it.';

const messageColumns = {
  id: contactMessages.id,
  name: contactMessages.name,
  email: contactMessages.email,
  subject: contactMessages.subject,
  message: contactMessages.message,
  status: contactMessages.status,
  statusChangedAt: contactMessages.statusChangedAt,
  createdAt: contactMessages.createdAt,
};

interface MessageRow {
  id: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  status: ContactMessageStatus;
  statusChangedAt: Date | null;
  createdAt: Date;
}

const shapeMessage = (row: MessageRow) => ({
  ...row,
  statusChangedAt: row.statusChangedAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});

/**
 * `GET /api/admin/contact-messages`: newest first, every message or those of one status (a range of the (status,
 * created) index), with the count of each status for the inbox's tabs, each counted up to ADMIN_LIST_DEPTH.
 */
export async function listContactMessages(
  ctx: RequestContext,
  query: { page: number; limit: number; status?: ContactMessageStatus | undefined },
) {
  const { db } = ctx;
  const { page, limit, status } = query;
  const [rows, ...counted] = await db.batch([
    db
      .select(messageColumns)
      .from(contactMessages)
      .where(status ? eq(contactMessages.status, status) : undefined)
      .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
      .limit(limit)
      .offset((page - 1) * limit),
    ...CONTACT_MESSAGE_STATUSES.map((name) => cappedCount(db, contactMessages, eq(contactMessages.status, name))),
  ]);
  const counts = Object.fromEntries(CONTACT_MESSAGE_STATUSES.map((name, at) => [name, counted[at]?.[0]?.n ?? 0])) as Record<
    ContactMessageStatus,
    number
  >;
  const total = status
    ? counts[status]
    : Math.min(
        ADMIN_LIST_DEPTH,
        Object.values(counts).reduce((sum, n) => sum + n, 0),
      );
  return { messages: rows.map(shapeMessage), pagination: pagination(page, limit, total), counts };
}

/** `PATCH /api/admin/contact-messages/:id`: marks a message new, read, replied or closed, with its audit entry. */
export async function setContactMessageStatus(
  ctx: SignedInContext,
  { id: messageId, status }: { id: string; status: ContactMessageStatus },
) {
  const { db, user: actor } = ctx;
  const [current] = await db.select(messageColumns).from(contactMessages).where(eq(contactMessages.id, messageId)).limit(1);
  if (!current) throw new ApiError(404, MESSAGE_NOT_FOUND);
  if (current.status === status) throw new ApiError(409, `This message is already marked ${status}.`);
  const now = new Date();
  try {
    await db.batch([
      failUnless(
        db,
        exists(
          db
            .select({ one })
            .from(contactMessages)
            .where(and(eq(contactMessages.id, messageId), eq(contactMessages.status, current.status))),
        ),
      ),
      db.update(contactMessages).set({ status, statusChangedAt: now }).where(eq(contactMessages.id, messageId)),
      auditEntry(db, {
        actorId: actor.id,
        action: 'contact-message.mark',
        entity: 'contact-message',
        entityId: messageId,
        before: { status: current.status },
        after: { status },
        at: now,
      }),
    ]);
  } catch (error) {
    if (isStale(error)) throw new ApiError(409, MESSAGE_CHANGED_MEANWHILE);
    throw error;
  }
  return { message: `Message marked ${status}`, contactMessage: shapeMessage({ ...current, status, statusChangedAt: now }) };
}
