/*
 * What the OpenAPI document says of each operation beyond its declaration (./document.ts): a summary, an example of
 * its input (a Bengaluru one, validated against the operation's own schemas by tests/worker/openapi.test.ts), whether a
 * rate limit may refuse it with 429, and an answer that is not the JSON envelope. Keyed by the operation's name, its
 * tRPC name where it has one. The document is for developers and stays in English, like the API's messages.
 */

export const TAGS = [
  { name: 'Directory', description: 'Businesses as visitors find them: listings, search, categories, localities, one profile.' },
  { name: 'Reviews', description: "A business's reviews, and a signed-in user's own." },
  { name: 'Site', description: 'Quick links, campaigns, the pincode at a point, a message to the team, health.' },
  { name: 'Sign-up and sign-in', description: 'Accounts: each proof of the mailbox and each sign-in answers a session token.' },
  { name: 'Account', description: "The signed-in user's details, devices, data and favourites." },
  { name: 'Owner listings', description: 'Adding a listing and running it: details, hours, photos, history.' },
  { name: 'Owner leads and reviews', description: "A listing's enquiries, replies to its reviews, and its analytics." },
  { name: 'Claims', description: 'Claiming a listing someone else added: a code to its e-mail, or a GST or Udyam number or document.' },
] as const;

export type Tag = (typeof TAGS)[number]['name'];

export interface Example {
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: unknown;
}

export interface OperationNotes {
  summary: string;
  description?: string;
  example?: Example;
  /** A rate limit may refuse it: 429 with Retry-After. */
  limited?: true;
  /** An answer other than the JSON envelope: none (a beacon), or a file. */
  answer?: { status: 204; contentType?: never } | { contentType: 'text/csv'; status?: never };
}

// Ids as rows are given them today (docs/decisions/042-short-ids.md): six characters for businesses, reviews and
// enquiries, twelve for the rest.
const BUSINESS = '3k9x2m';
const REVIEW = 'r4v8w1';
const CLAIM = 'c2m7q4v8w1n5';
const PHOTO = 'p8w1n5k9x2m7';
const ENQUIRY = 'e5k9x2';
const SESSION = 's7q4v8w1n5k9';

export const NOTES: Record<string, OperationNotes> = {
  // Directory
  'business.list': {
    summary: 'List public businesses',
    description: 'Approved, verified businesses, filtered by category, pincode, locality or words, a page at a time.',
    example: { query: { category: 'restaurant', pincode: '560038', page: 1, limit: 12 } },
  },
  'business.listAtRoot': {
    summary: 'List public businesses (alias)',
    description: 'The same listing as `GET /api/business/public`.',
    example: { query: { location: 'Indiranagar' } },
  },
  'business.search': {
    summary: 'Search businesses',
    description:
      'One box: words in English, Kannada or Hindi, with a place or pincode read out of them, and filters. A total past what was read is a floor.',
    example: { query: { q: 'dentist near Jayanagar', openNow: true, rating: 4, sort: 'rating', page: 1, limit: 10 } },
  },
  'business.categories': { summary: 'List categories' },
  'business.locations': { summary: 'List localities' },
  'business.recent': { summary: 'Newest businesses', example: { query: { limit: 6 } } },
  'business.byId': {
    summary: 'One business profile',
    description: 'Counts a view (once per visitor an hour); never cached.',
    example: { params: { id: BUSINESS } },
  },
  'business.enquire': {
    summary: 'Send an enquiry',
    description: 'Stored for the owner; answers a WhatsApp link to continue the conversation.',
    limited: true,
    example: {
      params: { id: BUSINESS },
      body: {
        name: 'Asha Rao',
        email: 'asha.rao@example.in',
        phone: '+91 98450 12345',
        message: 'Do you have a table for four on Saturday evening?',
      },
    },
  },
  'business.recordEvent': {
    summary: 'Count a tap on a profile',
    description: 'Call, WhatsApp, directions or website: counted once per visitor, kind and hour. Always 204.',
    answer: { status: 204 },
    example: { params: { id: BUSINESS }, body: { type: 'whatsapp' } },
  },

  // Reviews
  'reviews.byBusiness': {
    summary: "A business's reviews",
    description: 'With a bearer token, the caller’s own review is marked.',
    example: { params: { id: BUSINESS }, query: { page: 1, limit: 5 } },
  },
  'myReviews.create': {
    summary: 'Write a review',
    description: 'One review per business and account.',
    example: {
      body: {
        businessId: BUSINESS,
        rating: 4,
        title: 'Crisp dosas, quick service',
        content: 'Ghee roast dosa was crisp and the chutney fresh. Busy on Sunday mornings, but the wait was under ten minutes.',
      },
    },
  },
  'myReviews.mine': { summary: 'My reviews', example: { query: { page: 1, limit: 10 } } },
  'myReviews.update': {
    summary: 'Edit my review',
    example: { params: { id: REVIEW }, body: { rating: 5, content: 'Went back for the filter coffee: even better the second time.' } },
  },
  'myReviews.remove': { summary: 'Delete my review', example: { params: { id: REVIEW } } },
  'myReviews.helpful': { summary: 'Mark a review helpful, or unmark it', example: { params: { id: REVIEW } } },
  'myReviews.report': {
    summary: 'Report a review',
    example: { params: { id: REVIEW }, body: { reason: 'Written about a different shop on the same road.' } },
  },

  // Site
  'site.quickLinks': { summary: 'Quick links of the home page' },
  'site.campaigns': { summary: 'Campaigns and their banners', example: { query: { sections: 'featured-section' } } },
  'site.reverseGeocode': {
    summary: 'The pincode at a point',
    description: 'The nearest real pincode and its place, anywhere in India.',
    example: { query: { lat: 12.9716, lng: 77.5946 } },
  },
  'site.contact': {
    summary: 'Write to the team',
    limited: true,
    example: {
      body: {
        name: 'Ravi Kumar',
        email: 'ravi.kumar@example.in',
        subject: 'Wrong pincode on a listing',
        message: 'The tailor on 7th Cross, Malleshwaram shows 560001; it should be 560003.',
      },
    },
  },
  'health.check': { summary: 'Whether the Worker and its database answer' },

  // Sign-up and sign-in
  'auth.register': {
    summary: 'Sign up',
    description: 'Sends a 6-digit code to the address; the account exists once the code (or the link) is used.',
    limited: true,
    example: {
      body: {
        name: 'Asha Rao',
        email: 'asha.rao@example.in',
        password: 'masala-dosa-42',
        confirmPassword: 'masala-dosa-42',
        language: 'kn',
      },
    },
  },
  'auth.verifyOtp': {
    summary: 'Verify the sign-up code',
    description: 'Answers a session token.',
    limited: true,
    example: { body: { email: 'asha.rao@example.in', otp: '482915' } },
  },
  'auth.resendCode': {
    summary: 'Send the sign-up code again',
    limited: true,
    example: { body: { email: 'asha.rao@example.in' } },
  },
  'auth.verifyEmail': {
    summary: 'Verify by the mailed link',
    description: 'Answers a session token.',
    example: { params: { token: 'k2v9x4m7q1w8n5r3t6y0z2a4' } },
  },
  'auth.login': {
    summary: 'Sign in',
    description: 'Answers a session token.',
    limited: true,
    example: { body: { email: 'asha.rao@example.in', password: 'masala-dosa-42' } },
  },
  'auth.forgotPassword': {
    summary: 'Ask for a password reset',
    description: 'Sends a code and a link if the address has an account; answers the same either way.',
    limited: true,
    example: { body: { email: 'asha.rao@example.in' } },
  },
  'auth.resetPassword': {
    summary: 'Reset the password',
    description: 'With the mailed code and the address, or the link’s token.',
    example: { body: { email: 'asha.rao@example.in', otp: '739204', password: 'filter-coffee-7', confirmPassword: 'filter-coffee-7' } },
  },

  // Account
  'auth.logout': { summary: 'Sign out this device' },
  'auth.sessions': { summary: 'Devices signed in' },
  'auth.revokeOtherSessions': { summary: 'Sign out every other device' },
  'auth.revokeSession': { summary: 'Sign out one device', example: { params: { id: SESSION } } },
  'auth.me': { summary: 'Who is signed in' },
  'auth.exportData': { summary: 'Download my data' },
  'auth.deleteAccount': {
    summary: 'Delete my account',
    example: { body: { password: 'filter-coffee-7' } },
  },
  'auth.changeEmail': {
    summary: 'Change my e-mail address',
    description: 'Sends a code to the new address; nothing changes until it is confirmed.',
    limited: true,
    example: { body: { email: 'asha.r@example.in', password: 'filter-coffee-7' } },
  },
  'auth.confirmEmailChange': {
    summary: 'Confirm the new e-mail address',
    example: { body: { otp: '615283' } },
  },
  'auth.updateProfile': {
    summary: 'Change my details',
    description: 'Name, mobile number, avatar and the language of my e-mails.',
    example: { body: { name: 'Asha Rao', phone: '+91 98450 12345', language: 'kn' } },
  },
  'auth.changePassword': {
    summary: 'Change my password',
    description: 'Signs out every other device.',
    limited: true,
    example: { body: { currentPassword: 'filter-coffee-7', newPassword: 'rava-idli-2026', confirmPassword: 'rava-idli-2026' } },
  },
  'favorites.list': { summary: 'My favourites' },
  'favorites.check': { summary: 'Whether a business is a favourite', example: { params: { id: BUSINESS } } },
  'favorites.add': { summary: 'Add a favourite', example: { params: { id: BUSINESS } } },
  'favorites.remove': { summary: 'Remove a favourite', example: { params: { id: BUSINESS } } },

  // Owner listings
  'owner.listings': { summary: 'My listings' },
  'owner.createListing': {
    summary: 'Add a listing',
    description: 'Waits for the team to approve it; the caller becomes an owner.',
    limited: true,
    example: {
      body: {
        name: 'Sri Ganesh Sweets',
        nameKn: 'ಶ್ರೀ ಗಣೇಶ ಸ್ವೀಟ್ಸ್',
        category: 'food-and-beverage',
        description: 'Mysore pak, holige and fresh badam milk, made in our kitchen every morning since 1987.',
        address: '14, 8th Main Road, Jayanagar 4th Block, Bengaluru',
        pincode: '560011',
        phone: '080 4718 2500',
        whatsapp: '+91 98450 12345',
        email: 'orders@sriganeshsweets.example.in',
        priceRange: 1,
        pureVeg: true,
        homeDelivery: true,
        amenities: ['Parking', 'UPI accepted'],
        hours: {
          weekly: {
            monday: [{ opens: '08:00', closes: '21:30' }],
            tuesday: [{ opens: '08:00', closes: '21:30' }],
            wednesday: [{ opens: '08:00', closes: '21:30' }],
            thursday: [{ opens: '08:00', closes: '21:30' }],
            friday: [{ opens: '08:00', closes: '21:30' }],
            saturday: [{ opens: '08:00', closes: '22:00' }],
            sunday: [{ opens: '09:00', closes: '13:00' }],
          },
        },
      },
    },
  },
  'owner.duplicates': {
    summary: 'Likely duplicates of a listing to add',
    example: { query: { pincode: '560011', name: 'Sri Ganesh Sweets' } },
  },
  'owner.listing': { summary: 'One of my listings, with its held edits', example: { params: { id: BUSINESS } } },
  'owner.updateListing': {
    summary: 'Change a listing',
    description: 'Name, category, address, pincode and phone of an approved listing wait for the team; the rest go live at once.',
    limited: true,
    example: { params: { id: BUSINESS }, body: { description: 'Mysore pak, holige and badam milk, now with sugar-free sweets on order.' } },
  },
  'owner.hours': { summary: "A listing's opening hours", example: { params: { id: BUSINESS } } },
  'owner.setHours': {
    summary: "Set a listing's opening hours",
    description: "A period closing before it opens runs past midnight; '24:00' is midnight; an empty day is closed.",
    example: {
      params: { id: BUSINESS },
      body: {
        weekly: {
          monday: [
            { opens: '07:00', closes: '11:00' },
            { opens: '17:00', closes: '22:30' },
          ],
          tuesday: [{ opens: '07:00', closes: '22:30' }],
          saturday: [{ opens: '18:00', closes: '02:00' }],
        },
        special: [{ date: '2027-01-26', closed: true }],
      },
    },
  },
  'owner.photos': { summary: "A listing's photos", example: { params: { id: BUSINESS } } },
  'owner.uploadPhoto': {
    summary: 'Upload a photo',
    description: 'multipart/form-data with the image in `file` (JPEG, PNG or WebP, at most 5 MB), judged by its bytes.',
    limited: true,
    example: { params: { id: BUSINESS } },
  },
  'owner.updatePhoto': {
    summary: 'Change a photo',
    example: { params: { id: BUSINESS, mediaId: PHOTO }, body: { alt: 'The sweets counter with Mysore pak on trays', position: 0 } },
  },
  'owner.deletePhoto': { summary: 'Delete a photo', example: { params: { id: BUSINESS, mediaId: PHOTO } } },
  'owner.history': { summary: "A listing's history", example: { params: { id: BUSINESS }, query: { page: 1 } } },

  // Owner leads and reviews
  'owner.enquiries': { summary: "A listing's enquiries", example: { params: { id: BUSINESS }, query: { status: 'new', page: 1 } } },
  'owner.exportEnquiries': {
    summary: "A listing's enquiries as CSV",
    answer: { contentType: 'text/csv' },
    example: { params: { id: BUSINESS }, query: { status: 'replied' } },
  },
  'owner.setEnquiryStatus': { summary: 'Mark an enquiry', example: { params: { id: ENQUIRY }, body: { status: 'replied' } } },
  'owner.reviews': { summary: "A listing's reviews", example: { params: { id: BUSINESS }, query: { page: 1, limit: 10 } } },
  'owner.setReply': {
    summary: "Publish the business's reply",
    example: { params: { reviewId: REVIEW }, body: { content: 'Thank you! Do try the holige next time, fresh every Friday.' } },
  },
  'owner.removeReply': { summary: "Remove the business's reply", example: { params: { reviewId: REVIEW } } },
  'owner.analytics': {
    summary: "A listing's analytics",
    description: 'Daily views, calls, WhatsApp, directions, website, enquiries and favourites.',
    example: { params: { id: BUSINESS }, query: { days: 30 } },
  },

  // Claims
  'owner.claims': { summary: 'My claims' },
  'owner.claim': {
    summary: 'Claim a listing',
    description: 'JSON, or multipart/form-data with a document photo in `document`. Without evidence a code goes to the listing’s e-mail.',
    limited: true,
    example: { body: { businessId: BUSINESS, evidenceType: 'gst', evidenceNumber: '29ABCDE1234F1ZW', message: 'I am the proprietor.' } },
  },
  'owner.verifyClaim': {
    summary: "Enter the code from the listing's e-mail",
    limited: true,
    example: { params: { id: CLAIM }, body: { code: '304918' } },
  },
  'owner.resendClaimCode': { summary: 'Send the claim code again', limited: true, example: { params: { id: CLAIM } } },
  'owner.withdrawClaim': { summary: 'Withdraw a claim', example: { params: { id: CLAIM } } },
};
