import { lazy, Suspense } from 'react';
import { useMessages } from '../../i18n/language.tsx';
import { HOME_COUNTS } from '../../lib/constants.ts';
import { useTopCategories } from './api.ts';
import { HomeSection, SectionContent, TileSkeletons } from './HomeSection.tsx';

const CategoryTileGrid = lazy(() => import('./CategoryTileGrid.tsx').then((module) => ({ default: module.CategoryTileGrid })));

const GRID = 'grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-6';

/** docs/product.md §2.4: the most-used categories as tiles with their icon, colour and business count. */
export function CategoryTiles() {
  const categories = useTopCategories();
  const t = useMessages('home');
  const skeleton = <TileSkeletons count={HOME_COUNTS.categories} className={GRID} />;
  return (
    <HomeSection
      title={t.categoriesTitle()}
      subtitle={t.categoriesSubtitle()}
      viewAll={{ to: '/categories', label: t.categoriesViewAll() }}
      tone="grey"
    >
      <SectionContent query={categories} skeleton={skeleton} emptyMessage={t.categoriesEmpty()}>
        {(list) => (
          <Suspense fallback={skeleton}>
            <CategoryTileGrid categories={list} className={GRID} />
          </Suspense>
        )}
      </SectionContent>
    </HomeSection>
  );
}
