import { CheckCircle2, MessageCircle } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useBotCheck } from '../../components/BotCheck.tsx';
import { FormAlert, TextAreaField, TextField } from '../../components/FormField.tsx';
import { SubmitButton } from '../../components/SubmitButton.tsx';
import { useMessages } from '../../i18n/language.tsx';
import { httpStatusOf } from '../../lib/http-status.ts';
import { useSchemaForm } from '../../lib/useSchemaForm.ts';
import { useSendEnquiry } from './api.ts';
import { ProfileSection } from './ProfileSection.tsx';
import { countedTap } from './track-event.ts';

const EMPTY = { name: '', email: '', phone: '', message: '' };
/** The fields, each with its label's key in the 'business' catalogue. */
const FIELDS = [
  { name: 'name', label: 'yourName', type: 'text', autoComplete: 'name', required: true },
  { name: 'email', label: 'emailAddress', type: 'email', autoComplete: 'email', required: true },
  { name: 'phone', label: 'phoneOptional', type: 'tel', autoComplete: 'tel', required: false },
] as const;

/**
 * A 4xx carries a message meant for the visitor (e.g. the rate limit); anything else gets our own text, `ours`
 * (docs/product.md §2.12).
 */
function failureMessage(error: unknown, ours: string): string {
  const status = httpStatusOf(error);
  return status !== undefined && status >= 400 && status < 500 && error instanceof Error && error.message ? error.message : ours;
}

interface EnquiryFormProps {
  /** Null on the sample profile, which has no business to send to. */
  businessId: string | null;
  businessName: string;
  /** Whether the listing has a WhatsApp number, the only one an enquiry's chat goes to (docs/product.md §3.11). */
  hasWhatsapp: boolean;
  onSent: () => void;
}

/**
 * The shared rules (and zod with them) load when the visitor starts on the form, not with the page: on a cheap phone,
 * loading them at the tap on Send held the enquiry back by a quarter of a second.
 */
const loadEnquiryRules = () => import('@contracts/business.ts');

/**
 * docs/product.md §3.11 enquiry: the form, then 'Message Sent!' until the visitor moves on. The conversation continues
 * on WhatsApp only from their own tap on 'Continue on WhatsApp' (a tab the page opened by itself later is what popup
 * blockers stop), and only with a listing that has a WhatsApp number; otherwise the business answers by mail or phone.
 */
export function EnquiryForm({ businessId, businessName, hasWhatsapp, onSent }: EnquiryFormProps) {
  const t = useMessages('business');
  const bot = useBotCheck('enquiry');
  const enquire = useSendEnquiry({ onSettled: bot.renew });
  const { formRef, values, errors, change, validate, reset } = useSchemaForm(EMPTY);
  const [formError, setFormError] = useState<string | null>(null);
  // The chat the server prepared, or null when the listing has no WhatsApp number; undefined while the form shows.
  const [sent, setSent] = useState<{ chat: string | null } | undefined>(undefined);
  const confirmation = useRef<HTMLDivElement>(null);

  // The form's place is taken by the confirmation: focus and the view go with it (on a phone the form's end may be
  // at the bottom of the screen, and focus would otherwise fall to the page).
  useEffect(() => {
    if (!sent) return;
    confirmation.current?.focus({ preventScroll: true });
    confirmation.current?.scrollIntoView?.({ block: 'center' });
  }, [sent]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFormError(null);
    const { enquiryBodySchema } = await loadEnquiryRules();
    const enquiry = validate(enquiryBodySchema);
    if (!enquiry) return;
    if (!businessId) {
      setFormError(t.noBusinessInformation());
      return;
    }
    try {
      const result = await enquire.mutateAsync({ id: businessId, enquiry: { ...enquiry, captchaToken: bot.token } });
      reset();
      enquire.reset();
      onSent();
      setSent({ chat: result.whatsappUrl });
    } catch (error) {
      setFormError(failureMessage(error, t.enquiryFailed()));
    }
  }

  return (
    <ProfileSection id="enquiry" title={t.enquiryTitle()}>
      {sent ? (
        <div
          ref={confirmation}
          tabIndex={-1}
          role="status"
          aria-labelledby="enquiry-sent-heading"
          className="flex flex-col items-center gap-3 rounded-xl bg-green-50 px-4 py-8 text-center outline-none focus-visible:ring-2 focus-visible:ring-green-700"
        >
          <CheckCircle2 size={40} className="text-green-600" aria-hidden="true" />
          <p id="enquiry-sent-heading" className="text-lg font-semibold text-green-900">
            {t.messageSent()}
          </p>
          <p className="text-sm text-green-800">{t.hasYourEnquiry({ name: businessName })}</p>
          {sent.chat ? (
            <>
              <p className="text-sm text-green-800">{t.whatsappReady()}</p>
              <a
                href={sent.chat}
                target="_blank"
                rel="noopener noreferrer"
                {...countedTap(businessId, 'whatsapp')}
                aria-label={t.continueOnWhatsappNewTab()}
                className="flex items-center justify-center gap-2 rounded-lg bg-green-700 px-4 py-2.5 font-semibold text-white hover:bg-green-800"
              >
                <MessageCircle size={18} aria-hidden="true" />
                {t.continueOnWhatsapp()}
              </a>
            </>
          ) : (
            <p className="text-sm text-green-800">{t.answerByMailOrPhone()}</p>
          )}
          <button
            type="button"
            onClick={() => setSent(undefined)}
            className="text-sm font-semibold text-green-900 underline hover:no-underline"
          >
            {t.sendAnotherEnquiry()}
          </button>
        </div>
      ) : (
        <form
          ref={formRef}
          onSubmit={submit}
          onFocus={() => void loadEnquiryRules().catch(() => undefined)}
          noValidate
          className="space-y-4"
        >
          <p className="text-sm text-slate-600">
            {t.askQuestion({ name: businessName })} {hasWhatsapp ? t.enquiryContinuesOnWhatsapp() : t.answerByMailOrPhone()}
          </p>
          {FIELDS.map((field) => (
            <TextField
              key={field.name}
              id={`enquiry-${field.name}`}
              name={field.name}
              label={t[field.label]()}
              type={field.type}
              autoComplete={field.autoComplete}
              required={field.required}
              value={values[field.name]}
              error={errors[field.name]}
              onChange={change(field.name)}
            />
          ))}
          <TextAreaField
            id="enquiry-message"
            name="message"
            label={t.message()}
            rows={4}
            required
            value={values.message}
            error={errors.message}
            onChange={change('message')}
          />
          {bot.widget}
          {formError && <FormAlert>{formError}</FormAlert>}
          <SubmitButton busy={enquire.isPending}>{enquire.isPending ? t.sending() : t.sendEnquiry()}</SubmitButton>
        </form>
      )}
    </ProfileSection>
  );
}
