import { API_BASE } from '../../lib/api-paths.ts';
import { authHeaders, failureOf, OFFLINE, RestError } from '../../lib/upload-form.ts';

/*
 * The portal's CSV download, which goes to REST rather than tRPC because tRPC carries JSON only (docs/product.md
 * §7.10), with the session's bearer token. Its uploads go through web/src/lib/upload-form.ts, which the admin area
 * shares.
 */

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
