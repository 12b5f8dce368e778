import { Award } from 'lucide-react';
import { Link } from 'react-router-dom';
import { SITE } from '@contracts/site.ts';

/** docs/product.md §2.4, section 4: a promotional strip inviting visitors to the best-rated businesses. */
export function TopBusinessesStrip() {
  return (
    <section aria-label="Top businesses" className="mx-auto max-w-7xl px-4 py-6">
      <div className="flex flex-col items-start gap-4 rounded-2xl bg-gradient-to-r from-yellow-300 via-yellow-400 to-amber-400 p-6 text-slate-900 sm:flex-row sm:items-center sm:justify-between md:p-8">
        <div className="flex items-start gap-4">
          <span className="hidden h-12 w-12 shrink-0 items-center justify-center rounded-full bg-white/60 sm:flex">
            <Award size={26} aria-hidden="true" />
          </span>
          <div>
            <p className="text-xl font-extrabold md:text-2xl">{SITE.city}&apos;s top-rated businesses</p>
            <p className="mt-1 text-slate-800">Rated and reviewed by real customers. Find the ones your neighbours trust.</p>
          </div>
        </div>
        <Link
          to="/businesses"
          className="shrink-0 rounded-xl bg-slate-900 px-5 py-3 font-semibold text-white hover:bg-slate-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-900"
        >
          Browse Businesses
        </Link>
      </div>
    </section>
  );
}
