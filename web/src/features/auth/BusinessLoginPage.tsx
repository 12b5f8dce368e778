import { Store } from 'lucide-react';
import { useMessages } from '../../i18n/language.tsx';
import { ADD_BUSINESS_PATH, OWNER_HOME_PATH, runsBusinesses } from '../../lib/owner-paths.ts';
import type { SessionUser } from '../../lib/session-storage.ts';
import { SignInScreen } from './SignInPage.tsx';

/** Owners land in their portal; anyone else has no listing yet, so they start one. */
const ownersLanding = (user: SessionUser) => (runsBusinesses(user) ? OWNER_HOME_PATH : ADD_BUSINESS_PATH);

/** docs/product.md §2.23: the owners' sign-in, the same accounts as /signin, worded for owners and landing in the portal. */
export function BusinessLoginPage() {
  const t = useMessages('auth');
  return (
    <SignInScreen
      icon={Store}
      title={t.businessLoginTitle()}
      subtitle={t.businessLoginSubtitle()}
      landing={ownersLanding}
      signUpReturn={ADD_BUSINESS_PATH}
    />
  );
}
