import { act, fireEvent } from '@testing-library/react';
import { useState, type FormEvent } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dropEarlyInput, holdEarlyInput, releaseEarlyInput } from '../../web/src/early-input.ts';

/** A form like the app's: every field controlled by React state, its submission and its button handled by React. */
function Filters({ onSearch }: { onSearch: (search: string) => void }) {
  const [query, setQuery] = useState('');
  const [sort, setSort] = useState('relevance');
  const [openNow, setOpenNow] = useState(false);
  const [saved, setSaved] = useState(0);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(`${query}|${sort}|${openNow}`);
  };
  return (
    <form onSubmit={submit}>
      <input aria-label="Query" value={query} onChange={(event) => setQuery(event.target.value)} />
      <select aria-label="Sort" value={sort} onChange={(event) => setSort(event.target.value)}>
        <option value="relevance">Relevance</option>
        <option value="rating">Rating</option>
      </select>
      <label>
        <input type="checkbox" checked={openNow} onChange={(event) => setOpenNow(event.target.checked)} /> Open now
      </label>
      <button type="button" onClick={() => setSaved((count) => count + 1)}>
        Saved {saved}
      </button>
      <button type="submit">Search</button>
    </form>
  );
}

let root: Root | undefined;

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  releaseEarlyInput();
  document.body.innerHTML = '';
  vi.useRealTimers();
});

/** The server's markup of the form, in the page, with taps held as the page's entry holds them until the app runs. */
function serverPage(onSearch: (search: string) => void) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Filters onSearch={onSearch} />);
  document.body.append(container);
  holdEarlyInput();
  const field = <T extends Element>(selector: string) => container.querySelector(selector) as T;
  return {
    container,
    query: field<HTMLInputElement>('input[aria-label="Query"]'),
    sort: field<HTMLSelectElement>('select'),
    openNow: field<HTMLInputElement>('input[type="checkbox"]'),
    save: field<HTMLButtonElement>('button[type="button"]'),
    search: field<HTMLButtonElement>('button[type="submit"]'),
  };
}

/** The app arrives: React adopts the markup, then the screen hands back what was held (app/Layout.tsx). */
async function appArrives(container: HTMLElement, onSearch: (search: string) => void) {
  vi.useFakeTimers();
  act(() => {
    root = hydrateRoot(container, <Filters onSearch={onSearch} />);
  });
  act(() => releaseEarlyInput());
  await act(() => vi.runAllTimersAsync());
}

describe('input before the app runs (web/src/early-input.ts)', () => {
  it('keeps what was typed, chosen and ticked, and sends the form the visitor sent', async () => {
    const onSearch = vi.fn();
    const page = serverPage(onSearch);
    fireEvent.input(page.query, { target: { value: 'dentist' } });
    fireEvent.change(page.sort, { target: { value: 'rating' } });
    fireEvent.click(page.openNow);
    expect(page.openNow.checked, 'a held tap changes nothing on the page').toBe(false);
    fireEvent.click(page.search);
    expect(onSearch).not.toHaveBeenCalled();

    await appArrives(page.container, onSearch);
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('dentist|rating|true');
    expect(page.query.value).toBe('dentist');
    expect(page.openNow.checked).toBe(true);
  });

  it('does what a control was tapped for once, however often it was tapped', async () => {
    const onSearch = vi.fn();
    const page = serverPage(onSearch);
    for (let tap = 0; tap < 3; tap++) fireEvent.click(page.save);
    fireEvent.click(page.search);
    fireEvent.click(page.search);
    await appArrives(page.container, onSearch);
    expect(page.save.textContent).toBe('Saved 1');
    expect(onSearch).toHaveBeenCalledOnce();
  });

  it('hands a tap on a control to the app, and lets the app take taps itself afterwards', async () => {
    const onSearch = vi.fn();
    const page = serverPage(onSearch);
    fireEvent.click(page.save);
    expect(page.save.textContent).toBe('Saved 0');
    // Dimmed meanwhile (index.css), so the tap is seen to have been taken.
    expect(page.save.hasAttribute('data-held')).toBe(true);

    await appArrives(page.container, onSearch);
    expect(page.save.textContent).toBe('Saved 1');
    expect(page.save.hasAttribute('data-held')).toBe(false);
    act(() => page.save.click());
    act(() => page.openNow.click());
    expect(page.save.textContent).toBe('Saved 2');
    expect(page.openNow.checked).toBe(true);
  });

  it('lets links go where they go, even one dressed as a button', () => {
    document.body.innerHTML = '<a href="#reviews" role="button">Reviews</a><button type="button">Share</button>';
    holdEarlyInput();
    const tap = (element: Element) => {
      const click = new MouseEvent('click', { bubbles: true, cancelable: true });
      element.dispatchEvent(click);
      return click.defaultPrevented;
    };
    expect(tap(document.querySelector('a') as Element)).toBe(false);
    expect(tap(document.querySelector('button') as Element)).toBe(true);
  });

  it('stops holding when the app could not load, so controls do what they do without it', () => {
    const page = serverPage(vi.fn());
    const tap = () => {
      const click = new MouseEvent('click', { bubbles: true, cancelable: true });
      page.openNow.dispatchEvent(click);
      return click.defaultPrevented;
    };
    expect(tap()).toBe(true);
    dropEarlyInput();
    expect(tap()).toBe(false);
    expect(page.openNow.checked).toBe(true);
  });

  it('leaves a field the visitor did not touch as the app draws it', async () => {
    const onSearch = vi.fn();
    const page = serverPage(onSearch);
    fireEvent.click(page.search);
    await appArrives(page.container, onSearch);
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('|relevance|false');
  });
});
