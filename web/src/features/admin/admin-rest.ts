import { API_BASE } from '../../lib/api-paths.ts';
import { readToken } from '../../lib/session-storage.ts';

const OFFLINE = 'Could not reach CityPages. Please check your connection and try again.';

/**
 * Reads a private file of the admin area under /api (a claim's document photo): tRPC carries JSON only, and the file
 * has no public address, so it is fetched with the session's bearer token and shown from memory.
 */
export async function fetchPrivateFile(path: string): Promise<Blob> {
  const token = readToken();
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  } catch {
    throw new Error(OFFLINE);
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: unknown } | null;
    throw new Error(
      typeof body?.message === 'string' ? body.message : `The file could not be read (${response.status}). Please try again.`,
    );
  }
  return response.blob();
}
