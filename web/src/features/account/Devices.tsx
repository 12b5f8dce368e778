import { Monitor } from 'lucide-react';
import { useId } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { ErrorState, LoadingState } from '../../components/States.tsx';
import { useLanguage, useMessages } from '../../i18n/language.tsx';
import { serverMessage } from '../../lib/http-status.ts';
import { notify } from '../../lib/notify.ts';
import type { RouterOutputs } from '../../lib/types.ts';
import { AccountSection, DANGER_OUTLINE_BUTTON, PLAIN_BUTTON } from './AccountSection.tsx';
import { lastActiveIn, shortDateIn } from '../../lib/dates.ts';
import { useDevices, useSignOutDevice, useSignOutOtherDevices } from './api.ts';
import { deviceNameIn } from './device-name.ts';
import { useSignOutAndGoHome } from '../../lib/useSignOutAndGoHome.ts';

type Session = RouterOutputs['auth']['sessions'][number];

/** docs/product.md §3.15: the account's live sessions, most recently active first, each one click from its end. */
export function Devices() {
  const t = useMessages('account');
  return (
    <AccountSection title={t.devicesTitle()} description={t.devicesDescription()}>
      <DeviceList />
    </AccountSection>
  );
}

function DeviceList() {
  const t = useMessages('account');
  // Ending this device's session is signing out, as the header's 'Sign Out' does.
  const signOutHere = useSignOutAndGoHome({ navigate: useNavigate(), pathname: useLocation().pathname });
  const sessions = useDevices();
  const revoke = useSignOutDevice({
    onSuccess: () => {
      notify.success(t.signedOutDevice());
    },
    onError: (error) => notify.error(serverMessage(error, t.signOutDeviceFailed())),
  });
  const revokeOthers = useSignOutOtherDevices({
    onSuccess: () => {
      notify.success(t.signedOutOthers());
    },
    onError: (error) => notify.error(serverMessage(error, t.signOutOthersFailed())),
  });

  if (sessions.isPending) return <LoadingState title={t.loadingDevices()} />;
  if (sessions.isError) return <ErrorState title={t.devicesLoadFailed()} onRetry={() => void sessions.refetch()} />;
  const others = sessions.data.filter((session) => !session.current);
  return (
    <>
      <ul className="divide-y divide-slate-100">
        {sessions.data.map((session) => (
          <DeviceRow
            key={session.id}
            session={session}
            signingOut={revoke.isPending && revoke.variables.id === session.id}
            onSignOut={() => (session.current ? signOutHere() : revoke.mutate({ id: session.id }))}
          />
        ))}
      </ul>
      {others.length > 0 && (
        <button
          type="button"
          onClick={() => revokeOthers.mutate()}
          disabled={revokeOthers.isPending}
          aria-busy={revokeOthers.isPending}
          className={`mt-4 ${PLAIN_BUTTON}`}
        >
          {t.signOutEverywhereElse()}
        </button>
      )}
    </>
  );
}

function DeviceRow({ session, signingOut, onSignOut }: { session: Session; signingOut: boolean; onSignOut: () => void }) {
  const t = useMessages('account');
  const shell = useMessages('shell');
  const language = useLanguage();
  const nameId = useId();
  const signedIn = shortDateIn(language, session.createdAt);
  return (
    <li aria-labelledby={nameId} className="flex flex-wrap items-center justify-between gap-3 py-3">
      <div className="flex min-w-0 items-start gap-3">
        <Monitor size={20} className="mt-0.5 shrink-0 text-slate-400" aria-hidden="true" />
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
            <span id={nameId}>{deviceNameIn(t, session.userAgent)}</span>
            {session.current && (
              <span className="rounded-full bg-blue-50 px-2 py-0.5 text-xs font-semibold text-blue-800">{t.thisDevice()}</span>
            )}
          </p>
          <p className="text-sm text-slate-600">
            {session.current
              ? t.activeNow({ signedIn })
              : t.lastActive({ ago: lastActiveIn(shell, language, session.lastSeenAt), signedIn })}
          </p>
        </div>
      </div>
      <button
        type="button"
        onClick={onSignOut}
        disabled={signingOut}
        aria-busy={signingOut}
        aria-describedby={nameId}
        className={DANGER_OUTLINE_BUTTON}
      >
        {t.signOut()}
      </button>
    </li>
  );
}
