import type { ReactNode } from 'react';
import { SECTION_SCROLL_MARGIN } from './SectionTabs.tsx';

interface ProfileSectionProps {
  id: string;
  title: string;
  /** A control beside the heading, e.g. 'Write a Review'. */
  action?: ReactNode;
  children: ReactNode;
}

/** A card on the profile page; focusable so the section bar can move keyboard focus to it. */
export function ProfileSection({ id, title, action, children }: ProfileSectionProps) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-heading`}
      tabIndex={-1}
      className={`rounded-2xl border border-slate-200 bg-white p-5 shadow-sm outline-none sm:p-6 ${SECTION_SCROLL_MARGIN}`}
    >
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 id={`${id}-heading`} className="text-xl font-bold text-slate-900">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}
