import { useQuery } from '@tanstack/react-query';
import { API_BASE } from '../../lib/api-paths.ts';
import type { ApiDocument } from './api-document.ts';

export const OPENAPI_URL = `${API_BASE}/openapi.json`;

async function fetchDocument(): Promise<ApiDocument> {
  const response = await fetch(OPENAPI_URL, { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`${OPENAPI_URL} answered ${response.status}`);
  return (await response.json()) as ApiDocument;
}

/**
 * The REST API's OpenAPI document, read in the browser only: the server renders the page loading (its answer is the
 * same for every visitor, and ~70 KB of JSON would only weigh on the page's markup). The query stays enabled on the
 * server, where nothing fetches it, so the render counts as waiting for data (web/src/server/render.tsx) and the page
 * starts its app once painted instead of at the visitor's first input (web/src/boot.ts): nothing else would load it.
 */
export function useApiDocument() {
  return useQuery({ queryKey: ['openapi'], queryFn: fetchDocument, staleTime: 5 * 60_000 });
}
