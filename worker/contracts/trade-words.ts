import { z } from 'zod';
import { searchForm, WORD_SEPARATORS } from './city-text.ts';

/*
 * The trade lexicon (docs/search.md, "Reading a query"): the words residents type for a trade, in the city's registers,
 * as admins edit them beside each category (docs/product.md §3.24) and as the one box reads them. One definition for
 * the Worker, the seed and the admin screen.
 */

/** The registers a word is written in, as the admin screen and the seed name them. */
export const TRADE_REGISTERS = ['en', 'hiLatn', 'knLatn', 'hi', 'kn'] as const;
export type TradeRegister = (typeof TRADE_REGISTERS)[number];

/** What each register is called on the admin screen. */
export const TRADE_REGISTER_LABELS: Record<TradeRegister, string> = {
  en: 'English and Indian English',
  hiLatn: 'Hindi in Latin letters',
  knLatn: 'Kannada in Latin letters',
  hi: 'Hindi (Devanagari)',
  kn: 'Kannada',
};

/** Each register's letters: Latin for the first three, then its own script (spaces, and for Kannada the joiners). */
const REGISTER_LETTERS: Record<TradeRegister, RegExp> = {
  en: /^[a-z0-9][a-z0-9 '&.-]*$/,
  hiLatn: /^[a-z0-9][a-z0-9 '-]*$/,
  knLatn: /^[a-z0-9][a-z0-9 '-]*$/,
  hi: /^[\u0900-\u097f ]+$/u,
  kn: /^[\u0c80-\u0cff \u200c\u200d]+$/u,
};

const REGISTER_SCRIPT_MESSAGE: Record<TradeRegister, string> = {
  en: 'Write English words in lower-case Latin letters',
  hiLatn: 'Write Hindi in Latin letters here (Devanagari has its own box)',
  knLatn: 'Write Kannada in Latin letters here (Kannada script has its own box)',
  hi: 'Write only Devanagari here',
  kn: 'Write only Kannada script here',
};

/** The most words a concept holds across its registers, and the longest word: a trade's names, not a description. */
export const TRADE_LIMITS = { words: 60, wordLength: 40 } as const;

/**
 * Romanised Hindi as people spell it (issue 36): w and v, z and j, ph and f, doubled letters and long vowels (ee, oo,
 * aa), and a trailing a ('dukaan'/'dukan', 'darzi'/'darji', 'silaai'/'silai', 'gaadi'/'gadi', 'wala'/'vala'/'wale'
 * apart). Applied to every Latin word on both sides, so variants meet; words of other scripts are left as they are.
 */
export function foldRomanised(word: string): string {
  if (!/^[a-z]+$/.test(word)) return word;
  const folded = word
    .replace(/ph/g, 'f')
    .replace(/w/g, 'v')
    .replace(/z/g, 'j')
    .replace(/ee/g, 'i')
    .replace(/oo/g, 'u')
    .replace(/(.)\1+/g, '$1');
  return folded.length > 3 && folded.endsWith('a') ? folded.slice(0, -1) : folded;
}

/** A word's form in the one box's reading: its words in the index's form, folded, run together. */
export function tradeKey(text: string): string {
  return searchForm(text).split(WORD_SEPARATORS).filter(Boolean).map(foldRomanised).join('');
}

/** Kebab-case English, as the seed names concepts: 'tailor', 'two-wheeler-repair'. */
export const conceptIdSchema = z
  .string({ message: 'Give the trade a short English name' })
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Use lower-case English words joined by hyphens, like two-wheeler-repair')
  .max(60, 'At most 60 characters');

export const conceptParam = z.object({ id: z.string().trim().min(1).max(64), concept: conceptIdSchema }).strict();

function registerWords(register: TradeRegister) {
  return z
    .array(
      z
        .string({ message: 'Each word must be text' })
        .transform((word) => word.normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase())
        .pipe(
          z
            .string()
            .min(1, 'A word cannot be empty')
            .max(TRADE_LIMITS.wordLength, `Each word at most ${TRADE_LIMITS.wordLength} characters`)
            .regex(REGISTER_LETTERS[register], REGISTER_SCRIPT_MESSAGE[register]),
        ),
    )
    .default([]);
}

/** `PUT /api/admin/categories/:id/trade-words/:concept`: the concept's words, all of them (what is left out goes). */
export const tradeConceptSchema = z
  .object({
    /** One of the category's sub-categories, when the concept is that narrower trade. */
    subcategory: z.preprocess(
      (value) => (value === '' ? null : value),
      z.string().trim().min(1).max(100, 'Subcategory must be at most 100 characters').nullable().default(null),
    ),
    words: z
      .object(
        Object.fromEntries(TRADE_REGISTERS.map((register) => [register, registerWords(register)])) as {
          [R in TradeRegister]: ReturnType<typeof registerWords>;
        },
      )
      .strict(),
  })
  .strict()
  .refine((concept) => Object.values(concept.words).some((words) => words.length > 0), {
    message: 'Give the trade at least one word',
    path: ['words'],
  })
  .refine((concept) => Object.values(concept.words).flat().length <= TRADE_LIMITS.words, {
    message: `At most ${TRADE_LIMITS.words} words for one trade`,
    path: ['words'],
  });
export type TradeConceptInput = z.infer<typeof tradeConceptSchema>;

/** A concept as the admin screen shows it. */
export interface TradeConcept {
  id: string;
  subcategory: string | null;
  words: Record<TradeRegister, string[]>;
}
