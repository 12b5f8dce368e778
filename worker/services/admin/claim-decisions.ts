import { and, eq, exists, sql } from 'drizzle-orm';
import * as schema from '../../db/schema.ts';
import type { RequestContext, SignedInContext } from '../../env.ts';
import { ApiError } from '../../lib/errors.ts';
import { auditEntryIf } from '../audit.ts';
import { moveListing } from '../owner/claims.ts';
import { claimApprovedByTeamMail, claimRejectedMail, listingTakenByClaimMail } from './decision-mails.ts';
import { conflict, tell } from './decision-rules.ts';
import { logFailure } from '../../lib/log.ts';

/*
 * docs/product.md §3.24, an admin's decision on a claim that waits for our team (not one that waits for the code sent
 * to the listing), and the claim's document photo the admin checks first (the rules all decisions keep are in
 * decision-rules.ts).
 */

const businesses = schema.businesses;
const claims = schema.businessClaims;

const CLAIM_NOT_FOUND = 'Claim not found';
const CLAIM_DECIDED: Record<Exclude<(typeof schema.CLAIM_STATUSES)[number], 'pending'>, string> = {
  'awaiting-code': 'This claim waits for the code sent to the listing: it is not for our team to decide.',
  approved: 'This claim has already been approved.',
  rejected: 'This claim has already been rejected.',
  withdrawn: 'This claim was withdrawn.',
};
const OWNER_CHANGED = 'This listing changed hands since the claim was made. Please reject the claim and tell the claimant why.';
const CLAIM_CHANGED = 'This claim changed while you were deciding. Please check it again.';
const OWN_CLAIM = 'Another admin must decide your own claim.';
const CLAIMANT_DISABLED = 'The account that made this claim is disabled. Please reject the claim, or enable the account first.';
const DOCUMENT_NOT_FOUND = 'Document not found';

async function readClaim(ctx: RequestContext, claimId: string) {
  const [row] = await ctx.db
    .select({
      claim: claims,
      business: { name: businesses.name, ownerId: businesses.ownerId },
      claimantDisabledAt: schema.users.disabledAt,
    })
    .from(claims)
    .innerJoin(businesses, eq(businesses.id, claims.businessId))
    .innerJoin(schema.users, eq(schema.users.id, claims.userId))
    .where(eq(claims.id, claimId))
    .limit(1);
  if (!row) throw new ApiError(404, CLAIM_NOT_FOUND);
  return row;
}

/** A claim our team decides: waiting for it, and not the deciding admin's own (nobody hands a listing to themself). */
function assertDecidable(claim: typeof claims.$inferSelect, adminId: string): void {
  if (claim.status !== 'pending') conflict(CLAIM_DECIDED[claim.status]);
  if (claim.userId === adminId) throw new ApiError(403, OWN_CLAIM);
}

/** Why a claim's decision found it changed: decided meanwhile. */
async function refuseChangedClaim(ctx: RequestContext, claimId: string): Promise<never> {
  const { claim } = await readClaim(ctx, claimId);
  conflict(claim.status === 'pending' ? CLAIM_CHANGED : CLAIM_DECIDED[claim.status]);
}

/** A claim as a decision on it answers. */
async function claimView(ctx: RequestContext, claimId: string) {
  const { claim, business } = await readClaim(ctx, claimId);
  return {
    id: claim.id,
    businessId: claim.businessId,
    businessName: business.name,
    status: claim.status,
    note: claim.note,
    decidedAt: claim.decidedAt?.toISOString() ?? null,
  };
}

/**
 * Approves a claim that waits for our team: the listing moves to the claimant exactly as after a right code
 * (moveListing: in one batch, only from the owner the claim was made against; the claimant becomes an owner; everyone
 * else's open claims are withdrawn), its document is deleted, the claimant is told, and so is the previous owner,
 * never who took over.
 */
export async function approveClaim(ctx: SignedInContext, { id: claimId }: { id: string }) {
  const admin = ctx.user;
  const { claim, business, claimantDisabledAt } = await readClaim(ctx, claimId);
  assertDecidable(claim, admin.id);
  if (business.ownerId !== claim.previousOwnerId) conflict(OWNER_CHANGED);
  // A disabled account cannot sign in to run the listing it would get, and was disabled for a reason.
  if (claimantDisabledAt) conflict(CLAIMANT_DISABLED);
  const now = new Date();
  const moved = await moveListing(ctx, claim.userId, claim, { decidedBy: admin.id }, now, (approvedNow) => [
    auditEntryIf(
      ctx.db,
      {
        actorId: admin.id,
        action: 'claim.approve',
        entity: 'claim',
        entityId: claim.id,
        businessId: claim.businessId,
        before: { ownerId: claim.previousOwnerId },
        after: { ownerId: claim.userId },
        at: now,
      },
      approvedNow,
    ),
  ]);
  if (!moved) {
    const { claim: current } = await readClaim(ctx, claimId);
    conflict(current.status === 'pending' ? OWNER_CHANGED : CLAIM_DECIDED[current.status]);
  }
  await tell(ctx, claim.userId, admin.id, business.name, (notice) => claimApprovedByTeamMail(notice, `${ctx.siteOrigin}/owner`));
  await tell(ctx, claim.previousOwnerId, admin.id, business.name, (notice) => listingTakenByClaimMail(notice));
  return claimView(ctx, claimId);
}

/** Rejects a claim that waits for our team, with the reason the claimant is told (and sees on the claim); its document is deleted. */
export async function rejectClaim(ctx: SignedInContext, { id: claimId, reason }: { id: string; reason: string }) {
  const admin = ctx.user;
  const { db } = ctx;
  const { claim, business } = await readClaim(ctx, claimId);
  assertDecidable(claim, admin.id);
  const now = new Date();
  const stillPending = and(eq(claims.id, claim.id), eq(claims.status, 'pending'));
  const [, rejected] = await db.batch([
    auditEntryIf(
      db,
      {
        actorId: admin.id,
        action: 'claim.reject',
        entity: 'claim',
        entityId: claim.id,
        businessId: claim.businessId,
        before: { status: 'pending' },
        after: { status: 'rejected' },
        reason,
        at: now,
      },
      exists(
        db
          .select({ one: sql`1` })
          .from(claims)
          .where(stillPending),
      ),
    ),
    db
      .update(claims)
      .set({ status: 'rejected', decidedBy: admin.id, decidedAt: now, note: reason, documentKey: null })
      .where(stillPending)
      .returning({ id: claims.id }),
  ]);
  if (!rejected.length) await refuseChangedClaim(ctx, claimId);
  if (claim.documentKey) {
    await ctx.env.DOCUMENTS.delete(claim.documentKey).catch((error: unknown) =>
      logFailure('claim document not deleted', error, { requestId: ctx.requestId }),
    );
  }
  await tell(ctx, claim.userId, admin.id, business.name, (notice) => claimRejectedMail(notice, reason));
  return claimView(ctx, claimId);
}

/**
 * A claim's document photo, for the admins who check the claim: the object in the private DOCUMENTS bucket (which no
 * route or domain serves), or 404 once the claim has none (decided, withdrawn, or sent without one).
 */
export async function claimDocument(ctx: SignedInContext, { id: claimId }: { id: string }) {
  const [row] = await ctx.db.select({ documentKey: claims.documentKey }).from(claims).where(eq(claims.id, claimId)).limit(1);
  const object = row?.documentKey ? await ctx.env.DOCUMENTS.get(row.documentKey) : null;
  if (!object) throw new ApiError(404, DOCUMENT_NOT_FOUND);
  return object;
}
