const ALPHABET = '0123456789abcdefghijklmnopqrstuvwxyz';
const LENGTH = 12;

/**
 * An opaque, URL-safe row id: 12 characters of base36 from a secure random source (~62 bits). Ids are never secrets
 * (tokens and codes are drawn apart and hashed, worker/services/verification.ts), only unique: among ten million rows
 * of one table the chance of any two drawing the same id is about one in a hundred thousand, and the table's primary
 * key refuses that write. Every index and every reference repeats an id, so its length is paid many times over
 * (docs/decisions/042-short-ids.md).
 */
export function newId(random: (bytes: Uint8Array) => Uint8Array = (b) => crypto.getRandomValues(b)): string {
  const bytes = random(new Uint8Array(LENGTH));
  let id = '';
  for (const byte of bytes) id += ALPHABET[byte % 36];
  return id;
}

/** How many ids of six characters a sequence has: 36⁶, about 218 crore. */
export const SEQUENCE_SPACE = 36 ** 6;
/** Coprime with 36, so n ↦ n × STEP + OFFSET (mod SEQUENCE_SPACE) visits every id once and neighbours look unrelated. */
const STEP = 1_345_320_007n;
const OFFSET = 918_273_645n;

/**
 * The id of the `n`th row of a sequenced table (worker/db/id-sequences.ts): six characters of base36, distinct for
 * every n below SEQUENCE_SPACE, scrambled so that ids do not read as a count. The scramble is no secret (it is here);
 * nothing is protected by an id. Null past the sequence's end, where a row takes a random id (newId) instead.
 */
export function sequenceId(n: number): string | null {
  if (!Number.isSafeInteger(n) || n < 1 || n >= SEQUENCE_SPACE) return null;
  const scrambled = Number((BigInt(n) * STEP + OFFSET) % BigInt(SEQUENCE_SPACE));
  return scrambled.toString(36).padStart(6, '0');
}
