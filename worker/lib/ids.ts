const ALPHABET = '0123456789abcdefghijklmnopqrstuvwxyz';

/** An opaque, URL-safe id: 20 characters of base36 from a secure random source (~103 bits). */
export function newId(random: (bytes: Uint8Array) => Uint8Array = (b) => crypto.getRandomValues(b)): string {
  const bytes = random(new Uint8Array(20));
  let id = '';
  for (const byte of bytes) id += ALPHABET[byte % 36];
  return id;
}
