import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { SCREENS } from '../../web/src/app/screens.tsx';
import { SPA_ROUTES } from '@contracts/spa-routes.ts';

describe('screens', () => {
  it('has a loadable screen for every route and for unknown paths', async () => {
    expect(Object.keys(SCREENS).sort()).toEqual([...Object.keys(SPA_ROUTES), 'notFound'].sort());
    await Promise.all(Object.values(SCREENS).map((loadable) => expect(loadable.preload()).resolves.toBeUndefined()));
  });

  it('draws a preloaded screen in the first render, with no loading fallback in between', async () => {
    await SCREENS.notFound.preload();
    const NotFound = SCREENS.notFound.Component;
    // No Suspense boundary: a screen that suspended here would throw instead of rendering.
    render(
      <MemoryRouter>
        <NotFound />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1 })).toBeTruthy();
  });
});
