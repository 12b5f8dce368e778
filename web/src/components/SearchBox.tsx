import { MapPin, Search, type LucideIcon } from 'lucide-react';
import type { FormEvent, InputHTMLAttributes, ReactNode } from 'react';
import { useMessages } from '../i18n/language.tsx';

/**
 * How the box looks where it stands, as class names: each page that draws one holds its own (the home page's hero card,
 * the search page's bar, the row beside a list), so the box itself is only its structure and behaviour, and a page's
 * code carries its own look and no other. `form` wraps the whole, `row` the boxes and the button, `fields` the query's
 * and the place's box.
 */
export interface SearchBoxLook {
  form?: string;
  row: string;
  fields?: [query: string, place: string];
  label: string;
  input: string;
  button: string;
  /** The button's glass, and its text: with a class the text is wrapped (to hide it on a phone, say). */
  buttonIcon?: string;
  buttonText?: string;
  /** What the button shows in place of its glass while the search is on its way. */
  spinner?: ReactNode;
}

/** One box: its id, label and placeholder, and whatever else the input takes (name, value or defaultValue, hints). */
export type SearchField = { id: string; label: string; placeholder: string; [data: `data-${string}`]: string } & Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'placeholder' | 'className' | 'children'
>;

interface SearchBoxProps {
  look: SearchBoxLook;
  /** What the visitor is looking for. */
  query: SearchField;
  /** Where, on the searches that go to /search. */
  place?: SearchField;
  /**
   * A GET to /search that the server answers before the app runs (web/src/early-input.ts), to the address the app
   * would go to: the boxes need their names then.
   */
  native?: boolean;
  /** The search is on its way: the button spins and says so. */
  busy?: boolean;
  disabled?: boolean;
  /** The button's text; 'Search' in the page's language unless given. */
  submitLabel?: string;
  /** The boxes' text, trimmed, on Enter or the button; the app's own search replaces the browser's. */
  onSearch: (typed: { query: string; place: string }) => void;
  onFocus?: () => void;
  /** Hidden fields a native form sends along (the search page's filters). */
  kept?: ReactNode;
  /** Under the boxes (the home page's location status and its hint). */
  children?: ReactNode;
}

/**
 * The one box a visitor types a search of the directory into: the home page's, the search page's, and the ones that
 * search within a list. A filter that narrows a list already on the page is FilterBox.
 */
export function SearchBox({
  look,
  query,
  place,
  native = false,
  busy = false,
  disabled = false,
  submitLabel,
  onSearch,
  onFocus,
  kept,
  children,
}: SearchBoxProps) {
  const t = useMessages('shell');
  const buttonLabel = submitLabel ?? t.search();
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const typed = (field: SearchField | undefined) => {
      const box = field ? event.currentTarget.elements.namedItem(field.id) : null;
      return box instanceof HTMLInputElement ? box.value.trim() : '';
    };
    onSearch({ query: typed(query), place: typed(place) });
  }

  return (
    <form
      role="search"
      {...(native ? { method: 'get', action: '/search', 'data-native-form': '' } : {})}
      onSubmit={submit}
      onFocus={onFocus}
      className={look.form}
    >
      {kept}
      <div className={look.row}>
        {box(query, Search, 'search', look, look.fields?.[0])}
        {place && box(place, MapPin, 'text', look, look.fields?.[1])}
        <button type="submit" disabled={disabled} aria-busy={busy || undefined} className={look.button}>
          {(busy && look.spinner) || <Search size={18} aria-hidden="true" className={look.buttonIcon} />}
          {look.buttonText ? <span className={look.buttonText}>{buttonLabel}</span> : buttonLabel}
        </button>
      </div>
      {children}
    </form>
  );
}

/** A box with its label, and its icon inside it on the left. */
function box(field: SearchField, Icon: LucideIcon, type: 'search' | 'text', look: SearchBoxLook, wrapper: string | undefined) {
  const { id, label, ...input } = field;
  return (
    <div className={wrapper}>
      <label htmlFor={id} className={look.label}>
        {label}
      </label>
      <div className="relative">
        <Icon size={18} aria-hidden="true" className="pointer-events-none absolute left-3 top-1/2 -translate-y-1/2 text-slate-400" />
        <input id={id} type={type} {...input} className={look.input} />
      </div>
    </div>
  );
}
