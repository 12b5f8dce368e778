import { useState, type ReactNode } from 'react';
import { FormAlert } from '../../components/FormField.tsx';
import { Modal } from '../../components/Modal.tsx';
import { serverMessage } from '../../lib/http-status.ts';
import { DANGER_BUTTON, PLAIN_BUTTON, PRIMARY_BUTTON } from './buttons.ts';

interface ConfirmDialogProps {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  /** A change that takes something away (disabling an account) looks like one. */
  danger?: boolean;
  /** Sends the change; rejects with the server's refusal, which the dialog shows above its buttons. */
  onConfirm: () => Promise<unknown>;
  onClose: () => void;
}

/** A change that needs no reason but should not happen by a slip (docs/product.md §2.27): said, then confirmed. */
export function ConfirmDialog({ title, children, confirmLabel, danger = false, onConfirm, onClose }: ConfirmDialogProps) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const confirm = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await onConfirm();
    } catch (error) {
      setFailure(serverMessage(error, 'Could not make the change. Please try again.'));
      setBusy(false);
    }
  };

  return (
    <Modal title={title} onClose={onClose}>
      <div className="mt-2 space-y-2 text-slate-600">{children}</div>
      {failure && <FormAlert className="mt-4">{failure}</FormAlert>}
      <div className="mt-6 flex flex-wrap justify-end gap-2">
        <button type="button" onClick={onClose} data-autofocus className={PLAIN_BUTTON}>
          Cancel
        </button>
        <button
          type="button"
          disabled={busy}
          aria-busy={busy}
          onClick={() => void confirm()}
          className={danger ? DANGER_BUTTON : PRIMARY_BUTTON}
        >
          {busy ? 'Saving…' : confirmLabel}
        </button>
      </div>
    </Modal>
  );
}
