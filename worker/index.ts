import { trpcServer } from '@hono/trpc-server';
import { Hono } from 'hono';
import { except } from 'hono/combine';
import { TRPC_MAX_BATCH } from './contracts/limits.ts';
import type { AppEnv, Bindings } from './env.ts';
import { jsonBodyLimit } from './http/body-limit.ts';
import { d1Meter } from './http/d1-meter.ts';
import { handleError } from './http/error-handler.ts';
import { ApiError, errorEnvelope } from './lib/errors.ts';
import { refuseUnservedMethods } from './http/methods.ts';
import { privateAnswers, requestContext, securityHeaders } from './http/middleware.ts';
import { requestId } from './http/request-id.ts';
import { requestLog } from './http/request-log.ts';
import { logFailure } from './lib/log.ts';
import { businessRoutes } from './routes/business.ts';
import { devRoutes } from './routes/dev.ts';
import { healthRoutes } from './routes/health.ts';
import { mediaRoutes } from './routes/media.ts';
import { openApiRoutes } from './routes/openapi.ts';
import { adminRoutes } from './routes/admin/index.ts';
import { ownerRoutes } from './routes/owner/index.ts';
import { reviewRoutes } from './routes/reviews.ts';
import { campaignRoutes, contactRoutes, geocodeRoutes, quickLinkRoutes } from './routes/site-content.ts';
import { userRoutes } from './routes/users.ts';
import { sitemapRoutes } from './routes/sitemap.ts';
import { spaRoutes } from './routes/spa.ts';
import { BACKUP_CRON, scheduledBackup } from './services/backup/schedule.ts';
import { consumeEvents } from './services/events/consume.ts';
import type { EventMessage } from './services/events/messages.ts';
import { housekeeping } from './services/housekeeping.ts';
import { trpcBodyLimit, trpcErrorContentType, trpcResponseMeta } from './trpc/http.ts';
import { appRouter } from './trpc/router.ts';

/** The Hono app: every request. Tests call it directly (`app.request`). */
export const app = new Hono<AppEnv>();

app.use(requestId);
app.use(requestLog);
app.use(securityHeaders);
app.use(privateAnswers);
// Before the meter and the context: a method nothing serves costs no work.
app.use(refuseUnservedMethods);
// Pages too: each is rendered on the server and reads D1 like the API does.
app.use(d1Meter);
app.use(requestContext);

app.use(
  '/api/trpc/*',
  trpcBodyLimit,
  trpcErrorContentType,
  trpcServer({
    router: appRouter,
    endpoint: '/api/trpc',
    maxBatchSize: TRPC_MAX_BATCH,
    responseMeta: trpcResponseMeta,
    createContext: (_opts, c) => c.get('ctx'),
    onError: ({ error, path, ctx }) => {
      if (error.code === 'INTERNAL_SERVER_ERROR')
        logFailure('procedure failed', error.cause ?? error, { requestId: ctx?.requestId, procedure: path ?? '?' });
    },
  }),
);
// REST bodies are JSON, except a photo upload's: a multipart file of up to 5 MB, which this limit would cut off before
// the upload route's own (uploadBodyLimit, worker/routes/owner/media.ts) could judge it. Only that path steps aside;
// it takes no other method with a body, so nothing else there is read unbounded. A claim with a document photo is the
// other such body: its route holds a form to the upload's limit and JSON to this one (worker/routes/owner/claims.ts). A
// campaign banner's image is a third, on adding a banner and on editing one (worker/routes/admin/catalogue.ts).
app.use(
  '/api/*',
  except(
    [
      '/api/owner/businesses/:id/media',
      '/api/owner/claims',
      '/api/admin/campaigns/:id/banners',
      '/api/admin/campaigns/:id/banners/:bannerId',
    ],
    jsonBodyLimit,
  ),
);

const api = new Hono<AppEnv>()
  .route('/health', healthRoutes)
  .route('/business', businessRoutes)
  .route('/reviews', reviewRoutes)
  .route('/quicklinks', quickLinkRoutes)
  .route('/campaigns', campaignRoutes)
  .route('/geocode', geocodeRoutes)
  .route('/contact', contactRoutes)
  .route('/users', userRoutes)
  .route('/owner', ownerRoutes)
  .route('/admin', adminRoutes)
  .route('/dev', devRoutes)
  .route('/openapi.json', openApiRoutes);

app.route('/api', api);
app.all('/api/*', () => {
  throw new ApiError(404, 'Not found');
});
app.route('/media', mediaRoutes);
app.route('/', sitemapRoutes);
app.route('/', spaRoutes);

app.notFound((c) => c.json(errorEnvelope('Not found'), 404));

app.onError(handleError);

export type { AppRouter } from './trpc/router.ts';

/**
 * The Worker module (wrangler.toml `main`): requests go to the app; the hourly Cron Trigger prunes expired rows and
 * rings for mail that is due; the events queue's batches of counts and mail go to their consumer (docs/decisions/039).
 */
export default {
  fetch: app.fetch,
  // Two Cron Triggers (wrangler.toml): the hourly housekeeping, and the day's backup a budget at a time every five
  // minutes (docs/decisions/041-backups-to-r2.md), each in its own invocation.
  scheduled: (controller, env, ctx) =>
    ctx.waitUntil(
      controller.cron === BACKUP_CRON ? scheduledBackup(env, controller.scheduledTime) : housekeeping(env, controller.scheduledTime),
    ),
  queue: (batch, env) => consumeEvents(batch, env),
} satisfies ExportedHandler<Bindings, EventMessage>;
