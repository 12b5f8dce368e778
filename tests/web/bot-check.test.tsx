import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SignInPage } from '../../web/src/features/auth/SignInPage.tsx';
import { ContactForm } from '../../web/src/features/contact/ContactForm.tsx';
import { AuthProvider } from '../../web/src/lib/auth.tsx';
import { USER } from './support/fixtures.tsx';
import { callsTo, renderWithApp, trpcFetch, type Answer } from './support/trpc.tsx';

/** The bot check's widget (web/src/components/BotCheck.tsx) against a fake of Turnstile's browser API. */

interface RenderOptions {
  sitekey: string;
  action: string;
  callback: (token: string) => void;
  'expired-callback': () => void;
}

const turnstile = {
  render: vi.fn<(element: HTMLElement, options: RenderOptions) => string>(),
  remove: vi.fn<(widgetId: string) => void>(),
};

const SCRIPT = 'script[src="https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit"]';
const scripts = () => document.querySelectorAll(SCRIPT);

/** The page as the Worker serves it with TURNSTILE_SITE_KEY set. */
function giveSiteKey() {
  const meta = document.createElement('meta');
  meta.name = 'turnstile-site-key';
  meta.content = 'site-key-1';
  document.head.append(meta);
}

/** Turnstile's script arriving (again, harmlessly, if an earlier test loaded it): jsdom fetches no scripts. */
function loadScript() {
  const script = document.querySelector(SCRIPT);
  if (!script) throw new Error('the widget added no Turnstile script');
  window.turnstile = turnstile;
  act(() => {
    script.dispatchEvent(new Event('load'));
  });
}

/** The latest widget's options, once it is drawn. */
async function widget(): Promise<RenderOptions> {
  await waitFor(() => expect(turnstile.render).toHaveBeenCalled());
  const options = turnstile.render.mock.calls.at(-1)?.[1];
  if (!options) throw new Error('no widget');
  return options;
}

beforeEach(() => {
  let widgets = 0;
  turnstile.render.mockReset().mockImplementation(() => `widget-${widgets++}`);
  turnstile.remove.mockReset();
});

afterEach(() => {
  document.querySelector('meta[name="turnstile-site-key"]')?.remove();
  localStorage.clear();
});

const fillContact = () => {
  for (const [label, value] of Object.entries({
    Name: 'Asha Rao',
    Email: 'asha@example.com',
    Subject: 'Hello',
    Message: 'Please add bakeries.',
  }))
    fireEvent.change(screen.getByLabelText(new RegExp(`^${label}`)), { target: { value } });
};

const renderContact = (fetchImpl: typeof fetch) =>
  renderWithApp(<ContactForm />, { fetch: fetchImpl, queryDefaults: { queries: { retry: false }, mutations: { retry: false } } });

describe('without a site key (local development)', () => {
  it('adds no script and no widget, and the form sends no token', async () => {
    const before = scripts().length;
    const fetchImpl = trpcFetch({ 'site.contact': () => ({ data: { id: 'm1' } }) });
    renderContact(fetchImpl);
    fillContact();
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    await screen.findByText(/Thank you for your message/);
    expect(scripts()).toHaveLength(before);
    expect(turnstile.render).not.toHaveBeenCalled();
    expect(callsTo(fetchImpl, 'site.contact')[0]).not.toHaveProperty('captchaToken');
  });
});

describe('with a site key', () => {
  it('loads Turnstile once, draws the widget for the form, and sends its token; a new one after each try', async () => {
    giveSiteKey();
    const answers: Answer[] = [
      { error: { message: 'Too many requests. Please try again later.', httpStatus: 429 } },
      { data: { id: 'm1' } },
    ];
    const fetchImpl = trpcFetch({ 'site.contact': () => answers.shift() as Answer });
    renderContact(fetchImpl);
    loadScript();
    const first = await widget();
    expect(first).toMatchObject({ sitekey: 'site-key-1', action: 'contact', size: 'flexible' });
    act(() => first.callback('token-1'));

    fillContact();
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    await screen.findByRole('alert');
    expect(callsTo(fetchImpl, 'site.contact')[0]).toMatchObject({ captchaToken: 'token-1' });
    // A token counts once: the widget starts over, and the next try waits for its new token.
    await waitFor(() => expect(turnstile.remove).toHaveBeenCalledWith('widget-0'));
    const second = await widget();
    act(() => second.callback('token-2'));
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    await screen.findByText(/Thank you for your message/);
    expect(callsTo(fetchImpl, 'site.contact')[1]).toMatchObject({ captchaToken: 'token-2' });
    expect(scripts()).toHaveLength(1);
  });

  it('sends no token once it has expired', async () => {
    giveSiteKey();
    const fetchImpl = trpcFetch({ 'site.contact': () => ({ data: { id: 'm1' } }) });
    renderContact(fetchImpl);
    loadScript();
    const options = await widget();
    act(() => options.callback('token-1'));
    act(() => options['expired-callback']());
    fillContact();
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    await screen.findByText(/Thank you for your message/);
    expect(callsTo(fetchImpl, 'site.contact')[0]).not.toHaveProperty('captchaToken');
  });

  it('shows sign-in’s widget only once the server asks for it, then signs in with its token', async () => {
    giveSiteKey();
    const message = 'Please complete the security check to sign in.';
    const answers: Answer[] = [
      { error: { message: 'Invalid email or password', httpStatus: 401 } },
      { error: { message, httpStatus: 403, errors: [{ field: 'captchaToken', message }] } },
      { error: { message: 'Invalid email or password', httpStatus: 401 } },
      { data: { token: 'session-token', user: USER } },
    ];
    const fetchImpl = trpcFetch({ 'auth.login': () => answers.shift() as Answer });
    renderWithApp(
      <AuthProvider>
        <Routes>
          <Route path="/signin" element={<SignInPage />} />
          <Route path="/" element={<p>Home page</p>} />
        </Routes>
      </AuthProvider>,
      { fetch: fetchImpl, path: '/signin', queryDefaults: { queries: { retry: false }, mutations: { retry: false } } },
    );
    fireEvent.change(screen.getByLabelText('Email Address'), { target: { value: 'asha@example.com' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret12' } });
    const signIn = () => fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));

    signIn();
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid email or password');
    expect(turnstile.render).not.toHaveBeenCalled();

    signIn();
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(message));
    loadScript();
    // Not the unverified account's 403: no link to the code screen.
    expect(screen.queryByRole('link', { name: 'Enter your verification code' })).toBeNull();
    const challenge = await widget();
    expect(challenge.action).toBe('sign-in');
    act(() => challenge.callback('token-1'));

    signIn();
    await waitFor(() => expect(callsTo(fetchImpl, 'auth.login')).toHaveLength(3));
    expect(callsTo(fetchImpl, 'auth.login')[2]).toMatchObject({ captchaToken: 'token-1' });
    // A wrong password again: the widget stays, with a fresh challenge.
    await waitFor(() => expect(turnstile.render).toHaveBeenCalledTimes(2));
    const renewed = await widget();
    act(() => renewed.callback('token-2'));
    signIn();
    await screen.findByText('Home page');
    expect(callsTo(fetchImpl, 'auth.login')[3]).toMatchObject({ email: 'asha@example.com', captchaToken: 'token-2' });
  });
});
