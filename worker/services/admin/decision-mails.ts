import type { HeldField } from '../../contracts/owner.ts';
import { SITE } from '../../contracts/site.ts';
import { noticeMail, oneLine, type Mail } from '../mail.ts';
import type { MailLanguage } from '../mail-texts.ts';

/*
 * docs/product.md §3.24, what an owner or claimant is told of an admin's decision (worker/services/admin/decision-rules.ts),
 * with the admin's reason where there is one, in the recipient's language. No mail says which admin decided.
 */

/** Who a decision's mail goes to, the language it is written in, and the listing it is about. */
export interface DecisionNotice {
  to: string;
  name: string;
  businessName: string;
  in: MailLanguage;
}

const email = SITE.contact.email;

function mail(notice: DecisionNotice, subject: string, paragraphs: string[]): Mail {
  return noticeMail(notice.in, notice.to, subject, [notice.in.t.hello({ name: notice.name }), ...paragraphs]);
}

/** The listing's name as the subject line carries it, and as the mail's text does. */
const names = (notice: DecisionNotice) => ({
  subject: { business: oneLine(notice.businessName) },
  text: { business: notice.businessName },
});

export function listingApprovedMail(notice: DecisionNotice, publicUrl: string): Mail {
  const { t } = notice.in;
  const { subject, text } = names(notice);
  return mail(notice, t.listingApprovedSubject(subject), [t.listingApprovedBody({ ...text, url: publicUrl }), t.listingApprovedKeepUp()]);
}

export function listingRejectedMail(notice: DecisionNotice, reason: string, portalUrl: string): Mail {
  const { t } = notice.in;
  const { subject, text } = names(notice);
  return mail(notice, t.listingRejectedSubject(subject), [
    t.listingRejectedBody(text),
    reason,
    t.listingRejectedFix({ url: portalUrl }),
    t.questions({ email }),
  ]);
}

export function listingSuspendedMail(notice: DecisionNotice, reason: string): Mail {
  const { t } = notice.in;
  const { subject, text } = names(notice);
  return mail(notice, t.listingSuspendedSubject(subject), [t.listingSuspendedBody(text), reason, t.questions({ email })]);
}

export function listingRestoredMail(notice: DecisionNotice, publicUrl: string): Mail {
  const { t } = notice.in;
  const { subject, text } = names(notice);
  return mail(notice, t.listingRestoredSubject(subject), [t.listingRestoredBody({ ...text, url: publicUrl })]);
}

export function listingFeaturedMail(notice: DecisionNotice, until: Date | null): Mail {
  const { t } = notice.in;
  const { subject, text } = names(notice);
  const body = until ? t.listingFeaturedUntilBody({ ...text, until: notice.in.when(until) }) : t.listingFeaturedBody(text);
  return mail(notice, t.listingFeaturedSubject(subject), [body]);
}

export function listingUnfeaturedMail(notice: DecisionNotice): Mail {
  const { t } = notice.in;
  const { subject, text } = names(notice);
  return mail(notice, t.listingUnfeaturedSubject(subject), [t.listingUnfeaturedBody(text)]);
}

/** 'name, address and phone number': the held fields in the mail's words. */
const fieldWords = (notice: DecisionNotice, fields: readonly HeldField[]) =>
  notice.in.list(fields.map((field) => notice.in.t.heldField({ field })));

export function editsApprovedMail(notice: DecisionNotice, fields: readonly HeldField[]): Mail {
  const { t } = notice.in;
  const { subject, text } = names(notice);
  return mail(notice, t.editsApprovedSubject(subject), [t.editsApprovedBody({ ...text, fields: fieldWords(notice, fields) })]);
}

export function editsRejectedMail(notice: DecisionNotice, fields: readonly HeldField[], reason: string, portalUrl: string): Mail {
  const { t } = notice.in;
  const { subject, text } = names(notice);
  return mail(notice, t.editsRejectedSubject(subject), [
    t.editsRejectedBody({ ...text, fields: fieldWords(notice, fields) }),
    reason,
    t.editsRejectedFix({ url: portalUrl }),
    t.questions({ email }),
  ]);
}

/** To the claimant whose claim an admin approved. */
export function claimApprovedByTeamMail(notice: DecisionNotice, portalUrl: string): Mail {
  const { t } = notice.in;
  const { subject, text } = names(notice);
  return mail(notice, t.claimApprovedByTeamSubject(subject), [t.claimApprovedByTeamBody(text), t.claimKeepUp({ url: portalUrl })]);
}

export function claimRejectedMail(notice: DecisionNotice, reason: string): Mail {
  const { t } = notice.in;
  const { subject, text } = names(notice);
  return mail(notice, t.claimRejectedSubject(subject), [t.claimRejectedBody(text), reason, t.claimRejectedAgain(), t.questions({ email })]);
}

/** To the owner an approved claim replaced. Who took over is not said: only that our team checked the claim. */
export function listingTakenByClaimMail(notice: DecisionNotice): Mail {
  const { t } = notice.in;
  const { subject, text } = names(notice);
  return mail(notice, t.listingTakenSubject(subject), [t.listingTakenByTeamBody(text), t.listingTakenWarning({ email })]);
}

/** One mail for the photos of one listing an admin approved together (`count` of them). */
export function photoApprovedMail(notice: DecisionNotice, count: number): Mail {
  const { t } = notice.in;
  const { subject, text } = names(notice);
  return mail(notice, t.photosApprovedSubject({ ...subject, count }), [t.photosApprovedBody({ ...text, count })]);
}

export function photoRemovedMail(notice: DecisionNotice, reason: string, portalUrl: string): Mail {
  const { t } = notice.in;
  const { subject, text } = names(notice);
  return mail(notice, t.photoRemovedSubject(subject), [
    t.photoRemovedBody(text),
    reason,
    t.photoRemovedManage({ url: portalUrl }),
    t.questions({ email }),
  ]);
}
