import { env } from 'cloudflare:test';
import { eq } from 'drizzle-orm';
import { ADMIN_LIST_DEPTH } from '../../../worker/contracts/admin-lists.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../../worker/db/schema.ts';
import { newId } from '../../../worker/lib/ids.ts';
import { listAdminBusinesses } from '../../../worker/services/admin/businesses.ts';
import { listAdminReviews } from '../../../worker/services/admin/moderation.ts';
import { listUsers } from '../../../worker/services/admin/users.ts';
import { createRequestContext } from '../../../worker/services/context.ts';
import { rebuildSearchIndex } from '../../../worker/services/search/index-build.ts';
import { addBusiness, addCategory, addUser, db } from '../fixtures.ts';
import { countingRows } from '../support/counting-d1.ts';
import { api, signedInPerson } from '../support/people.ts';

/**
 * The admin's text searches (docs/product.md §3.24) read indexes of names, e-mails and review words
 * (migrations/0022_admin_text_search.sql): what a search reads follows what it finds, not how large the tables are,
 * and the indexes follow every write.
 */

let admin: Awaited<ReturnType<typeof signedInPerson>>;
let categoryId = '';

beforeAll(async () => {
  admin = await signedInPerson({ name: 'Site Admin', role: 'admin' });
  categoryId = (await addCategory('Opticians')).id;
});

/** Lists sort newest first, then the last added first: each row written here is a minute newer than the last. */
let minutes = 0;
const later = () => new Date(Date.parse('2026-06-01T00:00:00Z') + ++minutes * 60_000);

async function addReview(businessId: string, userId: string, title: string, content: string) {
  const id = newId();
  await db.insert(schema.reviews).values({ id, businessId, userId, rating: 4, title, content, createdAt: later() });
  return id;
}

interface Listed {
  businesses?: { id: string }[];
  users?: { id: string }[];
  reviews?: { id: string }[];
}
const idsOf = (page: Listed) => (page.businesses ?? page.users ?? page.reviews ?? []).map((row) => row.id);

/**
 * How many times the rows a search reads may grow while its tables grow tenfold: a full-text index keeps its terms in
 * pages of a table of its own, and a larger index reads a page more for a term here and there. Reading the tables
 * would be ten times as many.
 */
const INDEX_GROWTH = 1.1;

/** A search as the admin's request makes it, with every row its statements read counted. */
async function measured(search: (ctx: ReturnType<typeof createRequestContext>) => Promise<Listed>) {
  const counting = countingRows(env.DB);
  const request = new Request('http://localhost/', { headers: { authorization: `Bearer ${admin.token}` } });
  const page = await search(createRequestContext({ env: { ...env, DB: counting.db }, request, requestId: 'test' }));
  return { ids: idsOf(page), rowsRead: counting.rowsRead() };
}

describe('the admin text searches', () => {
  it('read about as many rows when the tables they search grow tenfold with rows they do not find', async () => {
    const tag = `Quokkar${newId().slice(0, 6)}`;
    const [pending, approved] = [
      await addBusiness({ name: `${tag} Opticals`, categoryId, status: 'pending', createdAt: later() }),
      await addBusiness({ name: `The ${tag.toLowerCase()} Eye Care`, categoryId, createdAt: later() }),
    ];
    const named = await addUser(`Ravi ${tag}`);
    const other = await addUser('Meera Iyer');
    const written = await addReview(approved, other, 'Clear lenses', `Asked for ${tag} by name; frames ready in a day.`);
    const onListing = await addReview(pending, other, 'Slow', 'Waited an hour.');
    const byAuthor = await addReview(approved, named, 'Fine', 'Good eye test.');

    const searches: Record<string, (ctx: ReturnType<typeof createRequestContext>) => Promise<Listed>> = {
      'listings by name': (ctx) => listAdminBusinesses(ctx, { query: tag, page: 1, limit: 20 }),
      'approved listings by name': (ctx) => listAdminBusinesses(ctx, { query: tag, status: 'approved', page: 1, limit: 20 }),
      'accounts by name': (ctx) => listUsers(ctx, { query: tag.toUpperCase(), page: 1, limit: 20 }),
      'accounts by name and role': (ctx) => listUsers(ctx, { query: tag, role: 'user', page: 1, limit: 20 }),
      'reviews by listing, author or words': (ctx) => listAdminReviews(ctx, { query: tag, page: 1, limit: 20 }),
      'visible reviews by listing, author or words': (ctx) => listAdminReviews(ctx, { query: tag, status: 'visible', page: 1, limit: 20 }),
    };
    const expected: Record<string, string[]> = {
      'listings by name': [approved, pending],
      'approved listings by name': [approved],
      'accounts by name': [named],
      'accounts by name and role': [named],
      'reviews by listing, author or words': [byAuthor, onListing, written],
      'visible reviews by listing, author or words': [byAuthor, onListing, written],
    };
    const before: Record<string, { ids: string[]; rowsRead: number }> = {};
    for (const [name, search] of Object.entries(searches)) {
      before[name] = await measured(search);
      expect(before[name]?.ids, name).toEqual(expected[name]);
    }

    // Ten times as many listings, accounts and reviews as there are, none of which any search finds.
    const size = async (table: string) => (await env.DB.prepare(`SELECT count(*) AS n FROM ${table}`).first<{ n: number }>())?.n ?? 0;
    const grow = 10 * Math.max(await size('businesses'), await size('users'), await size('reviews'));
    const people = Array.from({ length: grow }, (_, n) => ({
      id: newId(),
      name: `Neighbour ${n}`,
      email: `neighbour${n}.${Date.now()}@example.in`,
      passwordHash: '!',
    }));
    const places = Array.from({ length: grow }, (_, n) => ({
      id: newId(),
      name: `Opticals No. ${n}`,
      categoryId,
      city: 'Bengaluru',
      state: 'Karnataka',
    }));
    // A few rows a statement: D1 binds at most 100 values to one, and drizzle binds every column.
    for (let at = 0; at < grow; at += 3) {
      const rows = people.slice(at, at + 3);
      await db.batch([
        db.insert(schema.users).values(rows),
        db.insert(schema.businesses).values(places.slice(at, at + 3)),
        db.insert(schema.reviews).values(
          rows.map((person, n) => ({
            id: newId(),
            businessId: places[at + n]?.id ?? approved,
            userId: person.id,
            rating: 3,
            title: 'Good frames',
            content: 'Lenses fitted well and the staff were patient.',
          })),
        ),
      ]);
    }
    expect(await size('reviews')).toBeGreaterThanOrEqual(grow);

    for (const [name, search] of Object.entries(searches)) {
      const after = await measured(search);
      expect(after.ids, name).toEqual(expected[name]);
      expect(after.rowsRead, name).toBeLessThanOrEqual((before[name]?.rowsRead ?? 0) * INDEX_GROWTH);
    }
  });

  it('page through more matches than the lists count, newest first, to the deepest page', async () => {
    const [name, word] = [`Tansy${newId().slice(0, 6)}`, `zephyr${newId().slice(0, 6)}`];
    const listing = await addBusiness({ name: 'Lensmith Opticals', categoryId });
    const many = ADMIN_LIST_DEPTH + 30;
    const start = Date.parse('2026-01-01T00:00:00Z');
    const people = Array.from({ length: many }, (_, n) => ({
      id: newId(),
      name: `${name} ${n}`,
      email: `tansy${n}.${Date.now()}@example.in`,
      passwordHash: '!',
      createdAt: new Date(start + n * 60_000),
    }));
    const written = people.map((person, n) => ({
      id: newId(),
      businessId: listing,
      userId: person.id,
      rating: 4,
      title: 'Sharp',
      content: `The ${word} lenses are sharp.`,
      createdAt: new Date(start + n * 60_000),
    }));
    for (let at = 0; at < many; at += 3) {
      await db.batch([
        db.insert(schema.users).values(people.slice(at, at + 3)),
        db.insert(schema.reviews).values(written.slice(at, at + 3)),
      ]);
    }
    const newest = (rows: { id: string }[], from: number) =>
      rows
        .slice(-from - 20, rows.length - from)
        .reverse()
        .map((row) => row.id);

    const users = await measured((ctx) => listUsers(ctx, { query: name, page: 1, limit: 20 }));
    expect(users.ids).toEqual(newest(people, 0));
    const deepest = await measured((ctx) => listUsers(ctx, { query: name, page: ADMIN_LIST_DEPTH / 20, limit: 20 }));
    expect(deepest.ids).toEqual(newest(people, ADMIN_LIST_DEPTH - 20));
    const reviews = await measured((ctx) => listAdminReviews(ctx, { query: word.toUpperCase(), status: 'visible', page: 2, limit: 20 }));
    expect(reviews.ids).toEqual(newest(written, 20));
    // The authors' names find the same reviews, through the accounts' index.
    const byAuthor = await measured((ctx) => listAdminReviews(ctx, { query: name, page: 1, limit: 20 }));
    expect(byAuthor.ids).toEqual(newest(written, 0));
    const { body } = await api<{ data: { pagination: { total: number } } }>('GET', `/admin/reviews?query=${word}`, { token: admin.token });
    expect(body.data.pagination.total).toBe(ADMIN_LIST_DEPTH);
  });

  it('count a text that more rows hold than the lists count by reading the index up to the count, not every match', async () => {
    const name = `Wombat${newId().slice(0, 6)}`;
    const approved = await addBusiness({ name: `${name} Opticals 0`, categoryId });
    const author = await addUser('Kavya Menon');
    const matches = 3 * ADMIN_LIST_DEPTH;
    const start = Date.parse('2025-01-01T00:00:00Z');
    const places = Array.from({ length: matches - 1 }, (_, n) => ({
      id: newId(),
      name: `${name} Opticals ${n + 1}`,
      categoryId,
      city: 'Bengaluru',
      state: 'Karnataka',
      status: 'pending' as const,
      createdAt: new Date(start + n * 60_000),
    }));
    const rows = (of: typeof places) =>
      Array.from({ length: Math.ceil(of.length / 4) }, (_, n) => db.insert(schema.businesses).values(of.slice(4 * n, 4 * n + 4)));
    for (let at = 0; at < places.length; at += 400) {
      const [first, ...rest] = rows(places.slice(at, at + 400));
      if (first) await db.batch([first, ...rest]);
    }
    const review = await addReview(approved, author, 'Quick', 'Frames ready in a day.');

    // The page walks the listings newest first, looking each up among every match, read once; the count reads the
    // index only as far as it counts. Reading every match for the count too made it 8,022 rows.
    const listings = await measured((ctx) => listAdminBusinesses(ctx, { query: name, page: 1, limit: 20 }));
    expect(listings.ids).toEqual([
      approved,
      ...places
        .slice(-19)
        .map((place) => place.id)
        .reverse(),
    ]);
    expect(listings.rowsRead).toBeLessThan(2 * matches + ADMIN_LIST_DEPTH);
    // With a filter, the count and the page test it on each match they read, as far as the count goes.
    const approvedOnly = await measured((ctx) => listAdminBusinesses(ctx, { query: name, status: 'approved', page: 1, limit: 20 }));
    expect(approvedOnly.ids).toEqual([approved]);
    const { body } = await api<{ data: { pagination: { total: number } } }>('GET', `/admin/businesses?query=${name}&status=pending`, {
      token: admin.token,
    });
    expect(body.data.pagination.total).toBe(ADMIN_LIST_DEPTH);
    // Every one of them names the text, but only one has a review.
    const reviews = await measured((ctx) => listAdminReviews(ctx, { query: name, page: 1, limit: 20 }));
    expect(reviews.ids).toEqual([review]);
  });

  it('take full-text syntax in the text as plain text: found literally, never an error', async () => {
    const listing = await addBusiness({ name: `Corner "Chai" NEAR(kiosk) * OR ${newId().slice(0, 6)}`, categoryId });
    const hostile = ['"Chai" NEAR(', '* OR', '"', '""""', 'name : x', "'); DROP TABLE reviews; --", '^', 'AND', '(', 'é'];
    for (const text of hostile) {
      for (const path of ['businesses', 'users', 'reviews']) {
        const { status } = await api('GET', `/admin/${path}?query=${encodeURIComponent(text)}`, { token: admin.token });
        expect(status, `${path} ${text}`).toBe(200);
      }
    }
    const { body } = await api<{ data: Listed }>('GET', `/admin/businesses?query=${encodeURIComponent('"Chai" NEAR(')}`, {
      token: admin.token,
    });
    expect(idsOf(body.data)).toEqual([listing]);
  });

  it('find a review by its Kannada and Hindi words and their starts, not by a word sharing only a letter', async () => {
    const listing = await addBusiness({ name: `Ganesh Tiffins ${newId().slice(0, 6)}`, categoryId });
    const kannada = await addReview(listing, await addUser('Shilpa Gowda'), 'ಒಳ್ಳೆಯ ತಿಂಡಿ', 'ಬಿಸಿ ಇಡ್ಲಿ ಮತ್ತು ಚಟ್ನಿ ತುಂಬಾ ರುಚಿಯಾಗಿತ್ತು.');
    const hindi = await addReview(listing, await addUser('Rohit Sharma'), 'बढ़िया नाश्ता', 'गरम इडली और चटनी बहुत स्वादिष्ट थी।');
    const found = async (query: string) => {
      const { body } = await api<{ data: Listed }>('GET', `/admin/reviews?query=${encodeURIComponent(query)}`, { token: admin.token });
      return idsOf(body.data);
    };
    expect(await found('ಇಡ್ಲಿ ಚಟ್ನಿ')).toEqual([kannada]);
    expect(await found('ರುಚಿ')).toEqual([kannada]);
    expect(await found('स्वादिष्ट')).toEqual([hindi]);
    // The first letters of 'ಇಡ್ಲಿ' and 'इडली' with another vowel sign: no word of either review starts so.
    expect(await found('ಇಡಿ')).toEqual([]);
    expect(await found('चाट')).toEqual([]);
  });

  it('follow renames, edits, rebuilds and deletions, and find parts too short for the index row by row', async () => {
    const tag = `Wombat${newId().slice(0, 6)}`;
    const listing = await addBusiness({ name: `${tag} Opticals`, categoryId });
    const author = await addUser(`Anil ${tag}`);
    const review = await addReview(listing, author, 'Frames', `The ${tag} frames lasted.`);
    const search = async (path: string, query: string) => {
      const { status, body } = await api<{ data: Listed }>('GET', `/admin/${path}?query=${encodeURIComponent(query)}`, {
        token: admin.token,
      });
      expect(status).toBe(200);
      return idsOf(body.data);
    };
    expect(await search('businesses', tag)).toEqual([listing]);
    expect(await search('users', tag)).toEqual([author]);
    expect(await search('reviews', `the ${tag}`)).toEqual([review]);

    await db.update(schema.businesses).set({ name: 'Clearview Opticals' }).where(eq(schema.businesses.id, listing));
    await db
      .update(schema.users)
      .set({ name: 'Anil Kumar', email: `${tag.toLowerCase()}@example.in` })
      .where(eq(schema.users.id, author));
    await db.update(schema.reviews).set({ content: 'The frames lasted.' }).where(eq(schema.reviews.id, review));
    expect(await search('businesses', tag)).toEqual([]);
    expect(await search('businesses', 'clearview opt')).toEqual([listing]);
    // The account is found by its new e-mail now, not by its old name; the review by its author's e-mail.
    expect(await search('users', `Anil ${tag}`)).toEqual([]);
    expect(await search('users', `${tag}@EXAMPLE`)).toEqual([author]);
    expect(await search('reviews', `${tag}@example.in`)).toEqual([review]);
    expect(await search('reviews', 'lasted')).toContain(review);
    expect(await search('reviews', `the ${tag}`)).toEqual([]);

    // A part of one or two characters has no trigram to look up: it is still found, anywhere in the name.
    expect(await search('businesses', 'rv')).toContain(listing);

    // Rebuilt from the tables (as after a bulk import), the indexes find what they found.
    await rebuildSearchIndex(env.DB);
    expect(await search('businesses', 'clearview opt')).toEqual([listing]);
    expect(await search('users', `${tag}@EXAMPLE`)).toEqual([author]);

    await db.delete(schema.reviews).where(eq(schema.reviews.id, review));
    await db.delete(schema.users).where(eq(schema.users.id, author));
    expect(await search('reviews', 'lasted')).not.toContain(review);
    expect(await search('users', tag)).toEqual([]);
  });
});

describe('the admin lists of one moment', () => {
  it('read a page, the last added first, when a bulk import wrote thousands of rows at one moment', async () => {
    const moment = Date.parse('2031-01-01T00:00:00Z');
    const tag = `m${newId().slice(0, 6)}`;
    const business = await addBusiness({ name: 'Moment Opticals', categoryId, createdAt: later() });
    // 300 accounts and their reviews, all at one moment, as an import writes them.
    await env.DB.prepare(
      `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 300)
       INSERT INTO users (id, name, email, password_hash, email_verified, created_at, updated_at)
       SELECT ?1 || '-' || i, 'Imported ' || i, ?1 || i || '@example.in', '!', 1, ?2, ?2 FROM n`,
    )
      .bind(tag, moment)
      .run();
    await env.DB.prepare(
      `INSERT INTO reviews (id, business_id, user_id, rating, content, created_at, updated_at)
       SELECT 'r' || id, ?, id, 4, 'Imported review.', ?, ? FROM users WHERE id LIKE ? ORDER BY rowid`,
    )
      .bind(business, moment, moment, `${tag}-%`)
      .run();
    const added = (
      await env.DB.prepare('SELECT id FROM users WHERE id LIKE ? ORDER BY rowid DESC LIMIT 20').bind(`${tag}-%`).all<{ id: string }>()
    ).results.map((row) => row.id);
    const users = await measured((ctx) => listUsers(ctx, { page: 1, limit: 20 }));
    const reviews = await measured((ctx) => listAdminReviews(ctx, { page: 1, limit: 20 }));
    expect(users.ids).toEqual(added);
    expect(reviews.ids).toEqual(added.map((id) => `r${id}`));
    // The count (up to the lists' depth) and a page, not a sort of the moment's 300 (by id, every one of them was read).
    for (const list of [users, reviews]) expect(list.rowsRead).toBeLessThan(ADMIN_LIST_DEPTH + 150);
  });
});
