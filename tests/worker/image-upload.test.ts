import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ACCEPTED_TYPES, MAX_PIXELS, MAX_UPLOAD_BYTES, MIN_SIDE, UPLOAD_MESSAGES } from '../../worker/contracts/media.ts';
import { ApiError } from '../../worker/lib/errors.ts';
import { contentHashKey, inspectImage, prepareImageUpload, stripMetadata } from '../../worker/services/image-upload.ts';
import { isSafeMediaKey } from '../../worker/services/media.ts';
import {
  adobeSegment,
  commentSegment,
  concatBytes,
  containsBytes,
  exifSegment,
  exifTiff,
  GPS_TEXT,
  iccSegment,
  iptcSegment,
  jpeg,
  jpegMarkers,
  jpegSegment,
  mpfSegment,
  orientationOnlyExif,
  png,
  PNG_SIGNATURE,
  pngChunk,
  pngChunks,
  pngHeader,
  riff,
  riffChunk,
  VP8X_FLAGS,
  vp8Chunk,
  vp8lChunk,
  webpChunks,
  webpExtended,
  webpLossless,
  webpLossy,
  xmpSegment,
  XMP_TEXT,
  zip,
  zlibStored,
} from './support/images.ts';

/** The ApiError an input is refused with (the test fails if it is accepted or fails some other way). */
function refusal(bytes: Uint8Array): ApiError {
  try {
    inspectImage(bytes);
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('the file was accepted');
}

function expectRefused(bytes: Uint8Array, message: string, status = 400): void {
  const error = refusal(bytes);
  expect({ status: error.status, message: error.message, errors: error.errors }).toEqual({
    status,
    message,
    errors: [{ field: 'file', message }],
  });
}

/** Byte-for-byte equality; vitest's deep equality walks a 77 KB array far too slowly. Names the first difference. */
function expectSameBytes(actual: Uint8Array, expected: Uint8Array): void {
  const firstDifference = actual.findIndex((byte, at) => byte !== expected[at]);
  expect({ length: actual.length, firstDifference }).toEqual({ length: expected.length, firstDifference: -1 });
}

const replaceBytes = (bytes: Uint8Array, start: number, end: number, replacement: number[]) =>
  concatBytes(bytes.subarray(0, start), replacement, bytes.subarray(end));

describe('inspectImage accepts the three types by their bytes', () => {
  it.each([
    ['baseline JPEG', jpeg(), 'image/jpeg', 'jpg'],
    ['progressive JPEG', jpeg({ progressive: true }), 'image/jpeg', 'jpg'],
    ['JPEG with restart markers', jpeg({ restartInterval: 7 }), 'image/jpeg', 'jpg'],
    ['PNG', png(), 'image/png', 'png'],
    ['lossless WebP (VP8L)', webpLossless(), 'image/webp', 'webp'],
    ['lossy WebP (VP8)', webpLossy(), 'image/webp', 'webp'],
    ['extended WebP (VP8X + VP8L)', webpExtended(), 'image/webp', 'webp'],
    ['extended WebP (VP8X + VP8)', webpExtended({ bitstream: vp8Chunk() }), 'image/webp', 'webp'],
  ])('%s → its type, extension and 320×240', (_name, bytes, type, extension) => {
    expect(inspectImage(bytes)).toEqual({ type, extension, width: 320, height: 240 });
  });

  it('reads width and height the right way round in each format', () => {
    expect(inspectImage(jpeg({ width: 250, height: 410 }))).toMatchObject({ width: 250, height: 410 });
    expect(inspectImage(png({ width: 250, height: 410 }))).toMatchObject({ width: 250, height: 410 });
    expect(inspectImage(webpLossless(250, 410))).toMatchObject({ width: 250, height: 410 });
  });

  it('accepts the limits themselves: 200 px a side, the pixel cap, exactly 5 MB', () => {
    expect(inspectImage(png({ width: MIN_SIDE, height: MIN_SIDE }))).toMatchObject({ width: 200, height: 200 });
    expect(inspectImage(png({ width: 8000, height: MAX_PIXELS / 8000, headerOnly: true }))).toMatchObject({ width: 8000, height: 5000 });
    const padded = concatBytes(png(), new Uint8Array(MAX_UPLOAD_BYTES - png().length));
    expect(padded.length).toBe(MAX_UPLOAD_BYTES);
    expect(inspectImage(padded).type).toBe('image/png');
  });

  it('tolerates zero padding after the image, as some cameras write it', () => {
    const zeros = new Uint8Array(64);
    expect(inspectImage(concatBytes(jpeg(), zeros)).type).toBe('image/jpeg');
    expect(inspectImage(concatBytes(png(), zeros)).type).toBe('image/png');
    expect(inspectImage(concatBytes(webpLossless(), zeros)).type).toBe('image/webp');
  });

  it('accepts the further images an MPF segment announces (HDR gain maps, depth maps) after the first one', () => {
    const withGainMap = concatBytes(jpeg({ segments: [mpfSegment()] }), jpeg({ width: 160, height: 120 }), [0, 0]);
    expect(inspectImage(withGainMap)).toEqual({ type: 'image/jpeg', extension: 'jpg', width: 320, height: 240 });
  });
});

describe('inspectImage refuses hostile and unusable files with a 4xx naming the field "file"', () => {
  const svg = '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="300" height="300"/></svg>';
  const text = (value: string) => concatBytes(value);

  it.each([
    ['an SVG', text(svg)],
    ['an SVG after a byte order mark', concatBytes([0xef, 0xbb, 0xbf], svg)],
    ['an SVG after whitespace', text(`\n\t  ${svg}`)],
    ['an SVG with an XML declaration', text(`<?xml version="1.0"?>${svg}`)],
    ['an HTML page', text('<!doctype html><html><body><script>alert(1)</script></body></html>')],
    ['a GIF', concatBytes('GIF89a', [0x40, 0x01, 0xf0, 0x00, 0, 0, 0], ',', new Uint8Array(20), ';')],
    ['a PDF', text('%PDF-1.7\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n')],
    ['a ZIP', zip()],
    ['a text file someone named photo.jpg', text('this is not a photo')],
    ['a PNG whose signature is one byte off', concatBytes([0x88], png().subarray(1))],
    ['a JPEG without its SOI marker', jpeg().subarray(2)],
    ['RIFF that is not WebP (a WAV header)', concatBytes('RIFF', [36, 0, 0, 0], 'WAVEfmt ', new Uint8Array(24))],
  ])('%s → 400, not an accepted type', (_name, bytes) => {
    expectRefused(bytes, UPLOAD_MESSAGES.unsupportedType);
  });

  it('an empty file → 400', () => {
    expectRefused(new Uint8Array(0), UPLOAD_MESSAGES.empty);
  });

  it('5 MB + 1 byte → 413, refused by size before any parsing', () => {
    expectRefused(concatBytes(png(), new Uint8Array(MAX_UPLOAD_BYTES + 1 - png().length)), UPLOAD_MESSAGES.tooLarge, 413);
    expectRefused(new Uint8Array(MAX_UPLOAD_BYTES + 1).fill(0x3c), UPLOAD_MESSAGES.tooLarge, 413);
  });

  it.each([
    ['a PNG followed by an HTML page', concatBytes(png(), '<html><script>alert(1)</script></html>')],
    ['a JPEG followed by a ZIP', concatBytes(jpeg(), zip())],
    ['a WebP followed by a script', concatBytes(webpLossless(), '<script>alert(1)</script>')],
    ['a JPEG followed by another JPEG it never announced', concatBytes(jpeg(), jpeg())],
    ['an MPF JPEG whose announced images are followed by a ZIP', concatBytes(jpeg({ segments: [mpfSegment()] }), jpeg(), zip())],
    ['zero padding and then a payload', concatBytes(png(), new Uint8Array(16), 'PK')],
  ])('%s → 400, data after the image', (_name, bytes) => {
    expectRefused(bytes, UPLOAD_MESSAGES.hiddenData);
  });

  it.each([
    ['a PNG cut off in its image data', png().subarray(0, 5000)],
    ['a PNG without IEND', png().subarray(0, png().length - 12)],
    ['a JPEG cut off in its scan', jpeg().subarray(0, jpeg().length - 100)],
    ['a JPEG without EOI', jpeg().subarray(0, jpeg().length - 2)],
    ['a JPEG that ends before its first scan', jpeg().subarray(0, 150)],
    ['a progressive JPEG cut off in its second scan', jpeg({ progressive: true }).subarray(0, 380)],
    ['a WebP whose RIFF size runs past the end', webpLossless().subarray(0, 28)],
    [
      'a JPEG whose frame marker never appears',
      concatBytes([0xff, 0xd8], jpegSegment(0xdb, new Uint8Array(65)), jpegSegment(0xda, [1, 1, 0, 0, 63, 0]), [0, 0, 0xff, 0xd9]),
    ],
    [
      'a JPEG with only DHT and DAC where the frame should be',
      concatBytes(
        [0xff, 0xd8],
        jpegSegment(0xc4, [0, 1, ...new Array<number>(15).fill(0), 0]),
        jpegSegment(0xcc, [0, 0x10]),
        jpegSegment(0xda, [1, 1, 0, 0, 63, 0]),
        [0, 0xff, 0xd9],
      ),
    ],
    ['a JPEG with EOI straight after SOI', concatBytes([0xff, 0xd8, 0xff, 0xd9])],
    [
      'a JPEG with two frames',
      concatBytes(jpeg().subarray(0, 2), jpegSegment(0xc0, [8, 0, 240, 1, 64, 1, 1, 0x11, 0]), jpeg().subarray(2)),
    ],
    ['a JPEG whose segment length runs past the end', concatBytes([0xff, 0xd8, 0xff, 0xe1, 0xff, 0xff], 'Exif')],
    ['a PNG whose IHDR CRC is wrong', replaceBytes(png(), 29, 33, [0xde, 0xad, 0xbe, 0xef])],
    ['a PNG whose IDAT CRC is wrong', replaceBytes(png(), png().length - 16, png().length - 12, [0, 0, 0, 0])],
    ['a PNG whose first chunk is not IHDR', concatBytes(PNG_SIGNATURE, pngChunk('gAMA', [0, 0, 0xb1, 0x8f]), png().subarray(8))],
    [
      'a PNG whose IHDR has the wrong length',
      concatBytes(PNG_SIGNATURE, pngChunk('IHDR', [0, 0, 1, 64, 0, 0, 0, 240, 8, 0, 0, 0]), png().subarray(33)),
    ],
    ['a PNG with an unknown critical chunk', png({ before: [pngChunk('ZZZZ', [1, 2, 3])] })],
    ['a PNG without IDAT', concatBytes(PNG_SIGNATURE, pngHeader(320, 240), pngChunk('IEND'))],
    [
      'a palette PNG without PLTE',
      concatBytes(
        PNG_SIGNATURE,
        pngChunk('IHDR', [0, 0, 1, 64, 0, 0, 0, 240, 8, 3, 0, 0, 0]),
        pngChunk('IDAT', zlibStored(new Uint8Array(0))),
        pngChunk('IEND'),
      ),
    ],
    [
      'a PNG with an impossible bit depth',
      concatBytes(PNG_SIGNATURE, pngChunk('IHDR', [0, 0, 1, 64, 0, 0, 0, 240, 3, 0, 0, 0, 0]), png().subarray(33)),
    ],
    ['a 0×0 PNG', png({ width: 0, height: 0, headerOnly: true })],
    ['a 0×0 JPEG', jpeg({ width: 0, height: 0 })],
    ['a WebP with no chunks', riff()],
    ['a WebP whose first chunk is not an image', riff(riffChunk('EXIF', exifTiff()), vp8lChunk(320, 240))],
    ['a VP8X WebP without a bitstream', riff(riffChunk('VP8X', [0, 0, 0, 0, 63, 1, 0, 239, 0, 0]))],
    ['a VP8X WebP whose canvas disagrees with its bitstream', webpExtended({ width: 320, height: 240, bitstream: vp8lChunk(640, 480) })],
    ['a VP8L WebP without its signature byte', riff(riffChunk('VP8L', [0x2e, 0x3f, 0xc0, 0x3b, 0, 0]))],
    ['a VP8 WebP that is not a key frame', riff(concatBytes(vp8Chunk().subarray(0, 8), [vp8Chunk()[8]! | 1], vp8Chunk().subarray(9)))],
  ])('%s → 400, damaged', (_name, bytes) => {
    expectRefused(bytes, UPLOAD_MESSAGES.damaged);
  });

  it.each([
    ['PNG', png({ width: 199, height: 300 })],
    ['JPEG', jpeg({ width: 300, height: 199 })],
    ['WebP', webpLossless(199, 199)],
  ])('a %s with a side of 199 px → 400, too small', (_name, bytes) => {
    expectRefused(bytes, UPLOAD_MESSAGES.tooSmall);
  });

  it.each([
    ['PNG claiming 50000×50000', png({ width: 50_000, height: 50_000, headerOnly: true })],
    ['JPEG claiming 50000×50000', jpeg({ width: 50_000, height: 50_000, headerOnly: true })],
    ['PNG one row over the cap', png({ width: 8000, height: MAX_PIXELS / 8000 + 1, headerOnly: true })],
    ['lossless WebP of 16384×16384', webpLossless(16_384, 16_384)],
  ])('a %s → 400, too many pixels (a decompression bomb of a few bytes)', (_name, bytes) => {
    expect(bytes.length).toBeLessThan(1000);
    expectRefused(bytes, UPLOAD_MESSAGES.tooManyPixels);
  });

  it('an animated WebP → 400, animated', () => {
    expectRefused(webpExtended({ flags: VP8X_FLAGS.animation }), UPLOAD_MESSAGES.animated);
    expectRefused(
      riff(riffChunk('VP8X', [0, 0, 0, 0, 63, 1, 0, 239, 0, 0]), riffChunk('ANIM', new Uint8Array(6)), vp8lChunk(320, 240)),
      UPLOAD_MESSAGES.animated,
    );
  });

  it('JPEG codings browsers cannot show (arithmetic, lossless, 12-bit) → 400', () => {
    expectRefused(jpeg({ frame: 0xc9 }), UPLOAD_MESSAGES.unusualJpeg);
    expectRefused(jpeg({ frame: 0xc3 }), UPLOAD_MESSAGES.unusualJpeg);
    expectRefused(jpeg({ frame: 0xc1, precision: 12 }), UPLOAD_MESSAGES.unusualJpeg);
  });
});

describe('stripMetadata removes what identifies the uploader and keeps what draws the image', () => {
  const PRIVATE = [GPS_TEXT, 'ns.adobe.com/xap', XMP_TEXT, 'Photoshop 3.0', 'Bengaluru', '<script>', 'MPF\0'];
  /** The SOI and JFIF APP0 of every fixture JPEG, after which the stripped metadata used to sit. */
  const JPEG_HEAD = 2 + 18;

  it('JPEG: drops EXIF (GPS included), XMP, IPTC, comments and MPF; keeps JFIF, ICC, Adobe and the orientation alone', () => {
    const original = jpeg({
      segments: [
        exifSegment({ orientation: 6 }),
        xmpSegment(),
        iptcSegment(),
        commentSegment(),
        iccSegment(),
        adobeSegment(),
        mpfSegment(),
      ],
    });
    for (const text of PRIVATE) expect(containsBytes(original, text), text).toBe(true);

    const stripped = stripMetadata(original, 'image/jpeg');
    for (const text of PRIVATE) expect(containsBytes(stripped, text), text).toBe(false);
    expect(jpegMarkers(stripped)).toEqual([0xe0, 0xe1, 0xe2, 0xee, 0xdb, 0xc0, 0xc4, 0xc4, 0xda]);
    const plain = jpeg();
    expectSameBytes(
      stripped,
      concatBytes(plain.subarray(0, JPEG_HEAD), orientationOnlyExif(6), iccSegment(), adobeSegment(), plain.subarray(JPEG_HEAD)),
    );
    expect(inspectImage(stripped)).toEqual(inspectImage(original));
  });

  it('JPEG: reads the orientation from little-endian EXIF too, and writes no EXIF at all when the photo is upright', () => {
    const plain = jpeg();
    const rotated = stripMetadata(jpeg({ segments: [exifSegment({ orientation: 8, littleEndian: true })] }), 'image/jpeg');
    expectSameBytes(rotated, concatBytes(plain.subarray(0, JPEG_HEAD), orientationOnlyExif(8), plain.subarray(JPEG_HEAD)));
    expectSameBytes(stripMetadata(jpeg({ segments: [exifSegment({ orientation: 1 })] }), 'image/jpeg'), plain);
    expectSameBytes(stripMetadata(jpeg({ segments: [xmpSegment()] }), 'image/jpeg'), plain);
  });

  it('JPEG: drops metadata between progressive scans, the images after the first and any zero padding', () => {
    const progressive = jpeg({ progressive: true, betweenScans: [commentSegment(), xmpSegment()] });
    expectSameBytes(stripMetadata(progressive, 'image/jpeg'), jpeg({ progressive: true }));
    const withGainMap = concatBytes(jpeg({ segments: [mpfSegment()] }), new Uint8Array(4), jpeg({ segments: [exifSegment()] }));
    expectSameBytes(stripMetadata(withGainMap, 'image/jpeg'), jpeg());
    expectSameBytes(stripMetadata(concatBytes(jpeg(), new Uint8Array(100)), 'image/jpeg'), jpeg());
  });

  it('JPEG: keeps scan data with restart markers byte for byte', () => {
    const restarts = jpeg({ restartInterval: 7 });
    expectSameBytes(stripMetadata(restarts, 'image/jpeg'), restarts);
  });

  it('PNG: drops eXIf, tEXt, zTXt, iTXt, tIME and private chunks; keeps colour chunks, and every CRC still holds', () => {
    const original = png({
      before: [
        pngChunk('gAMA', [0, 0, 0xb1, 0x8f]),
        pngChunk('sRGB', [0]),
        pngChunk('pHYs', [0, 0, 0x0b, 0x13, 0, 0, 0x0b, 0x13, 1]),
        pngChunk('iCCP', concatBytes('ICC\0', [0], zlibStored(concatBytes('icc-profile-bytes')))),
        pngChunk('eXIf', exifTiff()),
        pngChunk('tIME', [0x07, 0xea, 11, 23, 10, 30, 0]),
        pngChunk('prVt', 'camera serial 123456'),
      ],
      after: [
        pngChunk('tEXt', concatBytes('Comment\0', GPS_TEXT)),
        pngChunk('zTXt', concatBytes('Raw profile type exif\0', [0], zlibStored(concatBytes(GPS_TEXT)))),
        pngChunk('iTXt', concatBytes('XML:com.adobe.xmp\0', [0, 0], '\0\0', XMP_TEXT)),
      ],
    });
    const stripped = stripMetadata(original, 'image/png');

    expect(pngChunks(stripped).map((chunk) => chunk.type)).toEqual(['IHDR', 'gAMA', 'sRGB', 'pHYs', 'iCCP', 'IDAT', 'IEND']);
    for (const chunk of pngChunks(stripped)) expect(chunk.storedCrc, chunk.type).toBe(chunk.computedCrc);
    for (const text of [GPS_TEXT, XMP_TEXT, 'camera serial', 'eXIf', 'tEXt', 'tIME'])
      expect(containsBytes(stripped, text), text).toBe(false);
    expect(inspectImage(stripped)).toEqual(inspectImage(original));
  });

  it('PNG: drops the zero padding after IEND, and animation chunks (the still image stays)', () => {
    expectSameBytes(stripMetadata(concatBytes(png(), new Uint8Array(9)), 'image/png'), png());
    const animated = png({ before: [pngChunk('acTL', [0, 0, 0, 1, 0, 0, 0, 0])] });
    expectSameBytes(stripMetadata(animated, 'image/png'), png());
  });

  it('WebP: drops EXIF and XMP, clears their VP8X flags, keeps ICC, and rewrites the RIFF size', () => {
    const original = webpExtended({
      flags: VP8X_FLAGS.icc | VP8X_FLAGS.exif | VP8X_FLAGS.xmp,
      before: [riffChunk('ICCP', 'icc-profile-bytes')],
      after: [riffChunk('EXIF', exifTiff()), riffChunk('XMP ', `${XMP_TEXT} `)],
    });
    expect(webpChunks(original)).toMatchObject({ fourccs: ['VP8X', 'ICCP', 'VP8L', 'EXIF', 'XMP '], vp8xFlags: 0x2c });

    const stripped = stripMetadata(original, 'image/webp');
    expect(webpChunks(stripped)).toEqual({ fourccs: ['VP8X', 'ICCP', 'VP8L'], riffSize: stripped.length - 8, vp8xFlags: VP8X_FLAGS.icc });
    for (const text of [GPS_TEXT, XMP_TEXT, 'EXIF', 'XMP ']) expect(containsBytes(stripped, text), text).toBe(false);
    expect(inspectImage(stripped)).toEqual(inspectImage(original));
  });

  it('WebP: drops a stray EXIF chunk from a simple (VP8L or VP8) file as well', () => {
    expectSameBytes(stripMetadata(riff(vp8lChunk(320, 240), riffChunk('EXIF', exifTiff())), 'image/webp'), webpLossless());
    expectSameBytes(stripMetadata(riff(vp8Chunk(), riffChunk('XMP ', XMP_TEXT)), 'image/webp'), webpLossy());
  });

  it.each([
    ['JPEG', jpeg(), 'image/jpeg'],
    ['progressive JPEG', jpeg({ progressive: true }), 'image/jpeg'],
    ['PNG', png(), 'image/png'],
    ['WebP', webpExtended({ bitstream: vp8Chunk() }), 'image/webp'],
  ] as const)('leaves a %s without metadata byte for byte as it was', (_name, bytes, type) => {
    expectSameBytes(stripMetadata(bytes, type), bytes);
  });

  it('refuses bytes that are not a whole image of the type it is told', () => {
    expect(() => stripMetadata(png(), 'image/jpeg')).toThrow(
      expect.objectContaining({ status: 400, message: UPLOAD_MESSAGES.unsupportedType }),
    );
    expect(() => stripMetadata(concatBytes(png(), '<html>'), 'image/png')).toThrow(
      expect.objectContaining({ status: 400, errors: [{ field: 'file', message: UPLOAD_MESSAGES.hiddenData }] }),
    );
  });
});

describe('contentHashKey and prepareImageUpload name stored files by their content', () => {
  it('is the prefix, the first 32 hex digits of the SHA-256 of the bytes, and the extension', async () => {
    // SHA-256("abc") = ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad (FIPS 180-2, appendix B.1).
    expect(await contentHashKey(concatBytes('abc'), 'jpg', 'businesses/b1')).toBe('businesses/b1/ba7816bf8f01cfea414140de5dae2223.jpg');
  });

  it('is the same for the same bytes and different for different bytes', async () => {
    const key = await contentHashKey(png(), 'png', 'businesses/b1');
    expect(await contentHashKey(png(), 'png', 'businesses/b1')).toBe(key);
    expect(await contentHashKey(png({ width: 321 }), 'png', 'businesses/b1')).not.toBe(key);
    expect(isSafeMediaKey(key)).toBe(true);
  });

  it('stores the stripped image under a key made of nothing the uploader chose', async () => {
    const upload = await prepareImageUpload(jpeg({ segments: [exifSegment(), commentSegment('holiday-in-goa.jpg')] }), 'businesses/42');
    expect(upload).toMatchObject({ type: 'image/jpeg', extension: 'jpg', width: 320, height: 240 });
    expect(upload.key).toMatch(/^businesses\/42\/[0-9a-f]{32}\.jpg$/);
    expect(upload.key).toBe(await contentHashKey(upload.bytes, 'jpg', 'businesses/42'));
    expect(containsBytes(upload.bytes, GPS_TEXT)).toBe(false);
    expect(containsBytes(upload.bytes, 'holiday-in-goa')).toBe(false);
  });

  it('gives one photo the same key whatever metadata it arrived with, so a re-upload is one object', async () => {
    const bare = await prepareImageUpload(png(), 'businesses/42');
    const tagged = await prepareImageUpload(
      png({ before: [pngChunk('eXIf', exifTiff())], after: [pngChunk('tEXt', 'Title\0Shop')] }),
      'businesses/42',
    );
    expect(tagged.key).toBe(bare.key);
  });

  it('refuses what inspectImage refuses, before hashing anything', async () => {
    await expect(prepareImageUpload(png({ width: 150, height: 150 }), 'businesses/42')).rejects.toMatchObject({
      status: 400,
      errors: [{ field: 'file', message: UPLOAD_MESSAGES.tooSmall }],
    });
  });
});

describe('no input crashes the inspector (property-based)', () => {
  const SEED = 20261124;
  const RUNS = 300;
  const VALID = [
    jpeg(),
    jpeg({ progressive: true }),
    jpeg({ restartInterval: 5 }),
    png({ width: 200, height: 200 }),
    webpLossless(),
    webpLossy(),
  ];

  /** Either a refusal in the envelope's terms, or an acceptable image that survives stripping unchanged in size. */
  function expectRefusedOrValid(bytes: Uint8Array): void {
    let image;
    try {
      image = inspectImage(bytes);
    } catch (error) {
      expect(error).toBeInstanceOf(ApiError);
      const { status, message, errors } = error as ApiError;
      expect([400, 413]).toContain(status);
      expect(Object.values(UPLOAD_MESSAGES)).toContain(message);
      expect(errors).toEqual([{ field: 'file', message }]);
      return;
    }
    expect(ACCEPTED_TYPES).toContain(image.type);
    expect(Math.min(image.width, image.height)).toBeGreaterThanOrEqual(MIN_SIDE);
    expect(image.width * image.height).toBeLessThanOrEqual(MAX_PIXELS);
    expect(inspectImage(stripMetadata(bytes, image.type))).toEqual(image);
  }

  const options = { seed: SEED, numRuns: RUNS };
  const validImage = fc.constantFrom(...VALID);

  it('random bytes', () => {
    fc.assert(fc.property(fc.uint8Array({ maxLength: 4096 }), expectRefusedOrValid), options);
  });

  it('random bytes after a real magic number or header', () => {
    const heads = fc.constantFrom(
      Uint8Array.from([0xff, 0xd8, 0xff]),
      jpeg().subarray(0, 200),
      Uint8Array.from(PNG_SIGNATURE),
      png().subarray(0, 33),
      concatBytes('RIFF', [0, 1, 0, 0], 'WEBP'),
      webpLossless().subarray(0, 20),
    );
    fc.assert(
      fc.property(heads, fc.uint8Array({ maxLength: 4096 }), (head, tail) => expectRefusedOrValid(concatBytes(head, tail))),
      options,
    );
  });

  it('random bytes glued before or after a valid image', () => {
    const glued = fc.tuple(validImage, fc.uint8Array({ minLength: 1, maxLength: 512 }), fc.boolean());
    fc.assert(
      fc.property(glued, ([image, extra, before]) => expectRefusedOrValid(before ? concatBytes(extra, image) : concatBytes(image, extra))),
      options,
    );
  });

  it('valid images with bytes overwritten, or cut short anywhere', () => {
    const damage = fc.tuple(
      validImage,
      fc.array(fc.tuple(fc.nat(), fc.integer({ min: 0, max: 255 })), { minLength: 1, maxLength: 8 }),
      fc.nat(),
    );
    fc.assert(
      fc.property(damage, ([image, writes, cut]) => {
        const mutated = Uint8Array.from(image);
        for (const [at, value] of writes) mutated[at % mutated.length] = value;
        expectRefusedOrValid(mutated);
        expectRefusedOrValid(image.subarray(0, cut % image.length));
      }),
      options,
    );
  });

  it('whatever a comment or text chunk says, stripping leaves the bare image', () => {
    const text = fc.string({ unit: 'binary', maxLength: 300 });
    const [bareJpeg, barePng] = [jpeg(), png({ width: 200, height: 200 })];
    fc.assert(
      fc.property(text, (value) => {
        expectSameBytes(stripMetadata(jpeg({ segments: [commentSegment(value)] }), 'image/jpeg'), bareJpeg);
        const withText = concatBytes(barePng.subarray(0, 33), pngChunk('tEXt', concatBytes('Comment\0', value)), barePng.subarray(33));
        expectSameBytes(stripMetadata(withText, 'image/png'), barePng);
      }),
      { seed: SEED, numRuns: 100 },
    );
  });
});
