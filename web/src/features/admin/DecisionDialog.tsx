import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { decisionReasonSchema } from '@contracts/admin-decisions.ts';
import { MAX_REASON } from '@contracts/admin-moderation.ts';
import { Field, FormAlert, inputClass } from '../../components/FormField.tsx';
import { Modal } from '../../components/Modal.tsx';
import { serverMessage } from '../../lib/http-status.ts';
import { DANGER_BUTTON, PLAIN_BUTTON } from './buttons.ts';

interface DecisionDialogProps {
  title: string;
  /** What the decision does, and who is told. */
  children: ReactNode;
  confirmLabel: string;
  /** Sends the decision with its reason; rejects with the server's refusal, which the dialog shows. */
  onConfirm: (reason: string) => Promise<unknown>;
  onClose: () => void;
}

/** The server's message about the reason, when it refused the reason itself (worker/trpc/init.ts puts `errors` in the data). */
function reasonRefusal(error: unknown): string | undefined {
  const errors = (error as { data?: { errors?: { field: string; message: string }[] } | null }).data?.errors ?? [];
  return errors.find((entry) => entry.field === 'reason')?.message;
}

/**
 * docs/product.md §2.27: a decision that needs a reason (reject, hide, suspend, remove), which the person concerned is
 * told by e-mail. The reason is checked with the server's own rule (3 to 500 characters once trimmed) before anything
 * is sent; the server's refusal shows under the box when it is about the reason, above the buttons otherwise.
 */
export function DecisionDialog({ title, children, confirmLabel, onConfirm, onClose }: DecisionDialogProps) {
  const counterId = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const used = reason.trim().length;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setFailure(null);
    const box = event.currentTarget.querySelector('textarea');
    const parsed = decisionReasonSchema.safeParse({ reason });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      box?.focus();
      return;
    }
    setBusy(true);
    try {
      await onConfirm(parsed.data.reason);
    } catch (refusal) {
      const onReason = reasonRefusal(refusal);
      if (onReason) {
        setError(onReason);
        box?.focus();
      } else {
        setFailure(serverMessage(refusal, 'Could not send the decision. Please try again.'));
      }
      setBusy(false);
    }
  };

  return (
    <Modal title={title} onClose={onClose}>
      <div className="mt-2 space-y-2 text-slate-600">{children}</div>
      <form noValidate onSubmit={(event) => void submit(event)} className="mt-4 space-y-2">
        <Field label="Reason" error={error} marked>
          {(control) => (
            <textarea
              {...control}
              aria-describedby={[control['aria-describedby'], counterId].filter(Boolean).join(' ')}
              name="reason"
              rows={4}
              required
              data-autofocus
              value={reason}
              onChange={(event) => {
                setReason(event.target.value);
                setError(undefined);
              }}
              className={inputClass(Boolean(error))}
            />
          )}
        </Field>
        <p id={counterId} className={`text-right text-xs ${used > MAX_REASON ? 'font-semibold text-red-700' : 'text-slate-500'}`}>
          {used} / {MAX_REASON} characters
        </p>
        {failure && <FormAlert>{failure}</FormAlert>}
        <div className="flex flex-wrap justify-end gap-2 pt-2">
          <button type="button" onClick={onClose} className={PLAIN_BUTTON}>
            Cancel
          </button>
          <button type="submit" disabled={busy} aria-busy={busy} className={DANGER_BUTTON}>
            {busy ? 'Sending…' : confirmLabel}
          </button>
        </div>
      </form>
    </Modal>
  );
}
