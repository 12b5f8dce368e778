/**
 * The product's identity in one place: the Worker (mail, page meta, seed) and the web app read it from here.
 * The city is a setting: change it here (and re-seed) to run CityPages for another city.
 */
export const SITE = {
  name: 'CityPages',
  shortDomain: 'citypages.in',
  url: 'https://citypages.in',
  description:
    'The trusted guide to local businesses in Bengaluru: search by service and pincode, read honest reviews, and reach businesses on WhatsApp.',
  city: 'Bengaluru',
  state: 'Karnataka',
  country: 'India',
  timeZone: 'Asia/Kolkata',
  /** India Post's districts whose pincodes are the city's: a listing must be in one of them. */
  districts: ['Bangalore', 'Bangalore Rural'],
  /** Where the map opens when the visitor's position is unknown (Bengaluru's MG Road). */
  centre: { latitude: 12.9755, longitude: 77.6067 },
  contact: {
    address: '4th Floor, Prestige Meridian 1, 29 MG Road, Bengaluru, Karnataka 560001',
    phones: ['+91 80 4718 2500', '+91 98450 62210'],
    email: 'hello@citypages.in',
    // The office hours are text in each language: web/src/messages/<language>/contact.json.
  },
} as const;

export type Site = typeof SITE;
