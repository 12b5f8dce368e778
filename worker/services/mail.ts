import { desc, eq } from 'drizzle-orm';
import { LANGUAGE_TAGS } from '../contracts/languages.ts';
import { SITE } from '../contracts/site.ts';
import * as schema from '../db/schema.ts';
import type { Bindings, Database } from '../env.ts';
import { newId } from '../lib/ids.ts';
import type { MailLanguage } from './mail-texts.ts';
import { logFailure, logLine } from '../lib/log.ts';

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

/** How long a mail API may take before the send counts as failed: a code's delivery happens inside the visitor's request. */
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
    logLine('error', 'mail transport misconfigured', {
      detail: `MAIL_TRANSPORT=${env.MAIL_TRANSPORT} lacks its settings: send_email needs the SEND_EMAIL binding, http MAIL_API_URL and MAIL_API_KEY`,
    });
    return null;
  }
  if (env.ENVIRONMENT === 'development') {
    return async (message) => console.info(`[mail] to ${message.to}: ${message.subject}\n${message.text}`);
  }
  if (env.ENVIRONMENT === 'production')
    logLine('error', 'mail transport missing', {
      detail: 'No mail transport configured: set MAIL_TRANSPORT (send_email or http) and its settings',
    });
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
export function failureText(error: unknown): string {
  const code = error instanceof Error && 'code' in error ? `${String(error.code)}: ` : '';
  return `${code}${String(error)}`.slice(0, 500);
}

/**
 * Writes the mail to the outbox (storedParts), then hands the whole message to the transport, then stamps `sent_at`;
 * a delivery failure is recorded on the row and logged, never thrown: the visitor's request succeeds. Within the
 * request, and tried once: for the codes a person waits for, who can ask again. A mail that need not hold the request
 * goes through mail-outbox.ts (sendMailAfterResponse), which sends it after the response and retries it.
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
    logFailure('mail delivery failed', error);
    await db
      .update(schema.emailOutbox)
      .set({ error: failureText(error) })
      .where(eq(schema.emailOutbox.id, id));
  }
}

/** A mail's HTML: the site's frame around rows of a table, which mail programs lay out reliably. */
export function htmlMail(language: MailLanguage, rows: string): string {
  return `<!doctype html><html lang="${LANGUAGE_TAGS[language.language]}"><body style="margin:0;background:#f8fafc;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#0f172a">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="100%" style="max-width:520px;background:#ffffff;border-radius:12px;padding:32px" cellpadding="0" cellspacing="0">
<tr><td style="font-size:22px;font-weight:700;color:#1d4ed8">${escapeHtml(SITE.name)}</td></tr>
${rows}
</table></td></tr></table></body></html>`;
}

/** How long a mailed code lasts (worker/services/verification.ts CODE_TTL_MS), as its mail says it. */
export const CODE_TTL_MINUTES = 10;

/** The texts that differ between the mails carrying a code (and for two of them a link), each a key of mail.json. */
interface CodeMailTexts {
  subject: string;
  redactedSubject: string;
  /** 'Your … code is 123456. It expires in 10 minutes.', the plain text's line. */
  codeText: string;
  /** 'Your … code is', above the code in the HTML. */
  codeHtml: string;
  ignore: string;
  /** The link, its plain-text line, the HTML's line above its button and the button; none for a code alone. */
  link: { url: string; text: string; html: string; action: string } | null;
}

function codeMail(language: MailLanguage, to: string, name: string, code: string, texts: CodeMailTexts): Mail {
  const { t } = language;
  const { link } = texts;
  const minutes = CODE_TTL_MINUTES;
  const text = [t.hello({ name }), '', texts.codeText, '', ...(link ? [link.text, ''] : []), texts.ignore, '', t.signature()].join('\n');
  const html = htmlMail(
    language,
    `<tr><td style="padding-top:16px;font-size:16px">${escapeHtml(t.hello({ name }))}</td></tr>
<tr><td style="padding-top:8px;font-size:16px">${escapeHtml(texts.codeHtml)}</td></tr>
<tr><td style="padding:16px 0;font-size:36px;font-weight:800;letter-spacing:8px">${escapeHtml(code)}</td></tr>
${
  link
    ? `<tr><td style="font-size:14px;color:#475569">${escapeHtml(link.html)}</td></tr>
<tr><td style="padding:20px 0"><a href="${escapeHtml(link.url)}" style="background:#1d4ed8;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:8px;font-weight:600;display:inline-block">${escapeHtml(link.action)}</a></td></tr>`
    : `<tr><td style="padding-bottom:20px;font-size:14px;color:#475569">${escapeHtml(t.codeExpires({ minutes }))}</td></tr>`
}
<tr><td style="font-size:13px;color:#64748b">${escapeHtml(texts.ignore)}</td></tr>`,
  );
  return { to, subject: texts.subject, redactedSubject: texts.redactedSubject, text, html };
}

/** The code and link of a sign-up; `path` is the link's page ('/verify-email/<token>'), opened in the mail's language. */
export function verificationMail(language: MailLanguage, origin: string, to: string, name: string, code: string, path: string): Mail {
  const { t } = language;
  const minutes = CODE_TTL_MINUTES;
  const url = language.url(origin, path);
  return codeMail(language, to, name, code, {
    subject: t.verifySubject({ code }),
    redactedSubject: t.verifySubjectRedacted(),
    codeText: t.verifyCodeText({ code, minutes }),
    codeHtml: t.verifyCodeHtml(),
    ignore: t.verifyIgnore(),
    link: { url, text: t.verifyLinkText({ url }), html: t.verifyLinkHtml({ minutes }), action: t.verifyAction() },
  });
}

export function passwordResetMail(language: MailLanguage, origin: string, to: string, name: string, code: string, path: string): Mail {
  const { t } = language;
  const minutes = CODE_TTL_MINUTES;
  const url = language.url(origin, path);
  return codeMail(language, to, name, code, {
    subject: t.resetSubject({ code }),
    redactedSubject: t.resetSubjectRedacted(),
    codeText: t.resetCodeText({ code, minutes }),
    codeHtml: t.resetCodeHtml(),
    ignore: t.resetIgnore(),
    link: { url, text: t.resetLinkText({ url }), html: t.resetLinkHtml({ minutes }), action: t.resetAction() },
  });
}

/** The code that confirms a new address, typed on the account page (no link: only the signed-in user may use it). */
export function emailChangeMail(language: MailLanguage, to: string, name: string, code: string): Mail {
  const { t } = language;
  return codeMail(language, to, name, code, {
    subject: t.changeSubject({ code }),
    redactedSubject: t.changeSubjectRedacted(),
    codeText: t.changeCodeText({ code, minutes: CODE_TTL_MINUTES }),
    codeHtml: t.changeCodeHtml(),
    ignore: t.changeIgnore(),
    link: null,
  });
}

/**
 * A mail without a code: a notice, every paragraph as plain text. Line breaks inside a paragraph stay line breaks in
 * the HTML too, since a visitor's message quoted in an owner's notice keeps the lines they wrote.
 */
export function noticeMail(language: MailLanguage, to: string, subject: string, paragraphs: string[]): Mail {
  const text = [...paragraphs.flatMap((paragraph) => [paragraph, '']), language.t.signature()].join('\n');
  const html = htmlMail(
    language,
    paragraphs
      .map((paragraph) => `<tr><td style="padding-top:16px;font-size:16px;white-space:pre-line">${escapeHtml(paragraph)}</td></tr>`)
      .join('\n'),
  );
  return { to, subject, redactedSubject: subject, text, html };
}

/** To the old address once the change is done, so a takeover through a stolen session does not go unnoticed. */
export function emailChangedNotice(language: MailLanguage, to: string, name: string, newEmail: string): Mail {
  const { t } = language;
  return noticeMail(language, to, t.emailChangedSubject(), [
    t.hello({ name }),
    t.emailChangedBody({ email: newEmail }),
    t.emailChangedWarning(),
  ]);
}

/**
 * To an address someone asked to move their account to while another account already uses it. The asker is told the
 * same as for a free address (the account page must not reveal who is registered); the address's owner learns why no
 * code came.
 */
export function emailInUseNotice(language: MailLanguage, to: string): Mail {
  const { t } = language;
  return noticeMail(language, to, t.emailInUseSubject(), [t.helloAnyone(), t.emailInUseBody(), t.emailInUseAdvice()]);
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
export function enquiryNotice(
  language: MailLanguage,
  notice: OwnerNotice,
  enquiry: { name: string; email: string; phone: string | null; message: string },
): Mail {
  const { t } = language;
  const business = notice.businessName;
  return noticeMail(language, notice.to, t.enquirySubject({ business: oneLine(business) }), [
    t.hello({ name: notice.ownerName }),
    t.enquiryIntro({ sender: enquiry.name, business }),
    enquiry.message,
    enquiry.phone
      ? t.enquiryReplyEmailOrPhone({ email: enquiry.email, phone: enquiry.phone })
      : t.enquiryReplyEmail({ email: enquiry.email }),
    t.enquiryInbox({ url: notice.portalUrl }),
  ]);
}

/** To a listing's owner when someone reviews it (docs/product.md §3.21), with the way to reply in public. */
export function reviewNotice(
  language: MailLanguage,
  notice: OwnerNotice,
  review: { reviewerName: string; rating: number; title: string | null; content: string },
): Mail {
  const { t } = language;
  const business = notice.businessName;
  return noticeMail(language, notice.to, t.reviewSubject({ rating: review.rating, business: oneLine(business) }), [
    t.hello({ name: notice.ownerName }),
    t.reviewIntro({ reviewer: review.reviewerName, business, rating: review.rating }),
    review.title ? `${review.title}\n${review.content}` : review.content,
    t.reviewReply({ url: notice.portalUrl }),
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
