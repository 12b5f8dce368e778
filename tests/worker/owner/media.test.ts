import { env, SELF } from 'cloudflare:test';
import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { JSON_BODY_LIMIT } from '../../../worker/contracts/limits.ts';
import { MAX_PHOTOS_PER_LISTING, MAX_UPLOAD_BYTES, UPLOAD_BODY_LIMIT, UPLOAD_MESSAGES } from '../../../worker/contracts/media.ts';
import * as schema from '../../../worker/db/schema.ts';
import { BODY_TOO_LARGE } from '../../../worker/http/body-limit.ts';
import { newId } from '../../../worker/lib/ids.ts';
import { addPhoto } from '../../../worker/services/owner/media.ts';
import { prepareImageUpload } from '../../../worker/services/image-upload.ts';
import { addBusiness, addCategory, addPincode, db, requestContext } from '../fixtures.ts';
import {
  commentSegment,
  concatBytes,
  containsBytes,
  exifSegment,
  exifTiff,
  GPS_TEXT,
  jpeg,
  png,
  pngChunk,
  riffChunk,
  VP8X_FLAGS,
  webpExtended,
  webpLossy,
  XMP_TEXT,
  xmpSegment,
  zip,
} from '../support/images.ts';
import { api, signedInPerson } from '../support/people.ts';

/** An owner's photos: upload, order, main photo, alt text, delete (docs/product.md §3.19, §3.23, §7.10). */

interface Photo {
  id: string;
  url: string;
  alt: string | null;
  isPrimary: boolean;
  position: number;
}

interface Answer {
  status: number;
  body: {
    status: string;
    message: string;
    data: { media: Photo; photos: Photo[] };
    errors: { field: string; message: string }[];
  };
}

type Person = Awaited<ReturnType<typeof signedInPerson>>;

let owner: Person;
let categoryId = '';
let ipCounter = 0;

beforeAll(async () => {
  categoryId = (await addCategory('Bakeries')).id;
  await addPincode('560034', 12.93, 77.62);
  owner = await signedInPerson({ role: 'owner' });
});

/** A listing of `person`'s with no photos yet. */
async function listingOf(person: Person = owner, name = 'Koramangala Bakes') {
  const id = await addBusiness({ name, categoryId });
  await db.delete(schema.businessMedia).where(eq(schema.businessMedia.businessId, id));
  await db.update(schema.businesses).set({ ownerId: person.id }).where(eq(schema.businesses.id, id));
  return id;
}

const headers = (token?: string): Record<string, string> => ({
  'cf-connecting-ip': `10.88.${Math.floor(ipCounter / 200)}.${ipCounter++ % 200}`,
  ...(token ? { authorization: `Bearer ${token}` } : {}),
});

async function post(businessId: string, body: BodyInit, options: { token?: string; contentType?: string } = {}): Promise<Answer> {
  const init: Record<string, string> = headers('token' in options ? options.token : owner.token);
  if (options.contentType) init['content-type'] = options.contentType;
  const response = await SELF.fetch(`http://localhost/api/owner/businesses/${businessId}/media`, { method: 'POST', headers: init, body });
  return { status: response.status, body: (await response.json()) as Answer['body'] };
}

/** The form a browser sends: the file under `file`, with whatever name and type the uploader's computer gave it. */
function form(bytes: Uint8Array | null, { name = 'photo.jpg', type = 'image/jpeg', field = 'file' } = {}) {
  const data = new FormData();
  if (bytes) data.append(field, new File([bytes], name, { type }));
  return data;
}

const upload = (businessId: string, bytes: Uint8Array, options: { token?: string; name?: string; type?: string } = {}) =>
  post(businessId, form(bytes, options), 'token' in options ? { token: options.token } : {});

const patch = (businessId: string, mediaId: string, body: unknown, token = owner.token) =>
  api<Answer['body']>('PATCH', `/owner/businesses/${businessId}/media/${mediaId}`, { token, body });

const remove = (businessId: string, mediaId: string, token = owner.token) =>
  api<Answer['body']>('DELETE', `/owner/businesses/${businessId}/media/${mediaId}`, { token });

const listPhotos = (businessId: string, token = owner.token) =>
  api<Answer['body']>('GET', `/owner/businesses/${businessId}/media`, { token });

const keyOf = (url: string) => url.replace('http://localhost/media/', '');

async function storedObjects(businessId: string) {
  const listed = await env.MEDIA.list({ prefix: `businesses/${businessId}/` });
  return listed.objects.map((object) => object.key);
}

const storedRows = (businessId: string) =>
  db.select().from(schema.businessMedia).where(eq(schema.businessMedia.businessId, businessId)).orderBy(asc(schema.businessMedia.position));

/** Distinct photos: a PNG's bytes, and so its key, change with its width. */
const photo = (n: number) => png({ width: 200 + n, height: 200 });

function expectRefusal(answer: Answer, status: number, message: string, field = 'file') {
  expect({ status: answer.status, body: answer.body }).toEqual({
    status,
    body: { status: 'error', message, errors: [{ field, message }] },
  });
}

async function expectNothingStored(businessId: string) {
  expect(await storedObjects(businessId)).toEqual([]);
  expect(await storedRows(businessId)).toEqual([]);
}

describe('POST /api/owner/businesses/:id/media', () => {
  it.each([
    [
      'a JPEG with EXIF (GPS), XMP and a comment',
      jpeg({ segments: [exifSegment(), xmpSegment(), commentSegment()] }),
      'image/jpeg',
      'jpg',
      true,
    ],
    [
      'a progressive JPEG with EXIF (GPS)',
      jpeg({ progressive: true, segments: [exifSegment({ littleEndian: true })] }),
      'image/jpeg',
      'jpg',
      true,
    ],
    [
      'a PNG with eXIf and a text chunk',
      png({ before: [pngChunk('eXIf', exifTiff())], after: [pngChunk('tEXt', concatBytes('Comment\0', GPS_TEXT))] }),
      'image/png',
      'png',
      true,
    ],
    [
      'an extended WebP with EXIF and XMP',
      webpExtended({
        flags: VP8X_FLAGS.exif | VP8X_FLAGS.xmp,
        after: [riffChunk('EXIF', exifTiff()), riffChunk('XMP ', `${XMP_TEXT} `)],
      }),
      'image/webp',
      'webp',
      true,
    ],
    ['a lossy WebP without metadata', webpLossy(), 'image/webp', 'webp', false],
  ])('%s → 201, stored without metadata under its content hash, as its proven type', async (_name, bytes, type, extension, hadGps) => {
    expect(containsBytes(bytes, GPS_TEXT)).toBe(hadGps);
    const listing = await listingOf();
    // The uploader's claims about the file say something else entirely.
    const answer = await upload(listing, bytes, { name: '../../etc/passwd.gif', type: 'text/html' });
    expect(answer.status).toBe(201);
    expect(answer.body.message).toBe('Photo added');
    const { media } = answer.body.data;
    expect(media).toEqual({ id: expect.any(String), url: expect.any(String), alt: null, isPrimary: true, position: 0 });
    expect(media.url).toMatch(new RegExp(`^http://localhost/media/businesses/${listing}/[0-9a-f]{32}\\.${extension}$`));
    expect(answer.body.data.photos).toEqual([media]);

    const object = await env.MEDIA.get(keyOf(media.url));
    expect(object?.httpMetadata?.contentType).toBe(type);
    expect(object?.httpMetadata?.cacheControl).toBe('public, max-age=31536000, immutable');
    const stored = new Uint8Array((await object?.arrayBuffer()) ?? new ArrayBuffer(0));
    expect(stored.length).toBeGreaterThan(0);
    for (const text of [GPS_TEXT, XMP_TEXT, '<script>']) expect(containsBytes(stored, text), text).toBe(false);

    const [row] = await storedRows(listing);
    expect(row).toMatchObject({
      id: media.id,
      kind: 'image',
      url: keyOf(media.url),
      alt: null,
      isPrimary: true,
      position: 0,
      uploadedBy: owner.id,
      reviewedAt: null,
    });
    expect(Date.now() - (row?.uploadedAt?.getTime() ?? 0)).toBeLessThan(60_000);
  });

  it('adds later photos at the end, not as the main photo', async () => {
    const listing = await listingOf();
    await upload(listing, photo(0));
    const second = await upload(listing, photo(1));
    expect(second.status).toBe(201);
    expect(second.body.data.media).toMatchObject({ isPrimary: false, position: 1 });
    expect(second.body.data.photos.map((p) => [p.position, p.isPrimary])).toEqual([
      [0, true],
      [1, false],
    ]);
  });

  it('takes a photo of exactly 5 MB: the upload has its own body limit, above the 64 KB one for JSON', async () => {
    const listing = await listingOf();
    // Zero padding is allowed after the image (some cameras write it) and is not stored.
    const padded = concatBytes(photo(2), new Uint8Array(MAX_UPLOAD_BYTES - photo(2).length));
    expect(padded.length).toBe(MAX_UPLOAD_BYTES);
    const answer = await upload(listing, padded);
    expect(answer.status).toBe(201);
    const object = await env.MEDIA.get(keyOf(answer.body.data.media.url));
    expect(object?.size).toBe(photo(2).length);
    await object?.arrayBuffer();
  });

  const svg = '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="300" height="300"/></svg>';
  it.each([
    ['an SVG named photo.jpg', concatBytes(svg), UPLOAD_MESSAGES.unsupportedType],
    ['an HTML page', concatBytes('<!doctype html><html><body><script>alert(1)</script></body></html>'), UPLOAD_MESSAGES.unsupportedType],
    ['a ZIP', zip(), UPLOAD_MESSAGES.unsupportedType],
    [
      'a PNG followed by an HTML page (a polyglot)',
      concatBytes(photo(3), '<html><script>alert(1)</script></html>'),
      UPLOAD_MESSAGES.hiddenData,
    ],
    ['a JPEG followed by a ZIP', concatBytes(jpeg(), zip()), UPLOAD_MESSAGES.hiddenData],
    ['a PNG cut off in its image data', photo(4).subarray(0, 5000), UPLOAD_MESSAGES.damaged],
    ['a PNG of 199 px', png({ width: 199, height: 300 }), UPLOAD_MESSAGES.tooSmall],
    [
      'a PNG claiming 50000×50000 (a decompression bomb)',
      png({ width: 50_000, height: 50_000, headerOnly: true }),
      UPLOAD_MESSAGES.tooManyPixels,
    ],
    ['an animated WebP', webpExtended({ flags: VP8X_FLAGS.animation }), UPLOAD_MESSAGES.animated],
    ['an empty file', new Uint8Array(0), UPLOAD_MESSAGES.empty],
  ])('%s → 400 naming the field, nothing stored', async (_name, bytes, message) => {
    const listing = await listingOf();
    expectRefusal(await upload(listing, bytes), 400, message);
    await expectNothingStored(listing);
  });

  it('refuses a form without one file in the field "file", and a body that is not a form, storing nothing', async () => {
    const listing = await listingOf();
    expectRefusal(await post(listing, form(photo(5), { field: 'photo' })), 400, UPLOAD_MESSAGES.missing);
    expectRefusal(await post(listing, form(null)), 400, UPLOAD_MESSAGES.missing);
    const text = new FormData();
    text.append('file', 'not a file at all');
    expectRefusal(await post(listing, text), 400, UPLOAD_MESSAGES.missing);
    const two = form(photo(5));
    two.append('file', new File([photo(6)], 'b.png', { type: 'image/png' }));
    expectRefusal(await post(listing, two), 400, UPLOAD_MESSAGES.oneAtATime);
    expectRefusal(
      await post(listing, JSON.stringify({ file: 'x' }), { contentType: 'application/json' }),
      400,
      UPLOAD_MESSAGES.notMultipart,
    );
    expectRefusal(
      await post(listing, 'not multipart', { contentType: 'multipart/form-data; boundary=nothing-here' }),
      400,
      UPLOAD_MESSAGES.notMultipart,
    );
    await expectNothingStored(listing);
  });

  it('refuses a photo over 5 MB with 413, whether the body is within the upload limit, over it, or streamed', async () => {
    const listing = await listingOf();
    const over = concatBytes(photo(7), new Uint8Array(MAX_UPLOAD_BYTES + 1 - photo(7).length));
    expectRefusal(await upload(listing, over), 413, UPLOAD_MESSAGES.tooLarge);

    const huge = concatBytes(photo(7), new Uint8Array(UPLOAD_BODY_LIMIT + 1024 - photo(7).length));
    expectRefusal(await upload(listing, huge), 413, UPLOAD_MESSAGES.tooLarge);

    // Without Content-Length the limit counts the body as it arrives and stops reading it past the limit.
    const multipart = new Response(form(huge));
    const contentType = multipart.headers.get('content-type') ?? '';
    const whole = new Uint8Array(await multipart.arrayBuffer());
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= whole.length) return controller.close();
        controller.enqueue(whole.slice(sent, sent + 256 * 1024));
        sent += 256 * 1024;
      },
    });
    expectRefusal(await post(listing, stream, { contentType }), 413, UPLOAD_MESSAGES.tooLarge);
    await expectNothingStored(listing);
  });

  it('keeps the 64 KB JSON limit on every other route, multipart or not', async () => {
    const listing = await listingOf();
    const added = await upload(listing, photo(8));
    const bigJson = await api('PATCH', `/owner/businesses/${listing}/media/${added.body.data.media.id}`, {
      token: owner.token,
      body: { alt: 'x'.repeat(JSON_BODY_LIMIT) },
    });
    expect(bigJson.status).toBe(413);
    expect(bigJson.body).toEqual({ status: 'error', message: BODY_TOO_LARGE, errors: [] });

    const bigForm = new FormData();
    bigForm.append('message', 'x'.repeat(JSON_BODY_LIMIT + 1));
    const contact = await SELF.fetch('http://localhost/api/contact', { method: 'POST', headers: headers(), body: bigForm });
    expect(contact.status).toBe(413);
    expect(await contact.json()).toEqual({ status: 'error', message: BODY_TOO_LARGE, errors: [] });
  });

  it('refuses the same photo twice in one listing with 409, whatever metadata it carries the second time', async () => {
    const listing = await listingOf();
    const first = await upload(listing, jpeg());
    expect(first.status).toBe(201);
    // Upright, so the stored copy has no EXIF left at all: the same bytes, the same key.
    const again = await upload(listing, jpeg({ segments: [exifSegment({ orientation: 1 }), xmpSegment()] }));
    expectRefusal(again, 409, UPLOAD_MESSAGES.duplicate);
    expect(await storedRows(listing)).toHaveLength(1);
    expect(await storedObjects(listing)).toEqual([keyOf(first.body.data.media.url)]);
  });

  it(`refuses photo ${MAX_PHOTOS_PER_LISTING + 1} of a listing, and two uploads at once cannot both take the last place`, async () => {
    const listing = await listingOf();
    // One statement a row: D1 binds at most 100 variables in one.
    const rows = Array.from({ length: MAX_PHOTOS_PER_LISTING - 2 }, (_, position) =>
      db.insert(schema.businessMedia).values({
        id: newId(),
        businessId: listing,
        kind: 'image',
        url: `businesses/${listing}/${String(position).padStart(32, '0')}.png`,
        isPrimary: position === 0,
        position,
      }),
    );
    await db.batch(rows as [(typeof rows)[number], ...typeof rows]);
    const last = await upload(listing, photo(9));
    expect(last.status).toBe(201);
    expect(last.body.data.media.position).toBe(MAX_PHOTOS_PER_LISTING - 2);

    const [one, other] = await Promise.all([upload(listing, photo(10)), upload(listing, photo(11))]);
    expect([one.status, other.status].sort()).toEqual([201, 400]);
    const refused = one.status === 400 ? one : other;
    expectRefusal(refused, 400, UPLOAD_MESSAGES.tooManyPhotos);
    expect(await storedRows(listing)).toHaveLength(MAX_PHOTOS_PER_LISTING);

    expectRefusal(await upload(listing, photo(12)), 400, UPLOAD_MESSAGES.tooManyPhotos);
    // Only the two uploads that made it are in the bucket (the rows inserted above have no objects).
    expect(await storedObjects(listing)).toHaveLength(2);
    expect(await storedRows(listing)).toHaveLength(MAX_PHOTOS_PER_LISTING);
  });

  it('checks the limit and the duplicate again as it inserts, and then takes its object back unless a row shows it', async () => {
    const ctx = requestContext({ token: owner.token });
    const full = await listingOf();
    // While this upload's file is read, other uploads fill the listing.
    const filling = async () => {
      for (let position = 0; position < MAX_PHOTOS_PER_LISTING; position++) {
        const url = `seed/${position}-0123456789abcdef.png`;
        await db.insert(schema.businessMedia).values({ id: newId(), businessId: full, kind: 'image', url, position });
      }
      return photo(50);
    };
    await expect(addPhoto(ctx, { id: full, readFile: filling })).rejects.toMatchObject({
      status: 400,
      message: UPLOAD_MESSAGES.tooManyPhotos,
    });
    expect(await storedObjects(full)).toEqual([]);

    const racing = await listingOf();
    const { key } = await prepareImageUpload(photo(51), `businesses/${racing}`);
    // While this upload's file is read, the same photo arrives by another request and is stored with its row.
    const sameAgain = async () => {
      await env.MEDIA.put(key, photo(51));
      await db
        .insert(schema.businessMedia)
        .values({ id: newId(), businessId: racing, kind: 'image', url: key, isPrimary: true, position: 0 });
      return photo(51);
    };
    await expect(addPhoto(ctx, { id: racing, readFile: sameAgain })).rejects.toMatchObject({
      status: 409,
      message: UPLOAD_MESSAGES.duplicate,
    });
    expect(await storedObjects(racing)).toEqual([key]);
    expect(await storedRows(racing)).toHaveLength(1);
  });

  it('is for the listing’s owner or an admin: visitors 401, users 403, other owners 403, an unknown listing 404', async () => {
    const listing = await listingOf();
    const visitor = await upload(listing, photo(13), { token: undefined });
    expect(visitor.status).toBe(401);
    const user = await signedInPerson();
    expect((await upload(listing, photo(13), { token: user.token })).status).toBe(403);
    const otherOwner = await signedInPerson({ role: 'owner' });
    expect((await upload(listing, photo(13), { token: otherOwner.token })).body).toMatchObject({
      status: 'error',
      message: 'You do not have permission to do this.',
    });
    await expectNothingStored(listing);
    expect((await upload('no-such-listing', photo(13))).status).toBe(404);

    const admin = await signedInPerson({ role: 'admin' });
    const byAdmin = await upload(listing, photo(13), { token: admin.token });
    expect(byAdmin.status).toBe(201);
    expect((await storedRows(listing))[0]?.uploadedBy).toBe(admin.id);
  });
});

describe('the upload limit', () => {
  // A hundred uploads take seconds on a busy machine: the bound is the test's, never an assertion on time.
  it('takes 100 uploads an hour per account, counted before the file is read, then answers 429', { timeout: 60_000 }, async () => {
    const busy = await signedInPerson({ role: 'owner' });
    const listing = await listingOf(busy, 'Busy Bakes');
    const statuses = new Set<number>();
    // The same small photo every time: the first is stored, the rest are refused as duplicates, and all of them count.
    for (let n = 0; n < 100; n++) statuses.add((await upload(listing, photo(1), { token: busy.token })).status);
    expect([...statuses].sort()).toEqual([201, 409]);
    const refused = await post(listing, form(new Uint8Array(0)), { token: busy.token });
    // An empty form would be a 400 naming the file: the limit answers before the body is looked at.
    expect(refused).toMatchObject({ status: 429, body: { message: 'Too many requests. Please try again later.' } });
    expect(await storedRows(listing)).toHaveLength(1);
  });
});

/** A listing with photos a, b, c, d at positions 0–3, a the main one. */
async function listingWithFour() {
  const listing = await listingOf();
  const ids: string[] = [];
  for (const n of [20, 21, 22, 23]) ids.push((await upload(listing, photo(n))).body.data.media.id);
  return { listing, ids };
}

const orderOf = (photos: Photo[]) => photos.map((p) => p.id);
const primaryOf = (photos: Photo[]) => photos.filter((p) => p.isPrimary).map((p) => p.id);
const positionsOf = (photos: Photo[]) => photos.map((p) => p.position);

describe('GET /api/owner/businesses/:id/media', () => {
  it('lists the photos in order; only for the owner or an admin', async () => {
    const { listing, ids } = await listingWithFour();
    const listed = await listPhotos(listing);
    expect(listed.status).toBe(200);
    expect(orderOf(listed.body.data.photos)).toEqual(ids);
    expect(positionsOf(listed.body.data.photos)).toEqual([0, 1, 2, 3]);
    const otherOwner = await signedInPerson({ role: 'owner' });
    expect((await listPhotos(listing, otherOwner.token)).status).toBe(403);
  });
});

describe('PATCH /api/owner/businesses/:id/media/:mediaId', () => {
  it('sets the alt text, trimmed; an empty one clears it; over 200 characters is refused', async () => {
    const { listing, ids } = await listingWithFour();
    const [a] = ids as [string];
    const set = await patch(listing, a, { alt: '  The counter, with fresh bread  ' });
    expect(set.status).toBe(200);
    expect(set.body.message).toBe('Photo updated');
    expect(set.body.data.media).toMatchObject({ id: a, alt: 'The counter, with fresh bread', position: 0, isPrimary: true });
    expect((await patch(listing, a, { alt: '' })).body.data.media.alt).toBeNull();
    expectRefusal(await patch(listing, a, { alt: 'x'.repeat(201) }), 400, 'Alt text must be at most 200 characters', 'alt');
    expect((await patch(listing, a, { alt: 'x'.repeat(200) })).status).toBe(200);
  });

  it('moves a photo to a position, the others closing up around it; past the end means last', async () => {
    const { listing, ids } = await listingWithFour();
    const [a, b, c, d] = ids as [string, string, string, string];
    const moved = await patch(listing, a, { position: 2 });
    expect(moved.status).toBe(200);
    expect(orderOf(moved.body.data.photos)).toEqual([b, c, a, d]);
    expect(positionsOf(moved.body.data.photos)).toEqual([0, 1, 2, 3]);
    expect(moved.body.data.media).toMatchObject({ id: a, position: 2, isPrimary: true });

    const last = await patch(listing, b, { position: 99 });
    expect(orderOf(last.body.data.photos)).toEqual([c, a, d, b]);
    const first = await patch(listing, d, { position: 0 });
    expect(orderOf(first.body.data.photos)).toEqual([d, c, a, b]);
    expect(positionsOf(first.body.data.photos)).toEqual([0, 1, 2, 3]);
    // The main photo stays the main photo wherever it is.
    expect(primaryOf(first.body.data.photos)).toEqual([a]);

    const rows = await storedRows(listing);
    expect(rows.map((row) => [row.id, row.position])).toEqual([
      [d, 0],
      [c, 1],
      [a, 2],
      [b, 3],
    ]);
  });

  it('makes a photo the only main photo; several changes go together', async () => {
    const { listing, ids } = await listingWithFour();
    const [a, , c] = ids as [string, string, string];
    const made = await patch(listing, c, { isPrimary: true, position: 0, alt: 'Shop front' });
    expect(made.status).toBe(200);
    expect(made.body.data.media).toEqual(expect.objectContaining({ id: c, isPrimary: true, position: 0, alt: 'Shop front' }));
    expect(primaryOf(made.body.data.photos)).toEqual([c]);
    expect((await storedRows(listing)).filter((row) => row.isPrimary).map((row) => row.id)).toEqual([c]);
    expect(orderOf(made.body.data.photos)[1]).toBe(a);
  });

  it('refuses nonsense with 400 naming the field, and changes nothing', async () => {
    const { listing, ids } = await listingWithFour();
    const [a] = ids as [string];
    const before = await storedRows(listing);
    for (const [body, field] of [
      [{ isPrimary: false }, 'isPrimary'],
      [{ position: -1 }, 'position'],
      [{ position: 1.5 }, 'position'],
      [{ position: '2' }, 'position'],
      [{ alt: 7 }, 'alt'],
      [{}, 'body'],
    ] as const) {
      const answer = await patch(listing, a, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.errors[0]?.field, JSON.stringify(body)).toBe(field);
    }
    expect(await storedRows(listing)).toEqual(before);
  });

  it('answers 404 for a photo of another listing, or a video, and 403 for another owner', async () => {
    const { listing, ids } = await listingWithFour();
    const other = await listingWithFour();
    expect((await patch(listing, other.ids[0] as string, { alt: 'Not mine' })).status).toBe(404);
    const video = newId();
    await db
      .insert(schema.businessMedia)
      .values({ id: video, businessId: listing, kind: 'video', url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', position: 0 });
    expect((await patch(listing, video, { alt: 'A video' })).status).toBe(404);
    const otherOwner = await signedInPerson({ role: 'owner' });
    expect((await patch(listing, ids[0] as string, { alt: 'Mine now' }, otherOwner.token)).status).toBe(403);
    expect((await storedRows(other.listing)).every((row) => row.alt === null)).toBe(true);
  });
});

describe('DELETE /api/owner/businesses/:id/media/:mediaId', () => {
  it('deletes the row and its object; the others close up', async () => {
    const { listing, ids } = await listingWithFour();
    const [a, b, c, d] = ids as [string, string, string, string];
    const key = (await storedRows(listing)).find((row) => row.id === b)?.url ?? '';
    const deleted = await remove(listing, b);
    expect(deleted.status).toBe(200);
    expect(deleted.body.message).toBe('Photo deleted');
    expect(orderOf(deleted.body.data.photos)).toEqual([a, c, d]);
    expect(positionsOf(deleted.body.data.photos)).toEqual([0, 1, 2]);
    expect(await env.MEDIA.head(key)).toBeNull();
    expect(await storedObjects(listing)).toHaveLength(3);
    expect((await remove(listing, b)).status).toBe(404);
  });

  it('makes the first of the rest the main photo when the main one goes, and leaves none when the last goes', async () => {
    const { listing, ids } = await listingWithFour();
    const [a, b, c, d] = ids as [string, string, string, string];
    const afterA = await remove(listing, a);
    expect(primaryOf(afterA.body.data.photos)).toEqual([b]);
    await patch(listing, d, { isPrimary: true });
    const afterD = await remove(listing, d);
    expect(primaryOf(afterD.body.data.photos)).toEqual([b]);
    expect(orderOf(afterD.body.data.photos)).toEqual([b, c]);
    await remove(listing, b);
    const empty = await remove(listing, c);
    expect(empty.body.data.photos).toEqual([]);
    await expectNothingStored(listing);
  });

  it('leaves the rest numbered 0… with one main photo however many deletes and moves run at once (issue 33)', async () => {
    const listing = await listingOf(owner, 'Racing Bakes');
    const ids: string[] = [];
    for (let n = 0; n < 12; n++) ids.push((await upload(listing, photo(40 + n))).body.data.media.id);
    const deleted = [ids[0], ids[3], ids[5], ids[7], ids[9], ids[11]] as string[];
    const answers = await Promise.all([
      ...deleted.map((id) => remove(listing, id)),
      patch(listing, ids[10] as string, { position: 0 }),
      patch(listing, ids[2] as string, { isPrimary: true }),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual(Array<number>(8).fill(200));
    const rows = await storedRows(listing);
    expect(rows.map((row) => row.id).sort()).toEqual(ids.filter((id) => !deleted.includes(id)).sort());
    expect(rows.map((row) => row.position)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(rows.filter((row) => row.isPrimary)).toHaveLength(1);
    // The public profile shows them so: a main photo first.
    const profile = await api<{ data: { business: { images: { isPrimary: boolean }[] } } }>('GET', `/business/public/${listing}`);
    expect(profile.body.data.business.images[0]?.isPrimary).toBe(true);
  });

  it('keeps an object another row still shows, and never deletes images from outside the listing’s uploads', async () => {
    const listing = await listingOf();
    const added = await upload(listing, photo(30));
    const key = keyOf(added.body.data.media.url);
    const copy = newId();
    await db.insert(schema.businessMedia).values({ id: copy, businessId: listing, kind: 'image', url: key, position: 1 });
    await remove(listing, added.body.data.media.id);
    expect(await env.MEDIA.head(key)).not.toBeNull();
    await remove(listing, copy);
    expect(await env.MEDIA.head(key)).toBeNull();

    const seedKey = 'seed/businesses/bakery-0123456789abcdef.svg';
    await env.MEDIA.put(seedKey, '<svg xmlns="http://www.w3.org/2000/svg"/>', { httpMetadata: { contentType: 'image/svg+xml' } });
    const seeded = newId();
    await db
      .insert(schema.businessMedia)
      .values({ id: seeded, businessId: listing, kind: 'image', url: seedKey, isPrimary: true, position: 0 });
    expect((await remove(listing, seeded)).status).toBe(200);
    expect(await env.MEDIA.head(seedKey)).not.toBeNull();
  });
});

describe('uploaded photos in public', () => {
  it('are served at /media/<key> with their proven type, nosniff and a year-long cache', async () => {
    const listing = await listingOf();
    const added = await upload(listing, jpeg({ segments: [exifSegment()] }), { name: 'photo.html', type: 'text/html' });
    const response = await SELF.fetch(added.body.data.media.url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const served = new Uint8Array(await response.arrayBuffer());
    expect(served[0]).toBe(0xff);
    expect(containsBytes(served, GPS_TEXT)).toBe(false);
  });

  it('appear on the public profile and the search card at once, the main photo first', async () => {
    const person = await signedInPerson();
    const added = await api<{ data: { business: { id: string } } }>('POST', '/owner/businesses', {
      token: person.token,
      body: {
        name: 'Thippasandra Sourdough',
        category: 'Bakeries',
        description: 'Sourdough loaves, croissants and filter coffee, baked every morning from six.',
        address: '7, 2nd Main, Thippasandra',
        pincode: '560034',
        phone: '98450 22222',
      },
    });
    const listing = added.body.data.business.id;
    await db.update(schema.businesses).set({ status: 'approved', isVerified: true }).where(eq(schema.businesses.id, listing));

    const profile = async () =>
      (
        await api<{ data: { business: { images: { url: string; alt: string; isPrimary: boolean }[] } } }>(
          'GET',
          `/business/public/${listing}`,
        )
      ).body.data.business.images;
    const card = async () =>
      (
        await api<{ data: { businesses: { _id: string; images: { url: string }[] }[] } }>(
          'GET',
          `/business/search?q=${encodeURIComponent('Thippasandra Sourdough')}`,
        )
      ).body.data.businesses.find((business) => business._id === listing)?.images;
    expect(await profile()).toEqual([]);

    const first = (await upload(listing, photo(40), { token: person.token })).body.data.media;
    expect(await profile()).toEqual([{ url: first.url, alt: 'Thippasandra Sourdough', isPrimary: true }]);
    expect(await card()).toEqual([expect.objectContaining({ url: first.url })]);

    const second = (await upload(listing, photo(41), { token: person.token })).body.data.media;
    await patch(listing, second.id, { isPrimary: true, alt: 'Fresh loaves on the counter' }, person.token);
    expect(await profile()).toEqual([
      { url: second.url, alt: 'Fresh loaves on the counter', isPrimary: true },
      { url: first.url, alt: 'Thippasandra Sourdough', isPrimary: false },
    ]);
    expect(await card()).toEqual([expect.objectContaining({ url: second.url })]);

    await remove(listing, second.id, person.token);
    expect(await card()).toEqual([expect.objectContaining({ url: first.url })]);
  });
});

describe('tRPC owner.photos, owner.updatePhoto, owner.deletePhoto', () => {
  it('list, change and delete through the same rules as REST', async () => {
    const { listing, ids } = await listingWithFour();
    const [a, b, c, d] = ids as [string, string, string, string];
    const input = encodeURIComponent(JSON.stringify({ id: listing }));
    const listed = await api<{ result: { data: Photo[] } }>('GET', `/trpc/owner.photos?input=${input}`, { token: owner.token });
    expect(orderOf(listed.body.result.data)).toEqual(ids);

    const updated = await api<{ result: { data: { media: Photo; photos: Photo[] } } }>('POST', '/trpc/owner.updatePhoto', {
      token: owner.token,
      body: { id: listing, mediaId: d, changes: { position: 0, isPrimary: true } },
    });
    expect(orderOf(updated.body.result.data.photos)).toEqual([d, a, b, c]);
    expect(primaryOf(updated.body.result.data.photos)).toEqual([d]);

    const refused = await api<{ error: { data: { httpStatus: number; errors: { field: string }[] } } }>('POST', '/trpc/owner.updatePhoto', {
      token: owner.token,
      body: { id: listing, mediaId: d, changes: { alt: 'x'.repeat(201) } },
    });
    expect(refused.body.error.data).toMatchObject({ httpStatus: 400, errors: [{ field: 'changes.alt' }] });

    const deleted = await api<{ result: { data: Photo[] } }>('POST', '/trpc/owner.deletePhoto', {
      token: owner.token,
      body: { id: listing, mediaId: d },
    });
    expect(orderOf(deleted.body.result.data)).toEqual([a, b, c]);
    expect(primaryOf(deleted.body.result.data)).toEqual([a]);

    const otherOwner = await signedInPerson({ role: 'owner' });
    const notYours = await api('POST', '/trpc/owner.deletePhoto', { token: otherOwner.token, body: { id: listing, mediaId: a } });
    expect(notYours.status).toBe(403);
  });
});
