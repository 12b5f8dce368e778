import { SELF } from 'cloudflare:test';
import { TRPCError } from '@trpc/server';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../worker/db/schema.ts';
import { newId } from '../../worker/lib/ids.ts';
import { createCallerFactory } from '../../worker/trpc/init.ts';
import { appRouter } from '../../worker/trpc/router.ts';
import { addBusiness, addCategory, addLocation, addPincode, addUser, db, requestContext } from './fixtures.ts';
import { drainEvents } from './support/event-queue.ts';

const caller = (ip = '203.0.113.50') => createCallerFactory(appRouter)(requestContext({ origin: 'https://citypages.in', ip }));

let businessId = '';

beforeAll(async () => {
  const category = await addCategory('Opticians');
  await addPincode('560011', 12.9308, 77.5838, ['Jayanagar']);
  const jayanagar = await addLocation('Jayanagar', ['560011'], 12.9308, 77.5838);
  businessId = await addBusiness({
    name: 'Lawrence & Mayo',
    categoryId: category.id,
    locationId: jayanagar.id,
    pincode: '560011',
    phone: '9845012345',
    whatsapp: '+919845012345',
  });
  const reviewer = await addUser('Meera Iyer');
  await db.insert(schema.reviews).values({ id: newId(), businessId, userId: reviewer, rating: 4, content: 'Quick eye test.' });
  await db.insert(schema.quickLinks).values({ id: newId(), title: 'Home', url: '/' });
});

describe('the tRPC procedures the web app calls', () => {
  it('list, recent, categories and locations answer with the same data as REST', async () => {
    const api = caller();
    const list = await api.business.list({ category: 'opticians', page: 1, limit: 12 });
    expect(list.businesses.map((b) => b.name)).toEqual(['Lawrence & Mayo']);
    expect(list.businesses[0]?.images[0]?.url).toMatch(/^https:\/\/citypages\.in\/media\//);
    expect((await api.business.recent({ limit: 6 })).map((b) => b._id)).toEqual([businessId]);
    expect((await api.business.categories()).map((c) => [c.slug, c.count])).toEqual([['opticians', 1]]);
    expect((await api.business.locations()).map((l) => [l.name, l.pincodes, l.count])).toEqual([['Jayanagar', ['560011'], 1]]);
  });

  it("byId counts a visitor's view and answers NOT_FOUND for unknown ids", async () => {
    const first = await caller('203.0.113.41').business.byId({ id: businessId });
    // Counted by the events queue's consumer (docs/decisions/039): the next answer includes it.
    await drainEvents();
    const second = await caller('203.0.113.42').business.byId({ id: businessId });
    expect(second.views).toBe(first.views + 1);
    const api = caller();
    await expect(api.business.byId({ id: 'missing' })).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'Business not found' });
  });

  it('enquire stores the enquiry and is rate-limited per address', async () => {
    const api = caller('203.0.113.99');
    const enquiry = { name: 'Kiran', email: 'kiran@example.in', message: 'Do you stock contact lenses?' };
    const sent = await api.business.enquire({ id: businessId, enquiry });
    expect(sent.whatsappUrl).toMatch(/^https:\/\/wa\.me\/919845012345\?text=/);
    for (let n = 0; n < 4; n++) await api.business.enquire({ id: businessId, enquiry });
    const refused = await api.business.enquire({ id: businessId, enquiry }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(TRPCError);
    expect(refused).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    const rows = await db.select().from(schema.enquiries).where(eq(schema.enquiries.businessId, businessId));
    expect(rows).toHaveLength(5);
  });

  it('reviews, quick links, campaigns, reverse geocoding and contact', async () => {
    const api = caller('203.0.113.51');
    const reviews = await api.reviews.byBusiness({ id: businessId, page: 1, limit: 5 });
    expect(reviews.statistics).toEqual({ averageRating: 4, totalReviews: 1, ratingDistribution: { 1: 0, 2: 0, 3: 0, 4: 1, 5: 0 } });
    expect(reviews.reviews[0]?.user.name).toBe('Meera Iyer');
    expect((await api.site.quickLinks()).map((l) => l.title)).toEqual(['Home']);
    expect(await api.site.campaigns({ sections: ['featured-section'] })).toEqual([]);
    expect(await api.site.reverseGeocode({ lat: 12.931, lng: 77.584 })).toMatchObject({ pincode: '560011', place: 'Jayanagar' });
    await api.site.contact({ name: 'Ravi', email: 'ravi@example.in', subject: 'Hello', message: 'Great site' });
    expect(await db.select().from(schema.contactMessages)).toHaveLength(1);
  });

  it('rejects bad input with BAD_REQUEST', async () => {
    await expect(caller().business.search({ q: 'x', page: 0, limit: 10, sort: 'relevance' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
  });
});

describe('tRPC over HTTP', () => {
  it('carries field errors in error.data.errors, the same list REST puts in the envelope', async () => {
    const input = encodeURIComponent(JSON.stringify({ '0': { q: 'dosa', limit: 1000 } }));
    const response = await SELF.fetch(`http://localhost/api/trpc/business.search?batch=1&input=${input}`);
    expect(response.status).toBe(400);
    const [body] =
      await response.json<{ error: { message: string; data: { errors: { field: string; message: string }[]; stack?: string } } }[]>();
    expect(body?.error.data.errors).toEqual([{ field: 'limit', message: 'Limit must be at most 50' }]);
    expect(body?.error.data.stack).toBeUndefined();
  });
});
