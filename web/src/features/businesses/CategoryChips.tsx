import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { categorySlug } from '@contracts/format.ts';
import { useMessages } from '../../i18n/language.tsx';
import { useLocalName } from '../../lib/directory-lists.ts';
import type { Category } from '../../lib/types.ts';

interface CategoryChipsProps {
  /** The category in the URL: a slug, or a name from older links. */
  selected: string;
  categories: Category[];
  onSelect: (slug: string) => void;
}

const chipClass = (pressed: boolean) =>
  `shrink-0 whitespace-nowrap rounded-full border px-4 py-1.5 text-sm font-medium transition ${
    pressed
      ? 'border-blue-700 bg-blue-700 text-white'
      : 'border-slate-300 bg-white text-slate-700 hover:border-blue-700 hover:text-blue-700'
  }`;

const arrowClass =
  'absolute top-1/2 z-10 hidden -translate-y-1/2 rounded-full border border-slate-300 bg-white p-1.5 text-slate-700 shadow-sm hover:bg-slate-50 md:block';

/**
 * 'All Businesses' and one chip per category in one row that scrolls sideways: by touch on phones, and with arrow
 * buttons on wide screens, where a mouse wheel cannot scroll sideways.
 */
export function CategoryChips({ selected, categories, onSelect }: CategoryChipsProps) {
  const t = useMessages('businesses');
  const localName = useLocalName();
  const selectedSlug = selected ? categorySlug(selected) : '';
  const rowRef = useRef<HTMLDivElement>(null);
  const [edges, setEdges] = useState({ start: true, end: true });

  const measure = useCallback(() => {
    const row = rowRef.current;
    if (!row) return;
    setEdges({ start: row.scrollLeft <= 1, end: row.scrollLeft + row.clientWidth >= row.scrollWidth - 1 });
  }, []);
  useEffect(() => {
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [measure, categories.length]);

  // A shared link may select a chip far along the row: bring it into view.
  useEffect(() => {
    const row = rowRef.current;
    const chip = row?.querySelector<HTMLElement>('[aria-pressed="true"]');
    if (!row || !chip) return;
    const outOfView = chip.offsetLeft < row.scrollLeft || chip.offsetLeft + chip.offsetWidth > row.scrollLeft + row.clientWidth;
    if (outOfView) row.scrollLeft = chip.offsetLeft - (row.clientWidth - chip.offsetWidth) / 2;
  }, [selectedSlug, categories.length]);

  const scrollBy = (direction: 1 | -1) => {
    const row = rowRef.current;
    row?.scrollBy({ left: direction * row.clientWidth * 0.8, behavior: 'smooth' });
  };

  return (
    <div className="relative">
      {!edges.start && (
        <button type="button" aria-label={t.scrollLeft()} onClick={() => scrollBy(-1)} className={`${arrowClass} left-0`}>
          <ChevronLeft size={18} aria-hidden="true" />
        </button>
      )}
      <div
        ref={rowRef}
        onScroll={measure}
        role="group"
        aria-label={t.categoryFilterLabel()}
        className="relative -mx-4 flex gap-2 overflow-x-auto px-4 py-0.5 [scrollbar-width:none] md:mx-10 md:px-0"
      >
        <button type="button" aria-pressed={selectedSlug === ''} onClick={() => onSelect('')} className={chipClass(selectedSlug === '')}>
          {t.allBusinesses()}
        </button>
        {categories.map((category) => {
          const pressed = category.slug === selectedSlug;
          return (
            <button
              key={category._id}
              type="button"
              aria-pressed={pressed}
              onClick={() => onSelect(category.slug)}
              className={chipClass(pressed)}
            >
              {localName(category)}
            </button>
          );
        })}
      </div>
      {!edges.end && (
        <button type="button" aria-label={t.scrollRight()} onClick={() => scrollBy(1)} className={`${arrowClass} right-0`}>
          <ChevronRight size={18} aria-hidden="true" />
        </button>
      )}
    </div>
  );
}
