import { useMemo } from 'react';
import { useMessages } from '../../i18n/language.tsx';
import { BusinessProfile } from './BusinessProfile.tsx';
import { sampleBusiness, sampleReviewFeed } from './demo-business.ts';

/** docs/product.md §2.12: /business alone shows the sample profile, in the page's language. */
export function SampleProfile() {
  const t = useMessages('business-sample');
  const business = useMemo(() => sampleBusiness(t), [t]);
  const reviews = useMemo(() => sampleReviewFeed(t), [t]);
  return <BusinessProfile business={business} reviews={reviews} sample />;
}
