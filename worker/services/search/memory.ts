import { HeldCityWords } from './city-words.ts';
import { CommonWords } from './common-words.ts';
import { RecentReads } from './recent-reads.ts';
import { TOTAL_CAP } from './plan.ts';

/**
 * What a Worker instance remembers between searches (docs/search.md, "Caches"): both only spare round trips and rows,
 * and both are bounded, so an instance's 128 MB hold them however many searches come.
 */

/**
 * The counts of words at least twice TOTAL_CAP documents hold, for ten minutes (common-words.ts): a word that common
 * does not fall to TOTAL_CAP in minutes, so every answer stays what the live count would give.
 */
export const commonWords = new CommonWords({ least: 2 * TOTAL_CAP, freshMs: 10 * 60_000, most: 20_000 });

/**
 * How long a search's lookups are answered from this instance's memory: half the minute within which a write shows
 * in what visitors read (the page cache's, decision 017; a replica's lag is far less as a rule).
 */
export const RECENT_LOOKUPS_SECONDS = 30;

/**
 * A search's lookups this instance asked lately (decision 020): a few hundred bytes each as a rule, a few KB for a
 * correction's range of the vocabulary, so a few MB at most however many searches come.
 */
export const recentLookups = new RecentReads({ most: 2_000 });

/**
 * The city's words (city-words.ts): one snapshot, some tens of KB, checked by its version with the first round of a
 * search that reads words, and in a round trip of its own when the round has nothing else to send and the words were
 * last confirmed more than a minute ago: the minute within which a write shows in what visitors read (decision 017).
 */
export const heldCityWords = new HeldCityWords({ confirmMs: 60_000 });
