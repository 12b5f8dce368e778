import { env, SELF } from 'cloudflare:test';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../worker/db/schema.ts';
import { app } from '../../worker/index.ts';
import { mediaBaseOf, mediaUrl } from '../../worker/services/business-shape.ts';
import { addBusiness, addCategory, db } from './fixtures.ts';
import { jpeg } from './support/images.ts';
import { signedInPerson } from './support/people.ts';

/*
 * Photos from the public media bucket's own domain (MEDIA_ORIGIN, docs/decisions/016) and claim documents in a private
 * bucket of their own, which no route or domain serves.
 */

const MEDIA_ORIGIN = 'https://media.citypages.in';

/** The deployment's configuration with MEDIA_ORIGIN set, as `wrangler deploy --var` gives it. */
const deployed = { ...env, MEDIA_ORIGIN };

/** One request through the Worker as the deployment with MEDIA_ORIGIN answers it (no execution context: no page cache). */
const requestDeployed = (path: string) =>
  app.request(`http://localhost${path}`, { headers: { 'cf-connecting-ip': '203.0.113.40' } }, deployed);

let categoryId = '';
let counter = 0;

beforeAll(async () => {
  categoryId = (await addCategory('Filter Coffee')).id;
});

/** A public listing with two stored photos and an owner's link to a photo elsewhere. */
async function listing() {
  const id = await addBusiness({
    name: `Brindavan Coffee ${counter++}`,
    categoryId,
    images: [
      'seed/businesses/cup-0123456789abcdef.svg',
      'businesses/b/0123456789abcdef0123456789abcdef.jpg',
      'https://example.in/shop.jpg',
    ],
  });
  return { id };
}

interface ProfileBody {
  data: { business: { images: { url: string }[] } };
}
interface CardsBody {
  data: { businesses: { _id: string; images: { url: string }[] }[] };
}

describe('media URLs', () => {
  it('point at this Worker’s /media/ while MEDIA_ORIGIN is empty, as under npm start and in these tests', () => {
    expect(env.MEDIA_ORIGIN ?? '').toBe('');
    const local = mediaBaseOf(env.MEDIA_ORIGIN, 'http://localhost:8787');
    expect(mediaUrl(local, 'seed/x-0123456789abcdef.svg')).toBe('http://localhost:8787/media/seed/x-0123456789abcdef.svg');
    expect(mediaUrl(local, '/media/seed/x.svg')).toBe('http://localhost:8787/media/seed/x.svg');
    expect(mediaUrl(local, 'https://example.in/shop.jpg')).toBe('https://example.in/shop.jpg');
  });

  it('point at the media bucket’s own domain once MEDIA_ORIGIN is set, whatever the request’s host', () => {
    const base = mediaBaseOf(`${MEDIA_ORIGIN}/`, 'https://citypages.in');
    const urls = [
      mediaUrl(base, 'seed/x-0123456789abcdef.svg'),
      mediaUrl(base, '/media/businesses/b/0123456789abcdef.jpg'),
      mediaUrl(base, 'https://example.in/shop.jpg'),
    ];
    expect(urls).toEqual([
      `${MEDIA_ORIGIN}/seed/x-0123456789abcdef.svg`,
      `${MEDIA_ORIGIN}/businesses/b/0123456789abcdef.jpg`,
      'https://example.in/shop.jpg',
    ]);
  });

  it('of a profile and a result card come from the media domain when it is set, and from /media/ when not', async () => {
    const { id } = await listing();

    const profile = (await (await requestDeployed(`/api/business/public/${id}`)).json()) as ProfileBody;
    expect(profile.data.business.images.map((image) => image.url)).toEqual([
      `${MEDIA_ORIGIN}/seed/businesses/cup-0123456789abcdef.svg`,
      `${MEDIA_ORIGIN}/businesses/b/0123456789abcdef0123456789abcdef.jpg`,
      'https://example.in/shop.jpg',
    ]);
    const cards = (await (await requestDeployed('/api/business?category=filter-coffee&limit=100')).json()) as CardsBody;
    expect(cards.data.businesses.find((card) => card._id === id)?.images.map((image) => image.url)).toEqual([
      `${MEDIA_ORIGIN}/seed/businesses/cup-0123456789abcdef.svg`,
    ]);

    const local = (await (await SELF.fetch(`http://localhost/api/business/public/${id}`)).json()) as ProfileBody;
    expect(local.data.business.images[0]?.url).toBe('http://localhost/media/seed/businesses/cup-0123456789abcdef.svg');
  });

  it('in a server-rendered business page (its link preview and its photos) come from the media domain when it is set', async () => {
    const { id } = await listing();
    const response = await requestDeployed(`/business/${id}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain(`<meta property="og:image" content="${MEDIA_ORIGIN}/seed/businesses/cup-0123456789abcdef.svg" />`);
    expect(html).toContain(`src="${MEDIA_ORIGIN}/businesses/b/0123456789abcdef0123456789abcdef.jpg"`);
    expect(html).not.toContain('/media/');
  });
});

describe('a claim document', () => {
  /** A pending claim with a document photo, made as the claim form makes it. */
  async function documentClaim() {
    const { id: businessId } = await listing();
    await db.update(schema.businesses).set({ email: null }).where(eq(schema.businesses.id, businessId));
    const claimant = await signedInPerson();
    const form = new FormData();
    form.append('businessId', businessId);
    form.append('document', new File([jpeg()], 'licence.jpg', { type: 'image/jpeg' }));
    const response = await SELF.fetch('http://localhost/api/owner/claims', {
      method: 'POST',
      headers: { authorization: `Bearer ${claimant.token}`, 'cf-connecting-ip': `10.41.0.${counter++}` },
      body: form,
    });
    expect(response.status).toBe(201);
    const claimId = ((await response.json()) as { data: { claim: { id: string } } }).data.claim.id;
    const [row] = await db.select().from(schema.businessClaims).where(eq(schema.businessClaims.id, claimId));
    return { claimId, key: row?.documentKey ?? '', claimant };
  }

  it('is written to the private bucket alone, so the public media domain, which serves the media bucket, has nothing', async () => {
    const { key } = await documentClaim();
    expect(key).toMatch(/^private\/claims\//);
    expect(await env.DOCUMENTS.head(key)).not.toBeNull();
    expect(await env.MEDIA.head(key)).toBeNull();
  });

  it('cannot be fetched by anyone at /media, however its key is spelt, and only admins read it, from the private bucket', async () => {
    const { claimId, key, claimant } = await documentClaim();
    const spellings = [key, key.replace(/^p/, '%70'), encodeURIComponent(key), `./${key}`, `seed/../${key}`];
    for (const spelling of spellings) {
      const response = await SELF.fetch(`http://localhost/media/${spelling}`);
      expect([spelling, response.status]).toEqual([spelling, 404]);
      await response.arrayBuffer();
    }
    expect((await requestDeployed(`/media/${key}`)).status).toBe(404);

    const document = (token?: string) =>
      SELF.fetch(`http://localhost/api/admin/claims/${claimId}/document`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
    const [admin, owner] = await Promise.all([signedInPerson({ role: 'admin' }), signedInPerson({ role: 'owner' })]);
    const statuses = [];
    for (const token of [undefined, claimant.token, owner.token]) {
      const refused = await document(token);
      statuses.push(refused.status);
      await refused.arrayBuffer();
    }
    expect(statuses).toEqual([401, 403, 403]);
    const read = await document(admin.token);
    expect([read.status, read.headers.get('cache-control')]).toEqual([200, 'private, no-store']);
    const stored = await env.DOCUMENTS.get(key);
    expect(new Uint8Array(await read.arrayBuffer())).toEqual(new Uint8Array((await stored?.arrayBuffer()) ?? new ArrayBuffer(0)));
  });

  it('left in the media bucket from before documents moved is still refused at /media', async () => {
    const key = `private/claims/legacy${counter++}/0123456789abcdef0123456789abcdef.jpg`;
    await env.MEDIA.put(key, jpeg(), { httpMetadata: { contentType: 'image/jpeg' } });
    const response = await SELF.fetch(`http://localhost/media/${key}`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ status: 'error', message: 'Media not found', errors: [] });
  });
});
