import { router } from './init.ts';
import { authRouter, favoritesRouter, myReviewsRouter } from './routers/account.ts';
import { businessRouter } from './routers/business.ts';
import { healthRouter } from './routers/health.ts';
import { adminRouter } from './routers/admin/index.ts';
import { ownerRouter } from './routers/owner/index.ts';
import { reviewsRouter, siteRouter } from './routers/site-content.ts';

export const appRouter = router({
  health: healthRouter,
  business: businessRouter,
  reviews: reviewsRouter,
  site: siteRouter,
  auth: authRouter,
  favorites: favoritesRouter,
  myReviews: myReviewsRouter,
  owner: ownerRouter,
  admin: adminRouter,
});

export type AppRouter = typeof appRouter;
