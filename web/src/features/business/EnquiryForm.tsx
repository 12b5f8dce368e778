import { useMutation } from '@tanstack/react-query';
import { CheckCircle2, MessageCircle } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { ENQUIRY_CONFIRMATION_MS } from '../../lib/constants.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { ProfileSection } from './ProfileSection.tsx';
import { httpStatusOf } from './useBusiness.ts';

type Field = 'name' | 'email' | 'phone' | 'message';
type Values = Record<Field, string>;
type FieldErrors = Partial<Record<Field, string>>;

const EMPTY: Values = { name: '', email: '', phone: '', message: '' };
const FIELDS: { name: Field; label: string; type: 'text' | 'email' | 'tel'; autoComplete: string; required: boolean }[] = [
  { name: 'name', label: 'Your Name', type: 'text', autoComplete: 'name', required: true },
  { name: 'email', label: 'Email Address', type: 'email', autoComplete: 'email', required: true },
  { name: 'phone', label: 'Phone Number (optional)', type: 'tel', autoComplete: 'tel', required: false },
];

export const ENQUIRY_MESSAGES = {
  failed: 'Failed to send enquiry. Please try again.',
  noBusiness: 'Business information not available',
} as const;

const INPUT =
  'mt-1 block w-full rounded-lg border px-3 py-2 text-slate-900 focus:border-blue-700 focus:outline-2 focus:outline-offset-0 focus:outline-blue-700/30';

/** A 4xx carries a message meant for the visitor (e.g. the rate limit); anything else gets the spec's text. */
function failureMessage(error: unknown): string {
  const status = httpStatusOf(error);
  return status !== undefined && status >= 400 && status < 500 && error instanceof Error && error.message ? error.message : ENQUIRY_MESSAGES.failed;
}

interface EnquiryFormProps {
  /** Null on the sample profile, which has no business to send to. */
  businessId: string | null;
  businessName: string;
  onSent: () => void;
}

/**
 * Spec §4 enquiry: the form, then 'Message Sent!' for 2 s, then the form resets and the conversation continues
 * on WhatsApp with the message the server prepared (spec §7).
 */
export function EnquiryForm({ businessId, businessName, onSent }: EnquiryFormProps) {
  const trpc = useTRPC();
  const enquire = useMutation(trpc.business.enquire.mutationOptions());
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  // Browsers may block a tab opened this long after the click; then the visitor gets a link instead.
  const [blockedChat, setBlockedChat] = useState<string | null>(null);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  function update(field: Field, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFormError(null);
    // The shared rules (and zod with them) load on the first send, not with the page.
    const { enquiryBodySchema } = await import('../../../../worker/contracts/business.ts');
    const parsed = enquiryBodySchema.safeParse(values);
    if (!parsed.success) {
      const found: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field;
        found[field] ??= issue.message;
      }
      setErrors(found);
      const firstInvalid = (['name', 'email', 'phone', 'message'] as const).find((field) => found[field]);
      if (firstInvalid) document.getElementById(`enquiry-${firstInvalid}`)?.focus();
      return;
    }
    if (!businessId) {
      setFormError(ENQUIRY_MESSAGES.noBusiness);
      return;
    }
    try {
      const result = await enquire.mutateAsync({ id: businessId, enquiry: parsed.data });
      setBlockedChat(null);
      setSent(true);
      onSent();
      timer.current = window.setTimeout(() => {
        setSent(false);
        setValues(EMPTY);
        enquire.reset();
        if (result.whatsappUrl) openChat(result.whatsappUrl);
      }, ENQUIRY_CONFIRMATION_MS);
    } catch (error) {
      setFormError(failureMessage(error));
    }
  }

  function openChat(url: string) {
    const chat = window.open(url, '_blank');
    if (chat) chat.opener = null;
    else setBlockedChat(url);
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
        <form onSubmit={submit} noValidate className="space-y-4">
          <p className="text-sm text-slate-600">Ask {businessName} a question. Your enquiry continues as a WhatsApp chat.</p>
          {FIELDS.map((field) => (
            <TextField
              key={field.name}
              id={`enquiry-${field.name}`}
              label={field.label}
              type={field.type}
              autoComplete={field.autoComplete}
              required={field.required}
              value={values[field.name]}
              error={errors[field.name]}
              onChange={(value) => update(field.name, value)}
            />
          ))}
          <div>
            <label htmlFor="enquiry-message" className="block text-sm font-medium text-slate-800">
              Message
            </label>
            <textarea
              id="enquiry-message"
              rows={4}
              required
              value={values.message}
              onChange={(event) => update('message', event.target.value)}
              aria-invalid={errors.message ? true : undefined}
              aria-describedby={errors.message ? 'enquiry-message-error' : undefined}
              className={`${INPUT} ${errors.message ? 'border-red-500' : 'border-slate-300'}`}
            />
            {errors.message && (
              <p id="enquiry-message-error" className="mt-1 text-sm text-red-700">
                {errors.message}
              </p>
            )}
          </div>
          {formError && (
            <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
              {formError}
            </p>
          )}
          <button
            type="submit"
            disabled={enquire.isPending}
            className="w-full rounded-lg bg-blue-700 px-4 py-2.5 font-semibold text-white hover:bg-blue-800 disabled:opacity-60 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700"
          >
            {enquire.isPending ? 'Sending...' : 'Send Enquiry'}
          </button>
          {blockedChat && (
            <a
              href={blockedChat}
              target="_blank"
              rel="noopener noreferrer"
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

interface TextFieldProps {
  id: string;
  label: string;
  type: 'text' | 'email' | 'tel';
  autoComplete: string;
  required: boolean;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}

function TextField({ id, label, type, autoComplete, required, value, error, onChange }: TextFieldProps) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <input
        id={id}
        type={type}
        autoComplete={autoComplete}
        required={required}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={`${INPUT} ${error ? 'border-red-500' : 'border-slate-300'}`}
      />
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
