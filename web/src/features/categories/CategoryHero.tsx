import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router-dom';
import { SmartImage } from '../../components/SmartImage.tsx';
import { useMessages } from '../../i18n/language.tsx';
import { categoryColour, categoryIcon } from '../../lib/category-style.ts';

interface CategoryHeroProps {
  /** The name in the page's language. */
  name: string;
  /** The English name, which picks the colour: a category looks the same in every language. */
  englishName: string;
  icon: string | null | undefined;
  image: string | null | undefined;
  tagline: string | null | undefined;
  total: number | undefined;
}

export function CategoryHero({ name, englishName, icon, image, tagline, total }: CategoryHeroProps) {
  const t = useMessages('categories');
  const Icon = categoryIcon(icon);
  const colour = categoryColour(englishName);
  return (
    <section className="relative isolate overflow-hidden bg-slate-900 text-white">
      {image && (
        <SmartImage src={image} alt="" width={1600} height={500} priority className="absolute inset-0 -z-20 h-full w-full object-cover" />
      )}
      <div className="absolute inset-0 -z-10 bg-gradient-to-r from-slate-950/95 via-slate-900/85 to-slate-900/50" aria-hidden="true" />
      <div className="mx-auto max-w-7xl px-4 py-10 sm:py-16">
        <Link to="/" className="inline-flex items-center gap-1.5 rounded-md text-sm font-medium text-white/90 hover:text-white">
          <ArrowLeft size={16} aria-hidden="true" />
          {t.backToHome()}
        </Link>
        <div className="mt-6 flex items-center gap-4">
          <span className="flex h-14 w-14 shrink-0 items-center justify-center rounded-2xl" style={{ backgroundColor: colour }}>
            <Icon size={28} aria-hidden="true" />
          </span>
          <h1 className="text-3xl font-extrabold tracking-tight sm:text-5xl">{name}</h1>
        </div>
        {tagline && <p className="mt-4 max-w-2xl text-lg text-slate-100">{tagline}</p>}
        {total !== undefined && <p className="mt-4 text-sm font-semibold text-yellow-300">{t.businessCount({ count: total })}</p>}
      </div>
    </section>
  );
}
