import { useMutation } from '@tanstack/react-query';
import { CheckCircle2 } from 'lucide-react';
import { useId, useRef, useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import { contactBodySchema, type ContactBody } from '../../../../worker/contracts/site-content.ts';
import { useTRPC } from '../../lib/trpc.ts';

type Field = keyof ContactBody;
type Values = Record<Field, string>;
type Errors = Partial<Record<Field, string>>;

const EMPTY: Values = { name: '', email: '', subject: '', message: '' };
const FIELDS: Field[] = ['name', 'email', 'subject', 'message'];
const isField = (key: unknown): key is Field => typeof key === 'string' && (FIELDS as string[]).includes(key);

/** The first message per field, in form order, as the shared schema words them. */
function validate(values: Values): { data: ContactBody; errors: null } | { data: null; errors: Errors } {
  const parsed = contactBodySchema.safeParse(values);
  if (parsed.success) return { data: parsed.data, errors: null };
  const errors: Errors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (isField(field) && !errors[field]) errors[field] = issue.message;
  }
  return { data: null, errors };
}

const inputClass = (invalid: boolean) =>
  `mt-1 w-full rounded-lg border px-3 py-2 text-slate-900 focus:outline-2 ${
    invalid ? 'border-red-500 focus:outline-red-200' : 'border-slate-300 focus:border-blue-700 focus:outline-blue-200'
  }`;

/** Spec §4 contact form: idle, sending, then cleared with a thank-you; the message is really stored. */
export function ContactForm() {
  const trpc = useTRPC();
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [sent, setSent] = useState(false);
  const send = useMutation(
    trpc.site.contact.mutationOptions({
      onSuccess: () => {
        setValues(EMPTY);
        setErrors({});
        setSent(true);
      },
      onError: (error) => {
        const fieldErrors: Errors = {};
        for (const entry of error.data?.errors ?? []) if (isField(entry.field)) fieldErrors[entry.field] ??= entry.message;
        setErrors(fieldErrors);
      },
    }),
  );

  const change = (field: Field) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    // Editing a field clears that field's own error, as on the other forms.
    setErrors((current) => ({ ...current, [field]: undefined }));
    setSent(false);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = validate(values);
    if (result.errors) {
      setErrors(result.errors);
      const first = FIELDS.find((field) => result.errors[field]);
      formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setSent(false);
    send.mutate(result.data);
  };

  // A server answer (such as the rate limit's 429) carries a message worth showing; a lost connection does not.
  const failure = send.isError ? (send.error.data?.httpStatus ? send.error.message : 'Failed to send message. Please check your connection and try again.') : null;

  const field = (name: Field, label: string, input: (props: { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string }) => ReactNode) => {
    const error = errors[name];
    const inputId = `${id}-${name}`;
    return (
      <div>
        <label htmlFor={inputId} className="block text-sm font-medium text-slate-800">
          {label} <span aria-hidden="true" className="text-red-600">*</span>
        </label>
        {input({ id: inputId, 'aria-invalid': Boolean(error), 'aria-describedby': error ? `${inputId}-error` : undefined })}
        {error && (
          <p id={`${inputId}-error`} className="mt-1 text-sm text-red-700">
            {error}
          </p>
        )}
      </div>
    );
  };

  return (
    <section aria-labelledby="contact-form-heading" className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <h2 id="contact-form-heading" className="text-xl font-bold text-slate-900">
        Send us a message
      </h2>
      <div aria-live="polite">
        {sent && (
          <p className="mt-4 flex items-start gap-2 rounded-lg bg-green-50 p-4 text-green-800">
            <CheckCircle2 size={20} className="mt-0.5 shrink-0" aria-hidden="true" />
            Thank you for your message! We will get back to you soon.
          </p>
        )}
      </div>
      {failure && (
        <p role="alert" className="mt-4 rounded-lg bg-red-50 p-4 text-red-800">
          {failure}
        </p>
      )}
      <form ref={formRef} noValidate onSubmit={submit} className="mt-5 space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          {field('name', 'Name', (props) => (
            <input {...props} name="name" type="text" autoComplete="name" value={values.name} onChange={change('name')} className={inputClass(Boolean(errors.name))} />
          ))}
          {field('email', 'Email', (props) => (
            <input {...props} name="email" type="email" autoComplete="email" value={values.email} onChange={change('email')} className={inputClass(Boolean(errors.email))} />
          ))}
        </div>
        {field('subject', 'Subject', (props) => (
          <input {...props} name="subject" type="text" value={values.subject} onChange={change('subject')} className={inputClass(Boolean(errors.subject))} />
        ))}
        {field('message', 'Message', (props) => (
          <textarea {...props} name="message" rows={6} value={values.message} onChange={change('message')} className={inputClass(Boolean(errors.message))} />
        ))}
        <button
          type="submit"
          disabled={send.isPending}
          className="w-full rounded-lg bg-blue-700 px-5 py-3 font-semibold text-white hover:bg-blue-800 disabled:cursor-wait disabled:opacity-60 sm:w-auto"
        >
          {send.isPending ? 'Sending...' : 'Send Message'}
        </button>
      </form>
    </section>
  );
}
