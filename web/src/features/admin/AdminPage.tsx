import { lazy, Suspense, type ComponentType } from 'react';
import { Link, NavLink, useParams } from 'react-router-dom';
import { SITE } from '@contracts/site.ts';
import { EmptyState, LoadingState } from '../../components/States.tsx';
import { useDocumentTitle } from '../../lib/useDocumentTitle.ts';
import { ADMIN_HOME_PATH, ADMIN_SECTIONS, adminPath, type AdminSection } from './admin-sections.ts';

const section = <Name extends string>(load: () => Promise<Record<Name, ComponentType>>, name: Name) =>
  lazy(async () => ({ default: (await load())[name] }));

/*
 * docs/product.md §2.27: one screen for the admin area's sections (/admin/:section?), each loaded when it is opened,
 * as the owner portal's listing tabs are (features/owner/ListingPage.tsx): one screen keeps the admin's routes out
 * of the app's own chunk, which every public page loads. The section modules are not named *Page.tsx, which would
 * make each a screen of its own (web/src/app/screens.tsx).
 */
const SECTIONS: Record<AdminSection, ComponentType> = {
  queue: section(() => import('./QueueSection.tsx'), 'QueueSection'),
  businesses: section(() => import('./BusinessesSection.tsx'), 'BusinessesSection'),
  reviews: section(() => import('./ReviewsSection.tsx'), 'ReviewsSection'),
  messages: section(() => import('./MessagesSection.tsx'), 'MessagesSection'),
  users: section(() => import('./UsersSection.tsx'), 'UsersSection'),
  categories: section(() => import('./CategoriesSection.tsx'), 'CategoriesSection'),
  quicklinks: section(() => import('./QuickLinksSection.tsx'), 'QuickLinksSection'),
  localities: section(() => import('./LocationsSection.tsx'), 'LocationsSection'),
  campaigns: section(() => import('./CampaignsSection.tsx'), 'CampaignsSection'),
  audit: section(() => import('./AuditSection.tsx'), 'AuditSection'),
};

const isSection = (name: string): name is AdminSection => Object.hasOwn(SECTIONS, name);

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `block whitespace-nowrap rounded-lg px-3 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700 ${
    isActive ? 'bg-blue-700 text-white' : 'text-slate-700 hover:bg-slate-100'
  }`;

export function AdminPage() {
  const { section: name = 'queue' } = useParams();
  const current = ADMIN_SECTIONS.find((entry) => entry.section === name);
  useDocumentTitle(`${current ? `${current.label} · ` : ''}Admin | ${SITE.name}`);
  const Section = isSection(name) ? SECTIONS[name] : null;

  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:py-10">
      <header>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Admin</h1>
        <p className="mt-1 text-slate-600">Decide what waits, look after the listings, reviews and accounts, and see who changed what.</p>
      </header>
      <nav aria-label="Admin sections" className="-mx-4 mt-4 overflow-x-auto px-4">
        <ul className="flex gap-1 border-b border-slate-200 pb-2">
          {ADMIN_SECTIONS.map((entry) => (
            <li key={entry.section}>
              <NavLink to={adminPath(entry.section)} end className={linkClass}>
                {entry.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mt-6">
        {Section ? (
          <Suspense fallback={<LoadingState title="Loading…" />}>
            <Section />
          </Suspense>
        ) : (
          <EmptyState
            title="There is no such section"
            hint="The admin area has the queue, businesses, reviews, messages, users, categories, localities, campaigns, quick links and the audit log."
            action={
              <Link to={ADMIN_HOME_PATH} className="font-semibold text-blue-700 hover:underline">
                Open the queue
              </Link>
            }
          />
        )}
      </div>
    </div>
  );
}
