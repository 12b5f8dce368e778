import { Grid3x3, Home, Mail, Store } from 'lucide-react';
import { NavLink, useLocation } from 'react-router-dom';
import { useMessages } from '../i18n/language.tsx';

const ITEMS = [
  { to: '/', label: 'home', Icon: Home, end: true },
  { to: '/businesses', label: 'businesses', Icon: Store, end: false },
  { to: '/categories', label: 'categories', Icon: Grid3x3, end: false },
  { to: '/contact', label: 'contact', Icon: Mail, end: false },
] as const;

/** A profile puts its own bar there: Call, WhatsApp, Directions and Share (features/business/ActionBar.tsx). */
const OWN_BOTTOM_BAR = /^\/business(\/[^/]+)?\/?$/;

/** docs/product.md §2.3: a fixed bottom bar on small screens only, the current route highlighted. */
export function MobileBar() {
  const { pathname } = useLocation();
  const t = useMessages('shell');
  if (OWN_BOTTOM_BAR.test(pathname)) return null;
  return (
    <nav aria-label={t.navBottom()} className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white md:hidden">
      <ul className="grid grid-cols-4">
        {ITEMS.map(({ to, label, Icon, end }) => (
          <li key={to}>
            <NavLink
              to={to}
              end={end}
              className={({ isActive }) =>
                `flex flex-col items-center gap-0.5 py-2 text-xs font-medium ${isActive ? 'text-blue-700' : 'text-slate-600'}`
              }
            >
              <Icon size={22} aria-hidden="true" />
              {t[label]()}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
