import { Menu, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { SITE } from '../../../worker/contracts/site.ts';

const navClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-3 py-2 text-sm font-medium ${isActive ? 'text-blue-700' : 'text-slate-700 hover:text-blue-700'}`;

/** Spec §2 header: fixed, 16 units high, logo, 'Claim Your Business' in a new tab, sign-in links; a full-screen menu below md. */
export function Header() {
  const [open, setOpen] = useState(false);
  const location = useLocation();
  const menuRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);

  useEffect(() => setOpen(false), [location.pathname]);

  useEffect(() => {
    if (!open) return;
    // The page underneath must not scroll while the full-screen menu is open.
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    menuRef.current?.querySelector<HTMLElement>('a, button')?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        toggleRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.body.style.overflow = overflow;
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <header className="fixed inset-x-0 top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4">
        <Link to="/" className="flex items-center gap-2 text-xl font-extrabold tracking-tight text-blue-800">
          <img src="/favicon.svg" alt="" width={32} height={32} />
          {SITE.name}
        </Link>
        <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
          <NavLink to="/" end className={navClass}>
            Home
          </NavLink>
          <NavLink to="/businesses" className={navClass}>
            Businesses
          </NavLink>
          <NavLink to="/categories" className={navClass}>
            Categories
          </NavLink>
          <NavLink to="/locations" className={navClass}>
            Locations
          </NavLink>
        </nav>
        <div className="hidden items-center gap-2 md:flex">
          <a href={SITE.claimBusinessUrl} target="_blank" rel="noopener noreferrer" className="rounded-lg bg-yellow-400 px-4 py-2 text-sm font-semibold text-slate-900 hover:bg-yellow-300">
            Claim Your Business
          </a>
          <Link to="/signin" className="rounded-lg px-3 py-2 text-sm font-semibold text-slate-800 hover:text-blue-700">
            Sign In
          </Link>
          <Link to="/signup" className="rounded-lg bg-blue-700 px-4 py-2 text-sm font-semibold text-white hover:bg-blue-800">
            Sign Up
          </Link>
        </div>
        <button
          ref={toggleRef}
          type="button"
          className="rounded-md p-2 text-slate-800 md:hidden"
          aria-expanded={open}
          aria-controls="mobile-menu"
          aria-label={open ? 'Close menu' : 'Open menu'}
          onClick={() => setOpen((value) => !value)}
        >
          {open ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
        </button>
      </div>
      {open && (
        <div
          id="mobile-menu"
          ref={menuRef}
          role="dialog"
          aria-modal="true"
          aria-label="Menu"
          className="fixed inset-x-0 bottom-0 top-16 z-40 overflow-y-auto bg-white px-6 py-6 md:hidden"
          onClick={(event) => {
            if (event.target === event.currentTarget) setOpen(false);
          }}
        >
          <nav aria-label="Mobile" className="flex flex-col gap-1 text-lg">
            {[
              ['/', 'Home'],
              ['/businesses', 'Businesses'],
              ['/categories', 'Categories'],
              ['/locations', 'Locations'],
              ['/contact', 'Contact'],
            ].map(([to, label]) => (
              <Link key={to} to={to as string} className="rounded-lg px-3 py-3 font-medium text-slate-800 hover:bg-slate-50">
                {label}
              </Link>
            ))}
          </nav>
          <div className="mt-6 flex flex-col gap-3 border-t border-slate-200 pt-6">
            <Link to="/signin" className="rounded-lg border border-slate-300 px-4 py-3 text-center font-semibold text-slate-800">
              Sign In
            </Link>
            <Link to="/signup" className="rounded-lg bg-blue-700 px-4 py-3 text-center font-semibold text-white">
              Sign Up
            </Link>
            <a href={SITE.claimBusinessUrl} target="_blank" rel="noopener noreferrer" className="rounded-lg bg-yellow-400 px-4 py-3 text-center font-semibold text-slate-900">
              Claim Your Business
            </a>
          </div>
        </div>
      )}
    </header>
  );
}
