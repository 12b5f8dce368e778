import { SITE } from '../../contracts/site.ts';
import { noticeMail, oneLine, type Mail } from '../mail.ts';

/*
 * docs/product.md §3.24, what an owner or claimant is told of an admin's decision (worker/services/admin/decision-rules.ts),
 * with the admin's reason where there is one. No mail says which admin decided.
 */

/** Who a decision's mail goes to, and the listing it is about. */
export interface DecisionNotice {
  to: string;
  name: string;
  businessName: string;
}

const QUESTIONS = `If you have a question about this decision, write to us at ${SITE.contact.email} or through the contact page.`;

const whenText = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: SITE.timeZone });

function mail(notice: DecisionNotice, subject: string, paragraphs: string[]): Mail {
  return noticeMail(notice.to, subject, [`Hello ${notice.name},`, ...paragraphs]);
}

const business = (notice: DecisionNotice) => oneLine(notice.businessName);

export function listingApprovedMail(notice: DecisionNotice, publicUrl: string): Mail {
  return mail(notice, `${business(notice)} is now listed on ${SITE.name}`, [
    `Our team has checked ${notice.businessName}: it is now in the directory, in search and on its own page: ${publicUrl}`,
    'Keep its details, hours and photos up to date from your owner portal.',
  ]);
}

export function listingRejectedMail(notice: DecisionNotice, reason: string, portalUrl: string): Mail {
  return mail(notice, `${business(notice)} was not added to ${SITE.name}`, [
    `Our team has checked ${notice.businessName} and could not add it to the directory. The reason:`,
    reason,
    `You can correct the listing in your owner portal, and it comes back to our team: ${portalUrl}`,
    QUESTIONS,
  ]);
}

export function listingSuspendedMail(notice: DecisionNotice, reason: string): Mail {
  return mail(notice, `${business(notice)} is suspended on ${SITE.name}`, [
    `Our team has suspended ${notice.businessName}: it no longer shows in the directory, in search or on its own page. The reason:`,
    reason,
    QUESTIONS,
  ]);
}

export function listingRestoredMail(notice: DecisionNotice, publicUrl: string): Mail {
  return mail(notice, `${business(notice)} is listed on ${SITE.name} again`, [
    `Our team has lifted the suspension of ${notice.businessName}: it shows in the directory and in search again: ${publicUrl}`,
  ]);
}

export function listingFeaturedMail(notice: DecisionNotice, until: Date | null): Mail {
  const period = until ? ` until ${whenText.format(until)} (${SITE.city} time)` : '';
  return mail(notice, `${business(notice)} is featured on ${SITE.name}`, [
    `Our team has featured ${notice.businessName}${period}: it shows among the featured businesses on the home page.`,
  ]);
}

export function listingUnfeaturedMail(notice: DecisionNotice): Mail {
  return mail(notice, `${business(notice)} is no longer featured on ${SITE.name}`, [
    `${notice.businessName} is no longer among the featured businesses. It stays in the directory and in search as before.`,
  ]);
}

export function editsApprovedMail(notice: DecisionNotice, fields: string): Mail {
  return mail(notice, `Your changes to ${business(notice)} are live`, [
    `Our team has checked your changes to ${notice.businessName}: the new ${fields} now show in the directory.`,
  ]);
}

export function editsRejectedMail(notice: DecisionNotice, fields: string, reason: string, portalUrl: string): Mail {
  return mail(notice, `Your changes to ${business(notice)} were not accepted`, [
    `Our team has checked your changes to the ${fields} of ${notice.businessName} and could not accept them. The reason:`,
    reason,
    `The listing keeps showing what it showed before. You can send corrected details from your owner portal: ${portalUrl}`,
    QUESTIONS,
  ]);
}

/** To the claimant whose claim an admin approved. */
export function claimApprovedByTeamMail(notice: DecisionNotice, portalUrl: string): Mail {
  return mail(notice, `You now manage ${business(notice)} on ${SITE.name}`, [
    `Our team has checked your claim: you now manage ${notice.businessName} on ${SITE.name}.`,
    `Keep its details, hours and photos up to date, and answer enquiries and reviews, from your owner portal: ${portalUrl}`,
  ]);
}

export function claimRejectedMail(notice: DecisionNotice, reason: string): Mail {
  return mail(notice, `Your claim of ${business(notice)} was not accepted`, [
    `Our team has checked your claim to manage ${notice.businessName} and could not accept it. The reason:`,
    reason,
    'You can start a new claim with other evidence from the listing’s page.',
    QUESTIONS,
  ]);
}

/** To the owner an approved claim replaced. Who took over is not said: only that our team checked the claim. */
export function listingTakenByClaimMail(notice: DecisionNotice): Mail {
  return mail(notice, `${business(notice)} has a new owner on ${SITE.name}`, [
    `${notice.businessName} is now managed by a new owner, whose claim our team has checked. The listing is no longer in your owner portal.`,
    `If this is not right, write to us at once at ${SITE.contact.email} or through the contact page, and we will look into it.`,
  ]);
}

/** One mail for the photos of one listing an admin approved together (`count` of them). */
export function photoApprovedMail(notice: DecisionNotice, count: number): Mail {
  if (count === 1) {
    return mail(notice, `A photo of ${business(notice)} has been checked`, [
      `Our team has looked at a photo added to ${notice.businessName}: it stays on the listing.`,
    ]);
  }
  return mail(notice, `${count} photos of ${business(notice)} have been checked`, [
    `Our team has looked at ${count} photos added to ${notice.businessName}: they stay on the listing.`,
  ]);
}

export function photoRemovedMail(notice: DecisionNotice, reason: string, portalUrl: string): Mail {
  return mail(notice, `A photo of ${business(notice)} was removed`, [
    `Our team has removed a photo from ${notice.businessName}. The reason:`,
    reason,
    `You can manage the listing's photos in your owner portal: ${portalUrl}`,
    QUESTIONS,
  ]);
}
