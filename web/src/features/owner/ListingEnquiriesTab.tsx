import { Download } from 'lucide-react';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { EnquiryStatus } from '@contracts/owner.ts';
import { PLAIN_BUTTON } from '../../components/buttons.ts';
import { Pager } from '../../components/Pager.tsx';
import { EmptyState, ErrorState, LoadingState } from '../../components/States.tsx';
import { serverMessage } from '../../lib/http-status.ts';
import { notify } from '../../lib/notify.ts';
import { RestError } from '../../lib/upload-form.ts';
import { downloadEnquiries, useEnquiries, useSetEnquiryStatus } from './api.ts';
import { LeadCard } from './LeadCard.tsx';
import { ListingFrame } from './ListingFrame.tsx';
import type { OwnerListing } from './owner-types.ts';

export function ListingEnquiriesTab() {
  return <ListingFrame title="Enquiries">{(listing) => <EnquiriesTab listing={listing} />}</ListingFrame>;
}

type Inbox = EnquiryStatus | 'all';

const INBOXES: { id: Inbox; label: string; empty: string }[] = [
  { id: 'new', label: 'New', empty: 'No new enquiries' },
  { id: 'replied', label: 'Replied', empty: 'No replied enquiries' },
  { id: 'closed', label: 'Closed', empty: 'No closed enquiries' },
  { id: 'all', label: 'All', empty: 'No enquiries yet' },
];

const isInbox = (value: string | null): value is Inbox => INBOXES.some((inbox) => inbox.id === value);

const MOVED: Record<EnquiryStatus, string> = {
  new: 'Enquiry moved back to New',
  replied: 'Marked as replied',
  closed: 'Enquiry closed',
};

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
  const { inbox, page, select, goTo } = useInboxPlace();
  const status = inbox === 'all' ? undefined : inbox;
  const leads = useEnquiries(listing.id, page, status);
  const [downloading, setDownloading] = useState(false);
  const tabs = useRef(new Map<Inbox, HTMLButtonElement>());
  const panel = useRef<HTMLDivElement>(null);

  // The enquiry leaves this tab and every tab's count changes: the hook reads the inbox again.
  const change = useSetEnquiryStatus({
    onSuccess: (enquiry) => {
      notify.success(MOVED[enquiry.status]);
      // Its card may be gone: focus stays in the inbox rather than falling to the top of the page.
      if (panel.current?.contains(document.activeElement) || document.activeElement === document.body) panel.current?.focus();
    },
    onError: (error) => notify.error(serverMessage(error, 'Could not update the enquiry. Please try again.')),
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
      notify.error(error instanceof RestError ? error.message : 'Could not download the enquiries. Please try again.');
    } finally {
      setDownloading(false);
    }
  }

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-bold text-slate-900">Enquiries</h2>
        <button type="button" onClick={() => void download()} disabled={downloading} aria-busy={downloading} className={PLAIN_BUTTON}>
          <Download size={16} aria-hidden="true" />
          Download CSV <span className="sr-only">of {inbox === 'all' ? 'all' : current?.label.toLowerCase()} enquiries</span>
        </button>
      </div>
      <p className="text-sm text-slate-600">
        Newest first. Replying on WhatsApp or by e-mail marks a new enquiry replied; close it when it is dealt with.
      </p>
      <div role="tablist" aria-label="Enquiries by status" className="-mx-4 flex gap-1 overflow-x-auto border-b border-slate-200 px-4">
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
              {entry.label}
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
        {leads.isPending && <LoadingState title="Loading the enquiries…" />}
        {leads.isError && (
          <ErrorState
            title="Could not load the enquiries"
            message={serverMessage(leads.error, 'Please check your connection and try again.')}
            onRetry={() => void leads.refetch()}
          />
        )}
        {leads.data &&
          (leads.data.enquiries.length === 0 ? (
            <EmptyState
              title={current?.empty ?? 'No enquiries'}
              hint={inbox === 'new' ? 'Enquiries people send from your page arrive here, and by e-mail.' : undefined}
            />
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
