import { BusinessCover } from '../../components/BusinessCover.tsx';
import { SmartImage } from '../../components/SmartImage.tsx';
import { useMessages } from '../../i18n/language.tsx';
import type { BusinessDetail } from '../../lib/types.ts';

const FRAME = 'aspect-[2/1] max-h-80 w-full sm:aspect-[5/2] lg:aspect-[3/1]';

/**
 * docs/product.md §2.12: one picture above the name, short enough on a phone that the name, the opening line and the
 * action bar fit the first screen: the business's main photo, or, without one, its own drawn cover that says so.
 * Further photos are in the Photos section; videos in Videos.
 */
export function ProfileHero({ business }: { business: Pick<BusinessDetail, '_id' | 'name' | 'images'> }) {
  const t = useMessages('business');
  const photo = business.images[0];
  return (
    <div className="bg-slate-900">
      <div className="mx-auto max-w-7xl">
        {photo ? (
          <SmartImage
            src={photo.url}
            alt={photo.alt || business.name}
            width={1600}
            height={800}
            priority
            cover={{ id: business._id, name: business.name }}
            className={`${FRAME} object-cover`}
          />
        ) : (
          <BusinessCover id={business._id} name={business.name} size="hero" caption={t.noPhotosYet()} className={FRAME} />
        )}
      </div>
    </div>
  );
}
