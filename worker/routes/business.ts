import { Hono } from 'hono';
import { eventBodySchema } from '../contracts/analytics.ts';
import { enquiryBodySchema, listQuerySchema, recentQuerySchema, searchQuerySchema } from '../contracts/business.ts';
import { idParam } from '../contracts/common.ts';
import type { AppEnv } from '../env.ts';
import { validate } from '../lib/validate.ts';
import { recordEvent } from '../services/analytics.ts';
import { createEnquiry, getPublicBusiness, listCategories, listLocations } from '../services/businesses.ts';
import { listBusinesses, newestBusinesses, searchBusinesses } from '../services/search/answer.ts';

const list = validate('query', listQuerySchema);

export const businessRoutes = new Hono<AppEnv>()
  .get('/public', list, async (c) => {
    const found = await listBusinesses(c.get('ctx'), c.req.valid('query'));
    return c.json({ status: 'success' as const, data: found });
  })
  // The listing answers at both /business/public and /business (docs/product.md §7.2): one handler serves both.
  .get('/', list, async (c) => {
    const found = await listBusinesses(c.get('ctx'), c.req.valid('query'));
    return c.json({ status: 'success' as const, data: found });
  })
  .get('/search', validate('query', searchQuerySchema), async (c) => {
    const found = await searchBusinesses(c.get('ctx'), c.req.valid('query'));
    return c.json({ status: 'success' as const, data: found });
  })
  .get('/categories', async (c) => {
    const { db, origin } = c.get('ctx');
    const categories = await listCategories(db, origin);
    return c.json({ status: 'success' as const, data: { categories } });
  })
  .get('/locations', async (c) => {
    const { db, origin } = c.get('ctx');
    const locations = await listLocations(db, origin);
    return c.json({ status: 'success' as const, data: { locations } });
  })
  .get('/recent', validate('query', recentQuerySchema), async (c) => {
    const businesses = await newestBusinesses(c.get('ctx'), c.req.valid('query').limit);
    return c.json({ status: 'success' as const, data: { businesses } });
  })
  .get('/public/:id', validate('param', idParam), async (c) => {
    const business = await getPublicBusiness(c.get('ctx'), c.req.valid('param').id);
    c.header('Cache-Control', 'no-store');
    return c.json({ status: 'success' as const, data: { business } });
  })
  .post('/public/:id/enquiry', validate('param', idParam), validate('json', enquiryBodySchema), async (c) => {
    const sent = await createEnquiry(c.get('ctx'), c.req.valid('param').id, c.req.valid('json'));
    return c.json(
      {
        status: 'success' as const,
        message: 'Enquiry sent successfully',
        data: {
          businessName: sent.businessName,
          businessPhone: sent.businessPhone,
          whatsappUrl: sent.whatsappUrl,
          enquiries: sent.enquiries,
        },
      },
      201,
    );
  })
  // A beacon: the same empty answer whether or not the tap counted (docs/product.md §3.23 Analytics).
  .post('/public/:id/events', validate('param', idParam), validate('json', eventBodySchema), async (c) => {
    await recordEvent(c.get('ctx'), c.req.valid('param').id, c.req.valid('json').type);
    return c.body(null, 204);
  });
