import { MessageCircle, Navigation, Phone, Send, Share2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatPhone } from '@contracts/format.ts';
import { useMessages } from '../../i18n/language.tsx';
import type { BusinessDetail } from '../../lib/types.ts';
import { directionsUrl, telHref, whatsappHref } from './contact-links.ts';
import { profileShareText } from './share-data.ts';
import { sharedBusiness } from './share-sheet.ts';
import { countedTap } from './track-event.ts';

type ActionBusiness = Pick<BusinessDetail, 'name' | 'phone' | 'whatsapp' | 'googleMapsUrl' | 'location' | 'address'>;

interface ActionBarProps {
  business: ActionBusiness;
  /** The listing whose taps are counted; none on the sample profile. */
  businessId: string | null;
  /** Given the Share button, which says it is working while the dialog's code loads. */
  onShare: (button: HTMLElement) => void;
}

// One markup for every screen (the server cannot know the width): on a phone it is the fixed bar at the bottom, where
// the app's own bottom bar is on other pages (app/MobileBar.tsx steps aside on a profile) and the footer already
// leaves room, so it covers nothing; from md up it is the row of buttons under the name.
const BAR =
  'fixed inset-x-0 bottom-0 z-30 grid auto-cols-fr grid-flow-col border-t border-slate-200 bg-white md:static md:z-auto md:flex md:flex-wrap md:gap-2 md:border-0 md:bg-transparent';
const ITEM =
  'flex flex-col items-center justify-center gap-0.5 px-1 py-2 text-xs font-semibold focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-blue-700 md:flex-row md:gap-2 md:rounded-lg md:px-4 md:text-sm md:focus-visible:outline-offset-2';
const PLAIN = `${ITEM} text-slate-700 md:border md:border-slate-300 md:bg-white md:hover:bg-slate-50`;

function Label({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <>
      {icon}
      <span>{children}</span>
    </>
  );
}

/**
 * docs/product.md §2.12 action bar: Call, WhatsApp (only to the number the owner says has it; otherwise Enquire, which
 * goes to the form), Directions and Share. The first three are plain links, so they work before the app has loaded
 * and their taps are counted by the page's first script (track-event.ts).
 */
export function ActionBar({ business, businessId, onShare }: ActionBarProps) {
  const t = useMessages('business');
  const directions = directionsUrl(business);
  return (
    <nav aria-label={t.contactBusiness({ name: business.name })} className={BAR} data-testid="action-bar">
      {business.phone && (
        <a
          href={telHref(business.phone)}
          {...countedTap(businessId, 'call')}
          aria-label={t.callNumber({ phone: formatPhone(business.phone) })}
          className={`${ITEM} text-white bg-blue-700 hover:bg-blue-800`}
        >
          <Label icon={<Phone size={20} aria-hidden="true" />}>
            {t.call()}
            <span className="hidden md:inline"> {formatPhone(business.phone)}</span>
          </Label>
        </a>
      )}
      {business.whatsapp ? (
        <a
          href={whatsappHref(business.whatsapp, t.whatsappGreeting({ name: business.name }))}
          target="_blank"
          rel="noopener noreferrer"
          {...countedTap(businessId, 'whatsapp')}
          aria-label={t.whatsappNewTab()}
          className={`${ITEM} text-white bg-green-700 hover:bg-green-800`}
        >
          {/* The brand's name, the same in every language. */}
          <Label icon={<MessageCircle size={20} aria-hidden="true" />}>WhatsApp</Label>
        </a>
      ) : (
        <a href="#enquiry" className={PLAIN}>
          <Label icon={<Send size={20} aria-hidden="true" />}>{t.enquire()}</Label>
        </a>
      )}
      {directions && (
        <a
          href={directions}
          target="_blank"
          rel="noopener noreferrer"
          {...countedTap(businessId, 'directions')}
          aria-label={t.directionsNewTab()}
          className={PLAIN}
        >
          <Label icon={<Navigation size={20} aria-hidden="true" />}>{t.directions()}</Label>
        </a>
      )}
      {/* Before the app, the platform's share sheet where there is one (share-sheet.ts); the dialog once it runs. */}
      <button
        type="button"
        onClick={(event) => onShare(event.currentTarget)}
        aria-haspopup="dialog"
        {...sharedBusiness(profileShareText(business.name, t.shareText({ name: business.name })))}
        className={PLAIN}
      >
        <Label icon={<Share2 size={20} aria-hidden="true" />}>{t.share()}</Label>
      </button>
    </nav>
  );
}
