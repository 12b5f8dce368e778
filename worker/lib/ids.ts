const ALPHABET = '0123456789abcdefghijklmnopqrstuvwxyz';
const LENGTH = 12;

/**
 * An opaque, URL-safe row id: 12 characters of base36 from a secure random source (~62 bits). Ids are never secrets
 * (tokens and codes are drawn apart and hashed, worker/services/verification.ts), only unique: among ten million rows of one
 * table the chance of any two drawing the same id is about one in a hundred thousand, and the table's primary key
 * refuses that write. Every index and every reference repeats an id, so its length is paid many times over
 * (docs/capacity.md).
 */
export function newId(random: (bytes: Uint8Array) => Uint8Array = (b) => crypto.getRandomValues(b)): string {
  const bytes = random(new Uint8Array(LENGTH));
  let id = '';
  for (const byte of bytes) id += ALPHABET[byte % 36];
  return id;
}
