import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { SPA_ROUTES } from '../../../worker/contracts/spa-routes.ts';
import { Layout } from './Layout.tsx';

/** Every screen loads lazily, so the first page downloads only what it shows. */
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      { path: SPA_ROUTES.home, lazy: () => import('../features/home/HomePage.tsx').then((m) => ({ Component: m.HomePage })) },
      { path: SPA_ROUTES.search, lazy: () => import('../features/search/SearchPage.tsx').then((m) => ({ Component: m.SearchPage })) },
      {
        path: SPA_ROUTES.businesses,
        lazy: () => import('../features/businesses/BusinessesPage.tsx').then((m) => ({ Component: m.BusinessesPage })),
      },
      { path: SPA_ROUTES.business, lazy: () => import('../features/business/BusinessPage.tsx').then((m) => ({ Component: m.BusinessPage })) },
      {
        path: SPA_ROUTES.categories,
        lazy: () => import('../features/categories/CategoriesPage.tsx').then((m) => ({ Component: m.CategoriesPage })),
      },
      {
        path: SPA_ROUTES.category,
        lazy: () => import('../features/categories/CategoryPage.tsx').then((m) => ({ Component: m.CategoryPage })),
      },
      {
        path: SPA_ROUTES.locations,
        lazy: () => import('../features/locations/LocationsPage.tsx').then((m) => ({ Component: m.LocationsPage })),
      },
      {
        path: SPA_ROUTES.location,
        lazy: () => import('../features/locations/LocationPage.tsx').then((m) => ({ Component: m.LocationPage })),
      },
      { path: SPA_ROUTES.contact, lazy: () => import('../features/contact/ContactPage.tsx').then((m) => ({ Component: m.ContactPage })) },
      {
        path: SPA_ROUTES.envTest,
        lazy: () => import('../features/env-test/EnvTestPage.tsx').then((m) => ({ Component: m.EnvTestPage })),
      },
      { path: '*', lazy: () => import('../features/not-found/NotFoundPage.tsx').then((m) => ({ Component: m.NotFoundPage })) },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
