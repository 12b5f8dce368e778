import { Hono } from 'hono';
import { enquiryBodySchema, listQuerySchema, recentQuerySchema, searchQuerySchema } from '../contracts/business.ts';
import { idParam } from '../contracts/common.ts';
import type { AppEnv } from '../env.ts';
import { validate } from '../lib/validate.ts';
import { createEnquiry, getPublicBusiness, listCategories, listLocations } from '../services/businesses.ts';
import { criteriaFromList, criteriaFromSearch, findBusinesses } from '../services/directory.ts';
import { clientIp, enforceRateLimit, RATE_RULES } from '../services/rate-limit.ts';

const origin = (url: string) => new URL(url).origin;

const list = validate('query', listQuerySchema);

export const businessRoutes = new Hono<AppEnv>()
  .get('/public', list, async (c) => {
    const query = c.req.valid('query');
    const found = await findBusinesses(c.env.DB, criteriaFromList(query), query.page, query.limit, { origin: origin(c.req.url) });
    return c.json({ status: 'success' as const, data: found });
  })
  // The spec names the listing both /business/public and /business: one handler serves both.
  .get('/', list, async (c) => {
    const query = c.req.valid('query');
    const found = await findBusinesses(c.env.DB, criteriaFromList(query), query.page, query.limit, { origin: origin(c.req.url) });
    return c.json({ status: 'success' as const, data: found });
  })
  .get('/search', validate('query', searchQuerySchema), async (c) => {
    const query = c.req.valid('query');
    const found = await findBusinesses(c.env.DB, criteriaFromSearch(query), query.page, query.limit, { origin: origin(c.req.url) });
    return c.json({ status: 'success' as const, data: found });
  })
  .get('/categories', async (c) => {
    const categories = await listCategories(c.env.DB, origin(c.req.url));
    return c.json({ status: 'success' as const, data: { categories } });
  })
  .get('/locations', async (c) => {
    const locations = await listLocations(c.env.DB, origin(c.req.url));
    return c.json({ status: 'success' as const, data: { locations } });
  })
  .get('/recent', validate('query', recentQuerySchema), async (c) => {
    const { limit } = c.req.valid('query');
    const found = await findBusinesses(c.env.DB, { sort: 'newest' }, 1, limit, { origin: origin(c.req.url) });
    return c.json({ status: 'success' as const, data: { businesses: found.businesses } });
  })
  .get('/public/:id', validate('param', idParam), async (c) => {
    const business = await getPublicBusiness(c.get('db'), c.req.valid('param').id, { origin: origin(c.req.url), userAgent: c.req.header('user-agent') ?? null });
    c.header('Cache-Control', 'no-store');
    return c.json({ status: 'success' as const, data: { business } });
  })
  .post('/public/:id/enquiry', validate('param', idParam), validate('json', enquiryBodySchema), async (c) => {
    await enforceRateLimit(c.env.DB, RATE_RULES.enquiry, clientIp(c.req.raw.headers));
    const sent = await createEnquiry(c.get('db'), c.req.valid('param').id, c.req.valid('json'));
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
  });
