// Seed curation: the footer's quick links and the home page's campaigns with their banners, in English, Kannada and Hindi.

/** A text as the three languages have it (issue 38): the Kannada and Hindi as the site's catalogues say it (docs/glossary.md). */
export interface SeedText {
  en: string;
  kn: string;
  hi: string;
}

export interface QuickLinkSeed {
  title: SeedText;
  /** A path of the site. */
  url: string;
}

/** The footer's Quick Links, in order: the frame's own words for the same pages (web/src/messages/<language>/shell.json). */
export const QUICK_LINKS: QuickLinkSeed[] = [
  { title: { en: 'Home', kn: 'ಮುಖಪುಟ', hi: 'होम' }, url: '/' },
  { title: { en: 'Business Directory', kn: 'ವ್ಯಾಪಾರ ಡೈರೆಕ್ಟರಿ', hi: 'व्यवसाय डायरेक्टरी' }, url: '/businesses' },
  { title: { en: 'Categories', kn: 'ವರ್ಗಗಳು', hi: 'श्रेणियाँ' }, url: '/categories' },
  { title: { en: 'Locations', kn: 'ಪ್ರದೇಶಗಳು', hi: 'इलाक़े' }, url: '/locations' },
  { title: { en: 'Contact', kn: 'ಸಂಪರ್ಕಿಸಿ', hi: 'संपर्क करें' }, url: '/contact' },
];

export interface BannerSeed {
  /** The image's file name (scripts/seed/images.ts, bannerImage), drawn with the English words. */
  key: string;
  title: SeedText;
  description: SeedText;
  /** A path of the site, linked as the site's full address. */
  path: string;
  /** The lucide icon drawn on the image. */
  icon: string;
}

export interface CampaignSeed {
  /** The admins' name for it; visitors never see it. */
  name: string;
  /** Where the web app shows it (GET /api/campaigns/public?sections=). */
  section: string;
  banners: BannerSeed[];
}

export const CAMPAIGNS: CampaignSeed[] = [
  {
    name: 'Top picks this month',
    section: 'featured-section',
    banners: [
      {
        key: 'monsoon-home-services',
        title: { en: 'Monsoon-ready homes', kn: 'ಮಳೆಗಾಲಕ್ಕೆ ಮನೆ ರೆಡಿ', hi: 'बारिश के लिए घर तैयार' },
        description: {
          en: 'Plumbers, electricians and pest control near you',
          kn: 'ನಿಮ್ಮ ಹತ್ತಿರದ ಪ್ಲಂಬರ್, ಎಲೆಕ್ಟ್ರಿಷಿಯನ್ ಮತ್ತು ಪೆಸ್ಟ್ ಕಂಟ್ರೋಲ್',
          hi: 'आपके पास प्लंबर, इलेक्ट्रीशियन और पेस्ट कंट्रोल',
        },
        path: '/categories/plumbers',
        icon: 'wrench',
      },
      {
        key: 'weekend-food-trail',
        title: { en: 'Weekend food trail', kn: 'ವಾರಾಂತ್ಯದ ತಿಂಡಿ ಸುತ್ತಾಟ', hi: 'वीकेंड फ़ूड ट्रेल' },
        description: {
          en: 'Dosa, biryani and filter coffee, rated by Bengaluru',
          kn: 'ಬೆಂಗಳೂರು ರೇಟಿಂಗ್ ನೀಡಿದ ದೋಸೆ, ಬಿರಿಯಾನಿ ಮತ್ತು ಫಿಲ್ಟರ್ ಕಾಫಿ',
          hi: 'डोसा, बिरयानी और फ़िल्टर कॉफ़ी, बेंगलुरु की रेटिंग के साथ',
        },
        path: '/categories/restaurant',
        icon: 'utensils',
      },
      {
        key: 'health-checkups',
        title: { en: 'Health check-ups', kn: 'ಆರೋಗ್ಯ ತಪಾಸಣೆ', hi: 'हेल्थ चेकअप' },
        description: {
          en: 'Verified clinics and diagnostic labs in your pincode',
          kn: 'ನಿಮ್ಮ ಪಿನ್‌ಕೋಡ್‌ನಲ್ಲಿ ಪರಿಶೀಲಿತ ಕ್ಲಿನಿಕ್‌ಗಳು ಮತ್ತು ಡಯಾಗ್ನೋಸ್ಟಿಕ್ ಲ್ಯಾಬ್‌ಗಳು',
          hi: 'आपके पिनकोड में सत्यापित क्लिनिक और डायग्नोस्टिक लैब',
        },
        path: '/categories/healthcare',
        icon: 'stethoscope',
      },
    ],
  },
  {
    name: 'Popular neighbourhoods',
    section: 'popular-locations',
    banners: [
      {
        key: 'explore-koramangala',
        title: { en: 'Explore Koramangala', kn: 'ಕೋರಮಂಗಲ ಸುತ್ತಿ ನೋಡಿ', hi: 'कोरमंगला घूमें' },
        description: {
          en: 'Cafés, start-ups and late-night eats',
          kn: 'ಕೆಫೆಗಳು, ಸ್ಟಾರ್ಟಪ್‌ಗಳು ಮತ್ತು ತಡರಾತ್ರಿಯ ತಿನಿಸು',
          hi: 'कैफ़े, स्टार्टअप और देर रात का खाना',
        },
        path: '/locations/koramangala',
        icon: 'coffee',
      },
      {
        key: 'explore-indiranagar',
        title: { en: 'Explore Indiranagar', kn: 'ಇಂದಿರಾನಗರ ಸುತ್ತಿ ನೋಡಿ', hi: 'इंदिरानगर घूमें' },
        description: {
          en: 'Boutiques and bistros on 100 Feet Road',
          kn: '100 ಅಡಿ ರಸ್ತೆಯ ಬೂಟೀಕ್‌ಗಳು ಮತ್ತು ಬಿಸ್ಟ್ರೋಗಳು',
          hi: '100 फ़ीट रोड के बुटीक और बिस्ट्रो',
        },
        path: '/locations/indiranagar',
        icon: 'shopping-bag',
      },
      {
        key: 'explore-jayanagar',
        title: { en: 'Explore Jayanagar', kn: 'ಜಯನಗರ ಸುತ್ತಿ ನೋಡಿ', hi: 'जयनगर घूमें' },
        description: {
          en: 'Shopping complexes and old-Bangalore charm',
          kn: 'ಶಾಪಿಂಗ್ ಕಾಂಪ್ಲೆಕ್ಸ್‌ಗಳು ಮತ್ತು ಹಳೆಯ ಬೆಂಗಳೂರಿನ ಸೊಗಡು',
          hi: 'शॉपिंग कॉम्प्लेक्स और पुराने बेंगलुरु की रौनक़',
        },
        path: '/locations/jayanagar',
        icon: 'store',
      },
    ],
  },
];
