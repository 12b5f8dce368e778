import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { SPA_ROUTES, type SpaRoute } from '../../../worker/contracts/spa-routes.ts';
import { Layout } from './Layout.tsx';
import { SCREENS } from './screens.tsx';

/*
 * Declarative routes (not a data router): the app fetches through TanStack Query, and the data router's code would
 * cost the first page ~9 KB. Every screen loads on demand (screens.tsx).
 */
const ROUTES = (Object.keys(SPA_ROUTES) as SpaRoute[]).map((route) => ({ route, path: SPA_ROUTES[route], Screen: SCREENS[route].Component }));
const NotFound = SCREENS.notFound.Component;

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        {ROUTES.map(({ route, path, Screen }) => (
          <Route key={route} path={path} element={<Screen />} />
        ))}
        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  );
}

export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
