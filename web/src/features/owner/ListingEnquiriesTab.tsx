import { Download } from 'lucide-react';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { EnquiryStatus } from '@contracts/owner.ts';
import { PLAIN_BUTTON } from '../../components/buttons.ts';
import { Pager } from '../../components/Pager.tsx';
import { EmptyState, ErrorState, LoadingState } from '../../components/States.tsx';
import { useMessages } from '../../i18n/language.tsx';
import { WithValues } from '../../i18n/WithValues.tsx';
import { serverMessage } from '../../lib/http-status.ts';
import { notify } from '../../lib/notify.ts';
import { RestError } from '../../lib/upload-form.ts';
import { downloadEnquiries, useEnquiries, useSetEnquiryStatus } from './api.ts';
import { LeadCard } from './LeadCard.tsx';
import { ListingFrame } from './ListingFrame.tsx';
import type { OwnerListing } from './owner-types.ts';

export function ListingEnquiriesTab() {
  const t = useMessages('owner');
  return <ListingFrame title={t.enquiriesTitle()}>{(listing) => <EnquiriesTab listing={listing} />}</ListingFrame>;
}

type Inbox = EnquiryStatus | 'all';

/** The tabs in order, each with its texts' keys: its name, its empty state, and what its CSV holds. */
const INBOXES = [
  { id: 'new', label: 'enquiriesNew', empty: 'enquiriesEmptyNew', csv: 'enquiriesCsvOfNew' },
  { id: 'replied', label: 'enquiriesReplied', empty: 'enquiriesEmptyReplied', csv: 'enquiriesCsvOfReplied' },
  { id: 'closed', label: 'enquiriesClosed', empty: 'enquiriesEmptyClosed', csv: 'enquiriesCsvOfClosed' },
  { id: 'all', label: 'enquiriesAll', empty: 'enquiriesEmptyAll', csv: 'enquiriesCsvOfAll' },
] as const satisfies readonly { id: Inbox; label: string; empty: string; csv: string }[];

const isInbox = (value: string | null): value is Inbox => INBOXES.some((inbox) => inbox.id === value);

const MOVED = {
  new: 'enquiriesMovedNew',
  replied: 'enquiriesMovedReplied',
  closed: 'enquiriesMovedClosed',
} as const satisfies Record<EnquiryStatus, string>;

const KEY_STEPS: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/**
 * The tab and page live in the address (?status=replied&page=2), so a reload or Back keeps them; the inbox opens on the
 * new enquiries. Switching tabs replaces the history entry, paging adds one.
 */
function useInboxPlace(): { inbox: Inbox; page: number; select: (inbox: Inbox) => void; goTo: (page: number) => void } {
  const [params, setParams] = useSearchParams();
  const requested = params.get('status');
  const inbox = isInbox(requested) ? requested : 'new';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  return {
    inbox,
    page,
    select: (next) => setParams(next === 'new' ? {} : { status: next }, { replace: true }),
    goTo: (next) => setParams({ ...(inbox === 'new' ? {} : { status: inbox }), ...(next > 1 ? { page: String(next) } : {}) }),
  };
}

/** docs/product.md §2.24 Enquiries: the leads inbox, newest first, by status, with replies and the CSV. */
function EnquiriesTab({ listing }: { listing: OwnerListing }) {
  const t = useMessages('owner');
  const { inbox, page, select, goTo } = useInboxPlace();
  const status = inbox === 'all' ? undefined : inbox;
  const leads = useEnquiries(listing.id, page, status);
  const [downloading, setDownloading] = useState(false);
  const tabs = useRef(new Map<Inbox, HTMLButtonElement>());
  const panel = useRef<HTMLDivElement>(null);

  // The enquiry leaves this tab and every tab's count changes: the hook reads the inbox again.
  const change = useSetEnquiryStatus({
    onSuccess: (enquiry) => {
      notify.success(t[MOVED[enquiry.status]]());
      // Its card may be gone: focus stays in the inbox rather than falling to the top of the page.
      if (panel.current?.contains(document.activeElement) || document.activeElement === document.body) panel.current?.focus();
    },
    onError: (error) => notify.error(serverMessage(error, t.enquiriesUpdateFailed())),
  });

  const totalPages = leads.data?.pagination.totalPages ?? 1;
  // The last enquiry of the last page moved away: show the page that is now last.
  useEffect(() => {
    if (leads.data && !leads.isPlaceholderData && page > 1 && page > totalPages) goTo(Math.max(1, totalPages));
  }, [leads.data, leads.isPlaceholderData, page, totalPages, goTo]);

  const counts = leads.data?.counts;
  const countOf = (id: Inbox) => (counts ? (id === 'all' ? counts.new + counts.replied + counts.closed : counts[id]) : undefined);
  const current = INBOXES.find((entry) => entry.id === inbox) ?? INBOXES[0];

  function onTabKey(event: KeyboardEvent) {
    const step = KEY_STEPS[event.key];
    if (!step) return;
    event.preventDefault();
    const next =
      INBOXES[
        step(
          INBOXES.findIndex((entry) => entry.id === inbox),
          INBOXES.length,
        )
      ];
    if (!next) return;
    select(next.id);
    tabs.current.get(next.id)?.focus();
  }

  async function download() {
    setDownloading(true);
    try {
      await downloadEnquiries(listing.id, status);
    } catch (error) {
      notify.error(error instanceof RestError ? error.message : t.enquiriesDownloadFailed());
    } finally {
      setDownloading(false);
    }
  }

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-bold text-slate-900">{t.enquiriesTitle()}</h2>
        <button type="button" onClick={() => void download()} disabled={downloading} aria-busy={downloading} className={PLAIN_BUTTON}>
          <Download size={16} aria-hidden="true" />
          <WithValues text={t.enquiriesDownloadCsv} values={{ which: <span className="sr-only">{t[current.csv]()}</span> }} />
        </button>
      </div>
      <p className="text-sm text-slate-600">{t.enquiriesIntro()}</p>
      <div role="tablist" aria-label={t.enquiriesByStatus()} className="-mx-4 flex gap-1 overflow-x-auto border-b border-slate-200 px-4">
        {INBOXES.map((entry) => {
          const selected = entry.id === inbox;
          const count = countOf(entry.id);
          return (
            <button
              key={entry.id}
              ref={(button) => {
                if (button) tabs.current.set(entry.id, button);
                else tabs.current.delete(entry.id);
              }}
              type="button"
              role="tab"
              id={`enquiries-tab-${entry.id}`}
              aria-selected={selected}
              aria-controls={selected ? 'enquiries-panel' : undefined}
              tabIndex={selected ? 0 : -1}
              onClick={() => select(entry.id)}
              onKeyDown={onTabKey}
              className={`-mb-px flex items-center gap-2 whitespace-nowrap border-b-2 px-3 py-2 text-sm font-semibold ${
                selected ? 'border-blue-700 text-blue-800' : 'border-transparent text-slate-600 hover:text-slate-900'
              }`}
            >
              {t[entry.label]()}
              {count !== undefined && <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-700">{count}</span>}
            </button>
          );
        })}
      </div>
      <div
        ref={panel}
        role="tabpanel"
        id="enquiries-panel"
        aria-labelledby={`enquiries-tab-${inbox}`}
        tabIndex={0}
        aria-busy={leads.isFetching}
        className="focus:outline-none"
      >
        {leads.isPending && <LoadingState title={t.enquiriesLoading()} />}
        {leads.isError && (
          <ErrorState
            title={t.enquiriesLoadFailed()}
            message={serverMessage(leads.error, t.tabLoadFailedHint())}
            onRetry={() => void leads.refetch()}
          />
        )}
        {leads.data &&
          (leads.data.enquiries.length === 0 ? (
            <EmptyState title={t[current.empty]()} hint={inbox === 'new' ? t.enquiriesEmptyHint() : undefined} />
          ) : (
            <ol className={`space-y-4 ${leads.isPlaceholderData ? 'opacity-60' : ''}`}>
              {leads.data.enquiries.map((lead) => (
                <li key={lead.id}>
                  <LeadCard
                    lead={lead}
                    businessName={listing.name}
                    busy={change.isPending && change.variables.id === lead.id}
                    onStatus={(next) => change.mutate({ id: lead.id, status: next })}
                  />
                </li>
              ))}
            </ol>
          ))}
        <Pager page={page} totalPages={totalPages} onPage={goTo} />
      </div>
    </div>
  );
}
