import { Link, Outlet } from 'react-router-dom';
import { SITE } from '../../../worker/contracts/site.ts';
import { ScrollToTop } from './ScrollToTop.tsx';

export function Layout() {
  return (
    <div className="flex min-h-screen flex-col">
      <ScrollToTop />
      <header className="fixed inset-x-0 top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
        <div className="mx-auto flex h-16 max-w-7xl items-center justify-between px-4">
          <Link to="/" className="text-xl font-bold text-blue-700">
            {SITE.name}
          </Link>
          <a
            href={SITE.claimBusinessUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="rounded-lg bg-yellow-400 px-4 py-2 text-sm font-semibold text-slate-900 hover:bg-yellow-300"
          >
            Claim Your Business
          </a>
        </div>
      </header>
      <main className="flex-1 pt-16">
        <Outlet />
      </main>
      <footer className="border-t border-slate-200 bg-white py-6 text-center text-sm text-slate-600">
        © {new Date().getFullYear()} {SITE.name} · {SITE.city}
      </footer>
    </div>
  );
}
