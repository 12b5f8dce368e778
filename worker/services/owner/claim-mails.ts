import { CLAIM_CODE_TTL_MINUTES } from '../../contracts/claims.ts';
import { SITE } from '../../contracts/site.ts';
import { escapeHtml, htmlMail, noticeMail, oneLine, type Mail } from '../mail.ts';

/*
 * docs/product.md §3.21, the mails of a claim (worker/services/owner/claims.ts): the code to the listing's own address,
 * and once it is entered, a notice to the owner it replaces and a confirmation to the new one.
 */

const row = (paragraph: string) => `<tr><td style="padding-top:16px;font-size:16px">${escapeHtml(paragraph)}</td></tr>`;

/**
 * To the listing's own address: the code that proves a claim. It says nothing of who asked, since an account's name is
 * whatever its holder typed ('CityPages Support' included), and warns that whoever enters the code runs the listing.
 */
export function claimCodeMail(to: string, businessName: string, code: string): Mail {
  const name = oneLine(businessName);
  const lead = [
    'Hello,',
    `Someone signed in to ${SITE.name} asked to manage the listing of ${businessName} as its owner. To show that they run it, they need this code, sent only to the e-mail address the listing gives:`,
  ];
  const rest = [
    `It expires in ${CLAIM_CODE_TTL_MINUTES} minutes. Give it only to someone you want to manage the listing: whoever enters it runs the listing at once (its details, photos, enquiries and replies to reviews). ${SITE.name} will never ask you for it.`,
    `If nobody at ${businessName} asked for this, you can ignore this e-mail: nothing changes without the code.`,
  ];
  const text = [...[...lead, code, ...rest].flatMap((paragraph) => [paragraph, '']), `${SITE.name} · ${SITE.city}`].join('\n');
  const html = htmlMail(
    [
      ...lead.map(row),
      `<tr><td style="padding:16px 0;font-size:36px;font-weight:800;letter-spacing:8px">${escapeHtml(code)}</td></tr>`,
      ...rest.map(row),
    ].join('\n'),
  );
  return {
    to,
    subject: `${code} is the code to manage ${name} on ${SITE.name}`,
    redactedSubject: `Your code to manage ${name} on ${SITE.name}`,
    text,
    html,
  };
}

/** To the owner a verified claim replaced. Who took over is not said: only how the claim was proven. */
export function listingTakenNotice(to: string, ownerName: string, businessName: string, listingEmail: string): Mail {
  const subject = `${oneLine(businessName)} has a new owner on ${SITE.name}`;
  return noticeMail(to, subject, [
    `Hello ${ownerName},`,
    `${businessName} is now managed by a new owner, who entered the code we sent to the listing's e-mail address (${listingEmail}). The listing is no longer in your owner portal.`,
    `If this is not right, write to us at once at ${SITE.contact.email} or through the contact page, and we will look into it.`,
  ]);
}

/** To the claimant once their code is accepted. */
export function claimApprovedMail(to: string, name: string, businessName: string, portalUrl: string): Mail {
  const subject = `You now manage ${oneLine(businessName)} on ${SITE.name}`;
  return noticeMail(to, subject, [
    `Hello ${name},`,
    `The code was right: you now manage ${businessName} on ${SITE.name}.`,
    `Keep its details, hours and photos up to date, and answer enquiries and reviews, from your owner portal: ${portalUrl}`,
  ]);
}
