import { env, SELF } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { mediaCacheControl } from '../../worker/services/media.ts';

const HASHED_KEY = 'seed/categories/restaurant-0123456789abcdef.svg';
const PLAIN_KEY = 'uploads/menu.pdf';

beforeEach(async () => {
  await env.MEDIA.put(HASHED_KEY, '<svg xmlns="http://www.w3.org/2000/svg"/>', {
    httpMetadata: { contentType: 'image/svg+xml' },
  });
  await env.MEDIA.put(PLAIN_KEY, 'pdf-bytes', { httpMetadata: { contentType: 'application/pdf' } });
});

describe('GET /media/<key>', () => {
  it('serves the object with its stored content type, ETag and a year-long cache for hashed keys', async () => {
    const response = await SELF.fetch(`http://localhost/media/${HASHED_KEY}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    expect(response.headers.get('etag')).toMatch(/^"[0-9a-f]+"$/);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await response.text()).toBe('<svg xmlns="http://www.w3.org/2000/svg"/>');
  });

  it('gives keys without a content hash a short cache', async () => {
    const response = await SELF.fetch(`http://localhost/media/${PLAIN_KEY}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
    await response.arrayBuffer();
  });

  it('caches owners’ uploads for a year too: their keys are named by their content', () => {
    expect(mediaCacheControl('businesses/b1/0123456789abcdef0123456789abcdef.jpg')).toBe('public, max-age=31536000, immutable');
    expect(mediaCacheControl('businesses/b1/photo.jpg')).toBe('public, max-age=3600');
    expect(mediaCacheControl('businesses/b1/cafe.jpg')).toBe('public, max-age=3600');
  });

  it('answers 304 without a body when the browser already has that version', async () => {
    const first = await SELF.fetch(`http://localhost/media/${HASHED_KEY}`);
    await first.arrayBuffer();
    const etag = first.headers.get('etag') ?? '';
    const again = await SELF.fetch(`http://localhost/media/${HASHED_KEY}`, { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
  });

  it('answers a 404 envelope for a missing object', async () => {
    const response = await SELF.fetch('http://localhost/media/seed/nothing-here.png');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ status: 'error', message: 'Media not found', errors: [] });
  });

  it('refuses keys that climb out of their folder once decoded', async () => {
    const response = await SELF.fetch('http://localhost/media/seed%2F..%2Fuploads%2Fmenu.pdf');
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ status: 'error', message: 'Media not found' });
  });
});
