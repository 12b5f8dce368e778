import { readFile } from 'node:fs/promises';
import MessageFormat from '@messageformat/core';
import compileModule from '@messageformat/core/lib/compile-module.js';
import type { Plugin } from 'vite';
import { isLanguage, LANGUAGE_TAGS } from '../../worker/contracts/languages.ts';

/** A catalogue: web/src/messages/<language>/<screen>.json, ICU MessageFormat texts by key. */
export const CATALOGUE_PATH = /[\\/]web[\\/]src[\\/]messages[\\/](\w+)[\\/][\w-]+\.json$/;

/**
 * Numbers inside a message ('#' in a plural, `{n, number}`) are grouped the Indian way in every language (12,34,567):
 * CLDR groups Kannada's in thousands (1,234,567), which Bengaluru does not write.
 */
const NUMBER_LOCALE = LANGUAGE_TAGS.en;

/** The catalogue's JSON as a module of functions, one per key; plural rules and numbers of its language. */
export function compileCatalogue(language: string, source: string, id: string): string {
  if (!isLanguage(language)) throw new Error(`${id}: no language '${language}'`);
  const texts: unknown = JSON.parse(source);
  if (typeof texts !== 'object' || texts === null || Array.isArray(texts)) throw new Error(`${id}: not an object of texts`);
  for (const [key, text] of Object.entries(texts)) {
    if (typeof text !== 'string') throw new Error(`${id}: '${key}' is not a text`);
  }
  const tag = LANGUAGE_TAGS[language];
  const module = compileModule(new MessageFormat(tag, { strict: true }), texts as Record<string, string>);
  return module.replaceAll(`Number("${tag}",`, `Number("${NUMBER_LOCALE}",`).replaceAll(`number("${tag}",`, `number("${NUMBER_LOCALE}",`);
}

/**
 * Catalogues compile when the build (or a test) loads them, so the page carries plain functions and a few hundred
 * bytes of runtime, never a MessageFormat parser.
 */
export function messageCatalogues(): Plugin {
  return {
    name: 'citypages-messages',
    enforce: 'pre',
    async load(id) {
      const match = CATALOGUE_PATH.exec(id);
      if (!match?.[1]) return null;
      return { code: compileCatalogue(match[1], await readFile(id, 'utf8'), id), moduleType: 'js' };
    },
  };
}
