import { screen, waitFor } from '@testing-library/react';
import { Route, Routes, useNavigationType } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { RequireRole, RequireUser } from '../../web/src/app/guards.tsx';
import { AppRoutes } from '../../web/src/app/router.tsx';
import { AuthProvider } from '../../web/src/lib/auth.tsx';
import { currentUrl, renderWithApp, trpcFetch, type Handlers } from './support/trpc.tsx';
import { deferred, SignInProbe, storeSession, USER } from './support/fixtures.tsx';

function NavigationType() {
  return <output data-testid="navigation-type">{useNavigationType()}</output>;
}

/** Signs in as USER with another role, as sign-in would leave it in storage. */
function storeSessionAs(role: 'user' | 'owner' | 'admin') {
  storeSession();
  localStorage.setItem('user', JSON.stringify({ ...USER, role }));
}

/**
 * Test routes behind each guard: /account/profile for any signed-in user, /owner/listings for owners, /admin/reports
 * for admins (the app has no owner or admin screens yet).
 */
function renderGuarded(path: string, handlers: Handlers = {}) {
  const fetchImpl = trpcFetch({ 'auth.me': () => ({ data: USER }), ...handlers });
  renderWithApp(
    <AuthProvider>
      <Routes>
        <Route element={<RequireUser />}>
          <Route path="/account/profile" element={<h1>Your profile</h1>} />
        </Route>
        <Route element={<RequireRole roles={['owner']} />}>
          <Route path="/owner/listings" element={<h1>Your listings</h1>} />
        </Route>
        <Route element={<RequireRole roles={['admin']} />}>
          <Route path="/admin/reports" element={<h1>Reported reviews</h1>} />
        </Route>
        <Route path="/signin" element={<SignInProbe />} />
      </Routes>
      <NavigationType />
    </AuthProvider>,
    { path, fetch: fetchImpl, showUrl: true, queryDefaults: { queries: { retry: false } } },
  );
  return fetchImpl;
}

afterEach(() => localStorage.clear());

describe('RequireUser', () => {
  it('sends a visitor to sign in, replacing the entry and remembering where they were going', () => {
    renderGuarded('/account/profile?tab=phone');
    expect(screen.getByText('Sign-in page, back to /account/profile?tab=phone')).toBeTruthy();
    expect(screen.getByTestId('navigation-type').textContent).toBe('REPLACE');
    expect(screen.queryByRole('heading', { name: 'Your profile' })).toBeNull();
  });

  it('shows the screen to a signed-in user', () => {
    storeSessionAs('user');
    renderGuarded('/account/profile');
    expect(screen.getByRole('heading', { name: 'Your profile' })).toBeTruthy();
    expect(currentUrl()).toBe('/account/profile');
  });

  it('waits for the server when only a token was stored, and never shows the screen before', async () => {
    localStorage.setItem('userToken', 'tok-1');
    const me = deferred();
    renderGuarded('/account/profile', { 'auth.me': () => me.promise });
    expect(screen.getByText('Loading…')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Your profile' })).toBeNull();
    me.release({ data: USER });
    expect(await screen.findByRole('heading', { name: 'Your profile' })).toBeTruthy();
  });

  it('sends a user whose session has ended to sign in', async () => {
    localStorage.setItem('userToken', 'expired');
    renderGuarded('/account/profile', { 'auth.me': () => ({ error: { message: 'Invalid or expired token', httpStatus: 401 } }) });
    expect(await screen.findByText('Sign-in page, back to /account/profile')).toBeTruthy();
  });
});

describe('RequireRole', () => {
  it('sends a visitor to sign in first', () => {
    renderGuarded('/owner/listings');
    expect(screen.getByText('Sign-in page, back to /owner/listings')).toBeTruthy();
  });

  it('shows the screen to a user with the role', () => {
    storeSessionAs('owner');
    renderGuarded('/owner/listings');
    expect(screen.getByRole('heading', { name: 'Your listings' })).toBeTruthy();
  });

  it.each([
    ['user', '/owner/listings'],
    ['owner', '/admin/reports'],
    ['admin', '/owner/listings'],
  ] as const)('tells a signed-in %s without the role that %s is not for them, where they are', async (role, path) => {
    storeSessionAs(role);
    renderGuarded(path);
    expect(await screen.findByRole('heading', { level: 1, name: 'Not allowed' })).toBeTruthy();
    expect(screen.getByText(/Your account does not have access to this page/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/');
    // No redirect: the address stays, so nothing can bounce between sign-in and the area.
    expect(currentUrl()).toBe(path);
    expect(screen.getByTestId('navigation-type').textContent).toBe('POP');
    expect(screen.queryByRole('heading', { name: /Your listings|Reported reviews/ })).toBeNull();
    await waitFor(() => expect(document.title).toBe('Not allowed | CityPages'));
  });
});

describe("the app's routes", () => {
  const layout: Handlers = { 'site.quickLinks': () => ({ data: [] }), 'business.categories': () => ({ data: [] }) };

  it('put /favorites behind sign-in', async () => {
    renderWithApp(
      <AuthProvider>
        <AppRoutes />
      </AuthProvider>,
      { path: '/favorites', fetch: trpcFetch(layout), showUrl: true },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome Back' })).toBeTruthy();
    expect(currentUrl()).toBe('/signin');
  });

  it('open /favorites to a signed-in user', async () => {
    storeSessionAs('user');
    renderWithApp(
      <AuthProvider>
        <AppRoutes />
      </AuthProvider>,
      {
        path: '/favorites',
        fetch: trpcFetch({ ...layout, 'auth.me': () => ({ data: USER }), 'favorites.list': () => ({ data: [] }) }),
        showUrl: true,
      },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'My Favourites' })).toBeTruthy();
    expect(await screen.findByText('No favourites yet')).toBeTruthy();
    expect(currentUrl()).toBe('/favorites');
  });
});
