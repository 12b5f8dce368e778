import { Check } from 'lucide-react';
import { useMessages } from '../../i18n/language.tsx';
import type { BusinessDetail } from '../../lib/types.ts';
import { ProfileSection } from './ProfileSection.tsx';

export function hasAmenities(business: Pick<BusinessDetail, 'exclusiveAmenities' | 'services'>): boolean {
  return business.exclusiveAmenities.length > 0 || business.services.length > 0;
}

/** docs/product.md §2.12 "Exclusive Amenities": what the place offers (amenities) and what it does (services). */
export function AmenitiesSection({ business }: { business: Pick<BusinessDetail, 'exclusiveAmenities' | 'services'> }) {
  const t = useMessages('business');
  return (
    <ProfileSection id="amenities" title={t.amenitiesTitle()}>
      <div className="grid gap-6 sm:grid-cols-2">
        <TagList title={t.amenities()} items={business.exclusiveAmenities} />
        <TagList title={t.services()} items={business.services} />
      </div>
    </ProfileSection>
  );
}

function TagList({ title, items }: { title: string; items: string[] }) {
  if (items.length === 0) return null;
  return (
    <div>
      <h3 className="text-sm font-semibold uppercase tracking-wide text-slate-500">{title}</h3>
      <ul className="mt-3 space-y-2">
        {items.map((item) => (
          <li key={item} className="flex items-start gap-2 text-slate-700">
            <Check size={18} className="mt-0.5 shrink-0 text-green-600" aria-hidden="true" />
            {item}
          </li>
        ))}
      </ul>
    </div>
  );
}
