import { env } from 'cloudflare:test';
import { drizzle } from 'drizzle-orm/d1';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import * as schema from '../../worker/db/schema.ts';
import { newId } from '../../worker/lib/ids.ts';

const db = drizzle(env.DB, { schema });

/** Drizzle wraps D1's error; the constraint that fired is named in its cause. */
async function expectRefused(write: Promise<unknown>, constraint: RegExp) {
  const error = await write.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error, 'the write should have been refused').toBeInstanceOf(Error);
  const cause = (error as Error & { cause?: Error }).cause;
  expect(cause?.message ?? (error as Error).message).toMatch(constraint);
}

async function seedBusinessAndUser() {
  const userId = newId();
  const categoryId = newId();
  const businessId = newId();
  await db.batch([
    db.insert(schema.users).values({ id: userId, name: 'Asha Rao', email: `${userId}@example.in`, passwordHash: 'x' }),
    db.insert(schema.categories).values({ id: categoryId, name: `Bakeries ${categoryId}`, slug: categoryId, color: '#b45309' }),
    db.insert(schema.businesses).values({
      id: businessId,
      name: 'Iyengar Bakery',
      categoryId,
      city: 'Bengaluru',
      state: 'Karnataka',
      status: 'approved',
    }),
  ]);
  return { userId, businessId };
}

describe('schema constraints', () => {
  let ids: { userId: string; businessId: string };
  beforeEach(async () => {
    ids = await seedBusinessAndUser();
  });

  it('allows one review per user per business and refuses a second', async () => {
    await db.insert(schema.reviews).values({ id: newId(), ...ids, rating: 5, content: 'Fresh khara bun every morning.' });
    await expectRefused(
      db.insert(schema.reviews).values({ id: newId(), ...ids, rating: 1, content: 'Trying to review twice.' }),
      /UNIQUE constraint failed/,
    );
    const rows = await db.select().from(schema.reviews).where(eq(schema.reviews.businessId, ids.businessId));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.rating).toBe(5);
  });

  it('refuses a second account with the same e-mail', async () => {
    const [user] = await db.select().from(schema.users).where(eq(schema.users.id, ids.userId));
    await expectRefused(
      db.insert(schema.users).values({ id: newId(), name: 'Copy', email: user!.email, passwordHash: 'y' }),
      /UNIQUE constraint failed/,
    );
  });

  it('refuses ratings outside 1–5 and price ranges outside 1–4', async () => {
    await expectRefused(
      db.insert(schema.reviews).values({ id: newId(), ...ids, rating: 6, content: 'Too good.' }),
      /CHECK constraint failed/,
    );
    await expectRefused(
      db.update(schema.businesses).set({ priceRange: 5 }).where(eq(schema.businesses.id, ids.businessId)),
      /CHECK constraint failed/,
    );
  });

  it('keeps one helpful vote per user per review', async () => {
    const reviewId = newId();
    await db.insert(schema.reviews).values({ id: reviewId, ...ids, rating: 4, content: 'Good.' });
    await db.insert(schema.reviewHelpfulVotes).values({ reviewId, userId: ids.userId });
    await expectRefused(
      db.insert(schema.reviewHelpfulVotes).values({ reviewId, userId: ids.userId }),
      /UNIQUE constraint failed|PRIMARY KEY/,
    );
  });

  it('accepts an overnight opening period and refuses one that ends before it opens', async () => {
    await db.insert(schema.businessHours).values({ businessId: ids.businessId, dayOfWeek: 5, opensAt: 18 * 60, closesAt: 26 * 60 });
    await expectRefused(
      db.insert(schema.businessHours).values({ businessId: ids.businessId, dayOfWeek: 1, opensAt: 600, closesAt: 540 }),
      /CHECK constraint failed/,
    );
  });
});
