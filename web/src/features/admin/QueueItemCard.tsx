import { ExternalLink } from 'lucide-react';
import { useId } from 'react';
import type {
  ClaimQueueItem,
  EditQueueItem,
  ListingQueueItem,
  PhotoQueueItem,
  QueueItem,
  QueuePerson,
  ReportQueueItem,
} from '@contracts/admin-queue.ts';
import { formatPhone } from '@contracts/format.ts';
import type { HeldField } from '@contracts/owner.ts';
import { APPROVE_BUTTON, DANGER_OUTLINE_BUTTON, LINK_BUTTON, PLAIN_BUTTON } from '../../components/buttons.ts';
import { NAME_LANGS } from '../../lib/city-names.ts';
import { shortDateTime } from '../../lib/dates.ts';
import { listingPath } from '../../lib/owner-paths.ts';
import { ClaimDocument } from './ClaimDocument.tsx';
import { ContactMessageDetails } from './ContactMessage.tsx';
import { Facts } from './Facts.tsx';
import { Badge } from './ItemCard.tsx';
import { actionsFor, QUEUE_LABELS, type QueueAction } from './queue-actions.ts';
import { isOverdue, waitingText } from './waiting.ts';

const FIELD_LABELS: Record<HeldField, string> = {
  name: 'Business name',
  nameKn: 'Name in Kannada',
  nameHi: 'Name in Hindi',
  category: 'Category',
  address: 'Address',
  pincode: 'Pincode',
  phone: 'Phone',
};

const EVIDENCE_LABELS = { gst: 'GST number', udyam: 'Udyam number', document: 'Document' } as const;

const LOOKS: Record<QueueAction['look'], string> = {
  approve: APPROVE_BUTTON,
  decline: DANGER_OUTLINE_BUTTON,
  plain: PLAIN_BUTTON,
};

interface QueueItemCardProps {
  item: QueueItem;
  /** A decision on this item is on its way: its buttons wait. */
  busy: boolean;
  /** For items "Approve selected" takes: whether this one is ticked. */
  selected?: boolean | undefined;
  onSelect?: ((selected: boolean) => void) | undefined;
  onAction: (action: QueueAction) => void;
}

/** One item of the queue (docs/product.md §2.27): what waits, for how long, what it is about, and its decisions. */
export function QueueItemCard({ item, busy, selected, onSelect, onAction }: QueueItemCardProps) {
  const headingId = useId();
  const overdue = isOverdue(item.createdAt);
  return (
    <article aria-labelledby={headingId} data-item={item.id} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <div className="flex items-start gap-3">
        {onSelect && (
          <input
            type="checkbox"
            checked={selected ?? false}
            disabled={busy}
            onChange={(event) => onSelect(event.target.checked)}
            aria-label={`Select ${item.summary}`}
            className="mt-1 h-5 w-5 shrink-0 accent-blue-700"
          />
        )}
        <div className="min-w-0 flex-1">
          <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
            <Badge look="bg-slate-100 text-slate-700">{QUEUE_LABELS[item.type].badge}</Badge>
            <time
              dateTime={item.createdAt}
              title={shortDateTime(item.createdAt)}
              className={overdue ? 'font-semibold text-amber-800' : 'text-slate-600'}
            >
              {waitingText(item.createdAt)}
            </time>
          </p>
          <h3 id={headingId} className="mt-2 break-words font-semibold text-slate-900">
            {item.summary}
          </h3>
          <div className="mt-3 space-y-3 text-sm text-slate-700">
            <Details item={item} />
          </div>
          <BusinessLinks item={item} />
          <div className="mt-4 flex flex-wrap gap-2 border-t border-slate-100 pt-4">
            {actionsFor(item).map((action) => (
              <button
                key={action.id}
                type="button"
                disabled={busy}
                onClick={() => onAction(action)}
                aria-haspopup={action.reason ? 'dialog' : undefined}
                className={LOOKS[action.look]}
              >
                {action.label}
              </button>
            ))}
          </div>
        </div>
      </div>
    </article>
  );
}

function Details({ item }: { item: QueueItem }) {
  switch (item.type) {
    case 'listing':
      return <ListingDetails item={item} />;
    case 'edit':
      return <EditDetails item={item} />;
    case 'claim':
      return <ClaimDetails item={item} />;
    case 'photo':
      return <PhotoDetails item={item} />;
    case 'report':
      return <ReportDetails item={item} />;
    case 'contact':
      return <ContactMessageDetails message={item} />;
  }
}

const person = (who: QueuePerson | null) =>
  who && (
    <>
      {who.name} ·{' '}
      <a href={`mailto:${who.email}`} className="text-blue-700 hover:underline">
        {who.email}
      </a>
    </>
  );

function ListingDetails({ item }: { item: ListingQueueItem }) {
  const { listing } = item;
  const place = [listing.address, listing.locality, listing.pincode].filter(Boolean).join(', ');
  return (
    <>
      {listing.statusReason && (
        <p className="rounded-lg bg-amber-50 px-3 py-2 text-amber-900">Rejected before, and changed since: {listing.statusReason}</p>
      )}
      <Facts
        facts={[
          ['Name in Kannada', listing.nameKn && <span lang="kn">{listing.nameKn}</span>],
          ['Name in Hindi', listing.nameHi && <span lang="hi">{listing.nameHi}</span>],
          ['Category', listing.category],
          ['Address', place],
          ['Phone', listing.phone && formatPhone(listing.phone)],
          ['WhatsApp', listing.whatsapp && formatPhone(listing.whatsapp)],
          ['Email', listing.email],
          ['Website', listing.website],
          ['Added by', person(item.owner)],
        ]}
      />
      {listing.description && <p className="whitespace-pre-line break-words">{listing.description}</p>}
    </>
  );
}

/**
 * A held value as the public page would show it: a phone number in the one format the site writes, a name in Kannada
 * or Hindi marked with its language; 'nothing' for an empty one (an old value never given, or a name being removed).
 */
function shown(field: HeldField, value: string | null): { text: string; lang: 'kn' | 'hi' | undefined } {
  if (value === null) return { text: 'nothing', lang: undefined };
  return { text: field === 'phone' ? formatPhone(value) : value, lang: NAME_LANGS[field] };
}

function EditDetails({ item }: { item: EditQueueItem }) {
  return (
    <>
      <ul className="space-y-2">
        {item.changes.map((change) => {
          const [before, after] = [shown(change.field, change.oldValue), shown(change.field, change.newValue)];
          return (
            <li key={change.field} className="rounded-lg bg-slate-50 px-3 py-2">
              <p className="font-medium text-slate-900">{FIELD_LABELS[change.field]}</p>
              <p className="break-words">
                <span className="sr-only">from </span>
                <del lang={before.lang} className="text-slate-500">
                  {before.text}
                </del>
                <span aria-hidden="true"> → </span>
                <span className="sr-only"> to </span>
                <ins lang={after.lang} className="font-semibold text-slate-900 no-underline">
                  {after.text}
                </ins>
              </p>
            </li>
          );
        })}
      </ul>
      <Facts facts={[['Asked by', person(item.owner)]]} />
    </>
  );
}

function ClaimDetails({ item }: { item: ClaimQueueItem }) {
  return (
    <>
      <Facts
        facts={[
          ['Claimant', person(item.claimant)],
          ['Runs it now', item.owner ? person(item.owner) : 'Nobody'],
          [
            item.evidenceType ? EVIDENCE_LABELS[item.evidenceType] : 'Evidence',
            item.evidenceNumber ?? (item.evidenceType ? null : 'None given'),
          ],
        ]}
      />
      {item.message && (
        <blockquote className="whitespace-pre-line break-words border-l-4 border-slate-200 pl-3 italic">{item.message}</blockquote>
      )}
      {item.documentUrl && <ClaimDocument claimId={item.id} label={`Document ${item.claimant.name} sent for ${item.businessName}`} />}
    </>
  );
}

function PhotoDetails({ item }: { item: PhotoQueueItem }) {
  return (
    <>
      <img
        src={item.url}
        alt={item.alt || `Photo of ${item.businessName}`}
        loading="lazy"
        className="max-h-72 w-full max-w-sm rounded-lg border border-slate-200 object-cover"
      />
      <Facts
        facts={[
          ['Alt text', item.alt ?? 'None'],
          ['Main photo', item.isPrimary ? 'Yes' : null],
          ['Uploaded by', person(item.uploadedBy)],
        ]}
      />
    </>
  );
}

/** A review's reports, one line per reason (the same words, case aside, are one reason), the most given first. */
function groupedReasons(reports: ReportQueueItem['reports']) {
  const groups = new Map<string, { reason: string; reporters: string[] }>();
  for (const report of reports) {
    const key = report.reason.trim().toLowerCase();
    const group = groups.get(key) ?? { reason: report.reason.trim(), reporters: [] };
    group.reporters.push(report.reporter.name);
    groups.set(key, group);
  }
  return [...groups.values()].sort((a, b) => b.reporters.length - a.reporters.length);
}

function ReportDetails({ item }: { item: ReportQueueItem }) {
  const { review } = item;
  const listed = item.reports.length;
  return (
    <>
      <figure className="rounded-lg bg-slate-50 px-3 py-2">
        <p className="font-medium text-slate-900">
          {review.rating} out of 5{review.title && ` · ${review.title}`}
          {review.status === 'hidden' && <span className="ml-2 rounded-full bg-slate-200 px-2 py-0.5 text-xs">Hidden</span>}
        </p>
        <blockquote className="mt-1 whitespace-pre-line break-words">{review.content}</blockquote>
        <figcaption className="mt-1 text-slate-500">
          By {person(review.author)} on {shortDateTime(review.createdAt)}
        </figcaption>
      </figure>
      <div>
        <p className="font-medium text-slate-900">
          {item.reportCount === 1 ? '1 report' : `${item.reportCount} reports`}
          {item.reportCount > listed && `, the oldest ${listed} listed`}
        </p>
        <ul className="mt-1 space-y-1">
          {groupedReasons(item.reports).map((group) => (
            <li key={group.reason} className="break-words">
              ‘{group.reason}’{group.reporters.length > 1 && <span className="font-semibold"> ×{group.reporters.length}</span>}
              <span className="text-slate-500"> · {group.reporters.join(', ')}</span>
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}

/** Where to look at the listing an item is about: its portal pages (admins may open any), and its public page once it has one. */
function BusinessLinks({ item }: { item: QueueItem }) {
  if (!item.businessId) return null;
  return (
    <p className="mt-3 flex flex-wrap gap-x-4">
      <a href={listingPath(item.businessId)} target="_blank" rel="noopener noreferrer" className={LINK_BUTTON}>
        Open in the owner portal <ExternalLink size={14} aria-hidden="true" />
        <span className="sr-only">(opens in a new tab)</span>
      </a>
      {item.type !== 'listing' && (
        <a href={`/business/${encodeURIComponent(item.businessId)}`} target="_blank" rel="noopener noreferrer" className={LINK_BUTTON}>
          Public page <ExternalLink size={14} aria-hidden="true" />
          <span className="sr-only">(opens in a new tab)</span>
        </a>
      )}
    </p>
  );
}
