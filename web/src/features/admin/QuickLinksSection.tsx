import { useId } from 'react';
import { MAX_QUICK_LINKS, quickLinkCreateSchema, quickLinkUpdateSchema } from '@contracts/admin-quick-links.ts';
import { PLAIN_BUTTON } from '../../components/buttons.ts';
import { TextField } from '../../components/FormField.tsx';
import type { RouterOutputs } from '../../lib/types.ts';
import { useSchemaForm } from '../../lib/useSchemaForm.ts';
import { useAdminQuickLinks, useAdminWrites } from './api.ts';
import { Announcement, useOnePress } from './Announcer.tsx';
import { useCatalogueSection } from './catalogue-section.ts';
import { DeleteDialog } from './ConfirmDialog.tsx';
import { savedOrUnchanged, useFormSend } from './dialog-send.ts';
import { FormDialog } from './FormDialog.tsx';
import { HintedBox } from './HintedField.tsx';
import { Badge, DeleteButton, EditButton, ItemCard } from './ItemCard.tsx';
import { ListStates } from './ListStates.tsx';
import { MoveButtons, useMoveFocus, type Direction, type MovePlace } from './MoveButtons.tsx';
import { AddButton, SectionHeader } from './SectionHeader.tsx';
import { TranslatedLine, TranslationFields } from './TranslationFields.tsx';

/** A quick link as the admin's list shows it (`admin.quickLinks`), switched off ones too. */
export type AdminQuickLink = RouterOutputs['admin']['quickLinks'][number];

type Asking = { kind: 'add' } | { kind: 'edit' | 'delete'; link: AdminQuickLink };

const FULL = `There can be at most ${MAX_QUICK_LINKS} quick links. Delete one to add another.`;

/**
 * docs/product.md §2.27 Quick links: the footer's links in their order, switched off ones too; adding one (last),
 * editing one (only what changed is sent), switching one on or off, moving one up or down, and deleting one.
 */
export function QuickLinksSection() {
  const writes = useAdminWrites();
  const links = useAdminQuickLinks();
  // This page's own footer shows the links: it follows a change at once.
  const { asking, ask, close, news, heading, done } = useCatalogueSection<Asking>(links.data, 'quickLinks');
  // A change pressed on a link (switch, move) is refused in an error toast in the server's words.
  const oneLink = useOnePress('Could not change the quick link. Please try again.', news.failure);
  const moveFocus = useMoveFocus();
  const list = links.data ?? [];
  const full = list.length >= MAX_QUICK_LINKS;

  const change = (link: AdminQuickLink, changes: { isActive?: boolean; position?: number }, message: string, taken?: () => void) =>
    oneLink.press(link.id, async () => {
      await writes.updateQuickLink({ id: link.id, changes });
      taken?.();
      done(message);
    });

  const move = (link: AdminQuickLink, at: number, direction: Direction) => {
    const to = direction === 'up' ? at - 1 : at + 1;
    void change(link, { position: to }, `${link.title} moved ${direction}: now ${to + 1} of ${list.length}`, () =>
      moveFocus.moved(link.id, to, direction),
    );
  };

  return (
    <section aria-labelledby="quicklinks-heading" className="space-y-4">
      <SectionHeader
        id="quicklinks-heading"
        title="Quick links"
        headingRef={heading.target}
        action={<AddButton label="Add quick link" disabled={!links.data || full} onClick={() => ask({ kind: 'add' })} />}
      >
        The footer&apos;s Quick Links, in this order; only the ones switched on are shown. While none is, the footer shows Home, Businesses,
        Categories and Contact.
      </SectionHeader>
      {links.data && (
        <p className="text-sm text-slate-600">
          {list.length} of {MAX_QUICK_LINKS} quick links{full && `. ${FULL}`}
        </p>
      )}
      <Announcement text={news.announcement} />
      <ListStates
        query={links}
        items={links.data}
        noun="quick links"
        empty="No quick links yet"
        emptyHint="Add the links the footer should show, in the order it should show them."
      >
        {(shown) => (
          <ol className="space-y-3">
            {shown.map((link, at) => (
              <li key={link.id}>
                <QuickLinkCard
                  link={link}
                  busy={oneLink.busy === link.id}
                  move={moveFocus.at(link.id, at, shown.length, (direction) => move(link, at, direction))}
                  onSwitch={() =>
                    void change(
                      link,
                      { isActive: !link.isActive },
                      link.isActive
                        ? `${link.title} is switched off: the footer no longer shows it`
                        : `${link.title} is shown in the footer`,
                    )
                  }
                  onEdit={() => ask({ kind: 'edit', link })}
                  onDelete={() => ask({ kind: 'delete', link })}
                />
              </li>
            ))}
          </ol>
        )}
      </ListStates>
      {asking?.kind === 'add' && <QuickLinkForm onClose={close} onSaved={done} />}
      {asking?.kind === 'edit' && <QuickLinkForm link={asking.link} onClose={close} onSaved={done} />}
      {asking?.kind === 'delete' && (
        <DeleteDialog
          name={asking.link.title}
          noun="quick link"
          onClose={close}
          onDelete={async () => {
            await writes.deleteQuickLink({ id: asking.link.id });
            heading.removed();
            done('Quick link deleted');
          }}
        >
          <p>
            The footer no longer links to <span className="break-all font-mono">{asking.link.url}</span>, and the links after it move up. To
            hide it for a while instead, switch it off.
          </p>
        </DeleteDialog>
      )}
    </section>
  );
}

interface QuickLinkCardProps {
  link: AdminQuickLink;
  busy: boolean;
  /** Its place in the footer, and its move buttons. */
  move: MovePlace;
  onSwitch: () => void;
  onEdit: () => void;
  onDelete: () => void;
}

function QuickLinkCard({ link, busy, move, onSwitch, onEdit, onDelete }: QuickLinkCardProps) {
  return (
    <ItemCard
      title={link.title}
      before={
        <span className="text-sm font-semibold text-slate-500" aria-hidden="true">
          {move.place + 1}.
        </span>
      }
      badges={
        link.isActive ? (
          <Badge look="bg-green-100 text-green-800">Shown</Badge>
        ) : (
          <Badge look="bg-slate-200 text-slate-700">Switched off</Badge>
        )
      }
    >
      <TranslatedLine kn={link.titleKn} hi={link.titleHi} />
      <p className="mt-1 break-all font-mono text-sm text-slate-600">{link.url}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        <MoveButtons
          {...move}
          disabled={busy}
          labels={{
            up: (
              <>
                Move up <span className="sr-only">{link.title}</span>
              </>
            ),
            down: (
              <>
                Move down <span className="sr-only">{link.title}</span>
              </>
            ),
          }}
        />
        <button type="button" disabled={busy} onClick={onSwitch} className={PLAIN_BUTTON}>
          {link.isActive ? 'Switch off' : 'Switch on'} <span className="sr-only">{link.title}</span>
        </button>
        <EditButton name={link.title} onClick={onEdit} disabled={busy} />
        <DeleteButton name={link.title} onClick={onDelete} disabled={busy} />
      </div>
    </ItemCard>
  );
}

/** The form's values; the checkbox says 'true' or 'false', as the contract reads a form's. */
const boxesOf = (link: AdminQuickLink | undefined) => ({
  title: link?.title ?? '',
  titleKn: link?.titleKn ?? '',
  titleHi: link?.titleHi ?? '',
  url: link?.url ?? '',
  isActive: String(link?.isActive ?? true),
});

interface QuickLinkFormProps {
  /** The link to edit; none for a new one, which goes last. */
  link?: AdminQuickLink;
  onClose: () => void;
  onSaved: (message: string) => void;
}

function QuickLinkForm({ link, onClose, onSaved }: QuickLinkFormProps) {
  const writes = useAdminWrites();
  const { formRef, values, set, field, validate, showErrors } = useSchemaForm(boxesOf(link));
  const { busy, failure, edit, submit } = useFormSend(showErrors, 'Could not save the quick link. Please try again.');
  const activeId = useId();

  /** The send, or null after showing why there is none. */
  const check = () => {
    if (!link) {
      const input = validate(quickLinkCreateSchema);
      return (
        input &&
        (async () => {
          await writes.createQuickLink(input);
          onSaved('Quick link added');
        })
      );
    }
    const before = boxesOf(link);
    const changes = Object.fromEntries(
      (['title', 'titleKn', 'titleHi', 'url', 'isActive'] as const)
        .filter((key) => values[key].trim() !== before[key])
        .map((key) => [key, values[key]]),
    );
    return edit(changes, quickLinkUpdateSchema, async (parsed) => {
      const answer = await writes.updateQuickLink({ id: link.id, changes: parsed });
      onSaved(savedOrUnchanged(answer.changed, 'Quick link saved', 'quick link'));
    });
  };

  return (
    <FormDialog
      title={link ? `Edit ${link.title}` : 'Add a quick link'}
      onClose={onClose}
      formRef={formRef}
      onSubmit={() => submit(check)}
      failure={failure}
      busy={busy}
      confirmLabel={link ? 'Save quick link' : 'Add quick link'}
    >
      {!link && <p className="text-slate-600">It goes last in the footer; move it from the list.</p>}
      <TextField label="Title" marked required maxLength={60} data-autofocus {...field('title')} />
      <TranslationFields label="Title" maxLength={60} kn={field('titleKn')} hi={field('titleHi')} />
      <HintedBox
        label="URL"
        marked
        hint="A path in the site such as /contact, or an address starting with https://"
        hintClass="text-sm text-slate-600"
        maxLength={500}
        inputMode="url"
        autoCapitalize="none"
        spellCheck={false}
        {...field('url')}
      />
      <div className="flex items-start gap-3">
        <input
          id={activeId}
          type="checkbox"
          name="isActive"
          checked={values.isActive === 'true'}
          onChange={(event) => set('isActive', String(event.target.checked))}
          className="mt-1 h-4 w-4 accent-blue-700"
        />
        <label htmlFor={activeId} className="text-sm text-slate-800">
          <span className="font-medium">Show it in the footer</span>
          <span className="block text-slate-600">Switched off, it stays here and keeps its place.</span>
        </label>
      </div>
    </FormDialog>
  );
}
