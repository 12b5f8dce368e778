import { Clock, ExternalLink, Globe, Mail, MapPin, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatPhone, withScheme } from '@contracts/format.ts';
import { SITE } from '@contracts/site.ts';
import { OpenBadge } from '../../components/BusinessCard.tsx';
import { useLanguage, useMessages } from '../../i18n/language.tsx';
import { shortDateIn } from '../../lib/dates.ts';
import type { BusinessDetail } from '../../lib/types.ts';
import { mapUrl, telHref } from './contact-links.ts';
import { ProfileSection } from './ProfileSection.tsx';
import { countedTap } from './track-event.ts';

export const WEEK = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type Weekday = (typeof WEEK)[number];

/** The networks by their own names, the same in every language. */
const SOCIAL_NETWORKS = [
  ['facebook', 'Facebook'],
  ['twitter', 'X (Twitter)'],
  ['instagram', 'Instagram'],
  ['linkedin', 'LinkedIn'],
  ['youtube', 'YouTube'],
  ['tiktok', 'TikTok'],
] as const;

const weekdayInCity = new Intl.DateTimeFormat('en-US', { weekday: 'long', timeZone: SITE.timeZone });

/** Today in the city's time zone (Asia/Kolkata), whatever the visitor's own clock says. */
export function todayInCity(now: Date = new Date()): Weekday {
  return weekdayInCity.format(now).toLowerCase() as Weekday;
}

type ContactBusiness = Pick<
  BusinessDetail,
  | 'name'
  | 'address'
  | 'googleMapsUrl'
  | 'location'
  | 'phone'
  | 'email'
  | 'website'
  | 'businessHours'
  | 'openNow'
  | 'socialMedia'
  | 'hoursConfirmedAt'
>;

interface ContactSectionProps {
  business: ContactBusiness;
  /** The listing whose call, directions and website taps are counted (docs/product.md §3.23); none on the sample profile. */
  businessId?: string | null;
}

/** docs/product.md §2.12 "Contact Information": address and map, phone, e-mail, website, the week's hours and social links. */
export function ContactSection({ business, businessId = null }: ContactSectionProps) {
  const t = useMessages('business');
  const map = mapUrl(business);
  const socials = SOCIAL_NETWORKS.filter(([network]) => Boolean(business.socialMedia[network]));
  return (
    <ProfileSection id="contact" title={t.contactTitle()}>
      <ul className="space-y-4 text-slate-700">
        <ContactRow icon={<MapPin size={18} aria-hidden="true" />} label={t.address()}>
          <p>{business.address || t.addressNotAvailable()}</p>
          {map && (
            <a
              href={map}
              target="_blank"
              rel="noopener noreferrer"
              {...countedTap(businessId, 'directions')}
              className="mt-1 inline-flex items-center gap-1 text-sm font-semibold text-blue-700 hover:underline"
            >
              {t.viewOnMap()}
              <ExternalLink size={14} aria-hidden="true" />
              <span className="sr-only">{t.opensInNewTab()}</span>
            </a>
          )}
        </ContactRow>
        {business.phone && (
          <ContactRow icon={<Phone size={18} aria-hidden="true" />} label={t.phone()}>
            <a href={telHref(business.phone)} {...countedTap(businessId, 'call')} className="font-medium text-blue-700 hover:underline">
              {formatPhone(business.phone)}
            </a>
          </ContactRow>
        )}
        {business.email && (
          <ContactRow icon={<Mail size={18} aria-hidden="true" />} label={t.email()}>
            <a href={`mailto:${business.email}`} className="break-all font-medium text-blue-700 hover:underline">
              {business.email}
            </a>
          </ContactRow>
        )}
        {business.website && (
          <ContactRow icon={<Globe size={18} aria-hidden="true" />} label={t.website()}>
            <a
              href={withScheme(business.website)}
              target="_blank"
              rel="noopener noreferrer"
              {...countedTap(businessId, 'website')}
              className="break-all font-medium text-blue-700 hover:underline"
            >
              {business.website.replace(/^https?:\/\//i, '')}
              <span className="sr-only"> {t.opensInNewTab()}</span>
            </a>
          </ContactRow>
        )}
      </ul>
      <BusinessHours hours={business.businessHours} openNow={business.openNow} confirmedAt={business.hoursConfirmedAt} />
      {socials.length > 0 && (
        <div className="mt-6">
          <h3 className="text-sm font-semibold uppercase tracking-wide text-slate-500">{t.followBusiness({ name: business.name })}</h3>
          <ul className="mt-2 flex flex-wrap gap-2">
            {socials.map(([network, label]) => (
              <li key={network}>
                <a
                  href={withScheme(business.socialMedia[network] ?? '')}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex items-center gap-1 rounded-full border border-slate-300 px-3 py-1 text-sm font-medium text-slate-700 hover:border-blue-700 hover:text-blue-700"
                >
                  {label}
                  <ExternalLink size={12} aria-hidden="true" />
                  <span className="sr-only">{t.opensInNewTab()}</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      )}
    </ProfileSection>
  );
}

function ContactRow({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <li className="flex gap-3">
      <span className="mt-0.5 text-slate-400">{icon}</span>
      <div className="min-w-0">
        <p className="text-xs font-semibold uppercase tracking-wide text-slate-500">{label}</p>
        {children}
      </div>
    </li>
  );
}

/** The seven days from Monday, '' meaning Closed (docs/product.md §3.6); today's row stands out. */
export function BusinessHours({
  hours,
  openNow,
  confirmedAt,
  now,
}: {
  hours: Record<string, string>;
  openNow: boolean;
  /** When the owner last saved these hours (docs/product.md §3.23); null when they never have. */
  confirmedAt?: string | null;
  now?: Date;
}) {
  const t = useMessages('business');
  const language = useLanguage();
  const today = todayInCity(now);
  const known = Object.keys(hours).length > 0;
  return (
    <div className="mt-6">
      <div className="flex items-center justify-between gap-3">
        <h3 className="flex items-center gap-2 text-sm font-semibold uppercase tracking-wide text-slate-500">
          <Clock size={16} aria-hidden="true" />
          {t.businessHours()}
        </h3>
        {known && <OpenBadge open={openNow} />}
      </div>
      {known ? (
        <table className="mt-2 w-full text-sm">
          <caption className="sr-only">{t.hoursCaption()}</caption>
          <tbody>
            {WEEK.map((day) => {
              const isToday = day === today;
              const shifts = hours[day]?.trim();
              return (
                <tr
                  key={day}
                  aria-current={isToday ? 'date' : undefined}
                  className={isToday ? 'bg-blue-50 font-semibold text-blue-900' : 'text-slate-700'}
                >
                  <th scope="row" className="rounded-l-lg py-1.5 pl-2 text-left font-medium capitalize">
                    {t[day]()}
                    {isToday && (
                      <span className="ml-2 rounded bg-blue-700 px-1.5 py-0.5 text-xs font-semibold text-white">{t.today()}</span>
                    )}
                  </th>
                  <td className={`rounded-r-lg py-1.5 pr-2 text-right ${shifts ? '' : 'text-slate-500'}`}>
                    {/* Split shifts ('9:00 AM - 1:00 PM, 5:00 PM - 9:00 PM') read best one per line. */}
                    {(shifts || t.closed()).split(/,\s*/).map((shift) => (
                      <span key={shift} className="block whitespace-nowrap">
                        {shift}
                      </span>
                    ))}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      ) : (
        <p className="mt-2 text-sm text-slate-600">{t.hoursNotAvailable()}</p>
      )}
      {confirmedAt && <p className="mt-2 text-xs text-slate-500">{t.hoursConfirmedOn({ date: shortDateIn(language, confirmedAt) })}</p>}
    </div>
  );
}
