import { trpcServer } from '@hono/trpc-server';
import { Hono } from 'hono';
import type { AppEnv } from './env.ts';
import { d1Meter } from './lib/d1-meter.ts';
import { handleError } from './lib/error-handler.ts';
import { ApiError, errorEnvelope } from './lib/errors.ts';
import { database, securityHeaders } from './lib/middleware.ts';
import { requestId } from './lib/request-id.ts';
import { businessRoutes } from './routes/business.ts';
import { devRoutes } from './routes/dev.ts';
import { healthRoutes } from './routes/health.ts';
import { mediaRoutes } from './routes/media.ts';
import { reviewRoutes } from './routes/reviews.ts';
import { campaignRoutes, contactRoutes, geocodeRoutes, quickLinkRoutes } from './routes/site-content.ts';
import { userRoutes } from './routes/users.ts';
import { sitemapRoutes } from './routes/sitemap.ts';
import { spaRoutes } from './routes/spa.ts';
import { trpcContext } from './trpc/context.ts';
import { appRouter } from './trpc/router.ts';

const app = new Hono<AppEnv>();

app.use(requestId);
app.use(securityHeaders);
// Pages too: each is rendered on the server and reads D1 like the API does.
app.use(d1Meter);
app.use('/api/*', database);

app.use(
  '/api/trpc/*',
  trpcServer({
    router: appRouter,
    endpoint: '/api/trpc',
    // A spread: the adapter wants a plain record, which an interface type is not.
    createContext: (_opts, c) => ({ ...trpcContext(c, c.get('db')) }),
    onError: ({ error, path }) => {
      if (error.code === 'INTERNAL_SERVER_ERROR') console.error(`trpc ${path ?? '?'} failed`, error);
    },
  }),
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
  .route('/dev', devRoutes);

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
export default app;
