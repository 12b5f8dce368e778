import { useQueryClient, type InvalidateQueryFilters } from '@tanstack/react-query';
import { useState } from 'react';
import { useTRPC } from '../../lib/trpc.ts';
import { useAnnouncer } from './Announcer.tsx';
import { useFocusAfterRemoval } from './focus-after-removal.ts';

/**
 * What the catalogue's sections (categories, localities, campaigns, quick links) keep of their list `data`: the dialog
 * open (`asking`), what the section said last, its heading, which takes the focus after a deletion, and `done`: a
 * change the server took closes the dialog, is said, and reads again the admin area's lists (the audit log among them)
 * and `publicLists`, the public lists it shows in.
 */
export function useCatalogueSection<Asking>(data: unknown, publicLists: InvalidateQueryFilters) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState<Asking | null>(null);
  const news = useAnnouncer();
  const heading = useFocusAfterRemoval<HTMLHeadingElement>(data);

  const done = (message: string) => {
    setAsking(null);
    news.success(message);
    void queryClient.invalidateQueries(trpc.admin.pathFilter());
    void queryClient.invalidateQueries(publicLists);
  };

  return { asking, ask: setAsking, close: () => setAsking(null), news, heading, done };
}
