import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { addBusiness, addCategory, addLocation, addPincode, addTrade, getJson } from '../fixtures.ts';
import { api, signedInPerson } from '../support/people.ts';

/**
 * The trade lexicon beside each category (docs/product.md §3.24): an admin adds a trade with its words in the city's
 * registers, and the next search reads them; a word means one trade only; each save is one audit entry; nobody else
 * may read or write it.
 */

type Person = Awaited<ReturnType<typeof signedInPerson>>;

interface Concept {
  id: string;
  subcategory: string | null;
  words: Record<'en' | 'hiLatn' | 'knLatn' | 'hi' | 'kn', string[]>;
}

interface SearchBody {
  data: { businesses: { name: string }[]; understood: { text: string; category?: { slug: string; name: string } } };
}

let admin: Person;
let owner: Person;
let tailors = { id: '', name: '', slug: '' };
let florists = { id: '', name: '', slug: '' };

const words = (en: string[], more: Partial<Concept['words']> = {}) => ({ en, hiLatn: [], knLatn: [], hi: [], kn: [], ...more });
const path = (categoryId: string, concept = '') => `/admin/categories/${categoryId}/trade-words${concept ? `/${concept}` : ''}`;

beforeAll(async () => {
  [admin, owner] = await Promise.all([signedInPerson({ role: 'admin' }), signedInPerson({ role: 'owner' })]);
  tailors = await addCategory('Tailors');
  florists = await addCategory('Florists');
  await addPincode('560011', 12.93, 77.58, ['Jayanagar']);
  const jayanagar = await addLocation('Jayanagar', ['560011']);
  await addBusiness({
    name: 'Sri Ganesh Stitching',
    categoryId: tailors.id,
    locationId: jayanagar.id,
    locality: 'Jayanagar',
    pincode: '560011',
  });
  await addBusiness({
    name: 'Mallige Flowers',
    categoryId: florists.id,
    locationId: jayanagar.id,
    locality: 'Jayanagar',
    pincode: '560011',
  });
  await addTrade('florist', florists.id, ['florist', 'flower shop', ['phool', 'hiLatn']]);
});

const search = async (q: string) => (await getJson<SearchBody>(`/api/business/search?q=${encodeURIComponent(q)}`)).body.data;

describe('a category’s trade words', () => {
  it('adds a trade whose words the next search reads, in each register, and lists it beside the category', async () => {
    expect((await search('silai jayanagar')).understood.category).toBeUndefined();
    const saved = await api<{ message: string; data: { concept: Concept } }>('PUT', path(tailors.id, 'tailor'), {
      token: admin.token,
      body: { words: words(['tailor', 'stitching'], { hiLatn: ['silai', 'darzi'], hi: ['दर्जी'], kn: ['ದರ್ಜಿ'] }) },
    });
    expect(saved.status).toBe(201);
    expect(saved.body.message).toBe('Trade added');
    expect(saved.body.data.concept).toEqual({
      id: 'tailor',
      subcategory: null,
      words: { en: ['tailor', 'stitching'], hiLatn: ['silai', 'darzi'], knLatn: [], hi: ['दर्जी'], kn: ['ದರ್ಜಿ'] },
    });
    for (const q of ['silai jayanagar', 'darji', 'दर्जी', 'ದರ್ಜಿ']) {
      const found = await search(q);
      expect(found.understood.category, q).toEqual({ slug: tailors.slug, name: 'Tailors' });
      expect(
        found.businesses.map((b) => b.name),
        q,
      ).toEqual(['Sri Ganesh Stitching']);
    }
    const listed = await api<{ data: { category: { id: string }; concepts: Concept[] } }>('GET', path(tailors.id), { token: admin.token });
    expect(listed.status).toBe(200);
    expect(listed.body.data.concepts.map((concept) => concept.id)).toEqual(['tailor']);
  });

  it('replaces the words on a second save, and writes one audit entry a save', async () => {
    const before = await env.DB.prepare("SELECT count(*) AS n FROM audit_log WHERE action LIKE 'category.trade-words.%'").first<{
      n: number;
    }>();
    const saved = await api<{ message: string; data: { concept: Concept } }>('PUT', path(tailors.id, 'tailor'), {
      token: admin.token,
      body: { subcategory: 'Alterations', words: words(['tailor', 'alteration']) },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe('Trade saved');
    expect(saved.body.data.concept).toMatchObject({ subcategory: 'Alterations', words: { en: ['tailor', 'alteration'], hiLatn: [] } });
    expect((await search('silai')).understood.category).toBeUndefined();
    const after = await env.DB.prepare("SELECT count(*) AS n FROM audit_log WHERE action LIKE 'category.trade-words.%'").first<{
      n: number;
    }>();
    expect((after?.n ?? 0) - (before?.n ?? 0)).toBe(1);
  });

  it('refuses a word another trade holds, however it is spelt, naming the trade, and keeps both as they were', async () => {
    const refused = await api<{ message: string; errors: { field: string; message: string }[] }>('PUT', path(tailors.id, 'tailor'), {
      token: admin.token,
      body: { words: words(['tailor', 'flower shop'], { hiLatn: ['phul'] }) },
    });
    expect(refused.status).toBe(409);
    expect(refused.body.errors).toEqual([
      { field: 'words.en.1', message: '‘flower shop’ already means florist (Florists)' },
      { field: 'words.hiLatn.0', message: '‘phul’ already means florist (Florists)' },
    ]);
    expect((await search('alteration')).understood.category?.slug).toBe(tailors.slug);
    expect((await search('phool')).understood.category?.slug).toBe(florists.slug);
  });

  it('refuses a trade that belongs to another category, words in the wrong script, and a trade with no words', async () => {
    const elsewhere = await api('PUT', path(tailors.id, 'florist'), { token: admin.token, body: { words: words(['garland']) } });
    expect(elsewhere.status).toBe(409);
    expect(elsewhere.body.message).toBe('The trade florist belongs to Florists. Give this one another name.');
    const script = await api('PUT', path(tailors.id, 'tailor'), { token: admin.token, body: { words: words([], { hi: ['darzi'] }) } });
    expect(script.status).toBe(400);
    expect(script.body.errors).toEqual([{ field: 'words.hi.0', message: 'Write only Devanagari here' }]);
    const empty = await api('PUT', path(tailors.id, 'tailor'), { token: admin.token, body: { words: words([]) } });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('Give the trade at least one word');
    const badName = await api('PUT', path(tailors.id, 'Tailor Shop'), { token: admin.token, body: { words: words(['x']) } });
    expect(badName.status).toBe(400);
    expect((await api('PUT', path('no-such-category', 'tailor'), { token: admin.token, body: { words: words(['x']) } })).status).toBe(404);
  });

  it('lets only an admin read or write the words', async () => {
    for (const token of [owner.token, undefined]) {
      expect((await api('GET', path(tailors.id), { token })).status).toBe(token ? 403 : 401);
      expect((await api('PUT', path(tailors.id, 'tailor'), { token, body: { words: words(['hacked']) } })).status).toBe(token ? 403 : 401);
      expect((await api('DELETE', path(tailors.id, 'tailor'), { token })).status).toBe(token ? 403 : 401);
    }
    expect((await search('alteration')).understood.category?.slug).toBe(tailors.slug);
  });

  it('deletes a trade with its words, and the next search no longer reads them', async () => {
    expect((await api('DELETE', path(florists.id, 'tailor'), { token: admin.token })).status).toBe(404);
    const deleted = await api('DELETE', path(tailors.id, 'tailor'), { token: admin.token });
    expect(deleted.status).toBe(200);
    expect(deleted.body.message).toBe('Trade deleted');
    expect((await search('alteration')).understood.category).toBeUndefined();
    const left = await env.DB.prepare("SELECT count(*) AS n FROM trade_words WHERE concept_id = 'tailor'").first<{ n: number }>();
    expect(left?.n).toBe(0);
  });

  it('moves a merged category’s trades to the category its businesses went to', async () => {
    const roses = await addCategory('Rose Sellers');
    await addTrade('rose-seller', roses.id, ['rose seller']);
    const merged = await api('POST', `/admin/categories/${roses.id}/merge`, { token: admin.token, body: { into: florists.id } });
    expect(merged.status).toBe(200);
    expect((await search('rose seller')).understood.category?.slug).toBe(florists.slug);
  });
});
