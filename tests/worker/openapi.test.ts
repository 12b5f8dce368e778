import { SELF } from 'cloudflare:test';
import openApi31Schema from '@seriousme/openapi-schema-validator/schemas/v3.1/schema.json';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { app } from '../../worker/index.ts';
import { documentedRoutes, openApiPath, type DocumentedRoute } from '../../worker/openapi/document.ts';
import { NOTES } from '../../worker/openapi/notes.ts';
import { START_ON_INPUT_ATTRIBUTE } from '../../worker/contracts/ssr.ts';

/*
 * Issue 39: the OpenAPI document of the REST contract (worker/openapi/document.ts, docs/decisions/038). It must describe
 * every route of the public, account and owner REST door, as the router itself lists them, and each example it shows
 * must pass the zod schema that route validates with.
 */

interface Parameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  example?: unknown;
}
interface Operation {
  operationId: string;
  summary?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  'x-guard'?: string;
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { example?: unknown }> };
  responses: Record<string, unknown>;
}
interface Document {
  openapi: string;
  paths: Record<string, Partial<Record<'get' | 'post' | 'put' | 'patch' | 'delete', Operation>>>;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

/**
 * The /api routes the document leaves out, each with why: the tRPC door (the web app's, typed, with its own
 * procedures), the document itself, the admin area (the team's tools, not a contract: decision 038), and the
 * development helpers (they answer 404 outside `npm start`).
 */
const LEFT_OUT = [/^\/api\/trpc\//, /^\/api\/openapi\.json$/, /^\/api\/admin(?:\/|$)/, /^\/api\/dev\//];

/** Every route of the REST door, read from the app as tests/worker/route-guards.test.ts reads it: `GET /api/…/{id}`. */
const routerRoutes = [
  ...new Set(
    app.routes
      .filter((route) => route.method !== 'ALL' && route.path.startsWith('/api/') && !LEFT_OUT.some((pattern) => pattern.test(route.path)))
      .map((route) => `${route.method} ${openApiPath(route.path)}`),
  ),
];

let document: Document;
let response: Response;

beforeAll(async () => {
  response = await SELF.fetch('http://localhost/api/openapi.json');
  document = await response.clone().json<Document>();
});

const operations = () =>
  Object.entries(document.paths).flatMap(([path, item]) =>
    METHODS.flatMap((method) => (item[method] ? [{ route: `${method.toUpperCase()} ${path}`, operation: item[method] }] : [])),
  );

describe('GET /api/openapi.json', () => {
  it('answers an OpenAPI 3.1 document to anyone, cacheable and revalidated by its ETag', async () => {
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.headers.get('cache-control')).toMatch(/^public\b/);
    expect(document.openapi).toMatch(/^3\.1\.\d+$/);
    const etag = response.headers.get('etag');
    expect(etag).toMatch(/^"[0-9a-f]+"$/);
    const again = await SELF.fetch('http://localhost/api/openapi.json', { headers: { 'If-None-Match': `W/${etag}` } });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(etag);
    expect(await again.text()).toBe('');
  });

  it('is valid against the OpenAPI 3.1 schema', () => {
    // As @seriousme/openapi-schema-validator compiles it (its own loader reads files, which workerd cannot).
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    addFormats(ajv);
    ajv.addFormat('media-range', true);
    const validate = ajv.compile(openApi31Schema);
    expect(validate(document), ajv.errorsText(validate.errors)).toBe(true);
    // Every $ref points at something the document holds.
    const text = JSON.stringify(document);
    const refs = [...text.matchAll(/"\$ref":"#\/([^"]+)"/g)].map((match) => match[1] as string);
    expect(refs.length).toBeGreaterThan(10);
    for (const ref of new Set(refs)) {
      const target = ref.split('/').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], document);
      expect(target, ref).toBeDefined();
    }
  });
});

describe('the document and the REST router', () => {
  it('finds the routes (the walk itself works)', () => {
    expect(routerRoutes.length).toBeGreaterThan(60);
    expect(routerRoutes).toContain('POST /api/owner/businesses/{id}/media');
    expect(routerRoutes).toContain('GET /api/business/public/{id}');
  });

  it('documents every route of the public, account and owner REST door', () => {
    const documented = new Set(operations().map(({ route }) => route));
    expect(routerRoutes.filter((route) => !documented.has(route))).toEqual([]);
  });

  it('documents no route the router does not serve', () => {
    const served = new Set(routerRoutes);
    expect(
      operations()
        .map(({ route }) => route)
        .filter((route) => !served.has(route)),
    ).toEqual([]);
  });

  it('names each operation once, summarises it, and says who may call it', () => {
    const names = operations().map(({ operation }) => operation.operationId);
    expect(new Set(names).size).toBe(names.length);
    expect(Object.keys(NOTES).filter((name) => !names.includes(name))).toEqual([]);
    for (const { route, operation } of operations()) {
      expect(NOTES[operation.operationId]?.summary, `${route}: a summary in worker/openapi/notes.ts`).toBeTruthy();
      expect(operation.tags, route).toHaveLength(1);
      const guarded = operation['x-guard'] !== 'public';
      expect(['public', 'signedIn', 'owner'], route).toContain(operation['x-guard']);
      expect(operation.security, route).toEqual(guarded ? [{ bearer: [] }] : undefined);
      expect(Object.keys(operation.responses).includes('401'), route).toBe(guarded);
    }
  });
});

describe('the examples', () => {
  const byName = new Map(documentedRoutes().map((route) => [route.name, route]));

  /** The example of each part of an operation's input, as the document shows it. */
  function examplesOf(operation: Operation) {
    const parameters = operation.parameters ?? [];
    const values = (where: 'path' | 'query') =>
      Object.fromEntries(parameters.filter((p) => p.in === where && p.example !== undefined).map((p) => [p.name, p.example]));
    return {
      path: parameters.some((p) => p.in === 'path') ? values('path') : undefined,
      query: parameters.some((p) => p.in === 'query' && p.example !== undefined) ? values('query') : undefined,
      body: operation.requestBody?.content['application/json']?.example,
    };
  }

  const problems = (schema: z.ZodType, value: unknown) => {
    const parsed = schema.safeParse(value);
    return parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  };

  it('come with every operation that takes a body or a path', () => {
    const missing = operations()
      .filter(({ operation }) => {
        const route = byName.get(operation.operationId) as DocumentedRoute;
        const example = examplesOf(operation);
        return (route.body && example.body === undefined) || (route.params && Object.keys(example.path ?? {}).length === 0);
      })
      .map(({ route }) => route);
    expect(missing).toEqual([]);
    expect(operations().filter(({ operation }) => operation.requestBody?.content['application/json']?.example).length).toBeGreaterThan(20);
  });

  it('are all shown: no value of worker/openapi/notes.ts names a parameter the operation does not have', () => {
    const lost: string[] = [];
    for (const { operation } of operations()) {
      const example = NOTES[operation.operationId]?.example;
      const shown = examplesOf(operation);
      for (const [where, values] of [
        ['path', example?.params],
        ['query', example?.query],
      ] as const) {
        for (const name of Object.keys(values ?? {}))
          if (!(name in (shown[where] ?? {}))) lost.push(`${operation.operationId}: ${where} ${name}`);
      }
    }
    expect(lost).toEqual([]);
  });

  it('each pass the zod schema its route validates with', () => {
    const refused: string[] = [];
    for (const { route, operation } of operations()) {
      const declared = byName.get(operation.operationId);
      expect(declared, route).toBeDefined();
      const { path, query, body } = examplesOf(operation);
      const checks: [string, z.ZodType | undefined, unknown][] = [
        ['path', declared?.params, path],
        ['query', declared?.query, query],
        ['body', declared?.body, body],
      ];
      for (const [part, schema, value] of checks) {
        if (value === undefined) continue;
        expect(schema, `${route}: an example of a ${part} it does not take`).toBeDefined();
        if (schema) refused.push(...problems(schema, value).map((problem) => `${route} ${part} ${problem}`));
      }
    }
    expect(refused).toEqual([]);
  });

  it('would catch one that does not validate (the check itself works)', () => {
    const enquire = byName.get('business.enquire') as DocumentedRoute;
    expect(problems(enquire.body as z.ZodType, { name: 'Asha Rao', email: 'not an address', message: 'Hello' })).not.toEqual([]);
  });
});

describe('the reference page', () => {
  it('is rendered on the server as loading, in any language, and lists only its own chunks', async () => {
    for (const path of ['/developers/api', '/kn/developers/api']) {
      const response = await SELF.fetch(`http://localhost${path}`);
      expect(response.status, path).toBe(200);
      const html = await response.text();
      expect(html, path).toMatch(/<div id="root"><.+role="status".+<footer/s);
      // The document is fetched by the browser, never put in the page; so the app starts once the page is painted, not
      // at a first tap (web/src/boot.ts), or the page would say "loading" until the visitor touched it.
      expect(html, path).not.toContain('business.search');
      expect(html, path).not.toContain(START_ON_INPUT_ATTRIBUTE);
    }
  });
});
