/**
 * Toasts only ever follow a visitor's action, so the toast library is not part of any page's first load: it is
 * fetched on the first toast (the Toaster that shows them also loads after the first paint, see Layout).
 */
function show(kind: 'success' | 'error', message: string): void {
  void import('sonner').then(({ toast }) => toast[kind](message));
}

export const notify = {
  success: (message: string) => show('success', message),
  error: (message: string) => show('error', message),
};
