/** The buttons of the signed-in work areas (the admin's sections, the owner portal's tabs), one look across them. */
export const BUTTON =
  'inline-flex min-h-10 items-center justify-center gap-2 rounded-lg px-3 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700 disabled:cursor-not-allowed disabled:opacity-60';
export const PRIMARY_BUTTON = `${BUTTON} bg-blue-700 text-white hover:bg-blue-800`;
export const PLAIN_BUTTON = `${BUTTON} border border-slate-300 bg-white text-slate-800 hover:bg-slate-50`;
export const DANGER_BUTTON = `${BUTTON} bg-red-700 text-white hover:bg-red-800`;
export const DANGER_OUTLINE_BUTTON = `${BUTTON} border border-red-200 bg-white text-red-700 hover:bg-red-50`;
export const APPROVE_BUTTON = `${BUTTON} bg-green-700 text-white hover:bg-green-800`;
/** A small text-like link or button inside a card or a row (open the public page, view a document, copy a day). */
export const LINK_BUTTON =
  'inline-flex min-h-10 items-center gap-1 rounded px-1 text-sm font-semibold text-blue-700 hover:underline focus-visible:outline-2 focus-visible:outline-blue-700 disabled:cursor-not-allowed disabled:text-slate-400 disabled:no-underline';
