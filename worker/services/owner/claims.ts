import { and, desc, eq, exists, gt, inArray, isNull, lt, ne, sql, type SQL } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import { alias, type SQLiteColumn } from 'drizzle-orm/sqlite-core';
import { CLAIM_CODE_TTL_MINUTES, DOCUMENT_FIELD, EVIDENCE_WITHOUT_REVIEW, type ClaimCreateInput } from '../../contracts/claims.ts';
import { UPLOAD_FIELD } from '../../contracts/media.ts';
import { isPublicBusiness, publicBusinessSql } from '../../db/rules.ts';
import * as schema from '../../db/schema.ts';
import type { Database, RequestContext, User } from '../../env.ts';
import { ApiError } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import { requireViewer } from '../access.ts';
import { auditEntryIf, preparedAuditEntryIf } from '../audit.ts';
import { prepareImageUpload } from '../image-upload.ts';
import { sendMail, type Mail } from '../mail.ts';
import { sendMailAfterResponse } from '../mail-outbox.ts';
import { countFailureFirst, enforceRateLimit, isRateLimited, RATE_RULES } from '../rate-limit.ts';
import { jwtSecret, keyedHash, keyedHashes, signingSecrets } from '../secrets.ts';
import { MAX_CODE_ATTEMPTS, randomCode } from '../verification.ts';
import { mailLanguage } from '../mail-texts.ts';
import { claimApprovedMail, claimCodeMail, listingTakenNotice } from './claim-mails.ts';
import { logFailure } from '../../lib/log.ts';

/*
 * docs/product.md §3.23, claiming a listing: any signed-in user may ask to run a public listing. By e-mail, a 6-digit
 * code goes to the listing's own address and entering it moves the listing to the claimant at once; otherwise the
 * claim waits for an admin (issue 13) with a GST or Udyam number and/or a document photo, kept under a private R2 key
 * that /media never serves (worker/routes/media.ts). A claimant sees only their own claims: anyone else's is 404, so
 * ids cannot be probed.
 */

type ClaimRow = typeof schema.businessClaims.$inferSelect;
type ClaimStatus = ClaimRow['status'];

const claims = schema.businessClaims;
const businesses = schema.businesses;

/** A claim still in play: one of these per claimant and listing at most. */
const OPEN_STATUSES = ['awaiting-code', 'pending'] as const satisfies readonly ClaimStatus[];
const OPEN_SQL = OPEN_STATUSES.map((status) => `'${status}'`).join(', ');

const CODE_TTL_MS = CLAIM_CODE_TTL_MINUTES * 60_000;

/**
 * Claim documents' keys start with this. They are written to the private DOCUMENTS bucket alone; /media refuses the
 * prefix as well (worker/routes/media.ts), for a media bucket that still holds documents from before they moved
 * (README, Deploying).
 */
export const PRIVATE_MEDIA_PREFIX = 'private/';

const CLAIM_NOT_FOUND = 'Claim not found';
const BUSINESS_NOT_FOUND = 'Business not found';
const ALREADY_YOURS = 'You already run this business.';
const OPEN_CLAIM: Record<(typeof OPEN_STATUSES)[number], string> = {
  'awaiting-code':
    'You already have a claim for this business waiting for its code. Enter the code we sent, ask for a new one, or withdraw the claim to start again.',
  pending: 'You already have a claim for this business waiting for our team to check it.',
};
const EVIDENCE_NEEDED = "Please give the business's GST or Udyam number, or a photo of a document that shows you run it.";
const noListingEmail = (businessName: string) =>
  `${businessName} has no e-mail address with us to send a code to. Please give its GST or Udyam number, or a photo of a document that shows you run it, and our team will check your claim.`;
const CODE_EXPIRED = 'This code has expired. Please ask for a new code.';
const CODE_REPLACED = 'This code is no longer valid. Please enter the newest code we sent.';
const CLAIM_LOCKED = 'That code is not right, and it was the fifth wrong one: this claim is closed. Please start a new claim.';
const wrongCode = (left: number) => `That code is not right. ${left} ${left === 1 ? 'attempt' : 'attempts'} left.`;
/** '3 hours', '1 hour', '40 minutes': how long until a refused code may be tried again. */
const waitOf = (seconds: number) =>
  seconds >= 3600
    ? `${Math.ceil(seconds / 3600)} ${Math.ceil(seconds / 3600) === 1 ? 'hour' : 'hours'}`
    : `${Math.ceil(seconds / 60)} ${Math.ceil(seconds / 60) === 1 ? 'minute' : 'minutes'}`;
const tooManyWrongCodes = (seconds: number) =>
  `Too many wrong codes have been tried for this business today. Please try again in ${waitOf(seconds)}, or withdraw this claim and send the business's GST or Udyam number or a document photo for our team to check.`;
const NO_CODE = 'This claim waits for our team to check it: it has no code.';
const NOT_OPEN: Record<Exclude<ClaimStatus, 'awaiting-code' | 'pending'>, string> = {
  approved: 'This claim has already been verified.',
  rejected: 'This claim is closed. Please start a new claim.',
  withdrawn: 'This claim was withdrawn. Please start a new claim.',
};
const NOT_CLAIMABLE_NOW = 'This business cannot be claimed right now. Please try again.';
const OWNER_CHANGED = 'This business changed hands while your claim was open, so the claim is closed. Please start a new claim.';

/** Why the claimant sees a claim closed (its `note`), when no admin closed it. */
const NOTES = {
  locked: 'Closed after five wrong codes.',
  ownerChanged: 'Closed: the business changed hands while the claim was open.',
  superseded: 'Closed: another claim of this business was verified.',
} as const;

function refuse(status: 400 | 404 | 409, message: string, field?: string): never {
  throw new ApiError(status, message, field ? [{ field, message }] : []);
}

/**
 * The audit entry of a claimant's write on their claim (issue 13), for the write's batch: written only while `happened`
 * holds, since every such write is a conditional one that a race can leave undone. A wrong code is counted without an
 * entry: only the fifth, which closes the claim, changes its state.
 */
function claimEntry(
  db: Database,
  actorId: string,
  claim: { id: string; businessId: string },
  action: string,
  happened: SQL,
  values: { before?: unknown; after?: unknown; reason?: string },
) {
  return auditEntryIf(db, { actorId, action, entity: 'claim', entityId: claim.id, businessId: claim.businessId, ...values }, happened);
}

/** The claim is in `status` with the decision time `at`: the update that set them ran, in this batch. */
const decidedNow = (db: Database, claimId: string, status: ClaimStatus, at: Date) =>
  exists(
    db
      .select({ one: sql`1` })
      .from(claims)
      .where(and(eq(claims.id, claimId), eq(claims.status, status), eq(claims.decidedAt, at))),
  );

/** 'r•••@gmail.com': enough for the claimant to recognise the address, not enough to learn it. */
function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  return `${email.charAt(0)}•••${email.slice(at)}`;
}

/**
 * Keyed by the claim and the address as well as the code, so a code proves only this claim, and only while the listing
 * keeps the address it was sent to.
 */
const codeText = (claimId: string, listingEmail: string, code: string) => `claim:${claimId}:${listingEmail.toLowerCase()}:${code}`;

function codeHashOf(ctx: RequestContext, claimId: string, listingEmail: string, code: string): Promise<string> {
  return keyedHash(jwtSecret(ctx.env), codeText(claimId, listingEmail, code));
}

/** A claim as its claimant sees it; the code's hash and the document's key stay inside. */
function claimView(claim: ClaimRow, business: { name: string; email: string | null }) {
  const awaitingCode = claim.status === 'awaiting-code';
  return {
    id: claim.id,
    businessId: claim.businessId,
    businessName: business.name,
    method: claim.method,
    status: claim.status,
    sentTo: awaitingCode && business.email ? maskEmail(business.email) : null,
    codeExpiresAt: awaitingCode ? (claim.codeExpiresAt?.toISOString() ?? null) : null,
    evidenceType: claim.evidenceType,
    evidenceNumber: claim.evidenceNumber,
    hasDocument: claim.documentKey !== null,
    message: claim.message,
    note: claim.note,
    createdAt: claim.createdAt.toISOString(),
    decidedAt: claim.decidedAt?.toISOString() ?? null,
  };
}
type ClaimView = ReturnType<typeof claimView>;

/** One of the caller's claims with its listing, or 404 (someone else's claim included). */
async function ownClaim(ctx: RequestContext, userId: string, claimId: string) {
  const [row] = await ctx.db
    .select({ claim: claims, business: { name: businesses.name, email: businesses.email, ownerId: businesses.ownerId } })
    .from(claims)
    .innerJoin(businesses, eq(businesses.id, claims.businessId))
    .where(and(eq(claims.id, claimId), eq(claims.userId, userId)))
    .limit(1);
  if (!row) refuse(404, CLAIM_NOT_FOUND);
  return row;
}

/** A code may be entered or sent again only while the claim waits for one. */
function assertAwaitingCode(claim: ClaimRow): void {
  if (claim.status === 'awaiting-code') return;
  refuse(409, claim.status === 'pending' ? NO_CODE : NOT_OPEN[claim.status]);
}

/** The listing the caller may claim: public, not theirs, and without an open claim of theirs. */
async function claimableListing(ctx: RequestContext, userId: string, businessId: string) {
  const [business] = await ctx.db
    .select({
      id: businesses.id,
      name: businesses.name,
      email: businesses.email,
      ownerId: businesses.ownerId,
      status: businesses.status,
      isVerified: businesses.isVerified,
      // Bound by value, not by the outer row: drizzle writes a select's columns unqualified, so the names in here are the claims'.
      openClaim: sql<ClaimStatus | null>`(SELECT ${claims.status} FROM ${claims} WHERE ${claims.businessId} = ${businessId} AND ${claims.userId} = ${userId} AND ${claims.status} IN (${sql.raw(OPEN_SQL)}) LIMIT 1)`,
    })
    .from(businesses)
    .where(eq(businesses.id, businessId))
    .limit(1);
  if (!business || !isPublicBusiness(business)) refuse(404, BUSINESS_NOT_FOUND);
  if (business.ownerId === userId) refuse(409, ALREADY_YOURS);
  if (business.openClaim === 'awaiting-code' || business.openClaim === 'pending') refuse(409, OPEN_CLAIM[business.openClaim]);
  return business;
}
type ClaimableListing = Awaited<ReturnType<typeof claimableListing>>;

interface NewClaim {
  id: string;
  businessId: string;
  userId: string;
  method: ClaimRow['method'];
  status: (typeof OPEN_STATUSES)[number];
  evidenceType: ClaimRow['evidenceType'];
  evidenceNumber: string | null;
  documentKey: string | null;
  message: string | null;
  codeHash: string | null;
  codeExpiresAt: number | null;
}

/**
 * Stores the claim, with the listing's owner of this moment as its previous owner, and its audit entry
 * (`claim.create`). The statement checks again, as it inserts, what claimableListing checked before, so two claims sent
 * at once cannot both be opened (decision 008: SQL where atomicity is the point). Should it insert nothing, there is no
 * entry either, and claimableListing says why.
 */
async function insertClaim(ctx: RequestContext, claim: NewClaim): Promise<void> {
  const { db } = ctx;
  const entry = preparedAuditEntryIf(
    db,
    {
      actorId: claim.userId,
      action: 'claim.create',
      entity: 'claim',
      entityId: claim.id,
      businessId: claim.businessId,
      after: { method: claim.method, status: claim.status, evidenceType: claim.evidenceType, hasDocument: claim.documentKey !== null },
    },
    sql`EXISTS (SELECT 1 FROM ${claims} WHERE ${claims.id} = ${claim.id})`,
  );
  const [result] = await db.$client.batch([
    db.$client
      .prepare(
        `INSERT INTO business_claims
         (id, business_id, user_id, method, status, evidence_type, evidence_number, document_key, message, code_hash, code_expires_at, previous_owner_id)
       SELECT ?1, b.id, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, b.owner_id
       FROM businesses b
       WHERE b.id = ?11 AND ${publicBusinessSql('b')} AND b.owner_id IS NOT ?2
         AND NOT EXISTS (SELECT 1 FROM business_claims WHERE business_id = b.id AND user_id = ?2 AND status IN (${OPEN_SQL}))`,
      )
      .bind(
        claim.id,
        claim.userId,
        claim.method,
        claim.status,
        claim.evidenceType,
        claim.evidenceNumber,
        claim.documentKey,
        claim.message,
        claim.codeHash,
        claim.codeExpiresAt,
        claim.businessId,
      ),
    entry,
  ]);
  if ((result?.meta.changes ?? 0) > 0) return;
  await claimableListing(ctx, claim.userId, claim.businessId);
  refuse(409, NOT_CLAIMABLE_NOW);
}

/** A document photo through the listing photos' checks (docs/product.md §3.19); their refusals name `document` here. */
async function prepareDocument(bytes: Uint8Array, claimId: string) {
  try {
    return await prepareImageUpload(bytes, `${PRIVATE_MEDIA_PREFIX}claims/${claimId}`);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const errors = error.errors.map((fieldError) =>
      fieldError.field === UPLOAD_FIELD ? { ...fieldError, field: DOCUMENT_FIELD } : fieldError,
    );
    throw new ApiError(error.status, error.message, errors, error.headers);
  }
}

/**
 * Sends a notice after the claim's write, after the response and until it goes (services/mail-outbox.ts); nothing here
 * fails the request, whose change is already made. The code a claimant waits for goes within the request (newCode).
 */
async function mailQuietly(ctx: RequestContext, mail: () => Promise<Mail | null>): Promise<void> {
  try {
    const message = await mail();
    if (message) await sendMailAfterResponse(ctx, message);
  } catch (error) {
    logFailure('claim mail failed', error, { requestId: ctx.requestId });
  }
}

/** A fresh code for the claim: its hash and expiry to store, and the mail that carries it, to send once they are stored. */
async function newCode(ctx: RequestContext, claimId: string, business: { name: string }, listingEmail: string, claimant: User) {
  const code = randomCode();
  const codeHash = await codeHashOf(ctx, claimId, listingEmail, code);
  return {
    codeHash,
    codeExpiresAt: Date.now() + CODE_TTL_MS,
    // In the claimant's language: whoever reads the listing's mailbox is, in the usual case, the claimant.
    send: () => sendMail(ctx.db, ctx.env, claimCodeMail(mailLanguage(claimant.language), listingEmail, business.name, code)),
  };
}

async function startEmailClaim(ctx: RequestContext, user: User, business: ClaimableListing, listingEmail: string, input: ClaimCreateInput) {
  await enforceRateLimit(ctx.db, RATE_RULES.claimCodeSend, listingEmail.toLowerCase());
  const id = newId();
  const { codeHash, codeExpiresAt, send } = await newCode(ctx, id, business, listingEmail, user);
  await insertClaim(ctx, {
    id,
    businessId: business.id,
    userId: user.id,
    method: 'email',
    status: 'awaiting-code',
    evidenceType: null,
    evidenceNumber: null,
    documentKey: null,
    message: input.message ?? null,
    codeHash,
    codeExpiresAt,
  });
  await send();
  return id;
}

/**
 * Nothing is stored unless the photo passes every check; the object is written before the row, and removed again if
 * the row is not.
 */
async function startDocumentClaim(
  ctx: RequestContext,
  user: User,
  business: ClaimableListing,
  input: ClaimCreateInput,
  document?: Uint8Array,
) {
  const id = newId();
  const upload = document ? await prepareDocument(document, id) : null;
  if (upload) {
    // Never public, never cached: it is read only by the admins who check the claim, from the private bucket.
    await ctx.env.DOCUMENTS.put(upload.key, upload.bytes, {
      httpMetadata: { contentType: upload.type, cacheControl: 'private, no-store' },
    });
  }
  let stored = false;
  try {
    await insertClaim(ctx, {
      id,
      businessId: business.id,
      userId: user.id,
      method: 'document',
      status: 'pending',
      evidenceType: input.evidence?.type ?? 'document',
      evidenceNumber: input.evidence?.number ?? null,
      documentKey: upload?.key ?? null,
      message: input.message ?? null,
      codeHash: null,
      codeExpiresAt: null,
    });
    stored = true;
  } finally {
    if (!stored && upload) await ctx.env.DOCUMENTS.delete(upload.key);
  }
  return id;
}

/**
 * Opens a claim of a public listing (docs/product.md §3.23). Without a `method`, evidence makes it a claim our team
 * checks, and otherwise a listing with an address gets a code. At most 5 claims a day per account, and 5 codes an hour
 * per listing address: both are counted once the claim is known to be acceptable, before anything is stored or mailed.
 */
export async function createClaim(
  ctx: RequestContext,
  { document, ...input }: ClaimCreateInput & { document?: Uint8Array | undefined },
): Promise<ClaimView> {
  const { user } = await requireViewer(ctx);
  const business = await claimableListing(ctx, user.id, input.businessId);
  const hasEvidence = input.evidence !== undefined || document !== undefined;
  const method = input.method ?? (hasEvidence || !business.email ? 'document' : 'email');
  if (method === 'email' && document) refuse(400, EVIDENCE_WITHOUT_REVIEW, DOCUMENT_FIELD);
  if (method === 'email' && !business.email) refuse(400, noListingEmail(business.name), 'method');
  if (method === 'document' && !hasEvidence)
    refuse(400, business.email ? EVIDENCE_NEEDED : noListingEmail(business.name), 'evidenceNumber');
  await enforceRateLimit(ctx.db, RATE_RULES.claimCreate, user.id);
  const id =
    method === 'email' && business.email
      ? await startEmailClaim(ctx, user, business, business.email, input)
      : await startDocumentClaim(ctx, user, business, input, document);
  const { claim, business: listing } = await ownClaim(ctx, user.id, id);
  return claimView(claim, listing);
}

/** The caller's claims, newest first (the newest 100: an account opens at most 5 a day). */
export async function listMyClaims(ctx: RequestContext): Promise<ClaimView[]> {
  const { user } = await requireViewer(ctx);
  const rows = await ctx.db
    .select({ claim: claims, business: { name: businesses.name, email: businesses.email } })
    .from(claims)
    .innerJoin(businesses, eq(businesses.id, claims.businessId))
    .where(eq(claims.userId, user.id))
    .orderBy(desc(claims.createdAt), desc(claims.id))
    .limit(100);
  return rows.map(({ claim, business }) => claimView(claim, business));
}

/**
 * Counts a code about to be compared against the listing's wrong codes of the day, whoever enters them on whichever
 * claim (RATE_RULES.claimCodeFailure, issue 33): the count and the check are one atomic upsert, so parallel guesses
 * from many accounts get the listing's 10 comparisons between them. Over it, every code is refused with 429 until the
 * day's window ends, the right one too (it cannot be told from a guess without comparing it). Answers the refund for a
 * code that turns out right, or is never compared.
 */
async function countListingGuess(ctx: RequestContext, businessId: string): Promise<() => Promise<void>> {
  try {
    return await countFailureFirst(ctx.db, RATE_RULES.claimCodeFailure, businessId);
  } catch (error) {
    if (!(error instanceof ApiError) || !isRateLimited(error)) throw error;
    throw new ApiError(429, tooManyWrongCodes(Number(error.headers['Retry-After'] ?? 0)), [], error.headers);
  }
}

/**
 * Checks a claim's code. Each try is counted before the code is compared: against the listing's wrong codes of the day
 * (countListingGuess), then against the claim's own in one conditional UPDATE, so parallel guesses get five
 * comparisons a claim and 10 a listing between them, not five each; the fifth wrong one closes the claim (and only it:
 * the listing stays claimable). The right one moves the listing at once (transferListing), and is not counted.
 */
export async function verifyClaim(ctx: RequestContext, { id: claimId, code }: { id: string; code: string }) {
  const { user } = await requireViewer(ctx);
  const { db } = ctx;
  const { claim, business } = await ownClaim(ctx, user.id, claimId);
  assertAwaitingCode(claim);
  // The code was keyed to the listing's address (codeHashOf): without one, no code can be right.
  const listingEmail = business.email ?? refuse(409, noListingEmail(business.name));
  const now = new Date();
  if (!claim.codeExpiresAt || claim.codeExpiresAt <= now) refuse(400, CODE_EXPIRED, 'code');
  const refund = await countListingGuess(ctx, claim.businessId);
  const [counted] = await db
    .update(claims)
    .set({ attempts: sql`${claims.attempts} + 1` })
    .where(and(eq(claims.id, claim.id), eq(claims.status, 'awaiting-code'), lt(claims.attempts, MAX_CODE_ATTEMPTS)))
    .returning({ attempts: claims.attempts, codeHash: claims.codeHash });
  if (!counted) {
    await refund();
    assertAwaitingCode((await ownClaim(ctx, user.id, claimId)).claim);
    refuse(400, CLAIM_LOCKED, 'code');
  }
  const codeHashes = await keyedHashes(signingSecrets(ctx.env), codeText(claim.id, listingEmail, code));
  if (counted.codeHash === null || !codeHashes.includes(counted.codeHash)) {
    const left = MAX_CODE_ATTEMPTS - counted.attempts;
    if (left > 0) refuse(400, wrongCode(left), 'code');
    await db.batch([
      db
        .update(claims)
        .set({ status: 'rejected', decidedAt: now, codeHash: null, codeExpiresAt: null, note: NOTES.locked })
        .where(and(eq(claims.id, claim.id), eq(claims.status, 'awaiting-code'))),
      claimEntry(db, user.id, claim, 'claim.close', decidedNow(db, claim.id, 'rejected', now), {
        before: { status: claim.status },
        after: { status: 'rejected' },
        reason: NOTES.locked,
      }),
    ]);
    refuse(400, CLAIM_LOCKED, 'code');
  }
  // The right code is no guess: the listing's count keeps only wrong ones.
  await refund();
  return transferListing(ctx, user, claim, { ...business, email: listingEmail }, counted.codeHash, now);
}

/**
 * What lets a claim take the listing at the moment it moves: its newest code, unexpired, or an admin's decision on a
 * claim that waits for our team (issue 13, worker/services/admin/claim-decisions.ts).
 */
export type ClaimProof = { codeHash: string } | { decidedBy: string };

/** The claim is still open as its proof needs, read from `table` (the claims, or an alias of them). */
function stillOpen(table: { status: SQLiteColumn; codeHash: SQLiteColumn; codeExpiresAt: SQLiteColumn }, proof: ClaimProof, now: Date) {
  return 'codeHash' in proof
    ? and(eq(table.status, 'awaiting-code'), eq(table.codeHash, proof.codeHash), gt(table.codeExpiresAt, now))
    : eq(table.status, 'pending');
}

/**
 * Moves the listing to the claimant in one batch: the listing's owner (only if it is still the owner the claim was made
 * against, and the claim still open as its proof needs), the claim approved (by the admin who decided, whose decision
 * also ends the claim's document), the claimant an owner (an admin stays an admin), and everyone else's open claims of
 * the listing withdrawn, their documents with them. Each later statement runs only if the claim was approved by this
 * batch, whose time it carries; so do the statements `after` adds (an admin's audit entry). Answers whether it moved.
 */
export async function moveListing(
  ctx: RequestContext,
  claimantId: string,
  claim: ClaimRow,
  proof: ClaimProof,
  now: Date,
  after: (approvedNow: SQL) => BatchItem<'sqlite'>[] = () => [],
): Promise<boolean> {
  const { db, env } = ctx;
  const won = alias(claims, 'won');
  const claimStillOpen = exists(
    db
      .select({ one: sql`1` })
      .from(won)
      .where(and(eq(won.id, claim.id), stillOpen(won, proof, now))),
  );
  const approvedNow = exists(
    db
      .select({ one: sql`1` })
      .from(won)
      .where(and(eq(won.id, claim.id), eq(won.status, 'approved'), eq(won.decidedAt, now))),
  );
  const ownerThen = claim.previousOwnerId === null ? isNull(businesses.ownerId) : eq(businesses.ownerId, claim.previousOwnerId);
  const othersOpen = and(eq(claims.businessId, claim.businessId), ne(claims.id, claim.id), inArray(claims.status, OPEN_STATUSES));
  const decided = 'decidedBy' in proof ? { decidedBy: proof.decidedBy, documentKey: null } : {};
  const [, approved, , superseded] = await db.batch([
    db
      .update(businesses)
      .set({ ownerId: claimantId, updatedAt: now })
      .where(and(eq(businesses.id, claim.businessId), ownerThen, claimStillOpen)),
    db
      .update(claims)
      .set({ status: 'approved', decidedAt: now, codeHash: null, codeExpiresAt: null, ...decided })
      .where(
        and(
          eq(claims.id, claim.id),
          stillOpen(claims, proof, now),
          exists(
            db
              .select({ one: sql`1` })
              .from(businesses)
              .where(and(eq(businesses.id, claim.businessId), eq(businesses.ownerId, claimantId))),
          ),
        ),
      )
      .returning({ id: claims.id }),
    db
      .update(schema.users)
      .set({ role: 'owner', updatedAt: now })
      .where(and(eq(schema.users.id, claimantId), eq(schema.users.role, 'user'), approvedNow)),
    // Read inside the batch, just before the update below, so no claim opened in between loses its document unseen.
    db.select({ documentKey: claims.documentKey }).from(claims).where(and(othersOpen, approvedNow)),
    db
      .update(claims)
      .set({ status: 'withdrawn', decidedAt: now, codeHash: null, codeExpiresAt: null, documentKey: null, note: NOTES.superseded })
      .where(and(othersOpen, approvedNow)),
    ...after(approvedNow),
  ]);
  if (approved.length === 0) return false;

  const documents = [claim.documentKey, ...superseded.map((row) => row.documentKey)].filter((key): key is string => key !== null);
  if (documents.length) {
    await env.DOCUMENTS.delete(documents).catch((error: unknown) =>
      logFailure('claim documents not deleted', error, { requestId: ctx.requestId }),
    );
  }
  return true;
}

/**
 * Moves the listing to the claimant whose code was right (moveListing). Then the previous owner is told how the listing
 * left them, not who has it, and the new owner gets a confirmation.
 */
async function transferListing(
  ctx: RequestContext,
  user: User,
  claim: ClaimRow,
  business: { name: string; email: string },
  codeHash: string,
  now: Date,
) {
  const { db } = ctx;
  const verified = (approvedNow: SQL) => [
    claimEntry(db, user.id, claim, 'claim.verify', approvedNow, {
      before: { status: claim.status, ownerId: claim.previousOwnerId },
      after: { status: 'approved', ownerId: user.id },
    }),
  ];
  if (!(await moveListing(ctx, user.id, claim, { codeHash }, now, verified))) {
    const current = await ownClaim(ctx, user.id, claim.id);
    assertAwaitingCode(current.claim);
    if (current.business.ownerId !== claim.previousOwnerId) {
      const closedAt = new Date();
      await db.batch([
        db
          .update(claims)
          .set({ status: 'withdrawn', decidedAt: closedAt, codeHash: null, codeExpiresAt: null, note: NOTES.ownerChanged })
          .where(and(eq(claims.id, claim.id), eq(claims.status, 'awaiting-code'))),
        claimEntry(db, user.id, claim, 'claim.close', decidedNow(db, claim.id, 'withdrawn', closedAt), {
          before: { status: claim.status },
          after: { status: 'withdrawn' },
          reason: NOTES.ownerChanged,
        }),
      ]);
      refuse(409, OWNER_CHANGED);
    }
    refuse(400, current.claim.codeExpiresAt && current.claim.codeExpiresAt > now ? CODE_REPLACED : CODE_EXPIRED, 'code');
  }

  const previousOwnerId = claim.previousOwnerId;
  if (previousOwnerId) {
    await mailQuietly(ctx, async () => {
      const [previous] = await db
        .select({ name: schema.users.name, email: schema.users.email, language: schema.users.language })
        .from(schema.users)
        .where(and(eq(schema.users.id, previousOwnerId), isNull(schema.users.disabledAt)))
        .limit(1);
      return previous
        ? listingTakenNotice(mailLanguage(previous.language), previous.email, previous.name, business.name, business.email)
        : null;
    });
  }
  const language = mailLanguage(user.language);
  await mailQuietly(ctx, async () =>
    claimApprovedMail(language, user.email, user.name, business.name, language.url(ctx.siteOrigin, '/owner')),
  );

  const { claim: done } = await ownClaim(ctx, user.id, claim.id);
  return { claim: claimView(done, business), business: { id: claim.businessId, name: business.name } };
}

/**
 * Mails a new code for a claim that waits for one; the earlier code stops working. The tries left are not renewed: a
 * claim has five wrong codes, however many it is sent.
 */
export async function resendClaimCode(ctx: RequestContext, { id: claimId }: { id: string }): Promise<ClaimView> {
  const { user } = await requireViewer(ctx);
  const { claim, business } = await ownClaim(ctx, user.id, claimId);
  assertAwaitingCode(claim);
  if (!business.email) refuse(409, noListingEmail(business.name));
  await enforceRateLimit(ctx.db, RATE_RULES.claimCodeSend, business.email.toLowerCase());
  const { codeHash, codeExpiresAt, send } = await newCode(ctx, claim.id, business, business.email, user);
  const { db } = ctx;
  const [[renewed]] = await db.batch([
    db
      .update(claims)
      .set({ codeHash, codeExpiresAt: new Date(codeExpiresAt) })
      .where(and(eq(claims.id, claim.id), eq(claims.status, 'awaiting-code'), lt(claims.attempts, MAX_CODE_ATTEMPTS)))
      .returning(),
    // Only the new code's expiry: the code is a secret, and its hash one too.
    claimEntry(
      db,
      user.id,
      claim,
      'claim.resend',
      exists(
        db
          .select({ one: sql`1` })
          .from(claims)
          .where(and(eq(claims.id, claim.id), eq(claims.codeHash, codeHash))),
      ),
      { after: { codeExpiresAt: new Date(codeExpiresAt).toISOString() } },
    ),
  ]);
  if (!renewed) {
    assertAwaitingCode((await ownClaim(ctx, user.id, claimId)).claim);
    refuse(400, CLAIM_LOCKED, 'code');
  }
  await send();
  return claimView(renewed, business);
}

/**
 * Withdraws an open claim: its code stops working and its document is deleted. The row changes first, in one
 * conditional UPDATE (with its audit entry), so a claim an admin decides at the same moment keeps its evidence.
 */
export async function withdrawClaim(ctx: RequestContext, { id: claimId }: { id: string }): Promise<ClaimView> {
  const { user } = await requireViewer(ctx);
  const { claim, business } = await ownClaim(ctx, user.id, claimId);
  if (claim.status !== 'awaiting-code' && claim.status !== 'pending') refuse(409, NOT_OPEN[claim.status]);
  const { db } = ctx;
  const now = new Date();
  const [[withdrawn]] = await db.batch([
    db
      .update(claims)
      .set({ status: 'withdrawn', decidedBy: user.id, decidedAt: now, codeHash: null, codeExpiresAt: null, documentKey: null })
      .where(and(eq(claims.id, claim.id), inArray(claims.status, OPEN_STATUSES)))
      .returning(),
    claimEntry(db, user.id, claim, 'claim.withdraw', decidedNow(db, claim.id, 'withdrawn', now), {
      before: { status: claim.status },
      after: { status: 'withdrawn' },
    }),
  ]);
  if (!withdrawn) {
    const { claim: current } = await ownClaim(ctx, user.id, claimId);
    refuse(409, current.status === 'awaiting-code' || current.status === 'pending' ? NOT_OPEN.withdrawn : NOT_OPEN[current.status]);
  }
  if (claim.documentKey) await ctx.env.DOCUMENTS.delete(claim.documentKey);
  return claimView(withdrawn, business);
}
