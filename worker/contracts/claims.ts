import { z } from 'zod';
// common.ts switches off zod's `new Function` probe (blocked by our CSP), for a page that validates only claims.
import './common.ts';

/*
 * docs/product.md §3.23, claiming a listing: what a claimant sends, one definition for the Worker and the portal's
 * forms. The document photo is not here: it travels as a file in multipart/form-data (the field DOCUMENT_FIELD), and
 * the photo checks of worker/services/image-upload.ts judge it.
 */

/** How long a mailed claim code works: the listing's mailbox may be read by someone who then passes the code on. */
export const CLAIM_CODE_TTL_MINUTES = 30;

/** The multipart field that carries a document photo, and the field its refusals name. */
export const DOCUMENT_FIELD = 'document';

export const MAX_CLAIM_MESSAGE = 1000;

export const CLAIM_EVIDENCE_TYPES = ['gst', 'udyam'] as const;
export type ClaimEvidenceType = (typeof CLAIM_EVIDENCE_TYPES)[number];

/** Evidence goes with a claim our team checks; a claim by e-mail is proven by the code alone. */
export const EVIDENCE_WITHOUT_REVIEW =
  "A claim by e-mail code needs no evidence. To have our team check a GST or Udyam number or a document instead, choose the method 'document'.";

const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

const GST_EXAMPLE = '29ABCDE1234F1ZW';
const UDYAM_EXAMPLE = 'UDYAM-KR-03-0012345';

/** Two digits of the state, the holder's PAN (5 letters, 4 digits, 1 letter), the entity number, 'Z', a check character. */
const GST_PATTERN = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;
/** States and union territories are 01 to 38; 97 is "other territory" and 99 the Centre's own registrations. */
const isGstState = (code: number) => (code >= 1 && code <= 38) || code === 97 || code === 99;
const GST_ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** The GSTIN check character: base 36, every second character weighted 2, the product's two base-36 digits summed. */
function gstCheckCharacter(first14: string): string {
  let sum = 0;
  for (let at = 0; at < 14; at++) {
    const product = GST_ALPHABET.indexOf(first14.charAt(at)) * (at % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return GST_ALPHABET.charAt((36 - (sum % 36)) % 36);
}

/** Why a GST number is not one, or null when it is. */
export function gstProblem(value: string): string | null {
  if (!GST_PATTERN.test(value)) {
    return `GST number must be 15 characters: the 2-digit state code, the 10-character PAN, then 3 more (e.g. ${GST_EXAMPLE})`;
  }
  if (!isGstState(Number(value.slice(0, 2)))) return 'GST number must start with a state code, e.g. 29 for Karnataka';
  if (gstCheckCharacter(value) !== value.charAt(14)) return 'This GST number does not add up: please check it for a mistyped character';
  return null;
}

const UDYAM_PATTERN = /^UDYAM-[A-Z]{2}-\d{2}-\d{7}$/;

export function udyamProblem(value: string): string | null {
  return UDYAM_PATTERN.test(value) ? null : `Udyam number must look like ${UDYAM_EXAMPLE}`;
}

const evidenceLabel = { gst: 'GST', udyam: 'Udyam' } as const satisfies Record<ClaimEvidenceType, string>;

/** The kind of a number sent without its type: Udyam numbers say so in their first word. */
const evidenceTypeOf = (number: string, given: ClaimEvidenceType | undefined): ClaimEvidenceType =>
  given ?? (number.startsWith('UDYAM') ? 'udyam' : 'gst');

/**
 * `POST /api/owner/claims` (JSON, or the same fields as multipart/form-data beside a document photo) and tRPC
 * `owner.claim`. `method` left out means: 'document' when evidence comes with the claim, else 'email' when the listing
 * has an address (the service decides, it alone knows the listing). A number without `evidenceType` is a Udyam number
 * when it starts with 'UDYAM', else a GST number. Numbers are read without spaces and in capitals.
 */
export const claimCreateSchema = z
  .object({
    businessId: z
      .string({ message: 'Please choose the business to claim' })
      .trim()
      .min(1, 'Please choose the business to claim')
      .max(64, 'Business not found'),
    method: z.preprocess(blankToUndefined, z.enum(['email', 'document'], { message: "Method must be 'email' or 'document'" }).optional()),
    evidenceType: z.preprocess(
      blankToUndefined,
      z.enum(CLAIM_EVIDENCE_TYPES, { message: "Evidence type must be 'gst' or 'udyam'" }).optional(),
    ),
    evidenceNumber: z.preprocess(
      blankToUndefined,
      z
        .string({ message: 'Evidence number must be text' })
        .max(40, 'Evidence number must be at most 40 characters')
        .transform((value) => value.replace(/\s+/g, '').toUpperCase())
        .optional(),
    ),
    message: z.preprocess(
      blankToUndefined,
      z
        .string({ message: 'Message must be text' })
        .trim()
        .max(MAX_CLAIM_MESSAGE, `Message must be at most ${MAX_CLAIM_MESSAGE} characters`)
        .optional(),
    ),
  })
  .strict()
  .superRefine((claim, ctx) => {
    const number = claim.evidenceNumber;
    if (number === undefined) {
      if (claim.evidenceType) {
        ctx.addIssue({ code: 'custom', path: ['evidenceNumber'], message: `Please enter the ${evidenceLabel[claim.evidenceType]} number` });
      }
      return;
    }
    if (claim.method === 'email') {
      ctx.addIssue({ code: 'custom', path: ['evidenceNumber'], message: EVIDENCE_WITHOUT_REVIEW });
      return;
    }
    const problem = evidenceTypeOf(number, claim.evidenceType) === 'gst' ? gstProblem(number) : udyamProblem(number);
    if (problem) ctx.addIssue({ code: 'custom', path: ['evidenceNumber'], message: problem });
  })
  .transform(({ evidenceType, evidenceNumber, ...claim }) => ({
    ...claim,
    evidence: evidenceNumber === undefined ? undefined : { type: evidenceTypeOf(evidenceNumber, evidenceType), number: evidenceNumber },
  }));
export type ClaimCreateInput = z.output<typeof claimCreateSchema>;

/** `POST /api/owner/claims/:id/verify`, and tRPC `owner.verifyClaim` with the claim's id beside it. */
export const claimVerifySchema = z
  .object({
    code: z
      .string({ message: 'Please enter the 6-digit code from the e-mail' })
      .transform((value) => value.replace(/\s+/g, ''))
      .pipe(z.string().regex(/^\d{6}$/, 'Please enter the 6-digit code from the e-mail')),
  })
  .strict();
