import { asc, eq } from 'drizzle-orm';
import { clockSpan, WEEKDAYS, type HoursUpdateInput, type Weekday } from '../../contracts/hours.ts';
import * as schema from '../../db/schema.ts';
import { assertOwns } from '../access.ts';
import type { RequestContext } from '../context.ts';
import { specialDayRows, specialDaysFromRows } from '../hours.ts';

/**
 * docs/product.md §3.23, a listing's opening hours as its owner sets them: the week replaces the old week and, when
 * given, the special days replace the old ones, in one batch with the confirmation date. The search index, open-now
 * and the public profile follow through the hours tables' triggers (migrations/0002_search_index.sql).
 */
export async function setListingHours(ctx: RequestContext, businessId: string, input: HoursUpdateInput) {
  await assertOwns(ctx, businessId);
  const { db } = ctx;
  const now = new Date();
  const weekly = input.weekly.map(([dayOfWeek, opensAt, closesAt]) => ({ businessId, dayOfWeek, opensAt, closesAt }));
  const special = input.special?.flatMap((day) => specialDayRows(day).map((row) => ({ businessId, ...row })));
  await db.batch([
    db.delete(schema.businessHours).where(eq(schema.businessHours.businessId, businessId)),
    ...(weekly.length ? [db.insert(schema.businessHours).values(weekly)] : []),
    ...(special ? [db.delete(schema.businessSpecialDays).where(eq(schema.businessSpecialDays.businessId, businessId))] : []),
    ...(special?.length ? [db.insert(schema.businessSpecialDays).values(special)] : []),
    db.update(schema.businesses).set({ hoursConfirmedAt: now, updatedAt: now }).where(eq(schema.businesses.id, businessId)),
  ]);
  return readListingHours(ctx, businessId);
}

/** The hours as the owner's form and the API write them. */
export async function getListingHours(ctx: RequestContext, businessId: string) {
  await assertOwns(ctx, businessId);
  return readListingHours(ctx, businessId);
}

async function readListingHours(ctx: RequestContext, businessId: string) {
  const { db } = ctx;
  const [periods, specialRows, [business]] = await Promise.all([
    db
      .select()
      .from(schema.businessHours)
      .where(eq(schema.businessHours.businessId, businessId))
      .orderBy(asc(schema.businessHours.dayOfWeek), asc(schema.businessHours.opensAt)),
    db.select().from(schema.businessSpecialDays).where(eq(schema.businessSpecialDays.businessId, businessId)),
    db.select({ confirmedAt: schema.businesses.hoursConfirmedAt }).from(schema.businesses).where(eq(schema.businesses.id, businessId)),
  ]);
  const weekly = Object.fromEntries(WEEKDAYS.map((day) => [day, [] as ReturnType<typeof clockSpan>[]])) as Record<
    Weekday,
    ReturnType<typeof clockSpan>[]
  >;
  for (const period of periods) weekly[WEEKDAYS[period.dayOfWeek] as Weekday].push(clockSpan([period.opensAt, period.closesAt]));
  const special = specialDaysFromRows(specialRows).map((day) =>
    day.closed
      ? { date: day.date, closed: true as const }
      : { date: day.date, closed: false as const, periods: day.periods.map(clockSpan) },
  );
  return { weekly, special, confirmedAt: business?.confirmedAt?.toISOString() ?? null };
}
