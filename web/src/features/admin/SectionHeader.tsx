import { Plus } from 'lucide-react';
import type { ReactNode, Ref } from 'react';
import { PRIMARY_BUTTON } from '../../components/buttons.ts';

interface SectionHeaderProps {
  /** The heading's id, which the section is labelled by. */
  id: string;
  title: string;
  /** Given, the heading can take the focus from a script (useFocusAfterRemoval), with no outline of its own. */
  headingRef?: Ref<HTMLHeadingElement>;
  /** What the section is for, under its heading. */
  children: ReactNode;
  /** A button beside the heading, such as 'Add category'. */
  action?: ReactNode;
}

/** An admin section's heading and what it is for, with its main button beside them on a wide screen. */
export function SectionHeader({ id, title, headingRef, children, action }: SectionHeaderProps) {
  const heading = (
    <div>
      <h2
        id={id}
        ref={headingRef}
        tabIndex={headingRef ? -1 : undefined}
        className={`text-lg font-bold text-slate-900${headingRef ? ' focus:outline-none' : ''}`}
      >
        {title}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{children}</p>
    </div>
  );
  if (!action) return heading;
  return (
    <div className="flex flex-wrap items-end justify-between gap-3">
      {heading}
      {action}
    </div>
  );
}

interface AddButtonProps {
  label: string;
  onClick: () => void;
  disabled?: boolean;
  /** A plus before the words. */
  plus?: boolean;
}

/** A section's main button, which opens the dialog that adds an item. */
export function AddButton({ label, onClick, disabled, plus = false }: AddButtonProps) {
  return (
    <button type="button" disabled={disabled} onClick={onClick} aria-haspopup="dialog" className={PRIMARY_BUTTON}>
      {plus && <Plus size={18} aria-hidden="true" />}
      {label}
    </button>
  );
}
