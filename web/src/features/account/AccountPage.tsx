import { useMessages } from '../../i18n/language.tsx';
import { WithValues } from '../../i18n/WithValues.tsx';
import { useAuth } from '../../lib/auth.tsx';
import type { SessionUser } from '../../lib/session-storage.ts';
import { useDocumentTitle } from '../../lib/useDocumentTitle.ts';
import { AccountTabs, useCurrentTab, type AccountTab } from './AccountTabs.tsx';
import { DataTab } from './DataTab.tsx';
import { FavoritesTab } from './FavoritesTab.tsx';
import { MyReviewsTab } from './MyReviewsTab.tsx';
import { ProfileTab } from './ProfileTab.tsx';
import { SecurityTab } from './SecurityTab.tsx';

/**
 * docs/product.md §2.22: the signed-in user's own account, one tab at a time; only the tab on screen is drawn, so only
 * its data is fetched. The route's layout (RequireUser in app/guards.tsx) sends anyone else to sign in.
 */
export function AccountPage() {
  const t = useMessages('account');
  useDocumentTitle(t.documentTitle());
  const { user } = useAuth();
  const [tab, selectTab] = useCurrentTab();
  // The guard draws this screen only once the user is known.
  if (!user) return null;
  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:py-12">
      <header className="mb-6">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t.title()}</h1>
        <p className="mt-2 break-words text-slate-600">
          <WithValues
            text={t.signedInAs}
            values={{ name: <span className="font-semibold text-slate-900">{user.name}</span>, email: user.email }}
          />
        </p>
      </header>
      <AccountTabs current={tab} onSelect={selectTab}>
        <TabContent tab={tab} user={user} />
      </AccountTabs>
    </div>
  );
}

function TabContent({ tab, user }: { tab: AccountTab; user: SessionUser }) {
  switch (tab) {
    case 'profile':
      return <ProfileTab user={user} />;
    case 'security':
      return <SecurityTab />;
    case 'reviews':
      return <MyReviewsTab />;
    case 'favorites':
      return <FavoritesTab />;
    case 'data':
      return <DataTab />;
  }
}
