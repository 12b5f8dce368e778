/*
 * The admin area's sections (docs/product.md §2.27), in the order its navigation shows them: each is a path under
 * /admin (SPA_ROUTES.admin in @contracts/spa-routes.ts), the queue being /admin itself.
 */
export const ADMIN_SECTIONS = [
  { section: 'queue', label: 'Queue' },
  { section: 'businesses', label: 'Businesses' },
  { section: 'reviews', label: 'Reviews' },
  { section: 'messages', label: 'Messages' },
  { section: 'users', label: 'Users' },
  { section: 'categories', label: 'Categories' },
  { section: 'localities', label: 'Localities' },
  { section: 'campaigns', label: 'Campaigns' },
  { section: 'quicklinks', label: 'Quick links' },
  { section: 'audit', label: 'Audit log' },
] as const;

export type AdminSection = (typeof ADMIN_SECTIONS)[number]['section'];

export const ADMIN_HOME_PATH = '/admin';

export function adminPath(section: AdminSection = 'queue'): string {
  return section === 'queue' ? ADMIN_HOME_PATH : `${ADMIN_HOME_PATH}/${section}`;
}
