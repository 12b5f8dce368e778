import { useId, useState } from 'react';
import { CATEGORY_ICONS, categoryCreateSchema, categoryMergeSchema, categoryUpdateSchema } from '@contracts/admin-categories.ts';
import { slugOf } from '@contracts/admin-catalogue-fields.ts';
import { PLAIN_BUTTON } from '../../components/buttons.ts';
import { Field, inputClass, TextAreaField, TextField } from '../../components/FormField.tsx';
import { categoryIcon } from '../../lib/category-style.ts';
import type { RouterOutputs } from '../../lib/types.ts';
import { useSchemaForm } from '../../lib/useSchemaForm.ts';
import { useAdminCategories, useAdminWrites } from './api.ts';
import { Announcement } from './Announcer.tsx';
import { useCatalogueSection } from './catalogue-section.ts';
import { DeleteDialog } from './ConfirmDialog.tsx';
import { savedOrUnchanged, useFormSend, useOneValueSend } from './dialog-send.ts';
import { FormDialog } from './FormDialog.tsx';
import { HintedBox, HintedField } from './HintedField.tsx';
import { DeleteButton, EditButton, NewTabLink } from './ItemCard.tsx';
import { ListStates } from './ListStates.tsx';
import { plural } from './plural.ts';
import { AddButton, SectionHeader } from './SectionHeader.tsx';
import { TradeWordsDialog } from './TradeWordsDialog.tsx';
import { TranslatedLine, TranslationFields } from './TranslationFields.tsx';

/** A category as the admin's list shows it (`admin.categories`), with what its businesses count. */
export type AdminCategory = RouterOutputs['admin']['categories'][number];

/** An icon's name as a person says it: 'chef-hat' is 'chef hat'. */
const spoken = (icon: string) => icon.replace(/-/g, ' ');

type Asking = { kind: 'add' } | { kind: 'edit' | 'delete' | 'merge'; category: AdminCategory } | { kind: 'words'; category: AdminCategory };

/**
 * docs/product.md §2.27 Categories: every category with what its businesses count; adding and editing one (the form
 * checks the server's own rules, and an edit sends only what changed), deleting an empty one, and merging one into
 * another, which moves every business and deletes it.
 */
export function CategoriesSection() {
  const writes = useAdminWrites();
  const categories = useAdminCategories();
  // A change shows in the public lists this page's footer and the directory's screens read; a deleted or merged
  // category's buttons are gone, and with them the focus, which goes to the heading.
  const { asking, ask, close, news, heading, done } = useCatalogueSection<Asking>(categories.data, 'categories');
  const list = categories.data ?? [];

  return (
    <section aria-labelledby="categories-heading" className="space-y-4">
      <SectionHeader
        id="categories-heading"
        title="Categories"
        headingRef={heading.target}
        action={<AddButton label="Add category" onClick={() => ask({ kind: 'add' })} />}
      >
        What listings choose from and visitors browse by. A category that businesses still use cannot be deleted: merge it into another
        instead.
      </SectionHeader>
      <Announcement text={news.announcement} />
      <ListStates
        query={categories}
        items={categories.data}
        noun="categories"
        empty="No categories yet"
        emptyHint="Add the first one: new listings choose their category from this list."
      >
        {(shown) => (
          <>
            <p className="mb-3 text-sm text-slate-600">{plural(shown.length, 'category', 'categories')}, by name</p>
            <ul className="grid gap-3 lg:grid-cols-2">
              {shown.map((category) => (
                <li key={category.id}>
                  <CategoryCard
                    category={category}
                    canMerge={shown.length > 1}
                    onEdit={() => ask({ kind: 'edit', category })}
                    onMerge={() => ask({ kind: 'merge', category })}
                    onWords={() => ask({ kind: 'words', category })}
                    onDelete={() => ask({ kind: 'delete', category })}
                  />
                </li>
              ))}
            </ul>
          </>
        )}
      </ListStates>
      {asking?.kind === 'add' && <CategoryForm onClose={close} onSaved={done} />}
      {asking?.kind === 'edit' && <CategoryForm category={asking.category} onClose={close} onSaved={done} />}
      {asking?.kind === 'delete' && (
        <DeleteDialog
          name={asking.category.name}
          noun="category"
          onClose={close}
          onDelete={async () => {
            await writes.deleteCategory({ id: asking.category.id });
            heading.removed();
            done('Category deleted');
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
        </DeleteDialog>
      )}
      {asking?.kind === 'words' && <TradeWordsDialog category={asking.category} onClose={close} />}
      {asking?.kind === 'merge' && (
        <MergeDialog
          category={asking.category}
          others={list.filter((other) => other.id !== asking.category.id)}
          onClose={close}
          onMerge={async (into) => {
            const answer = await writes.mergeCategory({ id: asking.category.id, into });
            heading.removed();
            done(`${answer.from.name} merged into ${answer.category.name}: ${plural(answer.moved, 'business', 'businesses')} moved`);
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
  onWords: () => void;
  onDelete: () => void;
}

function CategoryCard({ category, canMerge, onEdit, onMerge, onWords, onDelete }: CategoryCardProps) {
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
          <TranslatedLine kn={category.nameKn} hi={category.nameHi} />
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
        <EditButton name={category.name} onClick={onEdit} />
        <button type="button" onClick={onWords} aria-haspopup="dialog" className={PLAIN_BUTTON}>
          Trade words <span className="sr-only">for {category.name}</span>
        </button>
        {canMerge && (
          <button type="button" onClick={onMerge} aria-haspopup="dialog" className={PLAIN_BUTTON}>
            Merge <span className="sr-only">{category.name} into another category</span>
          </button>
        )}
        <DeleteButton name={category.name} onClick={onDelete} />
        {counts.public > 0 && (
          <NewTabLink href={`/categories/${encodeURIComponent(category.slug)}`} label="Public page" name={category.name} />
        )}
      </div>
    </article>
  );
}

const HEX = /^#[0-9a-f]{6}$/i;

const NEW_CATEGORY = {
  name: '',
  nameKn: '',
  nameHi: '',
  slug: '',
  icon: 'briefcase',
  color: '#2563eb',
  description: '',
  descriptionKn: '',
  descriptionHi: '',
  tagline: '',
  taglineKn: '',
  taglineHi: '',
};

/** The boxes' values a category starts with; its slug box is empty, the slug staying unless one is typed. */
const boxesOf = (category: AdminCategory) => ({
  name: category.name,
  nameKn: category.nameKn ?? '',
  nameHi: category.nameHi ?? '',
  slug: '',
  icon: category.icon,
  color: category.color,
  description: category.description ?? '',
  descriptionKn: category.descriptionKn ?? '',
  descriptionHi: category.descriptionHi ?? '',
  tagline: category.tagline ?? '',
  taglineKn: category.taglineKn ?? '',
  taglineHi: category.taglineHi ?? '',
});

/** The boxes an edit compares as typed, spaces around them aside: an emptied one clears its text. */
const TEXT_BOXES = [
  'name',
  'nameKn',
  'nameHi',
  'icon',
  'description',
  'descriptionKn',
  'descriptionHi',
  'tagline',
  'taglineKn',
  'taglineHi',
] as const;

type Boxes = typeof NEW_CATEGORY;

/**
 * What an edit changes: the boxes that differ from the category, spaces around them aside. A typed slug is sent when it
 * is not the one the category has, or with a new name, which would otherwise take its own slug along (§3.24).
 */
function changesOf(category: AdminCategory, boxes: Boxes): Partial<Boxes> {
  const before = boxesOf(category);
  const changes: Partial<Boxes> = {};
  for (const field of TEXT_BOXES) {
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
  const writes = useAdminWrites();
  const { formRef, values, errors, set, field, validate, showErrors } = useSchemaForm(category ? boxesOf(category) : NEW_CATEGORY);
  const { busy, failure, edit, submit } = useFormSend(showErrors, 'Could not save the category. Please try again.');

  /** The send, or null after showing why there is none. */
  const check = () => {
    if (!category) {
      const input = validate(categoryCreateSchema);
      return (
        input &&
        (async () => {
          await writes.createCategory(input);
          onSaved('Category added');
        })
      );
    }
    return edit(changesOf(category, values), categoryUpdateSchema, async (changes) => {
      const answer = await writes.updateCategory({ id: category.id, changes });
      onSaved(savedOrUnchanged(answer.changed, 'Category saved', 'category'));
    });
  };

  return (
    <FormDialog
      title={category ? `Edit ${category.name}` : 'Add a category'}
      onClose={onClose}
      formRef={formRef}
      onSubmit={() => submit(check)}
      failure={failure}
      busy={busy}
      confirmLabel={category ? 'Save category' : 'Add category'}
    >
      <TextField label="Name" marked required maxLength={60} data-autofocus {...field('name')} />
      <TranslationFields label="Name" maxLength={60} kn={field('nameKn')} hi={field('nameHi')} />
      <HintedBox
        label="Slug (optional)"
        hint={slugHint(category, values.name)}
        hintClass="break-all text-sm text-slate-600"
        placeholder={category?.slug}
        autoCapitalize="none"
        spellCheck={false}
        {...field('slug')}
      />
      <IconPicker value={values.icon} error={errors.icon} onChange={(icon) => set('icon', icon)} />
      <HintedField
        label="Colour"
        error={errors.color}
        marked
        hint="The tile's colour, as #rrggbb. The icon is drawn on it in white."
        hintClass="text-sm text-slate-600"
      >
        {(control, hintId) => (
          <div className="flex items-center gap-2">
            <input
              type="color"
              aria-label="Pick the colour"
              aria-describedby={hintId}
              value={HEX.test(values.color.trim()) ? values.color.trim().toLowerCase() : '#000000'}
              onChange={(event) => set('color', event.target.value)}
              className="h-11 w-14 shrink-0 cursor-pointer rounded-lg border border-slate-300 bg-white p-1"
            />
            <input
              {...control}
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
      </HintedField>
      <TextField label="Tagline (optional)" maxLength={120} {...field('tagline')} />
      <TranslationFields label="Tagline" maxLength={120} kn={field('taglineKn')} hi={field('taglineHi')} />
      <TextAreaField label="Description (optional)" rows={3} maxLength={500} {...field('description')} />
      <TranslationFields label="Description" rows={3} maxLength={500} kn={field('descriptionKn')} hi={field('descriptionHi')} />
      <div className="flex items-center gap-3 rounded-lg bg-slate-50 p-3">
        <CategoryBadge icon={values.icon} color={HEX.test(values.color.trim()) ? values.color.trim() : '#64748b'} />
        <p className="min-w-0 text-sm">
          <span className="block break-words font-semibold text-slate-900">{values.name.trim() || 'New category'}</span>
          {values.tagline.trim() && <span className="block break-words text-slate-600">{values.tagline.trim()}</span>}
        </p>
      </div>
    </FormDialog>
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
  const { busy, failure, error, clearError, submit } = useOneValueSend(
    'into',
    categoryMergeSchema,
    'Could not merge the category. Please try again.',
  );
  const { businesses, waitingEdits } = category.counts;

  return (
    <FormDialog
      title={`Merge ${category.name} into another category`}
      onClose={onClose}
      onSubmit={(form) => submit(form.querySelector('select'), { into }, (parsed) => onMerge(parsed.into))}
      failure={failure}
      busy={busy}
      confirmLabel={`Merge and delete ${category.name}`}
      busyLabel="Merging…"
      danger
    >
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
              clearError();
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
    </FormDialog>
  );
}
