import { describe, expect, it } from 'vitest';
import { consonantKey, isIndicScript, latinKey, toLatin } from '../../worker/services/search/transliterate.ts';

/*
 * Words of the city's scripts in Latin letters, for the second chance (docs/search.md, "Second chance"): romanised as a
 * resident would, folded as romanised Hindi is, and reduced to consonants for the nearest trade.
 */

describe('transliteration for the second chance', () => {
  it.each([
    ['ಫೋಟೋ', 'photo', 'foto'],
    ['ಸ್ಟುಡಿಯೋ', 'studiyo', 'studiyo'],
    ['ಆಡಿಟರ್', 'aaditar', 'aditar'],
    ['ಬೆಂಗಳೂರು', 'bengalooru', 'bengaluru'],
    ['दुकान', 'dukaana', 'dukan'],
    ['नलसाज़', 'nalasaaza', 'nalasaj'],
    ['फ़ोटो', 'foto', 'foto'],
    ['सिलाई', 'silaaee', 'silai'],
    ['२४', '24', '24'],
    ['photo', 'photo', 'foto'],
  ])('%s', (word, latin, key) => {
    expect(toLatin(word)).toBe(latin);
    expect(latinKey(word)).toBe(key);
  });

  it('brings romanisations that disagree on vowels and aspirates to the same consonants, and keeps others apart', () => {
    const same: [string, string][] = [
      ['ಆಡಿಟರ್', 'auditor'],
      ['ಡಾಕ್ಟರ್', 'doctor'],
      ['ayurvedik', 'ayurvedic'],
      ['catters', 'caterers'],
      ['ಕಾಂಟ್ರಾಕ್ಟರ್', 'contractor'],
      ['ಕ್ಲೀನಿಂಗ್', 'cleaning'],
    ];
    for (const [a, b] of same) expect(consonantKey(a), `${a} ${b}`).toBe(consonantKey(b));
    expect(consonantKey('chashma')).not.toBe(consonantKey('kashma'));
    expect(consonantKey('service')).toBe('srvs');
  });

  it('tells the city’s scripts from Latin', () => {
    expect(['ಗಣೇಶ', 'गणेश', 'ganesh'].map(isIndicScript)).toEqual([true, true, false]);
  });
});
