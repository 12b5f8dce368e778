/**
 * The cookie that says a browser has been in a language (web/src/boot.ts writes the page's on every page, the Worker
 * on its one redirect): from then on the bare address is English, as asked (worker/http/first-visit-language.ts). A
 * module of its own: the page's entry imports it, and must not bring the languages' table with it.
 */
export const LANGUAGE_COOKIE = 'cp_lang';
