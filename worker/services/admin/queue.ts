import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { alias, type SQLiteColumn } from 'drizzle-orm/sqlite-core';
import {
  QUEUE_DEPTH,
  QUEUE_TYPES,
  REPORTS_PER_ITEM,
  type ClaimQueueItem,
  type ContactQueueItem,
  type EditQueueItem,
  type ListingQueueItem,
  type PhotoQueueItem,
  type QueueItem,
  type QueuePage,
  type QueueQuery,
  type QueueType,
  type ReportQueueItem,
} from '../../contracts/admin-queue.ts';
import { pagination } from '../../contracts/common.ts';
import { HELD_FIELDS, heldFieldWords, heldValue } from '../../contracts/owner.ts';
import { PORTAL_ROLES } from '../../contracts/roles.ts';
import * as schema from '../../db/schema.ts';
import { D1Round, type Lookup } from '../../lib/d1-round.ts';
import { requireRole } from '../access.ts';
import { mediaUrl } from '../business-shape.ts';
import type { RequestContext } from '../../env.ts';

/*
 * docs/product.md §3.24, the admin queue: pending listings, listings' held edits, claims for our team, uploaded photos
 * nobody has looked at, reported reviews and new contact messages, oldest first. Each kind is read through its own
 * (status, time) index, at most page × limit of its oldest, and only the page's items are then read in full: a page
 * of every kind reads at most six such runs however long the queue is, and a count stops at QUEUE_DEPTH. What differs
 * between the kinds is in one table (KINDS): the queue reads every kind through it alike.
 */

/** Where an item waits: its id and when it started waiting (ms), as its kind's index gives them. */
interface Waiting {
  id: string;
  at: number;
}

/** One item's place in the queue, before it is read in full. */
interface QueueKey extends Waiting {
  type: QueueType;
}

/** What waits of a kind of item, through the kind's (status, time) index. */
interface WaitingItems {
  /** How many wait, at most QUEUE_DEPTH: an SQL expression, one column of the counts' statement. */
  count: string;
  /** The oldest `count` waiting, oldest first. */
  oldest(read: Lookup, count: number): Promise<Waiting[]>;
}

/** A kind of item, and all the queue needs of it: what waits, and the page's items of the kind read in full. */
interface QueueKind<Item extends QueueItem> extends WaitingItems {
  /** The page's items of this kind (`keys`), each read by its id and checked to be waiting still. */
  read(ctx: RequestContext, keys: QueueKey[]): Promise<Item[]>;
}

/** What waits of the kinds whose every waiting row of one table is an item. */
function waitingIn(source: { table: string; at: string; where: string }): WaitingItems {
  const { table, at, where } = source;
  return {
    count: `(SELECT count(*) FROM (SELECT 1 FROM ${table} WHERE ${where} LIMIT ${QUEUE_DEPTH}))`,
    oldest: async (read, count) => {
      const rows = await read<{ id: string; at: number | null }>(
        `SELECT id AS id, ${at} AS at FROM ${table} WHERE ${where} ORDER BY ${at}, id LIMIT ?`,
        count,
      );
      return rows.results.map((row) => ({ id: row.id, at: row.at ?? 0 }));
    },
  };
}

/**
 * A review's open reports that count: not yet resolved, and not about a review an admin has decided on since it last
 * changed (an admin who kept it has seen it; new reports bring it back only once its author edits it).
 */
const OPEN_REPORTS = `review_reports r JOIN reviews v ON v.id = r.review_id
  WHERE r.resolved_at IS NULL AND (v.moderated_at IS NULL OR v.updated_at > v.moderated_at)`;

/**
 * Reports are grouped by review from the oldest REPORT_WINDOW open reports (through the reports' queue index): a review
 * whose reports are all newer comes up as older ones are decided.
 */
const REPORT_WINDOW = 5 * QUEUE_DEPTH;
const REPORTED_REVIEWS = `SELECT review_id, min(created_at) AS at FROM (
    SELECT r.review_id, r.created_at FROM ${OPEN_REPORTS} ORDER BY r.created_at LIMIT ${REPORT_WINDOW}
  ) GROUP BY review_id`;

/** A listing's held edits wait as one item, from its oldest edit. */
const waitingEdits: WaitingItems = {
  count: `(SELECT count(*) FROM (SELECT DISTINCT business_id FROM business_changes WHERE status = 'pending' LIMIT ${QUEUE_DEPTH}))`,
  oldest: async (read, count) => {
    // A listing has at most one waiting edit per held field, so its oldest this many edits name its oldest `count` listings.
    const rows = await read<{ id: string; at: number }>(
      `SELECT business_id AS id, requested_at AS at FROM business_changes WHERE status = 'pending' ORDER BY requested_at LIMIT ?`,
      count * HELD_FIELDS.length,
    );
    const first = new Map<string, number>();
    for (const row of rows.results) if (!first.has(row.id)) first.set(row.id, row.at);
    return [...first].slice(0, count).map(([id, at]) => ({ id, at }));
  },
};

/** A reported review waits as one item, from its oldest open report. */
const waitingReports: WaitingItems = {
  count: `(SELECT min(count(*), ${QUEUE_DEPTH}) FROM (${REPORTED_REVIEWS}))`,
  oldest: async (read, count) => {
    const rows = await read<{ id: string; at: number | null }>(
      `SELECT review_id AS id, at FROM (${REPORTED_REVIEWS}) ORDER BY at, id LIMIT ?`,
      count,
    );
    return rows.results.map((row) => ({ id: row.id, at: row.at ?? 0 }));
  },
};

const iso = (date: Date) => date.toISOString();

/** Groups rows by a key, keeping their order. */
function groupBy<Row>(rows: Row[], keyOf: (row: Row) => string): Map<string, Row[]> {
  const groups = new Map<string, Row[]>();
  for (const row of rows) {
    const group = groups.get(keyOf(row));
    if (group) group.push(row);
    else groups.set(keyOf(row), [row]);
  }
  return groups;
}

/**
 * A reader checks again that the page's items still wait, but it finds them by id: the unary plus keeps SQLite (D1
 * keeps no ANALYZE statistics) from reading the check's (status, time) index instead, which walked all 35,000 pending
 * listings at 1,000,000 businesses (a second per queue page) to find the page's twenty.
 */
const stillIs = (column: SQLiteColumn, value: string) => sql`+${column} = ${value}`;

/** The ids of a page's items of one kind. */
const idsOf = (keys: QueueKey[]) => keys.map((key) => key.id);

async function readListings(ctx: RequestContext, keys: QueueKey[]): Promise<ListingQueueItem[]> {
  const b = schema.businesses;
  const owner = alias(schema.users, 'owner');
  const rows = await ctx.db
    .select({
      business: b,
      category: schema.categories.name,
      owner: { id: owner.id, name: owner.name, email: owner.email },
    })
    .from(b)
    .innerJoin(schema.categories, eq(schema.categories.id, b.categoryId))
    .leftJoin(owner, eq(owner.id, b.ownerId))
    .where(and(inArray(b.id, idsOf(keys)), stillIs(b.status, 'pending')));
  return rows.map(({ business, category, owner: ownerRow }): ListingQueueItem => ({
    id: business.id,
    type: 'listing',
    createdAt: iso(business.createdAt),
    businessId: business.id,
    businessName: business.name,
    summary: `New listing: ${business.name}${business.locality ? ` in ${business.locality}` : ''}`,
    updatedAt: iso(business.updatedAt),
    listing: {
      nameKn: business.nameKn,
      nameHi: business.nameHi,
      category,
      description: business.description,
      address: business.address,
      locality: business.locality,
      pincode: business.pincode,
      phone: business.phone,
      whatsapp: business.whatsapp,
      email: business.email,
      website: business.website,
      statusReason: business.statusReason,
    },
    owner: ownerRow,
  }));
}

async function readEdits(ctx: RequestContext, keys: QueueKey[]): Promise<EditQueueItem[]> {
  const b = schema.businesses;
  const c = schema.businessChanges;
  const owner = alias(schema.users, 'owner');
  const liveCategory = alias(schema.categories, 'live_category');
  const newCategory = alias(schema.categories, 'new_category');
  const rows = await ctx.db
    .select({
      field: c.field,
      newValue: c.newValue,
      requestedAt: c.requestedAt,
      newCategory: newCategory.name,
      business: {
        id: b.id,
        name: b.name,
        nameKn: b.nameKn,
        nameHi: b.nameHi,
        address: b.address,
        pincode: b.pincode,
        phone: b.phone,
        category: liveCategory.name,
      },
      owner: { id: owner.id, name: owner.name, email: owner.email },
    })
    .from(c)
    .innerJoin(b, eq(b.id, c.businessId))
    .innerJoin(liveCategory, eq(liveCategory.id, b.categoryId))
    .leftJoin(newCategory, and(eq(c.field, 'category'), eq(newCategory.id, c.newValue)))
    .leftJoin(owner, eq(owner.id, b.ownerId))
    .where(and(inArray(c.businessId, idsOf(keys)), stillIs(c.status, 'pending')));
  const byListing = groupBy(rows, (row) => row.business.id);
  return keys.flatMap((key): EditQueueItem[] => {
    const edits = byListing.get(key.id)?.toSorted((x, y) => HELD_FIELDS.indexOf(x.field) - HELD_FIELDS.indexOf(y.field));
    const first = edits?.[0];
    if (!edits || !first) return [];
    const { business } = first;
    const fields = edits.map((edit) => edit.field);
    return [
      {
        id: business.id,
        type: 'edit',
        createdAt: new Date(key.at).toISOString(),
        businessId: business.id,
        businessName: business.name,
        summary: `${business.name}: new ${heldFieldWords(fields)}`,
        updatedAt: new Date(Math.max(...edits.map((edit) => edit.requestedAt.getTime()))).toISOString(),
        changes: edits.map((edit) => ({
          field: edit.field,
          oldValue: business[edit.field],
          newValue: edit.newCategory ?? heldValue(edit.newValue),
          requestedAt: iso(edit.requestedAt),
        })),
        owner: first.owner,
      },
    ];
  });
}

async function readClaims(ctx: RequestContext, keys: QueueKey[]): Promise<ClaimQueueItem[]> {
  const claims = schema.businessClaims;
  const claimant = alias(schema.users, 'claimant');
  const owner = alias(schema.users, 'owner');
  const rows = await ctx.db
    .select({
      claim: claims,
      businessName: schema.businesses.name,
      claimant: { id: claimant.id, name: claimant.name, email: claimant.email },
      owner: { id: owner.id, name: owner.name, email: owner.email },
    })
    .from(claims)
    .innerJoin(schema.businesses, eq(schema.businesses.id, claims.businessId))
    .innerJoin(claimant, eq(claimant.id, claims.userId))
    .leftJoin(owner, eq(owner.id, schema.businesses.ownerId))
    .where(inArray(claims.id, idsOf(keys)));
  return rows.map(({ claim, businessName, claimant: claimantRow, owner: ownerRow }): ClaimQueueItem => ({
    id: claim.id,
    type: 'claim',
    createdAt: iso(claim.createdAt),
    businessId: claim.businessId,
    businessName,
    summary: `${claimantRow.name} claims ${businessName}`,
    claimant: claimantRow,
    owner: ownerRow,
    evidenceType: claim.evidenceType,
    evidenceNumber: claim.evidenceNumber,
    message: claim.message,
    documentUrl: claim.documentKey ? `/api/admin/claims/${encodeURIComponent(claim.id)}/document` : null,
  }));
}

async function readPhotos(ctx: RequestContext, keys: QueueKey[]): Promise<PhotoQueueItem[]> {
  const media = schema.businessMedia;
  const uploader = alias(schema.users, 'uploader');
  const rows = await ctx.db
    .select({
      photo: media,
      businessName: schema.businesses.name,
      uploader: { id: uploader.id, name: uploader.name, email: uploader.email },
    })
    .from(media)
    .innerJoin(schema.businesses, eq(schema.businesses.id, media.businessId))
    .leftJoin(uploader, eq(uploader.id, media.uploadedBy))
    .where(and(inArray(media.id, idsOf(keys)), sql`+${media.uploadedAt} IS NOT NULL AND +${media.reviewedAt} IS NULL`));
  return rows.map(({ photo, businessName, uploader: uploaderRow }): PhotoQueueItem => ({
    id: photo.id,
    type: 'photo',
    createdAt: iso(photo.uploadedAt ?? new Date(0)),
    businessId: photo.businessId,
    businessName,
    summary: `New photo of ${businessName}`,
    url: mediaUrl(ctx.mediaBase, photo.url),
    alt: photo.alt,
    isPrimary: photo.isPrimary,
    uploadedBy: uploaderRow,
  }));
}

interface ReportRow {
  id: string;
  review_id: string;
  reason: string;
  created_at: number;
  reporter_id: string;
  reporter_name: string;
  total: number;
}

async function readReports(ctx: RequestContext, keys: QueueKey[]): Promise<ReportQueueItem[]> {
  const ids = idsOf(keys);
  const reviews = schema.reviews;
  const [rows, reports] = await Promise.all([
    ctx.db
      .select({
        review: reviews,
        businessName: schema.businesses.name,
        author: { id: schema.users.id, name: schema.users.name, email: schema.users.email },
      })
      .from(reviews)
      .innerJoin(schema.businesses, eq(schema.businesses.id, reviews.businessId))
      .innerJoin(schema.users, eq(schema.users.id, reviews.userId))
      .where(inArray(reviews.id, ids)),
    // Each review's open reports, oldest first, the first REPORTS_PER_ITEM of them with the count of all.
    ctx.db.$client
      .prepare(
        `SELECT id, review_id, reason, created_at, reporter_id, reporter_name, total FROM (
           SELECT r.id, r.review_id, r.reason, r.created_at, u.id AS reporter_id, u.name AS reporter_name,
             row_number() OVER (PARTITION BY r.review_id ORDER BY r.created_at, r.id) AS n,
             count(*) OVER (PARTITION BY r.review_id) AS total
           FROM review_reports r JOIN users u ON u.id = r.user_id
           WHERE r.review_id IN (${ids.map(() => '?').join(', ')}) AND r.resolved_at IS NULL
         ) WHERE n <= ? ORDER BY created_at, id`,
      )
      .bind(...ids, REPORTS_PER_ITEM)
      .all<ReportRow>(),
  ]);
  const byReview = groupBy(reports.results, (report) => report.review_id);
  const at = new Map(keys.map((key) => [key.id, key.at]));
  return rows.flatMap(({ review, businessName, author }): ReportQueueItem[] => {
    const open = byReview.get(review.id) ?? [];
    const count = open[0]?.total ?? 0;
    if (!count) return [];
    return [
      {
        id: review.id,
        type: 'report',
        createdAt: new Date(at.get(review.id) ?? 0).toISOString(),
        businessId: review.businessId,
        businessName,
        summary: `Review of ${businessName} reported ${count === 1 ? 'once' : `${count} times`}`,
        review: {
          id: review.id,
          rating: review.rating,
          title: review.title,
          content: review.content,
          status: review.status,
          createdAt: iso(review.createdAt),
          updatedAt: iso(review.updatedAt),
          author,
        },
        reportCount: count,
        reports: open.map((report) => ({
          id: report.id,
          reason: report.reason,
          createdAt: new Date(report.created_at).toISOString(),
          reporter: { id: report.reporter_id, name: report.reporter_name },
        })),
      },
    ];
  });
}

async function readContacts(ctx: RequestContext, keys: QueueKey[]): Promise<ContactQueueItem[]> {
  const messages = schema.contactMessages;
  const rows = await ctx.db
    .select()
    .from(messages)
    .where(and(inArray(messages.id, idsOf(keys)), stillIs(messages.status, 'new')))
    .orderBy(asc(messages.createdAt));
  return rows.map((message): ContactQueueItem => ({
    id: message.id,
    type: 'contact',
    createdAt: iso(message.createdAt),
    businessId: null,
    businessName: null,
    summary: `Message from ${message.name}: ${message.subject}`,
    name: message.name,
    email: message.email,
    subject: message.subject,
    message: message.message,
  }));
}

/**
 * Every kind of item, in QUEUE_TYPES' order: what waits of it and how its items are read. The queue below reads them
 * all alike.
 */
const KINDS: { [Type in QueueType]: QueueKind<Extract<QueueItem, { type: Type }>> } = {
  listing: { ...waitingIn({ table: 'businesses', at: 'created_at', where: `status = 'pending' AND is_verified = 0` }), read: readListings },
  edit: { ...waitingEdits, read: readEdits },
  claim: { ...waitingIn({ table: 'business_claims', at: 'created_at', where: `status = 'pending'` }), read: readClaims },
  photo: {
    ...waitingIn({ table: 'business_media', at: 'uploaded_at', where: 'uploaded_at IS NOT NULL AND reviewed_at IS NULL' }),
    read: readPhotos,
  },
  report: { ...waitingReports, read: readReports },
  contact: { ...waitingIn({ table: 'contact_messages', at: 'created_at', where: `status = 'new'` }), read: readContacts },
};

/** Counts of every kind in one statement, each reading at most QUEUE_DEPTH entries of its index. */
const COUNTS_SQL = `SELECT
  ${QUEUE_TYPES.map((type) => `${KINDS[type].count} AS ${type}`).join(',\n  ')}`;

async function countWaiting(read: Lookup): Promise<Record<QueueType, number>> {
  const row = (await read<Record<QueueType, number>>(COUNTS_SQL)).results[0];
  return Object.fromEntries(QUEUE_TYPES.map((type) => [type, row?.[type] ?? 0])) as Record<QueueType, number>;
}

/** The oldest `count` items of a kind, oldest first. */
async function oldestKeys(read: Lookup, type: QueueType, count: number): Promise<QueueKey[]> {
  return (await KINDS[type].oldest(read, count)).map((waiting) => ({ type, ...waiting }));
}

/**
 * `GET /api/admin/queue`: one page of what waits, oldest first (ties by kind, in QUEUE_TYPES' order, then id), of one
 * kind or of all; the counts of every kind whatever the filter. An item decided between the two reads of a page is
 * left out of it.
 */
export async function readQueue(ctx: RequestContext, query: QueueQuery): Promise<QueuePage> {
  await requireRole(ctx, PORTAL_ROLES.admin);
  const types: readonly QueueType[] = query.type ? [query.type] : QUEUE_TYPES;
  const offset = (query.page - 1) * query.limit;
  // The counts and every kind's oldest keys in one round trip.
  const round = new D1Round(ctx.db.$client);
  const waiting = Promise.all([countWaiting(round.read), ...types.map((type) => oldestKeys(round.read, type, query.page * query.limit))]);
  await round.send();
  const [counts, ...runs] = await waiting;
  const order = (key: QueueKey) => QUEUE_TYPES.indexOf(key.type);
  const page = runs
    .flat()
    .sort((a, b) => a.at - b.at || order(a) - order(b) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
    .slice(offset, offset + query.limit);
  const read = await Promise.all(
    QUEUE_TYPES.map((type) => {
      const keys = page.filter((key) => key.type === type);
      return keys.length ? KINDS[type].read(ctx, keys) : [];
    }),
  );
  const items = new Map(read.flat().map((item) => [`${item.type}:${item.id}`, item]));
  const total = types.reduce((sum, type) => sum + counts[type], 0);
  return {
    items: page.flatMap((key) => items.get(`${key.type}:${key.id}`) ?? []),
    counts,
    pagination: pagination(query.page, query.limit, total),
  };
}
