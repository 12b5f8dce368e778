/** The language of each field that holds a name in one of the city's scripts, for `lang` where the value is shown. */
export const NAME_LANGS: Partial<Record<string, 'kn' | 'hi'>> = { nameKn: 'kn', nameHi: 'hi' };
