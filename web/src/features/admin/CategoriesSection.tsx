import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ExternalLink } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { CATEGORY_ICONS, categoryCreateSchema, categoryMergeSchema, categoryUpdateSchema, slugOf } from '@contracts/admin-catalogue.ts';
import { Field, FormAlert, inputClass, TextAreaField, TextField } from '../../components/FormField.tsx';
import { Modal } from '../../components/Modal.tsx';
import { EmptyState, ErrorState, LoadingState } from '../../components/States.tsx';
import { categoryIcon } from '../../lib/category-style.ts';
import { serverMessage } from '../../lib/http-status.ts';
import { notify } from '../../lib/notify.ts';
import { useTRPC, useTRPCClient } from '../../lib/trpc.ts';
import type { RouterOutputs } from '../../lib/types.ts';
import { useSchemaForm, type FieldMessage } from '../../lib/useSchemaForm.ts';
import { DANGER_BUTTON, DANGER_OUTLINE_BUTTON, LINK_BUTTON, PLAIN_BUTTON, PRIMARY_BUTTON } from './buttons.ts';
import { ConfirmDialog } from './ConfirmDialog.tsx';

/** A category as the admin's list shows it (`admin.categories`), with what its businesses count. */
export type AdminCategory = RouterOutputs['admin']['categories'][number];

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

/** An icon's name as a person says it: 'chef-hat' is 'chef hat'. */
const spoken = (icon: string) => icon.replace(/-/g, ' ');

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

type Asking = { kind: 'add' } | { kind: 'edit' | 'delete' | 'merge'; category: AdminCategory };

/**
 * docs/product.md §2.27 Categories: every category with what its businesses count; adding and editing one (the form
 * checks the server's own rules, and an edit sends only what changed), deleting an empty one, and merging one into
 * another, which moves every business and deletes it.
 */
export function CategoriesSection() {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const queryClient = useQueryClient();
  const categories = useQuery(trpc.admin.categories.queryOptions());
  const [asking, setAsking] = useState<Asking | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const refocus = useRef(false);
  const list = categories.data ?? [];

  // A deleted or merged category's buttons are gone, and with them the focus: it goes to the heading.
  useEffect(() => {
    if (!refocus.current || asking) return;
    refocus.current = false;
    if (document.activeElement === document.body || document.activeElement === null) headingRef.current?.focus();
  }, [categories.data, asking]);

  const done = (message: string, gone = false) => {
    setAsking(null);
    refocus.current = gone;
    notify.success(message);
    setAnnouncement(message);
    // The audit log follows, and so do the public lists this page's footer and the directory's screens read.
    void queryClient.invalidateQueries(trpc.admin.pathFilter());
    void queryClient.invalidateQueries(trpc.business.categories.queryFilter());
  };

  return (
    <section aria-labelledby="categories-heading" className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="categories-heading" ref={headingRef} tabIndex={-1} className="text-lg font-bold text-slate-900 focus:outline-none">
            Categories
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            What listings choose from and visitors browse by. A category that businesses still use cannot be deleted: merge it into another
            instead.
          </p>
        </div>
        <button type="button" onClick={() => setAsking({ kind: 'add' })} aria-haspopup="dialog" className={PRIMARY_BUTTON}>
          Add category
        </button>
      </div>
      <p role="status" className="sr-only">
        {announcement}
      </p>
      <div aria-busy={categories.isFetching}>
        {categories.isPending && <LoadingState title="Loading the categories…" />}
        {categories.isError && (
          <ErrorState
            title="Could not load the categories"
            message={serverMessage(categories.error, 'Please check your connection and try again.')}
            onRetry={() => void categories.refetch()}
          />
        )}
        {categories.data && list.length === 0 && (
          <EmptyState title="No categories yet" hint="Add the first one: new listings choose their category from this list." />
        )}
        {list.length > 0 && (
          <>
            <p className="mb-3 text-sm text-slate-600">{plural(list.length, 'category', 'categories')}, by name</p>
            <ul className="grid gap-3 lg:grid-cols-2">
              {list.map((category) => (
                <li key={category.id}>
                  <CategoryCard
                    category={category}
                    canMerge={list.length > 1}
                    onEdit={() => setAsking({ kind: 'edit', category })}
                    onMerge={() => setAsking({ kind: 'merge', category })}
                    onDelete={() => setAsking({ kind: 'delete', category })}
                  />
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
      {asking?.kind === 'add' && <CategoryForm onClose={() => setAsking(null)} onSaved={(message) => done(message)} />}
      {asking?.kind === 'edit' && (
        <CategoryForm category={asking.category} onClose={() => setAsking(null)} onSaved={(message) => done(message)} />
      )}
      {asking?.kind === 'delete' && (
        <ConfirmDialog
          title={`Delete ${asking.category.name}?`}
          confirmLabel="Delete category"
          danger
          onClose={() => setAsking(null)}
          onConfirm={async () => {
            await client.admin.deleteCategory.mutate({ id: asking.category.id });
            done('Category deleted', true);
          }}
        >
          <p>
            It goes from the directory at once. Only an empty category can be deleted: one that businesses still use, or that owners&apos;
            waiting edits ask for, has to be merged into another instead.
          </p>
          <p>
            {asking.category.name} has {plural(asking.category.counts.businesses, 'business', 'businesses')} and{' '}
            {plural(asking.category.counts.waitingEdits, 'waiting edit')}.
          </p>
        </ConfirmDialog>
      )}
      {asking?.kind === 'merge' && (
        <MergeDialog
          category={asking.category}
          others={list.filter((other) => other.id !== asking.category.id)}
          onClose={() => setAsking(null)}
          onMerge={async (into) => {
            const answer = await client.admin.mergeCategory.mutate({ id: asking.category.id, into });
            done(`${answer.from.name} merged into ${answer.category.name}: ${plural(answer.moved, 'business', 'businesses')} moved`, true);
          }}
        />
      )}
    </section>
  );
}

/** The category's icon on its colour, as a tile draws it. */
function CategoryBadge({ icon, color, size = 'h-12 w-12' }: { icon: string; color: string; size?: string }) {
  const Icon = categoryIcon(icon);
  return (
    <span
      aria-hidden="true"
      className={`flex shrink-0 items-center justify-center rounded-xl text-white ${size}`}
      style={{ backgroundColor: color }}
    >
      <Icon size={24} />
    </span>
  );
}

interface CategoryCardProps {
  category: AdminCategory;
  canMerge: boolean;
  onEdit: () => void;
  onMerge: () => void;
  onDelete: () => void;
}

function CategoryCard({ category, canMerge, onEdit, onMerge, onDelete }: CategoryCardProps) {
  const headingId = useId();
  const { counts } = category;
  return (
    <article aria-labelledby={headingId} className="h-full rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex items-start gap-3">
        <CategoryBadge icon={category.icon} color={category.color} />
        <div className="min-w-0">
          <h3 id={headingId} className="break-words font-semibold text-slate-900">
            {category.name}
          </h3>
          <p className="break-all font-mono text-sm text-slate-600">/categories/{category.slug}</p>
        </div>
      </div>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-slate-500">Businesses</dt>
        <dd className="text-slate-800">
          {counts.businesses} ({counts.public} public)
          {counts.waitingEdits > 0 && ` · ${plural(counts.waitingEdits, 'waiting edit')} ask for it`}
        </dd>
        <dt className="text-slate-500">Icon</dt>
        <dd className="text-slate-800">{spoken(category.icon)}</dd>
        <dt className="text-slate-500">Colour</dt>
        <dd className="flex items-center gap-2 font-mono text-slate-800">
          <span aria-hidden="true" className="h-4 w-4 rounded border border-slate-300" style={{ backgroundColor: category.color }} />
          {category.color}
        </dd>
        {category.tagline && (
          <>
            <dt className="text-slate-500">Tagline</dt>
            <dd className="break-words text-slate-800">{category.tagline}</dd>
          </>
        )}
      </dl>
      {category.description && <p className="mt-2 line-clamp-3 break-words text-sm text-slate-600">{category.description}</p>}
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <button type="button" onClick={onEdit} aria-haspopup="dialog" className={PLAIN_BUTTON}>
          Edit <span className="sr-only">{category.name}</span>
        </button>
        {canMerge && (
          <button type="button" onClick={onMerge} aria-haspopup="dialog" className={PLAIN_BUTTON}>
            Merge <span className="sr-only">{category.name} into another category</span>
          </button>
        )}
        <button type="button" onClick={onDelete} aria-haspopup="dialog" className={DANGER_OUTLINE_BUTTON}>
          Delete <span className="sr-only">{category.name}</span>
        </button>
        {counts.public > 0 && (
          <a href={`/categories/${encodeURIComponent(category.slug)}`} target="_blank" rel="noopener noreferrer" className={LINK_BUTTON}>
            Public page <ExternalLink size={14} aria-hidden="true" />
            <span className="sr-only">of {category.name} (opens in a new tab)</span>
          </a>
        )}
      </div>
    </article>
  );
}

const HEX = /^#[0-9a-f]{6}$/i;

const NEW_CATEGORY = { name: '', slug: '', icon: 'briefcase', color: '#2563eb', description: '', tagline: '' };

/** The boxes' values a category starts with; its slug box is empty, the slug staying unless one is typed. */
const boxesOf = (category: AdminCategory) => ({
  name: category.name,
  slug: '',
  icon: category.icon,
  color: category.color,
  description: category.description ?? '',
  tagline: category.tagline ?? '',
});

type Boxes = typeof NEW_CATEGORY;

/**
 * What an edit changes: the boxes that differ from the category, spaces around them aside. A typed slug is sent when it
 * is not the one the category has, or with a new name, which would otherwise take its own slug along (§3.24).
 */
function changesOf(category: AdminCategory, boxes: Boxes): Partial<Boxes> {
  const before = boxesOf(category);
  const changes: Partial<Boxes> = {};
  for (const field of ['name', 'icon', 'description', 'tagline'] as const) {
    if (boxes[field].trim() !== before[field].trim()) changes[field] = boxes[field];
  }
  if (boxes.color.trim().toLowerCase() !== before.color.toLowerCase()) changes.color = boxes.color;
  const slug = boxes.slug.trim();
  if (slug && (slug !== category.slug || changes.name !== undefined)) changes.slug = boxes.slug;
  return changes;
}

/** What the slug box's hint says: the slug the category will have when the box is left empty. */
function slugHint(category: AdminCategory | undefined, name: string): string {
  const own = slugOf(name);
  if (!category) return own ? `Leave empty to use the name's: ${own}` : "Leave empty to use the name's.";
  if (name.trim() === category.name || !own) return `Now ${category.slug}. Leave empty to keep it.`;
  return own === category.slug ? `Stays ${own}, the new name's.` : `Becomes ${own}, the new name's. Type one to choose another.`;
}

interface CategoryFormProps {
  /** The category to edit; none for a new one. */
  category?: AdminCategory;
  onClose: () => void;
  onSaved: (message: string) => void;
}

function CategoryForm({ category, onClose, onSaved }: CategoryFormProps) {
  const client = useTRPCClient();
  const { formRef, values, errors, set, field, validate, showErrors } = useSchemaForm(category ? boxesOf(category) : NEW_CATEGORY);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const slugHintId = useId();
  const colourId = useId();

  const send = async () => {
    if (!category) {
      const input = validate(categoryCreateSchema);
      if (!input) return null;
      await client.admin.createCategory.mutate(input);
      return 'Category added';
    }
    const changes = changesOf(category, values);
    if (Object.keys(changes).length === 0) {
      setFailure('Nothing to save: change a field first.');
      return null;
    }
    const parsed = categoryUpdateSchema.safeParse(changes);
    if (!parsed.success) {
      showErrors(issueMessages(parsed.error), { focus: true });
      return null;
    }
    const answer = await client.admin.updateCategory.mutate({ id: category.id, changes: parsed.data });
    return answer.changed.length > 0 ? 'Category saved' : 'Nothing has changed: the category already says this';
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
      setFailure(Object.keys(onFields).length > 0 ? null : serverMessage(error, 'Could not save the category. Please try again.'));
    }
    setBusy(false);
  };

  return (
    <Modal title={category ? `Edit ${category.name}` : 'Add a category'} onClose={onClose}>
      <form ref={formRef} noValidate onSubmit={(event) => void submit(event)} className="mt-4 space-y-4">
        <TextField label="Name" marked required maxLength={60} data-autofocus {...field('name')} />
        <Field label="Slug (optional)" error={errors.slug}>
          {(control) => (
            <input
              {...control}
              aria-describedby={[control['aria-describedby'], slugHintId].filter(Boolean).join(' ')}
              name="slug"
              value={values.slug}
              onChange={(event) => set('slug', event.target.value)}
              placeholder={category?.slug}
              autoCapitalize="none"
              spellCheck={false}
              className={inputClass(Boolean(errors.slug))}
            />
          )}
        </Field>
        <p id={slugHintId} className="-mt-3 break-all text-sm text-slate-600">
          {slugHint(category, values.name)}
        </p>
        <IconPicker value={values.icon} error={errors.icon} onChange={(icon) => set('icon', icon)} />
        <Field label="Colour" error={errors.color} marked>
          {(control) => (
            <div className="flex items-center gap-2">
              <input
                type="color"
                aria-label="Pick the colour"
                aria-describedby={colourId}
                value={HEX.test(values.color.trim()) ? values.color.trim().toLowerCase() : '#000000'}
                onChange={(event) => set('color', event.target.value)}
                className="h-11 w-14 shrink-0 cursor-pointer rounded-lg border border-slate-300 bg-white p-1"
              />
              <input
                {...control}
                aria-describedby={[control['aria-describedby'], colourId].filter(Boolean).join(' ')}
                name="color"
                required
                value={values.color}
                onChange={(event) => set('color', event.target.value)}
                autoCapitalize="none"
                spellCheck={false}
                className={inputClass(Boolean(errors.color))}
              />
            </div>
          )}
        </Field>
        <p id={colourId} className="-mt-3 text-sm text-slate-600">
          The tile&apos;s colour, as #rrggbb. The icon is drawn on it in white.
        </p>
        <TextField label="Tagline (optional)" maxLength={120} {...field('tagline')} />
        <TextAreaField label="Description (optional)" rows={3} maxLength={500} {...field('description')} />
        <div className="flex items-center gap-3 rounded-lg bg-slate-50 p-3">
          <CategoryBadge icon={values.icon} color={HEX.test(values.color.trim()) ? values.color.trim() : '#64748b'} />
          <p className="min-w-0 text-sm">
            <span className="block break-words font-semibold text-slate-900">{values.name.trim() || 'New category'}</span>
            {values.tagline.trim() && <span className="block break-words text-slate-600">{values.tagline.trim()}</span>}
          </p>
        </div>
        {failure && <FormAlert>{failure}</FormAlert>}
        <div className="flex flex-wrap justify-end gap-2">
          <button type="button" onClick={onClose} className={PLAIN_BUTTON}>
            Cancel
          </button>
          <button type="submit" disabled={busy} aria-busy={busy} className={PRIMARY_BUTTON}>
            {busy ? 'Saving…' : category ? 'Save category' : 'Add category'}
          </button>
        </div>
      </form>
    </Modal>
  );
}

/** The icons a category may have, drawn: one radio group, so the arrow keys move through it. */
function IconPicker({ value, error, onChange }: { value: string; error: string | undefined; onChange: (icon: string) => void }) {
  const errorId = useId();
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="text-sm font-medium text-slate-800">
        Icon <span className="font-normal text-slate-600">({spoken(value)})</span>
      </legend>
      <div className="mt-1 flex flex-wrap gap-1">
        {CATEGORY_ICONS.map((icon) => {
          const Icon = categoryIcon(icon);
          return (
            <label
              key={icon}
              title={spoken(icon)}
              className="flex h-10 w-10 cursor-pointer items-center justify-center rounded-lg border border-slate-200 text-slate-700 hover:bg-slate-100 has-[:checked]:border-blue-700 has-[:checked]:bg-blue-700 has-[:checked]:text-white has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-blue-700"
            >
              <input type="radio" name="icon" value={icon} checked={value === icon} onChange={() => onChange(icon)} className="sr-only" />
              <Icon size={20} aria-hidden="true" />
              <span className="sr-only">{spoken(icon)}</span>
            </label>
          );
        })}
      </div>
      {error && (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}

interface MergeDialogProps {
  category: AdminCategory;
  others: AdminCategory[];
  onClose: () => void;
  /** Sends the merge; rejects with the server's refusal, which the dialog shows. */
  onMerge: (into: string) => Promise<void>;
}

function MergeDialog({ category, others, onClose, onMerge }: MergeDialogProps) {
  const [into, setInto] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { businesses, waitingEdits } = category.counts;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setFailure(null);
    const select = event.currentTarget.querySelector('select');
    const parsed = categoryMergeSchema.safeParse({ into });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      select?.focus();
      return;
    }
    setBusy(true);
    try {
      await onMerge(parsed.data.into);
    } catch (refusal) {
      const onInto = refusedFields(refusal).find((entry) => entry.field === 'into')?.message;
      if (onInto) {
        setError(onInto);
        select?.focus();
      } else {
        setFailure(serverMessage(refusal, 'Could not merge the category. Please try again.'));
      }
      setBusy(false);
    }
  };

  return (
    <Modal title={`Merge ${category.name} into another category`} onClose={onClose}>
      <form noValidate onSubmit={(event) => void submit(event)} className="mt-4 space-y-4">
        <div className="space-y-2 text-slate-600">
          <p>
            Every business of {category.name} ({plural(businesses, 'business', 'businesses')}) moves to the category you choose, and
            owners&apos; waiting edits that ask for {category.name}
            {waitingEdits > 0 ? ` (${waitingEdits})` : ''} ask for it instead. Then {category.name} is deleted: this cannot be undone.
          </p>
        </div>
        <Field label="Merge into" error={error} marked>
          {(control) => (
            <select
              {...control}
              name="into"
              required
              data-autofocus
              value={into}
              onChange={(event) => {
                setInto(event.target.value);
                setError(undefined);
              }}
              className={inputClass(Boolean(error))}
            >
              <option value="">Choose a category</option>
              {others.map((other) => (
                <option key={other.id} value={other.id}>
                  {other.name}
                </option>
              ))}
            </select>
          )}
        </Field>
        {failure && <FormAlert>{failure}</FormAlert>}
        <div className="flex flex-wrap justify-end gap-2">
          <button type="button" onClick={onClose} className={PLAIN_BUTTON}>
            Cancel
          </button>
          <button type="submit" disabled={busy} aria-busy={busy} className={DANGER_BUTTON}>
            {busy ? 'Merging…' : `Merge and delete ${category.name}`}
          </button>
        </div>
      </form>
    </Modal>
  );
}
