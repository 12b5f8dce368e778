/**
 * The web app's route patterns (spec §2). The router in web/ uses them, and the Worker answers any other
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
  verifyEmail: '/verify-email/:token',
  verifyOtp: '/verify-otp',
  envTest: '/env-test',
} as const;

const PATTERNS = Object.values(SPA_ROUTES).map((route) => {
  const source = route
    .split('/')
    .map((part) => {
      if (part.endsWith('?')) return '(?:/[^/]+)?';
      if (part.startsWith(':')) return '/[^/]+';
      return part ? `/${part}` : '';
    })
    .join('');
  return new RegExp(`^${source || '/'}/?$`);
});

export function isSpaRoute(pathname: string): boolean {
  return PATTERNS.some((pattern) => pattern.test(pathname));
}
