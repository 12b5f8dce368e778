/** What the property-based tests check every answer against: no stack trace, and well-formed field errors. */

import { SELF } from 'cloudflare:test';
import { expect } from 'vitest';

/** A stack frame such as `    at login (worker/services/accounts.ts:12:3)`, or V8's `at async …`. */
export const STACK_FRAME = /\bat (?:async )?[^\s()]*\s*\(?[^\s()]*\.(?:ts|js|mjs):\d+|\bat\s[^\n]*\.ts:\d+/;

/** One entry of the envelope's `errors`: exactly `{field, message}`, both strings. */
export const isFieldError = (value: unknown) =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.keys(value).sort().join(',') === 'field,message' &&
  typeof (value as { field: unknown }).field === 'string' &&
  typeof (value as { message: unknown }).message === 'string';

export interface Answer {
  status: number;
  contentType: string;
  text: string;
  body: unknown;
}

/** One request through the Worker: status, content type, text, and the body parsed when it is JSON. */
export async function send(url: string, init?: RequestInit): Promise<Answer> {
  const response = await SELF.fetch(url, init);
  const text = await response.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  return { status: response.status, contentType: response.headers.get('content-type') ?? '', text, body };
}

export const describeRequest = (method: string, url: string, extra = '') =>
  `${method} ${url.length > 400 ? `${url.slice(0, 400)}…(${url.length} chars)` : url}${extra}`;

function expectCommon(answer: Answer, request: string): void {
  const context = `${request}\n→ ${answer.status} ${answer.contentType} ${answer.text.slice(0, 600)}`;
  expect(answer.status, context).toBeLessThan(500);
  expect(answer.contentType, context).toMatch(/^application\/json\b/i);
  expect(answer.body, `${context}\n(body is not JSON)`).not.toBeUndefined();
  expect(STACK_FRAME.test(answer.text), `${context}\n(stack trace in the body)`).toBe(false);
}

/** REST: 2xx is `{status:'success', …}`; anything else is exactly `{status:'error', message, errors:[{field,message}]}`. */
export function expectRestAnswer(answer: Answer, request: string): void {
  expectCommon(answer, request);
  const context = `${request}\n→ ${answer.status} ${answer.text.slice(0, 600)}`;
  const body = answer.body as Record<string, unknown>;
  expect(typeof body === 'object' && body !== null && !Array.isArray(body), context).toBe(true);
  if (answer.status >= 200 && answer.status < 300) {
    expect(body.status, context).toBe('success');
    return;
  }
  expect(answer.status, context).toBeGreaterThanOrEqual(400);
  expect(Object.keys(body).sort(), context).toEqual(['errors', 'message', 'status']);
  expect(body.status, context).toBe('error');
  expect(typeof body.message === 'string' && body.message.length > 0, context).toBe(true);
  expect(Array.isArray(body.errors), context).toBe(true);
  for (const error of body.errors as unknown[]) expect(isFieldError(error), context).toBe(true);
}

/**
 * tRPC speaks its own wire format, not the REST envelope: `{result:{data}}` or `{error:{message, code, data}}` where
 * `data.errors` carries the same `{field, message}` list (worker/trpc/init.ts) and `data.stack` is never sent.
 */
function expectTrpcItem(item: unknown, status: number, context: string): void {
  expect(typeof item === 'object' && item !== null && !Array.isArray(item), context).toBe(true);
  const entry = item as { result?: { data?: unknown }; error?: Record<string, unknown> };
  if (entry.result !== undefined) {
    expect(entry.error, context).toBeUndefined();
    expect(entry.result.data, context).toBeDefined();
    return;
  }
  const error = entry.error;
  expect(error, context).toBeTypeOf('object');
  if (!error) return;
  expect(typeof error.message === 'string' && error.message.length > 0, context).toBe(true);
  expect(error.code, context).toBeTypeOf('number');
  const data = error.data as Record<string, unknown> | undefined;
  expect(data, context).toBeTypeOf('object');
  if (!data) return;
  expect(data.stack, context).toBeUndefined();
  expect(typeof data.httpStatus === 'number' && data.httpStatus >= 400 && data.httpStatus < 500, context).toBe(true);
  expect(Array.isArray(data.errors), context).toBe(true);
  for (const fieldError of data.errors as unknown[]) expect(isFieldError(fieldError), context).toBe(true);
  if (status !== 207) expect(data.httpStatus, context).toBe(status);
}

export function expectTrpcAnswer(answer: Answer, request: string, batch: boolean): void {
  expectCommon(answer, request);
  const context = `${request}\n→ ${answer.status} ${answer.text.slice(0, 600)}`;
  if (batch && Array.isArray(answer.body)) {
    for (const item of answer.body) expectTrpcItem(item, answer.status, context);
    return;
  }
  expectTrpcItem(answer.body, answer.status, context);
  if (answer.status < 300) expect((answer.body as { result?: unknown }).result, context).toBeDefined();
}
