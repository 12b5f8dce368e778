import { lazy, Suspense } from 'react';
import { HOME_COUNTS } from '../../lib/constants.ts';
import { useTopCategories } from './api.ts';
import { HomeSection, SectionContent, TileSkeletons } from './HomeSection.tsx';

const CategoryTileGrid = lazy(() => import('./CategoryTileGrid.tsx').then((module) => ({ default: module.CategoryTileGrid })));

const GRID = 'grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-6';

/** docs/product.md §2.4: the most-used categories as tiles with their icon, colour and business count. */
export function CategoryTiles() {
  const categories = useTopCategories();
  const skeleton = <TileSkeletons count={HOME_COUNTS.categories} className={GRID} />;
  return (
    <HomeSection
      title="Explore by Category"
      subtitle="Find the right business for whatever you need"
      viewAll={{ to: '/categories', label: 'View All Categories' }}
      tone="grey"
    >
      <SectionContent query={categories} skeleton={skeleton} emptyMessage="No categories available at the moment">
        {(list) => (
          <Suspense fallback={skeleton}>
            <CategoryTileGrid categories={list} className={GRID} />
          </Suspense>
        )}
      </SectionContent>
    </HomeSection>
  );
}
