/**
 * `npm run db:search-view`: prints the search view's CREATE statement as worker/db/search-view.ts builds it from the
 * shared rules, for a migration that changes the view (DROP VIEW, then this).
 */
import { SEARCH_SOURCE_VIEW } from '../worker/db/search-view.ts';

console.log(`${SEARCH_SOURCE_VIEW};`);
