import { and, count, desc, eq, ne, sql } from 'drizzle-orm';
import { pagination } from '../../contracts/common.ts';
import { localMoment } from '../../contracts/hours.ts';
import { ENQUIRY_STATUSES, type EnquiryStatus } from '../../contracts/owner.ts';
import * as schema from '../../db/schema.ts';
import { csvFile } from '../../lib/csv.ts';
import { ApiError } from '../../lib/errors.ts';
import { assertOwns } from '../access.ts';
import { auditEntryUnlessAlready, unchanged } from '../audit.ts';
import type { RequestContext } from '../../env.ts';

/*
 * docs/product.md §3.23, an owner's leads inbox: the enquiries people sent a listing, newest first, each new until the
 * owner marks it replied or closed, and the same list as a CSV file.
 */

const columns = {
  id: schema.enquiries.id,
  name: schema.enquiries.name,
  email: schema.enquiries.email,
  phone: schema.enquiries.phone,
  message: schema.enquiries.message,
  createdAt: schema.enquiries.createdAt,
  status: schema.enquiries.status,
};

interface EnquiryRow {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  message: string;
  createdAt: Date;
  status: EnquiryStatus;
}

const shapeEnquiry = (row: EnquiryRow) => ({ ...row, createdAt: row.createdAt.toISOString() });

/** A listing's enquiries of one status: a range of the (business, status, created) index. */
const ofStatus = (businessId: string, status: EnquiryStatus) =>
  and(eq(schema.enquiries.businessId, businessId), eq(schema.enquiries.status, status));

/**
 * A listing's enquiries, or those of one status, newest first: every form reads the (business, status, created)
 * index only as far as the page goes. All of them is the newest `offset + limit` of each status, merged here: three
 * short ranges instead of a second index on every enquiry (docs/decisions/043-keys-read-one-way.md).
 */
export async function listEnquiries(
  ctx: RequestContext,
  { id: businessId, page, limit, status }: { id: string; page: number; limit: number; status?: EnquiryStatus | undefined },
) {
  await assertOwns(ctx, businessId);
  const { db } = ctx;
  const offset = (page - 1) * limit;
  const newest = (of: EnquiryStatus, take: number, skip: number) =>
    db
      .select(columns)
      .from(schema.enquiries)
      .where(ofStatus(businessId, of))
      .orderBy(desc(schema.enquiries.createdAt), desc(sql`${schema.enquiries}.rowid`))
      .limit(take)
      .offset(skip);
  const [counted, ...lists] = await db.batch([
    // Counted on the (business, status, created) index alone: no enquiry's text is read for the tabs' numbers.
    db
      .select({ status: schema.enquiries.status, n: count() })
      .from(schema.enquiries)
      .where(eq(schema.enquiries.businessId, businessId))
      .groupBy(schema.enquiries.status),
    ...(status ? [newest(status, limit, offset)] : ENQUIRY_STATUSES.map((of) => newest(of, offset + limit, 0))),
  ]);
  const rows = status
    ? lists[0]!
    : lists
        .flat()
        .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
        .slice(offset, offset + limit);
  const counts = Object.fromEntries(ENQUIRY_STATUSES.map((name) => [name, 0])) as Record<EnquiryStatus, number>;
  for (const { status: name, n } of counted) counts[name] = n;
  const total = status ? counts[status] : counts.new + counts.replied + counts.closed;
  return { enquiries: rows.map(shapeEnquiry), pagination: pagination(page, limit, total), counts };
}

/**
 * Marks an enquiry new, replied or closed: its listing's owner or an admin only; the audit entry is `enquiry.status`.
 * The status it already has changes nothing and leaves no entry (issue 33): it answers the enquiry as it stands. The
 * update runs only while the status is another, and its entry only while the update will change it, so two identical
 * writes at once leave one entry.
 */
export async function setEnquiryStatus(ctx: RequestContext, { id: enquiryId, status }: { id: string; status: EnquiryStatus }) {
  const { db } = ctx;
  const [found] = await db
    .select({ ...columns, businessId: schema.enquiries.businessId })
    .from(schema.enquiries)
    .where(eq(schema.enquiries.id, enquiryId))
    .limit(1);
  if (!found) throw new ApiError(404, 'Enquiry not found');
  const { businessId, ...enquiry } = found;
  const { user } = await assertOwns(ctx, businessId);
  const entry = {
    actorId: user.id,
    action: 'enquiry.status',
    entity: 'enquiry',
    entityId: enquiryId,
    businessId,
    before: { status: enquiry.status },
    after: { status },
  } as const;
  if (unchanged(entry)) return shapeEnquiry(enquiry);
  const changes = sql`${eq(schema.enquiries.id, enquiryId)} AND ${ne(schema.enquiries.status, status)}`;
  const [, [updated]] = await db.batch([
    auditEntryUnlessAlready(db, entry, schema.enquiries, changes),
    db.update(schema.enquiries).set({ status, statusChangedAt: new Date() }).where(changes).returning(columns),
  ]);
  if (updated) return shapeEnquiry(updated);
  // Nothing changed: another write gave it this status meanwhile, or it went with its sender's account or its listing.
  const [current] = await db.select(columns).from(schema.enquiries).where(eq(schema.enquiries.id, enquiryId)).limit(1);
  if (!current) throw new ApiError(404, 'Enquiry not found');
  return shapeEnquiry(current);
}

const CSV_HEADER = ['Received', 'Name', 'Email', 'Phone', 'Message', 'Status'] as const;

/** A file name's part from a listing's name: ASCII words joined by dashes, or nothing when none are left. */
function fileSlug(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
}

/**
 * Every enquiry of a listing (or of one status), newest first, as a CSV file named after the listing and today's date
 * in the city. Times are ISO 8601 in UTC, as the API gives them.
 */
export async function exportEnquiries(ctx: RequestContext, { id: businessId, status }: { id: string; status?: EnquiryStatus | undefined }) {
  await assertOwns(ctx, businessId);
  const { db } = ctx;
  const [[business], rows] = await db.batch([
    db.select({ name: schema.businesses.name }).from(schema.businesses).where(eq(schema.businesses.id, businessId)).limit(1),
    db
      .select(columns)
      .from(schema.enquiries)
      .where(status ? ofStatus(businessId, status) : eq(schema.enquiries.businessId, businessId))
      .orderBy(desc(schema.enquiries.createdAt)),
  ]);
  const csv = csvFile(
    CSV_HEADER,
    rows.map((row) => [row.createdAt.toISOString(), row.name, row.email, row.phone, row.message, row.status]),
  );
  const filename = `enquiries-${fileSlug(business?.name ?? '') || businessId}-${localMoment(new Date()).date}.csv`;
  return { filename, csv };
}
