import { useEffect } from 'react';

/** The tab's title while the screen is open; the previous title comes back when it closes. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
