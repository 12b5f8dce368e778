import { CheckCircle2 } from 'lucide-react';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { contactBodySchema } from '@contracts/site-content.ts';
import { useBotCheck } from '../../components/BotCheck.tsx';
import { FormAlert, TextAreaField, TextField } from '../../components/FormField.tsx';
import { SubmitButton } from '../../components/SubmitButton.tsx';
import { useMessages } from '../../i18n/language.tsx';
import { serverMessage } from '../../lib/http-status.ts';
import { useSchemaForm } from '../../lib/useSchemaForm.ts';
import { useSendContactMessage } from './api.ts';

const EMPTY = { name: '', email: '', subject: '', message: '' };
type Field = keyof typeof EMPTY;

/** docs/product.md §2.18 contact form: idle, sending, then cleared with a thank-you; the message is really stored. */
export function ContactForm() {
  const t = useMessages('contact');
  const form = useSchemaForm(EMPTY);
  const [sent, setSent] = useState(false);
  const bot = useBotCheck('contact');
  const send = useSendContactMessage({
    onSuccess: () => {
      form.reset();
      setSent(true);
    },
    // The server checks the same schema; whatever it still refused is shown on its field.
    onError: (error) => form.showErrors(error.data?.errors ?? []),
    onSettled: bot.renew,
  });

  // Editing a field clears that field's own error, as on the other forms, and the thank-you with it.
  const change = (field: Field) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    form.change(field)(event);
    setSent(false);
  };
  const field = (name: Field) => ({ ...form.field(name), onChange: change(name) });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const message = form.validate(contactBodySchema);
    if (!message) return;
    setSent(false);
    send.mutate({ ...message, captchaToken: bot.token });
  };

  // A server answer (such as the rate limit's 429) carries a message worth showing; a lost connection does not.
  const failure = send.isError ? serverMessage(send.error, t.sendFailed()) : null;

  return (
    <section aria-labelledby="contact-form-heading" className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <h2 id="contact-form-heading" className="text-xl font-bold text-slate-900">
        {t.formHeading()}
      </h2>
      <div aria-live="polite">
        {sent && (
          <p className="mt-4 flex items-start gap-2 rounded-lg bg-green-50 p-4 text-green-800">
            <CheckCircle2 size={20} className="mt-0.5 shrink-0" aria-hidden="true" />
            {t.thanks()}
          </p>
        )}
      </div>
      {failure && <FormAlert className="mt-4">{failure}</FormAlert>}
      <form ref={form.formRef} noValidate onSubmit={submit} className="mt-5 space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label={t.name()} marked {...field('name')} type="text" autoComplete="name" />
          <TextField label={t.email()} marked {...field('email')} type="email" autoComplete="email" />
        </div>
        <TextField label={t.subject()} marked {...field('subject')} type="text" />
        <TextAreaField label={t.message()} marked {...field('message')} rows={6} />
        {bot.widget}
        <SubmitButton busy={send.isPending} className="sm:w-auto">
          {send.isPending ? t.sending() : t.send()}
        </SubmitButton>
      </form>
    </section>
  );
}
