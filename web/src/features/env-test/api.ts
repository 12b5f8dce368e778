import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../lib/trpc.ts';

/** Worker → D1 and back, asked afresh each time: a cached or retried answer would hide the state it reports. */
export function useHealthCheck() {
  const trpc = useTRPC();
  return useQuery({ ...trpc.health.check.queryOptions(), retry: false, staleTime: 0 });
}
