import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Route, Routes, useLocation, useNavigate, useNavigationType } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SignInPage } from '../../web/src/features/auth/SignInPage.tsx';
import { SignUpPage } from '../../web/src/features/auth/SignUpPage.tsx';
import { AuthProvider, useAuth } from '../../web/src/lib/auth.tsx';
import { callsTo, currentUrl, renderWithApp, trpcFetch, type Answer, type Handlers } from './support/trpc.tsx';
import { storeSession, USER } from './support/fixtures.tsx';

const MUTATIONS_ONCE = { queries: { retry: false }, mutations: { retry: false } };

/** A business page whose heart sends a signed-out visitor to sign in, as the real screens do. */
function BusinessStub() {
  const navigate = useNavigate();
  const location = useLocation();
  return (
    <button type="button" onClick={() => navigate('/signin', { state: { from: location } })}>
      Save to favourites
    </button>
  );
}

function NavigationType() {
  return <output data-testid="navigation-type">{useNavigationType()}</output>;
}

function renderAuth(fetchImpl: typeof fetch, path: string, extra: Record<string, ReactElement> = {}) {
  return renderWithApp(
    <AuthProvider>
      <Routes>
        <Route path="/signin" element={<SignInPage />} />
        <Route path="/signup" element={<SignUpPage />} />
        <Route path="/verify-otp" element={<p>Code screen</p>} />
        <Route path="/" element={<p>Home page</p>} />
        {Object.entries(extra).map(([route, element]) => (
          <Route key={route} path={route} element={element} />
        ))}
      </Routes>
      <NavigationType />
    </AuthProvider>,
    { fetch: fetchImpl, path, showUrl: true, queryDefaults: MUTATIONS_ONCE },
  );
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const errorOf = (label: string) => document.getElementById(field(label).getAttribute('aria-describedby') ?? '')?.textContent;

beforeEach(() => localStorage.clear());
afterEach(() => localStorage.clear());

describe('SignInPage', () => {
  it('shows its texts and links to sign-up', () => {
    renderAuth(trpcFetch({}), '/signin');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Welcome Back');
    expect(screen.getByText('Sign in to write reviews and connect with businesses')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign up here' }).getAttribute('href')).toBe('/signup');
    expect(screen.getByRole('link', { name: 'Sign up here' }).parentElement?.textContent).toBe("Don't have an account? Sign up here");
  });

  it('checks the fields with the schema messages, sends nothing, and editing a field clears only its own error', () => {
    const fetchImpl = trpcFetch({});
    renderAuth(fetchImpl, '/signin');
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(errorOf('Email Address')).toBe('Email is required');
    expect(errorOf('Password')).toBe('Password is required');
    expect(field('Email Address').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field('Email Address'));

    type('Email Address', 'asha@example');
    type('Password', '12345');
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(errorOf('Email Address')).toBe('Please enter a valid email');
    expect(errorOf('Password')).toBe('Password must be at least 6 characters');

    type('Password', '123456');
    expect(field('Password').getAttribute('aria-invalid')).toBe('false');
    expect(screen.queryByText('Password must be at least 6 characters')).toBeNull();
    expect(errorOf('Email Address')).toBe('Please enter a valid email');
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('shows and hides the password with a pressed toggle', () => {
    renderAuth(trpcFetch({}), '/signin');
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    expect(field('Password').type).toBe('password');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    expect(field('Password').type).toBe('text');
  });

  it('signs in, stores the session and goes back to where the visitor came from, replacing the entry', async () => {
    let answer: (reply: Answer) => void = () => undefined;
    const fetchImpl = trpcFetch({ 'auth.login': () => new Promise<Answer>((resolve) => (answer = resolve)) });
    renderAuth(fetchImpl, '/business/b1?tab=reviews', { '/business/:id': <BusinessStub /> });
    fireEvent.click(screen.getByRole('button', { name: 'Save to favourites' }));
    expect(currentUrl()).toBe('/signin');

    type('Email Address', ' Asha@Example.com ');
    type('Password', 'secret12');
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    const busy = await screen.findByRole('button', { name: 'Sign In' });
    await waitFor(() => expect((busy as HTMLButtonElement).disabled).toBe(true));
    expect(busy.querySelector('.animate-spin')).not.toBeNull();
    expect(callsTo(fetchImpl, 'auth.login')).toEqual([{ email: 'asha@example.com', password: 'secret12' }]);

    answer({ data: { token: 'tok-1', user: USER } });
    await waitFor(() => expect(currentUrl()).toBe('/business/b1?tab=reviews'));
    expect(screen.getByTestId('navigation-type').textContent).toBe('REPLACE');
    expect(localStorage.getItem('userToken')).toBe('tok-1');
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toEqual(USER);
  });

  it('goes home when nobody sent the visitor here', async () => {
    renderAuth(trpcFetch({ 'auth.login': () => ({ data: { token: 'tok-1', user: USER } }) }), '/signin');
    type('Email Address', 'asha@example.com');
    type('Password', 'secret12');
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(currentUrl()).toBe('/'));
  });

  it("shows the server's message in a banner and keeps the form", async () => {
    renderAuth(trpcFetch({ 'auth.login': () => ({ error: { message: 'Invalid email or password', httpStatus: 401 } }) }), '/signin');
    type('Email Address', 'asha@example.com');
    type('Password', 'wrong-one');
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid email or password');
    expect(currentUrl()).toBe('/signin');
    expect(field('Password').value).toBe('wrong-one');
    expect(localStorage.getItem('userToken')).toBeNull();
  });

  it('falls back to its own text when the server gives no message', async () => {
    renderAuth(trpcFetch({ 'auth.login': () => ({ error: { message: '', httpStatus: 500 } }) }), '/signin');
    type('Email Address', 'asha@example.com');
    type('Password', 'secret12');
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Login failed. Please try again.');
  });

  it('says the connection is the problem when the call never reaches the server', async () => {
    const offline = vi.fn<typeof fetch>(() => Promise.reject(new TypeError('Failed to fetch')));
    renderAuth(offline, '/signin');
    type('Email Address', 'asha@example.com');
    type('Password', 'secret12');
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Network error. Please check your connection.');
  });

  it('offers the code screen for an unverified account, since the server has just sent a new code', async () => {
    const message = 'Please verify your email before signing in. We have sent you a new code.';
    renderAuth(trpcFetch({ 'auth.login': () => ({ error: { message, httpStatus: 403 } }) }), '/signin');
    type('Email Address', 'Asha@Example.com');
    type('Password', 'secret12');
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect((await screen.findByRole('alert')).textContent).toContain(message);
    fireEvent.click(screen.getByRole('link', { name: 'Enter your verification code' }));
    expect(currentUrl()).toBe('/verify-otp?email=asha%40example.com');
  });

  it('sends an already signed-in visitor on instead of showing the form', async () => {
    storeSession();
    renderAuth(trpcFetch({ 'auth.me': () => ({ data: USER }) }), '/signin');
    await waitFor(() => expect(currentUrl()).toBe('/'));
    expect(screen.queryByRole('button', { name: 'Sign In' })).toBeNull();
  });
});

describe('SignUpPage', () => {
  const fillValid = () => {
    type('Full Name', 'Asha Rao');
    type('Email Address', 'Asha@Example.com');
    type('Password', 'secret12');
    type('Confirm Password', 'secret12');
  };

  it('shows its texts, with a show/hide toggle for each password', () => {
    renderAuth(trpcFetch({}), '/signup');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Join CityPages');
    expect(screen.getByText('Create an account to write reviews and connect with businesses')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in here' }).getAttribute('href')).toBe('/signin');
    expect(screen.getByRole('button', { name: 'Show password' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Show confirm password' }));
    expect(field('Confirm Password').type).toBe('text');
    expect(field('Password').type).toBe('password');
  });

  it('requires every field with the schema messages and sends nothing', () => {
    const fetchImpl = trpcFetch({});
    renderAuth(fetchImpl, '/signup');
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(errorOf('Full Name')).toBe('Name is required');
    expect(errorOf('Email Address')).toBe('Email is required');
    expect(errorOf('Password')).toBe('Password is required');
    expect(errorOf('Confirm Password')).toBe('Please confirm your password');
    type('Full Name', 'A');
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(errorOf('Full Name')).toBe('Name must be at least 2 characters');
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('says when the passwords do not match, and clears that once the confirmation is edited', () => {
    const fetchImpl = trpcFetch({});
    renderAuth(fetchImpl, '/signup');
    fillValid();
    type('Confirm Password', 'secret13');
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(errorOf('Confirm Password')).toBe('Passwords do not match');
    expect(document.activeElement).toBe(field('Confirm Password'));
    expect(fetchImpl).not.toHaveBeenCalled();
    type('Confirm Password', 'secret12');
    expect(screen.queryByText('Passwords do not match')).toBeNull();
  });

  it('registers with the confirmation and the page’s language, and moves to the code screen with the e-mail', async () => {
    const signupKey = 'q7Wm2xR9tY4uI8oP3aS6dF1gH5jK0lZ';
    const fetchImpl = trpcFetch({ 'auth.register': () => ({ data: { email: 'asha@example.com', signupKey } }) });
    renderAuth(fetchImpl, '/signup');
    fillValid();
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    await waitFor(() => expect(currentUrl()).toBe('/verify-otp?email=asha%40example.com'));
    expect(callsTo(fetchImpl, 'auth.register')).toEqual([
      { name: 'Asha Rao', email: 'asha@example.com', password: 'secret12', confirmPassword: 'secret12', language: 'en' },
    ]);
    expect(localStorage.getItem('userToken')).toBeNull();
    // The code screen sends it back with the code (worker/services/signups.ts).
    expect(JSON.parse(localStorage.getItem('citypages:signup') ?? 'null')).toEqual({
      email: 'asha@example.com',
      key: signupKey,
      returnTo: '/',
    });
  });

  it('keeps the button disabled while registering', async () => {
    const handlers: Handlers = { 'auth.register': () => new Promise<Answer>(() => undefined) };
    renderAuth(trpcFetch(handlers), '/signup');
    fillValid();
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    await waitFor(() => expect((screen.getByRole('button', { name: 'Create Account' }) as HTMLButtonElement).disabled).toBe(true));
  });

  it("shows the server's message, else its own fallback", async () => {
    const answers: Answer[] = [
      { error: { message: 'An account with this email already exists. Please sign in.', httpStatus: 409 } },
      { error: { message: '', httpStatus: 500 } },
    ];
    renderAuth(trpcFetch({ 'auth.register': () => answers.shift() as Answer }), '/signup');
    fillValid();
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect((await screen.findByRole('alert')).textContent).toBe('An account with this email already exists. Please sign in.');
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Registration failed. Please try again.'));
    expect(currentUrl()).toBe('/signup');
  });
});

describe('useAuth', () => {
  it('refuses to work outside its provider', () => {
    function Orphan() {
      useAuth();
      return null;
    }
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Orphan />)).toThrow('useAuth must be used within an AuthProvider');
    vi.restoreAllMocks();
  });
});
