import { useEffect, useId, useState } from 'react';
import { CONTACT_MESSAGE_STATUSES, type ContactMessageStatus } from '@contracts/admin-moderation.ts';
import { PLAIN_BUTTON } from '../../components/buttons.ts';
import { shortDateTime } from '../../lib/dates.ts';
import { serverMessage } from '../../lib/http-status.ts';
import { useAdminWrites, useContactMessages, useKeepContactMessage, useRefreshAdmin } from './api.ts';
import { PagedList } from './PagedList.tsx';
import type { AdminContactMessage } from './admin-types.ts';
import { Announcement, useAnnouncer } from './Announcer.tsx';
import { ContactMessageDetails } from './ContactMessage.tsx';
import { useFocusAfterRemoval } from './focus-after-removal.ts';
import { Badge } from './ItemCard.tsx';
import { SelectFilter } from './ListFilters.tsx';
import { useListParams } from './list-params.ts';
import { SectionHeader } from './SectionHeader.tsx';
import { timeAgo } from './waiting.ts';

const STATUS_LABELS: Record<ContactMessageStatus, string> = { new: 'New', read: 'Read', replied: 'Replied', closed: 'Closed' };

/** The queue's words for the same changes (queue-actions.ts), and 'Mark new' to put a message back in the queue. */
const MARK_LABELS: Record<ContactMessageStatus, string> = { new: 'Mark new', read: 'Mark read', replied: 'Mark replied', closed: 'Close' };

const BADGES: Record<ContactMessageStatus, string> = {
  new: 'bg-blue-100 text-blue-800',
  read: 'bg-slate-100 text-slate-700',
  replied: 'bg-green-100 text-green-800',
  closed: 'bg-slate-200 text-slate-800',
};

// The status a message has, or a change on its way: the button stays focusable (aria-disabled), so the focus stays put.
const MARK_BUTTON = `${PLAIN_BUTTON} aria-disabled:cursor-not-allowed aria-disabled:opacity-60`;

const CHANGE_FAILED = 'Could not change the message. Please try again.';

const isStatus = (value: string): value is ContactMessageStatus => CONTACT_MESSAGE_STATUSES.some((status) => status === value);

type Counts = Record<ContactMessageStatus, number>;

/** The filter's choices, each with its count once the inbox has been read. */
function statusOptions(counts: Counts | undefined) {
  const counted = (label: string, n: number | undefined) => (n === undefined ? label : `${label} (${n})`);
  const total = counts && CONTACT_MESSAGE_STATUSES.reduce((sum, status) => sum + counts[status], 0);
  return [
    { value: '', label: counted('All messages', total) },
    ...CONTACT_MESSAGE_STATUSES.map((status) => ({ value: status, label: counted(STATUS_LABELS[status], counts?.[status]) })),
  ];
}

/**
 * docs/product.md §2.27 Messages: the contact page's inbox, newest first, all or one status at a time, each message
 * read in full with a reply by e-mail one press away, and marked new, read, replied or closed. New messages wait in
 * the queue too, so a change reads the queue again as well as the inbox.
 */
export function MessagesSection() {
  const writes = useAdminWrites();
  const refresh = useRefreshAdmin();
  const { values, page, set, goTo } = useListParams(['status'] as const);
  const status = isStatus(values.status) ? values.status : undefined;
  const input = { page, status };
  const inbox = useContactMessages(input);
  const keepMessage = useKeepContactMessage(input);
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());
  const news = useAnnouncer();
  // A message that left the list took the focus with it: it goes to the inbox's heading, not the top of the page.
  const heading = useFocusAfterRemoval<HTMLHeadingElement>(inbox.data, inbox.isFetching);
  const totalPages = inbox.data?.pagination.totalPages ?? 1;

  // The last message of the last page left the filter it was listed under: show the page that is now last.
  useEffect(() => {
    if (inbox.data && !inbox.isPlaceholderData && page > 1 && page > totalPages) goTo(Math.max(1, totalPages));
  }, [inbox.data, inbox.isPlaceholderData, page, totalPages, goTo]);

  async function mark(message: AdminContactMessage, next: ContactMessageStatus) {
    setBusy((current) => new Set(current).add(message.id));
    try {
      const answer = await writes.setContactMessageStatus({ id: message.id, status: next });
      // The badge follows at once; the counts, and the list under a filter, when the inbox has been read again.
      keepMessage(answer.contactMessage);
      news.success(answer.message);
    } catch (error) {
      news.failure(serverMessage(error, CHANGE_FAILED));
    } finally {
      setBusy((current) => new Set([...current].filter((id) => id !== message.id)));
      heading.removed();
      // Read again either way (a refusal often means another admin changed the message meanwhile); the queue's
      // messages and counts and the audit log change with it too.
      refresh();
    }
  }

  return (
    <section aria-labelledby="messages-heading" className="space-y-4">
      <SectionHeader id="messages-heading" title="Messages" headingRef={heading.target}>
        What people sent from the contact page, newest first. Reply from the sender&apos;s e-mail address, then mark where the message
        stands; new ones also wait in the queue.
      </SectionHeader>
      <SelectFilter
        label="Show"
        value={status ?? ''}
        options={statusOptions(inbox.data?.counts)}
        onChange={(next) => set({ status: next })}
      />
      <Announcement text={news.announcement} />
      <PagedList
        query={inbox}
        items={inbox.data?.messages}
        totalPages={inbox.data?.pagination.totalPages}
        noun="messages"
        empty={status ? `No ${STATUS_LABELS[status].toLowerCase()} messages` : 'No messages yet'}
        page={page}
        onPage={goTo}
        spacing="space-y-4"
        renderItem={(message) => <MessageCard message={message} busy={busy.has(message.id)} onMark={(next) => void mark(message, next)} />}
      />
    </section>
  );
}

function Age({ iso }: { iso: string }) {
  return (
    <time dateTime={iso} title={shortDateTime(iso)}>
      {timeAgo(iso)}
    </time>
  );
}

interface MessageCardProps {
  message: AdminContactMessage;
  /** A change of this message's status is on its way: its buttons wait. */
  busy: boolean;
  onMark: (status: ContactMessageStatus) => void;
}

function MessageCard({ message, busy, onMark }: MessageCardProps) {
  const headingId = useId();
  return (
    <article aria-labelledby={headingId} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">
        <Badge look={BADGES[message.status]}>{STATUS_LABELS[message.status]}</Badge>
        <span>
          Sent <Age iso={message.createdAt} />
        </span>
        {message.statusChangedAt && (
          <span>
            Marked {message.status} <Age iso={message.statusChangedAt} />
          </span>
        )}
      </p>
      <h3 id={headingId} className="mt-2 break-words font-semibold text-slate-900">
        Message from {message.name}: {message.subject}
      </h3>
      <div className="mt-3 space-y-3 text-sm text-slate-700">
        <ContactMessageDetails message={message} />
      </div>
      <div role="group" aria-label="Mark the message" className="mt-4 flex flex-wrap gap-2 border-t border-slate-100 pt-4">
        {CONTACT_MESSAGE_STATUSES.map((status) => {
          const unavailable = busy || status === message.status;
          return (
            <button
              key={status}
              type="button"
              aria-disabled={unavailable}
              onClick={() => {
                if (!unavailable) onMark(status);
              }}
              className={MARK_BUTTON}
            >
              {MARK_LABELS[status]}
            </button>
          );
        })}
      </div>
    </article>
  );
}
