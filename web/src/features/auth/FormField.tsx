import { Eye, EyeOff } from 'lucide-react';
import { useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'aria-invalid' | 'aria-describedby'> & { name: string };

interface FieldProps extends InputProps {
  label: string;
  /** The field's own message, shown under it and tied to it for screen readers. */
  error?: string;
  /** A control inside the box on the right, such as the show/hide toggle. */
  trailing?: (inputId: string) => ReactNode;
}

const inputClass = (invalid: boolean, padded: boolean) =>
  `block w-full rounded-lg border bg-white px-3 py-2.5 text-slate-900 placeholder:text-slate-400 focus:outline-2 ${padded ? 'pr-11' : ''} ${
    invalid ? 'border-red-500 focus:outline-red-200' : 'border-slate-300 focus:border-blue-700 focus:outline-blue-200'
  }`;

export function TextField({ label, error, trailing, className, ...input }: FieldProps) {
  const inputId = useId();
  const errorId = `${inputId}-error`;
  return (
    <div className={className}>
      <label htmlFor={inputId} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <div className="relative mt-1">
        <input
          {...input}
          id={inputId}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? errorId : undefined}
          className={inputClass(Boolean(error), Boolean(trailing))}
        />
        {trailing?.(inputId)}
      </div>
      {error && (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** A password box with a show/hide toggle; the toggle keeps one name and reports its state with aria-pressed. */
export function PasswordField(props: Omit<FieldProps, 'type' | 'trailing'>) {
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      trailing={(inputId) => (
        <button
          type="button"
          aria-label={`Show ${props.label.toLowerCase()}`}
          aria-pressed={visible}
          aria-controls={inputId}
          onClick={() => setVisible((value) => !value)}
          className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-lg text-slate-500 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-blue-700"
        >
          {visible ? <EyeOff size={18} aria-hidden="true" /> : <Eye size={18} aria-hidden="true" />}
        </button>
      )}
    />
  );
}
