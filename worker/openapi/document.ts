import { z } from 'zod';
import { createDocument, type ZodOpenApiOperationObject, type ZodOpenApiPathsObject, type ZodOpenApiResponsesObject } from 'zod-openapi';
import { claimCreateSchema, DOCUMENT_FIELD } from '../contracts/claims.ts';
import { idParam } from '../contracts/common.ts';
import { MAX_UPLOAD_BYTES, UPLOAD_FIELD } from '../contracts/media.ts';
import { SITE } from '../contracts/site.ts';
import { accountOperations } from '../operations/account.ts';
import { businessOperations } from '../operations/businesses.ts';
import { favoriteOperations } from '../operations/favorites.ts';
import { healthOperations } from '../operations/health.ts';
import { myReviewOperations } from '../operations/my-reviews.ts';
import type { Guard, Operation, Operations } from '../operations/operation.ts';
import { analyticsOperations } from '../operations/owner/analytics.ts';
import { claimOperations } from '../operations/owner/claims.ts';
import { historyOperations } from '../operations/owner/history.ts';
import { hoursOperations } from '../operations/owner/hours.ts';
import { leadOperations } from '../operations/owner/leads.ts';
import { listingOperations } from '../operations/owner/listings.ts';
import { photoOperations } from '../operations/owner/photos.ts';
import { replyOperations } from '../operations/owner/replies.ts';
import { reviewOperations } from '../operations/reviews.ts';
import { sessionOperations } from '../operations/sessions.ts';
import { signInOperations } from '../operations/sign-in.ts';
import { signUpOperations } from '../operations/sign-up.ts';
import { siteOperations } from '../operations/site.ts';
import { NOTES, TAGS, type Tag } from './notes.ts';

/*
 * The OpenAPI 3.1 document of the REST contract anyone may build on: the public directory, the account and the owner
 * portal (docs/decisions/038-openapi-from-the-operations.md). It is derived from the operations' declarations
 * (worker/operations/, decision 033): each one's guard, method, path, success status and the zod schemas its REST route
 * validates with, rendered by zod-openapi. What a declaration does not say (a summary, an example, a rate limit, an
 * answer that is not the JSON envelope) is in ./notes.ts, by the operation's name. The admin area's routes are left
 * out: they are the team's own tools, not a contract. tests/worker/openapi.test.ts walks the REST router and fails
 * when a route is missing here or a documented example does not validate.
 */

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
type OpenApiDocument = ReturnType<typeof createDocument>;
type AnyObject = z.ZodObject<z.ZodRawShape>;

/** One REST route as the document describes it: an operation's, or one of the routes written by hand (uploads). */
export interface DocumentedRoute {
  /** The tRPC name where there is one (`owner.createListing`), the operation's name with its router's otherwise. */
  name: string;
  tag: Tag;
  guard: Exclude<Guard, 'admin'>;
  method: Method;
  /** As Hono writes it: `/api/business/public/:id`. */
  path: string;
  statuses: readonly (200 | 201)[];
  params?: AnyObject;
  query?: AnyObject;
  /** A JSON body. */
  body?: z.ZodType;
  /** A multipart/form-data body (an upload), with the file's field. */
  form?: { schema: AnyObject; file: string };
}

/** The operations of the contract, by tag and by the router their tRPC names are under (worker/trpc/router.ts). */
const SECTIONS: { tag: Tag; router: string; groups: Operations[] }[] = [
  { tag: 'Directory', router: 'business', groups: [businessOperations] },
  { tag: 'Reviews', router: 'reviews', groups: [reviewOperations] },
  { tag: 'Reviews', router: 'myReviews', groups: [myReviewOperations] },
  { tag: 'Site', router: 'site', groups: [siteOperations] },
  { tag: 'Site', router: 'health', groups: [healthOperations] },
  { tag: 'Sign-up and sign-in', router: 'auth', groups: [signUpOperations, signInOperations] },
  { tag: 'Account', router: 'auth', groups: [sessionOperations, accountOperations] },
  { tag: 'Account', router: 'favorites', groups: [favoriteOperations] },
  { tag: 'Owner listings', router: 'owner', groups: [listingOperations, hoursOperations, photoOperations, historyOperations] },
  { tag: 'Owner leads and reviews', router: 'owner', groups: [leadOperations, replyOperations, analyticsOperations] },
  { tag: 'Claims', router: 'owner', groups: [claimOperations] },
];

/** A photo in a form: its bytes decide whether it is one (JPEG, PNG or WebP), not its name or declared type. */
const photo = z.file().meta({ description: `A JPEG, PNG or WebP photo of at most ${MAX_UPLOAD_BYTES / 1024 / 1024} MB.` });

/**
 * The REST routes written by hand rather than derived (decision 033): a listing's photo and a claim with its document
 * photo come as multipart/form-data, read under the upload's body limit.
 */
const HAND_WRITTEN: DocumentedRoute[] = [
  {
    name: 'owner.uploadPhoto',
    tag: 'Owner listings',
    guard: 'owner',
    method: 'post',
    path: '/api/owner/businesses/:id/media',
    statuses: [201],
    params: idParam,
    form: { schema: z.object({ [UPLOAD_FIELD]: photo }), file: UPLOAD_FIELD },
  },
  {
    // tRPC's `owner.claim` takes the same fields, without a document.
    name: 'owner.claim',
    tag: 'Claims',
    guard: 'signedIn',
    method: 'post',
    path: '/api/owner/claims',
    statuses: [201],
    body: claimCreateSchema,
    form: {
      schema: z.object({ ...claimCreateSchema.in.shape, [DOCUMENT_FIELD]: photo.optional() }),
      file: DOCUMENT_FIELD,
    },
  },
];

function asObject(schema: z.ZodType | undefined, what: string): AnyObject | undefined {
  if (schema === undefined) return undefined;
  if (!(schema instanceof z.ZodObject)) throw new TypeError(`${what} must be a zod object to be documented`);
  return schema as AnyObject;
}

/** Every route of the contract: the declared operations' and the hand-written ones. */
export function documentedRoutes(): DocumentedRoute[] {
  const declared = SECTIONS.flatMap(({ tag, router, groups }) =>
    groups.flatMap((operations) =>
      (Object.entries(operations) as [string, Operation<Guard, unknown, unknown>][]).flatMap(([key, operation]) => {
        const rest = operation.rest;
        if (!rest || operation.guard === 'admin') return [];
        const name = `${router}.${key}`;
        const statuses = typeof rest.status === 'function' ? ([200, 201] as const) : ([rest.status ?? 200] as const);
        return [
          {
            name,
            tag,
            guard: operation.guard,
            method: rest.method,
            path: rest.path,
            statuses,
            params: rest.params,
            query: asObject(rest.query, `${name}'s query`),
            body: rest.body,
          } satisfies DocumentedRoute,
        ];
      }),
    ),
  );
  return [...declared, ...HAND_WRITTEN];
}

/** `/api/business/public/:id` as OpenAPI writes it: `/api/business/public/{id}`. */
export const openApiPath = (path: string) => path.replace(/:([A-Za-z][A-Za-z0-9]*)(\{[^}]*\})?/g, '{$1}');

const fieldError = z.object({ field: z.string(), message: z.string() });

const failure = z
  .object({ status: z.literal('error'), message: z.string(), errors: z.array(fieldError) })
  .meta({ id: 'Failure', description: 'Every failure, whatever its status.' });

const success = z
  .object({
    status: z.literal('success'),
    message: z.string().optional(),
    data: z.unknown().optional(),
    token: z.string().optional().meta({ description: 'A session token, on signing in and on a verified sign-up.' }),
  })
  // A few answers carry more at the top level (the reverse geocoding's pincode and place, docs/product.md §7.4).
  .loose()
  .meta({ id: 'Success', description: 'Every answer that succeeds, unless the operation says otherwise.' });

const failureResponse = (description: string, headers?: AnyObject) => ({
  description,
  headers,
  content: { 'application/json': { schema: failure } },
});

/** The refusals operations share, as components the operations refer to. */
const REFUSALS = {
  BadRequest: failureResponse('The input was refused: `errors` names each field and what is wrong with it.'),
  Unauthorized: failureResponse('No bearer token, or one that has expired or was signed out.'),
  Forbidden: failureResponse('The account is disabled, or its role or ownership does not allow this.'),
  NotFound: failureResponse('Nothing with that id, or nothing the caller may see.'),
  TooLarge: failureResponse('The body is larger than the route reads.'),
  TooManyRequests: failureResponse(
    'Too many attempts: try again after the seconds in `Retry-After`.',
    z.object({ 'Retry-After': z.string().meta({ description: 'Seconds to wait.' }) }),
  ),
} as const;

const ref = (name: keyof typeof REFUSALS) => ({ $ref: `#/components/responses/${name}` });

function responsesOf(route: DocumentedRoute): ZodOpenApiResponsesObject {
  const notes = NOTES[route.name];
  const responses: ZodOpenApiResponsesObject = {};
  const answer = notes?.answer;
  if (answer?.status === 204) {
    responses['204'] = { description: 'Received; nothing is answered.' };
  } else if (answer?.contentType) {
    responses['200'] = { description: 'The file.', content: { [answer.contentType]: { schema: { type: 'string' } } } };
  } else {
    for (const status of route.statuses) {
      responses[`${status}`] = {
        description: status === 201 ? 'Created.' : 'Done.',
        content: { 'application/json': { schema: success } },
      };
    }
  }
  if (route.params || route.query || route.body || route.form) responses['400'] = ref('BadRequest');
  if (route.guard !== 'public') {
    responses['401'] = ref('Unauthorized');
    responses['403'] = ref('Forbidden');
  }
  // A beacon answers 204 whatever it names.
  if (route.params && answer?.status !== 204) responses['404'] = ref('NotFound');
  if (route.form) responses['413'] = ref('TooLarge');
  if (notes?.limited) responses['429'] = ref('TooManyRequests');
  return responses;
}

function operationOf(route: DocumentedRoute): ZodOpenApiOperationObject {
  const notes = NOTES[route.name];
  const example = notes?.example;
  const content: NonNullable<ZodOpenApiOperationObject['requestBody']>['content'] = {};
  if (route.body) content['application/json'] = { schema: route.body, ...(example?.body === undefined ? {} : { example: example.body }) };
  if (route.form) {
    content['multipart/form-data'] = {
      schema: route.form.schema,
      encoding: { [route.form.file]: { contentType: 'image/jpeg, image/png, image/webp' } },
    };
  }
  return {
    operationId: route.name,
    tags: [route.tag],
    summary: notes?.summary ?? route.name,
    ...(notes?.description ? { description: notes.description } : {}),
    ...(route.guard === 'public' ? {} : { security: [{ bearer: [] }] }),
    'x-guard': route.guard,
    requestParams: { ...(route.params ? { path: route.params } : {}), ...(route.query ? { query: route.query } : {}) },
    ...(route.body || route.form ? { requestBody: { required: true, content } } : {}),
    responses: responsesOf(route),
  };
}

/**
 * Puts each operation's example path and query values on its parameters (the body's is on its content already), and
 * leaves out the empty list of parameters of an operation that has none.
 */
function addParameterExamples(document: OpenApiDocument): void {
  for (const item of Object.values(document.paths ?? {})) {
    for (const method of ['get', 'post', 'put', 'patch', 'delete'] as const) {
      const operation = item[method];
      const example = operation?.operationId ? NOTES[operation.operationId]?.example : undefined;
      if (operation?.parameters?.length === 0) delete operation.parameters;
      if (!operation || !example) continue;
      for (const parameter of operation.parameters ?? []) {
        if ('$ref' in parameter) continue;
        const values = parameter.in === 'path' ? example.params : parameter.in === 'query' ? example.query : undefined;
        if (values && parameter.name in values) parameter.example = values[parameter.name];
      }
    }
  }
}

/** The document, built from the declarations. */
export function buildOpenApiDocument(): OpenApiDocument {
  const paths: ZodOpenApiPathsObject = {};
  for (const route of documentedRoutes()) {
    const path = openApiPath(route.path);
    const item = (paths[path] ??= {});
    if (item[route.method]) throw new Error(`${route.method.toUpperCase()} ${route.path} is documented twice`);
    item[route.method] = operationOf(route);
  }
  const document = createDocument(
    {
      openapi: '3.1.0',
      info: {
        title: `${SITE.name} REST API`,
        version: '1',
        description: `The public directory of ${SITE.city}, the account and the owner portal. Guarded operations take the session token a sign-in answers as \`Authorization: Bearer <token>\`. Every failure is the envelope \`{status: 'error', message, errors: [{field, message}]}\`; messages are in English.`,
      },
      servers: [{ url: SITE.url }],
      tags: TAGS.map(({ name, description }) => ({ name, description })),
      paths,
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', description: 'The `token` of a sign-in, or of a verified sign-up.' },
        },
        responses: REFUSALS,
      },
    },
    // Some inputs refuse by a check zod cannot describe (a rating that must be given): they are documented as any value.
    { allowEmptySchema: { custom: true } },
  );
  addParameterExamples(document);
  return document;
}

let cached: { json: string; etag: string } | undefined;

/** The document as JSON with its entity tag, built on the first request an instance serves and kept for the next. */
export async function openApiJson(): Promise<{ json: string; etag: string }> {
  if (cached) return cached;
  const json = JSON.stringify(buildOpenApiDocument());
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(json)));
  const etag = `"${[...digest.slice(0, 16)].map((byte) => byte.toString(16).padStart(2, '0')).join('')}"`;
  cached = { json, etag };
  return cached;
}
