import { CLAIM_CODE_TTL_MINUTES } from '../../contracts/claims.ts';
import { SITE } from '../../contracts/site.ts';
import { escapeHtml, htmlMail, noticeMail, oneLine, type Mail } from '../mail.ts';
import type { MailLanguage } from '../mail-texts.ts';

/*
 * docs/product.md §3.21, the mails of a claim (worker/services/owner/claims.ts): the code to the listing's own address,
 * and once it is entered, a notice to the owner it replaces and a confirmation to the new one.
 */

const row = (paragraph: string) => `<tr><td style="padding-top:16px;font-size:16px">${escapeHtml(paragraph)}</td></tr>`;

/**
 * To the listing's own address: the code that proves a claim. It says nothing of who asked, since an account's name is
 * whatever its holder typed ('CityPages Support' included), and warns that whoever enters the code runs the listing.
 */
export function claimCodeMail(language: MailLanguage, to: string, businessName: string, code: string): Mail {
  const { t } = language;
  const name = oneLine(businessName);
  const lead = [t.helloAnyone(), t.claimCodeIntro({ business: businessName })];
  const rest = [t.claimCodeWarning({ minutes: CLAIM_CODE_TTL_MINUTES }), t.claimCodeIgnore({ business: businessName })];
  const text = [...[...lead, code, ...rest].flatMap((paragraph) => [paragraph, '']), t.signature()].join('\n');
  const html = htmlMail(
    language,
    [
      ...lead.map(row),
      `<tr><td style="padding:16px 0;font-size:36px;font-weight:800;letter-spacing:8px">${escapeHtml(code)}</td></tr>`,
      ...rest.map(row),
    ].join('\n'),
  );
  return {
    to,
    subject: t.claimCodeSubject({ code, business: name }),
    redactedSubject: t.claimCodeSubjectRedacted({ business: name }),
    text,
    html,
  };
}

/** To the owner a verified claim replaced. Who took over is not said: only how the claim was proven. */
export function listingTakenNotice(
  language: MailLanguage,
  to: string,
  ownerName: string,
  businessName: string,
  listingEmail: string,
): Mail {
  const { t } = language;
  return noticeMail(language, to, t.listingTakenSubject({ business: oneLine(businessName) }), [
    t.hello({ name: ownerName }),
    t.listingTakenByCodeBody({ business: businessName, email: listingEmail }),
    t.listingTakenWarning({ email: SITE.contact.email }),
  ]);
}

/** To the claimant once their code is accepted. */
export function claimApprovedMail(language: MailLanguage, to: string, name: string, businessName: string, portalUrl: string): Mail {
  const { t } = language;
  return noticeMail(language, to, t.claimApprovedSubject({ business: oneLine(businessName) }), [
    t.hello({ name }),
    t.claimApprovedBody({ business: businessName }),
    t.claimKeepUp({ url: portalUrl }),
  ]);
}
