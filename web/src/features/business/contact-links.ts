import { whatsappChatUrl } from '@contracts/format.ts';
import type { BusinessDetail } from '../../lib/types.ts';

type Place = Pick<BusinessDetail, 'googleMapsUrl' | 'location' | 'address'>;

/** The business's own map link, else a Google Maps search for its position, else for its address. */
export function mapUrl(business: Place): string | null {
  if (business.googleMapsUrl) return business.googleMapsUrl;
  const { latitude, longitude } = business.location;
  if (latitude != null && longitude != null) return `https://www.google.com/maps/search/?api=1&query=${latitude},${longitude}`;
  return business.address ? `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(business.address)}` : null;
}

/**
 * Directions to the business from wherever the visitor is (the maps app works that out): to its position when known,
 * else to its own map link, else to its address.
 */
export function directionsUrl(business: Place): string | null {
  const { latitude, longitude } = business.location;
  if (latitude != null && longitude != null) return `https://www.google.com/maps/dir/?api=1&destination=${latitude},${longitude}`;
  if (business.googleMapsUrl) return business.googleMapsUrl;
  return business.address ? `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(business.address)}` : null;
}

/** A tel: link dials the digits alone, with the + of an international number. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/**
 * A chat with the listing's WhatsApp number, opened with a greeting the visitor can change before sending (in the
 * page's language: the 'business' catalogue's whatsappGreeting).
 */
export const whatsappHref = (whatsapp: string, greeting: string) => whatsappChatUrl(whatsapp, greeting);
