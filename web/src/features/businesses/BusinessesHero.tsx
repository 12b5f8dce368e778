import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router-dom';
import { useMessages } from '../../i18n/language.tsx';

export function BusinessesHero() {
  const t = useMessages('businesses');
  return (
    <section className="bg-linear-to-br from-blue-800 to-blue-950 text-white">
      <div className="mx-auto max-w-7xl px-4 py-10 sm:py-14">
        <Link to="/" className="inline-flex items-center gap-1.5 rounded-md text-sm font-medium text-white/90 hover:text-white">
          <ArrowLeft size={16} aria-hidden="true" />
          {t.backToHome()}
        </Link>
        <h1 className="mt-6 text-3xl font-extrabold tracking-tight sm:text-5xl">{t.heading()}</h1>
        <p className="mt-4 max-w-2xl text-lg text-blue-100">{t.intro()}</p>
      </div>
    </section>
  );
}
