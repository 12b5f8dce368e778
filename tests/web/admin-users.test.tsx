import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { describe, expect, it } from 'vitest';
import type { AdminUser } from '../../web/src/features/admin/admin-types.ts';
import { ADMIN, adminSectionTests, card, renderAdmin } from './support/admin.tsx';
import { callsTo, currentUrl, type Handlers, type Input } from './support/trpc.tsx';

const account = (id: string, name: string, changes: Partial<AdminUser> = {}): AdminUser => ({
  id,
  name,
  email: `${name.split(' ')[0]?.toLowerCase()}@example.in`,
  role: 'user',
  isVerified: true,
  disabled: false,
  disabledAt: null,
  createdAt: '2026-10-01T06:00:00.000Z',
  listings: 0,
  ...changes,
});

const ME = account(ADMIN.id, ADMIN.name, { role: 'admin', email: ADMIN.email });
const RAVI = account('u-ravi', 'Ravi Kumar', { role: 'owner', listings: 2 });
const SPAM = account('u-spam', 'Spam Bot', { disabled: true, disabledAt: '2026-11-20T06:00:00.000Z', isVerified: false });

function renderUsers(handlers: Handlers = {}) {
  return renderAdmin('/admin/users', {
    'admin.users': (input: Input) => ({
      data: {
        users: input.role === 'owner' ? [RAVI] : [ME, RAVI, SPAM],
        pagination: { page: 1, limit: 20, total: 3, totalPages: 1 },
      },
    }),
    ...handlers,
  });
}

adminSectionTests(() => import('../../web/src/features/admin/UsersSection.tsx'));

describe('Admin users', () => {
  it('lists accounts by search and role, and offers no change of one’s own', async () => {
    const { fetchImpl } = renderUsers();
    const ravi = await screen.findByRole('article', { name: 'Ravi Kumar' });
    expect(within(ravi).getByText('Owner')).toBeTruthy();
    expect(within(ravi).getByText(/2 listings/)).toBeTruthy();
    expect(within(card('Spam Bot')).getByText('Disabled')).toBeTruthy();
    expect(within(card('Spam Bot')).getByRole('button', { name: 'Enable account of Spam Bot' })).toBeTruthy();
    const me = screen.getByRole('article', { name: /^Nandini Rao\s*\(you\)$/ });
    expect(within(me).queryByRole('button')).toBeNull();

    fireEvent.change(screen.getByLabelText('Role'), { target: { value: 'owner' } });
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Spam Bot' })).toBeNull());
    expect(callsTo(fetchImpl, 'admin.users')).toEqual([{ page: 1 }, { page: 1, role: 'owner' }]);
    fireEvent.change(screen.getByLabelText('Search accounts'), { target: { value: 'ravi' } });
    fireEvent.submit(screen.getByRole('search'));
    await waitFor(() => expect(currentUrl()).toBe('/admin/users?role=owner&query=ravi'));
  });

  it('disables an account after saying what that does, and enables one', async () => {
    const { fetchImpl } = renderUsers({
      'admin.updateUser': (input) => ({
        data: {
          message: (input.changes as { disabled: boolean }).disabled
            ? 'Account disabled. It has been signed out everywhere.'
            : 'Account enabled. Its holder can sign in again.',
          user: RAVI,
        },
      }),
    });
    fireEvent.click(
      within(await screen.findByRole('article', { name: 'Ravi Kumar' })).getByRole('button', { name: 'Disable account of Ravi Kumar' }),
    );
    const dialog = screen.getByRole('dialog', { name: "Disable Ravi Kumar's account?" });
    expect(within(dialog).getByText(/signed out everywhere at once/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Disable account' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Account disabled. It has been signed out everywhere.'));
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.click(within(card('Spam Bot')).getByRole('button', { name: 'Enable account of Spam Bot' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Account enabled. Its holder can sign in again.'));
    expect(callsTo(fetchImpl, 'admin.updateUser')).toEqual([
      { id: 'u-ravi', changes: { disabled: true } },
      { id: 'u-spam', changes: { disabled: false } },
    ]);
  });

  it('changes a role, and shows the server’s refusal in the dialog', async () => {
    const { fetchImpl } = renderUsers({
      'admin.updateUser': () => ({ error: { message: 'Another admin has just changed this account. Please reload it.', httpStatus: 409 } }),
    });
    fireEvent.click(
      within(await screen.findByRole('article', { name: 'Ravi Kumar' })).getByRole('button', { name: 'Change role of Ravi Kumar' }),
    );
    const dialog = screen.getByRole('dialog', { name: "Change Ravi Kumar's role" });
    expect((within(dialog).getByRole('radio', { name: /^Owner/ }) as HTMLInputElement).checked).toBe(true);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Save role' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Choose a new role: this account is Owner already.');
    expect(callsTo(fetchImpl, 'admin.updateUser')).toEqual([]);

    fireEvent.click(within(dialog).getByRole('radio', { name: /^Admin/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save role' }));
    expect((await within(dialog).findByText('Another admin has just changed this account. Please reload it.')).getAttribute('role')).toBe(
      'alert',
    );
    expect(callsTo(fetchImpl, 'admin.updateUser')).toEqual([{ id: 'u-ravi', changes: { role: 'admin' } }]);
  });
});
