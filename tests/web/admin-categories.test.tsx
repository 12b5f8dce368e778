import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { describe, expect, it } from 'vitest';
import { CATEGORY_ICONS } from '../../worker/contracts/admin-categories.ts';
import { slugOf } from '../../worker/contracts/admin-catalogue-fields.ts';
import type { AdminCategory } from '../../web/src/features/admin/CategoriesSection.tsx';
import { adminSectionTests, announced, card, describedBy, dialog, renderAdmin } from './support/admin.tsx';
import type { Answer, Handlers, Input } from './support/trpc.tsx';
import { callsTo } from './support/trpc.tsx';

const category = (id: string, name: string, changes: Partial<AdminCategory> = {}): AdminCategory => ({
  id,
  name,
  nameKn: null,
  nameHi: null,
  slug: slugOf(name),
  icon: 'utensils',
  color: '#dc2626',
  description: null,
  descriptionKn: null,
  descriptionHi: null,
  tagline: null,
  taglineKn: null,
  taglineHi: null,
  image: null,
  counts: { businesses: 0, public: 0, waitingEdits: 0 },
  ...changes,
});

const DARSHINIS = category('c-darshini', 'Darshinis', {
  tagline: 'Stand-up breakfasts',
  description: 'Quick idli and coffee counters.',
  counts: { businesses: 3, public: 2, waitingEdits: 1 },
});
const MEALS = category('c-meals', 'South Indian Meals', {
  icon: 'chef-hat',
  color: '#059669',
  counts: { businesses: 5, public: 5, waitingEdits: 0 },
});
const CLOCKS = category('c-clocks', 'Clock Towers', { icon: 'landmark', color: '#4f46e5' });

/** `admin.categories` over a list the test's writes change, as the Worker's would. */
function renderCategories(handlers: Handlers = {}, start: AdminCategory[] = [CLOCKS, DARSHINIS, MEALS]) {
  let rows = [...start];
  const view = renderAdmin('/admin/categories', {
    'admin.categories': () => ({ data: rows }),
    ...handlers,
  });
  return {
    ...view,
    set: (next: AdminCategory[]) => {
      rows = next;
    },
  };
}

adminSectionTests(() => import('../../web/src/features/admin/CategoriesSection.tsx'));

describe('Admin categories', () => {
  it('lists every category with its slug, icon, colour and counts', async () => {
    renderCategories();
    const darshinis = await screen.findByRole('article', { name: 'Darshinis' });
    expect(document.title).toBe('Categories · Admin | CityPages');
    expect(screen.getByRole('heading', { level: 2, name: 'Categories' })).toBeTruthy();

    expect(screen.getByText('3 categories, by name')).toBeTruthy();
    expect(within(darshinis).getByText('/categories/darshinis')).toBeTruthy();
    expect(within(darshinis).getByText('3 (2 public) · 1 waiting edit ask for it')).toBeTruthy();
    expect(within(darshinis).getByText('utensils')).toBeTruthy();
    expect(within(darshinis).getByText('#dc2626')).toBeTruthy();
    expect(within(darshinis).getByText('Stand-up breakfasts')).toBeTruthy();
    expect(within(darshinis).getByText('Quick idli and coffee counters.')).toBeTruthy();
    expect(
      within(darshinis)
        .getByRole('link', { name: /Public page/ })
        .getAttribute('href'),
    ).toBe('/categories/darshinis');
    expect(within(card('South Indian Meals')).getByText('chef hat')).toBeTruthy();
    // An empty category has no public page to open.
    expect(within(card('Clock Towers')).queryByRole('link')).toBeNull();
    for (const name of ['Edit Darshinis', 'Merge Darshinis into another category', 'Delete Darshinis']) {
      expect(within(darshinis).getByRole('button', { name }).getAttribute('aria-haspopup')).toBe('dialog');
    }
  });

  it('says so when there are none, and when the list cannot be read', async () => {
    let fail = true;
    renderAdmin('/admin/categories', {
      'admin.categories': (): Answer =>
        fail ? { error: { message: 'The database is busy. Please try again.', httpStatus: 503 } } : { data: [] },
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Could not load the categories');
    expect(alert.textContent).toContain('The database is busy. Please try again.');
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('No categories yet')).toBeTruthy();
  });

  it('adds a category: the server’s rules first, the name’s slug as a hint, the server’s refusal by its field', async () => {
    let answers = 0;
    const { fetchImpl, set } = renderCategories({
      'admin.createCategory': (input: Input): Answer => {
        answers += 1;
        if (answers === 1) {
          const message = 'This name is taken: it would also find Cycle Repairs';
          return { error: { message, httpStatus: 409, errors: [{ field: 'name', message }] } };
        }
        set([category('c-new', String(input.name), { icon: 'wrench', color: '#16a34a' }), CLOCKS, DARSHINIS, MEALS]);
        return { data: category('c-new', String(input.name)) };
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Add category' }));
    const form = dialog('Add a category');
    const name = within(form).getByRole('textbox', { name: 'Name' });
    expect(document.activeElement).toBe(name);
    expect(within(form).getByRole('radio', { name: 'briefcase' })).toHaveProperty('checked', true);
    expect(within(form).getByRole('group', { name: /^Icon/ })).toBeTruthy();
    expect(within(form).getAllByRole('radio')).toHaveLength(CATEGORY_ICONS.length);

    fireEvent.click(within(form).getByRole('button', { name: 'Add category' }));
    expect(await within(form).findByText('Name is required')).toBeTruthy();
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(name)).toBe('Name is required');
    expect(document.activeElement).toBe(name);

    fireEvent.change(name, { target: { value: 'Cycle Repairs & Parts' } });
    const slug = within(form).getByRole('textbox', { name: 'Slug (optional)' });
    expect(describedBy(slug)).toBe("Leave empty to use the name's: cycle-repairs-and-parts");
    fireEvent.click(within(form).getByRole('radio', { name: 'wrench' }));
    expect(within(form).getByRole('group', { name: 'Icon (wrench)' })).toBeTruthy();
    const colour = within(form).getByRole('textbox', { name: 'Colour' }) as HTMLInputElement;
    fireEvent.change(colour, { target: { value: 'green' } });
    fireEvent.change(slug, { target: { value: 'Cycle Repairs' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add category' }));
    expect(await within(form).findByText('Colour must be a hex colour such as #2563eb')).toBeTruthy();
    expect(within(form).getByText(/^Slug must be lower-case letters and digits joined by single dashes/)).toBeTruthy();
    expect(document.activeElement).toBe(slug);
    expect(callsTo(fetchImpl, 'admin.createCategory')).toEqual([]);

    fireEvent.change(slug, { target: { value: '' } });
    fireEvent.change(within(form).getByLabelText('Pick the colour'), { target: { value: '#16a34a' } });
    expect(colour.value).toBe('#16a34a');
    fireEvent.change(colour, { target: { value: '#16A34A' } });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Tagline (optional)' }), {
      target: { value: 'Punctures fixed while you wait' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Add category' }));
    await waitFor(() => expect(describedBy(name)).toBe('This name is taken: it would also find Cycle Repairs'));
    expect(within(form).queryByRole('alert')).toBeNull();

    fireEvent.click(within(form).getByRole('button', { name: 'Add category' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Category added'));
    expect(await screen.findByRole('article', { name: 'Cycle Repairs & Parts' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    const sent = { name: 'Cycle Repairs & Parts', icon: 'wrench', color: '#16a34a', tagline: 'Punctures fixed while you wait' };
    expect(callsTo(fetchImpl, 'admin.createCategory')).toEqual([sent, sent]);
    expect(callsTo(fetchImpl, 'admin.categories')).toHaveLength(2);
  });

  it('edits a category, sending only what changed', async () => {
    const { fetchImpl, set } = renderCategories({
      'admin.updateCategory': (input: Input) => {
        const renamed = category('c-darshini', 'Darshini Eateries', { ...DARSHINIS, name: 'Darshini Eateries', slug: 'darshini-eateries' });
        set([CLOCKS, renamed, MEALS]);
        return { data: { category: renamed, changed: Object.keys(input.changes as object) } };
      },
    });
    fireEvent.click(within(await screen.findByRole('article', { name: 'Darshinis' })).getByRole('button', { name: 'Edit Darshinis' }));
    const form = dialog('Edit Darshinis');
    const name = within(form).getByRole('textbox', { name: 'Name' }) as HTMLInputElement;
    const slug = within(form).getByRole('textbox', { name: 'Slug (optional)' }) as HTMLInputElement;
    expect(name.value).toBe('Darshinis');
    expect(slug.value).toBe('');
    expect(slug.placeholder).toBe('darshinis');
    expect(describedBy(slug)).toBe('Now darshinis. Leave empty to keep it.');
    expect(within(form).getByRole('radio', { name: 'utensils' })).toHaveProperty('checked', true);
    expect((within(form).getByRole('textbox', { name: 'Description (optional)' }) as HTMLTextAreaElement).value).toBe(
      'Quick idli and coffee counters.',
    );

    fireEvent.click(within(form).getByRole('button', { name: 'Save category' }));
    expect((await within(form).findByRole('alert')).textContent).toBe('Nothing to save: change a field first.');

    fireEvent.change(name, { target: { value: 'Darshini Eateries' } });
    expect(describedBy(slug)).toBe("Becomes darshini-eateries, the new name's. Type one to choose another.");
    fireEvent.change(within(form).getByRole('textbox', { name: 'Description (optional)' }), { target: { value: '  ' } });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Colour' }), { target: { value: '#DC2626' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save category' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Category saved'));
    expect(callsTo(fetchImpl, 'admin.updateCategory')).toEqual([
      { id: 'c-darshini', changes: { name: 'Darshini Eateries', description: null } },
    ]);
    expect(await screen.findByRole('article', { name: 'Darshini Eateries' })).toBeTruthy();
    expect(announced('Category saved')).toBe(true);
  });

  it('keeps the slug a rename would take along when it is typed, and shows the server’s refusal of it', async () => {
    const message = 'The slug south-indian-meals is taken by South Indian Meals';
    const { fetchImpl } = renderCategories({
      'admin.updateCategory': () => ({ error: { message, httpStatus: 409, errors: [{ field: 'slug', message }] } }),
    });
    fireEvent.click(within(await screen.findByRole('article', { name: 'Darshinis' })).getByRole('button', { name: 'Edit Darshinis' }));
    const form = dialog('Edit Darshinis');
    const slug = within(form).getByRole('textbox', { name: 'Slug (optional)' });
    fireEvent.change(slug, { target: { value: 'darshinis' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save category' }));
    expect((await within(form).findByRole('alert')).textContent).toBe('Nothing to save: change a field first.');

    fireEvent.change(within(form).getByRole('textbox', { name: 'Name' }), { target: { value: 'Darshini Eateries' } });
    fireEvent.change(slug, { target: { value: 'south-indian-meals' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save category' }));
    await waitFor(() => expect(describedBy(slug)).toContain(message));
    expect(document.activeElement).toBe(slug);
    expect(screen.getByRole('dialog')).toBe(form);

    fireEvent.change(slug, { target: { value: 'darshinis' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save category' }));
    await waitFor(() => expect(callsTo(fetchImpl, 'admin.updateCategory')).toHaveLength(2));
    expect(callsTo(fetchImpl, 'admin.updateCategory')).toEqual([
      { id: 'c-darshini', changes: { name: 'Darshini Eateries', slug: 'south-indian-meals' } },
      { id: 'c-darshini', changes: { name: 'Darshini Eateries', slug: 'darshinis' } },
    ]);
  });

  it('deletes a category only once confirmed, and shows the server’s refusal in the dialog', async () => {
    const { fetchImpl, set } = renderCategories({
      'admin.deleteCategory': (input: Input): Answer => {
        if (input.id === 'c-darshini') {
          return { error: { message: 'Darshinis still has 3 businesses. Merge it into another category instead.', httpStatus: 409 } };
        }
        set([DARSHINIS, MEALS]);
        return { data: { id: input.id, name: 'Clock Towers' } };
      },
    });
    fireEvent.click(within(await screen.findByRole('article', { name: 'Darshinis' })).getByRole('button', { name: 'Delete Darshinis' }));
    const confirm = dialog('Delete Darshinis?');
    expect(within(confirm).getByText('Darshinis has 3 businesses and 1 waiting edit.')).toBeTruthy();
    expect(callsTo(fetchImpl, 'admin.deleteCategory')).toEqual([]);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete category' }));
    expect((await within(confirm).findByRole('alert')).textContent).toBe(
      'Darshinis still has 3 businesses. Merge it into another category instead.',
    );
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.click(within(card('Clock Towers')).getByRole('button', { name: 'Delete Clock Towers' }));
    fireEvent.click(within(dialog('Delete Clock Towers?')).getByRole('button', { name: 'Delete category' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Category deleted'));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Clock Towers' })).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2, name: 'Categories' })));
    expect(callsTo(fetchImpl, 'admin.deleteCategory')).toEqual([{ id: 'c-darshini' }, { id: 'c-clocks' }]);
  });

  it('merges a category into another, saying what happens first and how many businesses moved after', async () => {
    const { fetchImpl, set } = renderCategories({
      'admin.mergeCategory': () => {
        const merged = { ...MEALS, counts: { businesses: 8, public: 7, waitingEdits: 1 } };
        set([CLOCKS, merged]);
        return { data: { from: { id: 'c-darshini', name: 'Darshinis' }, category: merged, moved: 3 } };
      },
    });
    fireEvent.click(
      within(await screen.findByRole('article', { name: 'Darshinis' })).getByRole('button', {
        name: 'Merge Darshinis into another category',
      }),
    );
    const merge = dialog('Merge Darshinis into another category');
    expect(within(merge).getByText(/Every business of Darshinis \(3 businesses\) moves to the category you choose/)).toBeTruthy();
    expect(within(merge).getByText(/Then Darshinis is deleted: this cannot be undone\./)).toBeTruthy();
    const into = within(merge).getByRole('combobox', { name: 'Merge into' });
    expect(document.activeElement).toBe(into);
    expect(
      within(into)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose a category', 'Clock Towers', 'South Indian Meals']);

    fireEvent.click(within(merge).getByRole('button', { name: 'Merge and delete Darshinis' }));
    expect(describedBy(into)).toBe('Choose the category to merge into');
    expect(callsTo(fetchImpl, 'admin.mergeCategory')).toEqual([]);

    fireEvent.change(into, { target: { value: 'c-meals' } });
    fireEvent.click(within(merge).getByRole('button', { name: 'Merge and delete Darshinis' }));
    const said = 'Darshinis merged into South Indian Meals: 3 businesses moved';
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(said));
    expect(callsTo(fetchImpl, 'admin.mergeCategory')).toEqual([{ id: 'c-darshini', into: 'c-meals' }]);
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Darshinis' })).toBeNull());
    expect(within(card('South Indian Meals')).getByText('8 (7 public) · 1 waiting edit ask for it')).toBeTruthy();
    expect(announced(said)).toBe(true);
  });

  it('shows the server’s refusal of the target under the choice', async () => {
    const message = 'The category to merge into was not found';
    renderCategories({ 'admin.mergeCategory': () => ({ error: { message, httpStatus: 404, errors: [{ field: 'into', message }] } }) });
    fireEvent.click(
      within(await screen.findByRole('article', { name: 'Clock Towers' })).getByRole('button', {
        name: 'Merge Clock Towers into another category',
      }),
    );
    const merge = dialog('Merge Clock Towers into another category');
    const into = within(merge).getByRole('combobox', { name: 'Merge into' });
    fireEvent.change(into, { target: { value: 'c-meals' } });
    fireEvent.click(within(merge).getByRole('button', { name: 'Merge and delete Clock Towers' }));
    await waitFor(() => expect(describedBy(into)).toBe(message));
    expect(within(merge).queryByRole('alert')).toBeNull();
  });
});
