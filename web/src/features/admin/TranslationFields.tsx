import type { ChangeEvent } from 'react';
import { TextAreaField, TextField } from '../../components/FormField.tsx';

/** A box of useSchemaForm (`field('nameKn')`). */
interface Box {
  name: string;
  value: string;
  error: string | undefined;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
}

interface TranslationFieldsProps {
  /** The English box's label without '(optional)': 'Name', 'Description'. */
  label: string;
  kn: Box;
  hi: Box;
  /** The most characters, the English text's. */
  maxLength: number;
  /** A text area of this many rows; a one-line box without. */
  rows?: number;
}

/**
 * A catalogue text's Kannada and Hindi boxes, side by side under its English one (issue 38): 'Name (Kannada)' and
 * 'Name (Hindi)', each marked with its language, so the browser offers that keyboard, font and spelling. Both are
 * optional: left empty, a visitor reading the site in that language sees the English text.
 */
export function TranslationFields({ label, kn, hi, maxLength, rows }: TranslationFieldsProps) {
  const boxes = [
    { box: kn, lang: 'kn', language: 'Kannada' },
    { box: hi, lang: 'hi', language: 'Hindi' },
  ] as const;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {boxes.map(({ box, lang, language }) =>
        rows ? (
          <TextAreaField key={lang} label={`${label} (${language})`} lang={lang} rows={rows} maxLength={maxLength} {...box} />
        ) : (
          <TextField key={lang} label={`${label} (${language})`} lang={lang} maxLength={maxLength} autoComplete="off" {...box} />
        ),
      )}
    </div>
  );
}

/** The Kannada and Hindi texts of an entry as the admin's cards show them, each in its language; nothing when neither. */
export function TranslatedLine({ kn, hi }: { kn: string | null; hi: string | null }) {
  if (!kn && !hi) return null;
  return (
    <p className="mt-0.5 break-words text-sm text-slate-600">
      {kn && <span lang="kn">{kn}</span>}
      {kn && hi && <span aria-hidden="true"> · </span>}
      {hi && <span lang="hi">{hi}</span>}
    </p>
  );
}
