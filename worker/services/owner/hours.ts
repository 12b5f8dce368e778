import { eq } from 'drizzle-orm';
import { clockSpan, WEEKDAYS, type HoursUpdateInput, type Weekday } from '../../contracts/hours.ts';
import * as schema from '../../db/schema.ts';
import { assertOwns } from '../access.ts';
import { auditEntry } from '../audit.ts';
import type { RequestContext } from '../context.ts';
import { businessPage, purgePages } from '../page-cache.ts';
import { specialDayRows, specialDaysFromRows, type SpecialDayRow } from '../hours.ts';

/**
 * docs/product.md §3.23, a listing's opening hours as its owner sets them: the week replaces the old week and, when
 * given, the special days replace the old ones, in one batch with the confirmation date and the audit entry
 * (`hours.set`: the week, and the special days when they were given, before and after). The search index, open-now
 * and the public profile follow through the hours tables' triggers (migrations/0002_search_index.sql).
 */
export async function setListingHours(ctx: RequestContext, businessId: string, input: HoursUpdateInput) {
  const { user } = await assertOwns(ctx, businessId);
  const { db } = ctx;
  const now = new Date();
  const weekly = input.weekly.map(([dayOfWeek, opensAt, closesAt]) => ({ businessId, dayOfWeek, opensAt, closesAt }));
  const special = input.special?.flatMap((day) => specialDayRows(day).map((row) => ({ businessId, ...row })));
  const [periodsBefore, specialBefore] = await readHoursRows(ctx, businessId);
  const before = hoursOf(periodsBefore, specialBefore);
  const after = hoursOf(weekly, special ?? specialBefore);
  await db.batch([
    db.delete(schema.businessHours).where(eq(schema.businessHours.businessId, businessId)),
    ...(weekly.length ? [db.insert(schema.businessHours).values(weekly)] : []),
    ...(special ? [db.delete(schema.businessSpecialDays).where(eq(schema.businessSpecialDays.businessId, businessId))] : []),
    ...(special?.length ? [db.insert(schema.businessSpecialDays).values(special)] : []),
    db.update(schema.businesses).set({ hoursConfirmedAt: now, updatedAt: now }).where(eq(schema.businesses.id, businessId)),
    auditEntry(db, {
      actorId: user.id,
      action: 'hours.set',
      entity: 'hours',
      entityId: businessId,
      businessId,
      before: { weekly: before.weekly, ...(special && { special: before.special }) },
      after: { weekly: after.weekly, ...(special && { special: after.special }) },
      at: now,
    }),
  ]);
  await purgePages(ctx, [businessPage(businessId)]);
  return readListingHours(ctx, businessId);
}

/** The hours as the owner's form and the API write them. */
export async function getListingHours(ctx: RequestContext, businessId: string) {
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
