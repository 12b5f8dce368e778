import { ArrowRight } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { EmptyState } from '../../components/States.tsx';
import { useMessages } from '../../i18n/language.tsx';

interface HomeSectionProps {
  title: string;
  subtitle?: string;
  viewAll?: { to: string; label: string };
  tone?: 'white' | 'grey';
  children: ReactNode;
}

/** One block of the home page: heading, content and an optional link to the full list. */
export function HomeSection({ title, subtitle, viewAll, tone = 'white', children }: HomeSectionProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={`py-10 md:py-14 ${tone === 'grey' ? 'bg-slate-50' : 'bg-white'}`}>
      <div className="mx-auto max-w-7xl px-4">
        <h2 id={headingId} className="text-2xl font-bold text-slate-900 md:text-3xl">
          {title}
        </h2>
        {subtitle && <p className="mt-2 text-slate-600">{subtitle}</p>}
        <div className="mt-6">{children}</div>
        {viewAll && (
          <div className="mt-8 text-center">
            <Link
              to={viewAll.to}
              className="inline-flex items-center gap-2 rounded-xl border border-blue-700 px-5 py-2.5 font-semibold text-blue-700 hover:bg-blue-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700"
            >
              {viewAll.label}
              <ArrowRight size={18} aria-hidden="true" />
            </Link>
          </div>
        )}
      </div>
    </section>
  );
}

interface ListQuery<T> {
  isPending: boolean;
  isError: boolean;
  data: T[] | undefined;
  refetch: () => unknown;
}

interface SectionContentProps<T> {
  query: ListQuery<T>;
  skeleton: ReactNode;
  emptyMessage: string;
  children: (items: T[]) => ReactNode;
}

/**
 * docs/product.md §2.4: skeletons while loading, the list, or the section's empty message. A failed load shows the same
 * friendly message with a way to try again.
 */
export function SectionContent<T>({ query, skeleton, emptyMessage, children }: SectionContentProps<T>) {
  const t = useMessages('home');
  if (query.isPending) return skeleton;
  const items = query.data ?? [];
  if (items.length > 0) return children(items);
  return (
    <EmptyState
      title={emptyMessage}
      action={
        query.isError ? (
          <button
            type="button"
            onClick={() => void query.refetch()}
            className="rounded-lg bg-blue-700 px-5 py-2.5 font-semibold text-white hover:bg-blue-800"
          >
            {t.tryAgain()}
          </button>
        ) : undefined
      }
    />
  );
}

/** Grey placeholders for tile grids (categories, locations). */
export function TileSkeletons({ count, className }: { count: number; className: string }) {
  const t = useMessages('home');
  return (
    <div role="status" aria-label={t.loading()} className={className}>
      {Array.from({ length: count }, (_, n) => (
        <div key={n} aria-hidden="true" className="h-36 animate-pulse rounded-2xl bg-slate-200" />
      ))}
    </div>
  );
}
