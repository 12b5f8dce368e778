import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Route, Routes, StaticRouter, useLocation } from 'react-router-dom';
import { AppProviders } from '../../web/src/app/providers.tsx';
import { RequireUser } from '../../web/src/app/guards.tsx';
import { Header } from '../../web/src/app/Header.tsx';
import { AuthProvider } from '../../web/src/lib/auth.tsx';
import { returnPath } from '../../web/src/lib/sign-in-redirect.ts';
import { createQueryClient, createTrpcClient } from '../../web/src/lib/trpc.ts';
import { callsTo, currentUrl, renderWithApp, trpcFetch, type Handlers } from './support/trpc.tsx';
import { storeSession, USER } from './support/fixtures.tsx';

function renderHeader(handlers: Handlers = {}) {
  const fetchImpl = trpcFetch(handlers);
  renderWithApp(
    <AuthProvider>
      <Header />
    </AuthProvider>,
    { fetch: fetchImpl, path: '/businesses', showUrl: true },
  );
  return { fetchImpl };
}

const userMenuButton = () => screen.getByRole('button', { name: /Asha Rao/ });
const mainNav = () => screen.getByRole('navigation', { name: 'Main' });

beforeEach(() => localStorage.clear());
afterEach(() => {
  localStorage.clear();
  document.body.style.overflow = '';
});

describe('Header when signed out', () => {
  it('offers Sign In and Sign Up, and no favourites', () => {
    const { fetchImpl } = renderHeader();
    expect(screen.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/signin');
    expect(screen.getByRole('link', { name: 'Sign Up' }).getAttribute('href')).toBe('/signup');
    expect(within(mainNav()).queryByRole('link', { name: 'Favourites' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Asha Rao/ })).toBeNull();
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('shows Sign In and Sign Up in the mobile menu, locks the page scroll, and closes on Escape', () => {
    renderHeader();
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    fireEvent.click(toggle);
    const menu = screen.getByRole('dialog', { name: 'Menu' });
    expect(within(menu).getByRole('link', { name: 'Sign In' })).toBeTruthy();
    expect(within(menu).getByRole('link', { name: 'Sign Up' })).toBeTruthy();
    expect(within(menu).queryByText(/Signed in as/)).toBeNull();
    expect(document.body.style.overflow).toBe('hidden');

    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.body.style.overflow).toBe('');
    expect(document.activeElement).toBe(toggle);
  });
});

describe("Header in the server's markup", () => {
  /** The header's tree as the Worker and then the browser render it (web/src/server/render.tsx, main.tsx). */
  const tree = (fetchImpl: typeof fetch) => (
    <AppProviders language="en" queryClient={createQueryClient()} trpcClient={createTrpcClient(fetchImpl)}>
      <StaticRouter location="/businesses">
        <Header />
      </StaticRouter>
    </AppProviders>
  );

  /** The server's markup: no effects run there, so the sign-in state is loading. */
  function serverMarkup(): HTMLElement {
    const page = document.createElement('div');
    page.innerHTML = renderToString(tree(trpcFetch({})));
    return page;
  }

  it('offers Sign In and Sign Up as plain links, whoever asked, for a visitor whose app has not arrived', () => {
    // A stored session changes nothing: the server has no storage, and the page cache keeps one copy for everyone.
    storeSession();
    const page = serverMarkup();
    expect(within(page).getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/signin');
    expect(within(page).getByRole('link', { name: 'Sign Up' }).getAttribute('href')).toBe('/signup');
    expect(within(page).queryByRole('button', { name: /Asha Rao/ })).toBeNull();
  });

  it('hydrates without a mismatch for a visitor with a stored session, then shows the user menu instead', async () => {
    storeSession();
    const page = serverMarkup();
    document.body.append(page);
    const mismatches: unknown[] = [];
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const root = await act(async () =>
      hydrateRoot(page, tree(trpcFetch({ 'auth.me': () => ({ data: USER }) })), { onRecoverableError: (error) => mismatches.push(error) }),
    );
    await waitFor(() => expect(within(page).getByRole('button', { name: /Asha Rao/ })).toBeTruthy());
    expect(within(page).queryByRole('link', { name: 'Sign In' })).toBeNull();
    expect(mismatches).toEqual([]);
    expect(consoleError).not.toHaveBeenCalled();
    act(() => root.unmount());
    page.remove();
    consoleError.mockRestore();
  });
});

describe('Sign In and Sign Up in the header', () => {
  function Destination({ name }: { name: string }) {
    return <p>{`${name}, then back to ${returnPath(useLocation().state, 'nowhere')}`}</p>;
  }

  it('come back to the page they were followed from, also by way of the other auth screen', () => {
    renderWithApp(
      <AuthProvider>
        <Header />
        <Routes>
          <Route path="/signin" element={<Destination name="Sign-in page" />} />
          <Route path="/signup" element={<Destination name="Sign-up page" />} />
          <Route path="*" element={null} />
        </Routes>
      </AuthProvider>,
      { fetch: trpcFetch({}), path: '/business/b1?tab=reviews' },
    );
    fireEvent.click(screen.getByRole('link', { name: 'Sign Up' }));
    expect(screen.getByText('Sign-up page, then back to /business/b1?tab=reviews')).toBeTruthy();
    // On the sign-up screen, the header's Sign In keeps the way back instead of pointing at sign-up itself.
    fireEvent.click(screen.getByRole('link', { name: 'Sign In' }));
    expect(screen.getByText('Sign-in page, then back to /business/b1?tab=reviews')).toBeTruthy();
  });
});

describe('Header when signed in', () => {
  it('shows the user menu with the fresh profile, My Favourites and My account, and a Favourites link in the main navigation', async () => {
    storeSession();
    const { fetchImpl } = renderHeader({ 'auth.me': () => ({ data: { ...USER, email: 'asha.rao@example.com' } }) });
    expect(userMenuButton().getAttribute('aria-expanded')).toBe('false');
    expect(within(mainNav()).getByRole('link', { name: 'Favourites' }).getAttribute('href')).toBe('/favorites');
    expect(screen.queryByRole('link', { name: 'Sign In' })).toBeNull();
    await waitFor(() => expect(callsTo(fetchImpl, 'auth.me')).toHaveLength(1));

    fireEvent.click(userMenuButton());
    const panel = document.getElementById('user-menu') as HTMLElement;
    expect(userMenuButton().getAttribute('aria-expanded')).toBe('true');
    expect(panel.className).toContain('w-64');
    expect(within(panel).getByText('Asha Rao')).toBeTruthy();
    await waitFor(() => expect(within(panel).getByText('asha.rao@example.com')).toBeTruthy());
    const favourites = within(panel).getByRole('link', { name: 'My Favourites' });
    expect(favourites.getAttribute('href')).toBe('/favorites');
    expect(document.activeElement).toBe(favourites);
    expect(within(panel).getByRole('link', { name: 'My account' }).getAttribute('href')).toBe('/account');
    expect(within(panel).getByRole('button', { name: 'Sign Out' })).toBeTruthy();
  });

  it('closes the user menu on Escape (focus back on the button) and on a press outside, not inside', () => {
    storeSession();
    renderHeader({ 'auth.me': () => ({ data: USER }) });
    fireEvent.click(userMenuButton());
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(document.getElementById('user-menu')).toBeNull();
    expect(document.activeElement).toBe(userMenuButton());

    fireEvent.click(userMenuButton());
    fireEvent.pointerDown(within(document.getElementById('user-menu') as HTMLElement).getByText('asha@example.com'));
    expect(document.getElementById('user-menu')).not.toBeNull();
    fireEvent.pointerDown(document.body);
    expect(document.getElementById('user-menu')).toBeNull();
    expect(userMenuButton().getAttribute('aria-expanded')).toBe('false');
  });

  it('signs out, clearing storage even when the server call fails, and returns home', async () => {
    storeSession();
    const { fetchImpl } = renderHeader({
      'auth.me': () => ({ data: USER }),
      'auth.logout': () => ({ error: { message: 'Internal server error', httpStatus: 500 } }),
    });
    fireEvent.click(userMenuButton());
    fireEvent.click(screen.getByRole('button', { name: 'Sign Out' }));
    await waitFor(() => expect(currentUrl()).toBe('/'));
    await waitFor(() => expect(callsTo(fetchImpl, 'auth.logout')).toHaveLength(1));
    expect(localStorage.getItem('userToken')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(screen.getByRole('link', { name: 'Sign In' })).toBeTruthy();
    expect(within(mainNav()).queryByRole('link', { name: 'Favourites' })).toBeNull();
  });

  it('signs out from a private page to home, not to the sign-in screen its guard would send a visitor to', async () => {
    storeSession();
    const fetchImpl = trpcFetch({ 'auth.me': () => ({ data: USER }), 'auth.logout': () => ({ data: null }) });
    renderWithApp(
      <AuthProvider>
        <Header />
        <Routes>
          <Route element={<RequireUser />}>
            <Route path="/account" element={<h1>My account</h1>} />
          </Route>
          <Route path="/" element={<h1>Home page</h1>} />
          <Route path="/signin" element={<h1>Sign-in page</h1>} />
        </Routes>
      </AuthProvider>,
      { fetch: fetchImpl, path: '/account', showUrl: true },
    );
    fireEvent.click(userMenuButton());
    fireEvent.click(screen.getByRole('button', { name: 'Sign Out' }));
    await waitFor(() => expect(localStorage.getItem('userToken')).toBeNull());
    expect(currentUrl()).toBe('/');
    expect(screen.getByRole('heading', { name: 'Home page' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Sign-in page' })).toBeNull();
  });

  it('shows Favourites, My account, who is signed in and Sign Out in the mobile menu, which a press outside closes', async () => {
    storeSession();
    renderHeader({ 'auth.me': () => ({ data: USER }), 'auth.logout': () => ({ data: null }) });
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = screen.getByRole('dialog', { name: 'Menu' });
    expect(within(menu).getByRole('link', { name: 'Favourites' }).getAttribute('href')).toBe('/favorites');
    expect(within(menu).getByRole('link', { name: 'My account' }).getAttribute('href')).toBe('/account');
    expect(within(menu).getByText(/Signed in as/).textContent).toBe('Signed in as Asha Rao');
    expect(within(menu).queryByRole('link', { name: 'Sign In' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Close menu' })?.getAttribute('aria-expanded')).toBe('true');

    fireEvent.pointerDown(screen.getByRole('link', { name: 'CityPages' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Menu' })).getByRole('button', { name: 'Sign Out' }));
    await waitFor(() => expect(currentUrl()).toBe('/'));
    await waitFor(() => expect(localStorage.getItem('userToken')).toBeNull());
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps Tab inside the open mobile menu, its toggle included', () => {
    storeSession();
    renderHeader({ 'auth.me': () => ({ data: USER }) });
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    fireEvent.click(toggle);
    const menu = screen.getByRole('dialog', { name: 'Menu' });
    expect(document.activeElement).toBe(within(menu).getByRole('link', { name: 'Home' }));
    const last = within(menu).getByRole('link', { name: 'Claim Your Business' });
    last.focus();
    fireEvent.keyDown(document, { key: 'Tab' });
    expect(document.activeElement).toBe(toggle);
    fireEvent.keyDown(document, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(last);
  });
});

describe('The business button follows the role', () => {
  it('sends visitors to the business login, users to add a business, and owners to their portal', async () => {
    const { unmount } = renderWithApp(
      <AuthProvider>
        <Header />
      </AuthProvider>,
      { fetch: trpcFetch({}), path: '/' },
    );
    expect(screen.getByRole('link', { name: 'Claim Your Business' }).getAttribute('href')).toBe('/business-login');
    unmount();

    storeSession();
    renderHeader({ 'auth.me': () => ({ data: USER }) });
    await waitFor(() => expect(screen.getByRole('link', { name: 'Claim Your Business' }).getAttribute('href')).toBe('/add-business'));
  });

  it('shows owners My Business, which opens /owner', async () => {
    storeSession();
    renderHeader({ 'auth.me': () => ({ data: { ...USER, role: 'owner' } }) });
    const link = await screen.findByRole('link', { name: 'My Business' });
    expect(link.getAttribute('href')).toBe('/owner');
    expect(screen.queryByRole('link', { name: 'Claim Your Business' })).toBeNull();
  });
});

describe('The business button for admins', () => {
  it('opens the admin area', async () => {
    storeSession();
    renderHeader({ 'auth.me': () => ({ data: { ...USER, role: 'admin' } }) });
    const link = await screen.findByRole('link', { name: 'Admin' });
    expect(link.getAttribute('href')).toBe('/admin');
  });
});
