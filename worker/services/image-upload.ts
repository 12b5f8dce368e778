import {
  IMAGE_EXTENSIONS,
  MAX_PIXELS,
  MAX_UPLOAD_BYTES,
  MIN_SIDE,
  UPLOAD_FIELD,
  UPLOAD_MESSAGES,
  type ImageExtension,
  type ImageType,
} from '../contracts/media.ts';
import { ApiError } from '../lib/errors.ts';
import { inflatesToScanlines } from './png-image-data.ts';

/*
 * Uploads are hostile until proven otherwise (docs/product.md §3.19). A file is judged by its bytes alone: the name and
 * the declared content type are the uploader's claims, so they are never read. Each format's structure is walked from
 * the first byte to the last (segments, chunks), which is how polyglots, truncation and forged headers show up. A
 * decompression bomb is refused by its declared size before anything is inflated; a PNG's image data is then inflated
 * (counted, not kept) to prove it holds the pixels its header declares (worker/services/png-image-data.ts).
 *
 * What is stored is rebuilt from the parts a browser needs to draw the photo, never the upload with parts cut out: any
 * byte a decoder does not read is a place to hide a page or a script (issue 33), and photos are served from a public
 * media domain. Segments whose fields are few and known (JFIF, Adobe, EXIF's orientation) are written afresh from those
 * fields; free-form ones (comments, text chunks, colour profiles, unknown chunks) are dropped.
 *
 * Hand-written rather than a library: file-type and image-size sniff a prefix and trust it, which is exactly what a
 * polyglot exploits, and rebuilding the file needs the same walk anyway.
 */

export interface InspectedImage {
  type: ImageType;
  extension: ImageExtension;
  width: number;
  height: number;
}

export interface PreparedUpload extends InspectedImage {
  /** What to store: the image rebuilt from what draws it. */
  bytes: Uint8Array;
  key: string;
}

function refuse(message: string, status: 400 | 413 = 400): never {
  throw new ApiError(status, message, [{ field: UPLOAD_FIELD, message }]);
}

function damaged(): never {
  return refuse(UPLOAD_MESSAGES.damaged);
}

// Every read past the end means the file stopped early, so the readers refuse instead of returning undefined.
const u8 = (bytes: Uint8Array, at: number): number => bytes[at] ?? damaged();
const u16be = (bytes: Uint8Array, at: number) => (u8(bytes, at) << 8) | u8(bytes, at + 1);
const u32be = (bytes: Uint8Array, at: number) => u8(bytes, at) * 0x1000000 + ((u8(bytes, at + 1) << 16) | u16be(bytes, at + 2));
const u16le = (bytes: Uint8Array, at: number) => u8(bytes, at) | (u8(bytes, at + 1) << 8);
const u24le = (bytes: Uint8Array, at: number) => u16le(bytes, at) | (u8(bytes, at + 2) << 16);
const u32le = (bytes: Uint8Array, at: number) => u24le(bytes, at) + u8(bytes, at + 3) * 0x1000000;

function ascii(bytes: Uint8Array, at: number, length: number): string {
  if (at + length > bytes.length) damaged();
  return String.fromCharCode(...bytes.subarray(at, at + length));
}

/** Some cameras pad a file with zeros after the image; zeros carry nothing, anything else is a payload riding along. */
function refuseTrailingData(bytes: Uint8Array, end: number): void {
  for (let at = end; at < bytes.length; at++) if (bytes[at] !== 0) refuse(UPLOAD_MESSAGES.hiddenData);
}

/** The bytes of a short ASCII text, for the names and signatures written into rebuilt files. */
const latin1 = (text: string) => Uint8Array.from(text, (char) => char.charCodeAt(0));

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((total, part) => total + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

// ─────────────────────────────────────────────── JPEG ───────────────────────────────────────────────

const SOI = 0xd8;
const EOI = 0xd9;
const SOS = 0xda;
const DQT = 0xdb;
const DHT = 0xc4;
const DRI = 0xdd;
const APP0 = 0xe0;
const APP1 = 0xe1;
const APP2 = 0xe2;
const APP14 = 0xee;

/** SOF0–SOF15, minus the three codes in that range that are not frames: DHT (C4), JPG (C8) and DAC (CC). */
const isFrameMarker = (marker: number) => marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

/** Baseline, extended and progressive Huffman at 8 bits are what every browser decodes; the rest shows as a broken image. */
const BROWSER_FRAMES = new Set([0xc0, 0xc1, 0xc2]);

/** A marker segment, or (marker null) entropy-coded scan data between markers. */
interface JpegPart {
  marker: number | null;
  start: number;
  end: number;
}

interface JpegStream {
  frame: number;
  precision: number;
  width: number;
  height: number;
  parts: JpegPart[];
  end: number;
  /** An APP2 "MPF" segment announces further images (HDR gain maps, depth maps, previews) after this one's EOI. */
  declaresMoreImages: boolean;
}

const startsWith = (bytes: Uint8Array, at: number, text: string) =>
  at + text.length <= bytes.length && ascii(bytes, at, text.length) === text;

/**
 * Tables, the restart interval and scan headers must fill their segments exactly, as their lengths say: a decoder reads
 * the fields and nothing else, so bytes left over are not part of the image but room to hide something in.
 */
function checkSegmentFields(bytes: Uint8Array, marker: number, start: number, end: number): void {
  let at = start + 4;
  if (marker === DQT) {
    // Each table: precision (8 or 16 bits) and slot 0–3, then 64 values.
    while (at < end) {
      const precisionAndSlot = u8(bytes, at);
      if (precisionAndSlot >> 4 > 1 || (precisionAndSlot & 0x0f) > 3) damaged();
      at += 1 + 64 * ((precisionAndSlot >> 4) + 1);
    }
  } else if (marker === DHT) {
    // Each table: class (DC or AC) and slot 0–3, how many codes there are of each length 1–16, then the symbols.
    while (at < end) {
      const classAndSlot = u8(bytes, at);
      if (classAndSlot >> 4 > 1 || (classAndSlot & 0x0f) > 3) damaged();
      let symbols = 0;
      for (let length = 1; length <= 16; length++) symbols += u8(bytes, at + length);
      if (symbols > 256) damaged();
      at += 17 + symbols;
    }
  } else if (marker === DRI) {
    at += 2;
  } else if (marker === SOS) {
    // The component count, two bytes a component, then spectral selection and successive approximation.
    const components = u8(bytes, at);
    if (components < 1 || components > 4) damaged();
    at += 1 + 2 * components + 3;
  } else {
    return;
  }
  if (at !== end) damaged();
}

/**
 * One JPEG from SOI to EOI. Scan data is searched for the next marker (0xFF not followed by a stuffed 0x00 or a restart
 * marker), so progressive files, whose scans are separated by tables and sometimes metadata, are walked to the end.
 */
function parseJpegStream(bytes: Uint8Array, offset: number): JpegStream {
  if (u8(bytes, offset) !== 0xff || u8(bytes, offset + 1) !== SOI) damaged();
  const parts: JpegPart[] = [{ marker: SOI, start: offset, end: offset + 2 }];
  let frame: Pick<JpegStream, 'frame' | 'precision' | 'width' | 'height'> | undefined;
  let declaresMoreImages = false;
  let pos = offset + 2;
  let inScan = false;

  for (;;) {
    if (inScan) {
      const ff = bytes.indexOf(0xff, pos);
      if (ff < 0) damaged();
      const next = u8(bytes, ff + 1);
      if (next === 0x00 || (next >= 0xd0 && next <= 0xd7)) {
        pos = ff + 2;
        continue;
      }
      const dataStart = parts.at(-1)?.end ?? pos;
      if (ff > dataStart) parts.push({ marker: null, start: dataStart, end: ff });
      pos = ff;
      inScan = false;
    }

    if (u8(bytes, pos) !== 0xff) damaged();
    while (u8(bytes, pos + 1) === 0xff) pos++;
    const marker = u8(bytes, pos + 1);
    if (marker === EOI) {
      if (!frame || !parts.some((part) => part.marker === SOS)) damaged();
      parts.push({ marker, start: pos, end: pos + 2 });
      return { ...frame, parts, end: pos + 2, declaresMoreImages };
    }
    if (marker === 0x00 || marker === 0x01 || (marker >= 0xd0 && marker <= SOI)) damaged();

    const length = u16be(bytes, pos + 2);
    const end = pos + 2 + length;
    if (length < 2 || end > bytes.length) damaged();
    if (isFrameMarker(marker)) {
      const components = u8(bytes, pos + 9);
      if (frame || components < 1 || components > 4 || length !== 8 + 3 * components) damaged();
      frame = { frame: marker, precision: u8(bytes, pos + 4), height: u16be(bytes, pos + 5), width: u16be(bytes, pos + 7) };
    }
    checkSegmentFields(bytes, marker, pos, end);
    if (marker === SOS) {
      if (!frame) damaged();
      inScan = true;
    }
    if (marker === APP2 && startsWith(bytes, pos + 4, 'MPF\0')) declaresMoreImages = true;
    parts.push({ marker, start: pos, end });
    pos = end;
  }
}

function parseJpeg(bytes: Uint8Array) {
  const image = parseJpegStream(bytes, 0);
  if (!BROWSER_FRAMES.has(image.frame) || image.precision !== 8) refuse(UPLOAD_MESSAGES.unusualJpeg);
  // The images an MPF segment announces must themselves be whole JPEGs; they are dropped when stripping.
  let pos = image.end;
  for (;;) {
    while (bytes[pos] === 0) pos++;
    if (!image.declaresMoreImages || bytes[pos] !== 0xff || bytes[pos + 1] !== SOI) break;
    pos = parseJpegStream(bytes, pos).end;
  }
  refuseTrailingData(bytes, pos);
  return { type: 'image/jpeg' as const, width: image.width, height: image.height, parts: image.parts };
}

/**
 * Phones store portrait photos sideways and say so in EXIF's Orientation tag, which browsers follow. Dropping EXIF
 * would turn those photos on their side, so its one harmless tag is read here and written back on its own.
 */
function exifOrientation(bytes: Uint8Array, segment: JpegPart): number {
  const tiff = segment.start + 10;
  if (tiff + 8 > segment.end) return 1;
  const order = ascii(bytes, tiff, 2);
  if (order !== 'II' && order !== 'MM') return 1;
  const u16 = (at: number) => (order === 'II' ? u16le(bytes, at) : u16be(bytes, at));
  const ifd = tiff + (order === 'II' ? u32le(bytes, tiff + 4) : u32be(bytes, tiff + 4));
  if (u16(tiff + 2) !== 42 || ifd + 2 > segment.end) return 1;
  for (let entry = ifd + 2, left = u16(ifd); left > 0 && entry + 12 <= segment.end; left--, entry += 12) {
    if (u16(entry) !== 0x0112) continue;
    const value = u16(entry + 8);
    return u16(entry + 2) === 3 && value >= 1 && value <= 8 ? value : 1;
  }
  return 1;
}

/** APP1 "Exif" holding only IFD0 with the Orientation tag (big-endian TIFF, no further IFDs). */
function orientationSegment(orientation: number): Uint8Array {
  const tiff = [0x4d, 0x4d, 0, 42, 0, 0, 0, 8, 0, 1, 0x01, 0x12, 0, 3, 0, 0, 0, 1, 0, orientation, 0, 0, 0, 0, 0, 0];
  const payload = [...latin1('Exif\0\0'), ...tiff];
  return Uint8Array.from([0xff, APP1, 0, payload.length + 2, ...payload]);
}

/** What a decoder reads to draw the picture: tables, the frame header, the restart interval, scans and their data, EOI. */
const drawsJpeg = (marker: number | null) =>
  marker === null || marker === DQT || marker === DHT || marker === DRI || marker === SOS || marker === EOI || isFrameMarker(marker);

/**
 * JFIF 1.01 with the original's density (units, horizontal, vertical) and no thumbnail. Decoders take a JFIF segment to
 * mean YCbCr colour, so one that had it keeps it; what followed its fields (a thumbnail, or anything else) goes.
 */
function rebuiltJfif(bytes: Uint8Array, segment: JpegPart): Uint8Array {
  const density = bytes.subarray(segment.start + 11, segment.start + 16);
  return concat([Uint8Array.from([0xff, APP0, 0, 16]), latin1('JFIF\0'), Uint8Array.from([1, 1]), density, Uint8Array.from([0, 0])]);
}

/**
 * Adobe's APP14 with only its colour transform (RGB, YCbCr or YCCK), which decides how browsers read the colours, and
 * CMYK files from Photoshop are drawn inverted without the segment. Version 100, no flags.
 */
function rebuiltAdobe(bytes: Uint8Array, segment: JpegPart): Uint8Array {
  const transform = u8(bytes, segment.start + 15);
  return concat([Uint8Array.from([0xff, APP14, 0, 14]), latin1('Adobe'), Uint8Array.from([0, 100, 0, 0, 0, 0, transform])]);
}

/**
 * A new file of SOI, JFIF, the orientation and Adobe's transform (each only if the upload had it), then the segments and
 * scan data that draw the picture, copied in their order. Everything else goes: EXIF and XMP (APP1: GPS, camera serials,
 * thumbnails), ICC profiles (APP2), IPTC (APP13), comments, MPF and every other APPn, also between progressive scans, and
 * whatever followed the first image. Browsers draw with sRGB where a profile was, so a wide-gamut photo looks a little
 * less saturated: a profile is free-form bytes, too easily a page in disguise to keep without parsing it whole.
 *
 * Like decoders, only what comes before the first scan is read for JFIF, Adobe and EXIF; the last JFIF and Adobe count,
 * as in libjpeg, and the first EXIF, as in browsers.
 */
function stripJpeg(bytes: Uint8Array, parts: JpegPart[]): Uint8Array {
  const firstScan = parts.findIndex((part) => part.marker === SOS);
  const header = parts.slice(0, firstScan);
  const jfif = header.findLast(
    (part) => part.marker === APP0 && part.end - part.start >= 18 && startsWith(bytes, part.start + 4, 'JFIF\0'),
  );
  const adobe = header.findLast(
    (part) => part.marker === APP14 && part.end - part.start >= 16 && startsWith(bytes, part.start + 4, 'Adobe'),
  );
  const exif = header.find((part) => part.marker === APP1 && startsWith(bytes, part.start + 4, 'Exif\0\0'));
  const orientation = exif ? exifOrientation(bytes, exif) : 1;
  return concat([
    Uint8Array.from([0xff, SOI]),
    ...(jfif ? [rebuiltJfif(bytes, jfif)] : []),
    ...(orientation === 1 ? [] : [orientationSegment(orientation)]),
    ...(adobe ? [rebuiltAdobe(bytes, adobe)] : []),
    ...parts.filter((part) => drawsJpeg(part.marker)).map((part) => bytes.subarray(part.start, part.end)),
  ]);
}

// ─────────────────────────────────────────────── PNG ────────────────────────────────────────────────

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

const PNG_CRITICAL = new Set(['IHDR', 'PLTE', 'IDAT', 'IEND']);
/**
 * The ancillary chunks that change what is drawn and hold only a few numbers of fixed size: transparency, gamma,
 * chromaticities, the sRGB flag. The rest is dropped: text (tEXt, zTXt, iTXt), eXIf, timestamps, animation, private
 * chunks, and iCCP, whose profile is free-form bytes like JPEG's (a wide-gamut photo is drawn as sRGB); also sBIT and
 * pHYs, which browsers do not draw with, and the rare cICP of HDR images.
 */
const PNG_COLOUR = new Set(['tRNS', 'gAMA', 'cHRM', 'sRGB']);

/** Bit depths each colour type allows (PNG spec, table 11.1). */
const PNG_DEPTHS: Record<number, number[]> = { 0: [1, 2, 4, 8, 16], 2: [8, 16], 3: [1, 2, 4, 8], 4: [8, 16], 6: [8, 16] };

const CRC_TABLE = Uint32Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

/** An indexed loop: four times faster than for…of over a 5 MB IDAT, and every index is in range. */
function crc32(data: Uint8Array): number {
  let crc = 0xffffffff;
  for (let at = 0; at < data.length; at++) crc = (CRC_TABLE[(crc ^ (data[at] as number)) & 0xff] as number) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

interface PngChunk {
  type: string;
  start: number;
  end: number;
}

function parsePng(bytes: Uint8Array) {
  const chunks: PngChunk[] = [];
  let pos = PNG_SIGNATURE.length;
  for (;;) {
    const length = u32be(bytes, pos);
    const type = ascii(bytes, pos + 4, 4);
    const end = pos + 12 + length;
    const critical = type.charCodeAt(0) < 0x60;
    if (length > 0x7fffffff || end > bytes.length || !/^[A-Za-z]{4}$/.test(type)) damaged();
    // A decoder must give up on a critical chunk it does not know, so no browser would show the file.
    if ((chunks.length === 0) !== (type === 'IHDR') || (critical && !PNG_CRITICAL.has(type))) damaged();
    const mayBeKept = PNG_CRITICAL.has(type) || PNG_COLOUR.has(type);
    if (mayBeKept && crc32(bytes.subarray(pos + 4, end - 4)) !== u32be(bytes, end - 4)) damaged();
    chunks.push({ type, start: pos, end });
    pos = end;
    if (type === 'IEND') break;
  }

  const header = PNG_SIGNATURE.length + 8;
  const bitDepth = u8(bytes, header + 8);
  const colourType = u8(bytes, header + 9);
  const [compression, filter, interlace] = [u8(bytes, header + 10), u8(bytes, header + 11), u8(bytes, header + 12)] as const;
  if (
    chunks[0]?.end !== header + 17 ||
    !PNG_DEPTHS[colourType]?.includes(bitDepth) ||
    compression !== 0 ||
    filter !== 0 ||
    interlace > 1 ||
    chunks.at(-1)?.end !== (chunks.at(-1)?.start ?? 0) + 12
  ) {
    damaged();
  }
  refuseTrailingData(bytes, pos);
  const width = u32be(bytes, header);
  const height = u32be(bytes, header + 4);
  if (width > 0x7fffffff || height > 0x7fffffff) damaged();
  const idat = chunks.filter((chunk) => chunk.type === 'IDAT');
  checkPngOrder(chunks, colourType);
  const layout = { width, height, bitDepth, colourType, interlaced: interlace === 1 };
  return { type: 'image/png' as const, width, height, layout, idat, kept: chunksThatDraw(bytes, chunks, colourType) };
}

const dataLength = (chunk: PngChunk) => chunk.end - chunk.start - 12;

/**
 * What decoders give up on: image data that is not one run of IDAT chunks, a palette image without PLTE, a second
 * PLTE or one after the image data, one in a grey image, or one that is not whole colours (1–256 of them).
 */
function checkPngOrder(chunks: PngChunk[], colourType: number): void {
  const firstIdat = chunks.findIndex((chunk) => chunk.type === 'IDAT');
  const idatCount = chunks.filter((chunk) => chunk.type === 'IDAT').length;
  if (firstIdat < 0 || chunks.slice(firstIdat, firstIdat + idatCount).some((chunk) => chunk.type !== 'IDAT')) damaged();
  const palettes = chunks.filter((chunk) => chunk.type === 'PLTE');
  const [palette] = palettes;
  if (!palette) {
    if (colourType === 3) damaged();
    return;
  }
  const length = dataLength(palette);
  const isGrey = colourType === 0 || colourType === 4;
  if (palettes.length > 1 || chunks.indexOf(palette) > firstIdat || isGrey || length === 0 || length > 768 || length % 3 !== 0) damaged();
}

/**
 * Whether an ancillary colour chunk is one a decoder would use: in its place (before PLTE for gamma, chromaticities and
 * sRGB, after it for a palette's transparency, before the image data for all), of the right size for the image, with
 * values in range. One that is not would be ignored, so it is dropped rather than the photo refused.
 */
function drawsColour(bytes: Uint8Array, chunk: PngChunk, colourType: number, palette: PngChunk | undefined): boolean {
  const data = chunk.start + 8;
  const length = dataLength(chunk);
  switch (chunk.type) {
    case 'tRNS':
      if (colourType === 3) return palette !== undefined && length >= 1 && length <= dataLength(palette) / 3;
      return (colourType === 0 && length === 2) || (colourType === 2 && length === 6);
    case 'gAMA':
      return !palette && length === 4 && u32be(bytes, data) > 0;
    case 'cHRM':
      // White point and primaries as x, y × 100,000; libpng ignores the chunk if any lies outside 0–1.
      return (
        !palette && length === 32 && Array.from({ length: 8 }, (_, k) => u32be(bytes, data + 4 * k)).every((value) => value <= 100_000)
      );
    case 'sRGB':
      return !palette && length === 1 && u8(bytes, data) <= 3;
    default:
      return false;
  }
}

/** An empty IDAT adds nothing, and a truecolour image's PLTE is only a suggestion for screens of 256 colours. */
const isDrawnCritical = (chunk: PngChunk, colourType: number) =>
  chunk.type === 'IDAT' ? dataLength(chunk) > 0 : chunk.type !== 'PLTE' || colourType === 3;

/** IHDR, a palette image's PLTE, the image data and IEND, and the first of each colour chunk a decoder would use. */
function chunksThatDraw(bytes: Uint8Array, chunks: PngChunk[], colourType: number): PngChunk[] {
  const kept: PngChunk[] = [];
  let palette: PngChunk | undefined;
  let imageDataSeen = false;
  for (const chunk of chunks) {
    imageDataSeen ||= chunk.type === 'IDAT';
    if (chunk.type === 'PLTE') palette = chunk;
    const drawn = PNG_CRITICAL.has(chunk.type)
      ? isDrawnCritical(chunk, colourType)
      : !imageDataSeen && !kept.some((other) => other.type === chunk.type) && drawsColour(bytes, chunk, colourType, palette);
    if (drawn) kept.push(chunk);
  }
  return kept;
}

/** Chunks are copied whole, so every kept chunk's CRC still holds. */
function stripPng(bytes: Uint8Array, chunks: PngChunk[]): Uint8Array {
  return concat([Uint8Array.from(PNG_SIGNATURE), ...chunks.map((chunk) => bytes.subarray(chunk.start, chunk.end))]);
}

// ─────────────────────────────────────────────── WebP ───────────────────────────────────────────────

const VP8X_ANIMATION = 0x02;
const VP8X_ALPHA = 0x10;

interface RiffChunk {
  fourcc: string;
  start: number;
  /** Past the chunk's padding byte, if any. */
  end: number;
}

function webpBitstreamSize(bytes: Uint8Array, chunk: RiffChunk): { width: number; height: number } {
  const data = chunk.start + 8;
  const size = u32le(bytes, chunk.start + 4);
  if (chunk.fourcc === 'VP8L') {
    const bits = u32le(bytes, data + 1);
    if (size < 5 || u8(bytes, data) !== 0x2f || bits >>> 29 !== 0) damaged();
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  // VP8 (lossy): a key frame's 3-byte tag, the start code 9D 01 2A, then 14-bit width and height.
  const tag = u24le(bytes, data);
  const isKeyFrame = (tag & 1) === 0;
  const shown = ((tag >>> 4) & 1) === 1;
  const startCode = u8(bytes, data + 3) === 0x9d && u8(bytes, data + 4) === 0x01 && u8(bytes, data + 5) === 0x2a;
  if (size < 10 || !isKeyFrame || ((tag >>> 1) & 7) > 3 || !shown || tag >>> 5 >= size || !startCode) damaged();
  return { width: u16le(bytes, data + 6) & 0x3fff, height: u16le(bytes, data + 8) & 0x3fff };
}

function parseWebp(bytes: Uint8Array) {
  const riffEnd = 8 + u32le(bytes, 4);
  if (riffEnd > bytes.length) damaged();
  const chunks: RiffChunk[] = [];
  for (let pos = 12; pos < riffEnd;) {
    const size = u32le(bytes, pos + 4);
    const end = pos + 8 + size + (size & 1);
    if (end > riffEnd) damaged();
    chunks.push({ fourcc: ascii(bytes, pos, 4), start: pos, end });
    pos = end;
  }
  refuseTrailingData(bytes, riffEnd);

  const isBitstream = (chunk: RiffChunk) => chunk.fourcc === 'VP8 ' || chunk.fourcc === 'VP8L';
  const first = chunks[0] ?? damaged();
  if (isBitstream(first)) return { type: 'image/webp' as const, ...webpBitstreamSize(bytes, first), bitstream: first };
  if (first.fourcc !== 'VP8X' || u32le(bytes, first.start + 4) < 10) damaged();

  // Frames of an animation each bring their own pixels, which the canvas size does not bound.
  const animated = (u8(bytes, first.start + 8) & VP8X_ANIMATION) !== 0;
  if (animated || chunks.some((chunk) => chunk.fourcc === 'ANIM' || chunk.fourcc === 'ANMF')) refuse(UPLOAD_MESSAGES.animated);
  const width = u24le(bytes, first.start + 12) + 1;
  const height = u24le(bytes, first.start + 15) + 1;
  const bitstream = chunks.find(isBitstream) ?? damaged();
  const size = webpBitstreamSize(bytes, bitstream);
  // Decoders refuse a still image whose bitstream disagrees with the canvas, so the canvas cannot hide its real size.
  if (size.width !== width || size.height !== height) damaged();
  // A lossy bitstream has no alpha of its own: an ALPH chunk before it carries it. Lossless keeps alpha in its bitstream.
  const alpha =
    bitstream.fourcc === 'VP8 ' ? chunks.slice(1, chunks.indexOf(bitstream)).find((chunk) => chunk.fourcc === 'ALPH') : undefined;
  if (alpha) checkAlpha(bytes, alpha, width * height);
  return { type: 'image/webp' as const, width, height, bitstream, extended: first, alpha };
}

/**
 * ALPH's header byte as libwebp reads it (reserved bits clear, raw or lossless compression, no or level pre-processing);
 * raw alpha is one byte a pixel and nothing more.
 */
function checkAlpha(bytes: Uint8Array, chunk: RiffChunk, pixels: number): void {
  const size = u32le(bytes, chunk.start + 4);
  const header = u8(bytes, chunk.start + 8);
  const [reserved, preprocessing, compression] = [header >> 6, (header >> 4) & 3, header & 3];
  if (reserved !== 0 || preprocessing > 1 || compression > 1 || (compression === 0 && size !== 1 + pixels)) damaged();
}

/** A chunk as it was, but for its padding byte, which is written as zero. */
function copyRiffChunk(bytes: Uint8Array, chunk: RiffChunk): Uint8Array {
  const size = u32le(bytes, chunk.start + 4);
  const out = new Uint8Array(8 + size + (size & 1));
  out.set(bytes.subarray(chunk.start, chunk.start + 8 + size));
  return out;
}

/**
 * A new RIFF holding the bitstream (VP8 or VP8L), and for an extended file a VP8X written afresh (the canvas size and the
 * alpha flag, nothing else) with a lossy image's ALPH. Dropped: EXIF, XMP, ICCP (as for JPEG, a wide-gamut photo is
 * drawn as sRGB), unknown chunks and anything after the bitstream.
 */
function stripWebp(bytes: Uint8Array, image: ReturnType<typeof parseWebp>): Uint8Array {
  const parts: Uint8Array[] = [];
  if (image.extended) {
    const { start } = image.extended;
    const flags = u8(bytes, start + 8) & VP8X_ALPHA;
    parts.push(latin1('VP8X'), Uint8Array.from([10, 0, 0, 0, flags, 0, 0, 0]), bytes.subarray(start + 12, start + 18));
    if (image.alpha) parts.push(copyRiffChunk(bytes, image.alpha));
  }
  parts.push(copyRiffChunk(bytes, image.bitstream));
  const out = concat([latin1('RIFF'), new Uint8Array(4), latin1('WEBP'), ...parts]);
  new DataView(out.buffer).setUint32(4, out.length - 8, true);
  return out;
}

// ─────────────────────────────────────────────── all formats ───────────────────────────────────────────────

type ParsedImage = ReturnType<typeof parseJpeg> | ReturnType<typeof parsePng> | ReturnType<typeof parseWebp>;

function sniff(bytes: Uint8Array): ImageType | undefined {
  if (bytes[0] === 0xff && bytes[1] === SOI && bytes[2] === 0xff) return 'image/jpeg';
  if (PNG_SIGNATURE.every((byte, at) => bytes[at] === byte)) return 'image/png';
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WEBP') return 'image/webp';
  return undefined;
}

function parseImage(bytes: Uint8Array): ParsedImage {
  if (bytes.length === 0) refuse(UPLOAD_MESSAGES.empty);
  // Before any parsing: the size is the one thing known without trusting the content.
  if (bytes.length > MAX_UPLOAD_BYTES) refuse(UPLOAD_MESSAGES.tooLarge, 413);
  const type = sniff(bytes) ?? refuse(UPLOAD_MESSAGES.unsupportedType);
  if (type === 'image/jpeg') return parseJpeg(bytes);
  return type === 'image/png' ? parsePng(bytes) : parseWebp(bytes);
}

function checkDimensions({ type, width, height }: ParsedImage): InspectedImage {
  if (width === 0 || height === 0) damaged();
  if (width * height > MAX_PIXELS) refuse(UPLOAD_MESSAGES.tooManyPixels);
  if (width < MIN_SIDE || height < MIN_SIDE) refuse(UPLOAD_MESSAGES.tooSmall);
  return { type, extension: IMAGE_EXTENSIONS[type], width, height };
}

function strip(image: ParsedImage, bytes: Uint8Array): Uint8Array {
  if (image.type === 'image/jpeg') return stripJpeg(bytes, image.parts);
  return image.type === 'image/png' ? stripPng(bytes, image.kept) : stripWebp(bytes, image);
}

/**
 * A PNG's image data is inflated and counted against its header (worker/services/png-image-data.ts). JPEG scans and WebP
 * bitstreams are not decoded: their structure is checked and they are copied as they are.
 */
async function checkImageData(image: ParsedImage, bytes: Uint8Array): Promise<void> {
  if (image.type !== 'image/png') return;
  const data = image.idat.map((chunk) => bytes.subarray(chunk.start + 8, chunk.end - 4));
  if (!(await inflatesToScanlines(data, image.layout))) damaged();
}

/** Every check, cheapest first: the image data is inflated only once its declared size is known to be acceptable. */
async function acceptImage(bytes: Uint8Array, type?: ImageType): Promise<{ image: ParsedImage; inspected: InspectedImage }> {
  const image = parseImage(bytes);
  if (type && image.type !== type) refuse(UPLOAD_MESSAGES.unsupportedType);
  const inspected = checkDimensions(image);
  await checkImageData(image, bytes);
  return { image, inspected };
}

/**
 * What the bytes are, or an ApiError naming the field `file`: 413 over MAX_UPLOAD_BYTES, 400 for anything that is not a
 * whole JPEG, PNG or WebP of an acceptable size (empty, another type, damaged, image data that does not decode to its
 * declared pixels, data after the image, animated, too small, too many pixels).
 */
export async function inspectImage(bytes: Uint8Array): Promise<InspectedImage> {
  return (await acceptImage(bytes)).inspected;
}

/**
 * The image rebuilt from what draws it (see stripJpeg, chunksThatDraw and stripWebp for what is kept). A file that is
 * not an acceptable image of `type` is refused as inspectImage refuses it.
 */
export async function stripMetadata(bytes: Uint8Array, type: ImageType): Promise<Uint8Array> {
  const { image } = await acceptImage(bytes, type);
  return strip(image, bytes);
}

/**
 * The R2 key for an image: `<prefix>/<first 32 hex digits of the SHA-256 of its bytes>.<extension>`. Named by content,
 * never by the uploader, so a name cannot carry a path or a script, and the same photo uploaded twice is one object.
 */
export async function contentHashKey(bytes: Uint8Array, extension: ImageExtension, prefix: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
  const hex = Array.from(digest.subarray(0, 16), (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${prefix}/${hex}.${extension}`;
}

/** Inspect, rebuild and name in one pass: what an upload route stores (these bytes, not the upload's), under the key it stores it. */
export async function prepareImageUpload(bytes: Uint8Array, prefix: string): Promise<PreparedUpload> {
  const { image, inspected } = await acceptImage(bytes);
  const stored = strip(image, bytes);
  return { ...inspected, bytes: stored, key: await contentHashKey(stored, inspected.extension, prefix) };
}
