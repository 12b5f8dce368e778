import { describe, expect, it } from 'vitest';
import type { CityWords } from '../../worker/services/search/city-words.ts';
import { Gazetteer, kannadaCaseForms, type PlaceRecord } from '../../worker/services/search/gazetteer.ts';
import { inLatinLetters, readBySound, readQuery, readTyped } from '../../worker/services/search/query-reading.ts';
import { TradeLexicon, type TradeRecord } from '../../worker/services/search/trade-lexicon.ts';

/**
 * Reading one box as a table (docs/search.md, "Reading a query"): what a resident types → the words searched, the
 * place and the trade meant, against the seed's own gazetteer (scripts/seed/place-names.ts) and lexicon
 * (scripts/seed/lexicon.ts). No database: the reader is pure.
 */

/*
 * scripts/ is outside the worker's TypeScript project (tsconfig.worker.json): the seed is imported by a computed
 * specifier, resolved by Vitest at run time and typed here.
 */
const seed = async <T>(file: string) => (await import(/* @vite-ignore */ `../../scripts/seed/${file}`)) as T;
const { LOCALITIES } = await seed<{ LOCALITIES: { name: string; slug: string; pincodes: string[] }[] }>('localities.ts');
const { PLACE_NAMES } = await seed<{ PLACE_NAMES: Record<string, { name: string; pincode?: string }[]> }>('place-names.ts');

const city: PlaceRecord[] = LOCALITIES.map((locality) => ({
  name: locality.name,
  slug: locality.slug,
  pincodes: locality.pincodes,
  latitude: null,
  longitude: null,
  names: (PLACE_NAMES[locality.slug] ?? []).map(({ name, pincode }) => ({ name, pincode: pincode ?? null })),
}));
const gazetteer = new Gazetteer(city);
/** The places alone, so each place reading is seen without trades. */
const places: CityWords = { version: '', gazetteer, lexicon: new TradeLexicon([]) };

interface ConceptSeed {
  id: string;
  category: string;
  subcategory?: string;
  words: Record<'en' | 'hiLatn' | 'knLatn' | 'hi' | 'kn', string[]>;
}
const { TRADE_CONCEPTS } = await seed<{ TRADE_CONCEPTS: ConceptSeed[] }>('lexicon.ts');
const { CATEGORIES } = await seed<{ CATEGORIES: { slug: string; name: string }[] }>('categories.ts');
const trades: TradeRecord[] = TRADE_CONCEPTS.map((concept) => ({
  id: concept.id,
  category: concept.category,
  categoryName: CATEGORIES.find((category) => category.slug === concept.category)?.name ?? concept.category,
  subcategory: concept.subcategory ?? null,
  words: (['en', 'hiLatn', 'knLatn', 'hi', 'kn'] as const).flatMap((register) =>
    concept.words[register].map((word) => [word, register] as [string, typeof register]),
  ),
}));
const cityWords: CityWords = { version: '', gazetteer, lexicon: new TradeLexicon(trades) };
const categoryOf = (concept: string) => TRADE_CONCEPTS.find((c) => c.id === concept)?.category;
const pincodesOf = (slug: string) => LOCALITIES.find((l) => l.slug === slug)?.pincodes;

describe('reading where a query asks for', () => {
  const localities: [query: string, text: string, slug: string, pincodes?: string[]][] = [
    ['dentist jayanagar', 'dentist', 'jayanagar'],
    ['pg in btm', 'pg', 'btm-layout'],
    ['girls hostel btm', 'hostel', 'btm-layout'],
    ['dentist kormangala', 'dentist', 'koramangala'],
    ['restaurant in Koramangala 6th Block', 'restaurant', 'koramangala', ['560095']],
    ['gym hsr layout', 'gym', 'hsr-layout'],
    ['gym in hsr', 'gym', 'hsr-layout'],
    ['bakery J.P. Nagar', 'bakery', 'jp-nagar'],
    ['bakery jpnagar', 'bakery', 'jp-nagar'],
    ['chemist indira nagar', 'chemist', 'indiranagar'],
    ['tailor malleshwaram', 'tailor', 'malleswaram'],
    ['pg near silk board', 'pg', 'btm-layout'],
    ['plumber whitefield bangalore', 'plumber', 'whitefield'],
    ['xerox rajajinagar bengaluru', 'xerox', 'rajajinagar'],
    ['electrician e city', 'electrician', 'electronic-city'],
    ['jayanagar', '', 'jayanagar'],
    ['chemist jayanagr', 'chemist', 'jayanagar'],
    ['mechanic marathalli', 'mechanic', 'marathahalli'],
    ['ಜಯನಗರ ಫಾರ್ಮಸಿ', 'ಫಾರ್ಮಸಿ', 'jayanagar'],
    ['ಜಯನಗರದಲ್ಲಿ ಫಾರ್ಮಸಿ', 'ಫಾರ್ಮಸಿ', 'jayanagar'],
    ['ಕೋರಮಂಗಲದ ಬೇಕರಿ', 'ಬೇಕರಿ', 'koramangala'],
    ['ಮಲ್ಲೇಶ್ವರಂ ಹತ್ತಿರ ಟೈಲರ್', 'ಟೈಲರ್', 'malleswaram'],
    ['इंदिरानगर में जिम', 'जिम', 'indiranagar'],
    ['जयनगर के पास डॉक्टर', 'डॉक्टर', 'jayanagar'],
    ['silai wala koramangala ke paas', 'silai wala', 'koramangala'],
  ];
  it.each(localities)('%s', (query, text, slug, pincodes) => {
    const reading = readQuery(query, places, false);
    expect(reading.text).toBe(text);
    expect(reading.place).toMatchObject({ kind: 'locality', slug, pincodes: pincodes ?? pincodesOf(slug) });
  });

  it('takes a pincode anywhere in the text, before a locality, and drops the words around it', () => {
    expect(readQuery('physiotherapy near 560068', places, false)).toEqual({
      text: 'physiotherapy',
      place: { kind: 'pincode', name: '560068', pincodes: ['560068'] },
      attributes: [],
      synonyms: [],
    });
    expect(readQuery('xerox in blr 560038', places, false)).toMatchObject({ text: 'xerox', place: { kind: 'pincode', name: '560038' } });
    expect(readQuery('koramangala 560034 dosa', places, false)).toMatchObject({
      text: 'dosa',
      place: { kind: 'pincode', name: '560034' },
    });
  });

  it('reads "near me" as the visitor’s position only when the device sent one', () => {
    expect(readQuery('dentist near me', places, true)).toEqual({
      text: 'dentist',
      place: { kind: 'near', name: 'near you', pincodes: [] },
      attributes: [],
      synonyms: [],
    });
    expect(readQuery('dentist near me', places, false)).toEqual({ text: 'dentist', attributes: [], synonyms: [] });
    expect(readQuery('मेरे पास दवाई', places, true)).toMatchObject({ text: 'दवाई', place: { kind: 'near' } });
  });

  it('drops the city’s own name in any spelling, and leaves a query with no place as typed', () => {
    expect(readQuery('best biryani in bangalore', places, false)).toEqual({ text: 'best biryani', attributes: [], synonyms: [] });
    expect(readQuery('ಬೆಂಗಳೂರಿನಲ್ಲಿ ಬಿರಿಯಾನಿ', places, false)).toEqual({ text: 'ಬಿರಿಯಾನಿ', attributes: [], synonyms: [] });
    expect(readQuery('bake in a cup', places, false)).toEqual({ text: 'bake in a cup', attributes: [], synonyms: [] });
    expect(readQuery('side table', places, false)).toEqual({ text: 'side table', attributes: [], synonyms: [] });
  });

  it('leaves the words as typed, joiners and capitals too, while it reads them in the index’s form', () => {
    expect(readQuery('Sri Ganesh Silks in Jayanagar', places, false)).toMatchObject({
      text: 'Sri Ganesh Silks',
      place: { slug: 'jayanagar' },
    });
    expect(readQuery('ವೈಟ್\u200cಫೀಲ್ಡ್ ಬೇಕರಿ', places, false)).toMatchObject({ text: 'ಬೇಕರಿ', place: { slug: 'whitefield' } });
    expect(readQuery('ಬೇಕರಿ ವೈಟ್\u200cಫೀಲ್ಡ್', places, false).text).toBe('ಬೇಕರಿ');
    expect(readQuery('Café Noir, HSR', places, false)).toMatchObject({ text: 'Café Noir', place: { slug: 'hsr-layout' } });
  });

  it('says when a place was read through a typo, and never reads a short word or a trade as one', () => {
    expect(readQuery('chemist jayanagr', places, false).placeByTypo).toBe(true);
    expect(readQuery('chemist jayanagar', places, false).placeByTypo).toBeUndefined();
    for (const query of ['her salon', 'bakery', 'tailor', 'plumber', 'restaurant', 'hotel', 'dental', 'mall', 'temple', 'garden']) {
      expect(readQuery(query, places, false).place, query).toBeUndefined();
    }
  });

  it('takes the longest name: a block over its locality, a two-word name over a word of it', () => {
    expect(readQuery('jayanagar 4th block bakery', places, false)).toMatchObject({
      text: 'bakery',
      place: { slug: 'jayanagar', name: 'Jayanagar 4th Block', pincodes: ['560011'], part: true },
    });
    expect(readQuery('bakery jayanagar', places, false).place).not.toHaveProperty('part');
    expect(readQuery('cv raman nagar gym', places, false)).toMatchObject({ text: 'gym', place: { slug: 'cv-raman-nagar' } });
  });
});

describe('reading what trade a query asks for', () => {
  const table: [query: string, text: string, concept: string, place?: string][] = [
    ['physio near 560068', '', 'physiotherapy'],
    ['silai wala', '', 'tailor'],
    ['silaai wali koramangala', '', 'tailor', 'koramangala'],
    ['darji ki dukan', '', 'tailor'],
    ['gaadi repair', '', 'vehicle-mechanic'],
    ['ghar shift karna hai', '', 'packers-and-movers'],
    ['नलसाज़', '', 'plumber'],
    ['नलसाज', '', 'plumber'],
    ['ಫೋಟೋ ಸ್ಟುಡಿಯೋ', '', 'photographer'],
    ['ಜಯನಗರದಲ್ಲಿ ಫಾರ್ಮಸಿ', '', 'pharmacy', 'jayanagar'],
    ['girls hostel btm', '', 'pg', 'btm-layout'],
    ['dawaai ki dukaan indiranagar', '', 'pharmacy', 'indiranagar'],
    ['best dentist in jayanagar', '', 'dentist', 'jayanagar'],
    ['Meghana biryani', 'Meghana', 'biryani'],
    ['pharmcy hsr', '', 'pharmacy', 'hsr-layout'],
    ['ac repair whitefield', '', 'ac-service', 'whitefield'],
    ['इंदिरानगर में जिम', '', 'gym', 'indiranagar'],
    ['Sri Ganesh medicals', 'Sri Ganesh', 'pharmacy'],
  ];
  it.each(table)('%s', (query, text, concept, slug) => {
    const reading = readQuery(query, cityWords, false);
    expect(reading.text).toBe(text);
    expect(reading.trade).toMatchObject({ concept, category: categoryOf(concept) });
    if (slug) expect(reading.place).toMatchObject({ kind: 'locality', slug });
    else if (!query.includes('560068')) expect(reading.place).toBeUndefined();
  });

  it('names another trade left in the words, for when the first finds nothing with it', () => {
    const reading = readQuery('shaadi ka photographer', cityWords, false);
    expect(reading.trade?.concept).not.toBe(reading.otherTrade?.concept);
    expect(reading.otherTrade?.concept).toBe('photographer');
    expect(readQuery('silai wala', cityWords, false).otherTrade).toBeUndefined();
  });

  it('keeps the words of a trade narrower than its category, to be looked for with its sub-category and synonyms', () => {
    const { trade } = readQuery('dosa in jayanagar', cityWords, false);
    expect(trade).toMatchObject({ concept: 'south-indian', category: 'restaurant', subcategory: 'South Indian', phrase: 'dosa' });
    expect(trade?.synonyms.slice(0, 2)).toEqual(['dosa', 'south indian']);
    expect(trade?.synonyms.length).toBeLessThanOrEqual(8);
  });

  it('says when a trade was read through a typo, and reads no trade in words that are not one', () => {
    expect(readQuery('pharmcy', cityWords, false).trade?.typo).toBe(true);
    expect(readQuery('pharmacy', cityWords, false).trade?.typo).toBeUndefined();
    for (const query of ['sri ganesh silks', 'toit', 'ka ki ke', 'wala']) {
      const reading = readQuery(query, cityWords, false);
      expect(reading.trade, query).toBeUndefined();
      expect(reading.text, query).toBe(query);
    }
  });

  it('gives a place its longer name when a trade word is part of it, and a trade its own words beside a place', () => {
    expect(readQuery('electronic city mobile repair', cityWords, false).place).toMatchObject({ slug: 'electronic-city' });
    expect(readQuery('bakery jayanagar', cityWords, false)).toMatchObject({ trade: { concept: 'bakery' }, place: { slug: 'jayanagar' } });
  });

  it('searched as typed, reads no place and no trade, only the synonyms of the trade words', () => {
    const reading = readTyped('chemist jayanagar', cityWords);
    expect(reading.text).toBe('chemist jayanagar');
    expect(reading.place).toBeUndefined();
    expect(reading.trade).toBeUndefined();
    expect(reading.synonyms).toEqual([['chemist', expect.arrayContaining(['chemist', 'pharmacy', 'medical store'])]]);
  });
});

describe('reading what the listings must carry', () => {
  const table: [query: string, text: string, attributes: string[], concept?: string][] = [
    ['girls hostel btm', '', ['women'], 'pg'],
    ['pg for boys in koramangala', '', ['men'], 'pg'],
    ['ladies tailor', '', ['women'], 'tailor'],
    ['pure veg restaurant', '', ['pure-veg'], 'restaurant'],
    ['pharmacy open at night', '', ['open-at-night'], 'pharmacy'],
    ['chemist 24x7', '', ['open-24-hours'], 'pharmacy'],
    ['dentist open on sunday jayanagar', '', ['open-sunday'], 'dentist'],
    ['ravivar khula doctor', '', ['open-sunday'], 'general-medicine'],
    ['sasta pg', '', ['budget'], 'pg'],
    ['ladkiyon ke liye pg', '', ['women'], 'pg'],
    ['लड़कियों के लिए पीजी', '', ['women']],
    ['ಮಹಿಳೆಯರ ಜಿಮ್', '', ['women'], 'gym'],
    ['ಶುದ್ಧ ಸಸ್ಯಾಹಾರಿ ಹೋಟೆಲ್', '', ['pure-veg'], 'restaurant'],
    ['physio home visit', '', ['home-visit'], 'physiotherapy'],
    // A trade's own words say it too, where its listings can carry it: florists that deliver.
    ['flower delivery', '', ['home-delivery'], 'florist'],
    ['biryani home delivery', '', ['home-delivery'], 'biryani'],
    ['cheap veg meals at night', '', ['pure-veg', 'open-at-night', 'budget'], 'meals'],
  ];
  it.each(table)('%s', (query, text, attributes, concept) => {
    const reading = readQuery(query, cityWords, false);
    expect(reading.text).toBe(text);
    expect(reading.attributes).toEqual(attributes);
    if (concept) expect(reading.trade?.concept).toBe(concept);
  });

  it('reads no attribute where there is none, and a trade’s own phrase keeps its words', () => {
    for (const query of ['sri ganesh silks', 'toit', 'manjunath stores', 'non veg hotel', 'non veg restaurant', 'ನಾನ್ ವೆಜ್ ಹೋಟೆಲ್'])
      expect(readQuery(query, cityWords, false).attributes, query).toEqual([]);
  });
});

describe('reading by sound, the second chance', () => {
  it.each([
    // Another script, said in the visitor's script or in English, never in a third.
    ['फ्लोरिस्ट', 'florist', 'script', 'florists'],
    ['ऑडिटर', /^[a-z ]+$/, 'script', 'chartered-accountants'],
    // The nearest trade by its consonants, where the words are near enough.
    ['catters', 'caterers', 'nearest', 'caterers'],
    // Grammar and connecting words are never part of it.
    ['फ्लोरिस्ट चाहिए', 'florist', 'script', 'florists'],
  ] as const)('%s', (text, word, by, category) => {
    const reading = readBySound(text, cityWords);
    expect(reading).toMatchObject({ by, trade: { category } });
    if (typeof word === 'string') expect(reading?.word).toBe(word);
    else expect(reading?.word).toMatch(word);
  });

  it('makes up no trade from consonants alone, nor from a connecting word', () => {
    expect(readBySound('mistri', cityWords)).toBeUndefined();
    expect(readBySound('किराए पर', cityWords)?.trade.category).not.toBe('salons');
  });

  it('writes Kannada and Devanagari words in Latin letters for names, and leaves Latin alone', () => {
    expect(inLatinLetters('ಗಣೇಶ ಟೈಲರ್ಸ್')).toBe('ganesh tailars');
    expect(inLatinLetters('ganesh tailors')).toBeUndefined();
  });
});

describe('Kannada case forms of a place name', () => {
  it.each([
    ['ಜಯನಗರ', ['ಜಯನಗರದಲ್ಲಿ', 'ಜಯನಗರದ']],
    ['ಬೆಂಗಳೂರು', ['ಬೆಂಗಳೂರಿನಲ್ಲಿ', 'ಬೆಂಗಳೂರಿನ']],
    ['ಬನಶಂಕರಿ', ['ಬನಶಂಕರಿಯಲ್ಲಿ', 'ಬನಶಂಕರಿಯ']],
    ['ಮಲ್ಲೇಶ್ವರಂ', ['ಮಲ್ಲೇಶ್ವರದಲ್ಲಿ', 'ಮಲ್ಲೇಶ್ವರದ']],
    ['Jayanagar', []],
  ])('%s', (name, forms) => {
    expect(kannadaCaseForms(name)).toEqual(forms);
  });
});
