import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppRoutes } from '../../web/src/app/router.tsx';
import { INDIAN_MOBILE_MESSAGE } from '@contracts/common.ts';
import { AuthProvider } from '../../web/src/lib/auth.tsx';
import { fieldError, input, refused, renderAccount, type } from './support/account.tsx';
import { callsTo, currentUrl, renderWithApp, trpcFetch } from './support/trpc.tsx';
import { storeSession, USER } from './support/fixtures.tsx';

beforeEach(() => {
  vi.spyOn(toast, 'success');
  vi.spyOn(toast, 'error');
});

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

const tab = (name: string) => screen.getByRole('tab', { name });

describe('/account in the app', () => {
  const layout = { 'site.quickLinks': () => ({ data: [] }), 'business.categories': () => ({ data: [] }) };

  it('sends a visitor to sign in', async () => {
    renderWithApp(
      <AuthProvider>
        <AppRoutes />
      </AuthProvider>,
      { path: '/account', fetch: trpcFetch(layout), showUrl: true },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome Back' })).toBeTruthy();
    expect(currentUrl()).toBe('/signin');
  });

  it('opens for a signed-in user, titled for the tab', async () => {
    storeSession();
    renderWithApp(
      <AuthProvider>
        <AppRoutes />
      </AuthProvider>,
      { path: '/account', fetch: trpcFetch({ ...layout, 'auth.me': () => ({ data: USER }) }), showUrl: true },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'My account' })).toBeTruthy();
    expect(document.title).toBe('My account | CityPages');
  });
});

describe('the account page tabs', () => {
  it('opens on Profile, fetching nothing more than who is signed in', async () => {
    const { fetchImpl } = renderAccount('/account');
    expect(tab('Profile').getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel', { name: 'Profile' })).toBeTruthy();
    expect(input('Full Name').value).toBe('Asha Rao');
    await waitFor(() => expect(callsTo(fetchImpl, 'auth.me')).toHaveLength(1));
    expect(fetchImpl.mock.calls.map(([url]) => String(url)).every((url) => url.includes('/auth.me'))).toBe(true);
  });

  it('takes the tab from the address, and puts the chosen one there, loading its data only then', async () => {
    const { fetchImpl } = renderAccount('/account?tab=favorites', {
      'favorites.list': () => ({ data: [] }),
      'myReviews.mine': () => ({ data: { reviews: [], pagination: { page: 1, limit: 10, total: 0, totalPages: 0 } } }),
    });
    expect(tab('Favourites').getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByText('No favourites yet')).toBeTruthy();
    expect(callsTo(fetchImpl, 'myReviews.mine')).toEqual([]);

    fireEvent.click(tab('My reviews'));
    expect(currentUrl()).toBe('/account?tab=reviews');
    expect(await screen.findByText('No reviews yet')).toBeTruthy();
    expect(callsTo(fetchImpl, 'myReviews.mine')).toEqual([{ page: 1, limit: 10 }]);
  });

  it('moves between tabs with the arrow keys, Home and End, one Tab stop for the list', () => {
    renderAccount('/account?tab=data');
    expect(tab('Your data').tabIndex).toBe(0);
    expect(tab('Profile').tabIndex).toBe(-1);
    fireEvent.keyDown(tab('Your data'), { key: 'ArrowRight' });
    expect(currentUrl()).toBe('/account?tab=profile');
    expect(document.activeElement).toBe(tab('Profile'));
    fireEvent.keyDown(tab('Profile'), { key: 'End' });
    expect(currentUrl()).toBe('/account?tab=data');
    fireEvent.keyDown(tab('Your data'), { key: 'ArrowLeft' });
    expect(currentUrl()).toBe('/account?tab=favorites');
  });

  it('wraps the tab row on a narrow screen instead of hiding the last tabs past its edge', () => {
    renderAccount('/account');
    // jsdom lays nothing out, so this holds the classes that decide it; tests/e2e/account.test.ts measures it at 390 px.
    const list = screen.getByRole('tablist', { name: 'Account sections' });
    expect(list.className.split(' ')).toContain('flex-wrap');
    expect(list.className).not.toMatch(/overflow-x-(auto|scroll)/);
    for (const each of screen.getAllByRole('tab')) expect(each.className.split(' ')).toContain('whitespace-nowrap');
  });

  it('shows Profile for a tab it does not know', () => {
    renderAccount('/account?tab=billing');
    expect(tab('Profile').getAttribute('aria-selected')).toBe('true');
  });
});

describe('the profile', () => {
  it('saves the name and the mobile number, and shows the new name at once', async () => {
    const { fetchImpl } = renderAccount('/account', {
      'auth.updateProfile': (input) => ({ data: { ...USER, name: String(input.name), phone: '+919876543210' } }),
    });
    type('Full Name', '  Asha R. Kumar ');
    type('Mobile number (optional)', '98765 43210');
    fireEvent.click(screen.getByRole('button', { name: 'Save profile' }));

    await waitFor(() => expect(screen.getByText(/Signed in as/).textContent).toContain('Asha R. Kumar'));
    expect(callsTo(fetchImpl, 'auth.updateProfile')).toEqual([{ name: 'Asha R. Kumar', phone: '+919876543210' }]);
    expect(input('Mobile number (optional)').value).toBe('+91 98765 43210');
    expect(JSON.parse(localStorage.getItem('user') ?? '{}')).toMatchObject({ name: 'Asha R. Kumar' });
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Profile saved'));
  });

  it('refuses a number that is not an Indian mobile, with the shared message, before any call', async () => {
    const { fetchImpl } = renderAccount('/account', { 'auth.updateProfile': () => ({ data: USER }) });
    type('Mobile number (optional)', '12345');
    fireEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    await waitFor(() => expect(fieldError('Mobile number (optional)')).toBe(INDIAN_MOBILE_MESSAGE));
    expect(document.activeElement).toBe(input('Mobile number (optional)'));
    expect(callsTo(fetchImpl, 'auth.updateProfile')).toEqual([]);

    type('Mobile number (optional)', '');
    expect(fieldError('Mobile number (optional)')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    // An empty box removes the number.
    await waitFor(() => expect(callsTo(fetchImpl, 'auth.updateProfile')).toEqual([{ name: 'Asha Rao', phone: '' }]));
  });

  it("shows the server's field message on its field", async () => {
    renderAccount('/account', { 'auth.updateProfile': () => refused('name', 'Name must be at least 2 characters') });
    fireEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    await waitFor(() => expect(fieldError('Full Name')).toBe('Name must be at least 2 characters'));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('changing the e-mail address', () => {
  const sent = {
    email: 'asha.new@example.com',
    message: 'We have sent a 6-digit code to asha.new@example.com. Enter it here to confirm your new address.',
  };

  it('takes the password, then the code sent to the new address, and only then shows the new address', async () => {
    let requests = 0;
    let confirmations = 0;
    const { fetchImpl } = renderAccount('/account', {
      'auth.changeEmail': () => (++requests === 1 ? refused('password', 'Current password is incorrect') : { data: sent }),
      'auth.confirmEmailChange': () =>
        ++confirmations === 1
          ? refused('otp', 'Incorrect code. 4 attempts left.')
          : { data: { ...USER, email: 'asha.new@example.com', isVerified: true } },
    });
    const section = screen.getByRole('region', { name: 'E-mail address' });
    expect(within(section).getByText('asha@example.com')).toBeTruthy();
    fireEvent.click(within(section).getByRole('button', { name: 'Change e-mail' }));
    expect(document.activeElement).toBe(input('New e-mail address'));

    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('Email is required')).toBeTruthy();
    expect(fieldError('Current password')).toBe('Current password is required');
    expect(callsTo(fetchImpl, 'auth.changeEmail')).toEqual([]);

    type('New e-mail address', 'asha.new@example.com');
    type('Current password', 'wrong-password');
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await waitFor(() => expect(fieldError('Current password')).toBe('Current password is incorrect'));

    type('Current password', 'right-password');
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText(sent.message)).toBeTruthy();
    expect(callsTo(fetchImpl, 'auth.changeEmail')[1]).toEqual({ email: 'asha.new@example.com', password: 'right-password' });
    // Nothing has changed yet.
    expect(within(section).getByText('asha@example.com')).toBeTruthy();
    // The field takes the focus once it is drawn, which may be a render after the message.
    await waitFor(() => expect(document.activeElement).toBe(input('Confirmation code')));

    type('Confirmation code', '111111');
    fireEvent.click(screen.getByRole('button', { name: 'Confirm new address' }));
    await waitFor(() => expect(fieldError('Confirmation code')).toBe('Incorrect code. 4 attempts left.'));

    type('Confirmation code', '123456');
    fireEvent.click(screen.getByRole('button', { name: 'Confirm new address' }));
    expect(await within(section).findByText('asha.new@example.com')).toBeTruthy();
    expect(callsTo(fetchImpl, 'auth.confirmEmailChange')[1]).toEqual({ otp: '123456' });
    expect(screen.getByText(/Signed in as/).textContent).toContain('asha.new@example.com');
    expect(JSON.parse(localStorage.getItem('user') ?? '{}')).toMatchObject({ email: 'asha.new@example.com' });
    expect(screen.queryByLabelText('Confirmation code')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(within(section).getByRole('button', { name: 'Change e-mail' })));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Your e-mail address is now asha.new@example.com.'));
  });

  it('says so above the buttons when another account took the address meanwhile', async () => {
    renderAccount('/account', {
      'auth.changeEmail': () => ({ data: sent }),
      'auth.confirmEmailChange': () => refused('email', 'Another account already uses this e-mail address.', 409),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Change e-mail' }));
    type('New e-mail address', 'asha.new@example.com');
    type('Current password', 'right-password');
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await screen.findByLabelText('Confirmation code');
    type('Confirmation code', '123456');
    fireEvent.click(screen.getByRole('button', { name: 'Confirm new address' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Another account already uses this e-mail address.');
  });
});
