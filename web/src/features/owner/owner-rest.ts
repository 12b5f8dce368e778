import { API_BASE } from '../../lib/trpc.ts';
import { readToken } from '../../lib/session-storage.ts';

/*
 * The few portal calls that go to REST rather than tRPC, because tRPC carries JSON only (docs/product.md §7.10): a
 * file upload, which reports its progress, and a CSV download. Both carry the session's bearer token.
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

function failureOf(status: number, body: unknown): RestError {
  const envelope = body as Partial<RestFailure> | null;
  const message = typeof envelope?.message === 'string' ? envelope.message : `The request failed (${status}). Please try again.`;
  return new RestError(status, message, Array.isArray(envelope?.errors) ? envelope.errors : []);
}

/**
 * Sends a form to `path` (under /api) and resolves with the answer's `data`; `onProgress` gets the share sent so far,
 * 0 to 1 (fetch cannot report an upload's progress, XMLHttpRequest can).
 */
export function uploadForm<T>(path: string, form: FormData, onProgress?: (share: number) => void): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `${API_BASE}${path}`);
    for (const [name, value] of Object.entries(authHeaders())) request.setRequestHeader(name, value);
    request.responseType = 'json';
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total);
    };
    request.onload = () => {
      const body = request.response as { data?: T } | null;
      if (request.status >= 200 && request.status < 300 && body?.data !== undefined) resolve(body.data);
      else reject(failureOf(request.status, body));
    };
    request.onerror = () => reject(new RestError(0, OFFLINE));
    request.send(form);
  });
}

/** Downloads `path` (under /api) as a file the browser saves, under the name the server gives it. */
export async function downloadFile(path: string, fallbackName: string): Promise<void> {
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, { headers: authHeaders() });
  } catch {
    throw new RestError(0, OFFLINE);
  }
  if (!response.ok) throw failureOf(response.status, await response.json().catch(() => null));
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
