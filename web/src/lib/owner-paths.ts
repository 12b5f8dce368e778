import { PORTAL_ROLES } from '@contracts/roles.ts';
import type { Messages } from '../i18n/catalogues.ts';

/*
 * The owner portal's addresses (SPA_ROUTES in @contracts/spa-routes.ts), built in one place for the header, the
 * business-login landing and the portal's own links.
 */

export const OWNER_HOME_PATH = '/owner';
export const ADD_BUSINESS_PATH = '/add-business';
export const BUSINESS_LOGIN_PATH = '/business-login';

/** The tabs of one listing in the portal, in the order the portal shows them; each name is a key of the `owner` catalogue. */
export const LISTING_TABS = [
  { tab: 'details', labelKey: 'tabDetails', suffix: '' },
  { tab: 'hours', labelKey: 'tabHours', suffix: '/hours' },
  { tab: 'photos', labelKey: 'tabPhotos', suffix: '/photos' },
  { tab: 'enquiries', labelKey: 'tabEnquiries', suffix: '/enquiries' },
  { tab: 'reviews', labelKey: 'tabReviews', suffix: '/reviews' },
  { tab: 'analytics', labelKey: 'tabAnalytics', suffix: '/analytics' },
  { tab: 'history', labelKey: 'tabHistory', suffix: '/history' },
] as const satisfies readonly { tab: string; labelKey: keyof Messages<'owner'>; suffix: string }[];

export type ListingTab = (typeof LISTING_TABS)[number]['tab'];

export function listingPath(id: string, tab: ListingTab = 'details'): string {
  const suffix = LISTING_TABS.find((entry) => entry.tab === tab)?.suffix ?? '';
  return `${OWNER_HOME_PATH}/businesses/${encodeURIComponent(id)}${suffix}`;
}

export function claimPath(businessId: string): string {
  return `/claim/${encodeURIComponent(businessId)}`;
}

/** Who the portal opens for (the /owner guard and the server's owner procedures use the same list). */
export function runsBusinesses(user: { role: string } | null): boolean {
  return user !== null && PORTAL_ROLES.owner.some((role) => role === user.role);
}

/**
 * docs/product.md §2.3: the header's business button (its text a key of the shell's catalogue) follows the role. Visitors sign in as owners first, users start
 * a listing (which offers to claim an existing one), owners go to their portal and admins to the admin area (the
 * footer still leads them to the portal).
 */
export function businessEntry(user: { role: string } | null): { to: string; entry: 'admin' | 'myBusiness' | 'claimYourBusiness' } {
  if (user?.role === 'admin') return { to: '/admin', entry: 'admin' };
  if (runsBusinesses(user)) return { to: OWNER_HOME_PATH, entry: 'myBusiness' };
  return { to: user ? ADD_BUSINESS_PATH : BUSINESS_LOGIN_PATH, entry: 'claimYourBusiness' };
}
