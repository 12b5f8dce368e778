import { mediaUrl } from './business-shape.ts';

/**
 * A category and a locality as the directory's SQL reads them, for the public lists (worker/services/businesses.ts) and
 * the admins' (worker/services/admin/categories.ts, localities.ts) alike: the columns, and their row's type, once.
 */

/** A category's own columns, from `categories c`. */
export const CATEGORY_COLUMNS = `c.id, c.name, c.slug, c.icon, c.color, c.description, c.tagline, c.image_url,
  c.name_kn, c.name_hi, c.description_kn, c.description_hi, c.tagline_kn, c.tagline_hi`;

export interface CategoryColumns {
  id: string;
  name: string;
  slug: string;
  icon: string;
  color: string;
  description: string | null;
  tagline: string | null;
  image_url: string | null;
  name_kn: string | null;
  name_hi: string | null;
  description_kn: string | null;
  description_hi: string | null;
  tagline_kn: string | null;
  tagline_hi: string | null;
}

/**
 * A category's fields as both lists answer them, its image as a browser fetches it. Its texts in Kannada and Hindi
 * (issue 38) come beside the English ones, which keep their names: null where the catalogue has none, and a reader
 * then shows the English.
 */
export function categoryFields(row: CategoryColumns, mediaBase: string) {
  return {
    name: row.name,
    nameKn: row.name_kn ?? null,
    nameHi: row.name_hi ?? null,
    slug: row.slug,
    icon: row.icon,
    color: row.color,
    description: row.description,
    descriptionKn: row.description_kn ?? null,
    descriptionHi: row.description_hi ?? null,
    tagline: row.tagline,
    taglineKn: row.tagline_kn ?? null,
    taglineHi: row.tagline_hi ?? null,
    image: row.image_url ? mediaUrl(mediaBase, row.image_url) : null,
  };
}

/** A locality's fields as both lists answer them, its pincodes parsed; its Kannada and Hindi texts as a category's. */
export function locationFields(row: LocationColumns, mediaBase: string) {
  return {
    name: row.name,
    nameKn: row.name_kn ?? null,
    nameHi: row.name_hi ?? null,
    slug: row.slug,
    description: row.description,
    descriptionKn: row.description_kn ?? null,
    descriptionHi: row.description_hi ?? null,
    image: row.image_url ? mediaUrl(mediaBase, row.image_url) : null,
    latitude: row.latitude,
    longitude: row.longitude,
    pincodes: JSON.parse(row.pincodes) as string[],
  };
}

/** A locality's own columns, from `locations l`, with its pincodes in order as a JSON array. */
export const LOCATION_COLUMNS = `l.id, l.name, l.slug, l.description, l.image_url, l.latitude, l.longitude,
  l.name_kn, l.name_hi, l.description_kn, l.description_hi,
  (SELECT json_group_array(pincode) FROM (SELECT pincode FROM location_pincodes WHERE location_id = l.id ORDER BY position)) AS pincodes`;

export interface LocationColumns {
  id: string;
  name: string;
  slug: string;
  description: string | null;
  name_kn: string | null;
  name_hi: string | null;
  description_kn: string | null;
  description_hi: string | null;
  image_url: string | null;
  latitude: number | null;
  longitude: number | null;
  /** JSON: the pincodes in their order. */
  pincodes: string;
}
