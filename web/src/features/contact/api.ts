import { useMutation } from '@tanstack/react-query';
import type { Procedures, Reactions } from '../../lib/api-types.ts';
import { useTRPC } from '../../lib/trpc.ts';

/** A message from the contact page, stored for the admin's inbox. */
export function useSendContactMessage(reactions: Reactions<Procedures['site']['contact']>) {
  const trpc = useTRPC();
  return useMutation(trpc.site.contact.mutationOptions(reactions));
}
