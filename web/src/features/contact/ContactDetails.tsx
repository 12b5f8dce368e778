import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatPhone } from '@contracts/format.ts';
import { SITE } from '@contracts/site.ts';
import { useMessages } from '../../i18n/language.tsx';

const OFFICE_MAP_URL = `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(SITE.contact.address)}`;

function Row({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <div className="flex gap-4">
      <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-xl bg-blue-50 text-blue-700">{icon}</span>
      <div>
        <h3 className="font-semibold text-slate-900">{title}</h3>
        <div className="mt-1 text-slate-600">{children}</div>
      </div>
    </div>
  );
}

/** The operator's office, phones, e-mail and opening hours, from the site settings. */
/** CityPages' office hours, as each language writes days and times (the contact catalogue). */
const OFFICE_HOURS = [
  ['officeDaysWeekdays', 'officeTimeWeekdays'],
  ['officeDaysWeekend', 'officeTimeWeekend'],
] as const;

export function ContactDetails() {
  const t = useMessages('contact');
  return (
    <section aria-labelledby="contact-details-heading" className="space-y-6 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <h2 id="contact-details-heading" className="text-xl font-bold text-slate-900">
        {t.detailsHeading()}
      </h2>
      <Row icon={<MapPin size={20} aria-hidden="true" />} title={t.office()}>
        <address className="not-italic">{SITE.contact.address}</address>
        <a
          href={OFFICE_MAP_URL}
          target="_blank"
          rel="noopener noreferrer"
          className="mt-2 inline-block font-semibold text-blue-700 hover:underline"
        >
          {t.openInMaps()}
          <span className="sr-only"> {t.opensInNewTab()}</span>
        </a>
      </Row>
      <Row icon={<Phone size={20} aria-hidden="true" />} title={t.phone()}>
        <ul>
          {SITE.contact.phones.map((phone) => (
            <li key={phone}>
              <a href={`tel:${phone.replace(/\s/g, '')}`} className="hover:text-blue-700">
                {formatPhone(phone)}
              </a>
            </li>
          ))}
        </ul>
      </Row>
      <Row icon={<Mail size={20} aria-hidden="true" />} title={t.email()}>
        <a href={`mailto:${SITE.contact.email}`} className="hover:text-blue-700">
          {SITE.contact.email}
        </a>
      </Row>
      <Row icon={<Clock size={20} aria-hidden="true" />} title={t.hours()}>
        <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1">
          {OFFICE_HOURS.map(([days, time]) => (
            <div key={days} className="contents">
              <dt className="font-medium text-slate-700">{t[days]()}</dt>
              <dd>{t[time]()}</dd>
            </div>
          ))}
        </dl>
      </Row>
    </section>
  );
}
