/** Every account's role: 'user' for everyone who registers; owners run businesses; admins run the directory. */
export const USER_ROLES = ['user', 'owner', 'admin'] as const;
export type Role = (typeof USER_ROLES)[number];

/**
 * Who may use each portal, on the server (worker/services/access.ts, the owner and admin procedures) and in the web
 * app's guarded areas (spa-routes.ts) alike: admins may act for any owner.
 */
export const PORTAL_ROLES = {
  owner: ['owner', 'admin'],
  admin: ['admin'],
} as const satisfies Record<string, readonly Role[]>;
