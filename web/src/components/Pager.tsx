import { useMessages } from '../i18n/language.tsx';

interface PagerProps {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
}

/** Numbered pages around the current one (five at most), with previous and next. */
export function Pager({ page, totalPages, onPage }: PagerProps) {
  const t = useMessages('shell');
  if (totalPages <= 1) return null;
  const first = Math.max(1, Math.min(page - 2, totalPages - 4));
  const pages = Array.from({ length: Math.min(5, totalPages) }, (_, n) => first + n);
  const base = 'min-w-10 rounded-lg border px-3 py-2 text-sm font-medium disabled:opacity-40';
  return (
    <nav aria-label={t.pages()} className="mt-10 flex flex-wrap items-center justify-center gap-2">
      <button
        type="button"
        className={`${base} border-slate-200 bg-white hover:bg-slate-50`}
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        {t.previousPage()}
      </button>
      {pages.map((n) => (
        <button
          key={n}
          type="button"
          aria-current={n === page ? 'page' : undefined}
          onClick={() => onPage(n)}
          className={`${base} ${n === page ? 'border-blue-700 bg-blue-700 text-white' : 'border-slate-200 bg-white hover:bg-slate-50'}`}
        >
          {n}
        </button>
      ))}
      <button
        type="button"
        className={`${base} border-slate-200 bg-white hover:bg-slate-50`}
        disabled={page >= totalPages}
        onClick={() => onPage(page + 1)}
      >
        {t.nextPage()}
      </button>
    </nav>
  );
}
