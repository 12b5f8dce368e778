import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowDown, ArrowUp } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { MAX_QUICK_LINKS, quickLinkCreateSchema, quickLinkUpdateSchema } from '@contracts/admin-catalogue.ts';
import { Field, FormAlert, inputClass, TextField } from '../../components/FormField.tsx';
import { Modal } from '../../components/Modal.tsx';
import { EmptyState, ErrorState, LoadingState } from '../../components/States.tsx';
import { serverMessage } from '../../lib/http-status.ts';
import { notify } from '../../lib/notify.ts';
import { useTRPC, useTRPCClient } from '../../lib/trpc.ts';
import type { RouterOutputs } from '../../lib/types.ts';
import { useSchemaForm, type FieldMessage } from '../../lib/useSchemaForm.ts';
import { DANGER_OUTLINE_BUTTON, PLAIN_BUTTON, PRIMARY_BUTTON } from './buttons.ts';
import { ConfirmDialog } from './ConfirmDialog.tsx';

/** A quick link as the admin's list shows it (`admin.quickLinks`), switched off ones too. */
export type AdminQuickLink = RouterOutputs['admin']['quickLinks'][number];

/**
 * The server's field messages of a refused call (worker/trpc/init.ts puts them in the error's data), each naming the
 * form's own field: an edit's input is `{id, changes}`, so the schema names its fields `changes.name`, the service `name`.
 */
function refusedFields(error: unknown): FieldMessage[] {
  const errors = (error as { data?: { errors?: unknown } | null } | null)?.data?.errors;
  if (!Array.isArray(errors)) return [];
  return (errors as { field: string; message: string }[]).map(({ field, message }) => ({
    field: field.replace(/^changes\./, ''),
    message,
  }));
}

/** A schema's refusal as the form's field messages. */
const issueMessages = (error: z.ZodError): FieldMessage[] =>
  error.issues.map((issue) => ({ field: issue.path[0], message: issue.message }));

type Asking = { kind: 'add' } | { kind: 'edit' | 'delete'; link: AdminQuickLink };
type Direction = 'up' | 'down';

const FULL = `There can be at most ${MAX_QUICK_LINKS} quick links. Delete one to add another.`;

/**
 * docs/product.md §2.27 Quick links: the footer's links in their order, switched off ones too; adding one (last),
 * editing one (only what changed is sent), switching one on or off, moving one up or down, and deleting one.
 */
export function QuickLinksSection() {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const queryClient = useQueryClient();
  const links = useQuery(trpc.admin.quickLinks.queryOptions());
  const [asking, setAsking] = useState<Asking | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const listRef = useRef<HTMLOListElement>(null);
  /** Where focus goes once the list is read again: a moved link's same button, or the heading when a link is gone. */
  const refocus = useRef<{ id: string; direction: Direction } | 'heading' | null>(null);
  const list = links.data ?? [];
  const full = list.length >= MAX_QUICK_LINKS;

  useEffect(() => {
    const target = refocus.current;
    if (!target || asking || links.isFetching) return;
    refocus.current = null;
    if (target === 'heading') {
      if (document.activeElement === document.body || document.activeElement === null) headingRef.current?.focus();
      return;
    }
    // A link moved to the top has no 'Move up' any more: its 'Move down' takes the focus.
    const buttons = [target.direction, target.direction === 'up' ? 'down' : 'up'].map((direction) =>
      listRef.current?.querySelector<HTMLButtonElement>(`[data-move="${direction}"][data-link="${CSS.escape(target.id)}"]`),
    );
    buttons.find((button) => button && !button.disabled)?.focus();
  }, [links.data, links.isFetching, asking]);

  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries(trpc.admin.pathFilter()),
      // This page's own footer shows the links: it follows at once.
      queryClient.invalidateQueries(trpc.site.quickLinks.queryFilter()),
    ]);

  const done = (message: string, focus: typeof refocus.current = null) => {
    setAsking(null);
    refocus.current = focus;
    notify.success(message);
    setAnnouncement(message);
    void refresh();
  };

  /** A one-press change (switch, move): its refusal is an error toast in the server's words. */
  const direct = async (link: AdminQuickLink, changes: { isActive?: boolean; position?: number }, message: string, focus?: Direction) => {
    setBusy(link.id);
    try {
      await client.admin.updateQuickLink.mutate({ id: link.id, changes });
      done(message, focus ? { id: link.id, direction: focus } : null);
    } catch (error) {
      const refusal = serverMessage(error, 'Could not change the quick link. Please try again.');
      notify.error(refusal);
      setAnnouncement(refusal);
    } finally {
      setBusy(null);
    }
  };

  const move = (link: AdminQuickLink, at: number, direction: Direction) => {
    const to = direction === 'up' ? at - 1 : at + 1;
    void direct(link, { position: to }, `${link.title} moved ${direction}: now ${to + 1} of ${list.length}`, direction);
  };

  return (
    <section aria-labelledby="quicklinks-heading" className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="quicklinks-heading" ref={headingRef} tabIndex={-1} className="text-lg font-bold text-slate-900 focus:outline-none">
            Quick links
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            The footer&apos;s Quick Links, in this order; only the ones switched on are shown. While none is, the footer shows Home,
            Businesses, Categories and Contact.
          </p>
        </div>
        <button
          type="button"
          disabled={!links.data || full}
          onClick={() => setAsking({ kind: 'add' })}
          aria-haspopup="dialog"
          className={PRIMARY_BUTTON}
        >
          Add quick link
        </button>
      </div>
      {links.data && (
        <p className="text-sm text-slate-600">
          {list.length} of {MAX_QUICK_LINKS} quick links{full && `. ${FULL}`}
        </p>
      )}
      <p role="status" className="sr-only">
        {announcement}
      </p>
      <div aria-busy={links.isFetching}>
        {links.isPending && <LoadingState title="Loading the quick links…" />}
        {links.isError && (
          <ErrorState
            title="Could not load the quick links"
            message={serverMessage(links.error, 'Please check your connection and try again.')}
            onRetry={() => void links.refetch()}
          />
        )}
        {links.data && list.length === 0 && (
          <EmptyState title="No quick links yet" hint="Add the links the footer should show, in the order it should show them." />
        )}
        {list.length > 0 && (
          <ol ref={listRef} className="space-y-3">
            {list.map((link, at) => (
              <li key={link.id}>
                <QuickLinkCard
                  link={link}
                  place={at + 1}
                  count={list.length}
                  busy={busy === link.id}
                  onMove={(direction) => move(link, at, direction)}
                  onSwitch={() =>
                    void direct(
                      link,
                      { isActive: !link.isActive },
                      link.isActive
                        ? `${link.title} is switched off: the footer no longer shows it`
                        : `${link.title} is shown in the footer`,
                    )
                  }
                  onEdit={() => setAsking({ kind: 'edit', link })}
                  onDelete={() => setAsking({ kind: 'delete', link })}
                />
              </li>
            ))}
          </ol>
        )}
      </div>
      {asking?.kind === 'add' && <QuickLinkForm onClose={() => setAsking(null)} onSaved={(message) => done(message)} />}
      {asking?.kind === 'edit' && <QuickLinkForm link={asking.link} onClose={() => setAsking(null)} onSaved={(message) => done(message)} />}
      {asking?.kind === 'delete' && (
        <ConfirmDialog
          title={`Delete ${asking.link.title}?`}
          confirmLabel="Delete quick link"
          danger
          onClose={() => setAsking(null)}
          onConfirm={async () => {
            await client.admin.deleteQuickLink.mutate({ id: asking.link.id });
            done('Quick link deleted', 'heading');
          }}
        >
          <p>
            The footer no longer links to <span className="break-all font-mono">{asking.link.url}</span>, and the links after it move up. To
            hide it for a while instead, switch it off.
          </p>
        </ConfirmDialog>
      )}
    </section>
  );
}

interface QuickLinkCardProps {
  link: AdminQuickLink;
  place: number;
  count: number;
  busy: boolean;
  onMove: (direction: Direction) => void;
  onSwitch: () => void;
  onEdit: () => void;
  onDelete: () => void;
}

function QuickLinkCard({ link, place, count, busy, onMove, onSwitch, onEdit, onDelete }: QuickLinkCardProps) {
  const headingId = useId();
  return (
    <article aria-labelledby={headingId} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-center gap-2">
        <span className="text-sm font-semibold text-slate-500" aria-hidden="true">
          {place}.
        </span>
        <h3 id={headingId} className="break-words font-semibold text-slate-900">
          {link.title}
        </h3>
        {link.isActive ? (
          <span className="rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-800">Shown</span>
        ) : (
          <span className="rounded-full bg-slate-200 px-2 py-0.5 text-xs font-semibold text-slate-700">Switched off</span>
        )}
      </div>
      <p className="mt-1 break-all font-mono text-sm text-slate-600">{link.url}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        <button
          type="button"
          disabled={busy || place === 1}
          onClick={() => onMove('up')}
          data-move="up"
          data-link={link.id}
          className={PLAIN_BUTTON}
        >
          <ArrowUp size={16} aria-hidden="true" />
          Move up <span className="sr-only">{link.title}</span>
        </button>
        <button
          type="button"
          disabled={busy || place === count}
          onClick={() => onMove('down')}
          data-move="down"
          data-link={link.id}
          className={PLAIN_BUTTON}
        >
          <ArrowDown size={16} aria-hidden="true" />
          Move down <span className="sr-only">{link.title}</span>
        </button>
        <button type="button" disabled={busy} onClick={onSwitch} className={PLAIN_BUTTON}>
          {link.isActive ? 'Switch off' : 'Switch on'} <span className="sr-only">{link.title}</span>
        </button>
        <button type="button" disabled={busy} onClick={onEdit} aria-haspopup="dialog" className={PLAIN_BUTTON}>
          Edit <span className="sr-only">{link.title}</span>
        </button>
        <button type="button" disabled={busy} onClick={onDelete} aria-haspopup="dialog" className={DANGER_OUTLINE_BUTTON}>
          Delete <span className="sr-only">{link.title}</span>
        </button>
      </div>
    </article>
  );
}

/** The form's values; the checkbox says 'true' or 'false', as the contract reads a form's. */
const boxesOf = (link: AdminQuickLink | undefined) => ({
  title: link?.title ?? '',
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
  const client = useTRPCClient();
  const { formRef, values, errors, set, field, validate, showErrors } = useSchemaForm(boxesOf(link));
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const urlHintId = useId();
  const activeId = useId();

  const send = async () => {
    if (!link) {
      const input = validate(quickLinkCreateSchema);
      if (!input) return null;
      await client.admin.createQuickLink.mutate(input);
      return 'Quick link added';
    }
    const before = boxesOf(link);
    const changes = Object.fromEntries(
      (['title', 'url', 'isActive'] as const).filter((key) => values[key].trim() !== before[key]).map((key) => [key, values[key]]),
    );
    if (Object.keys(changes).length === 0) {
      setFailure('Nothing to save: change a field first.');
      return null;
    }
    const parsed = quickLinkUpdateSchema.safeParse(changes);
    if (!parsed.success) {
      showErrors(issueMessages(parsed.error), { focus: true });
      return null;
    }
    const answer = await client.admin.updateQuickLink.mutate({ id: link.id, changes: parsed.data });
    return answer.changed.length > 0 ? 'Quick link saved' : 'Nothing has changed: the quick link already says this';
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setFailure(null);
    setBusy(true);
    try {
      const message = await send();
      if (message) {
        onSaved(message);
        return;
      }
    } catch (error) {
      // The server's field messages go under the form's own fields; anything else above the buttons.
      const onFields = showErrors(refusedFields(error), { focus: true });
      setFailure(Object.keys(onFields).length > 0 ? null : serverMessage(error, 'Could not save the quick link. Please try again.'));
    }
    setBusy(false);
  };

  return (
    <Modal title={link ? `Edit ${link.title}` : 'Add a quick link'} onClose={onClose}>
      <form ref={formRef} noValidate onSubmit={(event) => void submit(event)} className="mt-4 space-y-4">
        {!link && <p className="text-slate-600">It goes last in the footer; move it from the list.</p>}
        <TextField label="Title" marked required maxLength={60} data-autofocus {...field('title')} />
        <Field label="URL" error={errors.url} marked>
          {(control) => (
            <input
              {...control}
              aria-describedby={[control['aria-describedby'], urlHintId].filter(Boolean).join(' ')}
              name="url"
              required
              maxLength={500}
              inputMode="url"
              autoCapitalize="none"
              spellCheck={false}
              value={values.url}
              onChange={(event) => set('url', event.target.value)}
              className={inputClass(Boolean(errors.url))}
            />
          )}
        </Field>
        <p id={urlHintId} className="-mt-3 text-sm text-slate-600">
          A path in the site such as /contact, or an address starting with https://
        </p>
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
        {failure && <FormAlert>{failure}</FormAlert>}
        <div className="flex flex-wrap justify-end gap-2">
          <button type="button" onClick={onClose} className={PLAIN_BUTTON}>
            Cancel
          </button>
          <button type="submit" disabled={busy} aria-busy={busy} className={PRIMARY_BUTTON}>
            {busy ? 'Saving…' : link ? 'Save quick link' : 'Add quick link'}
          </button>
        </div>
      </form>
    </Modal>
  );
}
