import { useId, useState } from 'react';
import type { Role } from '@contracts/roles.ts';
import { DANGER_OUTLINE_BUTTON, PLAIN_BUTTON } from '../../components/buttons.ts';
import { useAuth } from '../../lib/auth.tsx';
import { shortDate, shortDateTime } from '../../lib/dates.ts';
import { useAdminUsers, useAdminWrites, useRefreshAdmin } from './api.ts';
import { PagedList } from './PagedList.tsx';
import type { AdminUser } from './admin-types.ts';
import { Announcement, useAnnouncer, useOnePress } from './Announcer.tsx';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import { useDialogSend } from './dialog-send.ts';
import { FormDialog } from './FormDialog.tsx';
import { Badge, ItemCard } from './ItemCard.tsx';
import { SearchForm, SelectFilter } from './ListFilters.tsx';
import { useListParams } from './list-params.ts';
import { SectionHeader } from './SectionHeader.tsx';

const ROLE_LABELS: Record<Role, string> = { user: 'User', owner: 'Owner', admin: 'Admin' };
const ROLE_HINTS: Record<Role, string> = {
  user: 'Finds businesses, writes reviews, keeps favourites.',
  owner: 'Also runs listings in the owner portal.',
  admin: 'Also runs the directory: this admin area.',
};
/*
 * Every role, from the labels' keys (the Record type makes the compiler require one per role): importing the roles'
 * list itself would split @contracts/roles.ts, which the app shell uses, into a chunk every public page then loads.
 */
const ROLES = Object.keys(ROLE_LABELS) as Role[];
const ROLE_OPTIONS = [{ value: '', label: 'All roles' }, ...ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }))];
const isRole = (value: string): value is Role => ROLES.some((role) => role === value);

type Asking = { kind: 'role' | 'disable'; user: AdminUser };

/**
 * docs/product.md §2.27 Users: every account, newest first, by name or e-mail and role; changing a role, and disabling
 * an account (signed out everywhere at once, refused at sign-in) or enabling it again. An admin is not offered to
 * disable or demote themself; the server refuses it anyway.
 */
export function UsersSection() {
  const writes = useAdminWrites();
  const refresh = useRefreshAdmin();
  const { user: me } = useAuth();
  const { values, page, set, goTo } = useListParams(['role', 'query'] as const);
  const role = isRole(values.role) ? values.role : undefined;
  const users = useAdminUsers({ page, role, query: values.query || undefined });
  const [asking, setAsking] = useState<Asking | null>(null);
  const news = useAnnouncer();
  const oneAccount = useOnePress('Could not change the account. Please try again.', news.failure);

  const update = async (user: AdminUser, changes: { role?: Role; disabled?: boolean }) => {
    const answer = await writes.updateUser({ id: user.id, changes });
    news.success(answer.message);
    refresh();
  };

  return (
    <section aria-labelledby="users-heading" className="space-y-4">
      <SectionHeader id="users-heading" title="Users">
        Every account, newest first. Disabling one signs it out everywhere at once.
      </SectionHeader>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <SearchForm label="Search accounts" value={values.query} placeholder="Name or e-mail" onSearch={(query) => set({ query })} />
        <SelectFilter label="Role" value={role ?? ''} options={ROLE_OPTIONS} onChange={(next) => set({ role: next })} />
      </div>
      <Announcement text={news.announcement} />
      <PagedList
        query={users}
        items={users.data?.users}
        totalPages={users.data?.pagination.totalPages}
        noun="accounts"
        empty="No accounts found"
        page={page}
        onPage={goTo}
        renderItem={(user) => (
          <UserCard
            user={user}
            isMe={user.id === me?.id}
            busy={oneAccount.busy === user.id}
            onRole={() => setAsking({ kind: 'role', user })}
            onDisable={() => setAsking({ kind: 'disable', user })}
            onEnable={() => void oneAccount.press(user.id, () => update(user, { disabled: false }))}
          />
        )}
      />
      {asking?.kind === 'disable' && (
        <ConfirmDialog
          title={`Disable ${asking.user.name}'s account?`}
          confirmLabel="Disable account"
          danger
          onClose={() => setAsking(null)}
          onConfirm={async () => {
            await update(asking.user, { disabled: true });
            setAsking(null);
          }}
        >
          <p>
            {asking.user.email} is signed out everywhere at once and cannot sign in until the account is enabled again. Its listings and
            reviews stay as they are.
          </p>
        </ConfirmDialog>
      )}
      {asking?.kind === 'role' && (
        <RoleDialog
          user={asking.user}
          onClose={() => setAsking(null)}
          onSave={async (next) => {
            await update(asking.user, { role: next });
            setAsking(null);
          }}
        />
      )}
    </section>
  );
}

interface UserCardProps {
  user: AdminUser;
  isMe: boolean;
  busy: boolean;
  onRole: () => void;
  onDisable: () => void;
  onEnable: () => void;
}

function UserCard({ user, isMe, busy, onRole, onDisable, onEnable }: UserCardProps) {
  return (
    <ItemCard
      title={
        <>
          {user.name}
          {isMe && <span className="font-normal text-slate-500"> (you)</span>}
        </>
      }
      badges={
        <>
          <Badge look="bg-slate-100 text-slate-700">{ROLE_LABELS[user.role]}</Badge>
          {user.disabled && <Badge look="bg-red-100 text-red-800">Disabled</Badge>}
        </>
      }
    >
      <p className="mt-1 break-words text-sm text-slate-700">
        <a href={`mailto:${user.email}`} className="text-blue-700 hover:underline">
          {user.email}
        </a>
        {user.isVerified ? ' · Verified' : ' · Not verified'}
      </p>
      <p className="mt-1 text-sm text-slate-600">
        Joined {shortDate(user.createdAt)} · {user.listings === 1 ? '1 listing' : `${user.listings} listings`}
        {user.disabledAt && ` · Disabled on ${shortDateTime(user.disabledAt)}`}
      </p>
      {!isMe && (
        <div className="mt-3 flex flex-wrap gap-2">
          <button type="button" disabled={busy} onClick={onRole} aria-haspopup="dialog" className={PLAIN_BUTTON}>
            Change role <span className="sr-only">of {user.name}</span>
          </button>
          {user.disabled ? (
            <button type="button" disabled={busy} onClick={onEnable} className={PLAIN_BUTTON}>
              Enable account <span className="sr-only">of {user.name}</span>
            </button>
          ) : (
            <button type="button" disabled={busy} onClick={onDisable} aria-haspopup="dialog" className={DANGER_OUTLINE_BUTTON}>
              Disable account <span className="sr-only">of {user.name}</span>
            </button>
          )}
        </div>
      )}
    </ItemCard>
  );
}

function RoleDialog({ user, onClose, onSave }: { user: AdminUser; onClose: () => void; onSave: (role: Role) => Promise<void> }) {
  const [role, setRole] = useState<Role>(user.role);
  const { busy, failure, refuse, send } = useDialogSend('Could not change the role. Please try again.');
  const name = useId();

  const check = () => {
    if (role !== user.role) return () => onSave(role);
    refuse(`Choose a new role: this account is ${ROLE_LABELS[role]} already.`);
    return null;
  };

  return (
    <FormDialog
      title={`Change ${user.name}'s role`}
      onClose={onClose}
      onSubmit={() => void send(check)}
      failure={failure}
      busy={busy}
      confirmLabel="Save role"
    >
      <fieldset>
        <legend className="text-sm font-medium text-slate-800">Role</legend>
        <div className="mt-2 space-y-2">
          {ROLES.map((option) => (
            <label
              key={option}
              className="flex cursor-pointer items-start gap-3 rounded-lg border border-slate-200 p-3 has-[:checked]:border-blue-700"
            >
              <input
                type="radio"
                name={name}
                value={option}
                checked={role === option}
                onChange={() => setRole(option)}
                className="mt-1 h-4 w-4 accent-blue-700"
              />
              <span className="font-semibold text-slate-900">
                {ROLE_LABELS[option]}
                <span className="block text-sm font-normal text-slate-600">{ROLE_HINTS[option]}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
    </FormDialog>
  );
}
