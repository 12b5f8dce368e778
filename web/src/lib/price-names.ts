import type { Messages } from '../i18n/catalogues.ts';

export type PriceWords = Pick<Messages<'shell'>, 'price1' | 'price2' | 'price3' | 'price4'>;

/** A price tier's name in the page's language (docs/product.md §4.6: 1 Budget … 4 Very expensive). */
export function priceName(t: PriceWords, level: number): string {
  const tier = Math.min(4, Math.max(1, Math.round(level))) as 1 | 2 | 3 | 4;
  return t[`price${tier}`]();
}
