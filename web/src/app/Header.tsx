import { ChevronDown, Heart, LogOut, Menu, UserRound, X } from 'lucide-react';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router-dom';
import { SITE } from '@contracts/site.ts';
import { useMessages } from '../i18n/language.tsx';
import { WithValues } from '../i18n/WithValues.tsx';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import { useAuth, type AuthStatus } from '../lib/auth.tsx';
import { businessEntry } from '../lib/owner-paths.ts';
import { returnState } from '../lib/sign-in-redirect.ts';
import { useSignOutAndGoHome } from '../lib/useSignOutAndGoHome.ts';
import type { SessionUser } from '../lib/session-storage.ts';

const navClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-2 py-2 text-sm font-medium lg:px-3 ${isActive ? 'text-blue-700' : 'text-slate-700 hover:text-blue-700'}`;

const FOCUSABLE = 'a[href], button:not([disabled])';

/**
 * 'Sign In' and 'Sign Up' are in the server's markup, which is one copy for everyone (decision 006, the page cache),
 * so a signed-out visitor can follow them before the app arrives, or without JavaScript. While the app does not yet
 * know who is signed in they carry this class: it hides them once the entry (boot.ts) has marked a stored session on
 * <html> (STORED_SESSION_ATTRIBUTE in lib/session-storage.ts), so a signed-in visitor never sees them flash. Only a
 * class changes when the state is known, so hydration still matches the server's markup.
 */
const UNLESS_SESSION_STORED = '[[data-stored-session]_&]:hidden';

/** Which sign-in links the header shows: none once signed in; while loading, only where no session is stored. */
function signInLinkClass(status: AuthStatus, signedIn: boolean): string | null {
  if (signedIn) return null;
  return status === 'signed-out' ? '' : UNLESS_SESSION_STORED;
}

/**
 * An open menu closes on a press outside it (and outside its toggle) and on Escape, which hands focus back to
 * the toggle; opening it moves focus to its first item.
 */
function useDismissible(
  open: boolean,
  setOpen: (open: boolean) => void,
  panel: RefObject<HTMLElement | null>,
  toggle: RefObject<HTMLElement | null>,
) {
  useEffect(() => {
    if (!open) return;
    panel.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    const onPress = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!panel.current?.contains(target) && !toggle.current?.contains(target)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggle.current?.focus();
    };
    document.addEventListener('pointerdown', onPress);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPress);
      document.removeEventListener('keydown', onKey);
    };
  }, [open, setOpen, panel, toggle]);
}

/**
 * docs/product.md §2.3 header: fixed, 16 units high, logo, the business button ('Claim Your Business', or 'My Business'
 * for owners), sign-in links or the user menu; a full-screen menu below md.
 */
export function Header() {
  const { status, user } = useAuth();
  const t = useMessages('shell');
  const location = useLocation();
  const [mobileOpen, setMobileOpen] = useState(false);
  const [userMenuOpen, setUserMenuOpen] = useState(false);
  const openedOn = useRef('');
  const signedIn = status === 'signed-in' && user !== null;
  const signInLinks = signInLinkClass(status, signedIn);
  // Signing in or up from the header comes back to this page (docs/product.md §2.13).
  const back = returnState(location);

  // Following a link or going back closes an open menu. The address changes at once but the screen only once
  // its code has loaded: a menu opened in between belongs to the new address and stays open when it shows.
  useEffect(() => {
    if (mobileOpen || userMenuOpen) openedOn.current = window.location.pathname;
  }, [mobileOpen, userMenuOpen]);

  useEffect(() => {
    if (openedOn.current === location.pathname) return;
    setMobileOpen(false);
    setUserMenuOpen(false);
  }, [location.pathname]);

  const signOutAndGoHome = useSignOutAndGoHome({ navigate: useNavigate(), pathname: location.pathname });
  const leave = () => {
    setMobileOpen(false);
    setUserMenuOpen(false);
    signOutAndGoHome();
  };

  // No backdrop filter on the header: it would become the containing block of the fixed full-screen menu.
  return (
    <header className="fixed inset-x-0 top-0 z-40 border-b border-slate-200 bg-white">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4">
        <Link to="/" className="flex items-center gap-2 text-xl font-extrabold tracking-tight text-blue-800">
          <img src="/favicon.svg" alt="" width={32} height={32} />
          {/* Between md and lg the bar is full: the logo alone carries the name there. */}
          <span className="md:max-lg:sr-only">{SITE.name}</span>
        </Link>
        <nav aria-label={t.navMain()} className="hidden items-center gap-1 md:flex">
          <NavLink to="/" end className={navClass}>
            {t.home()}
          </NavLink>
          <NavLink to="/businesses" className={navClass}>
            {t.businesses()}
          </NavLink>
          <NavLink to="/categories" className={navClass}>
            {t.categories()}
          </NavLink>
          <NavLink to="/locations" className={navClass}>
            {t.locations()}
          </NavLink>
          {signedIn && (
            <NavLink to="/favorites" className={navClass}>
              {t.favourites()}
            </NavLink>
          )}
        </nav>
        <div className="hidden items-center gap-2 md:flex">
          <LanguageSwitch className="flex items-center gap-2 text-sm text-slate-700" linkClassName="px-1 py-2" />
          <BusinessButton
            user={signedIn ? user : null}
            className="whitespace-nowrap rounded-lg bg-yellow-400 px-4 py-2 text-sm font-semibold text-slate-900 hover:bg-yellow-300"
          />
          {signedIn && <UserMenu user={user} open={userMenuOpen} setOpen={setUserMenuOpen} onSignOut={leave} />}
          {signInLinks !== null && (
            <>
              <Link
                to="/signin"
                state={back}
                className={`whitespace-nowrap rounded-lg px-3 py-2 text-sm font-semibold text-slate-800 hover:text-blue-700 ${signInLinks}`}
              >
                {t.signIn()}
              </Link>
              <Link
                to="/signup"
                state={back}
                className={`whitespace-nowrap rounded-lg bg-blue-700 px-4 py-2 text-sm font-semibold text-white hover:bg-blue-800 ${signInLinks}`}
              >
                {t.signUp()}
              </Link>
            </>
          )}
        </div>
        <MobileMenu
          open={mobileOpen}
          setOpen={setMobileOpen}
          user={signedIn ? user : null}
          signInLinks={signInLinks}
          back={back}
          onSignOut={leave}
        />
      </div>
    </header>
  );
}

function BusinessButton({ user, className }: { user: SessionUser | null; className: string }) {
  const t = useMessages('shell');
  const { to, entry } = businessEntry(user);
  return (
    <Link to={to} className={className}>
      {t[entry]()}
    </Link>
  );
}

interface MenuProps {
  open: boolean;
  setOpen: (open: boolean) => void;
  onSignOut: () => void;
}

/** Desktop: the signed-in user's name opens a 64-unit-wide panel with the e-mail, favourites, the account and sign-out. */
function UserMenu({ user, open, setOpen, onSignOut }: MenuProps & { user: SessionUser }) {
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  useDismissible(open, setOpen, panelRef, toggleRef);
  const t = useMessages('shell');

  return (
    <div
      className="relative"
      onBlur={(event) => {
        // Tabbing past the last item leaves the menu: close it, as a press outside would.
        const next = event.relatedTarget;
        if (next instanceof Node && !event.currentTarget.contains(next)) setOpen(false);
      }}
    >
      <button
        ref={toggleRef}
        type="button"
        aria-expanded={open}
        aria-controls="user-menu"
        onClick={() => setOpen(!open)}
        className="flex items-center gap-2 rounded-lg px-2 py-1.5 text-sm font-semibold text-slate-800 hover:bg-slate-100"
      >
        <span
          aria-hidden="true"
          className="flex h-8 w-8 items-center justify-center rounded-full bg-blue-700 text-sm font-bold uppercase text-white"
        >
          {user.name.trim().charAt(0) || '?'}
        </span>
        <span className="max-w-[10rem] truncate md:max-lg:sr-only">{user.name}</span>
        <ChevronDown size={16} aria-hidden="true" className={open ? 'rotate-180' : ''} />
      </button>
      {open && (
        <div
          id="user-menu"
          ref={panelRef}
          className="absolute right-0 mt-2 w-64 rounded-2xl border border-slate-200 bg-white p-2 shadow-lg"
        >
          <div className="border-b border-slate-100 px-3 pb-3 pt-2">
            <p className="truncate font-semibold text-slate-900">{user.name}</p>
            <p className="truncate text-sm text-slate-600">{user.email}</p>
          </div>
          <Link
            to="/favorites"
            className="mt-1 flex items-center gap-2 rounded-lg px-3 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50"
          >
            <Heart size={16} aria-hidden="true" />
            {t.myFavourites()}
          </Link>
          <Link to="/account" className="flex items-center gap-2 rounded-lg px-3 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50">
            <UserRound size={16} aria-hidden="true" />
            {t.myAccount()}
          </Link>
          <button
            type="button"
            onClick={onSignOut}
            className="flex w-full items-center gap-2 rounded-lg px-3 py-2 text-left text-sm font-medium text-red-700 hover:bg-red-50"
          >
            <LogOut size={16} aria-hidden="true" />
            {t.signOut()}
          </button>
        </div>
      )}
    </div>
  );
}

const MOBILE_LINKS = [
  ['/', 'home'],
  ['/businesses', 'businesses'],
  ['/categories', 'categories'],
  ['/locations', 'locations'],
  ['/contact', 'contact'],
] as const;

/** Below md: a full-screen menu; the page underneath does not scroll while it is open, and Tab stays inside. */
function MobileMenu({
  open,
  setOpen,
  user,
  signInLinks,
  back,
  onSignOut,
}: MenuProps & { user: SessionUser | null; signInLinks: string | null; back: { from: unknown } | undefined }) {
  const toggleRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  useDismissible(open, setOpen, menuRef, toggleRef);
  const t = useMessages('shell');

  useEffect(() => {
    if (!open) return;
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    const onTab = (event: KeyboardEvent) => {
      if (event.key !== 'Tab' || !menuRef.current || !toggleRef.current) return;
      const stops = [toggleRef.current, ...menuRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
      const edge = event.shiftKey ? stops[0] : stops[stops.length - 1];
      if (document.activeElement !== edge) return;
      event.preventDefault();
      (event.shiftKey ? stops[stops.length - 1] : stops[0])?.focus();
    };
    document.addEventListener('keydown', onTab);
    return () => {
      document.body.style.overflow = overflow;
      document.removeEventListener('keydown', onTab);
    };
  }, [open]);

  return (
    <>
      <button
        ref={toggleRef}
        type="button"
        className="rounded-md p-2 text-slate-800 md:hidden"
        aria-expanded={open}
        aria-controls="mobile-menu"
        aria-label={open ? t.closeMenu() : t.openMenu()}
        onClick={() => setOpen(!open)}
      >
        {open ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
      </button>
      {open && (
        // A click on the panel's empty space closes it, as the menu button and Escape do for keyboards.
        // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
        <div
          id="mobile-menu"
          ref={menuRef}
          role="dialog"
          aria-modal="true"
          aria-label={t.menu()}
          className="fixed inset-x-0 bottom-0 top-16 z-40 overflow-y-auto bg-white px-6 py-6 md:hidden"
          onClick={(event) => {
            if (event.target === event.currentTarget) setOpen(false);
          }}
        >
          <nav aria-label={t.navMobile()} className="flex flex-col gap-1 text-lg">
            {MOBILE_LINKS.map(([to, label]) => (
              <Link key={to} to={to} className="rounded-lg px-3 py-3 font-medium text-slate-800 hover:bg-slate-50">
                {t[label]()}
              </Link>
            ))}
            {user && (
              <>
                <Link to="/favorites" className="rounded-lg px-3 py-3 font-medium text-slate-800 hover:bg-slate-50">
                  {t.favourites()}
                </Link>
                <Link to="/account" className="rounded-lg px-3 py-3 font-medium text-slate-800 hover:bg-slate-50">
                  {t.myAccount()}
                </Link>
              </>
            )}
          </nav>
          <LanguageSwitch className="mt-6 flex gap-4 border-t border-slate-200 px-3 pt-6 text-lg text-slate-800" linkClassName="py-2" />
          <div className="mt-6 flex flex-col gap-3 border-t border-slate-200 pt-6">
            {user && (
              <>
                <p className="truncate px-1 text-slate-600">
                  <WithValues text={t.signedInAs} values={{ name: <span className="font-semibold text-slate-900">{user.name}</span> }} />
                </p>
                <button
                  type="button"
                  onClick={onSignOut}
                  className="rounded-lg border border-slate-300 px-4 py-3 text-center font-semibold text-red-700"
                >
                  {t.signOut()}
                </button>
              </>
            )}
            {signInLinks !== null && (
              <>
                <Link
                  to="/signin"
                  state={back}
                  className={`rounded-lg border border-slate-300 px-4 py-3 text-center font-semibold text-slate-800 ${signInLinks}`}
                >
                  {t.signIn()}
                </Link>
                <Link
                  to="/signup"
                  state={back}
                  className={`rounded-lg bg-blue-700 px-4 py-3 text-center font-semibold text-white ${signInLinks}`}
                >
                  {t.signUp()}
                </Link>
              </>
            )}
            <BusinessButton user={user} className="rounded-lg bg-yellow-400 px-4 py-3 text-center font-semibold text-slate-900" />
          </div>
        </div>
      )}
    </>
  );
}
