import type { ReactNode, Ref } from 'react';
import { FormAlert } from '../../components/FormField.tsx';
import { Modal } from '../../components/Modal.tsx';
import { DialogActions } from './DialogActions.tsx';

interface FormDialogProps {
  title: string;
  onClose: () => void;
  /** The form itself, for useSchemaForm to focus a refused field. */
  formRef?: Ref<HTMLFormElement>;
  onSubmit: (form: HTMLFormElement) => void;
  /** Why nothing was sent or saved, shown above the buttons. */
  failure: string | null;
  busy: boolean;
  confirmLabel: string;
  busyLabel?: string;
  danger?: boolean;
  children: ReactNode;
}

/**
 * An admin dialog that is a form (docs/product.md §2.27): its fields, checked by the caller rather than the browser,
 * the refusal that belongs to no field above the buttons, then Cancel and the button that sends it.
 */
export function FormDialog({
  title,
  onClose,
  formRef,
  onSubmit,
  failure,
  busy,
  confirmLabel,
  busyLabel = 'Saving…',
  danger = false,
  children,
}: FormDialogProps) {
  return (
    <Modal title={title} onClose={onClose}>
      <form
        ref={formRef}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit(event.currentTarget);
        }}
        className="mt-4 space-y-4"
      >
        {children}
        {failure && <FormAlert>{failure}</FormAlert>}
        <DialogActions busy={busy} confirmLabel={confirmLabel} busyLabel={busyLabel} danger={danger} onCancel={onClose} />
      </form>
    </Modal>
  );
}
