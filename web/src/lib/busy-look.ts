/*
 * The page's first script (web/src/early-input.ts) imports this module: it must stay free of imports, or the entry
 * would pull in a chunk it shares with the app.
 */

/** The attribute that shows a control is working on a tap (index.css: the sweep of a held tap). */
const HELD = 'data-held';

/** Marks a control busy; the mark keeps the control's own aria-busy, to put back. Assistive technology hears it too. */
export function markBusy(control: HTMLElement): void {
  if (!control.hasAttribute(HELD)) control.setAttribute(HELD, control.getAttribute('aria-busy') ?? '');
  control.setAttribute('aria-busy', 'true');
}

/** Back to what the page said, or to nothing. */
export function unmarkBusy(control: HTMLElement): void {
  const busy = control.getAttribute(HELD);
  control.removeAttribute(HELD);
  if (busy) control.setAttribute('aria-busy', busy);
  else control.removeAttribute('aria-busy');
}
