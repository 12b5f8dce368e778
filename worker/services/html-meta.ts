import { LANGUAGE_TAGS, LANGUAGES, OG_LOCALES, pathInLanguage, type Language } from '../contracts/languages.ts';
import { SITE } from '../contracts/site.ts';
import {
  BOT_CHECK_SITE_KEY_META,
  PAGE_CHUNKS_ELEMENT_ID,
  SSR_STATE_ELEMENT_ID,
  START_ON_INPUT_ATTRIBUTE,
  type ServerRenderedPage,
} from '../contracts/ssr.ts';
import type { PageMeta } from './page-meta.ts';

function escapeAttribute(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** JSON inside a script element: '<' escaped so a name like '</script>' cannot end it. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/** The head tags for a page: title, description, canonical, Open Graph, Twitter card and JSON-LD. */
export function headTags(meta: PageMeta, language: Language): string {
  const tags = [
    `<meta name="description" content="${escapeAttribute(meta.description)}" />`,
    `<link rel="canonical" href="${escapeAttribute(meta.canonical)}" />`,
    `<meta property="og:site_name" content="${escapeAttribute(SITE.name)}" />`,
    `<meta property="og:type" content="${meta.type}" />`,
    `<meta property="og:title" content="${escapeAttribute(meta.title)}" />`,
    `<meta property="og:description" content="${escapeAttribute(meta.description)}" />`,
    `<meta property="og:url" content="${escapeAttribute(meta.canonical)}" />`,
    `<meta property="og:locale" content="${OG_LOCALES[language]}" />`,
    ...LANGUAGES.filter((other) => other !== language).map(
      (other) => `<meta property="og:locale:alternate" content="${OG_LOCALES[other]}" />`,
    ),
    `<meta name="twitter:card" content="${meta.image ? 'summary_large_image' : 'summary'}" />`,
    `<meta name="twitter:title" content="${escapeAttribute(meta.title)}" />`,
    `<meta name="twitter:description" content="${escapeAttribute(meta.description)}" />`,
  ];
  if (meta.image) {
    tags.push(
      `<meta property="og:image" content="${escapeAttribute(meta.image)}" />`,
      `<meta property="og:image:alt" content="${escapeAttribute(meta.imageAlt ?? meta.title)}" />`,
      `<meta name="twitter:image" content="${escapeAttribute(meta.image)}" />`,
    );
  }
  if (meta.jsonLd) tags.push(`<script type="application/ld+json">${scriptJson(meta.jsonLd)}</script>`);
  return tags.join('\n    ');
}

export interface ShellOptions {
  meta: PageMeta | null;
  /** The app's chunks and those of the screen the path shows: the entry fetches them together, not one by one. */
  chunks: string[];
  status: number;
  /** The server-rendered markup and its data; without it the browser renders the page. */
  rendered: ServerRenderedPage | null;
  /** Keeps the page out of search results (a private area), for crawlers that read the markup but not the headers. */
  noindex: boolean;
  /** Turnstile's public site key, on every page: the app moves between pages without asking the Worker again. */
  botCheckSiteKey?: string;
  /** The page's language: `<html lang>`, og:locale. */
  language: Language;
  /** The title and description in the page's language for a page without meta of its own (the app sets its title). */
  defaults: { title: string; description: string };
  /** Where the page is in every language (its path within a language), for hreflang; null for a page no one should find. */
  languagesOf: { origin: string; path: string } | null;
}

/**
 * The page in each language, and English for a visitor whose language is none of them (x-default). Each language's
 * page names itself canonical, so each can be found in its own language.
 */
export function languageLinks({ origin, path }: { origin: string; path: string }): string {
  const link = (hreflang: string, language: Language) =>
    `<link rel="alternate" hreflang="${hreflang}" href="${escapeAttribute(`${origin}${pathInLanguage(language, path)}`)}" />`;
  return [...LANGUAGES.map((language) => link(LANGUAGE_TAGS[language], language)), link('x-default', 'en')].join('\n    ');
}

/**
 * The app shell for one page, streaming: its title and description, link-preview tags, the list of its code, and
 * the server-rendered markup with the data it was drawn from.
 */
export function renderShell(
  shell: Response,
  { meta, chunks, status, rendered, noindex, botCheckSiteKey, language, defaults, languagesOf }: ShellOptions,
): Response {
  const rewriter = new HTMLRewriter().on('html', {
    element(element) {
      element.setAttribute('lang', LANGUAGE_TAGS[language]);
    },
  });
  if (rendered) {
    rewriter
      .on('#root', {
        element(element) {
          element.setInnerContent(rendered.html, { html: true });
        },
      })
      .on('body', {
        element(element) {
          element.append(`<script type="application/json" id="${SSR_STATE_ELEMENT_ID}">${scriptJson(rendered.state)}</script>`, {
            html: true,
          });
        },
      });
  }
  if (meta) {
    rewriter
      .on('title', {
        element(element) {
          element.setInnerContent(meta.title);
        },
      })
      .on('meta[name="description"]', {
        element(element) {
          element.remove();
        },
      });
  } else {
    rewriter
      .on('title', {
        element(element) {
          element.setInnerContent(defaults.title);
        },
      })
      .on('meta[name="description"]', {
        element(element) {
          element.setAttribute('content', defaults.description);
        },
      });
  }
  const tags = [
    `<script type="application/json" id="${PAGE_CHUNKS_ELEMENT_ID}"${rendered?.complete ? ` ${START_ON_INPUT_ATTRIBUTE}` : ''}>${scriptJson(chunks)}</script>`,
    ...(noindex ? ['<meta name="robots" content="noindex" />'] : []),
    ...(botCheckSiteKey ? [`<meta name="${BOT_CHECK_SITE_KEY_META}" content="${escapeAttribute(botCheckSiteKey)}" />`] : []),
    ...(meta
      ? [
          headTags(
            languagesOf ? { ...meta, canonical: `${languagesOf.origin}${pathInLanguage(language, languagesOf.path)}` } : meta,
            language,
          ),
        ]
      : []),
    ...(languagesOf ? [languageLinks(languagesOf)] : []),
  ];
  return rewriter
    .on('head', {
      element(element) {
        element.append(tags.join('\n    '), { html: true });
      },
    })
    .transform(new Response(shell.body, { status, headers: shell.headers }));
}
