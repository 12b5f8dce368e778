import { and, eq, isNull, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  MAX_REASON,
  REVIEW_DECISION_MESSAGES,
  type AdminReviewFilter,
  type ContactMessageStatus,
} from '../../../worker/contracts/admin-moderation.ts';
import * as schema from '../../../worker/db/schema.ts';
import { newId } from '../../../worker/lib/ids.ts';
import { ALREADY_HIDDEN, NOTHING_TO_RESTORE } from '../../../worker/services/admin/moderation.ts';
import { failUnless, isStale } from '../../../worker/services/audit.ts';
import { auditEntry } from '../../../worker/services/audit.ts';
import { createCallerFactory } from '../../../worker/trpc/init.ts';
import { appRouter } from '../../../worker/trpc/router.ts';
import { addBusiness, addCategory, db, requestContext } from '../fixtures.ts';
import { mailbox } from '../support/mailbox.ts';
import { api, signedInPerson, uniqueEmail } from '../support/people.ts';

/** The admin's reviews and contact messages (docs/product.md §3.24): hide, restore and keep, with the rating recounted. */

type Person = Awaited<ReturnType<typeof signedInPerson>>;

interface AdminReview {
  id: string;
  rating: number;
  title: string | null;
  content: string;
  status: 'visible' | 'hidden';
  isVerified: boolean;
  helpfulCount: number;
  createdAt: string;
  updatedAt: string;
  moderatedAt: string | null;
  moderationReason: string | null;
  business: { id: string; name: string };
  author: { id: string; name: string; email: string };
  reports: { open: number; total: number };
}

interface Decided {
  status: string;
  message: string;
  data: { decision: string; review: AdminReview; business: { id: string; rating: { average: number; count: number } } };
  errors?: { field: string; message: string }[];
}

let admin: Person;
let owner: Person;
let user: Person;
let categoryId = '';

beforeAll(async () => {
  categoryId = (await addCategory('Opticians')).id;
  [admin, owner, user] = await Promise.all([
    signedInPerson({ name: 'Site Admin', role: 'admin' }),
    signedInPerson({ name: 'Some Owner', role: 'owner' }),
    signedInPerson({ name: 'Plain User' }),
  ]);
});

let listings = 0;
/** A public listing of its own, so that its rating and reviews are this test's alone. */
const listing = (name = `Clear View Optics ${++listings}`) => addBusiness({ name, categoryId });

/** A review written through the API by a new reviewer, as visitors write them. */
async function review(businessId: string, rating: number, content = 'Good frames and a careful eye test.') {
  const author = await signedInPerson({ name: `Reviewer ${rating}` });
  const written = await api<{ data: { review: { id: string } } }>('POST', '/reviews', {
    token: author.token,
    body: { businessId, rating, title: `${rating} stars`, content },
  });
  expect(written.status).toBe(201);
  return { id: written.body.data.review.id, author };
}

/** Someone new reports the review through the API. */
async function report(reviewId: string, reason = 'This reads like an advert.') {
  const reporter = await signedInPerson({ name: 'Careful Reader' });
  expect((await api('POST', `/reviews/${reviewId}/report`, { token: reporter.token, body: { reason } })).status).toBe(200);
}

const hide = (reviewId: string, body: unknown = { reason: 'Abusive language about the staff' }, token = admin.token) =>
  api<Decided>('POST', `/admin/reviews/${reviewId}/hide`, { token, body });
const restore = (reviewId: string, body?: unknown, token = admin.token) =>
  api<Decided>('POST', `/admin/reviews/${reviewId}/restore`, { token, body });

/** The business's stored rating next to a recount of its visible reviews, straight from the rows. */
async function ratingAndRecount(businessId: string) {
  const [stored] = await db
    .select({ average: schema.businesses.ratingAverage, count: schema.businesses.ratingCount })
    .from(schema.businesses)
    .where(eq(schema.businesses.id, businessId));
  const [recount] = await db
    .select({ average: sql<number>`coalesce(avg(${schema.reviews.rating}), 0)`, count: sql<number>`count(*)` })
    .from(schema.reviews)
    .where(and(eq(schema.reviews.businessId, businessId), eq(schema.reviews.status, 'visible')));
  return { stored, recount };
}

const publicReviews = (businessId: string) =>
  api<{
    data: {
      reviews: { id: string }[];
      statistics: { averageRating: number; totalReviews: number; ratingDistribution: Record<string, number> };
    };
  }>('GET', `/reviews/business/${businessId}?limit=50`);

const auditOf = (entityId: string) => db.select().from(schema.auditLog).where(eq(schema.auditLog.entityId, entityId));

const openReports = (reviewId: string) =>
  db
    .select()
    .from(schema.reviewReports)
    .where(and(eq(schema.reviewReports.reviewId, reviewId), isNull(schema.reviewReports.resolvedAt)));

describe('failUnless, the guard of writes that must all happen or none', () => {
  it('undoes the whole batch, writes before it included, when the state read has changed', async () => {
    const businessId = await listing();
    const { id } = await review(businessId, 3);
    const write = () => db.update(schema.reviews).set({ status: 'hidden' }).where(eq(schema.reviews.id, id));
    const audit = () => auditEntry(db, { actorId: admin.id, action: 'review.hide', entity: 'review', entityId: id });
    const stillVisible = sql`exists (SELECT 1 FROM ${schema.reviews} WHERE ${schema.reviews.id} = ${id} AND ${schema.reviews.status} = 'visible')`;

    await db.batch([write(), failUnless(db, sql`0`), audit()]).then(
      () => expect.unreachable('the batch went through'),
      (error: unknown) => expect(isStale(error)).toBe(true),
    );
    const [row] = await db.select().from(schema.reviews).where(eq(schema.reviews.id, id));
    expect(row?.status).toBe('visible');
    expect(await auditOf(id)).toEqual([]);

    await db.batch([failUnless(db, stillVisible), write(), audit()]);
    expect(await auditOf(id)).toHaveLength(1);
    expect(isStale(new Error('D1_ERROR: UNIQUE constraint failed: users.email'))).toBe(false);
  });
});

describe('who may moderate', () => {
  it('refuses visitors (401) and every role but admin (403), changing nothing', async () => {
    const businessId = await listing();
    const { id } = await review(businessId, 2);
    expect((await hide(id, undefined, '')).status).toBe(401);
    for (const caller of [user, owner]) {
      const refused = await hide(id, undefined, caller.token);
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({ status: 'error', message: 'You do not have permission to do this.' });
      expect((await api('GET', '/admin/reviews', { token: caller.token })).status).toBe(403);
      expect((await api('GET', '/admin/contact-messages', { token: caller.token })).status).toBe(403);
    }
    const caller = createCallerFactory(appRouter)(requestContext({ token: user.token }));
    await expect(caller.admin.hideReview({ id, reason: 'Not theirs to decide' })).rejects.toMatchObject({ code: 'FORBIDDEN' });
    const [row] = await db.select().from(schema.reviews).where(eq(schema.reviews.id, id));
    expect(row?.status).toBe('visible');
    expect(await auditOf(id)).toEqual([]);
  });
});

describe('POST /api/admin/reviews/:id/hide', () => {
  it('hides the review from the list, counts, average and distribution at once, resolves its reports and tells the author why', async () => {
    const name = `Lens Corner ${newId()}`;
    const businessId = await listing(name);
    await review(businessId, 5);
    await review(businessId, 4);
    const bad = await review(businessId, 1, 'Rude people, avoid.');
    await report(bad.id);
    await report(bad.id, 'Personal attack on an employee.');
    expect((await ratingAndRecount(businessId)).stored).toEqual({ average: 10 / 3, count: 3 });

    const reason = 'Abusive language about the staff';
    const { status, body } = await hide(bad.id, { reason });
    expect(status).toBe(200);
    expect(body.message).toBe(REVIEW_DECISION_MESSAGES.hide);
    expect(body.data.decision).toBe('hide');
    expect(body.data.review).toMatchObject({
      id: bad.id,
      status: 'hidden',
      rating: 1,
      moderationReason: reason,
      moderatedAt: expect.stringMatching(/^\d{4}-/),
      business: { id: businessId, name },
      author: { id: bad.author.id, name: 'Reviewer 1', email: bad.author.email },
      reports: { open: 0, total: 2 },
    });

    // The stored rating is the recount of the visible rows, and the answer says so too.
    const { stored, recount } = await ratingAndRecount(businessId);
    expect(stored).toEqual({ average: 4.5, count: 2 });
    expect(stored).toEqual(recount);
    expect(body.data.business).toEqual({ id: businessId, rating: { average: 4.5, count: 2 } });

    const listed = await publicReviews(businessId);
    expect(listed.body.data.reviews.map((found) => found.id)).not.toContain(bad.id);
    expect(listed.body.data.statistics).toEqual({
      averageRating: 4.5,
      totalReviews: 2,
      ratingDistribution: { 1: 0, 2: 0, 3: 0, 4: 1, 5: 1 },
    });
    // The search card follows the stored rating through the index's triggers.
    const found = await api<{ data: { businesses: { _id: string; rating: { average: number; count: number } }[] } }>(
      'GET',
      `/business/search?q=${encodeURIComponent(name)}`,
    );
    expect(found.body.data.businesses.find((card) => card._id === businessId)?.rating).toEqual({ average: 4.5, count: 2 });

    const [row] = await db.select().from(schema.reviews).where(eq(schema.reviews.id, bad.id));
    expect(row).toMatchObject({ status: 'hidden', moderatedBy: admin.id, moderationReason: reason });
    expect(await openReports(bad.id)).toEqual([]);

    const mail = mailbox.last(bad.author.email);
    expect(mail.subject).toBe(`Your review of ${name} has been hidden`);
    expect(mail.text).toContain(`Why: ${reason}`);
    expect(mail.text).toContain('Rude people, avoid.');

    const entries = await auditOf(bad.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actorId: admin.id,
      action: 'review.hide',
      entity: 'review',
      businessId,
      reason,
      before: JSON.stringify({ status: 'visible', openReports: 2 }),
      after: JSON.stringify({ status: 'hidden', openReports: 0 }),
    });
    expect(entries[0]?.at.getTime()).toBe(row?.moderatedAt?.getTime());
  });

  it('answers 409 for a review already hidden, writing nothing and mailing nobody', async () => {
    const businessId = await listing();
    const { id, author } = await review(businessId, 3);
    expect((await hide(id)).status).toBe(200);
    const mails = mailbox.sent.filter((mail) => mail.to === author.email).length;
    const again = await hide(id, { reason: 'Still abusive, hiding again' });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ status: 'error', message: ALREADY_HIDDEN });
    expect(await auditOf(id)).toHaveLength(1);
    expect(mailbox.sent.filter((mail) => mail.to === author.email)).toHaveLength(mails);
  });

  it('lets only one of two admins hiding at the same moment write, with one audit entry', async () => {
    const businessId = await listing();
    const { id } = await review(businessId, 2);
    const other = await signedInPerson({ name: 'Other Admin', role: 'admin' });
    const answers = await Promise.all([hide(id), hide(id, undefined, other.token)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(await auditOf(id)).toHaveLength(1);
    const { stored, recount } = await ratingAndRecount(businessId);
    expect(stored).toEqual({ average: 0, count: 0 });
    expect(stored).toEqual(recount);
  });

  it('needs a reason of 3 to 500 characters, naming the field', async () => {
    const businessId = await listing();
    const { id } = await review(businessId, 2);
    for (const body of [undefined, {}, { reason: '  ' }, { reason: 'no' }, { reason: 'x'.repeat(MAX_REASON + 1) }, { reason: 12345 }]) {
      const refused = await api<Decided>('POST', `/admin/reviews/${id}/hide`, { token: admin.token, body });
      expect(refused.status).toBe(400);
      expect(refused.body.errors?.[0]?.field).toBe('reason');
    }
    expect((await hide(id, { reason: 'Spam', extra: true })).status).toBe(400);
    const [row] = await db.select().from(schema.reviews).where(eq(schema.reviews.id, id));
    expect(row?.status).toBe('visible');
    expect(await auditOf(id)).toEqual([]);
  });

  it('answers 404 for a review that does not exist', async () => {
    const missing = await hide('nosuchreview0000000');
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Review not found');
    expect((await restore('nosuchreview0000000')).status).toBe(404);
  });
});

describe('POST /api/admin/reviews/:id/restore', () => {
  it('brings a hidden review back, recounts the rating, resolves reports made meanwhile and tells the author', async () => {
    const name = `Frame Studio ${newId()}`;
    const businessId = await listing(name);
    await review(businessId, 5);
    const hidden = await review(businessId, 2, 'Waited an hour for my glasses.');
    expect((await hide(hidden.id)).status).toBe(200);
    await report(hidden.id);
    expect(await openReports(hidden.id)).toHaveLength(1);

    const { status, body } = await restore(hidden.id);
    expect(status).toBe(200);
    expect(body.message).toBe(REVIEW_DECISION_MESSAGES.restore);
    expect(body.data.decision).toBe('restore');
    expect(body.data.review).toMatchObject({ status: 'visible', moderationReason: null, reports: { open: 0, total: 1 } });
    const { stored, recount } = await ratingAndRecount(businessId);
    expect(stored).toEqual({ average: 3.5, count: 2 });
    expect(stored).toEqual(recount);
    expect(body.data.business.rating).toEqual({ average: 3.5, count: 2 });
    const listed = await publicReviews(businessId);
    expect(listed.body.data.reviews.map((found) => found.id)).toContain(hidden.id);
    expect(listed.body.data.statistics.ratingDistribution).toEqual({ 1: 0, 2: 1, 3: 0, 4: 0, 5: 1 });
    expect(await openReports(hidden.id)).toEqual([]);
    expect(mailbox.last(hidden.author.email).subject).toBe(`Your review of ${name} is visible again`);

    const entries = await auditOf(hidden.id);
    expect(entries.map((entry) => entry.action).sort()).toEqual(['review.hide', 'review.restore']);
    expect(entries.find((entry) => entry.action === 'review.restore')).toMatchObject({
      actorId: admin.id,
      reason: null,
      before: JSON.stringify({ status: 'hidden', openReports: 1 }),
      after: JSON.stringify({ status: 'visible', openReports: 0 }),
    });

    // Visible without open reports: nothing to restore.
    const again = await restore(hidden.id);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(NOTHING_TO_RESTORE);
    expect(await auditOf(hidden.id)).toHaveLength(2);
  });

  it('keeps a visible, reported review: its reports resolved, its rating untouched, its author not mailed', async () => {
    const businessId = await listing();
    const kept = await review(businessId, 4);
    await report(kept.id);
    await report(kept.id, 'I disagree with this review.');
    const before = await db.select().from(schema.businesses).where(eq(schema.businesses.id, businessId));
    const mails = mailbox.sent.length;

    const reason = 'An honest opinion, within the rules';
    const { status, body } = await restore(kept.id, { reason });
    expect(status).toBe(200);
    expect(body.message).toBe(REVIEW_DECISION_MESSAGES.keep);
    expect(body.data).toMatchObject({
      decision: 'keep',
      review: { status: 'visible', moderationReason: reason, reports: { open: 0, total: 2 } },
      business: { rating: { average: 4, count: 1 } },
    });
    expect(await openReports(kept.id)).toEqual([]);
    expect(await db.select().from(schema.businesses).where(eq(schema.businesses.id, businessId))).toEqual(before);
    expect(mailbox.sent).toHaveLength(mails);
    const entries = await auditOf(kept.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ action: 'review.keep', reason, after: JSON.stringify({ status: 'visible', openReports: 0 }) });

    expect((await restore(kept.id)).status).toBe(409);
    expect((await restore(kept.id, { reason: 'no' })).status).toBe(400);
    expect(await auditOf(kept.id)).toHaveLength(1);
  });

  it('decides through tRPC as through REST', async () => {
    const businessId = await listing();
    const { id } = await review(businessId, 1);
    const caller = createCallerFactory(appRouter)(requestContext({ token: admin.token }));
    const hidden = await caller.admin.hideReview({ id, reason: 'Off-topic rant about parking' });
    expect(hidden).toMatchObject({ decision: 'hide', review: { status: 'hidden' }, business: { rating: { average: 0, count: 0 } } });
    await expect(caller.admin.hideReview({ id, reason: 'Again' })).rejects.toMatchObject({ code: 'CONFLICT', message: ALREADY_HIDDEN });
    await expect(caller.admin.hideReview({ id, reason: '' })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    expect(await caller.admin.restoreReview({ id })).toMatchObject({ decision: 'restore', review: { status: 'visible' } });
    expect(await auditOf(id)).toHaveLength(2);
  });
});

describe('GET /api/admin/reviews', () => {
  it('lists every review, hidden ones too, newest first, with business, author and reports, filtered and searched', async () => {
    const name = `Spectacle Hub ${newId()}`;
    const businessId = await listing(name);
    const first = await review(businessId, 5, 'Lovely titanium frames.');
    const second = await review(businessId, 2, 'Lenses scratched within a week.');
    const third = await review(businessId, 3, 'Average service.');
    await report(third.id);
    expect((await hide(second.id)).status).toBe(200);

    const list = (query: string) =>
      api<{ data: { reviews: AdminReview[]; pagination: { page: number; limit: number; total: number; totalPages: number } } }>(
        'GET',
        `/admin/reviews?${query}`,
        { token: admin.token },
      );
    const all = await list(`query=${encodeURIComponent(name)}`);
    expect(all.status).toBe(200);
    expect(all.body.data.reviews.map((found) => found.id)).toEqual([third.id, second.id, first.id]);
    expect(all.body.data.pagination).toEqual({ page: 1, limit: 20, total: 3, totalPages: 1 });
    expect(all.body.data.reviews[0]).toEqual({
      id: third.id,
      rating: 3,
      title: '3 stars',
      content: 'Average service.',
      status: 'visible',
      isVerified: false,
      helpfulCount: 0,
      createdAt: expect.stringMatching(/^\d{4}-/),
      updatedAt: expect.stringMatching(/^\d{4}-/),
      moderatedAt: null,
      moderationReason: null,
      business: { id: businessId, name },
      author: { id: third.author.id, name: 'Reviewer 3', email: third.author.email },
      reports: { open: 1, total: 1 },
    });

    const ids = async (query: string) => (await list(query)).body.data.reviews.map((found) => found.id);
    const named = encodeURIComponent(name.toUpperCase());
    const filtered: [AdminReviewFilter, string[]][] = [
      ['hidden', [second.id]],
      ['visible', [third.id, first.id]],
      ['reported', [third.id]],
    ];
    for (const [status, expected] of filtered) expect(await ids(`status=${status}&query=${named}`)).toEqual(expected);
    // The author's e-mail and the review's own words find it too.
    expect(await ids(`query=${encodeURIComponent(first.author.email)}`)).toEqual([first.id]);
    expect(await ids(`query=${encodeURIComponent('SCRATCHED within')}`)).toEqual([second.id]);
    const paged = await list(`query=${named}&limit=2&page=2`);
    expect(paged.body.data.reviews.map((found) => found.id)).toEqual([first.id]);
    expect(paged.body.data.pagination).toEqual({ page: 2, limit: 2, total: 3, totalPages: 2 });

    expect((await list('status=deleted')).status).toBe(400);
    expect((await list(`query=${'x'.repeat(101)}`)).status).toBe(400);
    const caller = createCallerFactory(appRouter)(requestContext({ token: admin.token }));
    expect((await caller.admin.reviews({ status: 'hidden', query: name })).reviews.map((found) => found.id)).toEqual([second.id]);
  });
});

describe('contact messages', () => {
  interface Inbox {
    messages: { id: string; subject: string; status: ContactMessageStatus; statusChangedAt: string | null; createdAt: string }[];
    pagination: { page: number; limit: number; total: number; totalPages: number };
    counts: Record<ContactMessageStatus, number>;
  }
  const inbox = (query = '', token = admin.token) =>
    api<{ status: string; data: Inbox }>('GET', `/admin/contact-messages${query}`, { token });
  const mark = (id: string, body: unknown, token = admin.token) =>
    api<{ status: string; message: string; data: { contactMessage: Inbox['messages'][number] } }>(
      'PATCH',
      `/admin/contact-messages/${id}`,
      {
        token,
        body,
      },
    );

  /** Messages as the contact page stores them, a minute apart, the last one newest (and newer than any before). */
  async function addMessages(statuses: ContactMessageStatus[]) {
    const start = Date.now() + 60_000;
    const rows = statuses.map((status, n) => ({
      id: newId(),
      name: `Sender ${n}`,
      email: uniqueEmail('sender'),
      subject: `Question ${n}`,
      message: 'Can I list my shop in two categories?',
      status,
      createdAt: new Date(start + n * 60_000),
    }));
    await db.insert(schema.contactMessages).values(rows);
    return rows.map((row) => row.id);
  }

  it('lists them newest first, with the count of each status, and by status', async () => {
    const before = (await inbox()).body.data.counts;
    const [oldest, read, replied, newest] = await addMessages(['new', 'read', 'replied', 'new']);
    const { status, body } = await inbox('?limit=4');
    expect(status).toBe(200);
    expect(body.data.messages.map((message) => message.id)).toEqual([newest, replied, read, oldest]);
    expect(body.data.counts).toEqual({ ...before, new: before.new + 2, read: before.read + 1, replied: before.replied + 1 });
    expect(body.data.messages[0]).toEqual({
      id: newest,
      name: 'Sender 3',
      email: expect.stringMatching(/@example\.in$/),
      subject: 'Question 3',
      message: 'Can I list my shop in two categories?',
      status: 'new',
      statusChangedAt: null,
      createdAt: expect.stringMatching(/^\d{4}-/),
    });
    const fresh = await inbox('?status=new&limit=2');
    expect(fresh.body.data.messages.map((message) => message.id)).toEqual([newest, oldest]);
    expect(fresh.body.data.pagination.total).toBe(before.new + 2);
    expect((await inbox('?status=spam')).status).toBe(400);
  });

  it('marks a message, once per change, with one audit entry each', async () => {
    const [id = ''] = await addMessages(['new']);
    const marked = await mark(id, { status: 'read' });
    expect(marked.status).toBe(200);
    expect(marked.body.message).toBe('Message marked read');
    expect(marked.body.data.contactMessage).toMatchObject({ id, status: 'read', statusChangedAt: expect.stringMatching(/^\d{4}-/) });
    const [row] = await db.select().from(schema.contactMessages).where(eq(schema.contactMessages.id, id));
    expect(row?.status).toBe('read');
    expect(row?.statusChangedAt).toBeInstanceOf(Date);

    const again = await mark(id, { status: 'read' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This message is already marked read.');
    expect((await mark(id, { status: 'archived' })).status).toBe(400);
    expect((await mark(id, {})).status).toBe(400);
    expect((await mark('nosuchmessage000000', { status: 'closed' })).status).toBe(404);
    expect((await mark(id, { status: 'closed' }, user.token)).status).toBe(403);

    const caller = createCallerFactory(appRouter)(requestContext({ token: admin.token }));
    expect(await caller.admin.setContactMessageStatus({ id, status: 'replied' })).toMatchObject({
      contactMessage: { id, status: 'replied' },
    });
    expect((await caller.admin.contactMessages({ status: 'replied' })).messages.map((message) => message.id)).toContain(id);

    const entries = await auditOf(id);
    expect(entries.map((entry) => [entry.action, entry.entity, entry.actorId, entry.before, entry.after])).toEqual(
      expect.arrayContaining([
        ['contact-message.mark', 'contact-message', admin.id, JSON.stringify({ status: 'new' }), JSON.stringify({ status: 'read' })],
        ['contact-message.mark', 'contact-message', admin.id, JSON.stringify({ status: 'read' }), JSON.stringify({ status: 'replied' })],
      ]),
    );
    expect(entries).toHaveLength(2);
  });
});
