import { SmartImage } from '../../components/SmartImage.tsx';
import { useMessages } from '../../i18n/language.tsx';
import type { BusinessDetail } from '../../lib/types.ts';
import { ProfileSection } from './ProfileSection.tsx';

/** Every photo of a business with more than one, each opening full size; loaded only as the visitor scrolls to it. */
export function PhotosSection({ business }: { business: Pick<BusinessDetail, 'name' | 'images'> }) {
  const t = useMessages('business');
  if (business.images.length < 2) return null;
  return (
    <ProfileSection id="photos" title={t.photosTitle({ count: business.images.length })}>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {business.images.map((image, n) => (
          <li key={`${image.url}-${n}`}>
            <a href={image.url} target="_blank" rel="noopener noreferrer" className="block overflow-hidden rounded-xl bg-slate-100">
              <SmartImage
                src={image.url}
                alt={t.photoNewTab({ description: image.alt || business.name })}
                width={600}
                height={400}
                className="aspect-[3/2] w-full object-cover"
              />
            </a>
          </li>
        ))}
      </ul>
    </ProfileSection>
  );
}
