import type { DehydratedState } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { splitLanguage } from '@contracts/languages.ts';
import { SSR_STATE_ELEMENT_ID } from '@contracts/ssr.ts';
import { Providers } from './app/providers.tsx';
import { beginServerHydration } from './components/HydrateOnView.tsx';
import { AppRouter } from './app/router.tsx';
import { preloadScreenFor } from './app/screens.tsx';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');
const container = root;
// The language of the whole page, from its address: another language is another page (i18n/language.tsx).
const { language, path } = splitLanguage(window.location.pathname);

/**
 * The data the Worker rendered this page from (absent when it served the bare shell). The page may come from the edge
 * cache, up to a minute old (docs/decisions/017-page-cache.md): its data counts as fetched now, as if the page had
 * just been rendered. Otherwise the app would fetch every query of an older copy again on load, one more Worker call
 * each, and sections not yet hydrated (components/HydrateOnView.tsx) would meet data their markup was not drawn from.
 */
function serverData(): DehydratedState | undefined {
  const text = document.getElementById(SSR_STATE_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  let state: DehydratedState;
  try {
    state = JSON.parse(text) as DehydratedState;
  } catch {
    return undefined;
  }
  const now = Date.now();
  for (const query of state.queries) query.state.dataUpdatedAt = now;
  return state;
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
      <Providers language={language} initialData={initialData}>
        <AppRouter language={language} />
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
preloadScreenFor(path, language).then(render, render);
