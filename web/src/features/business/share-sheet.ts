/*
 * The page's first script (web/src/early-input.ts) imports this module: it must stay free of imports, or the entry
 * would pull in a chunk it shares with the app.
 */

/** What a share sheet is told besides the address (share-data.ts writes it). */
export interface ShareText {
  title: string;
  text: string;
}

const SHARE_TITLE_ATTRIBUTE = 'data-share-title';
const SHARE_TEXT_ATTRIBUTE = 'data-share-text';

/** The attributes of a profile's Share control (ActionBar.tsx) that let the page's first script answer it alone. */
export function sharedBusiness({ title, text }: ShareText): Record<string, string> {
  return { [SHARE_TITLE_ATTRIBUTE]: title, [SHARE_TEXT_ATTRIBUTE]: text };
}

/**
 * Before the app runs (web/src/early-input.ts), a tap on a profile's Share control opens the platform's share sheet
 * where there is one (Chrome on Android, Safari, Edge), from the tap itself: on a cheap phone the sheet, with
 * WhatsApp in it, answers in a frame, where the dialog would wait for the app (docs/decisions/027). Elsewhere, or when
 * the sheet fails for another reason than the visitor closing it, `otherwise` runs (the tap is held for the app's
 * dialog). Returns whether the control was one.
 */
export function shareBeforeApp(control: Element, otherwise: () => void): boolean {
  const title = control.getAttribute(SHARE_TITLE_ATTRIBUTE);
  if (title === null) return false;
  if (typeof navigator.share !== 'function') {
    otherwise();
    return true;
  }
  navigator.share({ title, text: control.getAttribute(SHARE_TEXT_ATTRIBUTE) ?? title, url: location.href }).catch((error: unknown) => {
    if (!(error instanceof DOMException && error.name === 'AbortError')) otherwise();
  });
  return true;
}
