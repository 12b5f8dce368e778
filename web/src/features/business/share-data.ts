import { SITE } from '@contracts/site.ts';
import type { ShareText } from './share-sheet.ts';

/**
 * What the platform's share sheet is told about a profile, from the dialog or, before the app runs, from its Share
 * control: `text` in the page's language (the 'business' catalogue's shareText); without it, in English.
 */
export function profileShareText(businessName: string, text = `${businessName} on ${SITE.name}`): ShareText {
  return { title: businessName, text };
}
