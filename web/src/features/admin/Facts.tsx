import type { ReactNode } from 'react';

/**
 * Label and value pairs, as the admin's cards list what an item is about; a pair without a value is left out. The
 * values' column may be narrower than a long address or link, which then wraps instead of widening a phone's page.
 */
export function Facts({ facts }: { facts: [string, ReactNode][] }) {
  const shown = facts.filter(([, value]) => value !== null && value !== undefined && value !== '');
  return (
    <dl className="grid grid-cols-1 gap-x-4 gap-y-1 sm:grid-cols-[10rem_minmax(0,1fr)]">
      {shown.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-medium text-slate-500">{label}</dt>
          <dd className="break-words">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
