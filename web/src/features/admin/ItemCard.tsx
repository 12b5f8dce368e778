import { ExternalLink } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { DANGER_OUTLINE_BUTTON, LINK_BUTTON, PLAIN_BUTTON } from '../../components/buttons.ts';

interface ItemCardProps {
  /** The item's name, its card's heading. */
  title: ReactNode;
  /** On the heading's line before it, such as the item's place in its list. */
  before?: ReactNode;
  /** On the heading's line after it: where the item stands. */
  badges?: ReactNode;
  children: ReactNode;
}

/** One item of an admin list: a card named by its heading, with its badges on the heading's line. */
export function ItemCard({ title, before, badges, children }: ItemCardProps) {
  const headingId = useId();
  return (
    <article aria-labelledby={headingId} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-center gap-2">
        {before}
        <h3 id={headingId} className="break-words font-semibold text-slate-900">
          {title}
        </h3>
        {badges}
      </div>
      {children}
    </article>
  );
}

/** A short word on where an item stands ('Live', 'Hidden'), in its colours (`look`: 'bg-green-100 text-green-800'). */
export function Badge({ look, children }: { look: string; children: ReactNode }) {
  return <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${look}`}>{children}</span>;
}

interface ItemButtonProps {
  /** Whose button it is, for screen readers: 'Edit Koramangala'. */
  name: string;
  onClick: () => void;
  disabled?: boolean;
}

/** Opens the item's edit dialog. */
export function EditButton({ name, onClick, disabled }: ItemButtonProps) {
  return (
    <button type="button" disabled={disabled} onClick={onClick} aria-haspopup="dialog" className={PLAIN_BUTTON}>
      Edit <span className="sr-only">{name}</span>
    </button>
  );
}

/** Opens the dialog that confirms the item's deletion. */
export function DeleteButton({ name, onClick, disabled }: ItemButtonProps) {
  return (
    <button type="button" disabled={disabled} onClick={onClick} aria-haspopup="dialog" className={DANGER_OUTLINE_BUTTON}>
      Delete <span className="sr-only">{name}</span>
    </button>
  );
}

/** A page of the item elsewhere (its public page, its portal), opened in a new tab, which screen readers are told. */
export function NewTabLink({ href, label, name }: { href: string; label: string; name: string }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={LINK_BUTTON}>
      {label} <ExternalLink size={14} aria-hidden="true" />
      <span className="sr-only">of {name} (opens in a new tab)</span>
    </a>
  );
}
