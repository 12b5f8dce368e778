import { Search } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { PLAIN_BUTTON } from '../../components/buttons.ts';
import { inputClass } from '../../components/FormField.tsx';

/** A list's text search: sent on Enter or the button, so typing does not read the list on every key. */
export function SearchForm({
  label,
  value,
  placeholder,
  onSearch,
}: {
  label: string;
  value: string;
  placeholder: string;
  onSearch: (text: string) => void;
}) {
  const id = useId();
  const [text, setText] = useState(value);
  // Back, or a link, may change the search in the address: the box follows it.
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setText(value);
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <form role="search" onSubmit={submit} className="flex min-w-0 flex-1 items-end gap-2">
      <div className="min-w-0 flex-1">
        <label htmlFor={id} className="block text-sm font-medium text-slate-800">
          {label}
        </label>
        <input
          id={id}
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={placeholder}
          maxLength={100}
          className={`mt-1 ${inputClass(false)}`}
        />
      </div>
      <button type="submit" className={`${PLAIN_BUTTON} min-h-11`}>
        <Search size={16} aria-hidden="true" />
        Search
      </button>
    </form>
  );
}

/** A list's filter by one property: every value, or one of them. */
export function SelectFilter({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className="w-full sm:w-48">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)} className={`mt-1 ${inputClass(false)}`}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
