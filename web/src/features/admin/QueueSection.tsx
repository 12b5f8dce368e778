import { CheckCheck } from 'lucide-react';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { DECISION_MESSAGES } from '@contracts/admin-decisions.ts';
import { QUEUE_DEPTH, QUEUE_TYPES, type QueueItem, type QueuePage, type QueueType } from '@contracts/admin-queue.ts';
import { APPROVE_BUTTON } from '../../components/buttons.ts';
import { Pager } from '../../components/Pager.tsx';
import { serverMessage } from '../../lib/http-status.ts';
import { useAdminWrites, useDropFromQueue, useModerationQueue, useRefreshAdmin } from './api.ts';
import { Announcement, useAnnouncer } from './Announcer.tsx';
import { DecisionDialog } from './DecisionDialog.tsx';
import { useFocusAfterRemoval } from './focus-after-removal.ts';
import { ListStates } from './ListStates.tsx';
import { approvalOf, QUEUE_LABELS, type QueueAction } from './queue-actions.ts';
import { QueueItemCard } from './QueueItemCard.tsx';
import { SectionHeader } from './SectionHeader.tsx';

type Filter = QueueType | 'all';

const FILTERS: Filter[] = ['all', ...QUEUE_TYPES];
const isFilter = (value: string | null): value is Filter => FILTERS.some((filter) => filter === value);
const filterLabel = (filter: Filter) => (filter === 'all' ? 'All' : QUEUE_LABELS[filter].filter);

const KEY_STEPS: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

const DECISION_FAILED = 'Could not send the decision. Please try again.';

/** An item's own key: a listing and its held edits share the listing's id, as their decision routes take it. */
const keyOf = (item: QueueItem) => `${item.type}:${item.id}`;

/** The filter and page live in the address (?type=photo&page=2); switching filters replaces the entry, paging adds one. */
function useQueuePlace() {
  const [params, setParams] = useSearchParams();
  const requested = params.get('type');
  const filter: Filter = isFilter(requested) ? requested : 'all';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  return {
    filter,
    page,
    select: (next: Filter) => setParams(next === 'all' ? {} : { type: next }, { replace: true }),
    goTo: (next: number) => setParams({ ...(filter === 'all' ? {} : { type: filter }), ...(next > 1 ? { page: String(next) } : {}) }),
  };
}

/** A count as the filters show it: the queue counts each kind up to QUEUE_DEPTH. */
function countText(counts: QueuePage['counts'], filter: Filter): string {
  const kinds: readonly QueueType[] = filter === 'all' ? QUEUE_TYPES : [filter];
  const total = kinds.reduce((sum, kind) => sum + counts[kind], 0);
  return `${total}${kinds.some((kind) => counts[kind] >= QUEUE_DEPTH) ? '+' : ''}`;
}

/**
 * docs/product.md §2.27 Queue: everything that waits for a decision, oldest first, by kind with counts; each item's
 * decisions, the ones that need a reason through a dialog; listings and photos approved together from a selection.
 * A decided item leaves the list at once and the queue is read again.
 */
export function QueueSection() {
  const writes = useAdminWrites();
  const { filter, page, select, goTo } = useQueuePlace();
  const input = { type: filter === 'all' ? undefined : filter, page };
  const queue = useModerationQueue(input);
  const dropFromQueue = useDropFromQueue(input, keyOf);
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [asking, setAsking] = useState<{ item: QueueItem; action: QueueAction } | null>(null);
  const news = useAnnouncer();
  const tabs = useRef(new Map<Filter, HTMLButtonElement>());
  // A decided item's buttons are gone, and with them the focus: it goes to the queue's heading, not the top of the page.
  const heading = useFocusAfterRemoval<HTMLHeadingElement>(queue.data, asking !== null);

  const items = queue.data?.items ?? [];
  const totalPages = queue.data?.pagination.totalPages ?? 1;

  // The last item of the last page was decided: show the page that is now last.
  useEffect(() => {
    if (queue.data && !queue.isPlaceholderData && page > 1 && page > totalPages) goTo(Math.max(1, totalPages));
  }, [queue.data, queue.isPlaceholderData, page, totalPages, goTo]);

  const mark = (keys: string[], on: boolean) =>
    setBusy((current) => {
      const next = new Set(current);
      for (const key of keys) {
        if (on) next.add(key);
        else next.delete(key);
      }
      return next;
    });

  /** Takes decided items out of the list and their counts at once; the queue is then read again. */
  function drop(decided: QueueItem[]) {
    const gone = new Set(decided.map(keyOf));
    dropFromQueue(decided);
    setSelected((current) => new Set([...current].filter((key) => !gone.has(key))));
    heading.removed();
  }

  // The other sections' lists (businesses, reviews, the audit log) change with a decision too.
  const refresh = useRefreshAdmin();

  /** Sends one decision; a refusal is the caller's to show (a toast, or the reason dialog's own message). */
  async function decide(item: QueueItem, action: QueueAction, reason = '') {
    const key = keyOf(item);
    mark([key], true);
    try {
      const message = await action.send(writes, reason);
      drop([item]);
      news.success(message);
    } finally {
      mark([key], false);
      // Read again either way: a refusal often means another admin decided the item meanwhile, or its owner changed it.
      refresh();
    }
  }

  function onAction(item: QueueItem, action: QueueAction) {
    if (action.reason) {
      setAsking({ item, action });
      return;
    }
    decide(item, action).catch((error: unknown) => news.failure(serverMessage(error, DECISION_FAILED)));
  }

  const selectable = items.flatMap((item) => {
    const approval = approvalOf(item);
    return approval ? [{ item, approval }] : [];
  });
  const chosen = selectable.filter(({ item }) => selected.has(keyOf(item)));
  const approving = chosen.some(({ item }) => busy.has(keyOf(item)));

  /**
   * "Approve selected", all sent together: the photos in one call (so an owner gets one mail for all of a listing's),
   * each listing in its own. Those refused stay ticked, with the first refusal told.
   */
  async function approveSelected() {
    const keys = chosen.map(({ item }) => keyOf(item));
    mark(keys, true);
    const photoIds = chosen.flatMap(({ item }) => (item.type === 'photo' ? [item.id] : []));
    const photos = photoIds.length
      ? writes.approvePhotos({ ids: photoIds }).then(
          (result) => ({ refused: new Map(result.refused.map((refusal) => [refusal.id, refusal.message])) }),
          (error: unknown) => ({ failed: serverMessage(error, DECISION_FAILED) }),
        )
      : null;
    const outcomes = await Promise.all(
      chosen.map(async ({ item, approval }): Promise<{ approved: true; message: string } | { approved: false; reason: string }> => {
        if (item.type === 'photo' && photos) {
          const answer = await photos;
          const reason = 'failed' in answer ? answer.failed : answer.refused.get(item.id);
          return reason === undefined ? { approved: true, message: DECISION_MESSAGES.approvePhoto } : { approved: false, reason };
        }
        try {
          return { approved: true, message: await approval.send(writes, '') };
        } catch (error) {
          return { approved: false, reason: serverMessage(error, DECISION_FAILED) };
        }
      }),
    );
    mark(keys, false);
    const approved = chosen.filter((_choice, n) => outcomes[n]?.approved).map(({ item }) => item);
    const refusals = outcomes.flatMap((outcome) => (outcome.approved ? [] : [outcome.reason]));
    if (approved.length > 0) {
      drop(approved);
      const first = outcomes.find((outcome) => outcome.approved);
      news.success(approved.length === 1 && first?.approved ? first.message : `${approved.length} items approved`);
    }
    if (refusals.length > 0) {
      const [reason] = refusals;
      news.failure(refusals.length === 1 ? `1 item was not approved: ${reason}` : `${refusals.length} items were not approved: ${reason}`);
    }
    refresh();
  }

  function onTabKey(event: KeyboardEvent) {
    const step = KEY_STEPS[event.key];
    if (!step) return;
    event.preventDefault();
    const next = FILTERS[step(FILTERS.indexOf(filter), FILTERS.length)];
    if (!next) return;
    select(next);
    tabs.current.get(next)?.focus();
  }

  const allTicked = selectable.length > 0 && chosen.length === selectable.length;

  return (
    <section aria-labelledby="queue-heading" className="space-y-4">
      <SectionHeader id="queue-heading" title="Queue" headingRef={heading.target}>
        Everything that waits for a decision, oldest first. Rejecting, removing or hiding needs a reason, which the person concerned is sent
        by e-mail.
      </SectionHeader>
      <div role="tablist" aria-label="Queue by kind" className="-mx-4 flex gap-1 overflow-x-auto border-b border-slate-200 px-4">
        {FILTERS.map((entry) => {
          const isSelected = entry === filter;
          return (
            <button
              key={entry}
              ref={(button) => {
                if (button) tabs.current.set(entry, button);
                else tabs.current.delete(entry);
              }}
              type="button"
              role="tab"
              id={`queue-tab-${entry}`}
              aria-selected={isSelected}
              aria-controls={isSelected ? 'queue-panel' : undefined}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => select(entry)}
              onKeyDown={onTabKey}
              className={`-mb-px flex items-center gap-2 whitespace-nowrap border-b-2 px-3 py-2 text-sm font-semibold ${
                isSelected ? 'border-blue-700 text-blue-800' : 'border-transparent text-slate-600 hover:text-slate-900'
              }`}
            >
              {filterLabel(entry)}
              {queue.data && (
                <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-700">{countText(queue.data.counts, entry)}</span>
              )}
            </button>
          );
        })}
      </div>
      <Announcement text={news.announcement} />
      <ListStates
        role="tabpanel"
        id="queue-panel"
        aria-labelledby={`queue-tab-${filter}`}
        className="space-y-4"
        query={queue}
        items={queue.data?.items}
        noun="queue"
        empty={filter === 'all' ? 'Nothing waits' : `No ${filterLabel(filter).toLowerCase()} waiting`}
        emptyHint={filter === 'all' ? 'New listings, edits, claims, photos, reported reviews and contact messages arrive here.' : undefined}
        footer={<Pager page={page} totalPages={totalPages} onPage={goTo} />}
      >
        {(shown) => (
          <>
            {selectable.length > 0 && (
              <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-slate-50 px-3 py-2">
                <label className="flex min-h-10 items-center gap-2 text-sm font-medium text-slate-800">
                  <input
                    type="checkbox"
                    checked={allTicked}
                    ref={(box) => {
                      if (box) box.indeterminate = chosen.length > 0 && !allTicked;
                    }}
                    onChange={() => setSelected(allTicked ? new Set() : new Set(selectable.map(({ item }) => keyOf(item))))}
                    className="h-5 w-5 accent-blue-700"
                  />
                  Select every listing and photo on this page
                </label>
                <button
                  type="button"
                  onClick={() => void approveSelected()}
                  disabled={chosen.length === 0 || approving}
                  aria-busy={approving}
                  className={APPROVE_BUTTON}
                >
                  <CheckCheck size={16} aria-hidden="true" />
                  {approving ? 'Approving…' : `Approve selected (${chosen.length})`}
                </button>
              </div>
            )}
            <ol aria-label="Waiting items, oldest first" className={`space-y-4 ${queue.isPlaceholderData ? 'opacity-60' : ''}`}>
              {shown.map((item) => {
                const key = keyOf(item);
                const bulk = Boolean(approvalOf(item));
                return (
                  <li key={key}>
                    <QueueItemCard
                      item={item}
                      busy={busy.has(key)}
                      selected={bulk ? selected.has(key) : undefined}
                      onSelect={
                        bulk
                          ? (on) =>
                              setSelected((current) => {
                                const next = new Set(current);
                                if (on) next.add(key);
                                else next.delete(key);
                                return next;
                              })
                          : undefined
                      }
                      onAction={(action) => onAction(item, action)}
                    />
                  </li>
                );
              })}
            </ol>
          </>
        )}
      </ListStates>
      {asking?.action.reason && (
        <DecisionDialog
          title={asking.action.reason.title}
          confirmLabel={asking.action.reason.confirm}
          onClose={() => setAsking(null)}
          onConfirm={async (reason) => {
            await decide(asking.item, asking.action, reason);
            setAsking(null);
          }}
        >
          <p>{asking.action.reason.body}</p>
        </DecisionDialog>
      )}
    </section>
  );
}
