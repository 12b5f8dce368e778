export const ALL_SUBCATEGORIES = 'All';

/** 'All' plus every sub-category among the businesses loaded so far. */
export function SubcategoryPills({ options, value, onChange }: { options: string[]; value: string; onChange: (value: string) => void }) {
  return (
    <div role="group" aria-label="Sub-categories" className="flex gap-2 overflow-x-auto pb-1">
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
          {option}
        </button>
      ))}
    </div>
  );
}
