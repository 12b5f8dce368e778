import { Archive, Check, Mail, MessageCircle, Phone, RotateCcw } from 'lucide-react';
import { formatPhone } from '@contracts/format.ts';
import type { EnquiryStatus } from '@contracts/owner.ts';
import { BUTTON, PLAIN_BUTTON } from '../../components/buttons.ts';
import type { Messages } from '../../i18n/catalogues.ts';
import { useLanguage, useMessages } from '../../i18n/language.tsx';
import { shortDateTimeIn } from '../../lib/dates.ts';
import { emailReplyLink, whatsappReplyLink, type Lead } from './lead-replies.ts';

type Words = Messages<'owner'>;

const STATUS_LOOKS: Record<EnquiryStatus, { label: keyof Words; className: string }> = {
  new: { label: 'enquiriesNew', className: 'bg-blue-100 text-blue-800' },
  replied: { label: 'enquiriesReplied', className: 'bg-green-100 text-green-800' },
  closed: { label: 'enquiriesClosed', className: 'bg-slate-200 text-slate-700' },
};

/** Where an enquiry can go from where it is: forward (replied, closed) or back to the new ones. */
const MOVES: Record<EnquiryStatus, { to: EnquiryStatus; label: keyof Words; Icon: typeof Check }[]> = {
  new: [
    { to: 'replied', label: 'leadMarkReplied', Icon: Check },
    { to: 'closed', label: 'leadClose', Icon: Archive },
  ],
  replied: [
    { to: 'closed', label: 'leadClose', Icon: Archive },
    { to: 'new', label: 'leadReopen', Icon: RotateCcw },
  ],
  closed: [{ to: 'new', label: 'leadReopen', Icon: RotateCcw }],
};

interface LeadCardProps {
  lead: Lead;
  businessName: string;
  /** A change to this enquiry is on its way. */
  busy: boolean;
  onStatus: (status: EnquiryStatus) => void;
}

/**
 * One enquiry: who sent it, when, what they asked, how to reach them, and where it stands. Opening a reply (WhatsApp or
 * e-mail) marks a new enquiry replied: that is what the owner is doing, and the chat or mail program cannot tell us.
 */
export function LeadCard({ lead, businessName, busy, onStatus }: LeadCardProps) {
  const t = useMessages('owner');
  const language = useLanguage();
  const whatsapp = whatsappReplyLink(t, lead, businessName);
  const look = STATUS_LOOKS[lead.status];
  const replying = () => {
    if (lead.status === 'new') onStatus('replied');
  };
  return (
    <article aria-label={t.leadFrom({ name: lead.name })} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <h3 className="font-semibold text-slate-900">{lead.name}</h3>
        <span className="flex items-center gap-2 text-sm text-slate-500">
          <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${look.className}`}>{t[look.label]()}</span>
          <time dateTime={lead.createdAt}>{shortDateTimeIn(language, lead.createdAt)}</time>
        </span>
      </div>
      <p className="mt-2 whitespace-pre-line break-words text-slate-700">{lead.message}</p>
      <dl className="mt-3 grid gap-1 text-sm sm:grid-cols-2">
        <div className="flex min-w-0 items-center gap-2">
          <dt>
            <span className="sr-only">{t.leadPhone()}</span>
            <Phone size={14} aria-hidden="true" className="text-slate-500" />
          </dt>
          <dd className="min-w-0">
            {lead.phone ? (
              <a href={`tel:${lead.phone.replace(/[^\d+]/g, '')}`} className="text-blue-700 hover:underline">
                {formatPhone(lead.phone)}
              </a>
            ) : (
              <span className="text-slate-500">{t.leadNoPhone()}</span>
            )}
          </dd>
        </div>
        <div className="flex min-w-0 items-center gap-2">
          <dt>
            <span className="sr-only">{t.leadEmail()}</span>
            <Mail size={14} aria-hidden="true" className="text-slate-500" />
          </dt>
          <dd className="min-w-0 break-all">
            <a href={`mailto:${lead.email}`} className="text-blue-700 hover:underline">
              {lead.email}
            </a>
          </dd>
        </div>
      </dl>
      <div className="mt-4 flex flex-wrap gap-2">
        {whatsapp && (
          <a
            href={whatsapp}
            target="_blank"
            rel="noopener noreferrer"
            onClick={replying}
            className={`${BUTTON} bg-green-700 text-white hover:bg-green-800`}
          >
            <MessageCircle size={16} aria-hidden="true" />
            {t.leadReplyWhatsapp()}
          </a>
        )}
        <a href={emailReplyLink(t, language, lead, businessName)} onClick={replying} className={PLAIN_BUTTON}>
          <Mail size={16} aria-hidden="true" />
          {t.leadReplyEmail()}
        </a>
        {MOVES[lead.status].map(({ to, label, Icon }) => (
          <button key={to} type="button" disabled={busy} onClick={() => onStatus(to)} className={PLAIN_BUTTON}>
            <Icon size={16} aria-hidden="true" />
            {t[label]()}
          </button>
        ))}
      </div>
    </article>
  );
}
