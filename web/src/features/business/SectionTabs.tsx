import { useEffect, useState } from 'react';
import { useMessages } from '../../i18n/language.tsx';

/** The sections a tab can jump to, each with its label's key in the 'business' catalogue. */
export const SECTION_TABS = [
  { id: 'about', label: 'tabAbout' },
  { id: 'amenities', label: 'tabAmenities' },
  { id: 'contact', label: 'tabContact' },
  { id: 'reviews', label: 'tabReviews' },
  { id: 'enquiry', label: 'tabEnquiry' },
] as const;

export type SectionId = (typeof SECTION_TABS)[number]['id'];

/** Sections scroll under the fixed header and this bar; they declare a matching scroll margin. */
export const SECTION_SCROLL_MARGIN = 'scroll-mt-32 md:scroll-mt-20';

/**
 * docs/product.md §2.12: below md, a sticky bar that jumps to the page's sections. The section being read is marked current,
 * and a jump moves keyboard focus there too, so the next Tab continues from the section.
 */
export function SectionTabs({ sections }: { sections: readonly SectionId[] }) {
  const t = useMessages('business');
  const [current, setCurrent] = useState<SectionId | null>(null);
  // The list is rebuilt on every render of the page; only a different set of sections needs new observing.
  const sectionKey = sections.join(' ');

  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        const visible = entries.filter((entry) => entry.isIntersecting).sort((a, b) => a.boundingClientRect.top - b.boundingClientRect.top);
        const first = visible[0]?.target.id;
        if (first) setCurrent(first as SectionId);
      },
      { rootMargin: '-128px 0px -50% 0px' },
    );
    for (const id of sectionKey.split(' ')) {
      const element = document.getElementById(id);
      if (element) observer.observe(element);
    }
    return () => observer.disconnect();
  }, [sectionKey]);

  function jump(id: SectionId) {
    const section = document.getElementById(id);
    if (!section) return;
    setCurrent(id);
    const reducedMotion = typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    section.scrollIntoView?.({ behavior: reducedMotion ? 'auto' : 'smooth', block: 'start' });
    section.focus({ preventScroll: true });
  }

  return (
    <nav aria-label={t.sections()} className="sticky top-16 z-20 border-b border-slate-200 bg-white/95 backdrop-blur md:hidden">
      <ul className="flex overflow-x-auto">
        {SECTION_TABS.filter((tab) => sections.includes(tab.id)).map((tab) => (
          <li key={tab.id} className="flex-1 shrink-0">
            <button
              type="button"
              onClick={() => jump(tab.id)}
              aria-current={current === tab.id ? 'location' : undefined}
              className={`w-full whitespace-nowrap border-b-2 px-1.5 py-3 text-sm font-semibold focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-blue-700 ${
                current === tab.id ? 'border-blue-700 text-blue-700' : 'border-transparent text-slate-600 hover:text-slate-900'
              }`}
            >
              {t[tab.label]()}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
