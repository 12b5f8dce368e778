import { z } from 'zod';
import { idParam } from './common.ts';

/*
 * Photo uploads and an owner's photo edits, one definition for the Worker (worker/services/image-upload.ts,
 * worker/services/owner/media.ts) and the web app's photo manager, so the form can refuse a file or an edit before
 * sending it with the words the server would use (docs/product.md §3.19, §3.23).
 */

/** The multipart field that carries the file, and the field every refusal names. */
export const UPLOAD_FIELD = 'file';

/** 5 MB holds a phone photo at full quality (12 megapixels is typically 2–4 MB) and bounds what one request buffers. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

/**
 * The largest upload request body (multipart/form-data): the photo, at most MAX_UPLOAD_BYTES, and the framing around
 * it, a boundary and a few part headers (the file's name included), which 16 KB leaves room for many times over.
 */
export const UPLOAD_BODY_LIMIT = MAX_UPLOAD_BYTES + 16 * 1024;

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
  missing: 'Please choose a photo to upload.',
  oneAtATime: 'Please upload one photo at a time.',
  notMultipart: `Please send the photo as multipart/form-data, in the field "${UPLOAD_FIELD}".`,
  duplicate: 'This photo is already in the listing.',
} as const;

/** Enough to say what a photo shows to someone who cannot see it; a screen reader reads the whole of it. */
export const MAX_ALT_LENGTH = 200;

/** One photo of one listing, in a path: `/api/owner/businesses/:id/media/:mediaId`. */
export const mediaParam = idParam.extend({ mediaId: z.string().min(1).max(64) });

/**
 * An owner's change to one photo (docs/product.md §3.23). `alt` '' clears it (the profile then uses the business's
 * name); `position` moves the photo to that place in the listing's order, the others closing up around it (past the
 * end means last); `isPrimary` can only be set: a listing always has one main photo, so another one is chosen instead.
 */
export const mediaUpdateSchema = z
  .object({
    alt: z
      .string({ message: 'Alt text must be text' })
      .trim()
      .max(MAX_ALT_LENGTH, `Alt text must be at most ${MAX_ALT_LENGTH} characters`)
      .optional(),
    position: z
      .number({ message: 'Position must be a number' })
      .int('Position must be a whole number')
      .min(0, 'Position must be 0 or more')
      .optional(),
    isPrimary: z.literal(true, { message: 'To change the main photo, make another photo the main one' }).optional(),
  })
  .refine((changes) => changes.alt !== undefined || changes.position !== undefined || changes.isPrimary !== undefined, {
    message: 'Nothing to change: send alt, position or isPrimary',
  });
export type MediaUpdateInput = z.infer<typeof mediaUpdateSchema>;
