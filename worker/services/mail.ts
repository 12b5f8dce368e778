import { desc, eq } from 'drizzle-orm';
import { SITE } from '../contracts/site.ts';
import * as schema from '../db/schema.ts';
import type { Bindings, Database } from '../env.ts';
import { newId } from '../lib/ids.ts';

/** What a transport delivers. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/**
 * A message as its builder makes it. Codes and link tokens go only into `subject`, `text` and `html`, which reach
 * the transport; the builder also says what the subject is without them, which is all of the content the outbox
 * keeps outside development (docs/decisions/012-mail-outbox.md).
 */
export interface Mail extends MailMessage {
  redactedSubject: string;
}

/** Delivers one message; throws when the provider refuses it. */
export type Transport = (message: MailMessage) => Promise<void>;

/** How long a mail API may take before the send counts as failed: delivery happens inside the visitor's request. */
const MAIL_API_TIMEOUT_MS = 10_000;

export function escapeHtml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** MAIL_FROM ('CityPages <no-reply@citypages.in>' or a bare address) as the send_email binding takes a sender. */
function senderAddress(from: string): string | EmailAddress {
  const match = /^\s*"?([^"<]*?)"?\s*<([^<>\s]+)>\s*$/.exec(from);
  const [, name, email] = match ?? [];
  return name && email ? { name, email } : (email ?? from.trim());
}

/**
 * Cloudflare Email Service through the send_email binding. The binding takes the message's fields and builds,
 * DKIM-signs and sends the MIME message itself; it throws errors that carry a `code` (E_SENDER_NOT_VERIFIED…).
 */
function sendEmailTransport(binding: SendEmail, from: string): Transport {
  const sender = senderAddress(from);
  return async ({ to, subject, text, html }) => {
    await binding.send({ from: sender, to, subject, text, html });
  };
}

/** An HTTP mail API that takes {from, to, subject, text, html} as JSON with a bearer key (Resend's POST /emails and others). */
function httpTransport(url: string, key: string, from: string): Transport {
  return async ({ to, subject, text, html }) => {
    const response = await fetch(url, {
      method: 'POST',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: JSON.stringify({ from, to, subject, text, html }),
      signal: AbortSignal.timeout(MAIL_API_TIMEOUT_MS),
    });
    // The status only: a provider's error body may quote the message, and the error is stored on the outbox row.
    if (!response.ok) throw new Error(`mail API answered ${response.status}`);
  };
}

/**
 * The transport configuration picks. MAIL_TRANSPORT chooses Cloudflare's send_email binding or an HTTP mail API, in
 * any environment; without it, development prints each message to the console, tests keep the outbox row only, and
 * production logs an error and leaves the message unsent.
 */
export function transportFor(env: Bindings): Transport | null {
  const from = env.MAIL_FROM ?? `${SITE.name} <no-reply@${SITE.shortDomain}>`;
  if (env.MAIL_TRANSPORT === 'send_email' && env.SEND_EMAIL) return sendEmailTransport(env.SEND_EMAIL, from);
  if (env.MAIL_TRANSPORT === 'http' && env.MAIL_API_URL && env.MAIL_API_KEY) return httpTransport(env.MAIL_API_URL, env.MAIL_API_KEY, from);
  if (env.MAIL_TRANSPORT) {
    console.error(
      `MAIL_TRANSPORT=${env.MAIL_TRANSPORT} lacks its settings: send_email needs the SEND_EMAIL binding, http MAIL_API_URL and MAIL_API_KEY`,
    );
    return null;
  }
  if (env.ENVIRONMENT === 'development') {
    return async (message) => console.info(`[mail] to ${message.to}: ${message.subject}\n${message.text}`);
  }
  if (env.ENVIRONMENT === 'production')
    console.error('No mail transport configured: set MAIL_TRANSPORT (send_email or http) and its settings');
  return null;
}

/**
 * What the outbox row keeps of a mail: everything in development, where `GET /api/dev/outbox` reads codes from it;
 * anywhere else only what delivery bookkeeping needs, so that no code or link token is stored readable.
 */
function storedParts(env: Bindings, mail: Mail): MailMessage {
  if (env.ENVIRONMENT === 'development') return { to: mail.to, subject: mail.subject, text: mail.text, html: mail.html };
  return { to: mail.to, subject: mail.redactedSubject, text: '', html: '' };
}

/** A delivery failure as the outbox row records it: the binding's error code first, when it has one. */
function failureText(error: unknown): string {
  const code = error instanceof Error && 'code' in error ? `${String(error.code)}: ` : '';
  return `${code}${String(error)}`.slice(0, 500);
}

/**
 * Writes the mail to the outbox (storedParts), then hands the whole message to the transport, then stamps `sent_at`;
 * a delivery failure is recorded on the row and logged, never thrown: the visitor's request succeeds.
 */
export async function sendMail(db: Database, env: Bindings, mail: Mail): Promise<void> {
  const id = newId();
  await db.insert(schema.emailOutbox).values({ id, ...storedParts(env, mail) });
  const transport = transportFor(env);
  if (!transport) return;
  try {
    await transport(mail);
    await db.update(schema.emailOutbox).set({ sentAt: new Date() }).where(eq(schema.emailOutbox.id, id));
  } catch (error) {
    console.error('mail delivery failed', error);
    await db
      .update(schema.emailOutbox)
      .set({ error: failureText(error) })
      .where(eq(schema.emailOutbox.id, id));
  }
}

/** A mail's HTML: the site's frame around rows of a table, which mail programs lay out reliably. */
export function htmlMail(rows: string): string {
  return `<!doctype html><html lang="en"><body style="margin:0;background:#f8fafc;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#0f172a">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="100%" style="max-width:520px;background:#ffffff;border-radius:12px;padding:32px" cellpadding="0" cellspacing="0">
<tr><td style="font-size:22px;font-weight:700;color:#1d4ed8">${escapeHtml(SITE.name)}</td></tr>
${rows}
</table></td></tr></table></body></html>`;
}

/** The words that differ between the mails carrying a code and a link. */
interface CodeMailWords {
  /** What the code is for, in 'your … code': 'verification', 'password reset'. */
  purpose: string;
  /** The link, what it does in 'Or … with this link' ('verify', 'reset your password') and its button; none for a code alone. */
  link: { url: string; byLink: string; action: string } | null;
  /** The reassurance for someone who did not ask. */
  ignore: string;
}

function codeMail(to: string, name: string, code: string, words: CodeMailWords): Mail {
  const { link } = words;
  const subject = `${code} is your ${SITE.name} ${words.purpose} code`;
  const text = [
    `Hello ${name},`,
    '',
    `Your ${SITE.name} ${words.purpose} code is ${code}. It expires in 10 minutes.`,
    '',
    ...(link ? [`Or ${link.byLink} with this link: ${link.url}`, ''] : []),
    words.ignore,
    '',
    `${SITE.name} · ${SITE.city}`,
  ].join('\n');
  const html = htmlMail(`<tr><td style="padding-top:16px;font-size:16px">Hello ${escapeHtml(name)},</td></tr>
<tr><td style="padding-top:8px;font-size:16px">Your ${escapeHtml(words.purpose)} code is</td></tr>
<tr><td style="padding:16px 0;font-size:36px;font-weight:800;letter-spacing:8px">${escapeHtml(code)}</td></tr>
${
  link
    ? `<tr><td style="font-size:14px;color:#475569">It expires in 10 minutes. You can also ${escapeHtml(link.byLink)} with one click:</td></tr>
<tr><td style="padding:20px 0"><a href="${escapeHtml(link.url)}" style="background:#1d4ed8;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:8px;font-weight:600;display:inline-block">${escapeHtml(link.action)}</a></td></tr>`
    : `<tr><td style="padding-bottom:20px;font-size:14px;color:#475569">It expires in 10 minutes.</td></tr>`
}
<tr><td style="font-size:13px;color:#64748b">${escapeHtml(words.ignore)}</td></tr>`);
  return { to, subject, redactedSubject: `Your ${SITE.name} ${words.purpose} code`, text, html };
}

export function verificationMail(to: string, name: string, code: string, link: string): Mail {
  return codeMail(to, name, code, {
    purpose: 'verification',
    link: { url: link, byLink: 'verify', action: 'Verify my e-mail' },
    ignore: 'If you did not sign up, you can ignore this e-mail.',
  });
}

export function passwordResetMail(to: string, name: string, code: string, link: string): Mail {
  return codeMail(to, name, code, {
    purpose: 'password reset',
    link: { url: link, byLink: 'reset your password', action: 'Choose a new password' },
    ignore: 'If you did not ask to reset your password, you can ignore this e-mail: your password stays as it is.',
  });
}

/** The code that confirms a new address, typed on the account page (no link: only the signed-in user may use it). */
export function emailChangeMail(to: string, name: string, code: string): Mail {
  return codeMail(to, name, code, {
    purpose: 'e-mail change',
    link: null,
    ignore: `If you did not ask to use this address for ${SITE.name}, you can ignore this e-mail: nothing changes without the code.`,
  });
}

/**
 * A mail without a code: a notice, every paragraph as plain text. Line breaks inside a paragraph stay line breaks in
 * the HTML too, since a visitor's message quoted in an owner's notice keeps the lines they wrote.
 */
export function noticeMail(to: string, subject: string, paragraphs: string[]): Mail {
  const text = [...paragraphs.flatMap((paragraph) => [paragraph, '']), `${SITE.name} · ${SITE.city}`].join('\n');
  const html = htmlMail(
    paragraphs
      .map((paragraph) => `<tr><td style="padding-top:16px;font-size:16px;white-space:pre-line">${escapeHtml(paragraph)}</td></tr>`)
      .join('\n'),
  );
  return { to, subject, redactedSubject: subject, text, html };
}

/** To the old address once the change is done, so a takeover through a stolen session does not go unnoticed. */
export function emailChangedNotice(to: string, name: string, newEmail: string): Mail {
  return noticeMail(to, `Your ${SITE.name} e-mail address was changed`, [
    `Hello ${name},`,
    `The e-mail address of your ${SITE.name} account is now ${newEmail}. This address will no longer receive its mail.`,
    `If you did not make this change, reply to this e-mail or write to us through the contact page at once.`,
  ]);
}

/**
 * To an address someone asked to move their account to while another account already uses it. The asker is told the
 * same as for a free address (the account page must not reveal who is registered); the address's owner learns why no
 * code came.
 */
export function emailInUseNotice(to: string): Mail {
  return noticeMail(to, `Someone tried to use this address for ${SITE.name}`, [
    'Hello,',
    `Someone signed in to a ${SITE.name} account asked to change its e-mail address to this one. This address already has an account with us, so nothing was changed.`,
    'If it was you, sign in with this address instead. Otherwise you can ignore this e-mail.',
  ]);
}

/** A name as a subject line carries it: one line, whatever the name's owner typed. */
export const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** What an owner's notices say about the listing they run, and where the portal is. */
interface OwnerNotice {
  to: string;
  ownerName: string;
  businessName: string;
  portalUrl: string;
}

/**
 * To a listing's owner when someone sends it an enquiry (docs/product.md §3.21): who wrote, how to answer them, and
 * what they wrote. The subject names only the listing: outside development the outbox keeps the subject.
 */
export function enquiryNotice(notice: OwnerNotice, enquiry: { name: string; email: string; phone: string | null; message: string }): Mail {
  return noticeMail(notice.to, `New enquiry for ${oneLine(notice.businessName)}`, [
    `Hello ${notice.ownerName},`,
    `${enquiry.name} sent ${notice.businessName} an enquiry through ${SITE.name}:`,
    enquiry.message,
    `Reply to them at ${enquiry.email}${enquiry.phone ? ` or ${enquiry.phone}` : ''}.`,
    `Every enquiry is in your leads inbox, where you can mark it replied or closed: ${notice.portalUrl}`,
  ]);
}

/** To a listing's owner when someone reviews it (docs/product.md §3.21), with the way to reply in public. */
export function reviewNotice(
  notice: OwnerNotice,
  review: { reviewerName: string; rating: number; title: string | null; content: string },
): Mail {
  return noticeMail(notice.to, `New ${review.rating}-star review of ${oneLine(notice.businessName)}`, [
    `Hello ${notice.ownerName},`,
    `${review.reviewerName} reviewed ${notice.businessName} on ${SITE.name}, ${review.rating} out of 5:`,
    review.title ? `${review.title}\n${review.content}` : review.content,
    `You can reply in public from the owner portal; your reply is shown under the review as the business's: ${notice.portalUrl}`,
  ]);
}

/** Development only: what was "sent" to an address, newest first. */
export async function outboxFor(db: Database, to: string) {
  const rows = await db.query.emailOutbox.findMany({
    where: eq(schema.emailOutbox.to, to),
    orderBy: [desc(schema.emailOutbox.createdAt)],
    limit: 20,
  });
  return rows.map((row) => ({ to: row.to, subject: row.subject, text: row.text, html: row.html, createdAt: row.createdAt.toISOString() }));
}
