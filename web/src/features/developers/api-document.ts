/*
 * The parts of an OpenAPI 3.1 document the reference page reads (GET /api/openapi.json, worker/openapi/document.ts),
 * and what it makes of them: operations grouped by tag, a schema told in a few words, an example request line.
 */

export interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  maxItems?: number;
  pattern?: string;
  default?: unknown;
  description?: string;
}

export interface ApiParameter {
  name: string;
  in: string;
  required?: boolean;
  description?: string;
  schema?: JsonSchema;
  example?: unknown;
}

interface MediaType {
  schema?: JsonSchema;
  example?: unknown;
}

export interface ApiResponse {
  $ref?: string;
  description?: string;
}

export interface ApiOperation {
  operationId?: string;
  summary?: string;
  description?: string;
  tags?: string[];
  'x-guard'?: string;
  parameters?: ApiParameter[];
  requestBody?: { content: Record<string, MediaType> };
  responses?: Record<string, ApiResponse>;
}

export interface ApiDocument {
  openapi: string;
  info: { title: string; description?: string };
  tags?: { name: string; description?: string }[];
  paths: Record<string, Partial<Record<Method, ApiOperation>>>;
  components?: { schemas?: Record<string, JsonSchema>; responses?: Record<string, ApiResponse> };
}

export const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
export type Method = (typeof METHODS)[number];

export interface Entry {
  method: Method;
  path: string;
  operation: ApiOperation;
}

export interface Section {
  tag: string;
  description?: string;
  entries: Entry[];
}

/** The operations by tag, in the document's order of tags (any tag it does not list last), each in path order. */
export function sectionsOf(document: ApiDocument): Section[] {
  const sections = new Map<string, Section>(
    (document.tags ?? []).map((tag) => [tag.name, { tag: tag.name, description: tag.description, entries: [] }]),
  );
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const tag = operation.tags?.[0] ?? '';
      if (!sections.has(tag)) sections.set(tag, { tag, entries: [] });
      sections.get(tag)?.entries.push({ method, path, operation });
    }
  }
  return [...sections.values()].filter((section) => section.entries.length > 0);
}

/** A `#/components/…` reference's target. */
export function resolved<T extends { $ref?: string }>(document: ApiDocument, value: T): T {
  if (!value.$ref?.startsWith('#/')) return value;
  const target = value.$ref
    .slice(2)
    .split('/')
    .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], document);
  return (target as T | undefined) ?? value;
}

const literal = (value: unknown) => JSON.stringify(value);

/** A schema in a few words: `string ≤ 100`, `integer 1–50`, `'new' | 'replied'`, `string[]`. */
export function typeText(document: ApiDocument, schema: JsonSchema | undefined): string {
  if (!schema) return 'any';
  if (schema.$ref) return schema.$ref.slice(schema.$ref.lastIndexOf('/') + 1);
  if (schema.const !== undefined) return literal(schema.const);
  if (schema.enum) return schema.enum.map(literal).join(' | ');
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return alternatives.map((alternative) => typeText(document, alternative)).join(' | ');
  if (schema.allOf) return schema.allOf.map((part) => typeText(document, part)).join(' & ');
  const type = Array.isArray(schema.type) ? schema.type.join(' | ') : schema.type;
  if (type === 'array') {
    if (schema.prefixItems) return `[${schema.prefixItems.map((item) => typeText(document, item)).join(', ')}]`;
    const item = typeText(document, schema.items);
    return `${item.includes(' ') ? `(${item})` : item}[]`;
  }
  if (type === 'string' && schema.format === 'binary') return 'file';
  const bounds =
    schema.minimum !== undefined && schema.maximum !== undefined
      ? ` ${schema.minimum}–${schema.maximum}`
      : schema.maxLength !== undefined
        ? ` ≤ ${schema.maxLength}`
        : schema.maximum !== undefined
          ? ` ≤ ${schema.maximum}`
          : '';
  return `${type ?? (schema.properties ? 'object' : 'any')}${schema.format ? ` (${schema.format})` : ''}${bounds}`;
}

export interface Field {
  name: string;
  type: string;
  required: boolean;
}

/** The top-level fields of a request body's schema (an object's properties), for the body's table. */
export function fieldsOf(document: ApiDocument, schema: JsonSchema | undefined): Field[] {
  const object = schema ? resolved(document, schema) : undefined;
  const required = new Set(object?.required ?? []);
  return Object.entries(object?.properties ?? {}).map(([name, property]) => ({
    name,
    type: typeText(document, property),
    required: required.has(name),
  }));
}

/** The request as a client would send it with the example's values: `GET /api/business/search?q=dentist&page=1`. */
export function exampleRequest(entry: Entry): string | null {
  const parameters = entry.operation.parameters ?? [];
  if (!parameters.some((parameter) => parameter.example !== undefined)) return null;
  let path = entry.path;
  const query = new URLSearchParams();
  for (const parameter of parameters) {
    if (parameter.example === undefined) continue;
    const value = Array.isArray(parameter.example) ? parameter.example.join(',') : String(parameter.example);
    if (parameter.in === 'path') path = path.replace(`{${parameter.name}}`, encodeURIComponent(value));
    if (parameter.in === 'query') query.append(parameter.name, value);
  }
  const search = query.toString();
  return `${entry.method.toUpperCase()} ${path}${search ? `?${search}` : ''}`;
}

/** An id for a section's heading, so the list of sections can link to it. */
export const sectionId = (tag: string) => `api-${tag.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
