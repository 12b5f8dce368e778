import { ShieldAlert } from 'lucide-react';
import { Link } from 'react-router-dom';
import { useMessages } from '../i18n/language.tsx';
import { useDocumentTitle } from '../lib/useDocumentTitle.ts';

/** A signed-in user in an area their role does not open (RequireRole in guards.tsx). */
export function NotAllowed() {
  const shell = useMessages('shell');
  // Its own words are rarely needed, so they load with it (the screen is lazy: app/guards.tsx).
  const t = useMessages('sometimes');
  useDocumentTitle(t.notAllowedDocumentTitle());
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center">
      <ShieldAlert size={40} className="mx-auto text-amber-600" aria-hidden="true" />
      <h1 className="mt-4 text-3xl font-bold">{t.notAllowedTitle()}</h1>
      <p className="mt-4 text-slate-600">{t.notAllowedText()}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/" className="rounded-lg bg-blue-700 px-5 py-3 font-semibold text-white hover:bg-blue-800">
          {shell.goHome()}
        </Link>
        <Link to="/contact" className="rounded-lg border border-slate-300 px-5 py-3 font-semibold text-slate-800 hover:bg-slate-50">
          {shell.contactUs()}
        </Link>
      </div>
    </section>
  );
}
