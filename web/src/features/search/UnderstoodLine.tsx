import { X } from 'lucide-react';
import { Suspense } from 'react';
import type { Attribute } from '@contracts/attributes.ts';
import type { Correction, Understood } from '@contracts/business.ts';
import type { Messages } from '../../i18n/catalogues.ts';
import { useMessages } from '../../i18n/language.tsx';
import { WithValues } from '../../i18n/WithValues.tsx';
import { attributeLabel } from './attribute-labels.ts';

interface UnderstoodLineProps {
  understood: Understood;
  /** The words as the visitor typed them. */
  typed: string;
  /** Search again without the place read from the words: what is left of them, anywhere. */
  onDropPlace: () => void;
  /** Search again without the trade read from the words: what is left of them, in any category. */
  onDropCategory: () => void;
  /** What the listings must carry: read in the words, or kept from a search before. */
  attributes: readonly Attribute[];
  onDropAttribute: (attribute: Attribute) => void;
  /** Search again for the words as typed, reading no place or trade out of them. */
  onAsTyped: () => void;
}

/** How the line says a word was read as another. */
const CORRECTION_TEXTS: Record<Correction['by'], 'readAs' | 'nothingMatchedReadAs'> = {
  typo: 'readAs',
  script: 'readAs',
  nearest: 'nothingMatchedReadAs',
};

/** The place as a chip says it. */
export function placeChip(place: NonNullable<Understood['place']>, t: Messages<'search'>): string {
  return place.kind === 'near' ? t.nearYou() : place.name;
}

/** The trade as a chip says it: the narrower trade where one was read ('South Indian'), else its category. */
export function categoryChip(category: NonNullable<Understood['category']>): string {
  return category.subcategory ?? category.name;
}

function RemovableChip({ label, onRemove }: { label: string; onRemove: () => void }) {
  const t = useMessages('search');
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-blue-50 py-1 pl-3 pr-1 font-medium text-blue-800">
      {label}
      <button
        type="button"
        onClick={onRemove}
        aria-label={t.removeChip({ label })}
        className="-my-1 rounded-full p-2 hover:bg-blue-100 focus:outline-2 focus:outline-blue-300"
      >
        <X size={16} aria-hidden="true" />
      </button>
    </span>
  );
}

/**
 * What the search read in one box (docs/product.md §3.2, "One box"): the words it looked for, and the trade, the
 * attributes and the place it took out of them, as chips; each can be let go, and the words searched as typed, once.
 */
export function UnderstoodLine({
  understood,
  typed,
  onDropPlace,
  onDropCategory,
  attributes,
  onDropAttribute,
  onAsTyped,
}: UnderstoodLineProps) {
  const t = useMessages('search');
  const { place, category, corrected = [] } = understood;
  if (!place && !category && attributes.length === 0 && corrected.length === 0) return null;
  return (
    <>
      {corrected.length > 0 && (
        <p className="-mt-3 mb-3 text-sm text-slate-700">
          {corrected.map((correction) => (
            <span key={correction.typed} className="mr-2 inline-block">
              <WithValues
                text={(values) => t[CORRECTION_TEXTS[correction.by]]({ ...values, typed: correction.typed })}
                values={{ read: <strong className="font-semibold">{correction.read}</strong> }}
              />
            </span>
          ))}
        </p>
      )}
      {understood.unmatched && (
        <p className="-mt-3 mb-3 text-sm text-slate-700">
          {category
            ? t.unmatchedAllOf({ words: understood.unmatched, category: categoryChip(category) })
            : t.unmatchedWithoutWords({ words: understood.unmatched })}
        </p>
      )}
      <div className="-mt-3 mb-6 flex flex-wrap items-center gap-2 text-sm text-slate-700" aria-label={t.searchedFor()} role="group">
        <span>{t.searching()}</span>
        {category && <RemovableChip label={categoryChip(category)} onRemove={onDropCategory} />}
        {understood.text && <span className="rounded-full bg-slate-200 px-3 py-1 font-medium text-slate-800">{understood.text}</span>}
        {attributes.length > 0 && (
          // Their words load with the first search that has any; the server's markup stays meanwhile.
          <Suspense fallback={null}>
            <AttributeChips attributes={attributes} onDrop={onDropAttribute} />
          </Suspense>
        )}
        {place && <RemovableChip label={placeChip(place, t)} onRemove={onDropPlace} />}
        <button type="button" onClick={onAsTyped} className="font-medium text-blue-700 underline underline-offset-2 hover:text-blue-900">
          {t.searchAsTyped({ typed })}
        </button>
      </div>
    </>
  );
}

function AttributeChips({ attributes, onDrop }: { attributes: readonly Attribute[]; onDrop: (attribute: Attribute) => void }) {
  const t = useMessages('sometimes');
  return attributes.map((attribute) => (
    <RemovableChip key={attribute} label={attributeLabel(t, attribute)} onRemove={() => onDrop(attribute)} />
  ));
}
