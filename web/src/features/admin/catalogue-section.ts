import { useState } from 'react';
import { useRefreshCatalogue, type PublicList } from './api.ts';
import { useAnnouncer } from './Announcer.tsx';
import { useFocusAfterRemoval } from './focus-after-removal.ts';

/**
 * What the catalogue's sections (categories, localities, campaigns, quick links) keep of their list `data`: the dialog
 * open (`asking`), what the section said last, its heading, which takes the focus after a deletion, and `done`: a
 * change the server took closes the dialog, is said, and reads again the admin area's lists (the audit log among them)
 * and `publicList`, the public list it shows in.
 */
export function useCatalogueSection<Asking>(data: unknown, publicList: PublicList) {
  const refresh = useRefreshCatalogue(publicList);
  const [asking, setAsking] = useState<Asking | null>(null);
  const news = useAnnouncer();
  const heading = useFocusAfterRemoval<HTMLHeadingElement>(data);

  const done = (message: string) => {
    setAsking(null);
    news.success(message);
    refresh();
  };

  return { asking, ask: setAsking, close: () => setAsking(null), news, heading, done };
}
