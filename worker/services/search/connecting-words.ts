/**
 * The words around a place in a query, in the city's three languages, that say where but are not looked for
 * (query-reading.ts): "physio near 560068", "pg in btm", "xerox ke paas", "ಜಯನಗರ ಹತ್ತಿರ", "इंदिरानगर में". They are
 * the languages' grammar, not the city's data, so they live here rather than in the gazetteer.
 */

/** Each entry is a phrase of one or more words, read in the index's form (searchForm). */
export const CONNECTING_WORDS: readonly string[] = [
  // English, as Bengaluru writes it ("jayanagar side", "koramangala area").
  'in',
  'near',
  'nearby',
  'near by',
  'at',
  'around',
  'within',
  'inside',
  'close to',
  'next to',
  'opposite',
  'opp',
  'area',
  'side',
  // Romanised Hindi.
  'mein',
  'me',
  'mai',
  'ke paas',
  'ke pass',
  'ke pas',
  'ke nazdeek',
  'ke najdeek',
  'nazdeek',
  'najdeek',
  'ke aas paas',
  'aas paas',
  // Devanagari.
  'में',
  'के पास',
  'पास',
  'के नज़दीक',
  'नज़दीक',
  'के आसपास',
  'आसपास',
  'इलाके',
  'इलाका',
  // Kannada: near, by, close by, area, side. The case endings (-ದಲ್ಲಿ) are the gazetteer's (kannadaCaseForms).
  'ಹತ್ತಿರ',
  'ಹತ್ತಿರದ',
  'ಬಳಿ',
  'ಸಮೀಪ',
  'ಸಮೀಪದ',
  'ಏರಿಯಾ',
  'ಕಡೆ',
];

/** "Near me" in the three languages: the visitor's own position, when their device sends it. */
export const NEAR_ME: readonly string[] = [
  'near me',
  'nearme',
  'near to me',
  'close to me',
  'around me',
  'nearest',
  'mere paas',
  'mere pass',
  'mere nazdeek',
  'मेरे पास',
  'मेरे नज़दीक',
  'मेरे आसपास',
  'ನನ್ನ ಹತ್ತಿರ',
  'ನನ್ನ ಬಳಿ',
  'ಹತ್ತಿರದಲ್ಲಿ',
];

/**
 * The city's own name in the spellings people type: every listing is in it, so it narrows nothing. Kannada's case
 * forms (ಬೆಂಗಳೂರಿನಲ್ಲಿ) are added by the reader as for any place.
 */
export const CITY_NAMES: readonly string[] = [
  'bengaluru',
  'bangalore',
  'bangaluru',
  'bengalooru',
  'bengalore',
  'banglore',
  'bangalor',
  'blr',
  'bengaluru city',
  'bangalore city',
  'ಬೆಂಗಳೂರು',
  'ಬೆಂಗ್ಳೂರು',
  'बेंगलुरु',
  'बेंगलूरु',
  'बेंगलुरू',
  'बैंगलोर',
  'बंगलौर',
  'बेंगलोर',
  'बंगलोर',
];

/**
 * The words around a trade or an attribute that are not looked for once one is read (query-reading.ts): Hindi's
 * possessives and "-wala" ("silai wala", "dawai ki dukan", "gaadi ka mechanic"), "shop" and "open" in the three
 * languages ("pharmacy open sunday"), and the praise a listing cannot be asked to hold ("best dentist"). Folded
 * spellings are listed as typed: the reader compares words in the index's form.
 */
export const TRADE_GRAMMAR: readonly string[] = [
  // Romanised Hindi.
  'ka',
  'ki',
  'ke',
  'ko',
  'wala',
  'wale',
  'wali',
  'waala',
  'waale',
  'waali',
  'vala',
  'vale',
  'vali',
  'wallah',
  'walla',
  'dukan',
  'dukaan',
  'dukane',
  'ki dukan',
  'ki dukaan',
  // Devanagari.
  'का',
  'की',
  'के',
  'वाला',
  'वाले',
  'वाली',
  'दुकान',
  'की दुकान',
  // Kannada: shop, shops, the one who does it.
  'ಅಂಗಡಿ',
  'ಅಂಗಡಿಗಳು',
  'ಅಂಗಡಿಯ',
  // Open: the attribute says when.
  'open',
  'opened',
  'khula',
  'khuli',
  'khule',
  'खुला',
  'खुली',
  'खुले',
  'ತೆರೆದ',
  'ತೆರೆದಿರುವ',
  // English as the city writes it.
  'shop',
  'shops',
  'store',
  'stores',
  'centre',
  'center',
  'services',
  'service',
  'best',
  'good',
  'top',
  'for',
  'a',
  'the',
];
