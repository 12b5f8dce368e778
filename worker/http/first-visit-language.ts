import type { Context } from 'hono';
import { accepts } from 'hono/accepts';
import { getCookie, setCookie } from 'hono/cookie';
import { LANGUAGE_COOKIE } from '../contracts/language-cookie.ts';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, pathInLanguage, type Language } from '../contracts/languages.ts';
import type { AppEnv } from '../env.ts';
import { countsAsVisitor } from '../services/analytics.ts';

/** The browser's most wanted of the three languages ('kn-IN' is Kannada), English when it names none. */
function browserLanguage(c: Context<AppEnv>): Language {
  return accepts(c, {
    header: 'Accept-Language',
    supports: [...LANGUAGES],
    default: DEFAULT_LANGUAGE,
    // Header order breaks a tie of quality, as browsers list what they want first.
    match: (wanted, { supports, default: fallback }) => {
      const sorted = wanted.filter((entry) => entry.q > 0).sort((a, b) => b.q - a.q);
      for (const entry of sorted) {
        const primary = entry.type.toLowerCase().split('-')[0];
        if (primary && supports.includes(primary)) return primary;
      }
      return fallback;
    },
  }) as Language;
}

/**
 * docs/product.md §2.1 "Languages": a first visit to the bare home page from a browser that prefers Kannada or Hindi
 * goes to that language's home, once. Never a crawler (each address is one language for it), never a browser that
 * has been in a language before: what a visitor chose always wins. The answer is the visitor's own, never cached.
 */
export function firstVisitLanguageRedirect(c: Context<AppEnv>, url: URL): Response | null {
  if (url.pathname !== '/' || c.req.method !== 'GET') return null;
  if (isLanguage(getCookie(c, LANGUAGE_COOKIE)) || !countsAsVisitor(c.req.header('user-agent'))) return null;
  const language = browserLanguage(c);
  if (language === DEFAULT_LANGUAGE) return null;
  setCookie(c, LANGUAGE_COOKIE, language, { path: '/', maxAge: 365 * 24 * 3600, sameSite: 'Lax', secure: url.protocol === 'https:' });
  c.header('Cache-Control', 'private, no-store');
  c.header('Vary', 'Accept-Language, Cookie');
  return c.redirect(`${pathInLanguage(language, '/')}${url.search}`, 302);
}
