import { startTransition, Suspense, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { isPriceAttribute } from '@contracts/attributes.ts';
import { categorySlug } from '@contracts/format.ts';
import { Pager } from '../../components/Pager.tsx';
import { SearchBox, type SearchBoxLook } from '../../components/SearchBox.tsx';
import { ViewToggle } from '../../components/ViewToggle.tsx';
import { useMessages } from '../../i18n/language.tsx';
import { serverMessage } from '../../lib/http-status.ts';
import { useCategoryList, useLocalName } from '../../lib/directory-lists.ts';
import { useSearchResults } from './api.ts';
import { FilterPanel } from './FilterPanel.tsx';
import { KeptParams } from './KeptParams.tsx';
import { FavoriteBusinessGrid } from '../../components/FavoriteBusinessGrid.tsx';
import { ResultsHeading } from './ResultsHeading.tsx';
import {
  changedParams,
  filterLabel,
  placeLabel,
  placeOf,
  readSearchState,
  withoutFilter,
  withoutRead,
  type ParamChanges,
  type Position,
} from '../../lib/search-params.ts';
import { NoResults, SearchError, SearchLoading } from './SearchStates.tsx';
import { SortControl } from './SortControl.tsx';
import { categoryChip, placeChip, UnderstoodLine } from './UnderstoodLine.tsx';
import { useAttributeLabel } from './attribute-labels.ts';

/** The search page's row of boxes across the top, labels read out only. */
const BAR_LOOK: SearchBoxLook = {
  row: 'flex flex-col gap-3 md:flex-row',
  label: 'sr-only',
  input:
    'w-full rounded-lg border border-slate-300 bg-white py-2.5 pl-10 pr-3 text-slate-900 placeholder:text-slate-500 focus:border-blue-700 focus:outline-2 focus:outline-blue-200',
  button:
    'inline-flex items-center justify-center gap-2 rounded-lg bg-blue-700 px-6 py-2.5 font-semibold text-white hover:bg-blue-800 disabled:cursor-not-allowed disabled:opacity-70 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700',
  fields: ['flex-[2]', 'flex-1'],
  spinner: <span aria-hidden="true" className="h-4 w-4 animate-spin rounded-full border-2 border-white/40 border-t-white" />,
};

/** docs/product.md §2.6 search results: every filter, the sort, the page and the view are read from and written to the URL. */
export function SearchPage() {
  const t = useMessages('search');
  const shell = useMessages('shell');
  const [params, setParams] = useSearchParams();
  const state = readSearchState(params);
  // The visitor's position stays on this device: it is never put into a shareable URL.
  const [position, setPosition] = useState<Position | null>(null);
  const search = useSearchResults(state, position);
  const categories = useCategoryList({ staleTime: 10 * 60_000 });
  const localName = useLocalName();

  const resultsRef = useRef<HTMLElement>(null);
  const scrollOnPageChange = useRef(false);
  useEffect(() => {
    if (!scrollOnPageChange.current) return;
    scrollOnPageChange.current = false;
    const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    resultsRef.current?.scrollIntoView?.({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
  }, [state.page]);

  const update = (changes: ParamChanges, keepPage = false) => setParams(changedParams(params, changes, keepPage));
  const goToPage = (page: number) => {
    scrollOnPageChange.current = true;
    update({ page: page > 1 ? String(page) : undefined }, true);
  };
  const retry = () => {
    if (state.page !== 1) update({});
    else void search.refetch();
  };
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The category filter's name in the page's language, from the list: the search's answer names it in English only.
  const categoryName = (raw: string) => {
    const category = categories.data?.find((candidate) => candidate.slug === categorySlug(raw));
    return category && localName(category);
  };
  const place = placeOf(state);
  // A place and a trade read out of the words (docs/product.md §3.2, "One box"), shown as the boxes' would be.
  const understood = search.isSuccess ? search.data.understood : undefined;
  const placeInWords = understood?.place;
  const categoryInWords = understood?.category;
  const attributesInWords = understood?.attributes ?? [];
  const readSomething = Boolean(placeInWords || categoryInWords || attributesInWords.length > 0);
  // Attributes read in the words, or those kept from a search before as the `attributes` parameter.
  const attributes = attributesInWords.length > 0 ? attributesInWords : state.attributes;
  // A price word read is the price filter an empty answer may offer to let go of.
  const priceWord = attributesInWords.find(isPriceAttribute);
  const attributeWords = useAttributeLabel();
  const canSortByDistance = position !== null || place.location !== undefined || place.pincode !== undefined;
  // The heading's place: the boxes', else one read in the words; the visitor's position read there ('near me') is said.
  const placeInBoxes = placeLabel(state);
  const placeNamed = placeInBoxes ?? (placeInWords?.kind === 'near' ? undefined : placeInWords?.name);

  return (
    <div className="bg-slate-50 pb-16">
      <section className="border-b border-slate-200 bg-white">
        <div className="mx-auto max-w-7xl px-4 py-6">
          <h1 className="sr-only">{t.pageHeading()}</h1>
          {/* The boxes start from the URL, remounted (by key) when its search changes. */}
          <SearchBox
            key={`${state.query}\n${state.location || state.pincode}`}
            look={BAR_LOOK}
            native
            query={{
              id: 'search-query',
              name: 'query',
              label: t.queryLabel(),
              placeholder: t.queryPlaceholder(),
              defaultValue: state.query,
            }}
            place={{
              id: 'search-location',
              name: 'location',
              label: t.placeLabel(),
              placeholder: t.placePlaceholder(),
              defaultValue: state.location || state.pincode,
            }}
            busy={search.isFetching}
            disabled={search.isFetching}
            onSearch={(typed) =>
              update({ query: typed.query, location: typed.place, pincode: undefined, asTyped: undefined, attributes: undefined })
            }
            kept={<KeptParams state={state} except={['query', 'location', 'pincode', 'asTyped', 'attributes']} />}
          />
        </div>
      </section>

      <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 pt-6">
        <FilterPanel
          state={state}
          categories={categories.data ?? []}
          onChange={(changes) => update(changes)}
          found={search.isSuccess ? { total: search.data.total, atLeast: search.data.totalIsLowerBound } : undefined}
        />

        <section ref={resultsRef} aria-labelledby="search-results-heading" className="scroll-mt-20">
          <div className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
            <ResultsHeading
              ref={headingRef}
              id="search-results-heading"
              total={search.isSuccess ? search.data.total : undefined}
              atLeast={search.isSuccess && search.data.totalIsLowerBound}
              query={readSomething ? understood?.text || (categoryInWords ? categoryChip(categoryInWords) : '') : state.query}
              place={placeNamed}
              nearYou={placeInBoxes === undefined && placeInWords?.kind === 'near'}
              widened={understood?.widened}
            />
            <div className="flex flex-wrap items-center gap-3">
              <SortControl
                sort={state.sort}
                canSortByDistance={canSortByDistance}
                onSort={(sort) => update({ sort: sort === 'relevance' ? undefined : sort })}
                onPosition={(found) => {
                  // One render for both, so no search goes out with the position but the old sort.
                  startTransition(() => {
                    setPosition(found);
                    update({ sort: 'distance' });
                  });
                }}
              />
              {/* Below sm both layouts are one column of the same cards, so the toggle would do nothing there. */}
              <div className="hidden sm:block">
                <ViewToggle value={state.view} onChange={(view) => update({ view: view === 'grid' ? undefined : view }, true)} />
              </div>
            </div>
          </div>

          {understood && !state.asTyped && (
            <UnderstoodLine
              understood={understood}
              typed={state.query}
              onDropPlace={() => update(withoutRead(understood, 'place'))}
              onDropCategory={() => update(withoutRead(understood, 'category'))}
              attributes={attributes}
              onDropAttribute={(attribute) =>
                update(
                  attributesInWords.length > 0
                    ? withoutRead(understood, { attribute })
                    : { attributes: state.attributes.filter((kept) => kept !== attribute).join(',') || undefined },
                )
              }
              onAsTyped={() => update({ asTyped: 'true' })}
            />
          )}
          {search.isSuccess && search.data.farFromCity && (
            <Suspense fallback={null}>
              <FarFromCity />
            </Suspense>
          )}
          {search.isPending && <SearchLoading />}
          {search.isError && <SearchError message={serverMessage(search.error, t.searchFailed())} onRetry={retry} />}
          {search.isSuccess &&
            (search.data.businesses.length === 0 ? (
              <NoResults
                relaxations={search.data.relaxations}
                label={(filter) =>
                  filterLabel(shell, filter, state, categoryName) ||
                  (filter === 'place' && placeInWords ? placeChip(placeInWords, t) : '') ||
                  (filter === 'category' && categoryInWords ? categoryChip(categoryInWords) : '') ||
                  (filter === 'priceRange' && priceWord ? attributeWords(priceWord) : '')
                }
                onRelax={(filter) => {
                  // A place or trade read in the words goes with its words: what is left of them is searched without it.
                  const read =
                    filter === 'place' || filter === 'category' || filter === 'all'
                      ? filter
                      : filter === 'priceRange' && priceWord
                        ? { attribute: priceWord }
                        : undefined;
                  update({
                    ...withoutFilter(filter, search.data.relaxations),
                    ...(understood && readSomething && read ? withoutRead(understood, read) : {}),
                  });
                  // The button goes with the empty answer: the heading, which announces the new count, keeps the focus.
                  headingRef.current?.focus();
                }}
              />
            ) : (
              <FavoriteBusinessGrid businesses={search.data.businesses} layout={state.view} />
            ))}
          {search.isSuccess && <Pager page={state.page} totalPages={search.data.pagination.totalPages} onPage={goToPage} />}
        </section>
      </div>
    </div>
  );
}

/** A search whose place is far from the city: rare, so its words load when it shows. */
function FarFromCity() {
  const t = useMessages('sometimes');
  return <p className="-mt-3 mb-6 text-sm text-slate-600">{t.searchFarFromCity()}</p>;
}
