import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parse, type Token } from '@messageformat/parser';
import { describe, expect, it } from 'vitest';
import { compileCatalogue } from '../../scripts/lib/messages-plugin.ts';
import { LANGUAGES } from '../../worker/contracts/languages.ts';

/*
 * The completeness of the app's texts (web/src/messages/<language>/<namespace>.json): every key in every language,
 * each text valid ICU MessageFormat for its language, naming the same values as the English, and written in the
 * language's own script rather than left in English.
 */
const MESSAGES = join(import.meta.dirname, '../../web/src/messages');

const catalogueNames = (language: string) =>
  readdirSync(join(MESSAGES, language))
    .filter((file) => file.endsWith('.json'))
    .map((file) => file.slice(0, -'.json'.length))
    .sort();

const read = (language: string, namespace: string) =>
  JSON.parse(readFileSync(join(MESSAGES, language, `${namespace}.json`), 'utf8')) as Record<string, string>;

/** The values a message names, plural and select cases included. */
function argumentsOf(text: string): string[] {
  const names = new Set<string>();
  const walk = (tokens: Token[]) => {
    for (const token of tokens) {
      if ('arg' in token) names.add(token.arg);
      if ('cases' in token) for (const branch of token.cases) walk(branch.tokens);
    }
  };
  walk(parse(text));
  return [...names].sort();
}

/** A letter of the language's own script: Kannada's block, Devanagari's. */
const SCRIPT: Record<string, RegExp> = { kn: /[\u0C80-\u0CFF]/, hi: /[\u0900-\u097F]/ };

/** Texts that are the same in every language: names (the brand) and symbols. */
const SAME_IN_EVERY_LANGUAGE = new Set<string>([
  // '{category name} | CityPages' for a category that does not exist.
  'meta.categoryNotFoundTitle',
]);

const NAMESPACES = catalogueNames('en');

/** A catalogue compiled as the build does and imported, where its imports (the runtime) resolve. */
async function runnable(language: string, texts: Record<string, string>) {
  const folder = join(import.meta.dirname, '../../node_modules/.cache/messages-test');
  mkdirSync(folder, { recursive: true });
  const file = join(folder, `${language}-${Date.now()}.mjs`);
  writeFileSync(file, compileCatalogue(language, JSON.stringify(texts), file));
  const module = (await import(pathToFileURL(file).href)) as { default: Record<string, (values: object) => string> };
  return module.default;
}

describe('the catalogues of texts', () => {
  it('has an English catalogue to give the keys, and the same catalogues in every language', () => {
    expect(NAMESPACES.length).toBeGreaterThan(0);
    for (const language of LANGUAGES) expect(catalogueNames(language), language).toEqual(NAMESPACES);
  });

  for (const namespace of NAMESPACES) {
    const english = read('en', namespace);

    it.each(LANGUAGES)(`${namespace}: %s has every key, no other, each compiling with the values English names`, (language) => {
      const texts = read(language, namespace);
      expect(Object.keys(texts).sort()).toEqual(Object.keys(english).sort());
      expect(() => compileCatalogue(language, JSON.stringify(texts), `${language}/${namespace}.json`)).not.toThrow();
      for (const [key, text] of Object.entries(texts)) {
        expect(argumentsOf(text), `${language}/${namespace}.json: ${key}`).toEqual(argumentsOf(english[key] ?? ''));
      }
    });

    it.each(['kn', 'hi'])(`${namespace}: every %s text is written in its own script, none left in English`, (language) => {
      const texts = read(language, namespace);
      const untranslated = Object.entries(texts)
        .filter(([key]) => !SAME_IN_EVERY_LANGUAGE.has(`${namespace}.${key}`))
        .filter(([key, text]) => text === english[key] || !SCRIPT[language]?.test(text))
        .map(([key, text]) => `${key}: ${text}`);
      expect(untranslated).toEqual([]);
    });
  }

  it("formats counts the Indian way and picks plurals by each language's rules", async () => {
    const counted = { text: '{n, plural, one {# ONE} other {# OTHER}}' };
    const [en, kn, hi] = await Promise.all(['en', 'kn', 'hi'].map((language) => runnable(language, counted)));
    // CLDR groups Kannada's numbers in thousands (1,234,567); the catalogues group them in lakhs in every language.
    expect(kn?.text?.({ n: 1234567 })).toBe('12,34,567 OTHER');
    expect(hi?.text?.({ n: 1234567 })).toBe('12,34,567 OTHER');
    // Hindi counts nought like one; English and Kannada do not.
    expect(hi?.text?.({ n: 0 })).toBe('0 ONE');
    expect(en?.text?.({ n: 0 })).toBe('0 OTHER');
    expect(kn?.text?.({ n: 1 })).toBe('1 ONE');
  });
});
