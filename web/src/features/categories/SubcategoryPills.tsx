import { useMessages } from '../../i18n/language.tsx';

/** The pill that shows every sub-category: a value no sub-category has (empty ones are left out), labelled 'All'. */
export const ALL_SUBCATEGORIES = '';

/** 'All' plus every sub-category among the businesses loaded so far. */
export function SubcategoryPills({ options, value, onChange }: { options: string[]; value: string; onChange: (value: string) => void }) {
  const t = useMessages('categories');
  return (
    <div role="group" aria-label={t.subcategoriesLabel()} className="flex gap-2 overflow-x-auto pb-1">
      {[ALL_SUBCATEGORIES, ...options].map((option) => (
        <button
          key={option}
          type="button"
          aria-pressed={value === option}
          onClick={() => onChange(option)}
          className={`shrink-0 rounded-full border px-4 py-1.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700 ${
            value === option
              ? 'border-blue-700 bg-blue-700 text-white'
              : 'border-slate-300 bg-white text-slate-700 hover:border-blue-700 hover:text-blue-700'
          }`}
        >
          {option === ALL_SUBCATEGORIES ? t.allSubcategories() : option}
        </button>
      ))}
    </div>
  );
}
