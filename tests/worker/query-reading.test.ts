import { describe, expect, it } from 'vitest';
import { Gazetteer, kannadaCaseForms, type PlaceRecord } from '../../worker/services/search/gazetteer.ts';
import { readQuery } from '../../worker/services/search/query-reading.ts';

/**
 * Reading one box as a table (docs/search.md, "Reading a query"): what a resident types → the words searched and the
 * place meant, against the seed's own gazetteer (scripts/seed/place-names.ts). No database: the reader is pure.
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
const pincodesOf = (slug: string) => LOCALITIES.find((l) => l.slug === slug)?.pincodes;

describe('reading where a query asks for', () => {
  const localities: [query: string, text: string, slug: string, pincodes?: string[]][] = [
    ['dentist jayanagar', 'dentist', 'jayanagar'],
    ['pg in btm', 'pg', 'btm-layout'],
    ['girls hostel btm', 'girls hostel', 'btm-layout'],
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
    const reading = readQuery(query, gazetteer, false);
    expect(reading.text).toBe(text);
    expect(reading.place).toMatchObject({ kind: 'locality', slug, pincodes: pincodes ?? pincodesOf(slug) });
  });

  it('takes a pincode anywhere in the text, before a locality, and drops the words around it', () => {
    expect(readQuery('physiotherapy near 560068', gazetteer, false)).toEqual({
      text: 'physiotherapy',
      place: { kind: 'pincode', name: '560068', pincodes: ['560068'] },
    });
    expect(readQuery('xerox in blr 560038', gazetteer, false)).toMatchObject({ text: 'xerox', place: { kind: 'pincode', name: '560038' } });
    expect(readQuery('koramangala 560034 dosa', gazetteer, false)).toMatchObject({
      text: 'dosa',
      place: { kind: 'pincode', name: '560034' },
    });
  });

  it('reads "near me" as the visitor’s position only when the device sent one', () => {
    expect(readQuery('dentist near me', gazetteer, true)).toEqual({
      text: 'dentist',
      place: { kind: 'near', name: 'near you', pincodes: [] },
    });
    expect(readQuery('dentist near me', gazetteer, false)).toEqual({ text: 'dentist' });
    expect(readQuery('मेरे पास दवाई', gazetteer, true)).toMatchObject({ text: 'दवाई', place: { kind: 'near' } });
  });

  it('drops the city’s own name in any spelling, and leaves a query with no place as typed', () => {
    expect(readQuery('best biryani in bangalore', gazetteer, false)).toEqual({ text: 'best biryani' });
    expect(readQuery('ಬೆಂಗಳೂರಿನಲ್ಲಿ ಬಿರಿಯಾನಿ', gazetteer, false)).toEqual({ text: 'ಬಿರಿಯಾನಿ' });
    expect(readQuery('bake in a cup', gazetteer, false)).toEqual({ text: 'bake in a cup' });
    expect(readQuery('side table', gazetteer, false)).toEqual({ text: 'side table' });
  });

  it('leaves the words as typed, joiners and capitals too, while it reads them in the index’s form', () => {
    expect(readQuery('Sri Ganesh Silks in Jayanagar', gazetteer, false)).toMatchObject({
      text: 'Sri Ganesh Silks',
      place: { slug: 'jayanagar' },
    });
    expect(readQuery('ವೈಟ್\u200cಫೀಲ್ಡ್ ಬೇಕರಿ', gazetteer, false)).toMatchObject({ text: 'ಬೇಕರಿ', place: { slug: 'whitefield' } });
    expect(readQuery('ಬೇಕರಿ ವೈಟ್\u200cಫೀಲ್ಡ್', gazetteer, false).text).toBe('ಬೇಕರಿ');
    expect(readQuery('Café Noir, HSR', gazetteer, false)).toMatchObject({ text: 'Café Noir', place: { slug: 'hsr-layout' } });
  });

  it('says when a place was read through a typo, and never reads a short word or a trade as one', () => {
    expect(readQuery('chemist jayanagr', gazetteer, false).placeByTypo).toBe(true);
    expect(readQuery('chemist jayanagar', gazetteer, false).placeByTypo).toBeUndefined();
    for (const query of ['her salon', 'bakery', 'tailor', 'plumber', 'restaurant', 'hotel', 'dental', 'mall', 'temple', 'garden']) {
      expect(readQuery(query, gazetteer, false).place, query).toBeUndefined();
    }
  });

  it('takes the longest name: a block over its locality, a two-word name over a word of it', () => {
    expect(readQuery('jayanagar 4th block bakery', gazetteer, false)).toMatchObject({
      text: 'bakery',
      place: { slug: 'jayanagar', name: 'Jayanagar 4th Block', pincodes: ['560011'], part: true },
    });
    expect(readQuery('bakery jayanagar', gazetteer, false).place).not.toHaveProperty('part');
    expect(readQuery('cv raman nagar gym', gazetteer, false)).toMatchObject({ text: 'gym', place: { slug: 'cv-raman-nagar' } });
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
