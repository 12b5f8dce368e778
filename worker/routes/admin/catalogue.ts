import { Hono, type HonoRequest } from 'hono';
import { createMiddleware } from 'hono/factory';
import { HTTPException } from 'hono/http-exception';
import type { z } from 'zod';
import {
  bannerChangesSchema,
  bannerCreateSchema,
  bannerParam,
  bannerUpdateSchema,
  campaignCreateSchema,
  campaignUpdateSchema,
  categoryCreateSchema,
  categoryMergeSchema,
  categoryUpdateSchema,
  locationCreateSchema,
  locationUpdateSchema,
  quickLinkCreateSchema,
  quickLinkUpdateSchema,
} from '../../contracts/admin-catalogue.ts';
import { idParam } from '../../contracts/common.ts';
import { conceptParam, tradeConceptSchema } from '../../contracts/trade-words.ts';
import { UPLOAD_FIELD, UPLOAD_MESSAGES } from '../../contracts/media.ts';
import type { AppEnv } from '../../env.ts';
import { jsonBodyLimit, uploadBodyLimit } from '../../lib/body-limit.ts';
import { ApiError } from '../../lib/errors.ts';
import { fieldErrors, firstFieldMessage, validate } from '../../lib/validate.ts';
import {
  addBanner,
  createCampaign,
  createCategory,
  createLocation,
  createQuickLink,
  deleteBanner,
  deleteCampaign,
  deleteCategory,
  deleteLocation,
  deleteQuickLink,
  listAdminCampaigns,
  listAdminCategories,
  listAdminLocations,
  listAdminQuickLinks,
  mergeCategory,
  updateBanner,
  updateCampaign,
  updateCategory,
  updateLocation,
  updateQuickLink,
} from '../../services/admin/catalogue.ts';
import { deleteTradeConcept, listTradeWords, saveTradeConcept } from '../../services/admin/trade-words.ts';

/**
 * docs/product.md §7.11, the catalogue: categories, localities, campaigns with their banners, quick links (the admin
 * role is checked once for all of /api/admin, worker/routes/admin/index.ts). A banner's image comes as
 * multipart/form-data in the field `file` beside its text fields, under the photo upload's body limit: worker/index.ts
 * lets the banner paths past the JSON limit, and these routes hold a form to the upload's limit and JSON to the usual one.
 */

const unchanged = (noun: string) => `Nothing has changed: the ${noun} already says this`;

function refuseFile(message: string): never {
  throw new ApiError(400, message, [{ field: UPLOAD_FIELD, message }]);
}

const isMultipart = (request: HonoRequest) => /^multipart\/form-data\b/i.test(request.header('content-type') ?? '');

/** A banner's edit may bring a new image (a form as long as an upload) or only words (JSON, held to the usual 64 KB). */
const bannerEditBodyLimit = createMiddleware<AppEnv>((c, next) => (isMultipart(c.req) ? uploadBodyLimit(c, next) : jsonBodyLimit(c, next)));

function parseFields<Schema extends z.ZodType>(schema: Schema, fields: unknown): z.infer<Schema> {
  const parsed = schema.safeParse(fields);
  if (parsed.success) return parsed.data;
  const errors = fieldErrors(parsed.error);
  throw new ApiError(400, firstFieldMessage(errors), errors);
}

/**
 * A banner's form: its text fields, read as JSON's would be, and the image's bytes if a file came. A file input left
 * empty (browsers send a part with an empty file name, which workerd reads as the text '') is no file. The file's name
 * and declared type are the uploader's claims and are not passed on: the photo checks judge the bytes alone.
 */
async function bannerForm(request: HonoRequest) {
  const form = await request.formData().catch(() => refuseFile(UPLOAD_MESSAGES.notMultipart));
  const files = form.getAll(UPLOAD_FIELD).filter((part) => part !== '');
  if (files.length > 1) refuseFile(UPLOAD_MESSAGES.oneAtATime);
  const [file] = files;
  if (file !== undefined && !(file instanceof File)) refuseFile(UPLOAD_MESSAGES.missing);
  const fields = Object.fromEntries([...form.entries()].filter(([name]) => name !== UPLOAD_FIELD));
  return { fields, readFile: file ? async () => new Uint8Array(await file.arrayBuffer()) : undefined };
}

/** A JSON body as the JSON validator reads one: a body of another type is no fields at all. */
async function jsonBody(request: HonoRequest): Promise<unknown> {
  if (!/^application\/([\w.-]+\+)?json\b/i.test(request.header('content-type') ?? '')) return {};
  return request.json().catch(() => {
    throw new HTTPException(400, { message: 'Malformed JSON in request body' });
  });
}

export const catalogueRoutes = new Hono<AppEnv>()
  // ─── categories ───
  .get('/categories', async (c) => {
    const categories = await listAdminCategories(c.get('ctx'));
    return c.json({ status: 'success' as const, data: { categories } });
  })
  .post('/categories', validate('json', categoryCreateSchema), async (c) => {
    const category = await createCategory(c.get('ctx'), c.req.valid('json'));
    return c.json({ status: 'success' as const, message: 'Category added', data: { category } }, 201);
  })
  .patch('/categories/:id', validate('param', idParam), validate('json', categoryUpdateSchema), async (c) => {
    const { category, changed } = await updateCategory(c.get('ctx'), c.req.valid('param').id, c.req.valid('json'));
    const message = changed.length > 0 ? 'Category saved' : unchanged('category');
    return c.json({ status: 'success' as const, message, data: { category, changed } });
  })
  .delete('/categories/:id', validate('param', idParam), async (c) => {
    const { id } = await deleteCategory(c.get('ctx'), c.req.valid('param').id);
    return c.json({ status: 'success' as const, message: 'Category deleted', data: { id } });
  })
  // ─── a category's trade words (the one box's lexicon) ───
  .get('/categories/:id/trade-words', validate('param', idParam), async (c) => {
    const data = await listTradeWords(c.get('ctx'), c.req.valid('param').id);
    return c.json({ status: 'success' as const, data });
  })
  .put('/categories/:id/trade-words/:concept', validate('param', conceptParam), validate('json', tradeConceptSchema), async (c) => {
    const { id, concept: conceptId } = c.req.valid('param');
    const { concept, created } = await saveTradeConcept(c.get('ctx'), id, conceptId, c.req.valid('json'));
    return c.json({ status: 'success' as const, message: created ? 'Trade added' : 'Trade saved', data: { concept } }, created ? 201 : 200);
  })
  .delete('/categories/:id/trade-words/:concept', validate('param', conceptParam), async (c) => {
    const { id, concept } = c.req.valid('param');
    const data = await deleteTradeConcept(c.get('ctx'), id, concept);
    return c.json({ status: 'success' as const, message: 'Trade deleted', data });
  })
  .post('/categories/:id/merge', validate('param', idParam), validate('json', categoryMergeSchema), async (c) => {
    const { from, category, moved } = await mergeCategory(c.get('ctx'), c.req.valid('param').id, c.req.valid('json').into);
    const businesses = `${moved} ${moved === 1 ? 'business' : 'businesses'}`;
    const message = `${from.name} merged into ${category.name}: ${businesses} moved`;
    return c.json({ status: 'success' as const, message, data: { category, moved } });
  })
  // ─── locations ───
  .get('/locations', async (c) => {
    const locations = await listAdminLocations(c.get('ctx'));
    return c.json({ status: 'success' as const, data: { locations } });
  })
  .post('/locations', validate('json', locationCreateSchema), async (c) => {
    const location = await createLocation(c.get('ctx'), c.req.valid('json'));
    return c.json({ status: 'success' as const, message: 'Location added', data: { location } }, 201);
  })
  .patch('/locations/:id', validate('param', idParam), validate('json', locationUpdateSchema), async (c) => {
    const { location, changed } = await updateLocation(c.get('ctx'), c.req.valid('param').id, c.req.valid('json'));
    const message = changed.length > 0 ? 'Location saved' : unchanged('location');
    return c.json({ status: 'success' as const, message, data: { location, changed } });
  })
  .delete('/locations/:id', validate('param', idParam), async (c) => {
    const { id, moved } = await deleteLocation(c.get('ctx'), c.req.valid('param').id);
    return c.json({ status: 'success' as const, message: 'Location deleted', data: { id, moved } });
  })
  // ─── campaigns and banners ───
  .get('/campaigns', async (c) => {
    const campaigns = await listAdminCampaigns(c.get('ctx'));
    return c.json({ status: 'success' as const, data: { campaigns } });
  })
  .post('/campaigns', validate('json', campaignCreateSchema), async (c) => {
    const campaign = await createCampaign(c.get('ctx'), c.req.valid('json'));
    return c.json({ status: 'success' as const, message: 'Campaign added', data: { campaign } }, 201);
  })
  .patch('/campaigns/:id', validate('param', idParam), validate('json', campaignUpdateSchema), async (c) => {
    const { campaign, changed } = await updateCampaign(c.get('ctx'), c.req.valid('param').id, c.req.valid('json'));
    const message = changed.length > 0 ? 'Campaign saved' : unchanged('campaign');
    return c.json({ status: 'success' as const, message, data: { campaign, changed } });
  })
  .delete('/campaigns/:id', validate('param', idParam), async (c) => {
    const { id } = await deleteCampaign(c.get('ctx'), c.req.valid('param').id);
    return c.json({ status: 'success' as const, message: 'Campaign deleted', data: { id } });
  })
  .post('/campaigns/:id/banners', uploadBodyLimit, validate('param', idParam), async (c) => {
    const { fields, readFile } = await bannerForm(c.req);
    const input = parseFields(bannerCreateSchema, fields);
    if (!readFile) refuseFile(UPLOAD_MESSAGES.missing);
    const { banner, campaign } = await addBanner(c.get('ctx'), c.req.valid('param').id, input, readFile);
    return c.json({ status: 'success' as const, message: 'Banner added', data: { banner, campaign } }, 201);
  })
  .patch('/campaigns/:id/banners/:bannerId', bannerEditBodyLimit, validate('param', bannerParam), async (c) => {
    const { id, bannerId } = c.req.valid('param');
    const { changes, readFile } = isMultipart(c.req)
      ? await bannerForm(c.req).then(({ fields, readFile: file }) => ({
          changes: parseFields(bannerChangesSchema, fields),
          readFile: file,
        }))
      : { changes: parseFields(bannerUpdateSchema, await jsonBody(c.req)), readFile: undefined };
    const { banner, campaign, changed } = await updateBanner(c.get('ctx'), id, bannerId, changes, readFile);
    const message = changed.length > 0 ? 'Banner saved' : unchanged('banner');
    return c.json({ status: 'success' as const, message, data: { banner, campaign, changed } });
  })
  .delete('/campaigns/:id/banners/:bannerId', validate('param', bannerParam), async (c) => {
    const { id, bannerId } = c.req.valid('param');
    const campaign = await deleteBanner(c.get('ctx'), id, bannerId);
    return c.json({ status: 'success' as const, message: 'Banner deleted', data: { campaign } });
  })
  // ─── quick links ───
  .get('/quicklinks', async (c) => {
    const quickLinks = await listAdminQuickLinks(c.get('ctx'));
    return c.json({ status: 'success' as const, data: { quickLinks } });
  })
  .post('/quicklinks', validate('json', quickLinkCreateSchema), async (c) => {
    const quickLink = await createQuickLink(c.get('ctx'), c.req.valid('json'));
    return c.json({ status: 'success' as const, message: 'Quick link added', data: { quickLink } }, 201);
  })
  .patch('/quicklinks/:id', validate('param', idParam), validate('json', quickLinkUpdateSchema), async (c) => {
    const { quickLink, changed } = await updateQuickLink(c.get('ctx'), c.req.valid('param').id, c.req.valid('json'));
    const message = changed.length > 0 ? 'Quick link saved' : unchanged('quick link');
    return c.json({ status: 'success' as const, message, data: { quickLink, changed } });
  })
  .delete('/quicklinks/:id', validate('param', idParam), async (c) => {
    const { id } = await deleteQuickLink(c.get('ctx'), c.req.valid('param').id);
    return c.json({ status: 'success' as const, message: 'Quick link deleted', data: { id } });
  });
