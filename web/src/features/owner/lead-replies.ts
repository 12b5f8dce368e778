import { whatsappNumber } from '@contracts/format.ts';
import type { Language } from '@contracts/languages.ts';
import type { Messages } from '../../i18n/catalogues.ts';
import { shortDateTimeIn } from '../../lib/dates.ts';
import type { RouterOutputs } from '../../lib/types.ts';

/*
 * The owner's two ways to answer an enquiry from the leads inbox (docs/product.md §2.24 Enquiries): a WhatsApp chat
 * with the enquirer's phone, or an e-mail to their address, each opened with the greeting already written, in the
 * portal's language (the owner's choice; the enquirer wrote to them on the same site).
 */

export type ReplyWords = Pick<
  Messages<'owner'>,
  'leadWhatsappGreeting' | 'leadWhatsappAbout' | 'leadEmailSubject' | 'leadEmailGreeting' | 'leadEmailThanks' | 'leadEmailQuoteIntro'
>;

export type Lead = RouterOutputs['owner']['enquiries']['enquiries'][number];

/** How much of the enquiry a WhatsApp greeting quotes: enough to say which enquiry it answers. */
const QUOTE_LENGTH = 200;

function excerpt(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > QUOTE_LENGTH ? `${flat.slice(0, QUOTE_LENGTH - 1).trimEnd()}…` : flat;
}

/** A wa.me chat with the enquirer (their phone as §4.6 writes WhatsApp numbers), or null when they left no phone. */
export function whatsappReplyLink(t: ReplyWords, lead: Lead, businessName: string): string | null {
  if (!lead.phone) return null;
  const text = [
    t.leadWhatsappGreeting({ name: lead.name, business: businessName }),
    '',
    t.leadWhatsappAbout({ message: excerpt(lead.message) }),
    '',
    '',
  ].join('\n');
  return `https://wa.me/${whatsappNumber(lead.phone)}?text=${encodeURIComponent(text)}`;
}

/** A mailto: link answering the enquiry, its text quoted below the greeting as mail programs quote. */
export function emailReplyLink(t: ReplyWords, language: Language, lead: Lead, businessName: string): string {
  const subject = t.leadEmailSubject({ business: businessName });
  const body = [
    t.leadEmailGreeting({ name: lead.name }),
    '',
    t.leadEmailThanks({ business: businessName }),
    '',
    '',
    '',
    businessName,
    '',
    t.leadEmailQuoteIntro({ date: shortDateTimeIn(language, lead.createdAt) }),
    ...lead.message.split(/\r?\n/).map((line) => `> ${line}`),
  ].join('\r\n');
  // The address keeps its '@' readable; everything else that could end it early ('?', '&', '#') is escaped.
  const to = encodeURIComponent(lead.email).replace(/%40/g, '@');
  return `mailto:${to}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
