import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { endServerHydration } from '../components/HydrateOnView.tsx';
import { releaseEarlyInput } from '../early-input.ts';
import { LoadingState } from '../components/States.tsx';
import { useMessages } from '../i18n/language.tsx';
import { TOAST_MS } from '../lib/constants.ts';
import { onToastsRequested, toastsRequested } from '../lib/notify.ts';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';
import { MobileBar } from './MobileBar.tsx';
import { ScreenErrorBoundary } from './ScreenErrorBoundary.tsx';
import { ScrollToTop } from './ScrollToTop.tsx';
import { AppUpdates } from '../sw/AppUpdates.tsx';

// Toasts only ever follow a user's action: the Toaster and its library load with the first toast (lib/notify.ts).
const Toaster = lazy(() => import('sonner').then((module) => ({ default: module.Toaster })));

/**
 * Marks <html data-screen="/path"> (the address, '/kn/path' in Kannada) once the screen for that path is interactive. It sits inside the screen's
 * Suspense boundary, which React hydrates on its own after the header and footer: until then the server's markup
 * shows but its controls do nothing. After a link is followed the address changes at once, while the old screen
 * stays until the new one's code has loaded. Browser journeys wait for this mark before they type or click.
 * The first time, it also ends the adoption of the server's markup: sections mounted from then on render at once
 * (see HydrateOnView), and a tap or form the visitor sent before the app ran is handed to it (early-input.ts).
 */
function ScreenReady({ pathname }: { pathname: string }) {
  useEffect(() => {
    endServerHydration();
    releaseEarlyInput();
    // The address as the browser shows it, with its language ('/kn/search', '/hi' or '/hi/'): the router's path
    // (`pathname`) is the same screen's within the language.
    document.documentElement.dataset.screen = window.location.pathname;
  }, [pathname]);
  return null;
}

/** Toasts appear just below the fixed header (h-16, 64 px), so they never cover its links or the menu toggle. */
const TOAST_OFFSET = { top: 76 };

export function Layout() {
  const { pathname } = useLocation();
  const t = useMessages('shell');
  // The server never shows a toast: its markup has no Toaster, and neither has the browser's until the first toast.
  const showsToasts = useSyncExternalStore(onToastsRequested, toastsRequested, () => false);
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50 focus:rounded-lg focus:bg-white focus:px-4 focus:py-2"
      >
        {t.skipToContent()}
      </a>
      <ScrollToTop />
      <Header />
      <main id="main" className="flex-1 pt-16">
        <ScreenErrorBoundary resetKey={pathname}>
          <Suspense fallback={<LoadingState title={t.loading()} />}>
            <Outlet />
            <ScreenReady pathname={pathname} />
          </Suspense>
        </ScreenErrorBoundary>
      </main>
      <Footer />
      <MobileBar />
      <AppUpdates />
      {showsToasts && (
        <Suspense fallback={null}>
          <Toaster position="top-center" offset={TOAST_OFFSET} mobileOffset={TOAST_OFFSET} duration={TOAST_MS} richColors />
        </Suspense>
      )}
    </div>
  );
}
