import { act, fireEvent, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { Layout } from '../../web/src/app/Layout.tsx';
import { AuthProvider } from '../../web/src/lib/auth.tsx';
import { notify } from '../../web/src/lib/notify.ts';
import { renderWithApp, trpcFetch } from './support/trpc.tsx';

function Saver() {
  return (
    <button type="button" onClick={() => notify.success('Saved your changes')}>
      Save
    </button>
  );
}

/** sonner's Toaster draws one region, named after its keyboard shortcut ('Notifications alt+T'). */
const toaster = () => document.querySelector('[aria-label^="Notifications"]');

describe('toasts (docs/decisions/005)', () => {
  it('mounts no Toaster until the first toast, then shows that toast', async () => {
    renderWithApp(
      <AuthProvider>
        <Routes>
          <Route element={<Layout />}>
            <Route path="/" element={<Saver />} />
          </Route>
        </Routes>
      </AuthProvider>,
      { fetch: trpcFetch({ 'site.quickLinks': () => ({ data: [] }), 'business.categories': () => ({ data: [] }) }), path: '/' },
    );
    await screen.findByRole('button', { name: 'Save' });
    // Long enough for a Toaster mounted at start, whose library is a lazy import, to have drawn its region.
    await act(async () => {
      await import('sonner');
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(toaster()).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved your changes')).toBeTruthy();
    expect(toaster()).not.toBeNull();
  });
});
