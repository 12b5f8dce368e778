import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ScreenErrorBoundary } from '../../web/src/app/ScreenErrorBoundary.tsx';

function Broken(): never {
  throw new Error('Failed to fetch dynamically imported module');
}

describe('ScreenErrorBoundary', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows an error with Try Again instead of a blank page, and lets the next page draw', () => {
    // React reports the caught error on the console; the boundary is what the visitor sees.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { rerender } = render(
      <ScreenErrorBoundary resetKey="/search">
        <Broken />
      </ScreenErrorBoundary>,
    );
    expect(screen.getByRole('alert').textContent).toContain('This page could not be shown');
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeTruthy();

    rerender(
      <ScreenErrorBoundary resetKey="/categories">
        <p>Browse Categories</p>
      </ScreenErrorBoundary>,
    );
    expect(screen.getByText('Browse Categories')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
