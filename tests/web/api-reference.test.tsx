import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadCatalogue } from '../../web/src/i18n/catalogues.ts';
import { ApiReferencePage } from '../../web/src/features/developers/ApiReferencePage.tsx';
import { exampleRequest, typeText, type ApiDocument } from '../../web/src/features/developers/api-document.ts';
import { renderWithApp, trpcFetch } from './support/trpc.tsx';

/** A small document of the shape GET /api/openapi.json answers (worker/openapi/document.ts). */
const DOCUMENT: ApiDocument = {
  openapi: '3.1.0',
  info: { title: 'CityPages REST API' },
  tags: [
    { name: 'Directory', description: 'Businesses as visitors find them.' },
    { name: 'Owner listings', description: 'Running a listing.' },
  ],
  paths: {
    '/api/business/search': {
      get: {
        operationId: 'business.search',
        tags: ['Directory'],
        summary: 'Search businesses',
        'x-guard': 'public',
        parameters: [
          { in: 'query', name: 'q', schema: { type: 'string', maxLength: 100 }, example: 'dentist near Jayanagar' },
          { in: 'query', name: 'limit', schema: { type: 'integer', minimum: 1, maximum: 50 }, example: 10 },
        ],
        responses: { '200': { description: 'Done.' }, '400': { $ref: '#/components/responses/BadRequest' } },
      },
    },
    '/api/owner/enquiries/{id}': {
      patch: {
        operationId: 'owner.setEnquiryStatus',
        tags: ['Owner listings'],
        summary: 'Mark an enquiry',
        'x-guard': 'owner',
        parameters: [{ in: 'path', name: 'id', required: true, schema: { type: 'string' }, example: 'e5k9x2m7q4v8w1n3r6t0' }],
        requestBody: {
          content: {
            'application/json': {
              schema: {
                type: 'object',
                properties: { status: { type: 'string', enum: ['new', 'replied', 'closed'] } },
                required: ['status'],
              },
              example: { status: 'replied' },
            },
          },
        },
        responses: { '200': { description: 'Done.' } },
      },
    },
  },
  components: { responses: { BadRequest: { description: 'The input was refused.' } } },
};

function answering(document: unknown, status = 200) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    expect(String(input)).toBe('/api/openapi.json');
    return new Response(JSON.stringify(document), { status, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the API reference page', () => {
  it('shows each operation by tag: method, path, summary, who may call it, parameters, body and example', async () => {
    answering(DOCUMENT);
    renderWithApp(<ApiReferencePage />, { fetch: trpcFetch({}) });
    expect(screen.getByRole('heading', { level: 1, name: 'API reference' })).toBeTruthy();
    const directory = await screen.findByRole('region', { name: 'Directory' });
    expect(within(directory).getByText('Search businesses')).toBeTruthy();
    expect(within(directory).getByText('Anyone')).toBeTruthy();
    expect(within(directory).getByText('string ≤ 100')).toBeTruthy();
    expect(within(directory).getByText(/GET \/api\/business\/search\?q=dentist\+near\+Jayanagar&limit=10/)).toBeTruthy();
    expect(within(directory).getByText('The input was refused.')).toBeTruthy();

    const owner = screen.getByRole('region', { name: 'Owner listings' });
    const operation = within(owner).getByTestId('operation-owner.setEnquiryStatus');
    expect(within(operation).getByText('Owner or admin')).toBeTruthy();
    expect(within(operation).getByText('"new" | "replied" | "closed"')).toBeTruthy();
    expect(within(operation).getByText(/PATCH \/api\/owner\/enquiries\/e5k9x2m7q4v8w1n3r6t0/).textContent).toContain('"status": "replied"');
    // The sections link to their headings.
    expect(screen.getByRole('link', { name: 'Owner listings' }).getAttribute('href')).toBe('#api-owner-listings');
    expect(screen.getByRole('link', { name: 'The OpenAPI 3.1 document (JSON)' }).getAttribute('href')).toBe('/api/openapi.json');
  });

  it('says so when the document cannot be loaded, and tries again on request', async () => {
    const fetchMock = answering({ status: 'error', message: 'Unavailable', errors: [] }, 503);
    renderWithApp(<ApiReferencePage />, { fetch: trpcFetch({}), queryDefaults: { queries: { retry: false } } });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The API reference could not be loaded');
    answering(DOCUMENT);
    fireEvent.click(within(alert).getByRole('button'));
    expect(await screen.findByRole('region', { name: 'Directory' })).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('writes its own words in the page’s language', async () => {
    await loadCatalogue('kn', 'developers');
    answering(DOCUMENT);
    renderWithApp(<ApiReferencePage />, { fetch: trpcFetch({}), language: 'kn' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toMatch(/[\u0C80-\u0CFF]/);
    expect(await screen.findByText('ಯಾರಾದರೂ')).toBeTruthy();
  });
});

describe('the reading of a document', () => {
  it('tells a schema in a few words', () => {
    expect(typeText(DOCUMENT, { type: 'integer', minimum: 1, maximum: 4 })).toBe('integer 1–4');
    expect(typeText(DOCUMENT, { type: 'array', items: { type: 'string', enum: ['women', 'men'] } })).toBe('("women" | "men")[]');
    expect(typeText(DOCUMENT, { anyOf: [{ type: 'boolean' }, { type: 'string' }] })).toBe('boolean | string');
    expect(typeText(DOCUMENT, { type: 'string', format: 'binary' })).toBe('file');
    expect(typeText(DOCUMENT, { $ref: '#/components/schemas/Success' })).toBe('Success');
  });

  it('writes the example request with the path and query values filled in', () => {
    const operation = DOCUMENT.paths['/api/owner/enquiries/{id}']?.patch;
    expect(exampleRequest({ method: 'patch', path: '/api/owner/enquiries/{id}', operation: operation! })).toBe(
      'PATCH /api/owner/enquiries/e5k9x2m7q4v8w1n3r6t0',
    );
    expect(exampleRequest({ method: 'get', path: '/api/x', operation: { parameters: [] } })).toBeNull();
  });
});
