import { useEffect, useId, useState, type FormEvent } from 'react';
import { MAX_REPLY, reviewReplySchema } from '@contracts/owner.ts';
import { PLAIN_BUTTON } from '../../components/buttons.ts';
import { Field, FormAlert, inputClass } from '../../components/FormField.tsx';
import { SubmitButton } from '../../components/SubmitButton.tsx';
import { useMessages } from '../../i18n/language.tsx';
import { serverMessage } from '../../lib/http-status.ts';
import { useSchemaForm, type FieldMessage } from '../../lib/useSchemaForm.ts';

interface ReplyEditorProps {
  /** The reply as it stands, '' for a new one. */
  initial: string;
  busy: boolean;
  /** Sends the reply; rejects with the server's refusal. */
  onPublish: (content: string) => Promise<unknown>;
  onCancel: () => void;
}

/**
 * Writing or editing the business's public reply to a review (docs/product.md §3.23): the server's own rule (1–2000
 * characters once trimmed) checked before sending, a counter of what is left, the server's words when it refuses.
 */
export function ReplyEditor({ initial, busy, onPublish, onCancel }: ReplyEditorProps) {
  const t = useMessages('owner');
  const counterId = useId();
  const { formRef, values, errors, change, validate, showErrors } = useSchemaForm({ content: initial });
  const [failure, setFailure] = useState<string | null>(null);
  const used = values.content.trim().length;

  useEffect(() => {
    formRef.current?.querySelector('textarea')?.focus();
  }, [formRef]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setFailure(null);
    const reply = validate(reviewReplySchema);
    if (!reply) return;
    try {
      await onPublish(reply.content);
    } catch (error) {
      const fields = (error as { data?: { errors?: FieldMessage[] } | null }).data?.errors ?? [];
      if (Object.keys(showErrors(fields, { focus: true })).length === 0) {
        setFailure(serverMessage(error, t.replyPublishFailed()));
      }
    }
  };

  return (
    <form ref={formRef} noValidate onSubmit={(event) => void submit(event)} className="space-y-3">
      <Field label={t.replyLabel()} error={errors.content}>
        {(control) => (
          <textarea
            {...control}
            aria-describedby={[control['aria-describedby'], counterId].filter(Boolean).join(' ')}
            name="content"
            rows={4}
            value={values.content}
            onChange={change('content')}
            className={inputClass(Boolean(errors.content))}
          />
        )}
      </Field>
      <p id={counterId} className={`text-right text-xs ${used > MAX_REPLY ? 'font-semibold text-red-700' : 'text-slate-500'}`}>
        {t.replyCounter({ used, max: MAX_REPLY })}
      </p>
      <p className="text-xs text-slate-600">{t.replyPublic()}</p>
      {failure && <FormAlert>{failure}</FormAlert>}
      <div className="flex flex-wrap gap-2">
        <SubmitButton busy={busy} className="sm:w-auto">
          {t.replyPublish()}
        </SubmitButton>
        <button type="button" onClick={onCancel} className={PLAIN_BUTTON}>
          {t.tabCancel()}
        </button>
      </div>
    </form>
  );
}
