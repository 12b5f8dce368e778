import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../worker/db/schema.ts';
import { newId } from '../../worker/lib/ids.ts';
import { whatsappNumber } from '../../worker/contracts/format.ts';
import { addBusiness, addCategory, addLocation, addPincode, addUser, db, getJson, type Json } from './fixtures.ts';
import { drainEvents } from './support/event-queue.ts';

interface Card {
  _id: string;
  name: string;
  category: string;
  isFeatured: boolean;
  createdAt: string;
}
interface ListBody {
  status: string;
  data: { businesses: Card[]; total: number; pagination: { page: number; limit: number; total: number; totalPages: number } };
}

const ids: Record<string, string> = {};
let restaurantId = '';

beforeAll(async () => {
  const restaurant = await addCategory('Restaurant');
  restaurantId = restaurant.id;
  const health = await addCategory('Health & Fitness', 'health-and-fitness');
  await addCategory('Florists');
  await addPincode('560034', 12.9352, 77.6245, ['Koramangala']);
  await addPincode('560038', 12.9784, 77.6408, ['Indiranagar']);
  const koramangala = await addLocation('Koramangala', ['560034']);
  await addLocation('Indiranagar', ['560038'], 12.9784, 77.6408);

  for (let n = 0; n < 14; n++) {
    ids[`r${n}`] = await addBusiness({
      name: `Darshini ${n}`,
      categoryId: restaurant.id,
      locality: 'Koramangala',
      locationId: koramangala.id,
      pincode: '560034',
      createdAt: new Date(Date.UTC(2026, 0, 1 + n)),
      isFeatured: n % 5 === 0,
    });
  }
  ids.gym = await addBusiness({ name: 'Cult Gym', categoryId: health.id, pincode: '560038', createdAt: new Date(Date.UTC(2025, 5, 1)) });
  ids.pending = await addBusiness({ name: 'Not Yet Approved', categoryId: restaurant.id, status: 'pending', isVerified: false });
  ids.detail = await addBusiness({
    name: 'Vidyarthi Bhavan',
    categoryId: restaurant.id,
    locality: 'Basavanagudi',
    pincode: '560034',
    phone: '080 2667 7588',
    keywords: ['masala dosa'],
    services: ['Dine-in'],
    amenities: ['UPI accepted', 'Family section'],
    images: ['seed/businesses/vb-0123456789abcdef.svg', 'https://images.example.com/vb.jpg'],
    rating: [4.7, 3],
    createdAt: new Date(Date.UTC(2020, 0, 1)),
  });
  await db
    .insert(schema.businessSocialLinks)
    .values({ businessId: ids.detail as string, network: 'instagram', url: 'https://www.instagram.com/vidyarthibhavan' });
  await db.insert(schema.businessMedia).values({
    id: newId(),
    businessId: ids.detail as string,
    kind: 'video',
    url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    title: 'Our kitchen',
  });
});

describe('GET /api/business/public', () => {
  it('lists public businesses newest first, 12 a page by default, with totalPages', async () => {
    const { status, body } = await getJson<ListBody>('/api/business/public');
    expect(status).toBe(200);
    expect(body.status).toBe('success');
    expect(body.data.businesses).toHaveLength(12);
    expect(body.data.total).toBe(16);
    expect(body.data.pagination).toEqual({ page: 1, limit: 12, total: 16, totalPages: 2 });
    expect(body.data.businesses[0]?.name).toBe('Darshini 13');
    const names = body.data.businesses.map((b) => b.name);
    expect(names).not.toContain('Not Yet Approved');
  });

  it('ignores status and isVerified in the query: only approved, verified businesses are public', async () => {
    const { body } = await getJson<ListBody>('/api/business/public?status=pending&isVerified=false&limit=100');
    expect(body.data.businesses.map((b) => b.name)).not.toContain('Not Yet Approved');
    expect(body.data.total).toBe(16);
  });

  it('answers the same at its alias GET /api/business', async () => {
    const alias = await getJson<ListBody>('/api/business?page=2');
    const canonical = await getJson<ListBody>('/api/business/public?page=2');
    expect(alias.body).toEqual(canonical.body);
    expect(alias.body.data.businesses).toHaveLength(4);
  });

  it('filters by category name or slug, case-insensitively', async () => {
    for (const category of ['health%20%26%20fitness', 'Health-And-Fitness', 'HEALTH-AND-FITNESS']) {
      const { body } = await getJson<ListBody>(`/api/business/public?category=${category}`);
      expect(
        body.data.businesses.map((b) => b.name),
        category,
      ).toEqual(['Cult Gym']);
      expect(body.data.total).toBe(1);
    }
  });

  it('filters featured businesses, newest featured first', async () => {
    const { body } = await getJson<ListBody>('/api/business/public?featured=true&limit=6');
    expect(body.data.businesses.every((b) => b.isFeatured)).toBe(true);
    expect(body.data.total).toBe(3);
  });

  it('filters by pincode and by location, and searches text', async () => {
    expect((await getJson<ListBody>('/api/business/public?pincode=560038')).body.data.businesses.map((b) => b.name)).toEqual(['Cult Gym']);
    expect((await getJson<ListBody>('/api/business/public?location=Koramangala&limit=100')).body.data.total).toBe(14);
    expect((await getJson<ListBody>('/api/business/public?search=vidyarthi')).body.data.businesses.map((b) => b.name)).toEqual([
      'Vidyarthi Bhavan',
    ]);
  });

  it('answers a page past the end with an empty list and the true total', async () => {
    const { body } = await getJson<ListBody>('/api/business/public?page=9');
    expect(body.data.businesses).toEqual([]);
    expect(body.data.total).toBe(16);
  });
});

describe('GET /api/business/recent, /categories, /locations', () => {
  it('gives the 6 newest by default, or as many as asked', async () => {
    const { body } = await getJson<ListBody>('/api/business/recent');
    expect(body.data.businesses.map((b) => b.name)).toEqual([
      'Darshini 13',
      'Darshini 12',
      'Darshini 11',
      'Darshini 10',
      'Darshini 9',
      'Darshini 8',
    ]);
    expect((await getJson<ListBody>('/api/business/recent?limit=2')).body.data.businesses).toHaveLength(2);
  });

  it('counts public businesses per category, most first', async () => {
    const { body } = await getJson<{ data: { categories: { name: string; slug: string; count: number; image: string | null }[] } }>(
      '/api/business/categories',
    );
    expect(body.data.categories.map((c) => [c.name, c.count])).toEqual([
      ['Restaurant', 15],
      ['Health & Fitness', 1],
      ['Florists', 0],
    ]);
    expect(body.data.categories[0]?.image).toMatch(/^http:\/\/localhost\/media\/seed\/categories\/restaurant-/);
  });

  it('lists localities with their pincodes and counts', async () => {
    const { body } = await getJson<{ data: { locations: { name: string; pincodes: string[]; count: number }[] } }>(
      '/api/business/locations',
    );
    expect(body.data.locations.map((l) => [l.name, l.pincodes, l.count])).toEqual([
      ['Koramangala', ['560034'], 14],
      ['Indiranagar', ['560038'], 0],
    ]);
  });
});

describe('GET /api/business/public/:id', () => {
  it('answers the full business with media on this host, hours, amenities, social links and videos', async () => {
    const { status, body } = await getJson<{ status: string; data: { business: Record<string, unknown> } }>(
      `/api/business/public/${ids.detail}`,
    );
    expect(status).toBe(200);
    const business = body.data.business;
    expect(business).toMatchObject({
      _id: ids.detail,
      businessName: 'Vidyarthi Bhavan',
      name: 'Vidyarthi Bhavan',
      category: 'Restaurant',
      rating: { average: 4.7, count: 3 },
      pincode: '560034',
      exclusiveAmenities: ['UPI accepted', 'Family section'],
      services: ['Dine-in'],
      keywords: ['masala dosa'],
      socialMedia: { instagram: 'https://www.instagram.com/vidyarthibhavan' },
      videos: [{ url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', title: 'Our kitchen' }],
      // Derived from the periods open-now reads (the fixture's default: open all day, every day).
      businessHours: { monday: 'Open 24 hours', sunday: 'Open 24 hours' },
      isVerified: true,
      enquiries: 0,
      // Its only number is a landline: no WhatsApp unless the owner names a number that has it.
      whatsapp: null,
    });
    expect(business.images).toEqual([
      { url: 'http://localhost/media/seed/businesses/vb-0123456789abcdef.svg', alt: 'Vidyarthi Bhavan', isPrimary: true },
      { url: 'https://images.example.com/vb.jpg', alt: 'Vidyarthi Bhavan', isPrimary: false },
    ]);
    expect(business.openNow).toBe(true);
  });

  it("counts each visitor's request as one view, in D1 once the queue is consumed, and the next answer includes it", async () => {
    const from = (ip: string) =>
      getJson<{ data: { business: { views: number } } }>(`/api/business/public/${ids.r3}`, { headers: { 'cf-connecting-ip': ip } });
    const first = await from('198.51.100.7');
    await drainEvents();
    const second = await from('198.51.100.8');
    expect(second.body.data.business.views).toBe(first.body.data.business.views + 1);
    await drainEvents();
    const [row] = await db
      .select({ views: schema.businesses.views })
      .from(schema.businesses)
      .where(eq(schema.businesses.id, ids.r3 as string));
    expect(row?.views).toBe(second.body.data.business.views + 1);
  });

  it('answers 404 for an unknown or non-public business, and counts no view', async () => {
    for (const id of ['nope', ids.pending as string]) {
      const { status, body } = await getJson(`/api/business/public/${id}`);
      expect(status).toBe(404);
      expect(body).toEqual({ status: 'error', message: 'Business not found', errors: [] });
    }
    await drainEvents();
    const [row] = await db
      .select({ views: schema.businesses.views })
      .from(schema.businesses)
      .where(eq(schema.businesses.id, ids.pending as string));
    expect(row?.views).toBe(0);
  });
});

describe('POST /api/business/public/:id/enquiry', () => {
  const post = (id: string, body: unknown, ip = '198.51.100.7') =>
    getJson(`/api/business/public/${id}/enquiry`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'cf-connecting-ip': ip },
      body: JSON.stringify(body),
    });

  it('stores the enquiry, raises the count in the same batch, and answers without a chat for a listing with no WhatsApp number', async () => {
    const { status, body } = await post(ids.detail as string, {
      name: 'Priya',
      email: 'Priya@Example.in',
      message: 'Do you cater for 40 people?',
      phone: '98860 11111',
    });
    expect(status).toBe(201);
    expect(body).toMatchObject({
      status: 'success',
      data: { businessName: 'Vidyarthi Bhavan', businessPhone: '080 2667 7588', enquiries: 1 },
    });
    // Its only number is a landline: a chat there would reach nobody.
    expect(body.data).toMatchObject({ whatsappUrl: null });

    const stored = await db
      .select()
      .from(schema.enquiries)
      .where(eq(schema.enquiries.businessId, ids.detail as string));
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      name: 'Priya',
      email: 'priya@example.in',
      phone: '98860 11111',
      message: 'Do you cater for 40 people?',
    });
    const [business] = await db
      .select({ n: schema.businesses.enquiryCount })
      .from(schema.businesses)
      .where(eq(schema.businesses.id, ids.detail as string));
    expect(business?.n).toBe(1);
  });

  it("continues on the listing's WhatsApp number, never its phone, with what the visitor chose to share", async () => {
    // The owner names the number that has WhatsApp; the card follows (the search view's update trigger).
    await db
      .update(schema.businesses)
      .set({ whatsapp: '+919741012345' })
      .where(eq(schema.businesses.id, ids.r4 as string));
    const shown = await getJson<{ data: { business: { whatsapp: string | null } } }>(`/api/business/public/${ids.r4}`);
    expect(shown.body.data.business.whatsapp).toBe('+919741012345');
    const { status, body } = await post(
      ids.r4 as string,
      { name: 'Priya', email: 'priya@example.in', message: 'Is a table for 4 free at 8?', phone: '98860 11111' },
      '198.51.100.17',
    );
    await db
      .update(schema.businesses)
      .set({ whatsapp: null })
      .where(eq(schema.businesses.id, ids.r4 as string));
    expect(status).toBe(201);
    const url = new URL((body.data as { whatsappUrl: string }).whatsappUrl);
    expect(url.origin + url.pathname).toBe('https://wa.me/919741012345');
    const text = url.searchParams.get('text');
    expect(text).toBe('Hello Darshini 4, I found you on CityPages.\n\nIs a table for 4 free at 8?\n\nName: Priya\nPhone: +91 98860 11111');
    expect(text).not.toContain('priya@example.in');
  });

  it('names each invalid field with its message and stores nothing', async () => {
    const { status, body } = await post(ids.r1 as string, { name: ' ', email: 'not-an-email', message: '' }, '198.51.100.8');
    expect(status).toBe(400);
    expect(body.status).toBe('error');
    expect(body.errors).toEqual(
      expect.arrayContaining([
        { field: 'name', message: 'Name is required' },
        { field: 'email', message: 'Please enter a valid email' },
        { field: 'message', message: 'Message is required' },
      ]),
    );
    expect(
      await db
        .select()
        .from(schema.enquiries)
        .where(eq(schema.enquiries.businessId, ids.r1 as string)),
    ).toHaveLength(0);
  });

  it('answers 404 for a business that is not public', async () => {
    const { status } = await post(ids.pending as string, { name: 'A', email: 'a@b.in', message: 'Hi' }, '198.51.100.9');
    expect(status).toBe(404);
  });

  it('refuses the sixth enquiry from one address in ten minutes with 429 and Retry-After, storing nothing', async () => {
    const ip = '198.51.100.77';
    for (let n = 0; n < 5; n++)
      expect((await post(ids.r2 as string, { name: 'A', email: 'a@b.in', message: `Hi ${n}` }, ip)).status).toBe(201);
    const refused = await post(ids.r2 as string, { name: 'A', email: 'a@b.in', message: 'Hi again' }, ip);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(refused.body).toMatchObject({ status: 'error', message: 'Too many requests. Please try again later.' });
    expect(
      await db
        .select()
        .from(schema.enquiries)
        .where(eq(schema.enquiries.businessId, ids.r2 as string)),
    ).toHaveLength(5);
    expect((await post(ids.r2 as string, { name: 'B', email: 'b@b.in', message: 'Hi' }, '198.51.100.78')).status).toBe(201);
  });

  it('normalises WhatsApp numbers as docs/product.md §4.6 says', () => {
    expect(whatsappNumber('98450 12345')).toBe('919845012345');
    expect(whatsappNumber('+91 98450 12345')).toBe('919845012345');
    expect(whatsappNumber('080 2667 7588')).toBe('918026677588');
    expect(whatsappNumber('1 415 555 0100')).toBe('14155550100');
  });
});

describe('GET /api/reviews/business/:id', () => {
  it('lists visible reviews newest first with names, and statistics over all visible reviews', async () => {
    const businessId = await addBusiness({ name: 'Review Me', categoryId: restaurantId });
    const ratings = [5, 4, 4, 2, 1, 5];
    for (const [n, rating] of ratings.entries()) {
      const userId = await addUser(`Reviewer ${n}`);
      await db.insert(schema.reviews).values({
        id: newId(),
        businessId,
        userId,
        rating,
        title: `Visit ${n}`,
        content: `Review number ${n}`,
        status: n === 5 ? 'hidden' : 'visible',
        createdAt: new Date(Date.UTC(2026, 1, 1 + n)),
        responseContent: n === 0 ? 'Thank you!' : null,
        respondedAt: n === 0 ? new Date(Date.UTC(2026, 1, 3)) : null,
      });
    }
    const { status, body } = await getJson<{
      data: {
        reviews: { title: string; user: { name: string }; businessResponse: { content: string } | null }[];
        statistics: unknown;
        pagination: unknown;
      };
    }>(`/api/reviews/business/${businessId}?limit=2`);
    expect(status).toBe(200);
    expect(body.data.reviews.map((r) => [r.title, r.user.name])).toEqual([
      ['Visit 4', 'Reviewer 4'],
      ['Visit 3', 'Reviewer 3'],
    ]);
    expect(body.data.statistics).toEqual({ averageRating: 3.2, totalReviews: 5, ratingDistribution: { 1: 1, 2: 1, 3: 0, 4: 2, 5: 1 } });
    expect(body.data.pagination).toEqual({ page: 1, limit: 2, total: 5, totalPages: 3 });
    const last = await getJson<{ data: { reviews: { title: string; businessResponse: { content: string } | null }[] } }>(
      `/api/reviews/business/${businessId}?limit=2&page=3`,
    );
    expect(last.body.data.reviews.map((r) => [r.title, r.businessResponse?.content])).toEqual([['Visit 0', 'Thank you!']]);
  });

  it('answers 404 for an unknown business', async () => {
    expect((await getJson('/api/reviews/business/unknown')).status).toBe(404);
  });
});

describe('quick links, campaigns, reverse geocoding and contact', () => {
  beforeAll(async () => {
    await db.insert(schema.quickLinks).values([
      { id: newId(), title: 'Contact', url: '/contact', position: 2 },
      { id: newId(), title: 'Home', url: '/', position: 0 },
      { id: newId(), title: 'Old page', url: '/old', position: 1, isActive: false },
    ]);
    const live = newId();
    const other = newId();
    const expired = newId();
    await db.insert(schema.campaigns).values([
      { id: live, name: 'Top picks', section: 'featured-section', position: 0 },
      { id: other, name: 'Areas', section: 'popular-locations', position: 1, autoSlide: false, slideInterval: 6000 },
      { id: expired, name: 'Diwali', section: 'featured-section', position: 2, endsAt: new Date(Date.UTC(2020, 0, 1)) },
    ]);
    await db.insert(schema.campaignBanners).values([
      {
        id: newId(),
        campaignId: live,
        title: 'Second',
        imageUrl: 'seed/banners/b-0123456789abcdef.svg',
        link: 'citypages.in/x',
        position: 1,
      },
      {
        id: newId(),
        campaignId: live,
        title: 'First',
        description: 'Food trail',
        imageUrl: 'seed/banners/a-0123456789abcdef.svg',
        position: 0,
      },
      { id: newId(), campaignId: other, title: 'Koramangala', imageUrl: 'https://cdn.example.com/k.png', position: 0 },
      { id: newId(), campaignId: expired, title: 'Gone', imageUrl: 'seed/banners/g.svg', position: 0 },
    ]);
  });

  it('lists active quick links in order', async () => {
    const { body } = await getJson<{ data: { quickLinks: { title: string; url: string }[] } }>('/api/quicklinks/public');
    expect(body.data.quickLinks.map((l) => [l.title, l.url])).toEqual([
      ['Home', '/'],
      ['Contact', '/contact'],
    ]);
  });

  it('lists live campaigns of the asked sections with their banners in order', async () => {
    const one = await getJson<{ data: { campaigns: { section: string; banners: { title: string; image: { url: string } }[] }[] } }>(
      '/api/campaigns/public?sections=featured-section',
    );
    expect(one.body.data.campaigns).toHaveLength(1);
    expect(one.body.data.campaigns[0]?.banners.map((b) => b.title)).toEqual(['First', 'Second']);
    expect(one.body.data.campaigns[0]?.banners[0]?.image.url).toBe('http://localhost/media/seed/banners/a-0123456789abcdef.svg');
    const both = await getJson<{ data: { campaigns: { section: string; autoSlide: boolean; slideInterval: number }[] } }>(
      '/api/campaigns/public?sections=featured-section,popular-locations',
    );
    expect(both.body.data.campaigns.map((c) => [c.section, c.autoSlide, c.slideInterval])).toEqual([
      ['featured-section', true, 4000],
      ['popular-locations', false, 6000],
    ]);
  });

  it('finds the nearest real pincode for coordinates, with its locality name', async () => {
    const { status, body } = await getJson('/api/geocode/reverse?lat=12.9360&lng=77.6250');
    expect(status).toBe(200);
    expect(body).toMatchObject({ status: 'success', pincode: '560034', place: 'Koramangala' });
  });

  it('refuses coordinates that are missing, not numbers or outside India', async () => {
    for (const query of ['lat=12.9', 'lat=abc&lng=77.6', 'lat=51.5&lng=-0.12', 'lat=95&lng=77']) {
      const { status, body } = await getJson(`/api/geocode/reverse?${query}`);
      expect(status, query).toBe(400);
      expect(body.status).toBe('error');
      expect(body.errors?.length).toBeGreaterThan(0);
    }
  });

  it('stores contact messages and limits them per address', async () => {
    const send = (ip: string, body: Record<string, string>) =>
      getJson('/api/contact', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'cf-connecting-ip': ip },
        body: JSON.stringify(body),
      });
    const message = { name: 'Ravi', email: 'ravi@example.in', subject: 'Listing', message: 'Please add my shop.' };
    const { status, body } = await send('192.0.2.1', message);
    expect(status).toBe(201);
    expect(body.status).toBe('success');
    const rows = await db.select().from(schema.contactMessages);
    expect(rows.map((r) => r.subject)).toEqual(['Listing']);

    const invalid = await send('192.0.2.2', { name: 'Ravi', email: 'ravi@example.in', subject: '', message: 'x' });
    expect(invalid.status).toBe(400);
    expect((invalid.body as Json).errors).toEqual([{ field: 'subject', message: 'Subject is required' }]);

    for (let n = 0; n < 4; n++) expect((await send('192.0.2.1', message)).status).toBe(201);
    expect((await send('192.0.2.1', message)).status).toBe(429);
    expect(await db.select().from(schema.contactMessages)).toHaveLength(5);
  });
});
