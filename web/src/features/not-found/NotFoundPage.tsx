import { Link } from 'react-router-dom';
import { useMessages } from '../../i18n/language.tsx';

export function NotFoundPage() {
  const t = useMessages('not-found');
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center">
      <p className="text-sm font-semibold text-blue-700">404</p>
      <h1 className="mt-2 text-3xl font-bold">{t.title()}</h1>
      <p className="mt-4 text-slate-600">{t.text()}</p>
      <Link to="/" className="mt-8 inline-block rounded-lg bg-blue-700 px-5 py-3 font-semibold text-white hover:bg-blue-800">
        {t.backHome()}
      </Link>
    </section>
  );
}
