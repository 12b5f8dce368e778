import { z } from 'zod';

/*
 * What the catalogue's contracts share (admin-categories.ts, admin-localities.ts, admin-campaigns.ts,
 * admin-quick-links.ts): slugs, texts, positions, flags, the site's links and images, and an edit's "at least one
 * field" rule. One definition for the Worker and the admin screens' forms (docs/product.md §3.24).
 */

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const SLUG_MESSAGE = 'Slug must be lower-case letters and digits joined by single dashes, e.g. health-and-fitness';

/**
 * The slug a name gets when none is given: the rule by which the directory resolves a typed category or place
 * (worker/services/search/lookups.ts, resolve), so the web app's links by name (categorySlug, ./format.ts) reach it.
 */
export function slugOf(name: string): string {
  return name
    .trim()
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

export const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

/** An optional field an edit may empty: '' or null clears it; left out, it stays. */
export const clearable = <Field extends z.ZodType>(field: Field) =>
  z.preprocess((value) => (value === null || blankToUndefined(value) === undefined ? null : value), field.nullable()).optional();

export const text = (label: string, min: number, max: number) =>
  z
    .string({ message: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .min(min, `${label} must be at least ${min} characters`)
    .max(max, `${label} must be at most ${max} characters`);

export const optionalText = (label: string, max: number) =>
  z.preprocess(
    blankToUndefined,
    z
      .string({ message: `${label} must be text` })
      .trim()
      .max(max, `${label} must be at most ${max} characters`)
      .optional(),
  );

/** The languages a catalogue text has beside English (./languages.ts), each in its own script. */
export const TRANSLATIONS = {
  kn: { script: 'Kannada', letter: /[\u0C80-\u0CFF]/u },
  hi: { script: 'Devanagari', letter: /[\u0900-\u097F]/u },
} as const;
export type TranslationLanguage = keyof typeof TRANSLATIONS;

/**
 * A catalogue text in Kannada or Hindi beside its English one (issue 38), labelled as the admin's form labels it
 * ('Name (Kannada)'): trimmed and composed (NFC, so one word typed on two keyboards is stored once), at most as long as
 * the English one may be, and written in the language's script: at least one of its letters, beside which a brand or
 * an abbreviation may stay in Latin letters.
 */
export const translatedText = (label: string, language: TranslationLanguage, max: number) => {
  const { script, letter } = TRANSLATIONS[language];
  return z
    .string({ message: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .transform((value) => value.normalize('NFC'))
    .refine((value) => letter.test(value), `${label} must be written in ${script} script`);
};

type Translations<Field extends string, Schema> = Record<`${Field}Kn` | `${Field}Hi`, Schema>;

const translationPair = <Field extends string, Schema>(
  field: Field,
  label: string,
  max: number,
  wrap: (text: ReturnType<typeof translatedText>) => Schema,
) =>
  ({
    [`${field}Kn`]: wrap(translatedText(`${label} (Kannada)`, 'kn', max)),
    [`${field}Hi`]: wrap(translatedText(`${label} (Hindi)`, 'hi', max)),
  }) as Translations<Field, Schema>;

/**
 * A new entry's Kannada and Hindi texts of one field, `${field}Kn` and `${field}Hi`, labelled '<Label> (Kannada)' and
 * '<Label> (Hindi)': optional, and '' or null is none (stored as null: the visitor then reads the English text).
 */
export const translationsOf = <Field extends string>(field: Field, label: string, max: number) =>
  translationPair(field, label, max, (text) =>
    z.preprocess((value) => (value === null ? undefined : blankToUndefined(value)), text.optional()),
  );

/** The same texts in an edit: '' or null clears one (null), left out it stays. */
export const clearableTranslationsOf = <Field extends string>(field: Field, label: string, max: number) =>
  translationPair(field, label, max, (text) => clearable(text));

export const slug = z.preprocess(
  blankToUndefined,
  z.string({ message: SLUG_MESSAGE }).trim().max(60, 'Slug must be at most 60 characters').regex(SLUG_PATTERN, SLUG_MESSAGE).optional(),
);

/**
 * A place in an order, 0 first; past the end means last. Digits in a form field count as the number they spell, so a
 * banner's multipart form says it as JSON would.
 */
export const position = z
  .preprocess(
    (value) => (typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value),
    z.number({ message: 'Position must be a number' }).int('Position must be a whole number').min(0, 'Position must be 0 or more'),
  )
  .optional();

/** A form's checkbox says 'true' or 'false'; JSON says true or false. */
export const flag = (label: string) =>
  z
    .preprocess(
      (value) => (value === 'true' ? true : value === 'false' ? false : value),
      z.boolean({ message: `${label} must be true or false` }),
    )
    .optional();

/** Why a link is not a path of the site or an https address, or null when it is one. */
export function siteLinkProblem(value: string, label = 'Link'): string | null {
  const kinds = `${label} must be a path in the site (starting with /) or an address starting with https://`;
  // No spaces, control characters or backslashes anywhere: browsers read '/\evil.example' as another site.
  const hasControl = [...value].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f);
  if (hasControl || /[\s\\]/.test(value)) return `${label} must not contain spaces or backslashes`;
  if (value.startsWith('/')) return value.startsWith('//') ? `${label} must start with a single / to be a path in the site` : null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return kinds;
  }
  if (url.protocol !== 'https:') return kinds;
  if (url.username || url.password) return `${label} must not carry a user name or password`;
  return null;
}

export const siteLink = (label: string) =>
  z
    .string({ message: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(500, `${label} must be at most 500 characters`)
    .superRefine((value, context) => {
      const problem = siteLinkProblem(value, label);
      if (problem) context.addIssue({ code: 'custom', message: problem });
    });

export const httpsImage = z
  .string({ message: 'Image must be an address starting with https://' })
  .trim()
  .max(500, 'Image address must be at most 500 characters')
  .superRefine((value, context) => {
    let url: URL | undefined;
    try {
      url = new URL(value);
    } catch {
      url = undefined;
    }
    if (url?.protocol !== 'https:' || /[\s\\]/.test(value) || url.username || url.password) {
      context.addIssue({ code: 'custom', message: 'Image must be an address starting with https://' });
    }
  });

export const atLeastOne = (message: string) => ({
  message,
  // An unknown field is the one thing to say about `{id: …}`, not also that nothing would change.
  when: (payload: { issues: unknown[] }) => payload.issues.length === 0,
});

export const hasSome = (changes: Record<string, unknown>) => Object.values(changes).some((value) => value !== undefined);
