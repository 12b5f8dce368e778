import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useId, useState } from 'react';
import { EmptyState, ErrorState, LoadingState } from '../../components/States.tsx';
import { shortDateTime } from '../../lib/dates.ts';
import { serverMessage } from '../../lib/http-status.ts';
import { notify } from '../../lib/notify.ts';
import type { RouterOutputs } from '../../lib/types.ts';
import { useTRPC, useTRPCClient } from '../../lib/trpc.ts';
import { BannerList } from './BannerList.tsx';
import { DANGER_OUTLINE_BUTTON, PLAIN_BUTTON, PRIMARY_BUTTON } from './buttons.ts';
import { CampaignForm } from './CampaignForm.tsx';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import { useFocusAfterRemoval } from './focus-after-removal.ts';

/** A campaign as the admin's list shows it (`admin.campaigns`), with its banners in order. */
export type AdminCampaign = RouterOutputs['admin']['campaigns'][number];
export type AdminBanner = AdminCampaign['banners'][number];

/** Where a campaign stands for visitors now, as the server works it out (worker/services/admin/catalogue.ts). */
const STATES: Record<AdminCampaign['state'], { label: string; className: string }> = {
  live: { label: 'Live', className: 'bg-green-100 text-green-800' },
  scheduled: { label: 'Scheduled', className: 'bg-amber-100 text-amber-800' },
  ended: { label: 'Ended', className: 'bg-slate-200 text-slate-700' },
  off: { label: 'Switched off', className: 'bg-slate-200 text-slate-700' },
};

function datesOf(campaign: AdminCampaign): string {
  const { startsAt, endsAt } = campaign;
  if (startsAt && endsAt) return `From ${shortDateTime(startsAt)} to ${shortDateTime(endsAt)}`;
  if (startsAt) return `From ${shortDateTime(startsAt)}, with no end`;
  if (endsAt) return `Until ${shortDateTime(endsAt)}`;
  return 'No dates: shown while switched on';
}

const slidingOf = (campaign: AdminCampaign) =>
  campaign.autoSlide ? `Moves to the next banner every ${campaign.slideInterval / 1000} s` : 'Does not move by itself';

type Asking = { kind: 'add' } | { kind: 'edit' | 'delete'; campaign: AdminCampaign };

/**
 * docs/product.md §2.27 Campaigns: the banner campaigns in their order, each with where it stands now (live, scheduled,
 * ended, switched off) and its banners; adding, editing and deleting a campaign, and its banners' own changes
 * (BannerList.tsx).
 */
export function CampaignsSection() {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const queryClient = useQueryClient();
  const campaigns = useQuery(trpc.admin.campaigns.queryOptions());
  const [asking, setAsking] = useState<Asking | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const heading = useFocusAfterRemoval<HTMLHeadingElement>(campaigns.data);

  const changed = (message: string) => {
    setAsking(null);
    notify.success(message);
    setAnnouncement(message);
    // The audit log follows, and so do the home page's carousels this session may show again.
    void queryClient.invalidateQueries(trpc.admin.pathFilter());
    void queryClient.invalidateQueries(trpc.site.campaigns.pathFilter());
  };

  return (
    <section aria-labelledby="campaigns-heading" className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="campaigns-heading" ref={heading.target} tabIndex={-1} className="text-lg font-bold text-slate-900 focus:outline-none">
            Campaigns
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            Banner carousels of the site, in their order. A campaign shows while it is switched on, within its dates, once it has a banner.
          </p>
        </div>
        <button type="button" onClick={() => setAsking({ kind: 'add' })} aria-haspopup="dialog" className={PRIMARY_BUTTON}>
          <Plus size={18} aria-hidden="true" />
          Add campaign
        </button>
      </div>
      <p role="status" className="sr-only">
        {announcement}
      </p>
      <div aria-busy={campaigns.isFetching}>
        {campaigns.isPending && <LoadingState title="Loading the campaigns…" />}
        {campaigns.isError && (
          <ErrorState
            title="Could not load the campaigns"
            message={serverMessage(campaigns.error, 'Please check your connection and try again.')}
            onRetry={() => void campaigns.refetch()}
          />
        )}
        {campaigns.data?.length === 0 && <EmptyState title="No campaigns yet" hint="Add one, then give it banners." />}
        {campaigns.data && campaigns.data.length > 0 && (
          <ol className="space-y-4">
            {campaigns.data.map((campaign) => (
              <li key={campaign.id}>
                <CampaignCard
                  campaign={campaign}
                  onEdit={() => setAsking({ kind: 'edit', campaign })}
                  onDelete={() => setAsking({ kind: 'delete', campaign })}
                  onChanged={changed}
                />
              </li>
            ))}
          </ol>
        )}
      </div>
      {(asking?.kind === 'add' || asking?.kind === 'edit') && (
        <CampaignForm campaign={asking.kind === 'edit' ? asking.campaign : undefined} onClose={() => setAsking(null)} onSaved={changed} />
      )}
      {asking?.kind === 'delete' && (
        <ConfirmDialog
          title={`Delete ${asking.campaign.name}?`}
          confirmLabel="Delete campaign"
          danger
          onClose={() => setAsking(null)}
          onConfirm={async () => {
            await client.admin.deleteCampaign.mutate({ id: asking.campaign.id });
            heading.removed();
            changed('Campaign deleted');
          }}
        >
          <p>
            {asking.campaign.banners.length === 0
              ? 'It has no banners.'
              : `Its ${asking.campaign.banners.length === 1 ? 'banner goes' : `${asking.campaign.banners.length} banners go`} with it, images and all.`}{' '}
            To stop showing it for a while, switch it off instead.
          </p>
        </ConfirmDialog>
      )}
    </section>
  );
}

interface CampaignCardProps {
  campaign: AdminCampaign;
  onEdit: () => void;
  onDelete: () => void;
  onChanged: (message: string) => void;
}

function CampaignCard({ campaign, onEdit, onDelete, onChanged }: CampaignCardProps) {
  const headingId = useId();
  const state = STATES[campaign.state];
  return (
    <article aria-labelledby={headingId} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-center gap-2">
        <h3 id={headingId} className="break-words font-semibold text-slate-900">
          {campaign.name}
        </h3>
        <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${state.className}`}>{state.label}</span>
      </div>
      <p className="mt-1 break-words text-sm text-slate-700">
        Section {campaign.section} · Position {campaign.position}
      </p>
      <p className="mt-1 text-sm text-slate-600">{datesOf(campaign)}</p>
      <p className="mt-1 text-sm text-slate-600">{slidingOf(campaign)}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        <button type="button" onClick={onEdit} aria-haspopup="dialog" className={PLAIN_BUTTON}>
          Edit <span className="sr-only">{campaign.name}</span>
        </button>
        <button type="button" onClick={onDelete} aria-haspopup="dialog" className={DANGER_OUTLINE_BUTTON}>
          Delete <span className="sr-only">{campaign.name}</span>
        </button>
      </div>
      <BannerList campaign={campaign} onChanged={onChanged} />
    </article>
  );
}
