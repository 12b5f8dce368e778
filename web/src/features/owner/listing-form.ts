import type { z } from 'zod';
import { tidyText } from '@contracts/city-text.ts';
import { formatPhone } from '@contracts/format.ts';
import { HELD_FIELDS, OWNER_SOCIAL_NETWORKS, type listingUpdateSchema } from '@contracts/owner.ts';
import type { Messages } from '../../i18n/catalogues.ts';
import type { OwnerListing } from './owner-types.ts';

/*
 * The listing form's values (docs/product.md §2.24, §2.25), kept as the text its boxes hold, and the way between them
 * and what `owner.createListing` and `owner.updateListing` take. The lists are typed as comma-separated words and the
 * social links one box per network; the shared zod contracts judge the result, so the form and the server agree.
 */

export type SocialNetwork = (typeof OWNER_SOCIAL_NETWORKS)[number];

const NO_LINKS = Object.fromEntries(OWNER_SOCIAL_NETWORKS.map((network) => [network, ''])) as Record<SocialNetwork, string>;

/** Every box of the form, in the order the form shows them (the first invalid one gets focus). */
export const EMPTY_LISTING_FORM = {
  name: '',
  nameKn: '',
  nameHi: '',
  category: '',
  subcategory: '',
  description: '',
  priceRange: '2',
  serves: '',
  pureVeg: '',
  homeVisit: '',
  homeDelivery: '',
  address: '',
  pincode: '',
  phone: '',
  whatsapp: '',
  email: '',
  website: '',
  amenities: '',
  keywords: '',
  ...NO_LINKS,
};

export type ListingFormValues = typeof EMPTY_LISTING_FORM;
export type ListingFormField = keyof ListingFormValues;

/** The fields of a listing as the owner reads their names (keys of the `owner` catalogue), for the form's labels and the "waits for review" notes. */
export const FIELD_LABEL_KEYS = {
  name: 'fieldName',
  nameKn: 'fieldNameKn',
  nameHi: 'fieldNameHi',
  category: 'fieldCategory',
  subcategory: 'fieldSubcategory',
  description: 'fieldDescription',
  priceRange: 'fieldPriceRange',
  serves: 'fieldServes',
  pureVeg: 'fieldPureVeg',
  homeVisit: 'fieldHomeVisit',
  homeDelivery: 'fieldHomeDelivery',
  address: 'fieldAddress',
  pincode: 'fieldPincode',
  phone: 'fieldPhone',
  whatsapp: 'fieldWhatsapp',
  email: 'fieldEmail',
  website: 'fieldWebsite',
  amenities: 'fieldAmenities',
  keywords: 'fieldKeywords',
  socialMedia: 'fieldSocialMedia',
} as const satisfies Record<string, keyof Messages<'owner'>>;

/** The social networks' own names, the same in every language. */
const NETWORK_NAMES: Record<SocialNetwork, string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  twitter: 'Twitter',
  youtube: 'YouTube',
  linkedin: 'LinkedIn',
};

export type FieldLabels = Pick<Messages<'owner'>, (typeof FIELD_LABEL_KEYS)[keyof typeof FIELD_LABEL_KEYS]>;

/** A field's name in the page's language: `fieldLabel(useMessages('owner'), 'phone')`. */
export function fieldLabel(t: FieldLabels, field: string): string {
  if (Object.hasOwn(FIELD_LABEL_KEYS, field)) return t[FIELD_LABEL_KEYS[field as keyof typeof FIELD_LABEL_KEYS]]();
  return Object.hasOwn(NETWORK_NAMES, field) ? NETWORK_NAMES[field as SocialNetwork] : field;
}

/** The fields of an approved listing whose edits an admin checks first; every other field goes live when saved. */
export const REVIEWED_FIELDS: readonly string[] = HELD_FIELDS;

/** Comma-separated words as a list, without the empty pieces that a trailing comma leaves. */
export function wordsOf(text: string): string[] {
  return text
    .split(/[,\n]/)
    .map((word) => word.trim())
    .filter(Boolean);
}

function linksOf(values: ListingFormValues): Partial<Record<SocialNetwork, string>> {
  return Object.fromEntries(OWNER_SOCIAL_NETWORKS.filter((network) => values[network].trim()).map((network) => [network, values[network]]));
}

/** The listing's yes-or-no boxes (a ticked box holds 'true'). */
const YES_OR_NO = ['pureVeg', 'homeVisit', 'homeDelivery'] as const satisfies readonly ListingFormField[];
type YesOrNo = (typeof YES_OR_NO)[number];

function yesOrNo(values: ListingFormValues): Record<YesOrNo, boolean> {
  return Object.fromEntries(YES_OR_NO.map((field) => [field, values[field] === 'true'])) as Record<YesOrNo, boolean>;
}

/** A new listing as `listingCreateSchema` takes it; blank optional boxes are left out by the schema itself. */
export function createInputOf(values: ListingFormValues) {
  return {
    name: values.name,
    nameKn: values.nameKn,
    nameHi: values.nameHi,
    category: values.category,
    subcategory: values.subcategory,
    description: values.description,
    address: values.address,
    pincode: values.pincode,
    phone: values.phone,
    whatsapp: values.whatsapp,
    email: values.email,
    website: values.website,
    priceRange: Number(values.priceRange),
    serves: values.serves,
    ...yesOrNo(values),
    amenities: wordsOf(values.amenities),
    keywords: wordsOf(values.keywords),
    socialMedia: linksOf(values),
  };
}

/** A listing's current values in the form's boxes. */
export function formOfListing(listing: OwnerListing): ListingFormValues {
  const links = listing.socialMedia as Partial<Record<string, string>>;
  return {
    name: listing.name,
    nameKn: listing.nameKn ?? '',
    nameHi: listing.nameHi ?? '',
    category: listing.category.slug,
    subcategory: listing.subcategory ?? '',
    description: listing.description ?? '',
    priceRange: String(listing.priceRange),
    serves: listing.serves ?? '',
    pureVeg: listing.pureVeg ? 'true' : '',
    homeVisit: listing.homeVisit ? 'true' : '',
    homeDelivery: listing.homeDelivery ? 'true' : '',
    address: listing.address ?? '',
    pincode: listing.pincode ?? '',
    // The boxes show the numbers as every screen writes them; the schema takes the spaces back out on saving.
    phone: formatPhone(listing.phone ?? ''),
    whatsapp: formatPhone(listing.whatsapp ?? ''),
    email: listing.email ?? '',
    website: listing.website ?? '',
    amenities: listing.amenities.join(', '),
    keywords: listing.keywords.join(', '),
    ...(Object.fromEntries(OWNER_SOCIAL_NETWORKS.map((network) => [network, links[network] ?? ''])) as Record<SocialNetwork, string>),
  };
}

/** An edit as `owner.updateListing` takes it, before the schema's checks. */
export type ListingChanges = z.input<typeof listingUpdateSchema>;

const TEXT_FIELDS = [
  'name',
  'nameKn',
  'nameHi',
  'category',
  'subcategory',
  'description',
  'address',
  'pincode',
  'phone',
  'whatsapp',
  'email',
  'website',
] as const satisfies readonly ListingFormField[];

const NAME_FIELDS: readonly string[] = ['name', 'nameKn', 'nameHi'];

/**
 * A number retyped with other spaces ('98450 12345' for '+91 98450 12345') is the same number, and a name is compared
 * as it would be stored (tidyText: composed, no invisible characters): neither is an edit to review.
 */
const comparable = (field: (typeof TEXT_FIELDS)[number], value: string) =>
  field === 'phone' || field === 'whatsapp' ? formatPhone(value) : NAME_FIELDS.includes(field) ? tidyText(value) : value.trim();

/**
 * Only what the owner changed, as `listingUpdateSchema` takes it: a box emptied is sent empty (the schema clears an
 * optional field, or names a required one), a list or the social links as a whole. Empty when nothing changed.
 */
export function changesOf(values: ListingFormValues, saved: ListingFormValues): ListingChanges {
  const changes: Record<string, unknown> = {};
  for (const field of TEXT_FIELDS) if (comparable(field, values[field]) !== comparable(field, saved[field])) changes[field] = values[field];
  if (values.priceRange !== saved.priceRange) changes.priceRange = Number(values.priceRange);
  if (values.serves !== saved.serves) changes.serves = values.serves;
  for (const [field, yes] of Object.entries(yesOrNo(values)))
    if (values[field as YesOrNo] !== saved[field as YesOrNo]) changes[field] = yes;
  for (const field of ['amenities', 'keywords'] as const) {
    const words = wordsOf(values[field]);
    if (words.join('\n') !== wordsOf(saved[field]).join('\n')) changes[field] = words;
  }
  if (OWNER_SOCIAL_NETWORKS.some((network) => values[network].trim() !== saved[network].trim())) changes.socialMedia = linksOf(values);
  return changes as ListingChanges;
}

/**
 * The box a message belongs to, from a zod issue's path or the server's dotted field name: an edit's fields come
 * inside `changes`, a list's words by their index, the social links by their network.
 */
export function listingFieldOf(path: readonly PropertyKey[] | string): string | undefined {
  const parts = (typeof path === 'string' ? path.split('.') : path.map(String)).filter((part) => part !== 'changes');
  return parts[0] === 'socialMedia' ? parts[1] : parts[0];
}
