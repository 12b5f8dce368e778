import { useMessages } from '../../i18n/language.tsx';
import type { BusinessDetail } from '../../lib/types.ts';
import { ProfileSection } from './ProfileSection.tsx';

export function AboutSection({ business }: { business: Pick<BusinessDetail, 'name' | 'description' | 'keywords'> }) {
  const t = useMessages('business');
  return (
    <ProfileSection id="about" title={t.aboutTitle({ name: business.name })}>
      <p className="whitespace-pre-line leading-relaxed text-slate-700">{business.description || t.noDescription()}</p>
      {business.keywords.length > 0 && (
        <>
          <h3 className="mt-5 text-sm font-semibold uppercase tracking-wide text-slate-500">{t.keywords()}</h3>
          <ul className="mt-2 flex flex-wrap gap-2">
            {business.keywords.map((keyword) => (
              <li key={keyword} className="rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-700">
                {keyword}
              </li>
            ))}
          </ul>
        </>
      )}
    </ProfileSection>
  );
}
