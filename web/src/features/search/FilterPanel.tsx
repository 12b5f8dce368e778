import { ChevronDown, SlidersHorizontal } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { categorySlug, priceTier } from '@contracts/format.ts';
import { useMessages } from '../../i18n/language.tsx';
import { useLocalName } from '../../lib/directory-lists.ts';
import { priceName } from '../../lib/price-names.ts';
import type { Category } from '../../lib/types.ts';
import { useMediaQuery } from '../../lib/useMediaQuery.ts';
import { counted } from './counted.ts';
import { KeptParams } from './KeptParams.tsx';
import {
  activeFilterCount,
  PRICE_OPTIONS,
  RATING_OPTIONS,
  stateParams,
  type ParamChanges,
  type SearchParam,
  type SearchState,
} from '../../lib/search-params.ts';

interface FilterPanelProps {
  state: SearchState;
  categories: Category[];
  onChange: (changes: ParamChanges) => void;
  /** The answer's count, once it is in: said beside the button on phones, where the panel closes after a choice. */
  found?: { total: number; atLeast: boolean };
}

const selectClass =
  'w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 focus:border-blue-700 focus:outline-2 focus:outline-blue-200';

function Field({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {label}
      </label>
      {children}
    </div>
  );
}

/** The category in the URL may be a name or a slug; the select's options are slugs. */
function selectedCategory(raw: string, categories: Category[]): string {
  if (!raw) return '';
  const slug = categorySlug(raw);
  return categories.find((category) => category.slug === slug)?.slug ?? raw;
}

/** Wide screens start with the panel open when the URL already filters; on phones it would push the results away. */
const WIDE = '(min-width: 768px)';

/** The parameters this panel asks about; the form keeps the rest of the address as it is. */
const FILTERS: readonly SearchParam[] = ['category', 'rating', 'priceRange', 'openNow'];

/**
 * Rating, category, price and open-now filters. Before the app runs (web/src/early-input.ts) the panel is what it
 * would be without JavaScript: a `<details>` the browser opens and a GET form each change sends to the server's page
 * for the new address (docs/decisions/027), so the first tap on a phone answers in a frame. Once the app runs it
 * opens, closes and navigates in the app.
 */
export function FilterPanel({ state, categories, onChange, found }: FilterPanelProps) {
  const t = useMessages('search');
  // Open now and the stars say what an empty answer's way out says (lib/search-params.ts filterLabel).
  const shell = useMessages('shell');
  const localName = useLocalName();
  const active = activeFilterCount(state);
  const wide = useMediaQuery(WIDE);
  // null until the visitor opens or closes it; until then it shows active filters on wide screens.
  const [openByVisitor, setOpen] = useState<boolean | null>(null);
  const open = openByVisitor ?? (active > 0 && wide);
  const id = useId();
  const category = selectedCategory(state.category, categories);
  const knownCategory = category === '' || categories.some((option) => option.slug === category);
  const details = useRef<HTMLDetailsElement>(null);
  const toggle = useRef<HTMLElement>(null);
  // A visitor who opened it before the app ran finds it open: the app starts from what the page shows.
  useEffect(() => {
    if (details.current?.open) setOpen(true);
  }, []);
  // On a phone an open panel fills the screen: after a choice it makes way for the results, and the toggle it closes
  // behind keeps the focus (and says the new count).
  const choose = (changes: ParamChanges) => {
    onChange(changes);
    if (wide) return;
    setOpen(false);
    toggle.current?.focus();
  };
  // A link, so it works before the app too: the same address without the filters.
  const withoutFilters = new URLSearchParams(stateParams(state).filter(([name]) => !FILTERS.includes(name))).toString();
  const clearAddress = `/search${withoutFilters ? `?${withoutFilters}` : ''}`;

  return (
    <form
      method="get"
      action="/search"
      data-native-form=""
      data-submit-on-change=""
      // The app's changes go through onChange; nothing sends this form once it runs.
      onSubmit={(event) => event.preventDefault()}
      aria-label={t.filters()}
      className="relative rounded-2xl border border-slate-200 bg-white"
    >
      <KeptParams state={state} except={FILTERS} />
      {/* `group`: the chevron turns with the open attribute, the browser's before the app runs as the app's after. */}
      <details ref={details} open={open} className="group">
        <summary
          ref={toggle}
          onClick={(event) => {
            event.preventDefault();
            setOpen(!open);
          }}
          className={`mx-4 my-3 inline-flex cursor-pointer list-none items-center gap-2 rounded-lg px-2 py-1.5 font-semibold text-slate-800 hover:bg-slate-100 [&::-webkit-details-marker]:hidden ${active > 0 ? 'md:mr-32' : ''}`}
        >
          <SlidersHorizontal size={18} aria-hidden="true" />
          {t.filters()}
          {active > 0 && (
            <span className="rounded-full bg-blue-700 px-2 py-0.5 text-xs font-bold text-white">
              {active}
              <span className="sr-only">{t.filtersActive()}</span>
            </span>
          )}
          {found && (
            <span className="whitespace-nowrap font-normal text-slate-600 md:hidden">
              {' · '}
              {t.resultCount(counted(found.total, found.atLeast))}
            </span>
          )}
          <ChevronDown size={18} aria-hidden="true" className="transition-transform group-open:rotate-180" />
        </summary>
        <div id={`${id}-panel`} className="grid gap-4 border-t border-slate-200 px-4 py-4 sm:grid-cols-2 lg:grid-cols-4">
          <Field id={`${id}-rating`} label={t.rating()}>
            <select
              id={`${id}-rating`}
              name="rating"
              value={state.rating ?? ''}
              onChange={(event) => choose({ rating: event.target.value })}
              className={selectClass}
            >
              <option value="">{t.anyRating()}</option>
              {RATING_OPTIONS.map((stars) => (
                <option key={stars} value={stars}>
                  {shell.filterMinRating({ rating: String(stars) })}
                </option>
              ))}
            </select>
          </Field>
          <Field id={`${id}-category`} label={t.category()}>
            <select
              id={`${id}-category`}
              name="category"
              value={category}
              onChange={(event) => choose({ category: event.target.value })}
              className={selectClass}
            >
              <option value="">{t.allCategories()}</option>
              {!knownCategory && <option value={category}>{state.category}</option>}
              {categories.map((option) => (
                <option key={option._id} value={option.slug}>
                  {localName(option)}
                </option>
              ))}
            </select>
          </Field>
          <Field id={`${id}-price`} label={t.priceRange()}>
            <select
              id={`${id}-price`}
              name="priceRange"
              value={state.priceRange ?? ''}
              onChange={(event) => choose({ priceRange: event.target.value })}
              className={selectClass}
            >
              <option value="">{t.anyPrice()}</option>
              {PRICE_OPTIONS.map((tier) => (
                <option key={tier} value={tier}>
                  {priceTier(tier)} {priceName(shell, tier)}
                </option>
              ))}
            </select>
          </Field>
          <div className="flex items-end">
            <label className="flex cursor-pointer items-center gap-2.5 rounded-lg px-1 py-2 text-slate-800">
              <input
                type="checkbox"
                name="openNow"
                value="true"
                checked={state.openNow}
                onChange={(event) => choose({ openNow: event.target.checked ? 'true' : undefined })}
                className="h-5 w-5 rounded border-slate-300 accent-blue-700"
              />
              <span className="font-medium">{shell.filterOpenNow()}</span>
            </label>
          </div>
          {active > 0 && (
            <Link to={clearAddress} className="rounded-lg py-1.5 text-center font-medium text-blue-700 hover:bg-blue-50 md:hidden">
              {t.clearFilters()}
            </Link>
          )}
        </div>
      </details>
      {active > 0 && (
        // Beside the toggle on wide screens; on a phone the toggle's line has the count, so it ends the open panel.
        <Link
          to={clearAddress}
          className="absolute right-4 top-3.5 hidden rounded-lg px-2 py-1.5 text-sm font-medium text-blue-700 hover:bg-blue-50 md:block"
        >
          {t.clearFilters()}
        </Link>
      )}
    </form>
  );
}
