import { useMutation } from '@tanstack/react-query';
import { CheckCircle2, MessageCircle } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useBotCheck } from '../../components/BotCheck.tsx';
import { FormAlert, TextAreaField, TextField } from '../../components/FormField.tsx';
import { SubmitButton } from '../../components/SubmitButton.tsx';
import { ENQUIRY_CONFIRMATION_MS } from '../../lib/constants.ts';
import { httpStatusOf } from '../../lib/http-status.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { useSchemaForm } from '../../lib/useSchemaForm.ts';
import { ProfileSection } from './ProfileSection.tsx';
import { trackEvent } from './track-event.ts';

const EMPTY = { name: '', email: '', phone: '', message: '' };
const FIELDS = [
  { name: 'name', label: 'Your Name', type: 'text', autoComplete: 'name', required: true },
  { name: 'email', label: 'Email Address', type: 'email', autoComplete: 'email', required: true },
  { name: 'phone', label: 'Phone Number (optional)', type: 'tel', autoComplete: 'tel', required: false },
] as const;

export const ENQUIRY_MESSAGES = {
  failed: 'Failed to send enquiry. Please try again.',
  noBusiness: 'Business information not available',
} as const;

/** A 4xx carries a message meant for the visitor (e.g. the rate limit); anything else gets our own text (docs/product.md §2.12). */
function failureMessage(error: unknown): string {
  const status = httpStatusOf(error);
  return status !== undefined && status >= 400 && status < 500 && error instanceof Error && error.message
    ? error.message
    : ENQUIRY_MESSAGES.failed;
}

interface EnquiryFormProps {
  /** Null on the sample profile, which has no business to send to. */
  businessId: string | null;
  businessName: string;
  onSent: () => void;
}

/**
 * docs/product.md §3.11 enquiry: the form, then 'Message Sent!' for 2 s, then the form resets and the conversation continues
 * on WhatsApp with the message the server prepared (docs/product.md §7.2).
 */
export function EnquiryForm({ businessId, businessName, onSent }: EnquiryFormProps) {
  const trpc = useTRPC();
  const bot = useBotCheck('enquiry');
  const enquire = useMutation(trpc.business.enquire.mutationOptions({ onSettled: bot.renew }));
  const { formRef, values, errors, change, validate, reset } = useSchemaForm(EMPTY);
  const [formError, setFormError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  // Browsers may block a tab opened this long after the click; then the visitor gets a link instead.
  const [blockedChat, setBlockedChat] = useState<string | null>(null);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFormError(null);
    // The shared rules (and zod with them) load on the first send, not with the page.
    const { enquiryBodySchema } = await import('@contracts/business.ts');
    const enquiry = validate(enquiryBodySchema);
    if (!enquiry) return;
    if (!businessId) {
      setFormError(ENQUIRY_MESSAGES.noBusiness);
      return;
    }
    try {
      const result = await enquire.mutateAsync({ id: businessId, enquiry: { ...enquiry, captchaToken: bot.token } });
      setBlockedChat(null);
      setSent(true);
      onSent();
      timer.current = window.setTimeout(() => {
        setSent(false);
        reset();
        enquire.reset();
        if (result.whatsappUrl) openChat(result.whatsappUrl);
      }, ENQUIRY_CONFIRMATION_MS);
    } catch (error) {
      setFormError(failureMessage(error));
    }
  }

  // The chat is the listing's WhatsApp contact, counted as the profile's taps are (docs/product.md §3.23 Analytics).
  const countChat = () => {
    if (businessId) trackEvent(businessId, 'whatsapp');
  };

  function openChat(url: string) {
    const chat = window.open(url, '_blank');
    if (chat) {
      chat.opener = null;
      countChat();
    } else setBlockedChat(url);
  }

  return (
    <ProfileSection id="enquiry" title="Send Enquiry">
      {sent ? (
        <div role="status" className="flex flex-col items-center gap-2 rounded-xl bg-green-50 px-4 py-10 text-center">
          <CheckCircle2 size={40} className="text-green-600" aria-hidden="true" />
          <p className="text-lg font-semibold text-green-900">Message Sent!</p>
          <p className="text-sm text-green-800">{businessName} has your enquiry.</p>
        </div>
      ) : (
        <form ref={formRef} onSubmit={submit} noValidate className="space-y-4">
          <p className="text-sm text-slate-600">Ask {businessName} a question. Your enquiry continues as a WhatsApp chat.</p>
          {FIELDS.map((field) => (
            <TextField
              key={field.name}
              id={`enquiry-${field.name}`}
              name={field.name}
              label={field.label}
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
            label="Message"
            rows={4}
            required
            value={values.message}
            error={errors.message}
            onChange={change('message')}
          />
          {bot.widget}
          {formError && <FormAlert>{formError}</FormAlert>}
          <SubmitButton busy={enquire.isPending}>{enquire.isPending ? 'Sending...' : 'Send Enquiry'}</SubmitButton>
          {blockedChat && (
            <a
              href={blockedChat}
              target="_blank"
              rel="noopener noreferrer"
              onClick={countChat}
              className="flex items-center justify-center gap-2 rounded-lg bg-green-600 px-4 py-2.5 font-semibold text-white hover:bg-green-700"
            >
              <MessageCircle size={18} aria-hidden="true" />
              Continue on WhatsApp
            </a>
          )}
        </form>
      )}
    </ProfileSection>
  );
}
