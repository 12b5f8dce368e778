import { beforeAll, describe, expect, it } from 'vitest';
import { tidyText } from '../../worker/contracts/city-text.ts';
import { INDIAN_MOBILE_PATTERN } from '../../worker/contracts/common.ts';
import { listingCreateSchema } from '../../worker/contracts/owner.ts';
import { CATEGORIES } from '../../scripts/seed/categories.ts';
import { DEFAULT_BUSINESSES, DEFAULT_SEED, generate, SEED_LANDLINE, type Dataset } from '../../scripts/seed/generate.ts';
import { LOCALITIES } from '../../scripts/seed/localities.ts';
import { NAME_WORDS, nameInScripts } from '../../scripts/seed/name-scripts.ts';
import { PLACE_NAMES } from '../../scripts/seed/place-names.ts';
import { placeKey } from '../../worker/services/search/gazetteer.ts';
import { FIRST_NAMES, SURNAMES } from '../../scripts/seed/people.ts';
import { loadPincodes } from '../../scripts/seed/pincodes.ts';
import { tradesOf, type Trade } from '../../scripts/seed/trades/index.ts';

/*
 * The demo city (`npm run seed`, `npm start`, the browser journeys) reads like a real one (issue 34): a chai shop gets
 * chai-shop reviews and services, WhatsApp goes only to mobiles, and what waits for an admin was sent recently. Built
 * in memory from the seed's own generator, as the seed builds it.
 */

const NOW = new Date('2026-11-23T00:00:00.000Z');
const DAY = 86_400_000;

type Business = Dataset['businesses'][number];
const city = {} as { [Table in keyof Dataset]: Dataset[Table] };
const trades = new Map(CATEGORIES.map((category) => [category.slug, tradesOf(category)]));
const categoryOf = new Map<string, string>();
const tradeOf = new Map<string, Trade>();

beforeAll(() => {
  for (const batch of generate({
    businesses: DEFAULT_BUSINESSES,
    seed: DEFAULT_SEED,
    now: NOW,
    pincodes: loadPincodes(),
    demoPasswordHash: 'not-a-real-hash',
  })) {
    for (const [table, rows] of Object.entries(batch) as [keyof Dataset, unknown[]][]) {
      const list = (city[table] ??= []) as unknown[];
      for (const row of rows) list.push(row);
    }
  }
  const slugs = new Map((city.categories ?? []).map((category) => [category.id, category.slug]));
  for (const business of city.businesses) {
    const slug = slugs.get(business.categoryId) as string;
    categoryOf.set(business.id, slug);
    const trade = trades.get(slug)?.get(business.subcategory ?? '');
    if (trade) tradeOf.set(business.id, trade);
  }
}, 120_000);

const businessById = () => new Map(city.businesses.map((business) => [business.id, business]));

/** A review's sentences as a reader sees them, with the business's own name (which may hold a full stop) set aside. */
function sentences(content: string, business: Business): string[] {
  return content
    .split(business.name)
    .join('{name}')
    .split(/(?<=[.!?])\s+/)
    .map((sentence) => sentence.trim().toLowerCase())
    .filter(Boolean);
}

describe('the demo city’s reviews', () => {
  it('never repeat a sentence across two categories', () => {
    const businesses = businessById();
    const categoriesBySentence = new Map<string, Set<string>>();
    for (const review of city.reviews) {
      const business = businesses.get(review.businessId) as Business;
      for (const sentence of sentences(review.content, business)) {
        const seen = categoriesBySentence.get(sentence) ?? new Set<string>();
        seen.add(categoryOf.get(business.id) as string);
        categoriesBySentence.set(sentence, seen);
      }
    }
    const shared = [...categoriesBySentence].filter(([, categories]) => categories.size > 1);
    expect(shared.map(([sentence, categories]) => `${sentence} (${[...categories].join(', ')})`)).toEqual([]);
    expect(categoriesBySentence.size).toBeGreaterThan(1000);
  });

  it('are mostly different from each other, from one line to a short paragraph', () => {
    const businesses = businessById();
    const contents = city.reviews.map((review) => review.content);
    expect(new Set(contents).size / contents.length).toBeGreaterThan(0.8);
    const lengths = city.reviews.map((review) => sentences(review.content, businesses.get(review.businessId) as Business).length);
    expect(lengths.filter((length) => length === 1).length / lengths.length).toBeGreaterThan(0.1);
    expect(lengths.filter((length) => length >= 4).length / lengths.length).toBeGreaterThan(0.1);
    // A few leave the title empty, as people do.
    expect(city.reviews.some((review) => review.title === null)).toBe(true);
  });

  it('say what their rating says: no sentence of a five-star review appears in a critical one of the trade', () => {
    const businesses = businessById();
    const byStars = (stars: (rating: number) => boolean) => {
      const found = new Set<string>();
      for (const review of city.reviews.filter((candidate) => stars(candidate.rating))) {
        const business = businesses.get(review.businessId) as Business;
        for (const sentence of sentences(review.content, business)) found.add(`${categoryOf.get(business.id)}: ${sentence}`);
      }
      return found;
    };
    const glowing = byStars((rating) => rating === 5);
    const critical = byStars((rating) => rating <= 2);
    expect(city.reviews.some((review) => review.rating === 1)).toBe(true);
    expect(glowing.size).toBeGreaterThan(100);
    expect(critical.size).toBeGreaterThan(10);
    expect([...critical].filter((sentence) => glowing.has(sentence))).toEqual([]);
  });
});

describe('the demo city’s businesses', () => {
  it('each belong to one sub-category of their category, with its services, amenities and keywords', () => {
    const strays: string[] = [];
    for (const business of city.businesses) {
      const slug = categoryOf.get(business.id) as string;
      const category = CATEGORIES.find((candidate) => candidate.slug === slug);
      const trade = tradeOf.get(business.id);
      if (!category || !trade || !category.subcategories.includes(business.subcategory ?? '')) {
        strays.push(`${business.name}: sub-category ${business.subcategory} of ${slug}`);
        continue;
      }
      const others = [...(trades.get(slug)?.values() ?? [])].filter((other) => other !== trade);
      const tags = [
        ...(business.services ?? []).map((value) => ({ kind: 'service', value })),
        ...(business.amenities ?? []).map((value) => ({ kind: 'amenity', value })),
        ...(business.keywords ?? []).map((value) => ({ kind: 'keyword', value })),
      ];
      for (const tag of tags) {
        const allowed =
          tag.kind === 'service'
            ? trade.services.includes(tag.value) && category.services.includes(tag.value)
            : tag.kind === 'amenity'
              ? trade.amenities.includes(tag.value) && category.amenities.includes(tag.value)
              : // A keyword is the trade's own, or shared by the whole category: never another sub-category's.
                trade.ownKeywords.includes(tag.value) ||
                (trade.sharedKeywords.includes(tag.value) && !others.some((other) => other.ownKeywords.includes(tag.value)));
        if (!allowed) strays.push(`${business.name} (${business.subcategory}): ${tag.kind} '${tag.value}'`);
      }
    }
    expect(strays).toEqual([]);
  });

  it('are named for their own trade: no name carries a word only another sub-category’s names use', () => {
    // Words any name may hold: people's names, localities and small words like 'Sri', 'New' or '&'.
    const common = new Set([...FIRST_NAMES, ...SURNAMES, ...LOCALITIES.map((locality) => locality.name)].flatMap((name) => words(name)));
    const misnamed: string[] = [];
    for (const [slug, byName] of trades) {
      const vocabulary = new Map([...byName].map(([sub, trade]) => [sub, new Set(nameWords(trade))]));
      for (const business of city.businesses.filter((candidate) => categoryOf.get(candidate.id) === slug)) {
        const own = vocabulary.get(business.subcategory ?? '') ?? new Set<string>();
        for (const word of words(business.name)) {
          if (own.has(word) || common.has(word) || /^\d+$/.test(word)) continue;
          const owners = [...vocabulary].filter(([, vocabularyOf]) => vocabularyOf.has(word)).map(([sub]) => sub);
          if (owners.length > 0) misnamed.push(`${business.name} (${business.subcategory}) says '${word}', a word of ${owners.join(', ')}`);
        }
      }
    }
    expect(misnamed).toEqual([]);
  });

  it('write their trade into sentences as Bengaluru writes it: places, peoples and abbreviations keep their capitals', () => {
    const lowered = city.businesses
      .flatMap((business) => [business.description ?? '', business.tagline ?? ''])
      .filter((text) => /\b(north indian|south indian|kerala|andhra|chinese|bengali|ent|spoken english)\b/.test(text));
    expect(lowered).toEqual([]);
    // The rest of a sub-category reads in lower case mid-sentence.
    expect(city.businesses.some((business) => /\bNorth Indian recipes\b/.test(business.description ?? ''))).toBe(true);
  });

  it('give WhatsApp only a mobile: most shops with a mobile, some with a landline on a second number, never a landline', () => {
    const withMobile = city.businesses.filter((business) => !SEED_LANDLINE.test(business.phone ?? ''));
    const withLandline = city.businesses.filter((business) => SEED_LANDLINE.test(business.phone ?? ''));
    expect(withLandline.length).toBeGreaterThan(50);

    for (const business of city.businesses) {
      if (business.whatsapp == null) continue;
      expect(business.whatsapp, business.name).toMatch(INDIAN_MOBILE_PATTERN);
      expect(business.whatsapp, business.name).not.toMatch(SEED_LANDLINE);
      expect(business.whatsapp.startsWith('+91'), business.name).toBe(true);
    }
    const mobileOnWhatsApp = withMobile.filter((business) => business.whatsapp === business.phone).length / withMobile.length;
    expect(mobileOnWhatsApp).toBeGreaterThan(0.75);
    expect(mobileOnWhatsApp).toBeLessThan(0.95);
    const landlineWithWhatsApp = withLandline.filter((business) => business.whatsapp != null);
    expect(landlineWithWhatsApp.length / withLandline.length).toBeGreaterThan(0.2);
    expect(landlineWithWhatsApp.length).toBeLessThan(withLandline.length);
    expect(landlineWithWhatsApp.every((business) => business.whatsapp !== business.phone)).toBe(true);
  });

  it('put only recent submissions in the admin queue, while established listings go back years', () => {
    const pending = city.businesses.filter((business) => business.status === 'pending');
    expect(pending.length).toBeGreaterThan(0);
    const ages = pending.map((business) => NOW.getTime() - (business.createdAt as Date).getTime());
    expect(ages.filter((age) => age < 0 || age > 14 * DAY)).toEqual([]);
    const oldest = Math.max(
      ...city.businesses
        .filter((business) => business.status === 'approved')
        .map((business) => NOW.getTime() - (business.createdAt as Date).getTime()),
    );
    expect(oldest).toBeGreaterThan(365 * DAY);
  });
});

describe('the demo city’s names in Kannada and Hindi', () => {
  const KANNADA = /^[\u0C80-\u0CFF0-9 &.'-]+$/;
  const DEVANAGARI = /^[\u0900-\u097F0-9 &.'-]+$/;
  const share = (count: number) => count / city.businesses.length;

  it('are on most listings in Kannada and some in Hindi, a Hindi one always beside a Kannada one', () => {
    const inKannada = city.businesses.filter((business) => business.nameKn);
    const inHindi = city.businesses.filter((business) => business.nameHi);
    expect(share(inKannada.length)).toBeGreaterThan(0.6);
    expect(share(inKannada.length)).toBeLessThan(0.8);
    expect(share(inHindi.length)).toBeGreaterThan(0.12);
    expect(share(inHindi.length)).toBeLessThan(0.28);
    expect(inHindi.filter((business) => !business.nameKn)).toEqual([]);
  });

  it('are wholly in their script, composed, and what an owner could type for them', () => {
    const named = city.businesses.filter((business) => business.nameKn || business.nameHi);
    const wrong = named.flatMap((business) => {
      const { nameKn, nameHi } = business;
      const refused = [
        nameKn && !KANNADA.test(nameKn) && `${nameKn} is not all Kannada`,
        nameHi && !DEVANAGARI.test(nameHi) && `${nameHi} is not all Devanagari`,
        ...[nameKn, nameHi].map((name) => name && tidyText(name) !== name && `${name} is not stored as typed names are`),
        !listingCreateSchema.shape.nameKn.safeParse(nameKn ?? undefined).success && `${nameKn} would be refused`,
        !listingCreateSchema.shape.nameHi.safeParse(nameHi ?? undefined).success && `${nameHi} would be refused`,
      ];
      return refused.filter(Boolean);
    });
    expect(wrong).toEqual([]);
  });

  it('are spelt word for word from the table, and a name with a word the table lacks stays English only', () => {
    const spelt = city.businesses.map(
      (business) => [business.name, business.nameKn, business.nameHi, nameInScripts(business.name)] as const,
    );
    expect(spelt.filter(([, kn, , scripts]) => kn && kn !== scripts?.kannada)).toEqual([]);
    expect(spelt.filter(([, , hi, scripts]) => hi && hi !== scripts?.devanagari)).toEqual([]);
    // Possessives and the words left out of the table are never half spelt.
    expect(spelt.filter(([name, kn]) => kn && /'s\b|Whitefield|Saree/.test(name))).toEqual([]);

    expect(nameInScripts('Sri Lakshmi Provision Stores')).toEqual({
      kannada: 'ಶ್ರೀ ಲಕ್ಷ್ಮಿ ಪ್ರಾವಿಷನ್ ಸ್ಟೋರ್ಸ್',
      devanagari: 'श्री लक्ष्मी प्रोविज़न स्टोर्स',
    });
    expect(nameInScripts('Hotel Kavya Grand')).toEqual({ kannada: 'ಹೋಟೆಲ್ ಕಾವ್ಯ ಗ್ರ್ಯಾಂಡ್', devanagari: 'होटल काव्या ग्रैंड' });
    // A locality is spelt as a phrase, the generator's comma before it left out.
    expect(nameInScripts('Balaji Medicals, JP Nagar')?.kannada).toBe('ಬಾಲಾಜಿ ಮೆಡಿಕಲ್ಸ್ ಜೆ.ಪಿ. ನಗರ');
    expect(nameInScripts("Neha's Beauty Studio")).toBeNull();
    expect(nameInScripts('Sri Quokka Stores')).toBeNull();
  });

  it('take every spelling from the scripts’ own letters, composed, with no invisible joiners', () => {
    const wrong = Object.entries(NAME_WORDS).flatMap(([english, [kannada, devanagari]]) =>
      [
        !KANNADA.test(kannada) && `${english}: ${kannada}`,
        !DEVANAGARI.test(devanagari) && `${english}: ${devanagari}`,
        tidyText(kannada) !== kannada && `${english}: ${kannada} is not composed`,
        tidyText(devanagari) !== devanagari && `${english}: ${devanagari} is not composed`,
      ].filter(Boolean),
    );
    expect(wrong).toEqual([]);
  });
});

describe('the gazetteer of the demo city', () => {
  it('names every locality in Kannada and in Devanagari, besides the names residents type in Latin', () => {
    const lacking = LOCALITIES.filter((locality) => {
      const names = (PLACE_NAMES[locality.slug] ?? []).map(({ name }) => name);
      return !names.some((name) => /[\u0c80-\u0cff]/u.test(name)) || !names.some((name) => /[\u0900-\u097f]/u.test(name));
    });
    expect(lacking.map((locality) => locality.slug)).toEqual([]);
    expect(Object.keys(PLACE_NAMES).sort()).toEqual(LOCALITIES.map((locality) => locality.slug).sort());
  });

  it('lets no name stand for two localities as the search reads it, and gives a part only its locality’s own pincode', () => {
    const owner = new Map<string, string>();
    const clashes: string[] = [];
    for (const locality of LOCALITIES) {
      for (const name of [locality.name, ...(PLACE_NAMES[locality.slug] ?? []).map((entry) => entry.name)]) {
        const known = owner.get(placeKey(name));
        if (known && known !== locality.slug) clashes.push(`${name}: ${known} and ${locality.slug}`);
        owner.set(placeKey(name), locality.slug);
      }
    }
    expect(clashes).toEqual([]);
    const strayPincodes = LOCALITIES.flatMap((locality) =>
      (PLACE_NAMES[locality.slug] ?? []).filter(({ pincode }) => pincode !== undefined && !locality.pincodes.includes(pincode)),
    );
    expect(strayPincodes).toEqual([]);
  });

  it('is written for the localities the seed writes', () => {
    const seeded = new Set(city.locations.map((location) => location.id));
    expect(city.placeNames.length).toBe(Object.values(PLACE_NAMES).flat().length);
    expect(city.placeNames.filter((row) => !seeded.has(row.locationId))).toEqual([]);
  });
});

/** Lower-cased words of a name ('Sri Ganesh Bike Point' → sri, ganesh, bike, point). */
function words(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 2);
}

/** Every word a trade's names can be made of: its patterns' own words, its name words and the sub-category. */
function nameWords(trade: Trade): string[] {
  return [...trade.namePatterns.map((pattern) => pattern.replace(/\{\w+\}/g, ' ')), ...trade.nameWords, trade.subcategory].flatMap(words);
}
