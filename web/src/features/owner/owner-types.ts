import type { RouterOutputs } from '../../lib/types.ts';

type OwnerOutputs = RouterOutputs['owner'];

/** One listing as the portal edits it (`owner.listing`). */
export type OwnerListing = OwnerOutputs['listing'];
/** One row of "My listings" (`owner.listings`). */
export type OwnerListingSummary = OwnerOutputs['listings'][number];
/** One of the caller's claims (`owner.claims`), as the claim screen and "My claims" show it. */
export type OwnerClaim = OwnerOutputs['claims'][number];
/** One photo of a listing (`owner.photos`). */
export type OwnerPhoto = OwnerOutputs['photos'][number];
/** A listing that may already be the one being added (`owner.duplicates`). */
export type Duplicate = OwnerOutputs['duplicates'][number];
