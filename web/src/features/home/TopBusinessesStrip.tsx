import { Award } from 'lucide-react';
import { Link } from 'react-router-dom';
import { useMessages } from '../../i18n/language.tsx';

/** docs/product.md §2.4, section 4: a promotional strip inviting visitors to the best-rated businesses. */
export function TopBusinessesStrip() {
  const t = useMessages('home');
  return (
    <section aria-label={t.topStripLabel()} className="mx-auto max-w-7xl px-4 py-6">
      <div className="flex flex-col items-start gap-4 rounded-2xl bg-gradient-to-r from-yellow-300 via-yellow-400 to-amber-400 p-6 text-slate-900 sm:flex-row sm:items-center sm:justify-between md:p-8">
        <div className="flex items-start gap-4">
          <span className="hidden h-12 w-12 shrink-0 items-center justify-center rounded-full bg-white/60 sm:flex">
            <Award size={26} aria-hidden="true" />
          </span>
          <div>
            <p className="text-xl font-extrabold md:text-2xl">{t.topStripTitle()}</p>
            <p className="mt-1 text-slate-800">{t.topStripText()}</p>
          </div>
        </div>
        <Link
          to="/businesses"
          className="shrink-0 rounded-xl bg-slate-900 px-5 py-3 font-semibold text-white hover:bg-slate-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-900"
        >
          {t.browseBusinesses()}
        </Link>
      </div>
    </section>
  );
}
