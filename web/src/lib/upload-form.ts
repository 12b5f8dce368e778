import { DEFAULT_LANGUAGE, splitLanguage } from '@contracts/languages.ts';
import { serverMessagesIn } from '../i18n/catalogues.ts';
import { readToken } from './session-storage.ts';
import { API_BASE } from './api-paths.ts';

/*
 * The REST calls a private area makes beside tRPC, which carries JSON only (docs/product.md §7.10, §7.11): a file sent
 * as multipart/form-data with its progress (an owner's photo or claim document, an admin's banner), or a file read
 * (an owner's enquiries as CSV, a claim's document photo for an admin), under the session's bearer token, and its
 * refusal in the server's envelope.
 */

export interface RestFailure {
  status: number;
  message: string;
  errors: { field: string; message: string }[];
}

export class RestError extends Error implements RestFailure {
  constructor(
    readonly status: number,
    message: string,
    readonly errors: { field: string; message: string }[] = [],
  ) {
    super(message);
    this.name = 'RestError';
  }
}

const OFFLINE = 'Could not reach CityPages. Please check your connection and try again.';

function authHeaders(): Record<string, string> {
  const token = readToken();
  return token ? { authorization: `Bearer ${token}` } : {};
}

/**
 * The server's refusal envelope `{message, errors}` as a RestError, or a plain one when the body is not an envelope,
 * saying that `what` failed.
 */
function failureOf(status: number, body: unknown, what = 'The request failed'): RestError {
  const envelope = body as Partial<RestFailure> | null;
  const message = typeof envelope?.message === 'string' ? envelope.message : `${what} (${status}). Please try again.`;
  return new RestError(status, message, Array.isArray(envelope?.errors) ? envelope.errors : []);
}

/** A refusal in the page's language (i18n/server-messages.ts): the server writes English. */
async function inPageLanguage(failure: RestError): Promise<RestError> {
  const { language } = splitLanguage(window.location.pathname);
  if (language === DEFAULT_LANGUAGE) return failure;
  await serverMessagesIn(language)
    .then(({ translateFailure }) => translateFailure(failure))
    .catch(() => undefined);
  return failure;
}

/**
 * Sends a form to `path` (under /api) and resolves with the answer's `data`; `onProgress` gets the share sent so far,
 * 0 to 1 (fetch cannot report an upload's progress, XMLHttpRequest can). `PATCH` is for a route that changes a file
 * already there, e.g. a banner's new image.
 */
export function uploadForm<T>(
  path: string,
  form: FormData,
  onProgress?: (share: number) => void,
  method: 'POST' | 'PATCH' = 'POST',
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(method, `${API_BASE}${path}`);
    for (const [name, value] of Object.entries(authHeaders())) request.setRequestHeader(name, value);
    request.responseType = 'json';
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total);
    };
    request.onload = () => {
      const body = request.response as { data?: T } | null;
      if (request.status >= 200 && request.status < 300 && body?.data !== undefined) resolve(body.data);
      else void inPageLanguage(failureOf(request.status, body)).then(reject);
    };
    request.onerror = () => reject(new RestError(0, OFFLINE));
    request.send(form);
  });
}

/** Reads a file under /api (`path`); a refusal says that `what` failed when the server's answer does not say why. */
export async function readFile(path: string, what?: string): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, { headers: authHeaders() });
  } catch {
    throw new RestError(0, OFFLINE);
  }
  if (!response.ok) throw await inPageLanguage(failureOf(response.status, await response.json().catch(() => null), what));
  return response;
}

/** Downloads `path` (under /api) as a file the browser saves, under the name the server gives it. */
export async function downloadFile(path: string, fallbackName: string): Promise<void> {
  const response = await readFile(path);
  const disposition = response.headers.get('content-disposition') ?? '';
  const name = /filename="([^"]+)"/.exec(disposition)?.[1] ?? fallbackName;
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
