import { act, fireEvent } from '@testing-library/react';
import { useState, type FormEvent } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answeredWithoutApp, dropEarlyInput, holdEarlyInput, NATIVE_FORM, releaseEarlyInput } from '../../web/src/early-input.ts';
import { profileShareText } from '../../web/src/features/business/share-data.ts';
import { sharedBusiness } from '../../web/src/features/business/share-sheet.ts';

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

describe('a form the server answers, before the app runs (NATIVE_FORM)', () => {
  /** The server's markup of a GET form marked native, as the home and search pages draw theirs. */
  function nativePage(markup: string) {
    document.body.innerHTML = markup;
    holdEarlyInput();
    const form = document.querySelector('form') as HTMLFormElement;
    // jsdom cannot navigate: what a browser would put in the address is what the form would send as it stands.
    const address = () =>
      new URLSearchParams(
        Array.from(form.elements)
          .filter((field): field is HTMLInputElement => field instanceof HTMLInputElement && !field.disabled && field.name !== '')
          .filter((field) => field.type !== 'checkbox' || field.checked)
          .map((field) => [field.name, field.value]),
      ).toString();
    /** Sends the form as Enter or its button would; true when the browser would go on to the server. */
    const send = () => form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    return { form, address, send };
  }

  it('goes to the server at once with the filled fields only, and does nothing with none filled', () => {
    const { form, address, send } = nativePage(
      `<form ${NATIVE_FORM} method="get" action="/search"><input name="query" /><input name="location" /><button type="submit">Search</button></form>`,
    );
    expect(send()).toBe(false);
    (form.elements.namedItem('query') as HTMLInputElement).value = 'physio';
    expect(send()).toBe(true);
    expect(address()).toBe('query=physio');
    const button = form.querySelector('button') as HTMLButtonElement;
    const tap = new MouseEvent('click', { bubbles: true, cancelable: true });
    form.addEventListener('submit', (event) => event.preventDefault());
    button.dispatchEvent(tap);
    // Not held for the app: the browser sends the form, and the button looks busy until the next page arrives.
    expect(tap.defaultPrevented).toBe(false);
    expect(button.getAttribute('aria-busy')).toBe('true');
  });

  it('says its button is working until the next page arrives, and is whole again when the back button returns to it', () => {
    const { form } = nativePage(
      `<form ${NATIVE_FORM} method="get" action="/search"><input name="query" value="physio" /><input name="location" /><button type="submit">SEARCH NOW</button></form>`,
    );
    const button = form.querySelector('button') as HTMLButtonElement;
    const location = form.elements.namedItem('location') as HTMLInputElement;
    const submit = new SubmitEvent('submit', { bubbles: true, cancelable: true, submitter: button });
    expect(form.dispatchEvent(submit)).toBe(true);
    expect([button.getAttribute('aria-busy'), button.hasAttribute('data-held'), location.disabled]).toEqual(['true', true, true]);

    // A page from the browser's history (bfcache) is shown again as it was left.
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    expect([button.getAttribute('aria-busy'), button.hasAttribute('data-held'), location.disabled]).toEqual([null, false, false]);
  });

  it('ticks a choice as the browser does and sends a form that asks to be sent on change', () => {
    const { form, address } = nativePage(
      `<form ${NATIVE_FORM} data-submit-on-change method="get" action="/search"><input type="hidden" name="query" value="salon" /><label><input type="checkbox" name="openNow" value="true" /> Open now</label></form>`,
    );
    const sent = vi.fn();
    form.requestSubmit = sent;
    const box = form.querySelector('input[type="checkbox"]') as HTMLInputElement;
    box.click();
    expect(box.checked).toBe(true);
    expect(box.hasAttribute('data-held')).toBe(false);
    expect(sent).toHaveBeenCalledTimes(1);
    expect(address()).toBe('query=salon&openNow=true');
  });

  it('sends a form sent on change even when the change empties it: letting go of the last filter is a change', () => {
    const { form } = nativePage(
      `<form ${NATIVE_FORM} data-submit-on-change method="get" action="/search"><select name="rating"><option value="">Any rating</option><option value="4" selected>4+ stars</option></select></form>`,
    );
    const select = form.querySelector('select') as HTMLSelectElement;
    // What requestSubmit does in a browser: a submit event, and the browser goes on unless it was cancelled.
    const wentOn: boolean[] = [];
    form.requestSubmit = () => void wentOn.push(form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true })));
    select.value = '';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    expect(wentOn).toEqual([true]);
    // Left out of the address, as an empty field is.
    expect(select.disabled).toBe(true);
  });

  it('answers its fields, its submit button and a <details> toggle without the app, and nothing else', () => {
    nativePage(
      `<form ${NATIVE_FORM} method="get" action="/search"><label>Query <input name="query" /></label><input name="location" data-needs-app /><select name="rating"><option>4</option></select><button type="submit"><span>Search</span></button><button type="button">Use my location</button></form><details><summary><span>Filters</span></summary></details><button type="button">Share</button><input aria-label="Elsewhere" />`,
    );
    const answered = (selector: string) => answeredWithoutApp(document.querySelector(selector));
    expect(['input[name="query"]', 'label', 'select', 'button[type="submit"] span', 'summary span'].map(answered)).toEqual([
      true,
      true,
      true,
      true,
      true,
    ]);
    expect(['button[type="button"]', 'input[name="location"]', 'body > button', 'body > input', 'body'].map(answered)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it('still holds the taps on its other buttons, which need the app', () => {
    const { form } = nativePage(`<form ${NATIVE_FORM} method="get" action="/search"><button type="button">Filters</button></form>`);
    const toggle = form.querySelector('button') as HTMLButtonElement;
    toggle.click();
    expect(toggle.getAttribute('data-held')).toBe('');
    expect(toggle.getAttribute('aria-busy')).toBe('true');
  });
});

describe("a profile's Share before the app runs (share-sheet.ts)", () => {
  function sharePage() {
    document.body.innerHTML = `<button type="button" ${Object.entries(sharedBusiness(profileShareText('Brahmin’s Coffee Bar')))
      .map(([name, value]) => `${name}="${value}"`)
      .join(' ')}>Share</button>`;
    holdEarlyInput();
    return document.querySelector('button') as HTMLButtonElement;
  }
  const withShareSheet = (share: (data: ShareData) => Promise<void>) => {
    Object.defineProperty(navigator, 'share', { configurable: true, value: vi.fn(share) });
    return navigator.share as ReturnType<typeof vi.fn>;
  };

  afterEach(() => {
    delete (navigator as { share?: unknown }).share;
    dropEarlyInput();
  });

  it("opens the platform's share sheet from the tap itself, with the page's address, and holds nothing", async () => {
    const share = withShareSheet(async () => undefined);
    const button = sharePage();
    button.click();
    expect(share).toHaveBeenCalledWith({ title: 'Brahmin’s Coffee Bar', text: 'Brahmin’s Coffee Bar on CityPages', url: location.href });
    expect(button.hasAttribute('data-held')).toBe(false);
    // The visitor closing the sheet is their choice: nothing waits for the app.
    await Promise.resolve();
    expect(button.hasAttribute('data-held')).toBe(false);
  });

  it("holds the tap for the app's dialog where there is no share sheet, or where it fails", async () => {
    const bare = sharePage();
    bare.click();
    expect(bare.getAttribute('data-held')).toBe('');
    dropEarlyInput();

    withShareSheet(() => Promise.reject(new DOMException('Not allowed here', 'NotAllowedError')));
    const refused = sharePage();
    refused.click();
    expect(refused.hasAttribute('data-held')).toBe(false);
    await vi.waitFor(() => expect(refused.getAttribute('data-held')).toBe(''));

    dropEarlyInput();
    withShareSheet(() => Promise.reject(new DOMException('Share canceled', 'AbortError')));
    const closed = sharePage();
    closed.click();
    await new Promise((resolve) => setTimeout(resolve));
    expect(closed.hasAttribute('data-held')).toBe(false);
  });
});
