import { ATTRIBUTE_LABELS, type Attribute } from '@contracts/attributes.ts';
import { loadedCatalogue, type Messages } from '../../i18n/catalogues.ts';
import { useLanguage } from '../../i18n/language.tsx';

/*
 * What a search understood, as its chips say it in the page's language: `attribute.<attribute>` in
 * web/src/messages/<language>/sometimes.json, loaded when a search has any (most have none). ATTRIBUTE_LABELS in
 * @contracts/attributes.ts is the API's English.
 */

export function attributeLabel(t: Messages<'sometimes'>, attribute: Attribute): string {
  return t[`attribute.${attribute}`]();
}

/**
 * attributeLabel for a label computed during render (the chip that drops a price word when nothing was found): the
 * page's words once the chips above the results have loaded them, the API's English until then.
 */
export function useAttributeLabel(): (attribute: Attribute) => string {
  const t = loadedCatalogue(useLanguage(), 'sometimes');
  return (attribute) => (t ? attributeLabel(t, attribute) : ATTRIBUTE_LABELS[attribute]);
}
