import { SERVER_TEXTS } from 'citypages-ssr';
import { LANGUAGE_TAGS, pathInLanguage, type Language } from '../contracts/languages.ts';
import type { MailTexts } from '../contracts/ssr.ts';
import { SITE } from '../contracts/site.ts';

/*
 * An e-mail goes in its recipient's language (users.language, docs/decisions/037): its texts are the catalogue
 * web/src/messages/<language>/mail.json, compiled into the server renderer with the page titles (the Worker cannot
 * compile a message at run time).
 */

/** The language a mail is written in: its texts, and what else differs (the links, dates and lists in it). */
export interface MailLanguage {
  language: Language;
  t: MailTexts;
  /** An address of the site in this language: the link in a mail opens the page in the language of the mail. */
  url: (origin: string, path: string) => string;
  /** A moment as the mail says it, in the city's time: '5 Dec 2026, 4:05 pm'. */
  when: (moment: Date) => string;
  /** 'name, address and phone number', joined as the language joins a list. */
  list: (words: readonly string[]) => string;
}

const made = new Map<Language, MailLanguage>();

export function mailLanguage(language: Language): MailLanguage {
  let found = made.get(language);
  if (!found) {
    const tag = LANGUAGE_TAGS[language];
    const when = new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeStyle: 'short', timeZone: SITE.timeZone });
    const list = new Intl.ListFormat(tag, { type: 'conjunction' });
    found = {
      language,
      t: SERVER_TEXTS[language].mail,
      url: (origin, path) => `${origin}${pathInLanguage(language, path)}`,
      when: (moment) => when.format(moment),
      list: (words) => list.format(words),
    };
    made.set(language, found);
  }
  return found;
}
