import type { RouterOutputs } from '../../lib/types.ts';

type AdminOutputs = RouterOutputs['admin'];

/** A review as the admin's list shows it (`admin.reviews`), hidden ones included. */
export type AdminReview = AdminOutputs['reviews']['reviews'][number];
/** An account as the admin's list shows it (`admin.users`). */
export type AdminUser = AdminOutputs['users']['users'][number];
/** A message from the contact page as the admin's inbox shows it (`admin.contactMessages`). */
export type AdminContactMessage = AdminOutputs['contactMessages']['messages'][number];
/** One entry of the audit log (`admin.audit`). */
export type AuditEntry = AdminOutputs['audit']['entries'][number];
/** A listing as an admin's decision on it answers (`admin.suspendListing` and the others). */
export type AdminBusiness = AdminOutputs['suspendListing'];
