import { useId, useState, type ReactNode } from 'react';
import { decisionReasonSchema } from '@contracts/admin-decisions.ts';
import { MAX_REASON } from '@contracts/admin-moderation.ts';
import { Field, FormAlert, inputClass } from '../../components/FormField.tsx';
import { Modal } from '../../components/Modal.tsx';
import { useOneValueSend } from './dialog-send.ts';
import { DialogActions } from './DialogActions.tsx';

interface DecisionDialogProps {
  title: string;
  /** What the decision does, and who is told. */
  children: ReactNode;
  confirmLabel: string;
  /** Sends the decision with its reason; rejects with the server's refusal, which the dialog shows. */
  onConfirm: (reason: string) => Promise<unknown>;
  onClose: () => void;
}

/**
 * docs/product.md §2.27: a decision that needs a reason (reject, hide, suspend, remove), which the person concerned is
 * told by e-mail. The reason is checked with the server's own rule (3 to 500 characters once trimmed) before anything
 * is sent; the server's refusal shows under the box when it is about the reason, above the buttons otherwise.
 */
export function DecisionDialog({ title, children, confirmLabel, onConfirm, onClose }: DecisionDialogProps) {
  const counterId = useId();
  const [reason, setReason] = useState('');
  const { busy, failure, error, clearError, submit } = useOneValueSend(
    'reason',
    decisionReasonSchema,
    'Could not send the decision. Please try again.',
  );
  const used = reason.trim().length;

  return (
    <Modal title={title} onClose={onClose}>
      <div className="mt-2 space-y-2 text-slate-600">{children}</div>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit(event.currentTarget.querySelector('textarea'), { reason }, (parsed) => onConfirm(parsed.reason));
        }}
        className="mt-4 space-y-2"
      >
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
                clearError();
              }}
              className={inputClass(Boolean(error))}
            />
          )}
        </Field>
        <p id={counterId} className={`text-right text-xs ${used > MAX_REASON ? 'font-semibold text-red-700' : 'text-slate-500'}`}>
          {used} / {MAX_REASON} characters
        </p>
        {failure && <FormAlert>{failure}</FormAlert>}
        <DialogActions busy={busy} confirmLabel={confirmLabel} busyLabel="Sending…" danger onCancel={onClose} spacing="pt-2" />
      </form>
    </Modal>
  );
}
