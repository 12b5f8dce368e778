import { env, SELF } from 'cloudflare:test';
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { CAMPAIGN_DATES_MESSAGE } from '../../../worker/contracts/admin-campaigns.ts';
import { CATEGORY_ICONS } from '../../../worker/contracts/admin-categories.ts';
import { MAX_QUICK_LINKS } from '../../../worker/contracts/admin-quick-links.ts';
import { siteLinkProblem } from '../../../worker/contracts/admin-catalogue-fields.ts';
import { JSON_BODY_LIMIT } from '../../../worker/contracts/limits.ts';
import { MAX_UPLOAD_BYTES, UPLOAD_MESSAGES } from '../../../worker/contracts/media.ts';
import * as schema from '../../../worker/db/schema.ts';
import { BODY_TOO_LARGE } from '../../../worker/http/body-limit.ts';
import { newId } from '../../../worker/lib/ids.ts';
import { rebuildSearchIndex } from '../../../worker/services/search/index-build.ts';
import { createCallerFactory } from '../../../worker/trpc/init.ts';
import { appRouter } from '../../../worker/trpc/router.ts';
import { addBusiness, addCategory, addLocation, addPincode, db, requestContext, rowsRead } from '../fixtures.ts';
import { concatBytes, jpeg, png, zip } from '../support/images.ts';
import { api, signedInPerson } from '../support/people.ts';

/**
 * The catalogue (docs/product.md §3.24, §7.11): categories (rename and merge keep search in step), localities and
 * their pincodes, campaigns with banners (images by the upload rules), quick links; each write with exactly one audit
 * entry, and the public lists following at once.
 */

type Person = Awaited<ReturnType<typeof signedInPerson>>;

interface Envelope<Data = Record<string, unknown>> {
  status: string;
  message: string;
  data: Data;
  errors: { field: string; message: string }[];
}

interface AdminCategory {
  id: string;
  name: string;
  slug: string;
  icon: string;
  color: string;
  description: string | null;
  tagline: string | null;
  counts: { businesses: number; public: number; waitingEdits: number };
}

interface AdminLocation {
  id: string;
  name: string;
  slug: string;
  image: string | null;
  latitude: number | null;
  longitude: number | null;
  pincodes: string[];
  counts: { businesses: number; public: number };
}

interface Banner {
  id: string;
  title: string;
  description: string | null;
  link: string | null;
  image: string;
  position: number;
}

interface AdminCampaign {
  id: string;
  name: string;
  section: string;
  isActive: boolean;
  startsAt: string | null;
  endsAt: string | null;
  position: number;
  state: string;
  banners: Banner[];
}

interface QuickLink {
  id: string;
  title: string;
  url: string;
  isActive: boolean;
  position: number;
}

interface SearchPage {
  data: {
    businesses: { _id: string; name: string; category: string; categorySlug: string; location: { locality: string | null } }[];
    total: number;
  };
}

let admin: Person;
let owner: Person;
let user: Person;
let ipCounter = 0;

beforeAll(async () => {
  [admin, owner, user] = await Promise.all([
    signedInPerson({ name: 'Catalogue Admin', role: 'admin' }),
    signedInPerson({ name: 'Some Owner', role: 'owner' }),
    signedInPerson({ name: 'Some User' }),
  ]);
  await addPincode('560047', 12.94, 77.62);
  await addPincode('560030', 12.95, 77.6);
  await addPincode('560029', 12.92, 77.61);
  await addPincode('560068', 12.9, 77.63);
  await addPincode('560076', 12.89, 77.6);
  await addPincode('560011', 12.93, 77.58);
  await db.insert(schema.pincodes).values({ pincode: '570001', district: 'Mysore', state: 'Karnataka', latitude: 12.3, longitude: 76.65 });
});

/** A call to /api/admin as the admin, or as `token`'s holder (null: a visitor). */
const call = <Data>(method: string, path: string, body?: unknown, token: string | null = admin.token) =>
  api<Envelope<Data>>(method, `/admin${path}`, { token: token ?? undefined, body });

const auditCount = async () => (await db.select({ n: count() }).from(schema.auditLog))[0]?.n ?? 0;

/** Runs one write and returns its answer with the one audit entry it left (and fails if it left another number). */
async function withOneEntry<Answer>(write: () => Promise<Answer>) {
  const before = new Set((await db.select({ id: schema.auditLog.id }).from(schema.auditLog)).map((row) => row.id));
  const answer = await write();
  const added = (await db.select().from(schema.auditLog)).filter((row) => !before.has(row.id));
  expect(added).toHaveLength(1);
  return { answer, entry: added[0] as typeof schema.auditLog.$inferSelect };
}

/** Runs a write that must be refused and checks it left no audit entry. */
async function withNoEntry<Answer>(write: () => Promise<Answer>) {
  const before = await auditCount();
  const answer = await write();
  expect(await auditCount()).toBe(before);
  return answer;
}

const search = async (query: string) => (await api<SearchPage>('GET', `/business/search?${query}`)).body.data;
const publicCategories = async () =>
  (await api<{ data: { categories: { name: string; slug: string; count: number }[] } }>('GET', '/business/categories')).body.data
    .categories;
const publicLocations = async () =>
  (
    await api<{ data: { locations: { name: string; slug: string; pincodes: string[]; count: number; image: string | null }[] } }>(
      'GET',
      '/business/locations',
    )
  ).body.data.locations;
const businessRow = async (id: string) => (await db.select().from(schema.businesses).where(eq(schema.businesses.id, id)))[0];

function expectRefusal(answer: { status: number; body: Envelope<unknown> }, status: number, message: string, field?: string) {
  expect({ status: answer.status, message: answer.body.message }).toEqual({ status, message });
  if (field) expect(answer.body.errors).toContainEqual({ field, message });
}

const category = (name: string, extra: Record<string, unknown> = {}) => ({ name, icon: 'utensils', color: '#2563EB', ...extra });

describe('who may edit the catalogue', () => {
  it('refuses visitors (401) and every role but admin (403) on each kind of route, writing nothing', async () => {
    const routes: [string, string, unknown?][] = [
      ['GET', '/categories'],
      ['POST', '/categories', category('Locksmiths')],
      ['POST', '/categories/x/merge', { into: 'y' }],
      ['GET', '/locations'],
      ['POST', '/locations', { name: 'Nowhere', pincodes: ['560047'] }],
      ['GET', '/campaigns'],
      ['POST', '/campaigns', { name: 'Sale', section: 'featured-section' }],
      ['DELETE', '/campaigns/x/banners/y'],
      ['GET', '/quicklinks'],
      ['PATCH', '/quicklinks/x', { title: 'Home' }],
    ];
    const before = await auditCount();
    for (const [method, path, body] of routes) {
      expect({ path, status: (await call(method, path, body, null)).status }).toEqual({ path, status: 401 });
      for (const caller of [owner, user]) {
        const answer = await call(method, path, body, caller.token);
        expect({ path, status: answer.status, message: answer.body.message }).toEqual({
          path,
          status: 403,
          message: 'You do not have permission to do this.',
        });
      }
    }
    expect(await auditCount()).toBe(before);
    expect((await db.select().from(schema.categories).where(eq(schema.categories.name, 'Locksmiths'))).length).toBe(0);
  });

  it('refuses an owner’s banner upload before reading it, storing nothing', async () => {
    const { id } = await createCampaign({ name: 'Guarded', section: 'guarded-section' });
    const answer = await uploadBanner(id, png(), { title: 'Not yours' }, owner.token);
    expect(answer.status).toBe(403);
    expect(await storedKeys(id)).toEqual([]);
  });

  it('guards the tRPC procedures the same way', async () => {
    const asOwner = createCallerFactory(appRouter)(requestContext({ token: owner.token })).admin;
    await expect(asOwner.createCategory(category('Key Makers') as never)).rejects.toMatchObject({ code: 'FORBIDDEN' });
    const asVisitor = createCallerFactory(appRouter)(requestContext()).admin;
    await expect(asVisitor.quickLinks()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });
});

describe('categories', () => {
  it('adds a category with the name’s slug, which the public list shows at once', async () => {
    const { answer, entry } = await withOneEntry(() =>
      call<{ category: AdminCategory }>('POST', '/categories', category('Tiffin & Meals', { description: 'Idli, dosa and meals' })),
    );
    expect(answer.status).toBe(201);
    expect(answer.body.message).toBe('Category added');
    expect(answer.body.data.category).toMatchObject({
      name: 'Tiffin & Meals',
      slug: 'tiffin-and-meals',
      icon: 'utensils',
      color: '#2563eb',
      description: 'Idli, dosa and meals',
      tagline: null,
      counts: { businesses: 0, public: 0, waitingEdits: 0 },
    });
    expect(entry).toMatchObject({
      actorId: admin.id,
      action: 'category.create',
      entity: 'category',
      entityId: answer.body.data.category.id,
    });
    expect(JSON.parse(entry.after ?? '{}')).toMatchObject({ name: 'Tiffin & Meals', slug: 'tiffin-and-meals' });
    expect(await publicCategories()).toContainEqual(
      expect.objectContaining({ name: 'Tiffin & Meals', slug: 'tiffin-and-meals', count: 0 }),
    );
  });

  it('refuses an unknown icon, a colour that is not #rrggbb, unknown fields and names that make no slug', async () => {
    const bad = async (body: unknown, message: string, field: string) =>
      expectRefusal(await withNoEntry(() => call('POST', '/categories', body)), 400, message, field);
    await bad(category('Ghosts', { icon: 'skull' }), 'Please choose one of the category icons', 'icon');
    await bad(category('Ghosts', { color: 'red' }), 'Colour must be a hex colour such as #2563eb', 'color');
    await bad(
      category('Ghosts', { slug: 'Ghosts Inc' }),
      'Slug must be lower-case letters and digits joined by single dashes, e.g. health-and-fitness',
      'slug',
    );
    await bad(category('G'), 'Name must be at least 2 characters', 'name');
    await bad(category('!!!'), 'This name makes no slug (letters and digits, at most 60 characters): please give one', 'slug');
    expect((await withNoEntry(() => call('POST', '/categories', category('Ghosts', { imageUrl: 'x' })))).status).toBe(400);
  });

  it('knows every icon the seed uses', async () => {
    // scripts/ is outside the worker's TypeScript project: a computed specifier is resolved by Vitest at run time only.
    const seed = (await import(/* @vite-ignore */ `../../../scripts/seed/${'categories.ts'}`)) as { CATEGORIES: { icon: string }[] };
    const icons: readonly string[] = CATEGORY_ICONS;
    expect(seed.CATEGORIES.length).toBeGreaterThan(20);
    expect(seed.CATEGORIES.map((seeded) => seeded.icon).filter((icon) => !icons.includes(icon))).toEqual([]);
  });

  it('refuses a name or slug another category answers to, with 409 naming the field', async () => {
    await addCategory('Cycle Repairs');
    const taken = async (body: unknown, field: string, message: string) =>
      expectRefusal(await withNoEntry(() => call('POST', '/categories', body)), 409, message, field);
    await taken(category('cycle repairs'), 'name', 'There is already a category called Cycle Repairs');
    await taken(category('Cycle-Repairs'), 'name', 'This name is taken: it would also find Cycle Repairs');
    await taken(category('Bicycle Shops', { slug: 'cycle-repairs' }), 'slug', 'The slug cycle-repairs is taken by Cycle Repairs');
  });

  it('changes only what differs, one audit entry per change, none when nothing changes', async () => {
    const created = await call<{ category: AdminCategory }>('POST', '/categories', category('Key Cutting'));
    const { id } = created.body.data.category;
    const { answer, entry } = await withOneEntry(() =>
      call<{ category: AdminCategory; changed: string[] }>('PATCH', `/categories/${id}`, { icon: 'key', name: 'Key Cutting' }),
    );
    expect(answer.body).toMatchObject({
      message: 'Category saved',
      data: { changed: ['icon'], category: { icon: 'key', slug: 'key-cutting' } },
    });
    expect([JSON.parse(entry.before ?? ''), JSON.parse(entry.after ?? '')]).toEqual([{ icon: 'utensils' }, { icon: 'key' }]);
    const same = await withNoEntry(() => call<{ changed: string[] }>('PATCH', `/categories/${id}`, { icon: 'key', tagline: '' }));
    expect(same.body).toMatchObject({ message: 'Nothing has changed: the category already says this', data: { changed: [] } });
    expectRefusal(
      await call('PATCH', `/categories/${id}`, {}),
      400,
      'Nothing to change: send name, slug, icon, color, description or tagline',
    );
    expectRefusal(await call('PATCH', `/categories/${newId()}`, { icon: 'key' }), 404, 'Category not found');
  });

  it('renames a category: its businesses keep it, and search, cards and counts follow at once', async () => {
    const { id } = await addCategory('Filter Coffee Bars');
    const first = await addBusiness({ name: 'Brindavan Kaapi Corner', categoryId: id });
    const second = await addBusiness({ name: 'Malnad Beans House', categoryId: id });
    await addBusiness({ name: 'Unapproved Brew', categoryId: id, status: 'pending', isVerified: false });
    expect((await search('category=filter-coffee-bars')).total).toBe(2);

    const { answer, entry } = await withOneEntry(() =>
      call<{ category: AdminCategory; changed: string[] }>('PATCH', `/categories/${id}`, { name: 'Kaapi Bars' }),
    );
    expect(answer.body.data.category).toMatchObject({ id, name: 'Kaapi Bars', slug: 'kaapi-bars', counts: { businesses: 3, public: 2 } });
    expect(answer.body.data.changed.toSorted()).toEqual(['name', 'slug']);
    expect(JSON.parse(entry.after ?? '')).toEqual({ name: 'Kaapi Bars', slug: 'kaapi-bars' });

    expect((await businessRow(first))?.categoryId).toBe(id);
    const bySlug = await search('category=kaapi-bars');
    expect(bySlug.businesses.map((card) => card._id).toSorted()).toEqual([first, second].toSorted());
    expect(bySlug.businesses.every((card) => card.category === 'Kaapi Bars' && card.categorySlug === 'kaapi-bars')).toBe(true);
    expect((await search('category=Kaapi%20Bars&q=malnad')).businesses.map((card) => card._id)).toEqual([second]);
    expect((await search('q=kaapi%20bars')).total).toBe(2);
    expect((await search('category=filter-coffee-bars')).total).toBe(0);
    expect((await search('q=malnad&category=filter-coffee-bars')).total).toBe(0);
    const listed = await publicCategories();
    expect(listed).toContainEqual(expect.objectContaining({ name: 'Kaapi Bars', slug: 'kaapi-bars', count: 2 }));
    expect(listed.some((entry) => entry.slug === 'filter-coffee-bars')).toBe(false);
  });

  it('keeps a given slug on rename', async () => {
    const { id } = await addCategory('Tailors');
    const answer = await call<{ category: AdminCategory }>('PATCH', `/categories/${id}`, {
      name: 'Tailors & Alterations',
      slug: 'tailors',
    });
    expect(answer.body.data.category).toMatchObject({ name: 'Tailors & Alterations', slug: 'tailors' });
  });

  it('deletes an empty category, and refuses one that businesses or waiting edits still need (409, how many)', async () => {
    const empty = await addCategory('Typewriter Repairs');
    const { answer, entry } = await withOneEntry(() => call('DELETE', `/categories/${empty.id}`));
    expect(answer.body).toMatchObject({ status: 'success', message: 'Category deleted', data: { id: empty.id } });
    expect(entry).toMatchObject({ action: 'category.delete', entity: 'category', entityId: empty.id });
    expect((await publicCategories()).some((listed) => listed.slug === empty.slug)).toBe(false);
    expectRefusal(await call('DELETE', `/categories/${empty.id}`), 404, 'Category not found');

    const used = await addCategory('Watch Repairs');
    await addBusiness({ name: 'Time Doctor', categoryId: used.id });
    await addBusiness({ name: 'Tick Tock Fixers', categoryId: used.id, status: 'pending', isVerified: false });
    expectRefusal(
      await withNoEntry(() => call('DELETE', `/categories/${used.id}`)),
      409,
      'Watch Repairs still has 2 businesses. Merge it into another category instead.',
    );

    const wanted = await addCategory('Clock Towers');
    const other = await addBusiness({ name: 'Somewhere Else', categoryId: used.id });
    await addChange(other, 'category', used.id, wanted.id);
    expectRefusal(
      await withNoEntry(() => call('DELETE', `/categories/${wanted.id}`)),
      409,
      '1 waiting edit ask for Clock Towers. Decide them first, or merge it into another category.',
    );
    expect((await db.select().from(schema.categories).where(eq(schema.categories.id, wanted.id))).length).toBe(1);
  });

  it('merges a category into another: businesses move, search follows, waiting edits follow, the category goes', async () => {
    const into = await addCategory('South Indian Meals');
    const from = await addCategory('Darshinis');
    const already = await addBusiness({ name: 'Vidyarthi Meals Hall', categoryId: into.id });
    const moved = await addBusiness({ name: 'Shanthi Sagar Darshini', categoryId: from.id });
    const movedToo = await addBusiness({ name: 'Rameshwaram Darshini', categoryId: from.id });
    await addBusiness({ name: 'Pending Darshini', categoryId: from.id, status: 'pending', isVerified: false });
    const elsewhere = await addBusiness({ name: 'Elsewhere Cafe', categoryId: (await addCategory('Cafes')).id });
    const asksForFrom = await addChange(elsewhere, 'category', null, from.id);
    const nowMoot = await addChange(already, 'category', into.id, from.id);
    expect((await search('category=darshinis')).total).toBe(2);

    const { answer, entry } = await withOneEntry(() =>
      call<{ category: AdminCategory; moved: number }>('POST', `/categories/${from.id}/merge`, { into: into.id }),
    );
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe('Darshinis merged into South Indian Meals: 3 businesses moved');
    expect(answer.body.data).toMatchObject({ moved: 3, category: { id: into.id, counts: { businesses: 4, public: 3 } } });
    expect(entry).toMatchObject({ action: 'category.merge', entity: 'category', entityId: from.id });
    expect(JSON.parse(entry.after ?? '')).toEqual({ into: { id: into.id, name: 'South Indian Meals', slug: into.slug } });

    expect((await businessRow(moved))?.categoryId).toBe(into.id);
    expect((await db.select().from(schema.categories).where(eq(schema.categories.id, from.id))).length).toBe(0);
    const found = await search('category=south-indian-meals');
    expect(found.businesses.map((card) => card._id).toSorted()).toEqual([already, moved, movedToo].toSorted());
    expect((await search('q=shanthi%20sagar')).businesses).toEqual([
      expect.objectContaining({ _id: moved, category: 'South Indian Meals', categorySlug: 'south-indian-meals' }),
    ]);
    expect((await search('category=darshinis')).total).toBe(0);
    expect((await search('q=rameshwaram&category=darshinis')).total).toBe(0);
    const listed = await publicCategories();
    expect(listed).toContainEqual(expect.objectContaining({ slug: 'south-indian-meals', count: 3 }));
    expect(listed.some((listedCategory) => listedCategory.slug === 'darshinis')).toBe(false);

    const changes = await db.select().from(schema.businessChanges);
    expect(changes.find((change) => change.id === asksForFrom)).toMatchObject({ status: 'pending', newValue: into.id });
    expect(changes.find((change) => change.id === nowMoot)).toMatchObject({ status: 'withdrawn', decidedBy: admin.id });
  });

  it('refuses a merge into itself (400) or into no category (404), naming `into`', async () => {
    const { id } = await addCategory('Umbrella Repairs');
    expectRefusal(
      await withNoEntry(() => call('POST', `/categories/${id}/merge`, { into: id })),
      400,
      'A category cannot be merged into itself',
      'into',
    );
    expectRefusal(
      await withNoEntry(() => call('POST', `/categories/${id}/merge`, { into: newId() })),
      404,
      'The category to merge into was not found',
      'into',
    );
    expectRefusal(await call('POST', `/categories/${newId()}/merge`, { into: id }), 404, 'Category not found');
  });

  it('lists every category for admins with its counts, through tRPC too', async () => {
    const caller = createCallerFactory(appRouter)(requestContext({ token: admin.token })).admin;
    const { id } = await addCategory('Tiffin Rooms');
    await addBusiness({ name: 'Open Tiffin', categoryId: id });
    await addBusiness({ name: 'Waiting Tiffin', categoryId: id, status: 'pending', isVerified: false });
    await addBusiness({ name: 'Turned Down Tiffin', categoryId: id, status: 'rejected', isVerified: false });
    // Suspended: still approved, no longer verified (docs/product.md §3.24).
    await addBusiness({ name: 'Suspended Tiffin', categoryId: id, status: 'approved', isVerified: false });
    const listed = await caller.categories();
    expect(listed).toContainEqual(expect.objectContaining({ name: 'Kaapi Bars', counts: { businesses: 3, public: 2, waitingEdits: 0 } }));
    expect(listed).toContainEqual(expect.objectContaining({ name: 'Tiffin Rooms', counts: { businesses: 4, public: 1, waitingEdits: 0 } }));
    const rest = (await call<{ categories: AdminCategory[] }>('GET', '/categories')).body.data.categories;
    expect(rest.map((entry) => entry.id)).toEqual(listed.map((entry) => entry.id));
    const { answer } = await withOneEntry(() =>
      caller.updateCategory({ id: listed[0]?.id ?? '', changes: { tagline: 'Fresh every day' } }),
    );
    expect(answer.changed).toEqual(['tagline']);
  });

  it('reads a row per count however many listings a category or locality holds, and counts moves and deletions', async () => {
    const { id: categoryId } = await addCategory('Lamp Makers');
    const { id: otherId } = await addCategory('Lamp Menders');
    const locationId = (await addLocation('Lampgully', ['560051'])).id;
    await addBusiness({ name: 'Lit Lamps', categoryId, locationId });
    const measure = async () => {
      const [categories, locations] = [
        await call<{ categories: AdminCategory[] }>('GET', '/categories'),
        await call<{ locations: AdminLocation[] }>('GET', '/locations'),
      ];
      return {
        rows: rowsRead(categories.headers).rowsRead + rowsRead(locations.headers).rowsRead,
        category: categories.body.data.categories.find((entry) => entry.id === categoryId)?.counts,
        location: locations.body.data.locations.find((entry) => entry.id === locationId)?.counts,
      };
    };
    const before = await measure();
    expect(before.category).toEqual({ businesses: 1, public: 1, waitingEdits: 0 });
    expect(before.location).toEqual({ businesses: 1, public: 1 });

    // Ten times as many listings waiting or turned down: each used to be read to be counted.
    const waiting = [];
    for (let n = 0; n < 10; n++) {
      waiting.push(
        await addBusiness({
          name: `Waiting Lamps ${n}`,
          categoryId,
          locationId,
          status: n % 2 ? 'pending' : 'rejected',
          isVerified: false,
        }),
      );
    }
    const after = await measure();
    expect(after.category).toEqual({ businesses: 11, public: 1, waitingEdits: 0 });
    expect(after.location).toEqual({ businesses: 11, public: 1 });
    expect(after.rows).toBe(before.rows);

    await db
      .update(schema.businesses)
      .set({ categoryId: otherId, locationId: null })
      .where(eq(schema.businesses.id, waiting[0] ?? ''));
    await db.delete(schema.businesses).where(eq(schema.businesses.id, waiting[1] ?? ''));
    const moved = await measure();
    expect(moved.category).toEqual({ businesses: 9, public: 1, waitingEdits: 0 });
    expect(moved.location).toEqual({ businesses: 9, public: 1 });
    const other = (await call<{ categories: AdminCategory[] }>('GET', '/categories')).body.data.categories.find(
      (entry) => entry.id === otherId,
    );
    expect(other?.counts).toEqual({ businesses: 1, public: 0, waitingEdits: 0 });

    // A rebuild (after a bulk import, which pauses the triggers) counts every listing again.
    await env.DB.prepare('UPDATE listing_counts SET listings = listings + 5').run();
    await rebuildSearchIndex(env.DB);
    expect((await measure()).category).toEqual({ businesses: 9, public: 1, waitingEdits: 0 });
  });
});

describe('locations', () => {
  it('adds a locality of real city pincodes, centred on its first; businesses of those pincodes with none join it', async () => {
    const { id: categoryId } = await addCategory('Florists');
    const loose = await addBusiness({ name: 'Ejipura Flowers', categoryId, pincode: '560047' });
    const { answer, entry } = await withOneEntry(() =>
      call<{ location: AdminLocation }>('POST', '/locations', {
        name: 'Ejipura',
        pincodes: ['560047', '560030'],
        image: 'https://images.example/ejipura.jpg',
        description: 'Between Koramangala and Viveknagar.',
      }),
    );
    expect(answer.status).toBe(201);
    expect(answer.body.message).toBe('Location added');
    expect(answer.body.data.location).toMatchObject({
      name: 'Ejipura',
      slug: 'ejipura',
      pincodes: ['560047', '560030'],
      latitude: 12.94,
      longitude: 77.62,
      image: 'https://images.example/ejipura.jpg',
      counts: { businesses: 1, public: 1 },
    });
    expect(entry).toMatchObject({ action: 'location.create', entity: 'location', entityId: answer.body.data.location.id });
    expect(await businessRow(loose)).toMatchObject({ locationId: answer.body.data.location.id, locality: 'Ejipura' });
    expect((await search('location=ejipura')).businesses.map((card) => card._id)).toEqual([loose]);
    expect(await publicLocations()).toContainEqual(
      expect.objectContaining({ name: 'Ejipura', pincodes: ['560047', '560030'], count: 1, image: 'https://images.example/ejipura.jpg' }),
    );
  });

  it('takes only real pincodes of the city, each once, naming each one that is not', async () => {
    const bad = async (pincodes: unknown, status: number, message: string, field: string) =>
      expectRefusal(await withNoEntry(() => call('POST', '/locations', { name: 'Nowhere Nagar', pincodes })), status, message, field);
    await bad(['560047', '570001', '560999'], 400, '570001 is not a Bengaluru pincode', 'pincodes.1');
    const answer = await call('POST', '/locations', { name: 'Nowhere Nagar', pincodes: ['560047', '570001', '560999'] });
    expect(answer.body.errors).toEqual([
      { field: 'pincodes.1', message: '570001 is not a Bengaluru pincode' },
      { field: 'pincodes.2', message: '560999 is not a Bengaluru pincode' },
    ]);
    await bad(['560047', '560047'], 400, '560047 is listed twice', 'pincodes.1');
    await bad([], 400, 'Give at least one pincode', 'pincodes');
    await bad(['5600'], 400, 'Pincode must be 6 digits', 'pincodes.0');
    expectRefusal(
      await call('POST', '/locations', { name: 'Nowhere Nagar', pincodes: ['560047'], image: 'http://images.example/x.jpg' }),
      400,
      'Image must be an address starting with https://',
      'image',
    );
    expect((await db.select().from(schema.locations).where(eq(schema.locations.name, 'Nowhere Nagar'))).length).toBe(0);
  });

  it('refuses a name or slug another locality answers to (409)', async () => {
    await addLocation('Viveknagar', ['560047']);
    expectRefusal(
      await withNoEntry(() => call('POST', '/locations', { name: 'VIVEKNAGAR', pincodes: ['560030'] })),
      409,
      'There is already a location called Viveknagar',
      'name',
    );
    expectRefusal(
      await withNoEntry(() => call('POST', '/locations', { name: 'Vivek Nagar', slug: 'viveknagar', pincodes: ['560030'] })),
      409,
      'The slug viveknagar is taken by Viveknagar',
      'slug',
    );
  });

  it('moves businesses when pincodes change: out to the locality their pincode now gives, or none; the unplaced in', async () => {
    const { id: categoryId } = await addCategory('Tutors');
    const shared = await addLocation('Begur', ['560068']);
    const place = await call<{ location: AdminLocation }>('POST', '/locations', { name: 'Bommanahalli', pincodes: ['560068', '560029'] });
    const { id } = place.body.data.location;
    const inShared = await addBusiness({
      name: 'Begur Maths Tutor',
      categoryId,
      pincode: '560068',
      locationId: id,
      locality: 'Bommanahalli',
    });
    const inOwn = await addBusiness({
      name: 'BTM Science Classes',
      categoryId,
      pincode: '560029',
      locationId: id,
      locality: 'Bommanahalli',
    });
    const unplaced = await addBusiness({ name: 'JP Nagar Chess Club', categoryId, pincode: '560076' });
    const stays = await addBusiness({
      name: 'Begur Music School',
      categoryId,
      pincode: '560068',
      locationId: shared.id,
      locality: 'Begur',
    });

    const { answer, entry } = await withOneEntry(() =>
      call<{ location: AdminLocation; changed: string[] }>('PATCH', `/locations/${id}`, { pincodes: ['560076'] }),
    );
    expect(answer.body.message).toBe('Location saved');
    expect(answer.body.data.changed.toSorted()).toEqual(['latitude', 'longitude', 'pincodes']);
    expect(answer.body.data.location).toMatchObject({ pincodes: ['560076'], latitude: 12.89, longitude: 77.6, counts: { businesses: 1 } });
    expect(JSON.parse(entry.after ?? '')).toMatchObject({ pincodes: ['560076'] });

    expect(await businessRow(inShared)).toMatchObject({ locationId: shared.id, locality: 'Begur' });
    expect(await businessRow(inOwn)).toMatchObject({ locationId: null, locality: null });
    expect(await businessRow(unplaced)).toMatchObject({ locationId: id, locality: 'Bommanahalli' });
    expect(await businessRow(stays)).toMatchObject({ locationId: shared.id, locality: 'Begur' });
    expect((await search('location=bommanahalli')).businesses.map((card) => card._id)).toEqual([unplaced]);
    expect((await search('location=begur')).businesses.map((card) => card._id).toSorted()).toEqual([inShared, stays].toSorted());
    expect(await publicLocations()).toContainEqual(expect.objectContaining({ slug: 'bommanahalli', pincodes: ['560076'], count: 1 }));
  });

  it('renames a locality: its businesses’ locality follows, in search and cards', async () => {
    const { id: categoryId } = await addCategory('Laundries');
    const place = await call<{ location: AdminLocation }>('POST', '/locations', { name: 'Adugodi', pincodes: ['560030'] });
    const { id } = place.body.data.location;
    const business = await addBusiness({ name: 'Adugodi Wash House', categoryId, pincode: '560030', locationId: id, locality: 'Adugodi' });
    const { answer } = await withOneEntry(() => call<{ location: AdminLocation }>('PATCH', `/locations/${id}`, { name: 'Adugodi Layout' }));
    expect(answer.body.data.location).toMatchObject({ name: 'Adugodi Layout', slug: 'adugodi-layout' });
    expect(await businessRow(business)).toMatchObject({ locationId: id, locality: 'Adugodi Layout' });
    const found = await search('location=adugodi-layout');
    expect(found.businesses.map((card) => [card._id, card.location.locality])).toEqual([[business, 'Adugodi Layout']]);
    expect((await search('location=adugodi')).total).toBe(0);
    expect(await withNoEntry(() => call('PATCH', `/locations/${id}`, { name: 'Adugodi Layout' }))).toMatchObject({
      body: { message: 'Nothing has changed: the location already says this' },
    });
  });

  it('deletes a locality: its businesses stay listed, in the locality their pincode gives or none', async () => {
    const { id: categoryId } = await addCategory('Cobblers');
    const place = await call<{ location: AdminLocation }>('POST', '/locations', { name: 'Hosur Road', pincodes: ['560011'] });
    const { id } = place.body.data.location;
    const business = await addBusiness({
      name: 'Hosur Road Shoe Fix',
      categoryId,
      pincode: '560011',
      locationId: id,
      locality: 'Hosur Road',
    });
    const { answer, entry } = await withOneEntry(() => call<{ id: string; moved: number }>('DELETE', `/locations/${id}`));
    expect(answer.body).toMatchObject({ message: 'Location deleted', data: { id, moved: 1 } });
    expect(entry).toMatchObject({ action: 'location.delete', entity: 'location', entityId: id });
    expect(await businessRow(business)).toMatchObject({ locationId: null, locality: null });
    expect((await search('q=shoe%20fix')).businesses.map((card) => card._id)).toEqual([business]);
    expect((await publicLocations()).some((listed) => listed.slug === 'hosur-road')).toBe(false);
    expect(await db.select().from(schema.locationPincodes).where(eq(schema.locationPincodes.locationId, id))).toEqual([]);
  });
});

async function createCampaign(body: Record<string, unknown>) {
  const answer = await call<{ campaign: AdminCampaign }>('POST', '/campaigns', body);
  expect(answer.status).toBe(201);
  return answer.body.data.campaign;
}

async function uploadBanner(
  campaignId: string,
  file: Uint8Array | null,
  fields: Record<string, string>,
  token = admin.token,
  { method = 'POST', bannerId }: { method?: string; bannerId?: string } = {},
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (file) form.append('file', new File([file], 'banner.png', { type: 'image/png' }));
  const path = `/api/admin/campaigns/${campaignId}/banners${bannerId ? `/${bannerId}` : ''}`;
  const response = await SELF.fetch(`http://localhost${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'cf-connecting-ip': `10.99.${Math.floor(ipCounter / 200)}.${ipCounter++ % 200}` },
    body: form,
  });
  return {
    status: response.status,
    body: (await response.json()) as Envelope<{ banner: Banner; campaign: AdminCampaign; changed: string[] }>,
  };
}

async function storedKeys(campaignId: string) {
  const listed = await env.MEDIA.list({ prefix: `campaigns/${campaignId}/` });
  return listed.objects.map((object) => object.key);
}

const publicCampaigns = async (section: string) =>
  (
    await api<{
      data: { campaigns: { _id: string; banners: { _id: string; title: string; link: string | null; image: { url: string } }[] }[] };
    }>('GET', `/campaigns/public?sections=${section}`)
  ).body.data.campaigns;

const keyOf = (url: string) => url.replace('http://localhost/media/', '');

describe('campaigns and banners', () => {
  it('adds a campaign with its dates, and refuses an end before the start', async () => {
    const { answer, entry } = await withOneEntry(() =>
      call<{ campaign: AdminCampaign }>('POST', '/campaigns', {
        name: 'Monsoon offers',
        section: 'monsoon-section',
        startsAt: '2020-06-01T00:00:00+05:30',
        endsAt: '2099-09-30T23:59:59+05:30',
      }),
    );
    expect(answer.body).toMatchObject({
      message: 'Campaign added',
      data: { campaign: { name: 'Monsoon offers', isActive: true, state: 'live', startsAt: '2020-05-31T18:30:00.000Z', banners: [] } },
    });
    expect(entry).toMatchObject({ action: 'campaign.create', entity: 'campaign', entityId: answer.body.data.campaign.id });
    const refusal = await withNoEntry(() =>
      call('POST', '/campaigns', {
        name: 'Backwards',
        section: 'monsoon-section',
        startsAt: '2030-01-02T00:00:00Z',
        endsAt: '2030-01-01T00:00:00Z',
      }),
    );
    expectRefusal(refusal, 400, CAMPAIGN_DATES_MESSAGE, 'endsAt');
    expectRefusal(
      await call('POST', '/campaigns', { name: 'Bad', section: 'Big Sale' }),
      400,
      'Sections are lower-case names such as featured-section',
      'section',
    );
    expectRefusal(
      await call('POST', '/campaigns', { name: 'Bad', section: 'x', startsAt: 'next tuesday' }),
      400,
      'Start must be a date and time such as 2025-08-01T09:00:00+05:30',
      'startsAt',
    );
    const id = answer.body.data.campaign.id;
    expectRefusal(
      await withNoEntry(() => call('PATCH', `/campaigns/${id}`, { startsAt: '2099-12-01T00:00:00Z' })),
      400,
      CAMPAIGN_DATES_MESSAGE,
      'startsAt',
    );
  });

  it('adds a banner from an uploaded image: stored by its content, served, and shown publicly at once', async () => {
    const campaign = await createCampaign({ name: 'Food trail', section: 'food-trail' });
    const { answer, entry } = await withOneEntry(() =>
      uploadBanner(campaign.id, png({ width: 640, height: 240 }), {
        title: 'Weekend food trail',
        link: '/categories/kaapi-bars',
        description: 'Dosa and coffee',
      }),
    );
    expect(answer.status).toBe(201);
    expect(answer.body.message).toBe('Banner added');
    const { banner } = answer.body.data;
    expect(banner).toMatchObject({
      title: 'Weekend food trail',
      link: '/categories/kaapi-bars',
      description: 'Dosa and coffee',
      position: 0,
    });
    expect(keyOf(banner.image)).toMatch(new RegExp(`^campaigns/${campaign.id}/[0-9a-f]{32}\\.png$`));
    expect(await storedKeys(campaign.id)).toEqual([keyOf(banner.image)]);
    expect(entry).toMatchObject({ action: 'campaign.add-banner', entity: 'campaign', entityId: campaign.id });
    const served = await SELF.fetch(banner.image);
    expect([served.status, served.headers.get('content-type')]).toEqual([200, 'image/png']);
    await served.arrayBuffer();
    expect(await publicCampaigns('food-trail')).toEqual([
      expect.objectContaining({
        _id: campaign.id,
        banners: [
          expect.objectContaining({
            _id: banner.id,
            title: 'Weekend food trail',
            link: '/categories/kaapi-bars',
            image: { url: banner.image },
          }),
        ],
      }),
    ]);
  });

  it('refuses hostile or missing files and bad links, storing nothing and writing nothing', async () => {
    const campaign = await createCampaign({ name: 'Hostile', section: 'hostile-section' });
    const refused = async (file: Uint8Array | null, fields: Record<string, string>, message: string, field = 'file') => {
      const answer = await withNoEntry(() => uploadBanner(campaign.id, file, fields));
      expectRefusal(answer, 400, message, field);
    };
    await refused(concatBytes(jpeg(), zip()), { title: 'Polyglot' }, UPLOAD_MESSAGES.hiddenData);
    await refused(zip(), { title: 'Archive' }, UPLOAD_MESSAGES.unsupportedType);
    await refused(new TextEncoder().encode('<svg onload="alert(1)"/>'), { title: 'Script' }, UPLOAD_MESSAGES.unsupportedType);
    await refused(null, { title: 'Nothing' }, UPLOAD_MESSAGES.missing);
    await refused(
      png(),
      { title: 'Script link', link: 'javascript:alert(1)' },
      'Link must be a path in the site (starting with /) or an address starting with https://',
      'link',
    );
    await refused(
      png(),
      { title: 'Other site', link: '//evil.example/x' },
      'Link must start with a single / to be a path in the site',
      'link',
    );
    await refused(png(), { title: 'Backslash', link: '/\\evil.example' }, 'Link must not contain spaces or backslashes', 'link');
    await refused(
      png(),
      { title: 'Plain http', link: 'http://example.com' },
      'Link must be a path in the site (starting with /) or an address starting with https://',
      'link',
    );
    const json = await api<Envelope<unknown>>('POST', `/admin/campaigns/${campaign.id}/banners`, {
      token: admin.token,
      body: { title: 'JSON' },
    });
    expectRefusal(json, 400, UPLOAD_MESSAGES.notMultipart, 'file');
    expect(await storedKeys(campaign.id)).toEqual([]);
    expect(await db.select().from(schema.campaignBanners).where(eq(schema.campaignBanners.campaignId, campaign.id))).toEqual([]);
    expectRefusal(await uploadBanner(newId(), png(), { title: 'Lost' }), 404, 'Campaign not found');
  });

  it('holds a banner form to the upload’s body limit and a banner’s JSON edit to the JSON limit', async () => {
    const campaign = await createCampaign({ name: 'Heavy', section: 'heavy-section' });
    const huge = concatBytes(png(), new Uint8Array(MAX_UPLOAD_BYTES));
    expectRefusal(await withNoEntry(() => uploadBanner(campaign.id, huge, { title: 'Too big' })), 413, UPLOAD_MESSAGES.tooLarge, 'file');
    const banner = (await uploadBanner(campaign.id, png(), { title: 'Light' })).body.data.banner;
    const long = await api<Envelope<unknown>>('PATCH', `/admin/campaigns/${campaign.id}/banners/${banner.id}`, {
      token: admin.token,
      body: { title: 'x'.repeat(JSON_BODY_LIMIT) },
    });
    expectRefusal(long, 413, BODY_TOO_LARGE);
    expect(await storedKeys(campaign.id)).toEqual([keyOf(banner.image)]);
    const caller = createCallerFactory(appRouter)(requestContext({ token: admin.token })).admin;
    const { answer } = await withOneEntry(() =>
      caller.updateBanner({ id: campaign.id, bannerId: banner.id, changes: { description: 'Light as air' } }),
    );
    expect(answer.banner).toMatchObject({ id: banner.id, description: 'Light as air' });
  });

  it('edits a banner’s words, place and image; the old image leaves the bucket', async () => {
    const campaign = await createCampaign({ name: 'Neighbourhoods', section: 'hoods-section' });
    const first = (await uploadBanner(campaign.id, png({ width: 400 }), { title: 'Explore Ejipura' })).body.data.banner;
    const second = (await uploadBanner(campaign.id, png({ width: 401 }), { title: 'Explore Begur', position: '0' })).body.data.banner;
    expect((await publicCampaigns('hoods-section'))[0]?.banners.map((banner) => banner._id)).toEqual([second.id, first.id]);

    const words = await withOneEntry(() =>
      api<Envelope<{ banner: Banner; changed: string[] }>>('PATCH', `/admin/campaigns/${campaign.id}/banners/${first.id}`, {
        token: admin.token,
        body: { title: 'Explore Ejipura today', link: 'https://example.com/ejipura', position: 0 },
      }),
    );
    expect(words.answer.body).toMatchObject({ message: 'Banner saved', data: { banner: { title: 'Explore Ejipura today', position: 0 } } });
    expect(words.answer.body.data.changed.toSorted()).toEqual(['link', 'position', 'title']);
    expect((await publicCampaigns('hoods-section'))[0]?.banners.map((banner) => banner.title)).toEqual([
      'Explore Ejipura today',
      'Explore Begur',
    ]);

    const image = await withOneEntry(() =>
      uploadBanner(campaign.id, png({ width: 402 }), {}, admin.token, { method: 'PATCH', bannerId: first.id }),
    );
    expect(image.answer.body.data.changed).toEqual(['imageUrl']);
    const newKey = keyOf(image.answer.body.data.banner.image);
    expect(newKey).not.toBe(keyOf(first.image));
    expect((await storedKeys(campaign.id)).toSorted()).toEqual([newKey, keyOf(second.image)].toSorted());

    const hostile = await withNoEntry(() =>
      uploadBanner(campaign.id, concatBytes(png(), zip()), { title: 'Sneaky' }, admin.token, { method: 'PATCH', bannerId: first.id }),
    );
    expectRefusal(hostile, 400, UPLOAD_MESSAGES.hiddenData, 'file');
    expect((await storedKeys(campaign.id)).toSorted()).toEqual([newKey, keyOf(second.image)].toSorted());
    expectRefusal(
      await api('PATCH', `/admin/campaigns/${campaign.id}/banners/${first.id}`, { token: admin.token, body: {} }),
      400,
      'Nothing to change: send title, description, link, position or a new image',
    );
    expectRefusal(
      await api('PATCH', `/admin/campaigns/${campaign.id}/banners/${newId()}`, { token: admin.token, body: { title: 'Lost' } }),
      404,
      'Banner not found',
    );
  });

  it('deletes a banner (its image with it) and a campaign (every banner and image), publicly at once', async () => {
    const campaign = await createCampaign({ name: 'Short lived', section: 'short-section' });
    const kept = (await uploadBanner(campaign.id, png({ width: 410 }), { title: 'Kept' })).body.data.banner;
    const gone = (await uploadBanner(campaign.id, png({ width: 411 }), { title: 'Gone' })).body.data.banner;
    const { answer, entry } = await withOneEntry(() =>
      api<Envelope<{ campaign: AdminCampaign }>>('DELETE', `/admin/campaigns/${campaign.id}/banners/${kept.id}`, { token: admin.token }),
    );
    expect(answer.body.message).toBe('Banner deleted');
    expect(answer.body.data.campaign.banners).toEqual([expect.objectContaining({ id: gone.id, position: 0 })]);
    expect(entry).toMatchObject({ action: 'campaign.remove-banner', entity: 'campaign', entityId: campaign.id });
    expect(await storedKeys(campaign.id)).toEqual([keyOf(gone.image)]);
    expect((await publicCampaigns('short-section'))[0]?.banners.map((banner) => banner._id)).toEqual([gone.id]);

    const deleted = await withOneEntry(() => call('DELETE', `/campaigns/${campaign.id}`));
    expect(deleted.answer.body).toMatchObject({ message: 'Campaign deleted', data: { id: campaign.id } });
    expect(await storedKeys(campaign.id)).toEqual([]);
    expect(await publicCampaigns('short-section')).toEqual([]);
    expect(await db.select().from(schema.campaignBanners).where(eq(schema.campaignBanners.campaignId, campaign.id))).toEqual([]);
  });

  it('switches a campaign off, schedules it and moves it; the public list follows its switch and dates', async () => {
    const first = await createCampaign({ name: 'Always', section: 'switch-section' });
    const second = await createCampaign({ name: 'Sometimes', section: 'switch-section' });
    expect((await publicCampaigns('switch-section')).map((shown) => shown._id)).toEqual([first.id, second.id]);

    const moved = await withOneEntry(() =>
      call<{ campaign: AdminCampaign; changed: string[] }>('PATCH', `/campaigns/${second.id}`, { position: 0 }),
    );
    expect(moved.answer.body.data.changed).toEqual(['position']);
    expect((await publicCampaigns('switch-section')).map((shown) => shown._id)).toEqual([second.id, first.id]);

    const off = await withOneEntry(() => call<{ campaign: AdminCampaign }>('PATCH', `/campaigns/${second.id}`, { isActive: false }));
    expect(off.answer.body.data.campaign.state).toBe('off');
    expect((await publicCampaigns('switch-section')).map((shown) => shown._id)).toEqual([first.id]);

    const later = await call<{ campaign: AdminCampaign }>('PATCH', `/campaigns/${second.id}`, {
      isActive: true,
      startsAt: '2099-01-01T00:00:00Z',
    });
    expect(later.body.data.campaign.state).toBe('scheduled');
    expect((await publicCampaigns('switch-section')).map((shown) => shown._id)).toEqual([first.id]);
    const ended = await call<{ campaign: AdminCampaign }>('PATCH', `/campaigns/${second.id}`, {
      startsAt: null,
      endsAt: '2001-01-01T00:00:00Z',
    });
    expect(ended.body.data.campaign.state).toBe('ended');
    expect((await publicCampaigns('switch-section')).map((shown) => shown._id)).toEqual([first.id]);

    const listed = (await call<{ campaigns: AdminCampaign[] }>('GET', '/campaigns')).body.data.campaigns;
    expect(listed.filter((shown) => shown.section === 'switch-section').map((shown) => [shown.id, shown.state])).toEqual([
      [second.id, 'ended'],
      [first.id, 'live'],
    ]);
  });
});

describe('quick links', () => {
  const publicLinks = async () =>
    (await api<{ data: { quickLinks: { _id: string; title: string; url: string }[] } }>('GET', '/quicklinks/public')).body.data.quickLinks;

  it('adds, moves, switches off and deletes links; the footer’s list follows each at once', async () => {
    const added = await withOneEntry(() =>
      call<{ quickLink: QuickLink }>('POST', '/quicklinks', { title: 'Add your business', url: '/add-business' }),
    );
    expect(added.answer.status).toBe(201);
    expect(added.answer.body).toMatchObject({
      message: 'Quick link added',
      data: { quickLink: { title: 'Add your business', url: '/add-business', isActive: true, position: 0 } },
    });
    expect(added.entry).toMatchObject({ action: 'quick-link.create', entity: 'quick-link' });
    const second = (await call<{ quickLink: QuickLink }>('POST', '/quicklinks', { title: 'Our blog', url: 'https://blog.example.in/' }))
      .body.data.quickLink;
    expect(second.position).toBe(1);
    expect((await publicLinks()).map((link) => link.url)).toEqual(['/add-business', 'https://blog.example.in/']);

    await withOneEntry(() => call('PATCH', `/quicklinks/${second.id}`, { position: 0 }));
    expect((await publicLinks()).map((link) => link.url)).toEqual(['https://blog.example.in/', '/add-business']);
    await withOneEntry(() => call('PATCH', `/quicklinks/${second.id}`, { isActive: false }));
    expect((await publicLinks()).map((link) => link.url)).toEqual(['/add-business']);

    const gone = await withOneEntry(() => call('DELETE', `/quicklinks/${added.answer.body.data.quickLink.id}`));
    expect(gone.answer.body.message).toBe('Quick link deleted');
    expect(await publicLinks()).toEqual([]);
    const rows = await db.select().from(schema.quickLinks);
    expect(rows.map((row) => [row.id, row.position])).toEqual([[second.id, 0]]);
    await db.delete(schema.quickLinks);
  });

  it('refuses a second link to one URL (409) and links that are neither a path nor https', async () => {
    await call('POST', '/quicklinks', { title: 'Contact us', url: '/contact' });
    expectRefusal(
      await withNoEntry(() => call('POST', '/quicklinks', { title: 'Write to us', url: '/contact' })),
      409,
      'There is already a quick link to /contact (Contact us)',
      'url',
    );
    expectRefusal(
      await call('POST', '/quicklinks', { title: 'Files', url: 'ftp://files.example' }),
      400,
      'URL must be a path in the site (starting with /) or an address starting with https://',
      'url',
    );
    expectRefusal(await call('POST', '/quicklinks', { title: 'Empty' }), 400, 'URL is required', 'url');
    expect(siteLinkProblem('https://user:pass@example.com/')).toBe('Link must not carry a user name or password');
    await db.delete(schema.quickLinks);
  });

  it('holds the footer to its most links', async () => {
    await db.insert(schema.quickLinks).values(
      Array.from({ length: MAX_QUICK_LINKS }, (_, position) => ({
        id: newId(),
        title: `Link ${position}`,
        url: `/l/${position}`,
        position,
      })),
    );
    expectRefusal(
      await withNoEntry(() => call('POST', '/quicklinks', { title: 'One more', url: '/one-more' })),
      400,
      `There can be at most ${MAX_QUICK_LINKS} quick links. Delete one to add another.`,
    );
    await db.delete(schema.quickLinks);
  });

  it('works through tRPC with the same rules and one audit entry', async () => {
    const caller = createCallerFactory(appRouter)(requestContext({ token: admin.token })).admin;
    const { answer } = await withOneEntry(() => caller.createQuickLink({ title: 'Locations', url: '/locations' }));
    expect(answer).toMatchObject({ title: 'Locations', url: '/locations', position: 0 });
    expect(await caller.quickLinks()).toEqual([expect.objectContaining({ id: answer.id })]);
    await expect(caller.createQuickLink({ title: 'Again', url: '/locations' })).rejects.toMatchObject({ code: 'CONFLICT' });
    await db.delete(schema.quickLinks);
  });
});

/** An owner's held edit of a listing's field, waiting for review. */
async function addChange(businessId: string, field: 'category', oldValue: string | null, newValue: string) {
  const id = newId();
  await db.insert(schema.businessChanges).values({ id, businessId, field, oldValue, newValue, requestedAt: new Date() });
  return id;
}
