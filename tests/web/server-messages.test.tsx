import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { SignUpPage } from '../../web/src/features/auth/SignUpPage.tsx';
import { loadCatalogue } from '../../web/src/i18n/catalogues.ts';
import { AuthProvider } from '../../web/src/lib/auth.tsx';
import { renderWithApp, trpcFetch } from './support/trpc.tsx';

/*
 * docs/decisions/037: a Kannada or Hindi page shows the server's English messages, and the forms' own checks (the same
 * rules and messages), in its language.
 */

const KANNADA = /[\u0C80-\u0CFF]/;
const DEVANAGARI = /[\u0900-\u097F]/;

beforeAll(async () => {
  await Promise.all((['kn', 'hi'] as const).flatMap((language) => [loadCatalogue(language, 'shell'), loadCatalogue(language, 'auth')]));
});

function signUp(language: 'kn' | 'hi', fetchImpl: typeof fetch) {
  return renderWithApp(
    {
      '/signup': (
        <AuthProvider>
          <SignUpPage />
        </AuthProvider>
      ),
    },
    { path: '/signup', fetch: fetchImpl, language, queryDefaults: { mutations: { retry: false } } },
  );
}

const input = (name: string) => document.querySelector<HTMLInputElement>(`input[name="${name}"]`) as HTMLInputElement;
const messageOf = (name: string) => document.getElementById(input(name).getAttribute('aria-describedby') ?? '')?.textContent ?? '';

describe('the server’s messages on a Kannada or Hindi page', () => {
  it('shows the form’s own checks in Kannada once the visitor has entered a field', async () => {
    signUp('kn', trpcFetch({}));
    fireEvent.focusIn(input('name'));
    fireEvent.submit(input('name').form as HTMLFormElement);
    await waitFor(() => expect(messageOf('name')).toMatch(KANNADA));
    expect(messageOf('email')).toMatch(KANNADA);
    expect(messageOf('password')).toMatch(KANNADA);
    expect(`${messageOf('name')} ${messageOf('email')} ${messageOf('password')}`).not.toMatch(/required|Please/);
  });

  it('shows a refusal from the server, and its field’s message, in Hindi', async () => {
    const refusal = 'An account with this email already exists. Please sign in.';
    const fetchImpl = trpcFetch({
      'auth.register': () => ({
        error: { message: refusal, httpStatus: 409, errors: [{ field: 'email', message: 'This email is already registered' }] },
      }),
    });
    signUp('hi', fetchImpl);
    fireEvent.change(input('name'), { target: { value: 'सुनीता शर्मा' } });
    fireEvent.change(input('email'), { target: { value: 'sunita@example.in' } });
    fireEvent.change(input('password'), { target: { value: 'a-good-password' } });
    fireEvent.change(input('confirmPassword'), { target: { value: 'a-good-password' } });
    fireEvent.submit(input('name').form as HTMLFormElement);
    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(alert.textContent).toMatch(DEVANAGARI));
    expect(alert.textContent).not.toContain('already exists');
  });
});
