import { useId, type ReactNode } from 'react';

export const BUTTON =
  'inline-flex items-center justify-center gap-2 rounded-lg px-4 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700 disabled:cursor-not-allowed disabled:opacity-60';
export const PRIMARY_BUTTON = `${BUTTON} bg-blue-700 text-white hover:bg-blue-800`;
export const PLAIN_BUTTON = `${BUTTON} border border-slate-300 bg-white text-slate-800 hover:bg-slate-50`;
export const DANGER_BUTTON = `${BUTTON} bg-red-700 text-white hover:bg-red-800`;
export const DANGER_OUTLINE_BUTTON = `${BUTTON} border border-red-200 bg-white text-red-700 hover:bg-red-50`;

interface AccountSectionProps {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}

/** One card of a tab, named by its heading for screen readers' landmarks list. */
export function AccountSection({ title, description, children }: AccountSectionProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 id={headingId} className="text-lg font-bold text-slate-900">
        {title}
      </h2>
      {description && <p className="mt-1 text-sm text-slate-600">{description}</p>}
      <div className="mt-5">{children}</div>
    </section>
  );
}
