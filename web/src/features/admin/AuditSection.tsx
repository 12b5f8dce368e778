import { X } from 'lucide-react';
import { AUDIT_ENTITIES, type AuditEntity } from '@contracts/audit.ts';
import { LINK_BUTTON, PLAIN_BUTTON } from '../../components/buttons.ts';
import { shortDateTime } from '../../lib/dates.ts';
import { useAuditLog } from './api.ts';
import { PagedList } from './PagedList.tsx';
import type { AuditEntry } from './admin-types.ts';
import { SelectFilter } from './ListFilters.tsx';
import { useListParams } from './list-params.ts';
import { SectionHeader } from './SectionHeader.tsx';

const ENTITY_LABELS: Record<AuditEntity, string> = {
  business: 'Listings',
  hours: 'Opening hours',
  media: 'Photos',
  edit: 'Edits',
  claim: 'Claims',
  enquiry: 'Enquiries',
  review: 'Reviews',
  'contact-message': 'Contact messages',
  user: 'Accounts',
  category: 'Categories',
  location: 'Locations',
  campaign: 'Campaigns',
  'quick-link': 'Quick links',
};
const ENTITY_OPTIONS = [
  { value: '', label: 'Every kind' },
  ...AUDIT_ENTITIES.map((entity) => ({ value: entity, label: ENTITY_LABELS[entity] })),
];
const isEntity = (value: string): value is AuditEntity => AUDIT_ENTITIES.some((entity) => entity === value);

/**
 * docs/product.md §2.27 Audit log: every admin and owner write, newest first, by kind of record and by who made it (an
 * entry's author leads to all of theirs). Each entry says what changed, from what to what, and why when a reason was given.
 */
export function AuditSection() {
  const { values, page, set, goTo } = useListParams(['entity', 'actor'] as const);
  const entity = isEntity(values.entity) ? values.entity : undefined;
  const actor = values.actor || undefined;
  const audit = useAuditLog({ page, entity, actor });
  const actorName = audit.data?.entries.find((entry) => entry.actor?.id === actor)?.actor?.name;

  return (
    <section aria-labelledby="audit-heading" className="space-y-4">
      <SectionHeader id="audit-heading" title="Audit log">
        Every change admins and owners made, newest first, with its reason when one was given.
      </SectionHeader>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <SelectFilter label="Kind of record" value={entity ?? ''} options={ENTITY_OPTIONS} onChange={(next) => set({ entity: next })} />
        {actor && (
          <p className="flex min-h-11 items-center gap-2 rounded-lg bg-slate-100 px-3 text-sm text-slate-800">
            Made by {actorName ?? 'one account'}
            <button type="button" onClick={() => set({ actor: '' })} className={`${PLAIN_BUTTON} min-h-8 px-2 py-1`}>
              <X size={14} aria-hidden="true" />
              Everyone
            </button>
          </p>
        )}
      </div>
      <PagedList
        query={audit}
        items={audit.data?.entries}
        totalPages={audit.data?.pagination.totalPages}
        noun="audit log"
        empty="No entries found"
        page={page}
        onPage={goTo}
        renderItem={(entry) => <EntryCard entry={entry} filteredByActor={Boolean(actor)} onActor={(id) => set({ actor: id })} />}
      />
    </section>
  );
}

const shown = (value: unknown) =>
  value === null || value === undefined ? 'nothing' : typeof value === 'string' ? value : JSON.stringify(value);

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** What an entry changed, field by field: each key of its before and after values, the ones that differ. */
function changesOf(entry: AuditEntry): { field: string; before: string; after: string }[] {
  const { before, after } = entry;
  if (!isRecord(before) && !isRecord(after)) {
    return before === null && after === null ? [] : [{ field: 'value', before: shown(before), after: shown(after) }];
  }
  const was = isRecord(before) ? before : {};
  const now = isRecord(after) ? after : {};
  return [...new Set([...Object.keys(was), ...Object.keys(now)])]
    .filter((field) => JSON.stringify(was[field]) !== JSON.stringify(now[field]))
    .map((field) => ({ field, before: shown(was[field]), after: shown(now[field]) }));
}

function EntryCard({ entry, filteredByActor, onActor }: { entry: AuditEntry; filteredByActor: boolean; onActor: (id: string) => void }) {
  const changes = changesOf(entry);
  return (
    <article className="rounded-2xl border border-slate-200 bg-white p-4 text-sm shadow-sm">
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <code className="rounded bg-slate-100 px-2 py-0.5 font-semibold text-slate-900">{entry.action}</code>
        <time dateTime={entry.at} className="text-slate-600">
          {shortDateTime(entry.at)}
        </time>
      </p>
      <p className="mt-2 break-words text-slate-700">
        {ENTITY_LABELS[entry.entity]} · <span className="font-mono text-xs">{entry.entityId}</span>
      </p>
      <p className="mt-1 break-words text-slate-700">
        By{' '}
        {entry.actor ? (
          <>
            {entry.actor.name} ({entry.actor.email})
            {!filteredByActor && (
              <button type="button" onClick={() => entry.actor && onActor(entry.actor.id)} className={`${LINK_BUTTON} ml-1 min-h-0`}>
                Only their changes <span className="sr-only">({entry.actor.name})</span>
              </button>
            )}
          </>
        ) : (
          'an account since erased, or the system'
        )}
      </p>
      {changes.length > 0 && (
        <ul className="mt-2 space-y-1">
          {changes.map((change) => (
            <li key={change.field} className="break-words">
              <span className="font-medium text-slate-900">{change.field}</span>: <span className="text-slate-500">{change.before}</span>
              <span aria-hidden="true"> → </span>
              <span className="sr-only"> to </span>
              {change.after}
            </li>
          ))}
        </ul>
      )}
      {entry.reason && <p className="mt-2 rounded-lg bg-slate-50 px-3 py-2 text-slate-700">Reason: {entry.reason}</p>}
    </article>
  );
}
