import type { ReactNode } from 'react';
import { FormAlert } from '../../components/FormField.tsx';
import { Modal } from '../../components/Modal.tsx';
import { useDialogSend } from './dialog-send.ts';
import { DialogActions } from './DialogActions.tsx';

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
  const { busy, failure, send } = useDialogSend('Could not make the change. Please try again.');

  return (
    <Modal title={title} onClose={onClose}>
      <div className="mt-2 space-y-2 text-slate-600">{children}</div>
      {failure && <FormAlert className="mt-4">{failure}</FormAlert>}
      <DialogActions
        busy={busy}
        confirmLabel={confirmLabel}
        busyLabel="Saving…"
        danger={danger}
        onCancel={onClose}
        onConfirm={() => void send(() => onConfirm)}
        cancelFirst
        spacing="mt-6"
      />
    </Modal>
  );
}

interface DeleteDialogProps {
  /** What is deleted, as the title asks about it: 'Koramangala', 'the banner Sweets'. */
  name: string;
  /** Its kind, on the confirm button: 'locality'. */
  noun: string;
  /** What goes with it, and what to do instead. */
  children: ReactNode;
  onDelete: () => Promise<unknown>;
  onClose: () => void;
}

/** Deleting one item of a list: 'Delete {name}?', what happens, then 'Delete {noun}', the server's refusal kept in the dialog. */
export function DeleteDialog({ name, noun, children, onDelete, onClose }: DeleteDialogProps) {
  return (
    <ConfirmDialog title={`Delete ${name}?`} confirmLabel={`Delete ${noun}`} danger onConfirm={onDelete} onClose={onClose}>
      {children}
    </ConfirmDialog>
  );
}
