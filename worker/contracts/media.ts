/*
 * Photo uploads, one definition for the Worker (worker/services/image-upload.ts) and the web app's upload form, so the
 * form can refuse a file before sending it with the words the server would use (docs/product.md §3.19).
 */

/** The multipart field that carries the file, and the field every refusal names. */
export const UPLOAD_FIELD = 'file';

/** 5 MB holds a phone photo at full quality (12 megapixels is typically 2–4 MB) and bounds what one request buffers. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

/** Smaller than this looks blurred in the profile's carousel and card thumbnails. */
export const MIN_SIDE = 200;

/**
 * Against decompression bombs: a few kilobytes can declare 50,000 × 50,000 pixels, which every viewer would try to
 * decode into 10 GB. 40 megapixels (160 MB decoded) still takes what fits in 5 MB in practice: a 24-megapixel phone
 * photo, a 36-megapixel camera, a stitched panorama; a 48- or 50-megapixel shot is usually over 5 MB already. It stays well
 * under the 100 megapixels Cloudflare's image transformations accept, should we resize through them later.
 */
export const MAX_PIXELS = 40_000_000;

/** Enough for a gallery of the place, its products and its team; more becomes a catalogue nobody scrolls through. */
export const MAX_PHOTOS_PER_LISTING = 25;

export const ACCEPTED_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type ImageType = (typeof ACCEPTED_TYPES)[number];

/** Stored files are named by us, with the extension of the type their bytes proved. */
export const IMAGE_EXTENSIONS = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' } as const satisfies Record<
  ImageType,
  string
>;
export type ImageExtension = (typeof IMAGE_EXTENSIONS)[ImageType];

export const UPLOAD_MESSAGES = {
  empty: 'The file is empty. Please choose a photo.',
  tooLarge: 'The photo must be 5 MB or smaller.',
  unsupportedType: 'Please upload a JPEG, PNG or WebP image.',
  unusualJpeg: 'This JPEG is saved in a way web browsers cannot show. Please save it again as a standard JPEG.',
  damaged: 'This image is damaged or incomplete. Please try another file.',
  hiddenData: 'This file has extra data after the picture. Please upload a plain JPEG, PNG or WebP photo.',
  animated: 'Animated images are not accepted. Please upload a still photo.',
  tooSmall: `The photo must be at least ${MIN_SIDE} pixels wide and ${MIN_SIDE} pixels high.`,
  tooManyPixels: `The photo has too many pixels (at most ${MAX_PIXELS / 1_000_000} megapixels). Please make it smaller and try again.`,
  tooManyPhotos: `A listing can have at most ${MAX_PHOTOS_PER_LISTING} photos. Delete one to add another.`,
} as const;
