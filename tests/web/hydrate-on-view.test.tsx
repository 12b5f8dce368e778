import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { beginServerHydration, endServerHydration, HydrateOnView } from '../../web/src/components/HydrateOnView.tsx';

function Counter() {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      Pressed {count}
    </button>
  );
}

/** The observer the section watches with; `enterView` plays the browser scrolling it near the viewport. */
let enterView: () => void = () => undefined;

beforeEach(() => {
  const Observer = vi.fn(function (this: object, callback: IntersectionObserverCallback) {
    enterView = () => callback([{ isIntersecting: true } as IntersectionObserverEntry], this as IntersectionObserver);
    return { observe: vi.fn(), disconnect: vi.fn(), unobserve: vi.fn(), takeRecords: () => [] };
  });
  vi.stubGlobal('IntersectionObserver', Observer);
});

afterEach(() => {
  vi.unstubAllGlobals();
  endServerHydration();
});

describe('a section that hydrates when it comes into view', () => {
  let root: Root | undefined;

  afterEach(() => {
    act(() => root?.unmount());
    root = undefined;
    document.body.innerHTML = '';
  });

  it("keeps the server's markup inert until the section nears the viewport, then works", async () => {
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = renderToString(<HydrateOnView section={Counter} />);
    expect(container.textContent).toBe('Pressed 0');

    beginServerHydration();
    await act(async () => {
      root = hydrateRoot(container, <HydrateOnView section={Counter} />);
    });
    endServerHydration();

    fireEvent.click(screen.getByRole('button'));
    expect(container.textContent).toBe('Pressed 0');

    await act(async () => enterView());
    fireEvent.click(screen.getByRole('button'));
    expect(container.textContent).toBe('Pressed 1');
  });

  it('renders at once when the page was not rendered on the server (or after a navigation)', () => {
    render(<HydrateOnView section={Counter} />);
    fireEvent.click(screen.getByRole('button'));
    expect(screen.getByRole('button').textContent).toBe('Pressed 1');
  });
});
