import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../../worker/db/schema.ts';
import { addCategory, addPincode, db } from '../fixtures.ts';
import { api, signedInPerson } from '../support/people.ts';

/** An owner sets a listing's opening hours (docs/product.md §3.23). */

interface Hours {
  weekly: Record<string, { opens: string; closes: string }[]>;
  special: ({ date: string; closed: true } | { date: string; closed: false; periods: { opens: string; closes: string }[] })[];
  confirmedAt: string | null;
}

const WEEK = {
  monday: [
    { opens: '09:00', closes: '13:00' },
    { opens: '17:00', closes: '21:00' },
  ],
  tuesday: [{ opens: '09:00', closes: '21:00' }],
  wednesday: [{ opens: '09:00', closes: '21:00' }],
  thursday: [{ opens: '09:00', closes: '21:00' }],
  // Past midnight, into Saturday.
  friday: [{ opens: '18:00', closes: '02:00' }],
  // Saturday's own opening starts after Friday night ends, and closes at midnight.
  saturday: [{ opens: '10:00', closes: '24:00' }],
  sunday: [],
};

let owner: Awaited<ReturnType<typeof signedInPerson>>;
let listingId = '';

beforeAll(async () => {
  await addCategory('Cafes');
  await addPincode('560095', 12.93, 77.62);
  owner = await signedInPerson();
  const added = await api<{ data: { business: { id: string } } }>('POST', '/owner/businesses', {
    token: owner.token,
    body: {
      name: 'Late Night Dosa',
      category: 'Cafes',
      description: 'Crisp dosas until two in the morning on Fridays, and all day on weekends.',
      address: '4, 1st Cross, Koramangala',
      pincode: '560095',
      phone: '98450 11111',
    },
  });
  listingId = added.body.data.business.id;
  // Approved, so the public profile shows what the owner set.
  await db.update(schema.businesses).set({ status: 'approved', isVerified: true }).where(eq(schema.businesses.id, listingId));
});

const setHours = (body: unknown, token = owner.token) =>
  api<{ message: string; data: { hours: Hours }; errors?: { field: string; message: string }[] }>(
    'PUT',
    `/owner/businesses/${listingId}/hours`,
    {
      token,
      body,
    },
  );

describe('PUT /api/owner/businesses/:id/hours', () => {
  it('replaces the week, past midnight and split days included, and the public profile follows at once', async () => {
    const saved = await setHours({ weekly: WEEK });
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe('Opening hours saved');
    expect(saved.body.data.hours.weekly).toEqual({ ...WEEK, saturday: [{ opens: '10:00', closes: '00:00' }] });
    expect(Date.parse(saved.body.data.hours.confirmedAt ?? '')).toBeGreaterThan(Date.now() - 60_000);

    const rows = await db.select().from(schema.businessHours).where(eq(schema.businessHours.businessId, listingId));
    expect(rows.find((row) => row.dayOfWeek === 5)).toMatchObject({ opensAt: 1080, closesAt: 1560 });
    expect(rows.find((row) => row.dayOfWeek === 6)).toMatchObject({ opensAt: 600, closesAt: 1440 });
    expect(rows.filter((row) => row.dayOfWeek === 0)).toEqual([]);

    const profile = await api<{
      data: { business: { hoursConfirmedAt: string | null; openingPeriods: { dayOfWeek: number; opensAt: number; closesAt: number }[] } };
    }>('GET', `/business/public/${listingId}`);
    expect(profile.body.data.business.hoursConfirmedAt).toBe(saved.body.data.hours.confirmedAt);
    expect(profile.body.data.business.openingPeriods).toContainEqual({ dayOfWeek: 5, opensAt: 1080, closesAt: 1560 });
    expect(profile.body.data.business.openingPeriods.some((period) => period.dayOfWeek === 0)).toBe(false);

    // What was saved reads back the same, so the form can be filled from it.
    const read = await api<{ data: { hours: Hours } }>('GET', `/owner/businesses/${listingId}/hours`, { token: owner.token });
    expect(read.body.data.hours).toEqual(saved.body.data.hours);
    const again = await setHours({ weekly: read.body.data.hours.weekly });
    expect(again.body.data.hours.weekly).toEqual(read.body.data.hours.weekly);
  });

  it('sets special days, keeps them when the request leaves them out, and clears them with []', async () => {
    const special = [
      { date: '2026-12-31', periods: [{ opens: '18:00', closes: '03:00' }] },
      { date: '2026-12-25', closed: true },
    ];
    const saved = await setHours({ weekly: WEEK, special });
    expect(saved.status).toBe(200);
    expect(saved.body.data.hours.special).toEqual([
      { date: '2026-12-25', closed: true },
      { date: '2026-12-31', closed: false, periods: [{ opens: '18:00', closes: '03:00' }] },
    ]);
    const kept = await setHours({ weekly: { monday: [{ opens: '08:00', closes: '20:00' }] } });
    expect(kept.body.data.hours.special).toHaveLength(2);
    expect(kept.body.data.hours.weekly.tuesday).toEqual([]);
    const cleared = await setHours({ weekly: WEEK, special: [] });
    expect(cleared.body.data.hours.special).toEqual([]);
  });

  it('refuses nonsense times and days with 400, changing nothing', async () => {
    await setHours({ weekly: WEEK });
    const before = await db.select().from(schema.businessHours).where(eq(schema.businessHours.businessId, listingId));
    const nonsense: unknown[] = [
      { weekly: { monday: [{ opens: '25:00', closes: '26:00' }] } },
      { weekly: { monday: [{ opens: '9am', closes: '5pm' }] } },
      { weekly: { monday: [{ opens: '24:00', closes: '02:00' }] } },
      { weekly: { monday: [{ opens: '09:00' }] } },
      { weekly: { funday: [{ opens: '09:00', closes: '17:00' }] } },
      {
        weekly: {
          monday: [
            { opens: '09:00', closes: '17:00' },
            { opens: '12:00', closes: '18:00' },
          ],
        },
      },
      // Friday night running into Saturday's own first period.
      { weekly: { friday: [{ opens: '20:00', closes: '03:00' }], saturday: [{ opens: '02:00', closes: '10:00' }] } },
      { weekly: { monday: Array.from({ length: 5 }, (_, hour) => ({ opens: `0${hour}:00`, closes: `0${hour}:30` })) } },
      { weekly: WEEK, special: [{ date: '2026-02-30', closed: true }] },
      {
        weekly: WEEK,
        special: [
          { date: '2026-12-25', closed: true },
          { date: '2026-12-25', closed: true },
        ],
      },
      { weekly: WEEK, special: [{ date: '2026-12-25', periods: [] }] },
      {},
      { weekly: [] },
    ];
    for (const body of nonsense) {
      const refused = await setHours(body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(refused.body.errors?.length, JSON.stringify(body)).toBeGreaterThan(0);
    }
    expect(await db.select().from(schema.businessHours).where(eq(schema.businessHours.businessId, listingId))).toEqual(before);
  });

  it("is its owner's and admins' only", async () => {
    const other = await signedInPerson({ role: 'owner' });
    expect((await setHours({ weekly: WEEK }, other.token)).status).toBe(403);
    expect((await api('GET', `/owner/businesses/${listingId}/hours`, { token: other.token })).status).toBe(403);
    expect((await api('PUT', `/owner/businesses/${listingId}/hours`, { body: { weekly: WEEK } })).status).toBe(401);
    const admin = await signedInPerson({ role: 'admin' });
    expect((await setHours({ weekly: WEEK }, admin.token)).status).toBe(200);
  });

  it('answers the same through tRPC', async () => {
    const saved = await api<{ result: { data: Hours } }>('POST', '/trpc/owner.setHours', {
      token: owner.token,
      body: { id: listingId, hours: { weekly: { sunday: [{ opens: '00:00', closes: '24:00' }] } } },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.result.data.weekly.sunday).toEqual([{ opens: '00:00', closes: '00:00' }]);
  });
});

describe('hours given when the listing is added', () => {
  it('are stored with it, confirmed, in the same shape as PUT …/hours takes', async () => {
    const added = await api<{ data: { business: { id: string } } }>('POST', '/owner/businesses', {
      token: owner.token,
      body: {
        name: 'Early Idli House',
        category: 'Cafes',
        description: 'Soft idlis and strong filter coffee from five in the morning, every day but Sunday.',
        address: '9, 2nd Cross, Koramangala',
        pincode: '560095',
        phone: '98450 22222',
        hours: { weekly: { monday: [{ opens: '05:00', closes: '11:00' }] }, special: [{ date: '2026-12-25', closed: true }] },
      },
    });
    expect(added.status).toBe(201);
    const read = await api<{ data: { hours: Hours } }>('GET', `/owner/businesses/${added.body.data.business.id}/hours`, {
      token: owner.token,
    });
    expect(read.body.data.hours.weekly.monday).toEqual([{ opens: '05:00', closes: '11:00' }]);
    expect(read.body.data.hours.weekly.tuesday).toEqual([]);
    expect(read.body.data.hours.special).toEqual([{ date: '2026-12-25', closed: true }]);
    expect(read.body.data.hours.confirmedAt).not.toBeNull();
  });

  it('are held to the same rules', async () => {
    const refused = await api<{ errors?: { field: string }[] }>('POST', '/owner/businesses', {
      token: owner.token,
      body: {
        name: 'Confused Hours Cafe',
        category: 'Cafes',
        description: 'A cafe whose owner typed the hours in a hurry, so the server should catch it.',
        address: '9, 2nd Cross, Koramangala',
        pincode: '560095',
        phone: '98450 33333',
        hours: { weekly: { monday: [{ opens: '25:00', closes: '11:00' }] } },
      },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errors?.[0]?.field).toMatch(/^hours\.weekly\.monday/);
  });
});
