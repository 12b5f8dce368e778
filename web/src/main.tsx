import type { DehydratedState } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { SSR_STATE_ELEMENT_ID } from '@contracts/ssr.ts';
import { Providers } from './app/providers.tsx';
import { beginServerHydration } from './components/HydrateOnView.tsx';
import { AppRouter } from './app/router.tsx';
import { preloadScreenFor } from './app/screens.tsx';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');
const container = root;

/** The data the Worker rendered this page from (absent when it served the bare shell). */
function serverData(): DehydratedState | undefined {
  const text = document.getElementById(SSR_STATE_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as DehydratedState;
  } catch {
    return undefined;
  }
}

/*
 * With the server's markup and data, React adopts the page as it stands (hydration) instead of drawing it again;
 * without them (the server could not render it) it draws the page itself. Either way in a transition, so React
 * yields to the browser while it works instead of holding up input in one long task (Total Blocking Time).
 */
function render() {
  const initialData = serverData();
  const app = (
    <StrictMode>
      <Providers initialData={initialData}>
        <AppRouter />
      </Providers>
    </StrictMode>
  );
  if (initialData) beginServerHydration();
  startTransition(() => {
    if (initialData) hydrateRoot(container, app);
    else createRoot(container).render(app);
  });
}

// A screen that fails to load renders anyway: the screen's error boundary then offers Try Again.
preloadScreenFor(window.location.pathname).then(render, render);
