import { createBrowserRouter } from 'react-router-dom';
import { SPA_ROUTES } from '../../../worker/contracts/spa-routes.ts';
import { Layout } from './Layout.tsx';

/** Every screen loads lazily, so the first page downloads only what it shows. */
export const routes = [
  {
    element: <Layout />,
    children: [
      { path: SPA_ROUTES.home, lazy: () => import('../features/home/HomePage.tsx').then((m) => ({ Component: m.HomePage })) },
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
