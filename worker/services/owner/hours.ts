import { eq, sql, type SQL } from 'drizzle-orm';
import type { SQLiteColumn, SQLiteTable } from 'drizzle-orm/sqlite-core';
import { clockSpan, WEEKDAYS, type HoursUpdateInput, type Weekday } from '../../contracts/hours.ts';
import * as schema from '../../db/schema.ts';
import { assertOwns } from '../access.ts';
import { auditEntryIf, unchanged } from '../audit.ts';
import { businessPage, purgePages } from '../page-cache.ts';
import { specialDayRows, specialDaysFromRows, type SpecialDayRow } from '../hours.ts';
import type { RequestContext } from '../../env.ts';

/**
 * docs/product.md §3.23, a listing's opening hours as its owner sets them: the week replaces the old week and, when
 * given, the special days replace the old ones, in one batch with the confirmation date and the audit entry
 * (`hours.set`: the week, and the special days when they were given, before and after). The search index, open-now
 * and the public profile follow through the hours tables' triggers (migrations/0002_search_index.sql).
 *
 * The hours they already are change nothing and leave no entry (issue 33): saving them again only confirms them (the
 * confirmation date the profile shows). The entry goes first in the batch and is written only while the stored hours
 * are not yet the new ones, so two identical saves at once leave one entry.
 */
export async function setListingHours(ctx: RequestContext, { id: businessId, hours: input }: { id: string; hours: HoursUpdateInput }) {
  const { user } = await assertOwns(ctx, businessId);
  const { db } = ctx;
  const now = new Date();
  const weekly = input.weekly.map(([dayOfWeek, opensAt, closesAt]) => ({ businessId, dayOfWeek, opensAt, closesAt }));
  const special = input.special?.flatMap((day) => specialDayRows(day).map((row) => ({ businessId, ...row })));
  const [periodsBefore, specialBefore] = await readHoursRows(ctx, businessId);
  const before = hoursOf(periodsBefore, specialBefore);
  const after = hoursOf(weekly, special ?? specialBefore);
  const entry = {
    actorId: user.id,
    action: 'hours.set',
    entity: 'hours',
    entityId: businessId,
    businessId,
    before: { weekly: before.weekly, ...(special && { special: before.special }) },
    after: { weekly: after.weekly, ...(special && { special: after.special }) },
    at: now,
  } as const;
  const changes = unchanged(entry)
    ? []
    : [
        auditEntryIf(db, entry, sql`NOT (${storedHoursAre(businessId, weekly, special)})`),
        db.delete(schema.businessHours).where(eq(schema.businessHours.businessId, businessId)),
        ...(weekly.length ? [db.insert(schema.businessHours).values(weekly)] : []),
        ...(special ? [db.delete(schema.businessSpecialDays).where(eq(schema.businessSpecialDays.businessId, businessId))] : []),
        ...(special?.length ? [db.insert(schema.businessSpecialDays).values(special)] : []),
      ];
  await db.batch([
    db.update(schema.businesses).set({ hoursConfirmedAt: now, updatedAt: now }).where(eq(schema.businesses.id, businessId)),
    ...changes,
  ]);
  await purgePages(ctx, [businessPage(businessId)]);
  return readListingHours(ctx, businessId);
}

/**
 * The listing's stored rows of a table are exactly `rows` (as `columns` give them), in SQL for a batch: as many, and
 * each of them there. The expected rows travel as one JSON parameter, however many there are.
 */
function storedRowsAre(table: SQLiteTable, owner: SQLiteColumn, businessId: string, columns: SQLiteColumn[], rows: unknown[][]): SQL {
  const stored = sql`(SELECT count(*) FROM ${table} WHERE ${owner} = ${businessId})`;
  if (rows.length === 0) return sql`${stored} = 0`;
  const fields = sql.join(
    columns.map((_column, n) => sql.raw(`json_extract(value, '$[${n}]')`)),
    sql`, `,
  );
  const matching = sql`(SELECT count(*) FROM ${table} WHERE ${owner} = ${businessId} AND (${sql.join(columns, sql`, `)}) IN (SELECT ${fields} FROM json_each(${JSON.stringify(rows)})))`;
  return sql`${stored} = ${rows.length} AND ${matching} = ${rows.length}`;
}

/** The listing's stored hours are these: the week, and the special days when they are given. */
function storedHoursAre(
  businessId: string,
  weekly: readonly { dayOfWeek: number; opensAt: number; closesAt: number }[],
  special: readonly SpecialDayRow[] | undefined,
): SQL {
  const hours = schema.businessHours;
  const days = schema.businessSpecialDays;
  const week = storedRowsAre(
    hours,
    hours.businessId,
    businessId,
    [hours.dayOfWeek, hours.opensAt, hours.closesAt],
    weekly.map((row) => [row.dayOfWeek, row.opensAt, row.closesAt]),
  );
  if (!special) return week;
  const specialDays = storedRowsAre(
    days,
    days.businessId,
    businessId,
    [days.date, days.closed, days.opensAt, days.closesAt],
    special.map((row) => [row.date, row.closed ? 1 : 0, row.opensAt, row.closesAt]),
  );
  return sql`${week} AND ${specialDays}`;
}

/** The hours as the owner's form and the API write them. */
export async function getListingHours(ctx: RequestContext, { id: businessId }: { id: string }) {
  await assertOwns(ctx, businessId);
  return readListingHours(ctx, businessId);
}

function readHoursRows(ctx: RequestContext, businessId: string) {
  const { db } = ctx;
  return Promise.all([
    db.select().from(schema.businessHours).where(eq(schema.businessHours.businessId, businessId)),
    db.select().from(schema.businessSpecialDays).where(eq(schema.businessSpecialDays.businessId, businessId)),
  ]);
}

/** The week's periods and the special days' rows, in the form the API writes them: each day's periods by opening time. */
function hoursOf(periods: readonly { dayOfWeek: number; opensAt: number; closesAt: number }[], specialRows: readonly SpecialDayRow[]) {
  const weekly = Object.fromEntries(WEEKDAYS.map((day) => [day, [] as ReturnType<typeof clockSpan>[]])) as Record<
    Weekday,
    ReturnType<typeof clockSpan>[]
  >;
  const inOrder = periods.toSorted((a, b) => a.dayOfWeek - b.dayOfWeek || a.opensAt - b.opensAt);
  for (const period of inOrder) weekly[WEEKDAYS[period.dayOfWeek] as Weekday].push(clockSpan([period.opensAt, period.closesAt]));
  const special = specialDaysFromRows(specialRows).map((day) =>
    day.closed
      ? { date: day.date, closed: true as const }
      : { date: day.date, closed: false as const, periods: day.periods.map(clockSpan) },
  );
  return { weekly, special };
}

async function readListingHours(ctx: RequestContext, businessId: string) {
  const [[periods, specialRows], [business]] = await Promise.all([
    readHoursRows(ctx, businessId),
    ctx.db.select({ confirmedAt: schema.businesses.hoursConfirmedAt }).from(schema.businesses).where(eq(schema.businesses.id, businessId)),
  ]);
  return { ...hoursOf(periods, specialRows), confirmedAt: business?.confirmedAt?.toISOString() ?? null };
}
