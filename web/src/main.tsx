import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { Providers } from './app/providers.tsx';
import { AppRouter } from './app/router.tsx';
import { preloadScreenFor } from './app/screens.tsx';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');
const container = root;

function render() {
  // A transition lets React yield to the browser while it builds the first screen, instead of one long task that
  // holds up input (Total Blocking Time on slow phones).
  startTransition(() => {
    createRoot(container).render(
      <StrictMode>
        <Providers>
          <AppRouter />
        </Providers>
      </StrictMode>,
    );
  });
}

// A screen that fails to load renders anyway: the router's lazy path then shows the error where it belongs.
preloadScreenFor(window.location.pathname).then(render, render);
