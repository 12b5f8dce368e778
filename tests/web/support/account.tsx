import { screen, fireEvent } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { RequireUser } from '../../../web/src/app/guards.tsx';
import { AccountPage } from '../../../web/src/features/account/AccountPage.tsx';
import { AuthProvider } from '../../../web/src/lib/auth.tsx';
import { renderWithApp, trpcFetch, type Handlers } from './trpc.tsx';
import { SignInProbe, storeSession, USER } from './fixtures.tsx';

/** Calls are answered once: a refused one must show its message, not be sent again behind the test's back. */
const ONCE = { queries: { retry: false }, mutations: { retry: false } };

/** The account page under its layout route, signed in as USER, with a home page to land on after signing out. */
export function renderAccount(path: string, handlers: Handlers = {}) {
  storeSession();
  const fetchImpl = trpcFetch({ 'auth.me': () => ({ data: USER }), ...handlers });
  const view = renderWithApp(
    <AuthProvider>
      <Routes>
        <Route element={<RequireUser />}>
          <Route path="/account" element={<AccountPage />} />
        </Route>
        <Route path="/" element={<h1>Home page</h1>} />
        <Route path="/signin" element={<SignInProbe />} />
      </Routes>
    </AuthProvider>,
    { path, fetch: fetchImpl, showUrl: true, queryDefaults: ONCE },
  );
  return { fetchImpl, ...view };
}

export const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
export const type = (label: string, value: string) => fireEvent.change(input(label), { target: { value } });

/** The message shown under a field, found the way a screen reader finds it: through the field's aria-describedby. */
export function fieldError(label: string): string | null {
  const describedBy = input(label).getAttribute('aria-describedby');
  return describedBy ? (document.getElementById(describedBy)?.textContent ?? null) : null;
}

/** A refusal with field messages, the way the Worker answers a 400. */
export const refused = (field: string, message: string, httpStatus = 400) => ({
  error: { message, httpStatus, errors: [{ field, message }] },
});
