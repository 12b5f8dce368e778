import { desc, eq } from 'drizzle-orm';
import { SITE } from '../contracts/site.ts';
import * as schema from '../db/schema.ts';
import type { Bindings, Database } from '../env.ts';
import { newId } from '../lib/ids.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Delivers one message; throws when the provider refuses it. */
export type Transport = (message: MailMessage) => Promise<void>;

function escapeHtml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A raw RFC 5322 message for the send_email binding (text and HTML alternatives). */
function mimeMessage(from: string, message: MailMessage): string {
  const boundary = `cp-${newId()}`;
  const encode = (text: string) => btoa(String.fromCharCode(...new TextEncoder().encode(text))).replace(/.{76}/g, '$&\r\n');
  return [
    `From: ${from}`,
    `To: ${message.to}`,
    `Subject: =?UTF-8?B?${btoa(String.fromCharCode(...new TextEncoder().encode(message.subject)))}?=`,
    `Message-ID: <${newId()}@${SITE.shortDomain}>`,
    `Date: ${new Date().toUTCString()}`,
    'MIME-Version: 1.0',
    `Content-Type: multipart/alternative; boundary="${boundary}"`,
    '',
    `--${boundary}`,
    'Content-Type: text/plain; charset=UTF-8',
    'Content-Transfer-Encoding: base64',
    '',
    encode(message.text),
    `--${boundary}`,
    'Content-Type: text/html; charset=UTF-8',
    'Content-Transfer-Encoding: base64',
    '',
    encode(message.html),
    `--${boundary}--`,
    '',
  ].join('\r\n');
}

/**
 * The transport configuration chooses. In development and tests mail only goes to the outbox (and the console in
 * development); in production MAIL_TRANSPORT picks Cloudflare's send_email binding or an HTTP mail API.
 */
export function transportFor(env: Bindings): Transport | null {
  const from = env.MAIL_FROM ?? `${SITE.name} <no-reply@${SITE.shortDomain}>`;
  if (env.ENVIRONMENT !== 'production') {
    if (env.ENVIRONMENT !== 'development') return null;
    return async (message) => console.info(`[mail] to ${message.to}: ${message.subject}\n${message.text}`);
  }
  if (env.MAIL_TRANSPORT === 'send_email' && env.SEND_EMAIL) {
    const binding = env.SEND_EMAIL;
    return async (message) => {
      const { EmailMessage } = await import('cloudflare:email');
      const address = /<([^>]+)>/.exec(from)?.[1] ?? from;
      await binding.send(new EmailMessage(address, message.to, mimeMessage(from, message)));
    };
  }
  if (env.MAIL_TRANSPORT === 'http' && env.MAIL_API_URL && env.MAIL_API_KEY) {
    const url = env.MAIL_API_URL;
    const key = env.MAIL_API_KEY;
    return async (message) => {
      const response = await fetch(url, {
        method: 'POST',
        headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
        body: JSON.stringify({ from, ...message }),
      });
      if (!response.ok) throw new Error(`mail API answered ${response.status}`);
    };
  }
  console.error('No mail transport configured: set MAIL_TRANSPORT (send_email or http) and its settings');
  return null;
}

/** Writes the message to the outbox, then hands it to the transport; a delivery failure is recorded, not thrown. */
export async function sendMail(db: Database, env: Bindings, message: MailMessage): Promise<void> {
  const id = newId();
  await db.insert(schema.emailOutbox).values({ id, ...message });
  const transport = transportFor(env);
  if (!transport) return;
  try {
    await transport(message);
    await db.update(schema.emailOutbox).set({ sentAt: new Date() }).where(eq(schema.emailOutbox.id, id));
  } catch (error) {
    console.error('mail delivery failed', error);
    await db
      .update(schema.emailOutbox)
      .set({ error: String(error).slice(0, 500) })
      .where(eq(schema.emailOutbox.id, id));
  }
}

export function verificationMail(to: string, name: string, code: string, link: string): MailMessage {
  const subject = `${code} is your ${SITE.name} verification code`;
  const text = [
    `Hello ${name},`,
    '',
    `Your ${SITE.name} verification code is ${code}. It expires in 10 minutes.`,
    '',
    `Or verify with this link: ${link}`,
    '',
    'If you did not sign up, you can ignore this e-mail.',
    '',
    `${SITE.name} · ${SITE.city}`,
  ].join('\n');
  const html = `<!doctype html><html lang="en"><body style="margin:0;background:#f8fafc;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#0f172a">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="100%" style="max-width:520px;background:#ffffff;border-radius:12px;padding:32px" cellpadding="0" cellspacing="0">
<tr><td style="font-size:22px;font-weight:700;color:#1d4ed8">${escapeHtml(SITE.name)}</td></tr>
<tr><td style="padding-top:16px;font-size:16px">Hello ${escapeHtml(name)},</td></tr>
<tr><td style="padding-top:8px;font-size:16px">Your verification code is</td></tr>
<tr><td style="padding:16px 0;font-size:36px;font-weight:800;letter-spacing:8px">${escapeHtml(code)}</td></tr>
<tr><td style="font-size:14px;color:#475569">It expires in 10 minutes. You can also verify with one click:</td></tr>
<tr><td style="padding:20px 0"><a href="${escapeHtml(link)}" style="background:#1d4ed8;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:8px;font-weight:600;display:inline-block">Verify my e-mail</a></td></tr>
<tr><td style="font-size:13px;color:#64748b">If you did not sign up, you can ignore this e-mail.</td></tr>
</table></td></tr></table></body></html>`;
  return { to, subject, text, html };
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
