import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { languagePrefix, type Language } from '@contracts/languages.ts';
import { accessFor, SPA_ROUTES, type Access, type SpaRoute } from '@contracts/spa-routes.ts';
import { RequireRole, RequireUser } from './guards.tsx';
import { Layout } from './Layout.tsx';
import { SCREENS } from './screens.tsx';

/*
 * Declarative routes (not a data router): the app fetches through TanStack Query, and the data router's code would
 * cost the first page ~9 KB. Every screen loads on demand (screens.tsx).
 */
const ROUTES = (Object.keys(SPA_ROUTES) as SpaRoute[]).map((route) => ({
  route,
  path: SPA_ROUTES[route],
  Screen: SCREENS[route].Component,
}));
const NotFound = SCREENS.notFound.Component;

/** The private screens, grouped by who may open them (PRIVATE_AREAS in @contracts/spa-routes.ts). */
const PRIVATE_GROUPS = new Map<Access, typeof ROUTES>();
for (const route of ROUTES) {
  const access = accessFor(route.path);
  if (access) PRIVATE_GROUPS.set(access, [...(PRIVATE_GROUPS.get(access) ?? []), route]);
}
const PUBLIC_ROUTES = ROUTES.filter((route) => accessFor(route.path) === null);

const screenRoutes = (routes: typeof ROUTES) =>
  routes.map(({ route, path, Screen }) => <Route key={route} path={path} element={<Screen />} />);

/** Private screens sit under a layout route that checks the session, and the role where the area needs one. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        {screenRoutes(PUBLIC_ROUTES)}
        {[...PRIVATE_GROUPS].map(([access, routes]) => (
          <Route
            key={access === 'signed-in' ? access : access.join()}
            element={access === 'signed-in' ? <RequireUser /> : <RequireRole roles={access} />}
          >
            {screenRoutes(routes)}
          </Route>
        ))}
        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  );
}

/** Inside a language's address ('/kn/…') the router reads and writes paths without its prefix. */
export function AppRouter({ language }: { language: Language }) {
  return (
    <BrowserRouter basename={languagePrefix(language) || undefined}>
      <AppRoutes />
    </BrowserRouter>
  );
}
