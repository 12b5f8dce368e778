import { env, SELF } from 'cloudflare:test';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { nextId, type SequencedTable } from '../../worker/db/id-sequences.ts';
import * as schema from '../../worker/db/schema.ts';
import { newId, SEQUENCE_SPACE, sequenceId } from '../../worker/lib/ids.ts';
import { createSession } from '../../worker/services/sessions.ts';
import { addBusiness, addCategory, addUser, db, type Json } from './fixtures.ts';

async function last(table: SequencedTable) {
  const [row] = await db.select({ last: schema.idSequences.last }).from(schema.idSequences).where(eq(schema.idSequences.name, table));
  return row?.last ?? 0;
}

async function post(path: string, token: string | null, body: unknown) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await SELF.fetch(`http://localhost/api${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
  return { status: response.status, body: (await response.json()) as Json };
}

describe('sequence ids', () => {
  it('are six characters of base36, a different one for every number, and none past the end', () => {
    const seen = new Set<string>();
    for (let n = 1; n <= 200_000; n++) {
      const id = sequenceId(n) as string;
      expect(id).toMatch(/^[0-9a-z]{6}$/);
      seen.add(id);
    }
    expect(seen.size).toBe(200_000);
    // Neighbours do not read as a count.
    expect(sequenceId(2)!.slice(0, 3)).not.toBe(sequenceId(1)!.slice(0, 3));
    expect(sequenceId(SEQUENCE_SPACE - 1)).toMatch(/^[0-9a-z]{6}$/);
    for (const n of [0, -1, 1.5, SEQUENCE_SPACE, Number.NaN]) expect(sequenceId(n)).toBeNull();
  });

  it('a random id is twelve characters, so it never meets a sequence id', () => {
    expect(newId()).toMatch(/^[0-9a-z]{12}$/);
  });
});

describe('nextId', () => {
  it('gives requests racing for one table different ids, each number once', async () => {
    const before = await last('reviews');
    const ids = await Promise.all(Array.from({ length: 30 }, () => nextId(db, 'reviews')));
    expect(new Set(ids).size).toBe(30);
    expect(await last('reviews')).toBe(before + 30);
    const expected = Array.from({ length: 30 }, (_, i) => sequenceId(before + 1 + i));
    expect([...ids].sort()).toEqual([...expected].sort());
  });
});

describe('rows made through the API', () => {
  let business = '';
  beforeAll(async () => {
    const category = await addCategory('Bakeries');
    business = await addBusiness({ name: 'Koshy Bakes', categoryId: category.id });
  });

  it('a review, an enquiry and an account take the next number of their own table', async () => {
    const userId = await addUser('Meera Iyer');
    const { token } = await createSession(db, new TextEncoder().encode(env.JWT_SECRET), userId, null);

    const reviews = await last('reviews');
    const review = await post('/reviews', token, { businessId: business, rating: 4, content: 'Good plum cake at Christmas.' });
    expect(review.status).toBe(201);
    const reviewId = ((review.body.data as Json).review as Json).id;
    expect(reviewId).toBe(sequenceId(reviews + 1));
    expect(
      await db
        .select({ id: schema.reviews.id })
        .from(schema.reviews)
        .where(eq(schema.reviews.id, reviewId as string)),
    ).toHaveLength(1);

    const enquiries = await last('enquiries');
    const enquiry = await post(`/business/public/${business}/enquiry`, null, {
      name: 'Meera Iyer',
      email: 'meera@example.in',
      message: 'Do you bake eggless cakes to order?',
    });
    expect(enquiry.status).toBe(201);
    const [sent] = await db
      .select({ id: schema.enquiries.id })
      .from(schema.enquiries)
      .where(eq(schema.enquiries.email, 'meera@example.in'));
    expect(sent?.id).toBe(sequenceId(enquiries + 1));

    const users = await last('users');
    const password = 'a-long-passphrase-9';
    const signup = await post('/users/register', null, {
      name: 'Ravi Kumar',
      email: 'ravi.kumar@example.in',
      password,
      confirmPassword: password,
    });
    expect(signup.status).toBe(201);
    const [account] = await db.select({ id: schema.users.id }).from(schema.users).where(eq(schema.users.email, 'ravi.kumar@example.in'));
    expect(account?.id).toBe(sequenceId(users + 1));
  });
});
