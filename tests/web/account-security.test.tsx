import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deviceName } from '../../web/src/features/account/device-name.ts';
import { lastActive } from '../../web/src/lib/dates.ts';
import { fieldError, input, refused, renderAccount, type } from './support/account.tsx';
import { callsTo, currentUrl } from './support/trpc.tsx';

const HOUR = 60 * 60 * 1000;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

const USER_AGENTS = {
  chromeAndroid: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  safariIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
  edgeWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
  firefoxMac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.6; rv:132.0) Gecko/20100101 Firefox/132.0',
};

const SESSIONS = [
  { id: 's1', createdAt: ago(72 * HOUR), lastSeenAt: ago(0), userAgent: USER_AGENTS.chromeAndroid, current: true },
  { id: 's2', createdAt: ago(240 * HOUR), lastSeenAt: ago(3 * HOUR), userAgent: USER_AGENTS.safariIphone, current: false },
  { id: 's3', createdAt: ago(400 * HOUR), lastSeenAt: ago(50 * HOUR), userAgent: null, current: false },
];

beforeEach(() => {
  vi.spyOn(toast, 'success');
  vi.spyOn(toast, 'error');
});

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

const device = (name: string) => screen.getByRole('listitem', { name });

describe('a device as a person names it', () => {
  it('is the browser on the system, from the user agent', () => {
    expect(deviceName(USER_AGENTS.chromeAndroid)).toBe('Chrome on Android');
    expect(deviceName(USER_AGENTS.safariIphone)).toBe('Safari on iPhone');
    expect(deviceName(USER_AGENTS.edgeWindows)).toBe('Edge on Windows');
    expect(deviceName(USER_AGENTS.firefoxMac)).toBe('Firefox on macOS');
    expect(deviceName('curl/8.5.0')).toBe('Unknown device');
    expect(deviceName(null)).toBe('Unknown device');
  });

  it('was last active as precisely as the server records it: within the hour, then hours, then days', () => {
    const now = Date.parse('2026-11-20T12:00:00Z');
    expect(lastActive('2026-11-20T11:30:00Z', now)).toBe('within the last hour');
    expect(lastActive('2026-11-20T09:00:00Z', now)).toBe('3 hours ago');
    expect(lastActive('2026-11-19T10:00:00Z', now)).toBe('yesterday');
    expect(lastActive('2026-11-15T12:00:00Z', now)).toBe('5 days ago');
  });
});

describe('changing the password', () => {
  const sessions = () => ({ data: SESSIONS });

  it('shows a wrong current password on that field', async () => {
    const { fetchImpl } = renderAccount('/account?tab=security', {
      'auth.sessions': sessions,
      'auth.changePassword': () => refused('currentPassword', 'Current password is incorrect'),
    });
    type('Current password', 'not-my-password');
    type('New password', 'a-new-password');
    type('Confirm new password', 'a-new-password');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(fieldError('Current password')).toBe('Current password is incorrect'));
    expect(input('Current password').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(input('Current password'));
    expect(callsTo(fetchImpl, 'auth.changePassword')).toEqual([
      { currentPassword: 'not-my-password', newPassword: 'a-new-password', confirmPassword: 'a-new-password' },
    ]);
  });

  it('checks the confirmation before sending; on success empties the form, says other devices are signed out and lists them again', async () => {
    const { fetchImpl } = renderAccount('/account?tab=security', {
      'auth.sessions': sessions,
      'auth.changePassword': () => ({ data: null }),
    });
    await screen.findByRole('listitem', { name: 'Chrome on Android' });
    type('Current password', 'my-password');
    type('New password', 'a-new-password');
    type('Confirm new password', 'a-different-one');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(fieldError('Confirm new password')).toBe('Passwords do not match'));
    expect(callsTo(fetchImpl, 'auth.changePassword')).toEqual([]);

    type('Confirm new password', 'a-new-password');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Password changed. Other devices have been signed out.'));
    expect(input('Current password').value).toBe('');
    expect(input('New password').value).toBe('');
    await waitFor(() => expect(callsTo(fetchImpl, 'auth.sessions')).toHaveLength(2));
  });
});

describe('the devices signed in', () => {
  it('lists each device by browser and system, marks this one, and says when the others were last active', async () => {
    renderAccount('/account?tab=security', { 'auth.sessions': () => ({ data: SESSIONS }) });
    const here = await screen.findByRole('listitem', { name: 'Chrome on Android' });
    expect(within(here).getByText('This device')).toBeTruthy();
    expect(within(here).getByText(/Active now/)).toBeTruthy();
    expect(within(device('Safari on iPhone')).getByText(/Last active 3 hours ago/)).toBeTruthy();
    expect(within(device('Safari on iPhone')).queryByText('This device')).toBeNull();
    expect(within(device('Unknown device')).getByText(/Last active 2 days ago/)).toBeTruthy();
  });

  it('signs another device out, and lists the devices again', async () => {
    let list = SESSIONS;
    const { fetchImpl } = renderAccount('/account?tab=security', {
      'auth.sessions': () => ({ data: list }),
      'auth.revokeSession': ({ id }) => {
        list = list.filter((session) => session.id !== id);
        return { data: null };
      },
    });
    const iphone = await screen.findByRole('listitem', { name: 'Safari on iPhone' });
    fireEvent.click(within(iphone).getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Safari on iPhone' })).toBeNull());
    expect(callsTo(fetchImpl, 'auth.revokeSession')).toEqual([{ id: 's2' }]);
    expect(toast.success).toHaveBeenCalledWith('Signed out on that device');
    expect(screen.getByRole('listitem', { name: 'Chrome on Android' })).toBeTruthy();
    expect(currentUrl()).toBe('/account?tab=security');
  });

  it('signs out everywhere else, after which the button goes: there is nowhere else', async () => {
    let list = SESSIONS;
    const { fetchImpl } = renderAccount('/account?tab=security', {
      'auth.sessions': () => ({ data: list }),
      'auth.revokeOtherSessions': () => {
        list = list.filter((session) => session.current);
        return { data: null };
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Sign out everywhere else' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Sign out everywhere else' })).toBeNull());
    expect(callsTo(fetchImpl, 'auth.revokeOtherSessions')).toHaveLength(1);
    expect(screen.getAllByRole('listitem').map((item) => item.getAttribute('aria-labelledby') && item.textContent?.slice(0, 17))).toEqual([
      'Chrome on Android',
    ]);
    expect(toast.success).toHaveBeenCalledWith('Signed out on every other device');
  });

  it('signs this browser out, as the header does, when its own device is signed out', async () => {
    const { fetchImpl } = renderAccount('/account?tab=security', {
      'auth.sessions': () => ({ data: SESSIONS }),
      'auth.logout': () => ({ data: null }),
    });
    const here = await screen.findByRole('listitem', { name: 'Chrome on Android' });
    fireEvent.click(within(here).getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(currentUrl()).toBe('/'));
    expect(callsTo(fetchImpl, 'auth.logout')).toHaveLength(1);
    expect(callsTo(fetchImpl, 'auth.revokeSession')).toEqual([]);
    expect(localStorage.getItem('userToken')).toBeNull();
  });
});
