/**
 * `npm run db:search-view`: prints the search view's CREATE statement and the index's triggers as
 * worker/db/search-view.ts builds them from the shared rules, for a migration that changes them (DROP, then these).
 */
import { SEARCH_SOURCE_VIEW, SEARCH_TRIGGERS } from '../worker/db/search-view.ts';

console.log(
  [SEARCH_SOURCE_VIEW, ...Object.values(SEARCH_TRIGGERS)].map((statement) => `${statement};`).join('\n--> statement-breakpoint\n'),
);
