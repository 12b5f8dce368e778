import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ForgotPasswordPage } from '../../web/src/features/auth/ForgotPasswordPage.tsx';
import { ResetPasswordPage } from '../../web/src/features/auth/ResetPasswordPage.tsx';
import { SignInPage } from '../../web/src/features/auth/SignInPage.tsx';
import { AuthProvider } from '../../web/src/lib/auth.tsx';
import { callsTo, currentUrl, renderWithApp, trpcFetch, type Handlers } from './support/trpc.tsx';

const MUTATIONS_ONCE = { queries: { retry: false }, mutations: { retry: false } };

function renderAt(path: string, handlers: Handlers = {}) {
  const fetchMock = trpcFetch(handlers);
  renderWithApp(
    <AuthProvider>
      <Routes>
        <Route path="/signin" element={<SignInPage />} />
        <Route path="/forgot-password" element={<ForgotPasswordPage />} />
        <Route path="/reset-password/:token?" element={<ResetPasswordPage />} />
      </Routes>
    </AuthProvider>,
    { fetch: fetchMock, path, showUrl: true, queryDefaults: MUTATIONS_ONCE },
  );
  return fetchMock;
}

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(input(label), { target: { value } });

describe('a forgotten password', () => {
  it('is one link away from sign-in', async () => {
    renderAt('/signin');
    fireEvent.click(screen.getByRole('link', { name: 'Forgot password?' }));
    expect(await screen.findByRole('heading', { name: 'Forgot your password?' })).toBeTruthy();
  });

  it('asks for the address, then opens the code step for it', async () => {
    const fetchMock = renderAt('/forgot-password', { 'auth.forgotPassword': () => ({ data: { message: 'sent' } }) });
    type('Email Address', 'not-an-email');
    fireEvent.click(screen.getByRole('button', { name: 'Send reset code' }));
    expect(await screen.findByText('Please enter a valid email')).toBeTruthy();
    expect(callsTo(fetchMock, 'auth.forgotPassword')).toEqual([]);

    type('Email Address', 'asha@example.in');
    fireEvent.click(screen.getByRole('button', { name: 'Send reset code' }));
    await waitFor(() => expect(currentUrl()).toBe('/reset-password?email=asha%40example.in'));
    expect(callsTo(fetchMock, 'auth.forgotPassword')).toEqual([{ email: 'asha@example.in' }]);
    expect(input('Email Address').value).toBe('asha@example.in');
  });

  it('sets a new password with the code, showing the server’s words for a wrong code', async () => {
    let tries = 0;
    const fetchMock = renderAt('/reset-password?email=asha%40example.in', {
      'auth.resetPassword': () =>
        ++tries === 1
          ? {
              error: {
                message: 'Incorrect code. 4 attempts left.',
                httpStatus: 400,
                errors: [{ field: 'otp', message: 'Incorrect code. 4 attempts left.' }],
              },
            }
          : { data: { message: 'Your password has been reset. Please sign in with your new password.' } },
    });
    type('Reset code', '123456');
    type('New Password', 'brand-new-pass');
    type('Confirm Password', 'brand-new-pass-2');
    fireEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText('Passwords do not match')).toBeTruthy();

    type('Confirm Password', 'brand-new-pass');
    fireEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText('Incorrect code. 4 attempts left.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByRole('heading', { name: 'Password changed' })).toBeTruthy();
    expect(callsTo(fetchMock, 'auth.resetPassword')[1]).toEqual({
      email: 'asha@example.in',
      otp: '123456',
      password: 'brand-new-pass',
      confirmPassword: 'brand-new-pass',
    });
    fireEvent.click(screen.getByRole('link', { name: 'Sign in with your new password' }));
    await waitFor(() => expect(currentUrl()).toBe('/signin'));
  });

  it('asks only for the password when the mailed link carries the token', async () => {
    const fetchMock = renderAt('/reset-password/tok_abcdefghijklmnop', {
      'auth.resetPassword': () => ({ data: { message: 'Your password has been reset. Please sign in with your new password.' } }),
    });
    expect(screen.queryByLabelText('Reset code')).toBeNull();
    type('New Password', 'brand-new-pass');
    type('Confirm Password', 'brand-new-pass');
    fireEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByRole('heading', { name: 'Password changed' })).toBeTruthy();
    expect(callsTo(fetchMock, 'auth.resetPassword')).toEqual([
      { token: 'tok_abcdefghijklmnop', password: 'brand-new-pass', confirmPassword: 'brand-new-pass' },
    ]);
  });
});
