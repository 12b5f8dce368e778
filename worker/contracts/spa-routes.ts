import { splitLanguage } from './languages.ts';
import { PORTAL_ROLES } from './roles.ts';

/**
 * The web app's route patterns. The router in web/ uses them, and the Worker answers any other
 * page path with the app shell and a real 404 status, so search engines never index a soft 404.
 */
export const SPA_ROUTES = {
  home: '/',
  business: '/business/:id?',
  businesses: '/businesses',
  categories: '/categories',
  category: '/categories/:category',
  locations: '/locations',
  location: '/locations/:location',
  contact: '/contact',
  search: '/search',
  signin: '/signin',
  signup: '/signup',
  favorites: '/favorites',
  account: '/account',
  verifyEmail: '/verify-email/:token',
  verifyOtp: '/verify-otp',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password/:token?',
  envTest: '/env-test',
  businessLogin: '/business-login',
  addBusiness: '/add-business',
  claimBusiness: '/claim/:id',
  ownerHome: '/owner',
  // One screen for a listing's tabs (details, hours, photos, enquiries, reviews, analytics, history), each on demand.
  ownerListing: '/owner/businesses/:id/:tab?',
  // One screen for the admin area's sections (queue, businesses, reviews, catalogue, users, audit), each on demand.
  admin: '/admin/:section?',
  // The REST API's reference, read from GET /api/openapi.json (docs/decisions/038).
  apiReference: '/developers/api',
} as const;

export type SpaRoute = keyof typeof SPA_ROUTES;
export type Screen = SpaRoute | 'notFound';

/**
 * The query parameters a public screen reads from its address, by name exactly as written and the first of a repeated
 * one (URLSearchParams.get); a screen not listed reads none. The web app reads them through these names only (its
 * readers are typed with ScreenParam: web/src/lib/search-params.ts, features/businesses/BusinessesPage.tsx),
 * and the page cache files a page under these alone (worker/services/page-cache.ts), so any other parameter, or another
 * order, shares the copy. The visitor's position is never in a shareable address, and the page size is fixed, so the
 * API's `q`, `limit`, `lat` and `lng` (GET /api/business/search) are not the search page's.
 */
export const SCREEN_PARAMS = {
  search: ['query', 'location', 'pincode', 'category', 'rating', 'priceRange', 'openNow', 'sort', 'page', 'view', 'asTyped', 'attributes'],
  businesses: ['category', 'search'],
} as const satisfies Partial<Record<Screen, readonly string[]>>;

export type ScreenParam<S extends keyof typeof SCREEN_PARAMS> = (typeof SCREEN_PARAMS)[S][number];

/** The roles that open the owner and admin areas; every other signed-in user has the role 'user'. */
export type PortalRole = (typeof PORTAL_ROLES)[keyof typeof PORTAL_ROLES][number];

/** Who may open a private area: any signed-in user, or only one whose role is in the list. */
export type Access = 'signed-in' | readonly PortalRole[];

/**
 * The private areas, by the first segment of their paths: what they show depends on who is signed in. So the web
 * app puts their routes under a guarded layout route (web/src/app/guards.tsx); the Worker never renders them on
 * the server, only sends the shell, and marks them noindex (worker/routes/spa.ts); web/public/robots.txt disallows
 * each one; and their code stays out of every public page's first load (tests/build/bundle-budget.test.ts).
 */
export const PRIVATE_AREAS: Readonly<Record<string, Access>> = {
  '/favorites': 'signed-in',
  '/account': 'signed-in',
  // Adding a listing and claiming one are how an account becomes an owner's: any signed-in user may.
  '/add-business': 'signed-in',
  '/claim': 'signed-in',
  '/owner': PORTAL_ROLES.owner,
  '/admin': PORTAL_ROLES.admin,
};

/** Who may open a path (a route pattern or a requested path, in any language: '/kn/account'); null when it is public. */
export function accessFor(pathname: string): Access | null {
  const { path } = splitLanguage(pathname);
  for (const [area, access] of Object.entries(PRIVATE_AREAS)) {
    if (path === area || path.startsWith(`${area}/`)) return access;
  }
  return null;
}

export function isPrivatePath(pathname: string): boolean {
  return accessFor(pathname) !== null;
}

/**
 * The app itself (web/src/main.tsx): the entry (boot.ts) imports it once the page has painted, so every page
 * lists its chunks along with the screen's.
 */
export const APP_MODULE = 'main.tsx';

/**
 * The module (under web/src) that draws each screen, named after the component it exports. The web app loads
 * screens from this table, and the Worker uses it to list the chunks of the requested screen in the page, so the
 * entry fetches them together with the app's instead of one import after another.
 */
export const SPA_SCREENS: Record<Screen, string> = {
  home: 'features/home/HomePage.tsx',
  business: 'features/business/BusinessPage.tsx',
  businesses: 'features/businesses/BusinessesPage.tsx',
  categories: 'features/categories/CategoriesPage.tsx',
  category: 'features/categories/CategoryPage.tsx',
  locations: 'features/locations/LocationsPage.tsx',
  location: 'features/locations/LocationPage.tsx',
  contact: 'features/contact/ContactPage.tsx',
  search: 'features/search/SearchPage.tsx',
  signin: 'features/auth/SignInPage.tsx',
  signup: 'features/auth/SignUpPage.tsx',
  favorites: 'features/favorites/FavoritesPage.tsx',
  account: 'features/account/AccountPage.tsx',
  verifyEmail: 'features/auth/VerifyEmailPage.tsx',
  verifyOtp: 'features/auth/VerifyOtpPage.tsx',
  forgotPassword: 'features/auth/ForgotPasswordPage.tsx',
  resetPassword: 'features/auth/ResetPasswordPage.tsx',
  envTest: 'features/env-test/EnvTestPage.tsx',
  businessLogin: 'features/auth/BusinessLoginPage.tsx',
  addBusiness: 'features/owner/AddBusinessPage.tsx',
  claimBusiness: 'features/owner/ClaimBusinessPage.tsx',
  ownerHome: 'features/owner/OwnerHomePage.tsx',
  ownerListing: 'features/owner/ListingPage.tsx',
  admin: 'features/admin/AdminPage.tsx',
  apiReference: 'features/developers/ApiReferencePage.tsx',
  notFound: 'features/not-found/NotFoundPage.tsx',
};

/**
 * The catalogues of texts a screen shows (web/src/messages/<language>/<name>.json, docs/decisions/036): the frame's
 * ('shell') and its feature's (features/<feature>/… reads <feature>.json) where the build has one. The Worker lists
 * them with the page's chunks; the app loads them with the screen.
 */
export function screenCatalogues(screen: Screen): string[] {
  const feature = /^features\/([^/]+)\//.exec(SPA_SCREENS[screen])?.[1];
  return feature ? ['shell', feature] : ['shell'];
}

const PATTERNS = (Object.entries(SPA_ROUTES) as [SpaRoute, string][]).map(([screen, route]) => {
  const source = route
    .split('/')
    .map((part) => {
      if (part.endsWith('?')) return '(?:/[^/]+)?';
      if (part.startsWith(':')) return '/[^/]+';
      return part ? `/${part}` : '';
    })
    .join('');
  return { screen, pattern: new RegExp(`^${source || '/'}/?$`) };
});

/** The screen a path shows, in any language ('/kn/search' is the search); 'notFound' for any path the app has no route for. */
export function screenForPath(pathname: string): Screen {
  const { path } = splitLanguage(pathname);
  return PATTERNS.find(({ pattern }) => pattern.test(path))?.screen ?? 'notFound';
}

export function isSpaRoute(pathname: string): boolean {
  return screenForPath(pathname) !== 'notFound';
}
