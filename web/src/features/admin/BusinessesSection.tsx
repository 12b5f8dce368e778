import { useState } from 'react';
import { DECISION_MESSAGES, featureSchema } from '@contracts/admin-decisions.ts';
import { SITE } from '@contracts/site.ts';
import { DANGER_OUTLINE_BUTTON, PLAIN_BUTTON } from '../../components/buttons.ts';
import { Field, inputClass } from '../../components/FormField.tsx';
import { shortDate } from '../../lib/dates.ts';
import { listingPath } from '../../lib/owner-paths.ts';
import { ADMIN_BUSINESS_FILTERS as BUSINESS_FILTERS, type AdminBusinessFilter as BusinessFilter } from '@contracts/admin-businesses.ts';
import { useAdminBusinesses, useAdminWrites, useRefreshAdmin } from './api.ts';
import { PagedList } from './PagedList.tsx';
import type { AdminBusiness } from './admin-types.ts';
import { Announcement, useAnnouncer, useOnePress } from './Announcer.tsx';
import { useDialogSend } from './dialog-send.ts';
import { DecisionDialog } from './DecisionDialog.tsx';
import { FormDialog } from './FormDialog.tsx';
import { Badge, ItemCard, NewTabLink } from './ItemCard.tsx';
import { SearchForm, SelectFilter } from './ListFilters.tsx';
import { useListParams } from './list-params.ts';
import { SectionHeader } from './SectionHeader.tsx';

const FILTER_LABELS: Record<BusinessFilter, string> = {
  pending: 'Waiting for approval',
  approved: 'Approved',
  rejected: 'Rejected',
  suspended: 'Suspended',
};
const STATUS_OPTIONS = [{ value: '', label: 'Every status' }, ...BUSINESS_FILTERS.map((value) => ({ value, label: FILTER_LABELS[value] }))];
const isFilter = (value: string): value is BusinessFilter => BUSINESS_FILTERS.some((entry) => entry === value);

/** Where a listing stands, in the admin's words. */
function standing(business: AdminBusiness): { label: string; className: string } {
  if (business.suspendedAt) return { label: 'Suspended', className: 'bg-red-100 text-red-800' };
  if (business.isPublic) return { label: 'Live', className: 'bg-green-100 text-green-800' };
  if (business.status === 'pending') return { label: 'Waiting for approval', className: 'bg-amber-100 text-amber-800' };
  if (business.status === 'rejected') return { label: 'Rejected', className: 'bg-red-100 text-red-800' };
  return { label: 'Not listed', className: 'bg-slate-200 text-slate-700' };
}

type Asking = { kind: 'feature' | 'suspend'; business: AdminBusiness };

/**
 * docs/product.md §2.27 Businesses: listings of every status by name, with their public page and portal, featuring
 * (until a day, or until ended) and suspending with a reason, which the owner is sent.
 */
export function BusinessesSection() {
  const writes = useAdminWrites();
  const refresh = useRefreshAdmin();
  const { values, page, set, goTo } = useListParams(['status', 'query'] as const);
  const status = isFilter(values.status) ? values.status : undefined;
  const list = useAdminBusinesses({ page, status, query: values.query || undefined });
  const [asking, setAsking] = useState<Asking | null>(null);
  const news = useAnnouncer();
  // A decision without a reason or a date (end featuring, lift a suspension): one press, its refusal a toast.
  const oneListing = useOnePress('Could not change the listing. Please try again.', news.failure);

  const decided = (message: string) => {
    news.success(message);
    refresh();
  };

  const direct = (business: AdminBusiness, send: () => Promise<unknown>, message: string) =>
    oneListing.press(business.id, async () => {
      await send();
      decided(message);
    });

  return (
    <section aria-labelledby="businesses-heading" className="space-y-4">
      <SectionHeader id="businesses-heading" title="Businesses">
        Listings of every status. Only a live listing can be featured or suspended; suspending takes it out of every list, search and
        favourites until it is restored.
      </SectionHeader>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <SearchForm label="Search listings" value={values.query} placeholder="Business name" onSearch={(query) => set({ query })} />
        <SelectFilter label="Status" value={status ?? ''} options={STATUS_OPTIONS} onChange={(next) => set({ status: next })} />
      </div>
      <Announcement text={news.announcement} />
      <PagedList
        query={list}
        items={list.data?.businesses}
        totalPages={list.data?.pagination.totalPages}
        noun="listings"
        empty="No listings found"
        page={page}
        onPage={goTo}
        renderItem={(business) => (
          <BusinessCard
            business={business}
            busy={oneListing.busy === business.id}
            onFeature={() => setAsking({ kind: 'feature', business })}
            onUnfeature={() =>
              void direct(business, () => writes.unfeatureListing({ id: business.id }), DECISION_MESSAGES.unfeatureListing)
            }
            onSuspend={() => setAsking({ kind: 'suspend', business })}
            onUnsuspend={() =>
              void direct(business, () => writes.unsuspendListing({ id: business.id }), DECISION_MESSAGES.unsuspendListing)
            }
          />
        )}
      />
      {asking?.kind === 'suspend' && (
        <DecisionDialog
          title={`Suspend ${asking.business.name}?`}
          confirmLabel="Suspend listing"
          onClose={() => setAsking(null)}
          onConfirm={async (reason) => {
            await writes.suspendListing({ id: asking.business.id, reason });
            setAsking(null);
            decided(DECISION_MESSAGES.suspendListing);
          }}
        >
          <p>
            It goes from every public list, search, the sitemap and people&apos;s favourites at once, until you restore it. Its owner is
            sent this reason by e-mail.
          </p>
        </DecisionDialog>
      )}
      {asking?.kind === 'feature' && (
        <FeatureDialog
          business={asking.business}
          onClose={() => setAsking(null)}
          onSave={async (until) => {
            await writes.featureListing({ id: asking.business.id, until });
            setAsking(null);
            decided(DECISION_MESSAGES.featureListing);
          }}
        />
      )}
    </section>
  );
}

interface BusinessCardProps {
  business: AdminBusiness;
  busy: boolean;
  onFeature: () => void;
  onUnfeature: () => void;
  onSuspend: () => void;
  onUnsuspend: () => void;
}

function BusinessCard({ business, busy, onFeature, onUnfeature, onSuspend, onUnsuspend }: BusinessCardProps) {
  const look = standing(business);
  return (
    <ItemCard
      title={business.name}
      badges={
        <>
          <Badge look={look.className}>{look.label}</Badge>
          {business.isFeatured && (
            <Badge look="bg-blue-100 text-blue-800">
              {business.featuredUntil ? `Featured until ${shortDate(business.featuredUntil)}` : 'Featured'}
            </Badge>
          )}
        </>
      }
    >
      {business.statusReason && <p className="mt-2 break-words text-sm text-slate-700">Reason given: {business.statusReason}</p>}
      <p className="mt-1 text-sm text-slate-500">Last changed {shortDate(business.updatedAt)}</p>
      <div className="mt-3 flex flex-wrap items-center gap-2">
        {business.isPublic && (
          <>
            <button type="button" disabled={busy} onClick={onFeature} aria-haspopup="dialog" className={PLAIN_BUTTON}>
              {business.isFeatured ? 'Change featuring' : 'Feature'}
            </button>
            {business.isFeatured && (
              <button type="button" disabled={busy} onClick={onUnfeature} className={PLAIN_BUTTON}>
                End featuring
              </button>
            )}
            <button type="button" disabled={busy} onClick={onSuspend} aria-haspopup="dialog" className={DANGER_OUTLINE_BUTTON}>
              Suspend
            </button>
          </>
        )}
        {business.suspendedAt && (
          <button type="button" disabled={busy} onClick={onUnsuspend} className={PLAIN_BUTTON}>
            Restore listing
          </button>
        )}
        {business.isPublic && <NewTabLink href={`/business/${encodeURIComponent(business.id)}`} label="Public page" name={business.name} />}
        <NewTabLink href={listingPath(business.id)} label="Owner portal" name={business.name} />
      </div>
    </ItemCard>
  );
}

/** A moment's day in the city, as a date box writes it (YYYY-MM-DD). */
const cityDay = (moment: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: SITE.timeZone }).format(moment);

/** The last moment of a day in the city: featuring "until 31 Dec" lasts through that day. */
const endOfDay = (day: string) => `${day}T23:59:59+05:30`;

function FeatureDialog({
  business,
  onClose,
  onSave,
}: {
  business: AdminBusiness;
  onClose: () => void;
  onSave: (until: string | undefined) => Promise<void>;
}) {
  const [day, setDay] = useState(business.featuredUntil ? cityDay(new Date(business.featuredUntil)) : '');
  const [error, setError] = useState<string | undefined>();
  const { busy, failure, send } = useDialogSend('Could not feature the listing. Please try again.');

  const submit = (form: HTMLFormElement) =>
    void send(() => {
      const until = day ? endOfDay(day) : undefined;
      const parsed = featureSchema.safeParse({ until });
      if (parsed.success) return () => onSave(until);
      setError(parsed.error.issues[0]?.message);
      form.querySelector('input')?.focus();
      return null;
    });

  return (
    <FormDialog
      title={`Feature ${business.name}`}
      onClose={onClose}
      onSubmit={submit}
      failure={failure}
      busy={busy}
      confirmLabel="Feature listing"
    >
      <p className="text-slate-600">
        A featured listing shows among the home page&apos;s Featured Businesses, with a Featured badge on its card. Featuring ends by itself
        after the day you choose.
      </p>
      <Field label="Featured until (optional)" error={error}>
        {(control) => (
          <input
            {...control}
            type="date"
            name="until"
            min={cityDay(new Date())}
            data-autofocus
            value={day}
            onChange={(event) => {
              setDay(event.target.value);
              setError(undefined);
            }}
            className={inputClass(Boolean(error))}
          />
        )}
      </Field>
      <p className="text-sm text-slate-600">Leave it empty to feature the listing until you end it.</p>
    </FormDialog>
  );
}
