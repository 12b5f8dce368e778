import { DANGER_BUTTON, PLAIN_BUTTON, PRIMARY_BUTTON } from '../../components/buttons.ts';

const ROW = 'flex flex-wrap justify-end gap-2';

interface DialogActionsProps {
  /** The dialog's change is on its way: the confirm button waits and says `busyLabel`. */
  busy: boolean;
  confirmLabel: string;
  busyLabel: string;
  /** A change that takes something away looks like one. */
  danger?: boolean;
  onCancel: () => void;
  /** Confirms on a press; without it, the confirm button submits the dialog's form. */
  onConfirm?: () => void;
  /** Cancel takes the focus as the dialog opens: a confirmation has nothing to type in, and a slip should not confirm. */
  cancelFirst?: boolean;
  /** Room above the buttons. */
  spacing?: string;
}

/** The end of an admin dialog: Cancel, and the button that makes the change. */
export function DialogActions({
  busy,
  confirmLabel,
  busyLabel,
  danger = false,
  onCancel,
  onConfirm,
  cancelFirst = false,
  spacing,
}: DialogActionsProps) {
  return (
    <div className={spacing ? `${ROW} ${spacing}` : ROW}>
      <button type="button" onClick={onCancel} data-autofocus={cancelFirst || undefined} className={PLAIN_BUTTON}>
        Cancel
      </button>
      <button
        type={onConfirm ? 'button' : 'submit'}
        disabled={busy}
        aria-busy={busy}
        onClick={onConfirm}
        className={danger ? DANGER_BUTTON : PRIMARY_BUTTON}
      >
        {busy ? busyLabel : confirmLabel}
      </button>
    </div>
  );
}
