import { useId, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from 'react';

/** What a field hands its control: the id its label points at, and the wiring of its error message. */
export interface ControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
}

interface FieldProps {
  label: string;
  /** The field's own message, shown under it and tied to it for screen readers. */
  error?: string | undefined;
  /** A fixed id for the control, for a link or a journey that finds it by id; otherwise one is made. */
  id?: string;
  /** A red asterisk after the label, for sighted readers; screen readers get the control's own `required`. */
  marked?: boolean;
  className?: string;
}

/** The look of a text box or text area, red while it holds an error. */
export function inputClass(invalid: boolean, padded = false): string {
  return `block w-full rounded-lg border bg-white px-3 py-2.5 text-slate-900 placeholder:text-slate-400 focus:outline-2 ${padded ? 'pr-11' : ''} ${
    invalid ? 'border-red-500 focus:outline-red-200' : 'border-slate-300 focus:border-blue-700 focus:outline-blue-200'
  }`;
}

/** A label, the control it names (drawn by `children`), and the control's error message beneath. */
export function Field({
  label,
  error,
  id,
  marked = false,
  className,
  children,
}: FieldProps & { children: (control: ControlProps) => ReactNode }) {
  const madeId = useId();
  const controlId = id ?? madeId;
  const errorId = `${controlId}-error`;
  return (
    <div className={className}>
      <label htmlFor={controlId} className="block text-sm font-medium text-slate-800">
        {label}
        {marked && (
          <>
            {' '}
            <span aria-hidden="true" className="text-red-600">
              *
            </span>
          </>
        )}
      </label>
      <div className="relative mt-1">
        {children({ id: controlId, 'aria-invalid': Boolean(error), 'aria-describedby': error ? errorId : undefined })}
      </div>
      {error && (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

type OwnAttributes = 'id' | 'aria-invalid' | 'aria-describedby' | 'className';
export type TextFieldProps = FieldProps &
  Omit<InputHTMLAttributes<HTMLInputElement>, OwnAttributes> & {
    /** A control inside the box on the right, such as the show/hide toggle. */
    trailing?: (inputId: string) => ReactNode;
  };

export function TextField({ label, error, id, marked, className, trailing, ...input }: TextFieldProps) {
  return (
    <Field label={label} error={error} id={id} marked={marked} className={className}>
      {(control) => (
        <>
          <input {...input} {...control} className={inputClass(Boolean(error), Boolean(trailing))} />
          {trailing?.(control.id)}
        </>
      )}
    </Field>
  );
}

export function TextAreaField({
  label,
  error,
  id,
  marked,
  className,
  ...textarea
}: FieldProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, OwnAttributes>) {
  return (
    <Field label={label} error={error} id={id} marked={marked} className={className}>
      {(control) => <textarea {...textarea} {...control} className={inputClass(Boolean(error))} />}
    </Field>
  );
}

/** A failed call's message above or below the form, announced as soon as it appears. */
export function FormAlert({ className = '', children }: { className?: string; children: ReactNode }) {
  return (
    <div role="alert" className={`rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800 ${className}`}>
      {children}
    </div>
  );
}
