import { whatsappNumber } from '@contracts/format.ts';
import { SITE } from '@contracts/site.ts';
import { shortDateTime } from '../../lib/dates.ts';
import type { RouterOutputs } from '../../lib/types.ts';

/*
 * The owner's two ways to answer an enquiry from the leads inbox (docs/product.md §2.24 Enquiries): a WhatsApp chat
 * with the enquirer's phone, or an e-mail to their address, each opened with the greeting already written.
 */

export type Lead = RouterOutputs['owner']['enquiries']['enquiries'][number];

/** How much of the enquiry a WhatsApp greeting quotes: enough to say which enquiry it answers. */
const QUOTE_LENGTH = 200;

function excerpt(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > QUOTE_LENGTH ? `${flat.slice(0, QUOTE_LENGTH - 1).trimEnd()}…` : flat;
}

/** A wa.me chat with the enquirer (their phone as §4.6 writes WhatsApp numbers), or null when they left no phone. */
export function whatsappReplyLink(lead: Lead, businessName: string): string | null {
  if (!lead.phone) return null;
  const text = [
    `Hello ${lead.name}, thank you for your enquiry to ${businessName} on ${SITE.name}.`,
    '',
    `About your message: "${excerpt(lead.message)}"`,
    '',
    '',
  ].join('\n');
  return `https://wa.me/${whatsappNumber(lead.phone)}?text=${encodeURIComponent(text)}`;
}

/** A mailto: link answering the enquiry, its text quoted below the greeting as mail programs quote. */
export function emailReplyLink(lead: Lead, businessName: string): string {
  const subject = `Re: your enquiry to ${businessName}`;
  const body = [
    `Hello ${lead.name},`,
    '',
    `Thank you for your enquiry to ${businessName} on ${SITE.name}.`,
    '',
    '',
    '',
    businessName,
    '',
    `On ${shortDateTime(lead.createdAt)}, you wrote:`,
    ...lead.message.split(/\r?\n/).map((line) => `> ${line}`),
  ].join('\r\n');
  // The address keeps its '@' readable; everything else that could end it early ('?', '&', '#') is escaped.
  const to = encodeURIComponent(lead.email).replace(/%40/g, '@');
  return `mailto:${to}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
