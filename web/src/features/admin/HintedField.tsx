import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { Field, inputClass, type ControlProps } from '../../components/FormField.tsx';

interface HintedFieldProps {
  label: string;
  error: string | undefined;
  marked?: boolean;
  /** Said under the field and read with its control. */
  hint: ReactNode;
  /** The hint's look, small and grey unless told otherwise. */
  hintClass?: string;
  /** Draws the control: `control` ties it to its error and the hint; `hintId` is the hint's alone, for a second control. */
  children: (control: ControlProps, hintId: string) => ReactNode;
}

/** A field with a standing hint under it, tied to its control for screen readers beside its error. */
export function HintedField({ label, error, marked = false, hint, hintClass = 'text-xs text-slate-600', children }: HintedFieldProps) {
  const hintId = useId();
  return (
    <div>
      <Field label={label} error={error} marked={marked}>
        {(control) => children({ ...control, 'aria-describedby': [control['aria-describedby'], hintId].filter(Boolean).join(' ') }, hintId)}
      </Field>
      <p id={hintId} className={`mt-1 ${hintClass}`}>
        {hint}
      </p>
    </div>
  );
}

type HintedBoxProps = Omit<HintedFieldProps, 'children'> &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'aria-invalid' | 'aria-describedby' | 'className' | 'required'>;

/** A text box with a standing hint, as TextField draws one without (`{...field('slug')}` of useSchemaForm); a marked one is required. */
export function HintedBox({ label, error, marked = false, hint, hintClass, ...input }: HintedBoxProps) {
  return (
    <HintedField label={label} error={error} marked={marked} hint={hint} hintClass={hintClass}>
      {(control) => <input {...input} {...control} required={marked} className={inputClass(Boolean(error))} />}
    </HintedField>
  );
}
