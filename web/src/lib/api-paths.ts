/** REST and tRPC live on the same origin as the app; these are the addresses the app calls. */
export const API_BASE = '/api';
export const TRPC_URL = `${API_BASE}/trpc`;
