import { SITE } from '@contracts/site.ts';
import type { ShareText } from './share-sheet.ts';

/** What the platform's share sheet is told about a profile, from the dialog or, before the app runs, from its Share control. */
export function profileShareText(businessName: string): ShareText {
  return { title: businessName, text: `${businessName} on ${SITE.name}` };
}
