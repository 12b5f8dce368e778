import { env } from 'cloudflare:test';
import { registerGlobalWaitUntil } from 'cloudflare:test-internal';
import { expect } from 'vitest';
import { drizzle } from 'drizzle-orm/d1';
import * as schema from '../../worker/db/schema.ts';
import { newId } from '../../worker/lib/ids.ts';
import { tradeKey, type TradeRegister } from '../../worker/contracts/trade-words.ts';
import type { Serves } from '../../worker/contracts/attributes.ts';
import { REFRESH_CITY_WORDS_SQL } from '../../worker/services/search/city-words.ts';
import { PAUSE_SEARCH_INDEX } from '../../worker/services/search/index-build.ts';
import { createRequestContext } from '../../worker/services/context.ts';
import type { RequestContext } from '../../worker/env.ts';
/** Small, explicit test data: each test file builds the directory it needs. */
export const db = drizzle(env.DB, { schema });

/**
 * A request's context as the Worker builds it, for calling services and tRPC callers directly. What it leaves for after
 * the response is waited for by afterResponses() and drainEvents() (support/event-queue.ts), as a request's is.
 */
export function requestContext({
  origin = 'http://localhost',
  ip = '203.0.113.1',
  token,
}: { origin?: string; ip?: string; token?: string } = {}): RequestContext {
  const headers = new Headers({ 'cf-connecting-ip': ip });
  if (token) headers.set('authorization', `Bearer ${token}`);
  return createRequestContext({
    env,
    request: new Request(`${origin}/`, { headers }),
    requestId: 'test',
    waitUntil: registerGlobalWaitUntil,
  });
}

export async function addCategory(name: string, slug = name.toLowerCase().replace(/&/g, 'and').replace(/\s+/g, '-')) {
  const id = newId();
  await db
    .insert(schema.categories)
    .values({ id, name, slug, color: '#2563eb', icon: 'briefcase', imageUrl: `seed/categories/${slug}-0123456789abcdef.svg` });
  return { id, name, slug };
}

/** A trade of the lexicon (migrations/0029_trade_lexicon.sql) with its words, each in the register given or English. */
export async function addTrade(
  id: string,
  categoryId: string,
  words: (string | [word: string, register: TradeRegister])[],
  subcategory: string | null = null,
) {
  await env.DB.prepare('INSERT INTO trade_concepts (id, category_id, subcategory) VALUES (?, ?, ?)')
    .bind(id, categoryId, subcategory)
    .run();
  const rows = words.map((entry, position) => {
    const [word, register] = typeof entry === 'string' ? [entry, 'en'] : entry;
    return env.DB.prepare('INSERT INTO trade_words (concept_id, word, language, position, key) VALUES (?, ?, ?, ?, ?)').bind(
      id,
      word,
      register,
      position,
      tradeKey(word),
    );
  });
  await env.DB.batch(rows);
}

/**
 * The seed's lexicon (scripts/seed/lexicon.ts) for the categories the database holds, by their slug, and for those
 * `alias` maps a seed slug to. scripts/ is outside the worker's TypeScript project: imported by a computed specifier.
 */
export async function addSeedLexicon(alias: Record<string, string> = {}) {
  type Rows = {
    tradeConcepts: { id: string; categoryId: string; subcategory?: string | null }[];
    tradeWords: { conceptId: string; word: string; language: string; position: number; key: string }[];
  };
  const { lexiconRows } = (await import(/* @vite-ignore */ `../../scripts/seed/${'lexicon-rows.ts'}`)) as {
    lexiconRows: (categoryIds: ReadonlyMap<string, string>) => Rows;
  };
  const categories = await env.DB.prepare('SELECT id, slug FROM categories').all<{ id: string; slug: string }>();
  const ids = new Map([...categories.results.map((row) => [row.slug, row.id] as const), ...Object.entries(alias)]);
  const rows = lexiconRows(ids);
  // As the seed writes it: the triggers paused, the city's words written once at the end.
  await env.DB.batch([
    env.DB.prepare(PAUSE_SEARCH_INDEX),
    ...rows.tradeConcepts.map((row) =>
      env.DB.prepare('INSERT INTO trade_concepts (id, category_id, subcategory) VALUES (?, ?, ?)').bind(
        row.id,
        row.categoryId,
        row.subcategory ?? null,
      ),
    ),
    ...rows.tradeWords.map((row) =>
      env.DB.prepare('INSERT INTO trade_words (concept_id, word, language, position, key) VALUES (?, ?, ?, ?, ?)').bind(
        row.conceptId,
        row.word,
        row.language,
        row.position,
        row.key,
      ),
    ),
    env.DB.prepare("DELETE FROM search_settings WHERE key = 'paused'"),
    ...REFRESH_CITY_WORDS_SQL.map((sql) => env.DB.prepare(sql)),
  ]);
  return rows.tradeConcepts.length;
}

export async function addPincode(pincode: string, latitude: number, longitude: number, places: string[] = []) {
  await db.insert(schema.pincodes).values({ pincode, district: 'Bangalore', state: 'Karnataka', latitude, longitude });
  if (places.length) await db.insert(schema.pincodePlaces).values(places.map((name) => ({ pincode, name })));
}

export async function addLocation(name: string, pincodes: string[], latitude = 12.93, longitude = 77.62) {
  const id = newId();
  const slug = name.toLowerCase().replace(/\s+/g, '-');
  await db.insert(schema.locations).values({ id, name, slug, city: 'Bengaluru', latitude, longitude, description: `${name} in Bengaluru` });
  await db.insert(schema.locationPincodes).values(pincodes.map((pincode, position) => ({ locationId: id, pincode, position })));
  return { id, name, slug };
}

export interface BusinessFixture {
  name: string;
  nameKn?: string;
  nameHi?: string;
  categoryId: string;
  subcategory?: string;
  locality?: string;
  locationId?: string | null;
  pincode?: string;
  latitude?: number;
  longitude?: number;
  status?: 'approved' | 'pending' | 'rejected';
  isVerified?: boolean;
  isFeatured?: boolean;
  rating?: [average: number, count: number];
  priceRange?: number;
  description?: string;
  phone?: string | null;
  /** The number the owner says has WhatsApp; none by default. */
  whatsapp?: string | null;
  createdAt?: Date;
  keywords?: string[];
  services?: string[];
  amenities?: string[];
  /** [dayOfWeek, opensAt, closesAt] in minutes; defaults to open all day every day. */
  hours?: [number, number, number][];
  images?: string[];
  /** Whom it serves, as its owner says (worker/contracts/attributes.ts); unsaid by default. */
  serves?: Serves;
}

/** Inserts a business with its lists in one batch (the search index follows through its triggers). */
export async function addBusiness(fixture: BusinessFixture) {
  const id = newId();
  const hours = fixture.hours ?? [0, 1, 2, 3, 4, 5, 6].map((day) => [day, 0, 1440] as [number, number, number]);
  const images = fixture.images ?? [`seed/businesses/${id}-0123456789abcdef.svg`];
  await db.batch([
    db.insert(schema.businesses).values({
      id,
      name: fixture.name,
      nameKn: fixture.nameKn ?? null,
      nameHi: fixture.nameHi ?? null,
      categoryId: fixture.categoryId,
      subcategory: fixture.subcategory ?? null,
      description: fixture.description ?? `${fixture.name} serves Bengaluru.`,
      locality: fixture.locality ?? null,
      locationId: fixture.locationId ?? null,
      city: 'Bengaluru',
      state: 'Karnataka',
      pincode: fixture.pincode ?? null,
      latitude: fixture.latitude ?? null,
      longitude: fixture.longitude ?? null,
      phone: fixture.phone === undefined ? '98450 12345' : fixture.phone,
      whatsapp: fixture.whatsapp ?? null,
      address: `1, Main Road, ${fixture.locality ?? 'Bengaluru'}`,
      status: fixture.status ?? 'approved',
      isVerified: fixture.isVerified ?? true,
      isFeatured: fixture.isFeatured ?? false,
      featuredAt: fixture.isFeatured ? new Date() : null,
      ratingAverage: fixture.rating?.[0] ?? 0,
      ratingCount: fixture.rating?.[1] ?? 0,
      priceRange: fixture.priceRange ?? 2,
      serves: fixture.serves ?? null,
      keywords: fixture.keywords ?? [],
      services: fixture.services ?? [],
      amenities: fixture.amenities ?? [],
      createdAt: fixture.createdAt ?? new Date(),
    }),
    db
      .insert(schema.businessHours)
      .values(hours.map(([dayOfWeek, opensAt, closesAt]) => ({ businessId: id, dayOfWeek, opensAt, closesAt }))),
    db
      .insert(schema.businessMedia)
      .values(
        images.map((url, position) => ({ id: newId(), businessId: id, kind: 'image' as const, url, isPrimary: position === 0, position })),
      ),
  ]);
  return id;
}

export async function addUser(name = 'Asha Rao') {
  const id = newId();
  await db.insert(schema.users).values({ id, name, email: `${id}@example.in`, passwordHash: '!', emailVerified: true });
  return id;
}

export interface Json {
  status: string;
  message?: string;
  errors?: { field: string; message: string }[];
  data?: Record<string, unknown>;
  [key: string]: unknown;
}

export async function getJson<T = Json>(path: string, init?: RequestInit): Promise<{ status: number; body: T; headers: Headers }> {
  const { SELF } = await import('cloudflare:test');
  const response = await SELF.fetch(`http://localhost${path}`, init);
  return { status: response.status, body: (await response.json()) as T, headers: response.headers };
}

/** GET /api/business/search with these parameters, answered 200: its data, and the ids of its businesses as a set. */
export async function searchFor<Data extends { businesses: { _id: string }[] }>(query: Record<string, string>) {
  const response = await getJson<{ data: Data }>(`/api/business/search?${new URLSearchParams(query)}`);
  expect(response.status).toBe(200);
  const { data } = response.body;
  return { ...data, ids: new Set(data.businesses.map((business) => business._id)) };
}

/** D1 rows read and round trips made by one request, from the Server-Timing header the Worker sets outside production. */
export function rowsRead(headers: Headers): { rowsRead: number; unmetered: number; calls: number } {
  const timing = headers.get('server-timing') ?? '';
  const rows = /rows_read=(\d+)/.exec(timing);
  const unmetered = /unmetered=(\d+)/.exec(timing);
  const calls = /calls=(\d+)/.exec(timing);
  if (!rows || !unmetered || !calls) throw new Error(`No D1 usage in Server-Timing: '${timing}'`);
  return { rowsRead: Number(rows[1]), unmetered: Number(unmetered[1]), calls: Number(calls[1]) };
}
