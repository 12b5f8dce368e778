import { LayoutGrid, List } from 'lucide-react';
import { useMessages } from '../i18n/language.tsx';

export type ViewMode = 'grid' | 'list';

export function ViewToggle({ value, onChange }: { value: ViewMode; onChange: (mode: ViewMode) => void }) {
  const t = useMessages('shell');
  const button = (mode: ViewMode, label: string, Icon: typeof List) => (
    <button
      type="button"
      aria-pressed={value === mode}
      aria-label={label}
      onClick={() => onChange(mode)}
      className={`rounded-md p-2 ${value === mode ? 'bg-blue-700 text-white' : 'text-slate-600 hover:bg-slate-100'}`}
    >
      <Icon size={18} aria-hidden="true" />
    </button>
  );
  return (
    <div className="inline-flex rounded-lg border border-slate-200 bg-white p-1" role="group" aria-label={t.view()}>
      {button('grid', t.gridView(), LayoutGrid)}
      {button('list', t.listView(), List)}
    </div>
  );
}
