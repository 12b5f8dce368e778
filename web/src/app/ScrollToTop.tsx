import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** docs/product.md §2.3: every route change scrolls to the top; a filter change in the query string is not a route change. */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
