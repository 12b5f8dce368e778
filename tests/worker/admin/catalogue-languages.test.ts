import { SELF } from 'cloudflare:test';
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bannerCreateSchema } from '../../../worker/contracts/admin-campaigns.ts';
import { categoryCreateSchema } from '../../../worker/contracts/admin-categories.ts';
import { locationCreateSchema } from '../../../worker/contracts/admin-localities.ts';
import { quickLinkCreateSchema } from '../../../worker/contracts/admin-quick-links.ts';
import * as schema from '../../../worker/db/schema.ts';
import { newId } from '../../../worker/lib/ids.ts';
import { createCallerFactory } from '../../../worker/trpc/init.ts';
import { appRouter } from '../../../worker/trpc/router.ts';
import { addCategory, addPincode, db, requestContext } from '../fixtures.ts';
import { png } from '../support/images.ts';
import { api, signedInPerson } from '../support/people.ts';

/**
 * Issue 38: the catalogue's texts in Kannada and Hindi beside the English. Every public read of a category, locality,
 * banner or quick link adds them (null where the catalogue has none; nothing else changes); admins add, change and
 * clear them with the English ones, checked by the same contracts and audited in the same entry; the seed fills them
 * for every category and locality.
 */

type Person = Awaited<ReturnType<typeof signedInPerson>>;

interface Envelope<Data = Record<string, unknown>> {
  status: string;
  message: string;
  data: Data;
  errors: { field: string; message: string }[];
}

let admin: Person;
let owner: Person;
let user: Person;
let ipCounter = 0;

beforeAll(async () => {
  [admin, owner, user] = await Promise.all([
    signedInPerson({ name: 'Languages Admin', role: 'admin' }),
    signedInPerson({ name: 'Languages Owner', role: 'owner' }),
    signedInPerson({ name: 'Languages User' }),
  ]);
  await addPincode('560047', 12.94, 77.62);
  await addPincode('560030', 12.95, 77.6);
});

const call = <Data>(method: string, path: string, body?: unknown, token: string | null = admin.token) =>
  api<Envelope<Data>>(method, `/admin${path}`, { token: token ?? undefined, body });

const auditCount = async () => (await db.select({ n: count() }).from(schema.auditLog))[0]?.n ?? 0;

/** Runs one write and returns its answer with the one audit entry it left, its before and after parsed. */
async function withOneEntry<Answer>(write: () => Promise<Answer>) {
  const before = new Set((await db.select({ id: schema.auditLog.id }).from(schema.auditLog)).map((row) => row.id));
  const answer = await write();
  const added = (await db.select().from(schema.auditLog)).filter((row) => !before.has(row.id));
  expect(added).toHaveLength(1);
  const entry = added[0] as typeof schema.auditLog.$inferSelect;
  return {
    answer,
    entry,
    before: JSON.parse(entry.before ?? '{}') as Record<string, unknown>,
    after: JSON.parse(entry.after ?? '{}') as Record<string, unknown>,
  };
}

async function withNoEntry<Answer>(write: () => Promise<Answer>) {
  const before = await auditCount();
  const answer = await write();
  expect(await auditCount()).toBe(before);
  return answer;
}

function expectRefusal(answer: { status: number; body: Envelope<unknown> }, status: number, message: string, field: string) {
  expect({ status: answer.status, message: answer.body.message }).toEqual({ status, message });
  expect(answer.body.errors).toContainEqual({ field, message });
}

const NO_CATEGORY_TEXTS = { nameKn: null, nameHi: null, descriptionKn: null, descriptionHi: null, taglineKn: null, taglineHi: null };
const NO_LOCATION_TEXTS = { nameKn: null, nameHi: null, descriptionKn: null, descriptionHi: null };

const DARSHINI = {
  nameKn: 'ದರ್ಶಿನಿಗಳು',
  nameHi: 'दर्शिनी',
  descriptionKn: 'ನಿಂತು ತಿನ್ನುವ ಇಡ್ಲಿ, ವಡೆ ಮತ್ತು ಫಿಲ್ಟರ್ ಕಾಫಿ.',
  descriptionHi: 'खड़े-खड़े इडली, वड़ा और फ़िल्टर कॉफ़ी।',
  taglineKn: 'ಬೆಳಗಿನ ತಿಂಡಿ, ಹತ್ತೇ ನಿಮಿಷದಲ್ಲಿ',
  taglineHi: 'दस मिनट में नाश्ता',
};

describe('the public reads', () => {
  it('answer each category and locality with its Kannada and Hindi texts from D1, null where it has none, in both doors', async () => {
    const written = { id: newId(), name: 'Darshinis', slug: `darshinis-${newId().slice(0, 6)}`, color: '#b45309', icon: 'coffee' };
    await db.insert(schema.categories).values({ ...written, description: 'Stand-up breakfasts', tagline: 'Quick tiffin', ...DARSHINI });
    const bare = await addCategory(`Key Makers ${newId().slice(0, 6)}`);
    const place = { id: newId(), name: 'Ejipura', slug: `ejipura-${newId().slice(0, 6)}`, city: 'Bengaluru' };
    await db.insert(schema.locations).values({
      ...place,
      description: 'Between Koramangala and Viveknagar.',
      nameKn: 'ಈಜೀಪುರ',
      nameHi: 'ईजीपुरा',
      descriptionKn: 'ಕೋರಮಂಗಲ ಮತ್ತು ವಿವೇಕನಗರದ ನಡುವೆ.',
      descriptionHi: 'कोरमंगला और विवेकनगर के बीच।',
    });
    await db.insert(schema.locationPincodes).values({ locationId: place.id, pincode: '560047', position: 0 });
    const barePlace = { id: newId(), name: 'Viveknagar', slug: `viveknagar-${newId().slice(0, 6)}`, city: 'Bengaluru' };
    await db.insert(schema.locations).values(barePlace);

    const rest = await api<{ data: { categories: Record<string, unknown>[] } }>('GET', '/business/categories');
    const categories = new Map(rest.body.data.categories.map((category) => [category._id, category]));
    // Every field the list had stays as it was; the six come beside them.
    expect(categories.get(written.id)).toEqual({
      _id: written.id,
      name: 'Darshinis',
      slug: written.slug,
      icon: 'coffee',
      color: '#b45309',
      description: 'Stand-up breakfasts',
      tagline: 'Quick tiffin',
      image: null,
      count: 0,
      ...DARSHINI,
    });
    expect(categories.get(bare.id)).toMatchObject({ name: bare.name, ...NO_CATEGORY_TEXTS });

    const locations = new Map(
      (await api<{ data: { locations: Record<string, unknown>[] } }>('GET', '/business/locations')).body.data.locations.map((location) => [
        location._id,
        location,
      ]),
    );
    expect(locations.get(place.id)).toEqual({
      _id: place.id,
      name: 'Ejipura',
      slug: place.slug,
      description: 'Between Koramangala and Viveknagar.',
      image: null,
      latitude: null,
      longitude: null,
      pincodes: ['560047'],
      count: 0,
      nameKn: 'ಈಜೀಪುರ',
      nameHi: 'ईजीपुरा',
      descriptionKn: 'ಕೋರಮಂಗಲ ಮತ್ತು ವಿವೇಕನಗರದ ನಡುವೆ.',
      descriptionHi: 'कोरमंगला और विवेकनगर के बीच।',
    });
    expect(locations.get(barePlace.id)).toMatchObject({ name: 'Viveknagar', ...NO_LOCATION_TEXTS });

    const visitor = createCallerFactory(appRouter)(requestContext());
    expect((await visitor.business.categories()).find((category) => category._id === written.id)).toMatchObject(DARSHINI);
    expect((await visitor.business.locations()).find((location) => location._id === barePlace.id)).toMatchObject(NO_LOCATION_TEXTS);
    const asAdmin = createCallerFactory(appRouter)(requestContext({ token: admin.token })).admin;
    expect((await asAdmin.categories()).find((category) => category.id === written.id)).toMatchObject(DARSHINI);
    expect((await asAdmin.locations()).find((location) => location.id === place.id)).toMatchObject({ nameKn: 'ಈಜೀಪುರ' });
  });

  it('answer quick links and banners with their Kannada and Hindi words, null where there are none', async () => {
    await db.insert(schema.quickLinks).values([
      { id: newId(), title: 'Home', titleKn: 'ಮುಖಪುಟ', titleHi: 'होम', url: '/lang-home', position: 0 },
      { id: newId(), title: 'Blog', url: '/lang-blog', position: 1 },
    ]);
    const campaignId = newId();
    await db.insert(schema.campaigns).values({ id: campaignId, name: 'Monsoon', section: 'languages-section' });
    await db.insert(schema.campaignBanners).values([
      {
        id: newId(),
        campaignId,
        title: 'Monsoon-ready homes',
        titleKn: 'ಮಳೆಗಾಲಕ್ಕೆ ಮನೆ ರೆಡಿ',
        titleHi: 'बारिश के लिए घर तैयार',
        description: 'Plumbers near you',
        descriptionKn: 'ನಿಮ್ಮ ಹತ್ತಿರದ ಪ್ಲಂಬರ್',
        descriptionHi: 'आपके पास प्लंबर',
        imageUrl: 'seed/banners/a-0123456789abcdef.svg',
        position: 0,
      },
      { id: newId(), campaignId, title: 'Picture only', imageUrl: 'seed/banners/b-0123456789abcdef.svg', position: 1 },
    ]);

    const links = (await api<{ data: { quickLinks: Record<string, unknown>[] } }>('GET', '/quicklinks/public')).body.data.quickLinks;
    const ours = links.filter((link) => String(link.url).startsWith('/lang-'));
    expect(ours.map(({ _id: _, ...link }) => link)).toEqual([
      { title: 'Home', titleKn: 'ಮುಖಪುಟ', titleHi: 'होम', url: '/lang-home' },
      { title: 'Blog', titleKn: null, titleHi: null, url: '/lang-blog' },
    ]);

    const campaigns = (
      await api<{ data: { campaigns: { banners: Record<string, unknown>[] }[] } }>('GET', '/campaigns/public?sections=languages-section')
    ).body.data.campaigns;
    expect(campaigns[0]?.banners.map(({ _id: _, ...banner }) => banner)).toEqual([
      {
        title: 'Monsoon-ready homes',
        titleKn: 'ಮಳೆಗಾಲಕ್ಕೆ ಮನೆ ರೆಡಿ',
        titleHi: 'बारिश के लिए घर तैयार',
        description: 'Plumbers near you',
        descriptionKn: 'ನಿಮ್ಮ ಹತ್ತಿರದ ಪ್ಲಂಬರ್',
        descriptionHi: 'आपके पास प्लंबर',
        link: null,
        image: { url: 'http://localhost/media/seed/banners/a-0123456789abcdef.svg' },
      },
      {
        title: 'Picture only',
        titleKn: null,
        titleHi: null,
        description: null,
        descriptionKn: null,
        descriptionHi: null,
        link: null,
        image: { url: 'http://localhost/media/seed/banners/b-0123456789abcdef.svg' },
      },
    ]);

    const site = createCallerFactory(appRouter)(requestContext()).site;
    expect((await site.quickLinks()).find((link) => link.url === '/lang-home')).toMatchObject({ titleKn: 'ಮುಖಪುಟ', titleHi: 'होम' });
    const [campaign] = await site.campaigns({ sections: ['languages-section'] });
    expect(campaign?.banners[0]).toMatchObject({ titleKn: 'ಮಳೆಗಾಲಕ್ಕೆ ಮನೆ ರೆಡಿ', descriptionHi: 'आपके पास प्लंबर' });
    await db.delete(schema.quickLinks);
  });
});

describe('admins', () => {
  it('add a category with its texts, change one, clear one: each stored, answered and audited beside the English', async () => {
    const name = `Tiffin Rooms ${newId().slice(0, 6)}`;
    const created = await withOneEntry(() =>
      call<{ category: Record<string, unknown> & { id: string } }>('POST', '/categories', {
        name,
        icon: 'utensils',
        color: '#2563eb',
        tagline: 'Breakfast first',
        // Spaces around are trimmed; an empty one is none.
        nameKn: '  ಟಿಫಿನ್ ರೂಮ್‌ಗಳು ',
        nameHi: 'टिफ़िन रूम',
        taglineKn: 'ಮೊದಲು ತಿಂಡಿ',
        taglineHi: '',
      }),
    );
    expect(created.answer.status).toBe(201);
    const { id } = created.answer.body.data.category;
    const stored = { nameKn: 'ಟಿಫಿನ್ ರೂಮ್‌ಗಳು', nameHi: 'टिफ़िन रूम', taglineKn: 'ಮೊದಲು ತಿಂಡಿ' };
    expect(created.answer.body.data.category).toMatchObject({ ...NO_CATEGORY_TEXTS, ...stored });
    expect(created.after).toMatchObject({ ...NO_CATEGORY_TEXTS, ...stored });
    expect((await db.select().from(schema.categories).where(eq(schema.categories.id, id)))[0]).toMatchObject({
      ...NO_CATEGORY_TEXTS,
      ...stored,
    });

    const changed = await withOneEntry(() =>
      call<{ category: Record<string, unknown>; changed: string[] }>('PATCH', `/categories/${id}`, {
        nameHi: 'टिफ़िन रूम्स',
        taglineKn: '',
        descriptionHi: 'सुबह का नाश्ता, दोपहर का खाना।',
      }),
    );
    expect(changed.answer.body.message).toBe('Category saved');
    expect(changed.answer.body.data.changed.toSorted()).toEqual(['descriptionHi', 'nameHi', 'taglineKn']);
    expect([changed.before, changed.after]).toEqual([
      { nameHi: 'टिफ़िन रूम', taglineKn: 'ಮೊದಲು ತಿಂಡಿ', descriptionHi: null },
      { nameHi: 'टिफ़िन रूम्स', taglineKn: null, descriptionHi: 'सुबह का नाश्ता, दोपहर का खाना।' },
    ]);
    expect(changed.answer.body.data.category).toMatchObject({ name, nameHi: 'टिफ़िन रूम्स', taglineKn: null, nameKn: stored.nameKn });

    // A translation alone is an edit; the same again changes nothing.
    const same = await withNoEntry(() => call<{ changed: string[] }>('PATCH', `/categories/${id}`, { nameHi: 'टिफ़िन रूम्स' }));
    expect(same.body).toMatchObject({ message: 'Nothing has changed: the category already says this', data: { changed: [] } });
    const row = (await db.select().from(schema.categories).where(eq(schema.categories.id, id)))[0];
    expect(row).toMatchObject({ name, slug: created.answer.body.data.category.slug, taglineKn: null, nameHi: 'टिफ़िन रूम्स' });
  });

  it('add and change a locality’s texts in the same write as its pincodes, through tRPC too', async () => {
    const asAdmin = createCallerFactory(appRouter)(requestContext({ token: admin.token })).admin;
    const name = `Ejipura ${newId().slice(0, 4)}`;
    const created = await withOneEntry(() =>
      call<{ location: Record<string, unknown> & { id: string } }>('POST', '/locations', {
        name,
        pincodes: ['560047'],
        nameKn: 'ಈಜೀಪುರ',
        nameHi: 'ईजीपुरा',
        descriptionKn: 'ಕೋರಮಂಗಲದ ಪಕ್ಕ.',
      }),
    );
    expect(created.answer.status).toBe(201);
    const { id } = created.answer.body.data.location;
    expect(created.answer.body.data.location).toMatchObject({ nameKn: 'ಈಜೀಪುರ', nameHi: 'ईजीपुरा', descriptionKn: 'ಕೋರಮಂಗಲದ ಪಕ್ಕ.' });
    expect(created.after).toMatchObject({ nameKn: 'ಈಜೀಪುರ', nameHi: 'ईजीपुरा', descriptionKn: 'ಕೋರಮಂಗಲದ ಪಕ್ಕ.', descriptionHi: null });

    const changed = await withOneEntry(() =>
      asAdmin.updateLocation({ id, changes: { pincodes: ['560047', '560030'], descriptionHi: 'कोरमंगला के बगल में।', nameKn: null } }),
    );
    expect(changed.answer.changed.toSorted()).toEqual(['descriptionHi', 'nameKn', 'pincodes']);
    expect(changed.after).toEqual({ pincodes: ['560047', '560030'], descriptionHi: 'कोरमंगला के बगल में।', nameKn: null });
    expect(changed.before).toMatchObject({ nameKn: 'ಈಜೀಪುರ', descriptionHi: null });
    expect((await db.select().from(schema.locations).where(eq(schema.locations.id, id)))[0]).toMatchObject({
      nameKn: null,
      nameHi: 'ईजीपुरा',
      descriptionHi: 'कोरमंगला के बगल में।',
    });
    // Deleting it keeps what it said in every language in its entry.
    const gone = await withOneEntry(() => call('DELETE', `/locations/${id}`));
    expect(gone.before).toMatchObject({ name, nameHi: 'ईजीपुरा', descriptionKn: 'ಕೋರಮಂಗಲದ ಪಕ್ಕ.' });
  });

  it('add a banner with its words in every language from its form, and edit them as JSON', async () => {
    const campaign = await call<{ campaign: { id: string } }>('POST', '/campaigns', { name: 'Languages', section: 'languages-banners' });
    const campaignId = campaign.body.data.campaign.id;
    const form = new FormData();
    for (const [field, value] of Object.entries({
      title: 'Weekend food trail',
      titleKn: 'ವಾರಾಂತ್ಯದ ತಿಂಡಿ ಸುತ್ತಾಟ',
      titleHi: 'वीकेंड फ़ूड ट्रेल',
      descriptionKn: 'ದೋಸೆ ಮತ್ತು ಫಿಲ್ಟರ್ ಕಾಫಿ',
      // A form's empty box is no text.
      descriptionHi: '',
    }))
      form.append(field, value);
    form.append('file', new File([png({ width: 640, height: 240 })], 'banner.png', { type: 'image/png' }));
    const added = await withOneEntry(async () => {
      const response = await SELF.fetch(`http://localhost/api/admin/campaigns/${campaignId}/banners`, {
        method: 'POST',
        headers: { authorization: `Bearer ${admin.token}`, 'cf-connecting-ip': `10.98.0.${ipCounter++}` },
        body: form,
      });
      return { status: response.status, body: (await response.json()) as Envelope<{ banner: Record<string, unknown> & { id: string } }> };
    });
    expect(added.answer.status).toBe(201);
    const words = { titleKn: 'ವಾರಾಂತ್ಯದ ತಿಂಡಿ ಸುತ್ತಾಟ', titleHi: 'वीकेंड फ़ूड ट्रेल', descriptionKn: 'ದೋಸೆ ಮತ್ತು ಫಿಲ್ಟರ್ ಕಾಫಿ', descriptionHi: null };
    expect(added.answer.body.data.banner).toMatchObject(words);
    expect(added.after).toMatchObject(words);
    const bannerId = added.answer.body.data.banner.id;

    const asAdmin = createCallerFactory(appRouter)(requestContext({ token: admin.token })).admin;
    const edited = await withOneEntry(() =>
      asAdmin.updateBanner({ id: campaignId, bannerId, changes: { titleHi: 'वीकेंड का खाना', descriptionKn: '' } }),
    );
    expect(edited.answer.changed.toSorted()).toEqual(['descriptionKn', 'titleHi']);
    expect([edited.before, edited.after]).toEqual([
      { id: bannerId, titleHi: 'वीकेंड फ़ूड ट्रेल', descriptionKn: 'ದೋಸೆ ಮತ್ತು ಫಿಲ್ಟರ್ ಕಾಫಿ' },
      { id: bannerId, titleHi: 'वीकेंड का खाना', descriptionKn: null },
    ]);
    const [publicCampaign] = (
      await api<{ data: { campaigns: { banners: Record<string, unknown>[] }[] } }>('GET', '/campaigns/public?sections=languages-banners')
    ).body.data.campaigns;
    expect(publicCampaign?.banners[0]).toMatchObject({ titleKn: words.titleKn, titleHi: 'वीकेंड का खाना', descriptionKn: null });
  });

  it('add and change a quick link’s titles', async () => {
    const added = await withOneEntry(() =>
      call<{ quickLink: Record<string, unknown> & { id: string } }>('POST', '/quicklinks', {
        title: 'Contact',
        titleKn: 'ಸಂಪರ್ಕಿಸಿ',
        titleHi: 'संपर्क करें',
        url: '/lang-contact',
      }),
    );
    expect(added.answer.status).toBe(201);
    expect(added.answer.body.data.quickLink).toMatchObject({ title: 'Contact', titleKn: 'ಸಂಪರ್ಕಿಸಿ', titleHi: 'संपर्क करें' });
    expect(added.after).toMatchObject({ titleKn: 'ಸಂಪರ್ಕಿಸಿ', titleHi: 'संपर्क करें' });
    const { id } = added.answer.body.data.quickLink;

    const changed = await withOneEntry(() =>
      call<{ changed: string[] }>('PATCH', `/quicklinks/${id}`, { titleHi: null, titleKn: 'ಸಂಪರ್ಕ' }),
    );
    expect(changed.answer.body.data.changed.toSorted()).toEqual(['titleHi', 'titleKn']);
    expect([changed.before, changed.after]).toEqual([
      { titleKn: 'ಸಂಪರ್ಕಿಸಿ', titleHi: 'संपर्क करें' },
      { titleKn: 'ಸಂಪರ್ಕ', titleHi: null },
    ]);
    expect((await db.select().from(schema.quickLinks).where(eq(schema.quickLinks.id, id)))[0]).toMatchObject({
      title: 'Contact',
      titleKn: 'ಸಂಪರ್ಕ',
      titleHi: null,
    });
    await db.delete(schema.quickLinks);
  });

  it('are refused a text too long or in another script, with 400 naming the field, and nothing is written', async () => {
    const { id } = await addCategory(`Opticals ${newId().slice(0, 6)}`);
    const refused = async (path: string, method: string, body: unknown, message: string, field: string) =>
      expectRefusal(await withNoEntry(() => call(method, path, body)), 400, message, field);
    await refused(`/categories/${id}`, 'PATCH', { nameKn: 'ಕ'.repeat(61) }, 'Name (Kannada) must be at most 60 characters', 'nameKn');
    await refused(
      `/categories/${id}`,
      'PATCH',
      { taglineHi: 'ह'.repeat(121) },
      'Tagline (Hindi) must be at most 120 characters',
      'taglineHi',
    );
    await refused(
      `/categories/${id}`,
      'PATCH',
      { descriptionKn: 'ಕ'.repeat(501) },
      'Description (Kannada) must be at most 500 characters',
      'descriptionKn',
    );
    // The Kannada box holding Hindi, or English: the other language's page would show it.
    await refused(`/categories/${id}`, 'PATCH', { nameKn: 'चश्मे की दुकानें' }, 'Name (Kannada) must be written in Kannada script', 'nameKn');
    await refused(`/categories/${id}`, 'PATCH', { nameHi: 'Opticians' }, 'Name (Hindi) must be written in Devanagari script', 'nameHi');
    await refused(`/categories/${id}`, 'PATCH', { nameHi: 42 }, 'Name (Hindi) must be text', 'nameHi');
    await refused(
      '/locations',
      'POST',
      { name: 'Nowhere Nagar', pincodes: ['560047'], descriptionHi: 'ह'.repeat(1001) },
      'Description (Hindi) must be at most 1000 characters',
      'descriptionHi',
    );
    await refused(
      '/quicklinks',
      'POST',
      { title: 'Home', url: '/lang-x', titleKn: 'ಕ'.repeat(61) },
      'Title (Kannada) must be at most 60 characters',
      'titleKn',
    );
    const campaign = await call<{ campaign: { id: string; banners: { id: string }[] } }>('POST', '/campaigns', {
      name: 'Refusals',
      section: 'languages-refusals',
    });
    const asAdmin = createCallerFactory(appRouter)(requestContext({ token: admin.token })).admin;
    await expect(
      asAdmin.updateBanner({ id: campaign.body.data.campaign.id, bannerId: 'none', changes: { titleKn: 'ಕ'.repeat(101) } }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    expect((await db.select().from(schema.categories).where(eq(schema.categories.id, id)))[0]).toMatchObject(NO_CATEGORY_TEXTS);
    expect(await db.select().from(schema.quickLinks)).toEqual([]);
  });

  it('alone may write them: a visitor is refused with 401, an owner or a user with 403, and nothing changes', async () => {
    const { id } = await addCategory(`Guarded ${newId().slice(0, 6)}`);
    const writes: [string, string, unknown][] = [
      ['PATCH', `/categories/${id}`, { nameKn: 'ಕಾವಲು' }],
      ['POST', '/categories', { name: 'Locks', icon: 'key', color: '#2563eb', nameHi: 'ताले' }],
      ['POST', '/locations', { name: 'Nowhere Nagar', pincodes: ['560047'], nameKn: 'ಎಲ್ಲೂ ಇಲ್ಲ' }],
      ['POST', '/quicklinks', { title: 'Home', url: '/lang-guarded', titleHi: 'होम' }],
    ];
    const before = await auditCount();
    for (const [method, path, body] of writes) {
      expect({ path, status: (await call(method, path, body, null)).status }).toEqual({ path, status: 401 });
      for (const caller of [owner, user]) {
        expect({ path, status: (await call(method, path, body, caller.token)).status }).toEqual({ path, status: 403 });
      }
    }
    const asOwner = createCallerFactory(appRouter)(requestContext({ token: owner.token })).admin;
    await expect(asOwner.updateCategory({ id, changes: { nameKn: 'ಕಾವಲು' } })).rejects.toMatchObject({ code: 'FORBIDDEN' });
    expect(await auditCount()).toBe(before);
    expect((await db.select().from(schema.categories).where(eq(schema.categories.id, id)))[0]).toMatchObject(NO_CATEGORY_TEXTS);
    expect(await db.select().from(schema.quickLinks)).toEqual([]);
  });
});

/** scripts/ is outside the worker's TypeScript project: a computed specifier is resolved by Vitest at run time only. */
const seedModule = async <Module>(file: string) => (await import(/* @vite-ignore */ `../../../scripts/seed/${file}`)) as Module;

interface SeedCategory {
  name: string;
  slug: string;
  icon: string;
  color: string;
  description: string;
  tagline: string;
  nameKn: string;
  nameHi: string;
  descriptionKn: string;
  descriptionHi: string;
  taglineKn: string;
  taglineHi: string;
}

interface SeedLocality {
  name: string;
  slug: string;
  pincodes: string[];
  description: string;
  nameKn: string;
  nameHi: string;
  descriptionKn: string;
  descriptionHi: string;
}

interface SeedText {
  en: string;
  kn: string;
  hi: string;
}

const KANNADA_FIELDS = ['nameKn', 'descriptionKn', 'taglineKn'] as const;
const HINDI_FIELDS = ['nameHi', 'descriptionHi', 'taglineHi'] as const;

/** Names of texts that are not all there: each must be text of its script, as the admin form would take it. */
function missing(entries: Record<string, unknown>[], fields: readonly string[]) {
  return entries.flatMap((entry) =>
    fields
      .filter((field) => field in entry && (typeof entry[field] !== 'string' || (entry[field] as string).trim() === ''))
      .map((field) => `${String(entry.slug)}.${field}`),
  );
}

describe('the seed', () => {
  it('gives every category and locality its name, description and tagline in Kannada and Hindi, as the admin form takes them', async () => {
    const { CATEGORIES } = await seedModule<{ CATEGORIES: SeedCategory[] }>('categories.ts');
    const { LOCALITIES } = await seedModule<{ LOCALITIES: SeedLocality[] }>('localities.ts');
    expect(CATEGORIES.length).toBeGreaterThan(40);
    expect(LOCALITIES.length).toBeGreaterThan(40);
    const categoryFields = [...KANNADA_FIELDS, ...HINDI_FIELDS];
    expect(CATEGORIES.filter((category) => categoryFields.some((field) => !(field in category))).map((category) => category.slug)).toEqual(
      [],
    );
    expect(missing(CATEGORIES as unknown as Record<string, unknown>[], categoryFields)).toEqual([]);
    const localityFields = ['nameKn', 'nameHi', 'descriptionKn', 'descriptionHi'];
    expect(LOCALITIES.filter((locality) => localityFields.some((field) => !(field in locality))).map((locality) => locality.slug)).toEqual(
      [],
    );
    expect(missing(LOCALITIES as unknown as Record<string, unknown>[], localityFields)).toEqual([]);

    // As an admin would type them into the forms: the catalogue's own fields, no more.
    const asCategory = ({ name, slug, icon, color, description, tagline, ...texts }: SeedCategory) => ({
      name,
      slug,
      icon,
      color,
      description,
      tagline,
      ...Object.fromEntries(categoryFields.map((field) => [field, texts[field]])),
    });
    const asLocality = ({ name, slug, pincodes, description, nameKn, nameHi, descriptionKn, descriptionHi }: SeedLocality) => ({
      name,
      slug,
      pincodes,
      description,
      nameKn,
      nameHi,
      descriptionKn,
      descriptionHi,
    });
    const refusals = [
      ...CATEGORIES.map((category) => [category.slug, categoryCreateSchema.safeParse(asCategory(category))] as const),
      ...LOCALITIES.map((locality) => [locality.slug, locationCreateSchema.safeParse(asLocality(locality))] as const),
    ].flatMap(([slug, parsed]) => (parsed.success ? [] : parsed.error.issues.map((issue) => `${slug}: ${issue.message}`)));
    expect(refusals).toEqual([]);
    // The seed never writes one language's text where the other's goes.
    expect(
      CATEGORIES.flatMap((category) =>
        HINDI_FIELDS.filter((field) => /[\u0C80-\u0CFF]/.test(category[field])).map((field) => `${category.slug}.${field}`),
      ),
    ).toEqual([]);
    expect(
      CATEGORIES.flatMap((category) =>
        KANNADA_FIELDS.filter((field) => /[\u0900-\u097F]/.test(category[field])).map((field) => `${category.slug}.${field}`),
      ),
    ).toEqual([]);
  });

  it('names each locality in Kannada and Hindi as one of its place names, so a search for what its page shows finds it', async () => {
    const { LOCALITIES } = await seedModule<{ LOCALITIES: SeedLocality[] }>('localities.ts');
    const { PLACE_NAMES } = await seedModule<{ PLACE_NAMES: Record<string, { name: string }[]> }>('place-names.ts');
    const strays = LOCALITIES.flatMap((locality) => {
      const names = new Set((PLACE_NAMES[locality.slug] ?? []).map((place) => place.name));
      return [locality.nameKn, locality.nameHi].filter((name) => !names.has(name)).map((name) => `${locality.slug}: ${name}`);
    });
    expect(strays).toEqual([]);
  });

  it('gives the footer’s quick links and the campaigns’ banners their words in Kannada and Hindi', async () => {
    const { QUICK_LINKS, CAMPAIGNS } = await seedModule<{
      QUICK_LINKS: { title: SeedText; url: string }[];
      CAMPAIGNS: { banners: { title: SeedText; description: SeedText; path: string }[] }[];
    }>('curation.ts');
    const refusals = [
      ...QUICK_LINKS.map(({ title, url }) =>
        quickLinkCreateSchema.safeParse({ title: title.en, titleKn: title.kn, titleHi: title.hi, url }),
      ),
      ...CAMPAIGNS.flatMap((campaign) => campaign.banners).map(({ title, description, path }) =>
        bannerCreateSchema.safeParse({
          title: title.en,
          titleKn: title.kn,
          titleHi: title.hi,
          description: description.en,
          descriptionKn: description.kn,
          descriptionHi: description.hi,
          link: path,
        }),
      ),
    ].flatMap((parsed) => (parsed.success ? [] : parsed.error.issues.map((issue) => issue.message)));
    expect(refusals).toEqual([]);
    const texts = [
      ...QUICK_LINKS.map((link) => link.title),
      ...CAMPAIGNS.flatMap((campaign) => campaign.banners.flatMap((banner) => [banner.title, banner.description])),
    ];
    expect(texts.length).toBeGreaterThan(10);
    expect(texts.filter((text) => !text.kn.trim() || !text.hi.trim())).toEqual([]);
  });
});
