import type { Lookup } from '../../lib/d1-round.ts';
import { ATTRIBUTE_FACET, FACET } from '../../db/rules.ts';
import { compareTerms, MOST_COMPOUND_PARTS, readRanges, type TermCount, type TermRange } from './common-words.ts';
import { commonWords } from './memory.ts';
import { BROAD, PREFIX_TERMS } from './plan.ts';
import { editDistance, isTextWord, type TermGroup } from './query.ts';

/**
 * What the index's vocabulary says of the typed words (docs/search.md, "Words"): how many documents hold each, the
 * known words a word being typed starts, and the words a typo was probably meant as. Asked in the first round; a
 * correction's wider range after it.
 */

/** What the vocabulary says of the typed words (spellingOf). */
export interface Spelling {
  /** Per word the index does not know: the known words it was probably meant as. */
  fixes: Map<string, string[]>;
  /** Per word being typed (a prefix) that starts at most PREFIX_TERMS known words: those words. */
  completions: Map<string, string[]>;
  /** For a search of one group, when the same query could tell: what documentsWithAnyOf would say of it. */
  holding?: number;
  /** How many documents hold each word the vocabulary was asked about on the way (0: none), for matchEstimate. */
  counts: Map<string, number>;
}

/**
 * Remembered words one statement reads around: each costs up to four of the 100 parameters D1 takes, and a search of
 * eight words with their synonyms and corrections needs most of them.
 */
const MOST_SKIPPED_PER_STATEMENT = 4;

/**
 * For each typed word of 4 letters or more the index does not know (the last one also not as a prefix) and that has
 * no synonyms, the known words within one edit (two for words of 8 letters or more) of it or its plural, most common
 * first, at most 3. Candidates come from a range of the vocabulary: the terms sharing the word's first three letters,
 * else its first two (typos are rare at the start of a word), so a correction reads a few dozen vocabulary rows, not
 * the whole vocabulary (the wider range only with `widerCorrections`). The same first query lists the known words the word being typed starts, when they are few,
 * and the candidates sharing three letters with a word it does not know. That query goes with the search's first round
 * (`lookup`); a correction's wider range is asked after it (`later`).
 */
export async function spellingOf(
  lookup: Lookup,
  later: Lookup,
  groups: TermGroup[],
  countAlternatives: boolean,
  widerCorrections = true,
): Promise<Spelling> {
  const spelling: Spelling = { fixes: new Map(), completions: new Map(), counts: new Map() };
  // Corrections are for words of 4 letters or more; the word being typed is listed from 2.
  const words = groups.filter((group) => isTextWord(group.word) && (group.prefix || group.word.length >= 4));
  if (words.length === 0) return spelling;
  // One query tells, per word, how many documents hold it (none: unknown); for the word being typed, the first words
  // it starts with theirs. Those are read in two ranges around `word_`, so that the facet tokens of a kind the word
  // names (open_3_0_19 for "open") are never visited: the vocabulary counts each term it visits by walking its doclist,
  // and a facet's holds most documents. A word that stops short of a kind's name ("pric") still visits its few tokens.
  // A search of one group also asks for its other alternatives' counts (unless its typed word is broad already), so the
  // broad check needs no query of its own. What this instance remembers of common words is not asked (search/common-words.ts):
  // when it is all, there is no query.
  const params: (string | number)[] = [];
  const checks: string[] = [];
  const row: Record<string, number | string | null> = {};
  const rememberedStarts = new Map<number, TermCount[]>();
  const asked = new Set<number>();
  // Remembered words read around, in all: each costs the statement parameters, of which D1 takes at most 100.
  let skips = MOST_SKIPPED_PER_STATEMENT;
  words.forEach((group, n) => {
    if (group.prefix) {
      const ranges = [
        { from: group.word, below: `${group.word}_` },
        { from: `${group.word}\u0060`, past: true, below: `${group.word}\uffff` },
      ];
      const read = readRanges(commonWords, ranges, { most: Math.min(skips, MOST_COMPOUND_PARTS - ranges.length) });
      skips -= read.skipped;
      rememberedStarts.set(n, read.remembered);
      // The remembered ones already make more than PREFIX_TERMS: the word is searched as a prefix.
      const left = PREFIX_TERMS + 1 - read.remembered.length;
      if (left <= 0) return;
      checks.push(
        `(SELECT group_concat(term || ':' || doc, ' ') FROM (SELECT term, doc FROM (${read.parts.join(' UNION ALL ')}) LIMIT ?)) AS w${n}`,
      );
      params.push(...read.params, left);
      asked.add(n);
      return;
    }
    const remembered = commonWords.count(group.word);
    if (remembered !== undefined) {
      row[`w${n}`] = remembered;
      return;
    }
    checks.push(`(SELECT doc FROM business_search_vocab WHERE term = ?) AS w${n}`);
    params.push(group.word);
    asked.add(n);
  });
  // With countAlternatives, every word of every group's alternatives (a phrase's each) is counted in the same query, for
  // matchEstimate. The typed words are counted above (a word being typed among the words it starts).
  const single = groups.length === 1 && words.length === 1 ? (groups[0] as TermGroup) : undefined;
  const typed = new Set(words.map((group) => group.word));
  const alternatives = countable(
    countAlternatives ? groups.flatMap((group) => group.alternatives.flatMap((phrase) => phrase.split(' '))) : (single?.alternatives ?? []),
  ).filter((word) => !typed.has(word));
  const others: string[] = [];
  for (const word of alternatives) {
    const remembered = commonWords.count(word);
    if (remembered === undefined) others.push(word);
    else spelling.counts.set(word, remembered);
  }
  // What is asked once the typed words are counted (CASE reads its branch only when taken), with its parameters.
  const after: string[] = [];
  const afterParams: (string | number)[] = [];
  // A whole typed word that more than BROAD documents hold already makes its group broad: its synonyms are then not
  // counted (the vocabulary would walk each one's doclist, 130,000 entries for "chemist"'s at 1,000,000 businesses).
  // A remembered word is one of those.
  const broadAlready = !countAlternatives && single !== undefined && !single.prefix;
  if (others.length > 0 && !(broadAlready && !asked.has(0))) {
    // '' when asked and none is known, NULL when not asked.
    const count = `(SELECT coalesce(group_concat(term || ':' || doc, ' '), '') FROM business_search_vocab WHERE term IN (${others.map(() => '?').join(', ')}))`;
    if (broadAlready) {
      after.push(`CASE WHEN coalesce(w0, 0) <= ${BROAD} THEN ${count} END AS others`);
      afterParams.push(...others);
    } else {
      checks.push(`${count} AS others`);
      params.push(...others);
    }
  }
  // A word of 4 letters or more the vocabulary does not know brings its candidate corrections in the same query: the
  // terms sharing its first three letters, read only when it is unknown. A word with synonyms is no typo, even if the
  // index holds only its synonyms ("dhaba"). A remembered word is known, and so is a word being typed that starts one.
  const fixable = words.flatMap((group, n) =>
    group.word.length >= 4 && group.alternatives.length === 1 && !rememberedStarts.get(n)?.length ? [{ group, n }] : [],
  );
  const rememberedClose = new Map<number, TermCount[]>();
  for (const { group, n } of fixable.filter(({ n }) => asked.has(n))) {
    const close = closeRange(group.word, 3, skips);
    skips -= close.skipped;
    rememberedClose.set(n, close.remembered);
    after.push(`CASE WHEN w${n} IS NULL THEN ${close.sql} END AS f${n}`);
    afterParams.push(...close.params);
  }
  if (checks.length > 0) {
    params.push(...afterParams);
    const sql =
      after.length === 0
        ? `SELECT ${checks.join(', ')}`
        : `WITH k AS MATERIALIZED (SELECT ${checks.join(', ')}) SELECT *, ${after.join(', ')} FROM k`;
    const known = await lookup<Record<string, number | string | null>>(sql, ...params);
    Object.assign(row, known.results[0] ?? {});
  }
  const counted: TermCount[] = [];
  if (row.others != null) for (const word of others) spelling.counts.set(word, 0);
  for (const { term, doc } of termCounts(row.others)) {
    spelling.counts.set(term, doc);
    counted.push({ term, doc });
  }
  const held: number[] = (single?.alternatives ?? []).map((word) => spelling.counts.get(word) ?? 0);
  let complete = true;
  words.forEach((group, n) => {
    const answer = row[`w${n}`];
    if (!group.prefix) {
      spelling.counts.set(group.word, Number(answer ?? 0));
      if (asked.has(n)) counted.push({ term: group.word, doc: Number(answer ?? 0) });
      if (isCountable(group.word)) held.push(Number(answer ?? 0));
      else complete = false;
      return;
    }
    const read = termCounts(answer);
    counted.push(...read);
    const started = [...(rememberedStarts.get(n) ?? []), ...read].sort((a, b) => compareTerms(a.term, b.term));
    if (started.length > PREFIX_TERMS) {
      complete = false;
      return;
    }
    // A facet token (price_2 for "pric") is no word of the text: its phrase would only walk its long doclist.
    const terms = started.filter(({ term }) => isTextWord(term));
    spelling.completions.set(
      group.word,
      terms.map(({ term }) => term),
    );
    for (const { term, doc } of terms) {
      spelling.counts.set(term, doc);
      if (isCountable(term)) held.push(doc);
    }
    // Every word it starts is listed, so the word itself (one of them) is held by as many as listed, or none.
    if (!spelling.counts.has(group.word)) spelling.counts.set(group.word, 0);
  });

  const tried = new Set<string>();
  for (const { group, n } of fixable) {
    const word = group.word;
    if (row[`w${n}`] || tried.has(word)) continue;
    tried.add(word);
    const read = termCounts(row[`f${n}`]);
    counted.push(...read);
    // The first three letters are a narrow range of the vocabulary; only a typo among them widens it to two.
    const close =
      closeAmong(word, [...(rememberedClose.get(n) ?? []), ...read]) ?? (widerCorrections ? await closeTerms(later, word, 2) : null);
    if (!close) continue;
    spelling.fixes.set(
      word,
      close.map(({ term }) => term),
    );
    for (const { term, doc } of close) {
      spelling.counts.set(term, doc);
      if (word === single?.word) held.push(doc);
    }
  }
  commonWords.remember(counted.filter(({ term }) => isCountable(term)));
  if (single && complete) spelling.holding = Math.max(...held);
  return spelling;
}

/**
 * The terms a typed word may have been meant as: those sharing its first `shared` letters, 2 shorter to 3 longer, as
 * `term:doc` pairs read around the remembered common words, which come apart.
 */
/**
 * The kinds of facet token ('cat' of cat_tailors, 'open', 'for' of for_women…): none is a word, and a kind holds up to
 * hundreds of tokens, each of which the vocabulary walks when a range holds it.
 */
const FACET_KINDS = [
  ...new Set(
    [
      FACET.category('x'),
      FACET.location('x'),
      FACET.pincode('1'),
      FACET.price(1),
      FACET.rating(1),
      FACET.openSpecial,
      FACET.none,
      FACET.never,
      ...Object.values(ATTRIBUTE_FACET),
    ].map((token) => token.slice(0, token.indexOf('_'))),
  ),
].sort();

/**
 * The vocabulary's terms that start with `head`, as ranges that step around the facet tokens among them: a typo of
 * "caterers" ('catters') reads the words that start 'cat', not every category's cat_ token beside them.
 */
export function aroundFacets(head: string): TermRange[] {
  const ranges: TermRange[] = [];
  let from = head;
  for (const kind of FACET_KINDS.filter((kind) => kind.startsWith(head))) {
    ranges.push({ from, below: `${kind}_` });
    // '`' follows '_': no term lies between `${kind}_…` and it.
    from = `${kind}\u0060`;
  }
  ranges.push({ from, below: `${head}\uffff` });
  return ranges;
}

function closeRange(
  word: string,
  shared: number,
  skips = MOST_SKIPPED_PER_STATEMENT,
): { sql: string; params: (string | number)[]; remembered: TermCount[]; skipped: number } {
  const head = word.slice(0, shared);
  const [shortest, longest] = [word.length - 2, word.length + 3];
  const ranges = aroundFacets(head);
  const read = readRanges(commonWords, ranges, {
    most: Math.min(skips, MOST_COMPOUND_PARTS - ranges.length),
    where: {
      sql: 'length(term) BETWEEN ? AND ?',
      params: [shortest, longest],
      keep: (term) => [...term].length >= shortest && [...term].length <= longest,
    },
  });
  return { ...read, sql: `(SELECT group_concat(term || ':' || doc, ' ') FROM (${read.parts.join(' UNION ALL ')}))` };
}

/** Terms and their document counts as the vocabulary's `group_concat(term || ':' || doc, ' ')` lists them. */
function termCounts(answer: unknown): TermCount[] {
  if (typeof answer !== 'string' || answer === '') return [];
  return answer.split(' ').map((pair) => {
    const [term = '', doc] = pair.split(':');
    return { term, doc: Number(doc) };
  });
}

/** Known words within reach of a typed one among those sharing its first `shared` letters, most common first. */
async function closeTerms(lookup: Lookup, word: string, shared: number): Promise<TermCount[] | null> {
  const close = closeRange(word, shared);
  const range = await lookup<{ range: string | null }>(`SELECT ${close.sql} AS range`, ...close.params);
  const read = termCounts(range.results[0]?.range);
  commonWords.remember(read.filter(({ term }) => isCountable(term)));
  return closeAmong(word, [...close.remembered, ...read]);
}

/** Of `terms`, those within one edit (two from 8 letters) of a typed word or its plural: the 3 most common. */
function closeAmong(word: string, terms: TermCount[]): TermCount[] | null {
  const allowed = word.length >= 8 ? 2 : 1;
  const close = terms
    .filter(({ term }) => isTextWord(term) && Math.min(editDistance(word, term), editDistance(`${word}s`, term)) <= allowed)
    .sort((a, b) => b.doc - a.doc || compareTerms(a.term, b.term))
    .slice(0, 3);
  return close.length > 0 ? close : null;
}

/** Whether a term's vocabulary count is a count of the text: `all` and `featured` are facet tokens as well as words. */
export function isCountable(term: string): boolean {
  return isTextWord(term) && term !== FACET.all && term !== FACET.featured;
}

export function countable(terms: string[]): string[] {
  return [...new Set(terms)].filter(isCountable);
}

/**
 * Each group's words as the expression holds them (its alternatives, corrections, or the words a prefix starts), each
 * a phrase's words, once each (a word being typed starts itself); null for a prefix whose completions were not listed.
 */
export function groupOptions(groups: TermGroup[], spelling: Pick<Spelling, 'fixes' | 'completions'>): (string[][] | null)[] {
  return groups.map((group) => {
    const completed = spelling.completions.get(group.word);
    if (group.prefix && !completed) return null;
    const options = new Set([...group.alternatives, ...(spelling.fixes.get(group.word) ?? []), ...(completed ?? [])]);
    return [...options].map((option) => option.split(' '));
  });
}

/** How many documents may hold each group's words at most: each phrase counted as its rarest word, the phrases summed. */
export function mostHolding(options: (string[][] | null)[], documents: (word: string) => number): number[] {
  return options.map((group) => (group === null ? Infinity : group.reduce((sum, phrase) => sum + Math.min(...phrase.map(documents)), 0)));
}
