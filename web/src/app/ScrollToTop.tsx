import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** Spec §2: every route change scrolls to the top. */
export function ScrollToTop() {
  const { pathname, search } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname, search]);
  return null;
}
