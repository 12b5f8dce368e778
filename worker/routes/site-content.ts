import { Hono } from 'hono';
import { campaignsQuerySchema, contactBodySchema, reverseGeocodeQuerySchema } from '../contracts/site-content.ts';
import type { AppEnv } from '../env.ts';
import { validate } from '../lib/validate.ts';
import { storeContactMessage } from '../services/contact.ts';
import { listCampaigns, listQuickLinks } from '../services/curation.ts';
import { reverseGeocode } from '../services/geo.ts';

export const quickLinkRoutes = new Hono<AppEnv>().get('/public', async (c) => {
  const quickLinks = await listQuickLinks(c.get('ctx').db);
  return c.json({ status: 'success' as const, data: { quickLinks } });
});

export const campaignRoutes = new Hono<AppEnv>().get('/public', validate('query', campaignsQuerySchema), async (c) => {
  const { db, origin } = c.get('ctx');
  const campaigns = await listCampaigns(db, c.req.valid('query').sections, origin);
  return c.json({ status: 'success' as const, data: { campaigns } });
});

export const geocodeRoutes = new Hono<AppEnv>().get('/reverse', validate('query', reverseGeocodeQuerySchema), async (c) => {
  const { lat, lng } = c.req.valid('query');
  const found = await reverseGeocode(c.get('ctx').db, { latitude: lat, longitude: lng });
  return c.json({ status: 'success' as const, pincode: found.pincode, place: found.place, data: found });
});

export const contactRoutes = new Hono<AppEnv>().post('/', validate('json', contactBodySchema), async (c) => {
  await storeContactMessage(c.get('ctx'), c.req.valid('json'));
  return c.json({ status: 'success' as const, message: "Thank you for your message. We'll get back to you soon." }, 201);
});
