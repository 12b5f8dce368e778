import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { Messages } from '../../i18n/catalogues.ts';
import { useMessages } from '../../i18n/language.tsx';

const ACCOUNT_TABS = [
  { id: 'profile', label: 'tabProfile' },
  { id: 'security', label: 'tabSecurity' },
  { id: 'reviews', label: 'tabReviews' },
  { id: 'favorites', label: 'tabFavourites' },
  { id: 'data', label: 'tabData' },
] as const satisfies readonly { id: string; label: keyof Messages<'account'> }[];

export type AccountTab = (typeof ACCOUNT_TABS)[number]['id'];

const isTab = (value: string | null): value is AccountTab => ACCOUNT_TABS.some((tab) => tab.id === value);

/**
 * The tab on screen lives in the address (?tab=security), so a reload keeps it and a link can open it. Switching
 * replaces the history entry: Back leaves the page instead of walking through its tabs.
 */
export function useCurrentTab(): [AccountTab, (tab: AccountTab) => void] {
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const select = (tab: AccountTab) => setParams({ tab }, { replace: true });
  return [isTab(requested) ? requested : 'profile', select];
}

const tabId = (tab: AccountTab) => `account-tab-${tab}`;
const panelId = (tab: AccountTab) => `account-panel-${tab}`;

/** Arrow keys, Home and End move between tabs, as the ARIA tabs pattern expects. */
const KEY_STEPS: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

interface AccountTabsProps {
  current: AccountTab;
  onSelect: (tab: AccountTab) => void;
  /** The current tab's panel. */
  children: ReactNode;
}

/*
 * The five labels need about 430 px in one row, more than a phone's 390: a row that scrolls sideways hid 'Your data'
 * behind the edge with nothing to say it was there. On a phone the tabs are chips that wrap onto a second line, each
 * whole; from the sm breakpoint they fit in one underlined row.
 */
const TAB_LOOK = {
  base: 'shrink-0 whitespace-nowrap rounded-full border px-3 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700 sm:-mb-px sm:rounded-none sm:border-0 sm:border-b-2 sm:px-4 sm:py-3 sm:focus-visible:-outline-offset-2',
  selected: 'border-blue-700 bg-blue-700 text-white sm:bg-transparent sm:text-blue-700',
  other: 'border-slate-300 bg-white text-slate-700 hover:text-slate-900 sm:border-transparent sm:bg-transparent sm:text-slate-600',
};

/** A tab list that wraps on a narrow screen, and the one panel it shows; only the current tab is a Tab stop. */
export function AccountTabs({ current, onSelect, children }: AccountTabsProps) {
  const t = useMessages('account');
  const buttons = useRef(new Map<AccountTab, HTMLButtonElement>());

  function onKeyDown(event: KeyboardEvent) {
    const step = KEY_STEPS[event.key];
    if (!step) return;
    event.preventDefault();
    const index = ACCOUNT_TABS.findIndex((tab) => tab.id === current);
    const next = ACCOUNT_TABS[step(index, ACCOUNT_TABS.length)];
    if (!next) return;
    onSelect(next.id);
    buttons.current.get(next.id)?.focus();
  }

  return (
    <>
      <div role="tablist" aria-label={t.tabsLabel()} className="flex flex-wrap gap-2 sm:gap-0 sm:border-b sm:border-slate-200">
        {ACCOUNT_TABS.map((tab) => {
          const selected = tab.id === current;
          return (
            <button
              key={tab.id}
              ref={(button) => {
                if (button) buttons.current.set(tab.id, button);
                else buttons.current.delete(tab.id);
              }}
              type="button"
              role="tab"
              id={tabId(tab.id)}
              aria-selected={selected}
              // Only the current tab's panel exists: the others would point at nothing.
              aria-controls={selected ? panelId(tab.id) : undefined}
              tabIndex={selected ? 0 : -1}
              onClick={() => onSelect(tab.id)}
              onKeyDown={onKeyDown}
              className={`${TAB_LOOK.base} ${selected ? TAB_LOOK.selected : TAB_LOOK.other}`}
            >
              {t[tab.label]()}
            </button>
          );
        })}
      </div>
      <div
        role="tabpanel"
        id={panelId(current)}
        aria-labelledby={tabId(current)}
        tabIndex={0}
        className="space-y-6 pt-6 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-blue-700"
      >
        {children}
      </div>
    </>
  );
}
