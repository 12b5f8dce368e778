import { Loader2 } from 'lucide-react';
import type { ReactNode } from 'react';

interface SubmitButtonProps {
  /** The form's call is in flight: the button is disabled and shows a spinner, so a form is never sent twice. */
  busy: boolean;
  disabled?: boolean;
  /** Layout beyond the full-width default, e.g. `sm:w-auto`. */
  className?: string;
  children: ReactNode;
}

/** A form's main button. */
export function SubmitButton({ busy, disabled = false, className = '', children }: SubmitButtonProps) {
  return (
    <button
      type="submit"
      disabled={busy || disabled}
      aria-busy={busy}
      className={`flex w-full items-center justify-center gap-2 rounded-lg bg-blue-700 px-4 py-3 font-semibold text-white hover:bg-blue-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700 disabled:cursor-not-allowed disabled:opacity-70 ${className}`}
    >
      {busy && <Loader2 size={18} className="animate-spin" aria-hidden="true" />}
      {children}
    </button>
  );
}
