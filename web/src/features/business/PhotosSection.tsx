import { SmartImage } from '../../components/SmartImage.tsx';
import type { BusinessDetail } from '../../lib/types.ts';
import { ProfileSection } from './ProfileSection.tsx';

/** Every photo of a business with more than one, each opening full size; loaded only as the visitor scrolls to it. */
export function PhotosSection({ business }: { business: Pick<BusinessDetail, 'name' | 'images'> }) {
  if (business.images.length < 2) return null;
  return (
    <ProfileSection id="photos" title={`Photos (${business.images.length.toLocaleString('en-IN')})`}>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {business.images.map((image, n) => (
          <li key={`${image.url}-${n}`}>
            <a href={image.url} target="_blank" rel="noopener noreferrer" className="block overflow-hidden rounded-xl bg-slate-100">
              <SmartImage
                src={image.url}
                alt={`${image.alt || business.name} (opens in a new tab)`}
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
