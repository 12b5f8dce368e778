import { lazy, Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { LoadingState } from '../components/States.tsx';
import { TOAST_MS } from '../lib/constants.ts';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';
import { MobileBar } from './MobileBar.tsx';
import { ScreenErrorBoundary } from './ScreenErrorBoundary.tsx';
import { ScrollToTop } from './ScrollToTop.tsx';

// Toasts only ever follow a user's action: their library loads after the first paint, off the critical path.
const Toaster = lazy(() => import('sonner').then((module) => ({ default: module.Toaster })));

/**
 * Marks <html data-ready> once the screen is interactive. It sits inside the screen's Suspense boundary, which
 * React hydrates on its own after the header and footer: until then the server's markup shows but its controls do
 * nothing. Browser journeys wait for it before they type or click.
 */
function ScreenReady() {
  useEffect(() => {
    document.documentElement.dataset.ready = 'true';
  }, []);
  return null;
}

export function Layout() {
  const { pathname } = useLocation();
  return (
    <div className="flex min-h-screen flex-col">
      <a href="#main" className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50 focus:rounded-lg focus:bg-white focus:px-4 focus:py-2">
        Skip to content
      </a>
      <ScrollToTop />
      <Header />
      <main id="main" className="flex-1 pt-16">
        <ScreenErrorBoundary resetKey={pathname}>
          <Suspense fallback={<LoadingState title="Loading…" />}>
            <Outlet />
            <ScreenReady />
          </Suspense>
        </ScreenErrorBoundary>
      </main>
      <Footer />
      <MobileBar />
      <Suspense fallback={null}>
        <Toaster position="top-center" duration={TOAST_MS} richColors />
      </Suspense>
    </div>
  );
}
