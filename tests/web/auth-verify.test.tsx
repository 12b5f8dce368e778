import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { StrictMode, type ReactElement } from 'react';
import { Route, Routes, useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SignUpPage } from '../../web/src/features/auth/SignUpPage.tsx';
import { VerifyEmailPage } from '../../web/src/features/auth/VerifyEmailPage.tsx';
import { VerifyOtpPage } from '../../web/src/features/auth/VerifyOtpPage.tsx';
import { AuthProvider } from '../../web/src/lib/auth.tsx';
import { callsTo, currentUrl, renderWithApp, trpcFetch, type Answer } from './support/trpc.tsx';
import { USER } from './support/fixtures.tsx';

const LINK_TOKEN = 'k3Jv9xQ2pL7mN4tR8wY1zA5bC6dE0fG2hI3jK4lM5nO';

function renderAuth(
  fetchImpl: typeof fetch,
  path: string,
  signin: ReactElement = <p>Sign-in screen</p>,
  extra: Record<string, ReactElement> = {},
) {
  return renderWithApp(
    <AuthProvider>
      <Routes>
        <Route path="/verify-otp" element={<VerifyOtpPage />} />
        <Route path="/verify-email/:token" element={<VerifyEmailPage />} />
        <Route path="/signin" element={signin} />
        <Route path="/signup" element={<p>Sign-up screen</p>} />
        <Route path="/" element={<p>Home page</p>} />
        {Object.entries(extra).map(([route, element]) => (
          <Route key={route} path={route} element={element} />
        ))}
      </Routes>
    </AuthProvider>,
    { fetch: fetchImpl, path, showUrl: true, queryDefaults: { queries: { retry: false }, mutations: { retry: false } } },
  );
}

const codeInput = () => screen.getByLabelText('Verification code') as HTMLInputElement;
const typeCode = (value: string) => fireEvent.change(codeInput(), { target: { value } });
/** Moves the fake clock and lets the responses and renders it releases settle. */
const tick = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
/**
 * Waits until `check` passes, a millisecond of fake time at a time: the fake server answers through real I/O,
 * and a zero-delay timer set while the fake clock is ticking falls due a millisecond later.
 */
async function until(check: () => void) {
  for (let attempt = 0; ; attempt += 1) {
    await tick(1);
    try {
      check();
      return;
    } catch (error) {
      if (attempt >= 50) throw error;
    }
  }
}
/** Lets whole seconds pass one by one, the way the countdown renders them. */
async function passSeconds(count: number) {
  for (let second = 0; second < count; second += 1) await tick(1000);
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
});

describe('VerifyOtpPage', () => {
  it('sends a visitor without an e-mail to sign-up', () => {
    renderAuth(trpcFetch({}), '/verify-otp');
    expect(currentUrl()).toBe('/signup');
  });

  it('and one whose address carries no e-mail address, as the Worker does on a first load', () => {
    renderAuth(trpcFetch({}), '/verify-otp?email=not-an-address');
    expect(currentUrl()).toBe('/signup');
  });

  it('shows where the code went and an input made for one-time codes', () => {
    renderAuth(trpcFetch({}), '/verify-otp?email=asha%40example.com');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Enter Verification Code');
    expect(screen.getByText(/We sent a 6-digit code to/).textContent).toBe('We sent a 6-digit code to asha@example.com');
    const input = codeInput();
    expect(input.placeholder).toBe('------');
    expect(input.inputMode).toBe('numeric');
    expect(input.autocomplete).toBe('one-time-code');
    expect(input.maxLength).toBe(6);
  });

  it('keeps digits only, at most six', () => {
    renderAuth(trpcFetch({}), '/verify-otp?email=asha%40example.com');
    typeCode('a1b2-c3 4');
    expect(codeInput().value).toBe('1234');
    typeCode('12 34 56 78');
    expect(codeInput().value).toBe('123456');
  });

  it('asks for six digits and makes no call for a shorter code; editing clears the message', () => {
    const fetchImpl = trpcFetch({});
    renderAuth(fetchImpl, '/verify-otp?email=asha%40example.com');
    typeCode('12345');
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(screen.getByText('Please enter the 6-digit code.').id).toBe(codeInput().getAttribute('aria-describedby'));
    expect(codeInput().getAttribute('aria-invalid')).toBe('true');
    expect(fetchImpl).not.toHaveBeenCalled();
    typeCode('123456');
    expect(screen.queryByText('Please enter the 6-digit code.')).toBeNull();
  });

  it('verifies, stores the session, confirms with focus, then goes home after 1.5 s', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let answer: (reply: Answer) => void = () => undefined;
    const fetchImpl = trpcFetch({ 'auth.verifyOtp': () => new Promise<Answer>((resolve) => (answer = resolve)) });
    renderAuth(fetchImpl, '/verify-otp?email=asha%40example.com');
    typeCode('482913');
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await until(() => expect(callsTo(fetchImpl, 'auth.verifyOtp')).toHaveLength(1));
    const busy = screen.getByRole('button', { name: 'Verifying…' }) as HTMLButtonElement;
    expect(busy.disabled).toBe(true);
    expect(callsTo(fetchImpl, 'auth.verifyOtp')).toEqual([{ email: 'asha@example.com', otp: '482913' }]);

    answer({ data: { token: 'tok-9', user: USER } });
    await until(() => expect(screen.getByText("Verified! That's great!")).toBeTruthy());
    const confirmation = screen.getByText(/^You're signed in\./);
    expect(confirmation.textContent).toBe("You're signed in. Taking you to the home page…");
    expect(confirmation.getAttribute('role')).toBe('status');
    // The form that had focus is gone: the confirmation has it, not the page's body.
    expect(document.activeElement).toBe(confirmation);
    expect(localStorage.getItem('userToken')).toBe('tok-9');

    // The fake clock can be a millisecond into the render that set the timer; 1.5 s lies within this window.
    await tick(1490);
    expect(currentUrl()).toBe('/verify-otp?email=asha%40example.com');
    await tick(20);
    expect(currentUrl()).toBe('/');
  });

  it('goes from sign-up through the code straight to where the visitor was going, signed in, with one confirmation', async () => {
    const success = vi.spyOn(toast, 'success');
    /** Stands in for a favourite button: it sends a signed-out visitor to sign in, to come back to /favorites. */
    function SignInDetour() {
      const navigate = useNavigate();
      return (
        <button type="button" onClick={() => navigate('/signup', { state: { from: { pathname: '/favorites' } } })}>
          Sign up instead
        </button>
      );
    }
    const signInShown = vi.fn();
    function SignInScreen() {
      signInShown();
      return <p>Sign-in screen</p>;
    }
    const fetchImpl = trpcFetch({
      'auth.register': () => ({ data: { email: 'asha@example.com', signupKey: 'q7Wm2xR9tY4uI8oP3aS6dF1gH5jK0lZ' } }),
      'auth.verifyOtp': () => ({ data: { token: 'tok-9', user: USER } }),
    });
    renderWithApp(
      <AuthProvider>
        <Routes>
          <Route path="/detour" element={<SignInDetour />} />
          <Route path="/signup" element={<SignUpPage />} />
          <Route path="/verify-otp" element={<VerifyOtpPage />} />
          <Route path="/signin" element={<SignInScreen />} />
          <Route path="/favorites" element={<p>Favourites screen</p>} />
        </Routes>
      </AuthProvider>,
      { fetch: fetchImpl, path: '/detour', showUrl: true, queryDefaults: { queries: { retry: false }, mutations: { retry: false } } },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Sign up instead' }));
    fireEvent.change(screen.getByLabelText('Full Name'), { target: { value: 'Asha Rao' } });
    fireEvent.change(screen.getByLabelText('Email Address'), { target: { value: 'asha@example.com' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret12' } });
    fireEvent.change(screen.getByLabelText('Confirm Password'), { target: { value: 'secret12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));

    // The code screen says the account was made, where a toast would still cover it after a trip to the mailbox.
    const made = await screen.findByText(/^Registration successful!/);
    expect(made.textContent).toBe('Registration successful! Please check your email to verify your account.');
    expect(made.getAttribute('role')).toBe('status');
    typeCode('482913');
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText("Verified! That's great!")).toBeTruthy();
    expect(screen.getByText(/^You're signed in\./).textContent).toBe("You're signed in. Taking you back to where you were…");
    await waitFor(() => expect(currentUrl()).toBe('/favorites'), { timeout: 3000 });
    expect(screen.getByText('Favourites screen')).toBeTruthy();
    expect(signInShown).not.toHaveBeenCalled();
    expect(success).not.toHaveBeenCalled();
    expect(localStorage.getItem('userToken')).toBe('tok-9');
    success.mockRestore();
  });

  it("goes where this browser's sign-up was going when the code is typed in a tab without the way back", async () => {
    localStorage.setItem('citypages:signup', JSON.stringify({ email: 'asha@example.com', key: 'k', returnTo: '/business/b1' }));
    const fetchImpl = trpcFetch({ 'auth.verifyOtp': () => ({ data: { token: 'tok-9', user: USER } }) });
    renderAuth(fetchImpl, '/verify-otp?email=asha%40example.com', <p>Sign-in screen</p>, { '/business/:id': <p>Business page</p> });
    typeCode('482913');
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(currentUrl()).toBe('/business/b1'), { timeout: 3000 });
    expect(localStorage.getItem('citypages:signup')).toBeNull();
  });

  it("shows the server's message and keeps the typed code for another try", async () => {
    const answers: Answer[] = [
      { error: { message: 'Incorrect code. 4 attempts left.', httpStatus: 400 } },
      { error: { message: '', httpStatus: 400 } },
    ];
    const fetchImpl = trpcFetch({ 'auth.verifyOtp': () => answers.shift() as Answer });
    renderAuth(fetchImpl, '/verify-otp?email=asha%40example.com');
    typeCode('111111');
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Incorrect code. 4 attempts left.');
    expect(codeInput().value).toBe('111111');
    await waitFor(() => expect((screen.getByRole('button', { name: 'Verify' }) as HTMLButtonElement).disabled).toBe(false));

    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Verification failed'));
    expect(callsTo(fetchImpl, 'auth.verifyOtp')).toHaveLength(2);
    expect(localStorage.getItem('userToken')).toBeNull();
  });

  it('offers a new code after a 60 s countdown, confirms it, and counts down again', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const fetchImpl = trpcFetch({ 'auth.resendCode': () => ({ data: null }) });
    renderAuth(fetchImpl, '/verify-otp?email=asha%40example.com');
    const resend = () => screen.getByRole('button', { name: /Resend code/ }) as HTMLButtonElement;
    expect(resend().textContent).toBe('Resend code in 60s');
    expect(resend().disabled).toBe(true);
    await tick(1000);
    expect(resend().textContent).toBe('Resend code in 59s');
    await passSeconds(58);
    expect(resend().textContent).toBe('Resend code in 1s');
    await passSeconds(1);
    expect(resend().textContent).toBe('Resend code');
    expect(resend().disabled).toBe(false);

    fireEvent.click(resend());
    await until(() => expect(screen.getByText('A new code is on its way to asha@example.com.')).toBeTruthy());
    expect(callsTo(fetchImpl, 'auth.resendCode')).toEqual([{ email: 'asha@example.com' }]);
    expect(resend().textContent).toBe('Resend code in 60s');
    expect(resend().disabled).toBe(true);
  });

  it('shows the rate limit when a new code is refused', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const fetchImpl = trpcFetch({
      'auth.resendCode': () => ({ error: { message: 'Too many requests. Please try again later.', httpStatus: 429 } }),
    });
    renderAuth(fetchImpl, '/verify-otp?email=asha%40example.com');
    await passSeconds(60);
    fireEvent.click(screen.getByRole('button', { name: 'Resend code' }));
    await until(() => expect(screen.getByRole('alert').textContent).toBe('Too many requests. Please try again later.'));
    expect(screen.getByRole('button', { name: 'Resend code' })).toBeTruthy();
  });
});

describe('VerifyEmailPage', () => {
  it('verifies the link once even under StrictMode, stores the session and offers the way home', async () => {
    const fetchImpl = trpcFetch({ 'auth.verifyEmail': () => ({ data: { token: 'tok-7', user: USER } }) });
    renderWithApp(
      <StrictMode>
        <AuthProvider>
          <Routes>
            <Route path="/verify-email/:token" element={<VerifyEmailPage />} />
            <Route path="/" element={<p>Home page</p>} />
          </Routes>
        </AuthProvider>
      </StrictMode>,
      { fetch: fetchImpl, path: `/verify-email/${LINK_TOKEN}`, showUrl: true },
    );
    expect(screen.getByText('Verifying…')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Email Verified!' })).toBeTruthy();
    expect(callsTo(fetchImpl, 'auth.verifyEmail')).toEqual([{ token: LINK_TOKEN }]);
    expect(localStorage.getItem('userToken')).toBe('tok-7');
    fireEvent.click(screen.getByRole('link', { name: 'Continue to home' }));
    expect(currentUrl()).toBe('/');
  });

  it("continues where this browser's sign-up was going, replacing the spent link in the history", async () => {
    localStorage.setItem('citypages:signup', JSON.stringify({ email: 'asha@example.com', key: 'k', returnTo: '/business/b1?tab=reviews' }));
    const fetchImpl = trpcFetch({ 'auth.verifyEmail': () => ({ data: { token: 'tok-7', user: USER } }) });
    renderAuth(fetchImpl, `/verify-email/${LINK_TOKEN}`, <p>Sign-in screen</p>, { '/business/:id': <p>Business page</p> });
    expect(await screen.findByRole('heading', { name: 'Email Verified!' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Continue to home' })).toBeNull();
    fireEvent.click(screen.getByRole('link', { name: 'Continue where you left off' }));
    expect(currentUrl()).toBe('/business/b1?tab=reviews');
    expect(screen.getByText('Business page')).toBeTruthy();
  });

  it("shows the server's message when the link is spent, with a way home", async () => {
    renderAuth(
      trpcFetch({ 'auth.verifyEmail': () => ({ error: { message: 'Invalid or expired verification link', httpStatus: 400 } }) }),
      `/verify-email/${LINK_TOKEN}`,
    );
    expect(await screen.findByRole('heading', { name: 'Verification Failed' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Invalid or expired verification link');
    expect(screen.getByRole('link', { name: 'Go Home' }).getAttribute('href')).toBe('/');
    expect(localStorage.getItem('userToken')).toBeNull();
  });

  it('rejects a malformed link without asking the server', () => {
    const fetchImpl = trpcFetch({});
    renderAuth(fetchImpl, '/verify-email/abc');
    expect(screen.getByRole('heading', { name: 'Verification Failed' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Invalid or expired verification link');
    expect(fetchImpl).not.toHaveBeenCalled();
  });
});

describe('the sign-up key (worker/services/signups.ts)', () => {
  const KEY = 'q7Wm2xR9tY4uI8oP3aS6dF1gH5jK0lZ';
  const remember = (email: string) => localStorage.setItem('citypages:signup', JSON.stringify({ email, key: KEY }));

  it('goes with the code and the resend for the address it was made for, and is forgotten once verified', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    remember('asha@example.com');
    const fetchImpl = trpcFetch({
      'auth.resendCode': () => ({ data: null }),
      'auth.verifyOtp': () => ({ data: { token: 'tok-3', user: USER } }),
    });
    renderAuth(fetchImpl, '/verify-otp?email=asha%40example.com');
    await passSeconds(60);
    fireEvent.click(screen.getByRole('button', { name: 'Resend code' }));
    await until(() => expect(callsTo(fetchImpl, 'auth.resendCode')).toEqual([{ email: 'asha@example.com', signupKey: KEY }]));
    typeCode('482913');
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await until(() => expect(screen.getByText("Verified! That's great!")).toBeTruthy());
    expect(callsTo(fetchImpl, 'auth.verifyOtp')).toEqual([{ email: 'asha@example.com', otp: '482913', signupKey: KEY }]);
    expect(localStorage.getItem('citypages:signup')).toBeNull();
  });

  it('stays home when the code is for another address', async () => {
    remember('someone-else@example.com');
    const fetchImpl = trpcFetch({ 'auth.verifyOtp': () => ({ data: { token: 'tok-4', user: USER } }) });
    renderAuth(fetchImpl, '/verify-otp?email=asha%40example.com');
    typeCode('482913');
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(callsTo(fetchImpl, 'auth.verifyOtp')).toEqual([{ email: 'asha@example.com', otp: '482913' }]));
  });

  it('goes with a link opened in the browser that signed up', async () => {
    remember('asha@example.com');
    const fetchImpl = trpcFetch({ 'auth.verifyEmail': () => ({ data: { token: 'tok-5', user: USER } }) });
    renderAuth(fetchImpl, `/verify-email/${LINK_TOKEN}`);
    expect(await screen.findByRole('heading', { name: 'Email Verified!' })).toBeTruthy();
    expect(callsTo(fetchImpl, 'auth.verifyEmail')).toEqual([{ token: LINK_TOKEN, signupKey: KEY }]);
    expect(localStorage.getItem('citypages:signup')).toBeNull();
  });
});
