import { shortDateTime } from '../../lib/dates.ts';
import { useAdminCampaigns, useAdminWrites } from './api.ts';
import { Announcement } from './Announcer.tsx';
import { BannerList } from './BannerList.tsx';
import { CampaignForm } from './CampaignForm.tsx';
import type { AdminCampaign } from './campaign-types.ts';
import { useCatalogueSection } from './catalogue-section.ts';
import { DeleteDialog } from './ConfirmDialog.tsx';
import { Badge, DeleteButton, EditButton, ItemCard } from './ItemCard.tsx';
import { ListStates } from './ListStates.tsx';
import { AddButton, SectionHeader } from './SectionHeader.tsx';

/** Where a campaign stands for visitors now, as the server works it out (worker/services/admin/campaigns.ts). */
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
  const writes = useAdminWrites();
  const campaigns = useAdminCampaigns();
  // A change shows in the home page's carousels this session may show again.
  const { asking, ask, close, news, heading, done: changed } = useCatalogueSection<Asking>(campaigns.data, 'campaigns');

  return (
    <section aria-labelledby="campaigns-heading" className="space-y-4">
      <SectionHeader
        id="campaigns-heading"
        title="Campaigns"
        headingRef={heading.target}
        action={<AddButton label="Add campaign" plus onClick={() => ask({ kind: 'add' })} />}
      >
        Banner carousels of the site, in their order. A campaign shows while it is switched on, within its dates, once it has a banner.
      </SectionHeader>
      <Announcement text={news.announcement} />
      <ListStates
        query={campaigns}
        items={campaigns.data}
        noun="campaigns"
        empty="No campaigns yet"
        emptyHint="Add one, then give it banners."
      >
        {(shown) => (
          <ol className="space-y-4">
            {shown.map((campaign) => (
              <li key={campaign.id}>
                <CampaignCard
                  campaign={campaign}
                  onEdit={() => ask({ kind: 'edit', campaign })}
                  onDelete={() => ask({ kind: 'delete', campaign })}
                  onChanged={changed}
                />
              </li>
            ))}
          </ol>
        )}
      </ListStates>
      {(asking?.kind === 'add' || asking?.kind === 'edit') && (
        <CampaignForm campaign={asking.kind === 'edit' ? asking.campaign : undefined} onClose={close} onSaved={changed} />
      )}
      {asking?.kind === 'delete' && (
        <DeleteDialog
          name={asking.campaign.name}
          noun="campaign"
          onClose={close}
          onDelete={async () => {
            await writes.deleteCampaign({ id: asking.campaign.id });
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
        </DeleteDialog>
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
  const state = STATES[campaign.state];
  return (
    <ItemCard title={campaign.name} badges={<Badge look={state.className}>{state.label}</Badge>}>
      <p className="mt-1 break-words text-sm text-slate-700">
        Section {campaign.section} · Position {campaign.position}
      </p>
      <p className="mt-1 text-sm text-slate-600">{datesOf(campaign)}</p>
      <p className="mt-1 text-sm text-slate-600">{slidingOf(campaign)}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        <EditButton name={campaign.name} onClick={onEdit} />
        <DeleteButton name={campaign.name} onClick={onDelete} />
      </div>
      <BannerList campaign={campaign} onChanged={onChanged} />
    </ItemCard>
  );
}
