import { SITE } from '@contracts/site.ts';
import type { Messages } from '../../i18n/catalogues.ts';
import type { BusinessDetail } from '../../lib/types.ts';
import type { ReviewFeed } from './api.ts';

type Texts = Messages<'business-sample'>;

/**
 * docs/product.md §2.12: /business without an id shows a sample profile. It is static and labelled as a sample on the page;
 * its contact details are the directory's own, so nobody real is called by mistake. Open round the clock, so its
 * "Open Now" is true at any hour rather than invented. This is its English (and the tests' base for a business); the
 * page shows it in its own language (sampleBusiness).
 */
const ALL_DAY = 'Open 24 hours';

export const DEMO_BUSINESS: BusinessDetail = {
  _id: 'sample',
  businessName: 'Green Cross Pharmacy',
  name: 'Green Cross Pharmacy',
  nameKn: 'ಗ್ರೀನ್ ಕ್ರಾಸ್ ಫಾರ್ಮಸಿ',
  nameHi: null,
  tagline: 'Medicines, wellness and care, day and night',
  description:
    'Green Cross Pharmacy is a sample listing that shows what a business profile looks like on CityPages. A real profile describes the business in its own words: what it offers, since when, and what makes it worth a visit.',
  category: 'Pharmacies',
  categorySlug: 'pharmacies',
  subcategory: '24x7 Chemist',
  rating: { average: 4.7, count: 3 },
  address: SITE.contact.address,
  location: {
    address: SITE.contact.address,
    locality: 'MG Road',
    locationSlug: null,
    city: SITE.city,
    province: SITE.state,
    postalCode: '560001',
    pincode: '560001',
    latitude: SITE.centre.latitude,
    longitude: SITE.centre.longitude,
  },
  phone: SITE.contact.phones[0],
  // The directory's own line is not a WhatsApp number: the sample shows the Enquire button in its place.
  whatsapp: null,
  contactInfo: { phone: SITE.contact.phones[0], email: SITE.contact.email, website: SITE.url },
  email: SITE.contact.email,
  website: SITE.url,
  pincode: '560001',
  googleMapsUrl: null,
  businessHours: {
    monday: ALL_DAY,
    tuesday: ALL_DAY,
    wednesday: ALL_DAY,
    thursday: ALL_DAY,
    friday: ALL_DAY,
    saturday: ALL_DAY,
    sunday: ALL_DAY,
  },
  openingPeriods: [0, 1, 2, 3, 4, 5, 6].map((dayOfWeek) => ({ dayOfWeek, opensAt: 0, closesAt: 1440 })),
  hoursConfirmedAt: null,
  openNow: true,
  openingStatus: ALL_DAY,
  opening: { state: 'open24' },
  images: [],
  videos: [],
  exclusiveAmenities: ['Home delivery', 'Wheelchair access', 'Card and UPI payments'],
  features: ['Home delivery', 'Wheelchair access', 'Card and UPI payments'],
  services: ['Prescription medicines', 'Health check-ups', 'Baby care', 'Ayurvedic products'],
  keywords: ['pharmacy', 'chemist', 'medical store', '24 hours'],
  socialMedia: {},
  isVerified: true,
  isFeatured: false,
  featuredAt: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  priceRange: 2,
  views: 0,
  enquiries: 0,
};

type Review = ReviewFeed['reviews'][number];

const reviewBase: Pick<Review, 'images' | 'helpfulCount' | 'businessResponse' | 'isVerified' | 'isMine' | 'foundHelpful'> = {
  images: [],
  helpfulCount: 0,
  businessResponse: null,
  isVerified: false,
  isMine: false,
  foundHelpful: false,
};

/** The sample profile in the page's language: its words from the 'business' catalogue, the rest as DEMO_BUSINESS. */
export function sampleBusiness(t: Texts): BusinessDetail {
  const allDay = t.sampleHours();
  const amenities = [t.sampleHomeDelivery(), t.sampleWheelchairAccess(), t.samplePayments()];
  return {
    ...DEMO_BUSINESS,
    tagline: t.sampleTagline(),
    description: t.sampleDescription(),
    subcategory: t.sampleSubcategory(),
    businessHours: {
      monday: allDay,
      tuesday: allDay,
      wednesday: allDay,
      thursday: allDay,
      friday: allDay,
      saturday: allDay,
      sunday: allDay,
    },
    openingStatus: allDay,
    opening: { state: 'open24' },
    exclusiveAmenities: amenities,
    features: amenities,
    services: [t.samplePrescriptions(), t.sampleCheckups(), t.sampleBabyCare(), t.sampleAyurveda()],
    keywords: [t.sampleKeywordPharmacy(), t.sampleKeywordChemist(), t.sampleKeywordMedicalStore(), t.sampleKeywordAllDay()],
  };
}

function sampleReviews(t: Texts): Review[] {
  return [
    {
      ...reviewBase,
      _id: 'sample-review-1',
      id: 'sample-review-1',
      rating: 5,
      title: t.sampleReviewTitle1(),
      content: t.sampleReviewText1(),
      user: { name: t.sampleReviewer1(), avatar: null },
      createdAt: '2026-01-03T10:00:00.000Z',
      date: '2026-01-03T10:00:00.000Z',
      isVerified: true,
      helpfulCount: 4,
    },
    {
      ...reviewBase,
      _id: 'sample-review-2',
      id: 'sample-review-2',
      rating: 5,
      title: t.sampleReviewTitle2(),
      content: t.sampleReviewText2(),
      user: { name: t.sampleReviewer2(), avatar: null },
      createdAt: '2026-01-02T10:00:00.000Z',
      date: '2026-01-02T10:00:00.000Z',
      businessResponse: {
        content: t.sampleReply(),
        respondedAt: '2026-01-02T12:00:00.000Z',
        respondedBy: DEMO_BUSINESS.name,
      },
    },
    {
      ...reviewBase,
      _id: 'sample-review-3',
      id: 'sample-review-3',
      rating: 4,
      title: null,
      content: t.sampleReviewText3(),
      user: { name: t.sampleReviewer3(), avatar: null },
      createdAt: '2026-01-01T10:00:00.000Z',
      date: '2026-01-01T10:00:00.000Z',
    },
  ];
}

/** The sample's reviews, in the page's language: all shown at once, so there is nothing more to load. */
export function sampleReviewFeed(t: Texts): ReviewFeed {
  return {
    status: 'success',
    reviews: sampleReviews(t),
    statistics: { averageRating: 4.7, totalReviews: 3, ratingDistribution: { 1: 0, 2: 0, 3: 0, 4: 1, 5: 2 } },
    myReview: null,
    viewerKnown: true,
    hasMore: false,
    loadingMore: false,
    loadMore: () => undefined,
    retry: () => undefined,
  };
}
