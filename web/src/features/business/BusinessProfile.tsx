import { Info } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { BusyMark } from '../../components/BusyMark.tsx';
import type { Messages } from '../../i18n/catalogues.ts';
import { loadCatalogue } from '../../i18n/catalogues.ts';
import { useLanguage, useMessages } from '../../i18n/language.tsx';
import type { BusinessDetail } from '../../lib/types.ts';
import { useDocumentTitle } from '../../lib/useDocumentTitle.ts';
import { AboutSection } from './AboutSection.tsx';
import { AmenitiesSection, hasAmenities } from './AmenitiesSection.tsx';
import { ContactSection } from './ContactSection.tsx';
import { EnquiryForm } from './EnquiryForm.tsx';
import { PhotosSection } from './PhotosSection.tsx';
import { ProfileHero } from './ProfileHero.tsx';
import { ReviewsSection } from './ReviewsSection.tsx';
import { SectionTabs, type SectionId } from './SectionTabs.tsx';
import { TitleBlock } from './TitleBlock.tsx';
import type { ReviewFeed } from './api.ts';
import { businessVideos } from './video.ts';
import { VideoSection } from './VideoSection.tsx';

// The share dialog, its Modal and (later) the QR library load when a visitor opens it, not with the profile.
const ShareDialog = lazy(() => import('./ShareDialog.tsx').then((module) => ({ default: module.ShareDialog })));

/** The tab's title while the profile is open: '{name} – {category} in {locality} | CityPages'. */
export function profileTitle(
  t: Pick<Messages<'business'>, 'documentTitle'>,
  business: Pick<BusinessDetail, 'name' | 'category' | 'location'>,
): string {
  const place = business.location.locality ?? business.location.city;
  return t.documentTitle({ name: business.name, category: business.category, place: place ?? '', hasPlace: place ? 'yes' : 'no' });
}

interface BusinessProfileProps {
  business: BusinessDetail;
  reviews: ReviewFeed;
  /** The static sample shown at /business: labelled as such, and it takes no enquiries. */
  sample?: boolean;
}

export function BusinessProfile({ business, reviews, sample = false }: BusinessProfileProps) {
  const t = useMessages('business');
  const language = useLanguage();
  const [sentEnquiries, setSentEnquiries] = useState(0);
  const [sharing, setSharing] = useState(false);
  const shareButton = useRef<HTMLElement | null>(null);
  const videos = businessVideos(business, (number) => t.videoTitle({ name: business.name, number }));
  const withAmenities = hasAmenities(business);
  const sections: SectionId[] = ['about', ...(withAmenities ? (['amenities'] as const) : []), 'contact', 'reviews', 'enquiry'];
  useDocumentTitle(profileTitle(t, business));

  return (
    <>
      {sample && <SampleNotice />}
      <ProfileHero business={business} />
      <SectionTabs sections={sections} />
      <div className="mx-auto max-w-7xl space-y-6 px-4 py-6 sm:py-8">
        <TitleBlock
          business={business}
          businessId={sample ? null : business._id}
          enquiries={business.enquiries + sentEnquiries}
          onShare={(button) => {
            shareButton.current = button;
            // The dialog's texts start loading beside its code, not once its code asks for them.
            void loadCatalogue(language, 'business-share').catch(() => undefined);
            setSharing(true);
          }}
          favoritable={!sample}
        />
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
          <div className="min-w-0 space-y-6">
            <AboutSection business={business} />
            {withAmenities && <AmenitiesSection business={business} />}
            <PhotosSection business={business} />
            <VideoSection videos={videos} />
            <ReviewsSection feed={reviews} businessId={sample ? null : business._id} />
          </div>
          <div className="min-w-0 space-y-6">
            <ContactSection business={business} businessId={sample ? null : business._id} />
            <EnquiryForm
              businessId={sample ? null : business._id}
              businessName={business.name}
              hasWhatsapp={Boolean(business.whatsapp)}
              onSent={() => setSentEnquiries((count) => count + 1)}
            />
          </div>
        </div>
      </div>
      {sharing && (
        // Until the dialog's code has loaded (the first Share of a visit), its button says it is working.
        <Suspense fallback={<BusyMark target={shareButton} />}>
          <ShareDialog businessName={business.name} url={window.location.href} onClose={() => setSharing(false)} />
        </Suspense>
      )}
    </>
  );
}

function SampleNotice() {
  const t = useMessages('business-sample');
  return (
    <div role="note" className="border-b border-amber-200 bg-amber-50">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-3 gap-y-1 px-4 py-3 text-sm text-amber-900">
        <Info size={18} className="shrink-0" aria-hidden="true" />
        <p>
          <strong>{t.sampleProfile()}</strong> {t.sampleExplanation()}
        </p>
        <Link to="/businesses" className="font-semibold underline hover:no-underline">
          {t.browseRealBusinesses()}
        </Link>
      </div>
    </div>
  );
}
