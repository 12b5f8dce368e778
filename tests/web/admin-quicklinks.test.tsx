import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { describe, expect, it } from 'vitest';
import { MAX_QUICK_LINKS } from '../../worker/contracts/admin-quick-links.ts';
import type { AdminQuickLink } from '../../web/src/features/admin/QuickLinksSection.tsx';
import { adminSectionTests, announced, card, describedBy, dialog, renderAdmin } from './support/admin.tsx';
import { callsTo, type Answer, type Handlers, type Input } from './support/trpc.tsx';

const link = (id: string, title: string, url: string, position: number, isActive = true): AdminQuickLink => ({
  id,
  title,
  titleKn: null,
  titleHi: null,
  url,
  isActive,
  position,
});

const HOME = link('q-home', 'Home', '/', 0);
const CONTACT = link('q-contact', 'Contact', '/contact', 1);
const OFFERS = link('q-offers', 'Old offers', 'https://offers.example.in/diwali', 2, false);

type Changes = Partial<Pick<AdminQuickLink, 'title' | 'url' | 'isActive' | 'position'>>;

/**
 * The footer's links as the Worker keeps them: `admin.quickLinks` in order, and the writes renumbering 0, 1, 2… as
 * worker/services/admin/quick-links.ts does (a new link last, a moved one at its place, the others closing up).
 */
function renderLinks(handlers: Handlers = {}, start: AdminQuickLink[] = [HOME, CONTACT, OFFERS]) {
  let rows = [...start];
  const numbered = () => {
    rows = rows.map((row, position) => ({ ...row, position }));
  };
  const view = renderAdmin('/admin/quicklinks', {
    'admin.quickLinks': () => ({ data: rows }),
    'admin.createQuickLink': (input: Input) => {
      const created = link(`q-${rows.length}`, String(input.title), String(input.url), rows.length, input.isActive !== false);
      rows = [...rows, created];
      return { data: created };
    },
    'admin.updateQuickLink': (input: Input) => {
      const { position, ...changes } = input.changes as Changes;
      const current = rows.find((row) => row.id === input.id) as AdminQuickLink;
      const updated = { ...current, ...changes };
      rows = rows.map((row) => (row.id === current.id ? updated : row));
      if (position !== undefined) {
        rows = rows.filter((row) => row.id !== current.id);
        rows.splice(position, 0, updated);
      }
      numbered();
      return { data: { quickLink: updated, changed: Object.keys(input.changes as object) } };
    },
    'admin.deleteQuickLink': (input: Input) => {
      rows = rows.filter((row) => row.id !== input.id);
      numbered();
      return { data: { id: input.id, title: 'gone' } };
    },
    ...handlers,
  });
  return view;
}

const order = () => screen.getAllByRole('article').map((article) => article.querySelector('h3')?.textContent);

adminSectionTests(() => import('../../web/src/features/admin/QuickLinksSection.tsx'));

describe('Admin quick links', () => {
  it('lists the footer’s links in order, switched off ones too, with the limit', async () => {
    renderLinks();
    const home = await screen.findByRole('article', { name: 'Home' });
    expect(document.title).toBe('Quick links · Admin | CityPages');
    expect(screen.getByRole('heading', { level: 2, name: 'Quick links' })).toBeTruthy();

    expect(order()).toEqual(['Home', 'Contact', 'Old offers']);
    expect(screen.getByText(`3 of ${MAX_QUICK_LINKS} quick links`)).toBeTruthy();
    expect(within(home).getByText('/')).toBeTruthy();
    expect(within(home).getByText('Shown')).toBeTruthy();
    expect(within(card('Old offers')).getByText('Switched off')).toBeTruthy();
    expect(within(card('Old offers')).getByText('https://offers.example.in/diwali')).toBeTruthy();
    expect(within(home).getByRole('button', { name: 'Move up Home' })).toHaveProperty('disabled', true);
    expect(within(home).getByRole('button', { name: 'Move down Home' })).toHaveProperty('disabled', false);
    expect(within(card('Old offers')).getByRole('button', { name: 'Move down Old offers' })).toHaveProperty('disabled', true);
    expect(within(card('Old offers')).getByRole('button', { name: 'Switch on Old offers' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add quick link' })).toHaveProperty('disabled', false);
  });

  it('says so when there are none, and offers no new one past the limit', async () => {
    renderLinks({}, []);
    expect(await screen.findByText('No quick links yet')).toBeTruthy();
    expect(screen.getByText(`0 of ${MAX_QUICK_LINKS} quick links`)).toBeTruthy();
  });

  it('offers no new link once the footer has the most it may', async () => {
    const full = Array.from({ length: MAX_QUICK_LINKS }, (_, n) => link(`q-${n}`, `Link ${n + 1}`, `/page-${n + 1}`, n));
    renderLinks({}, full);
    expect(
      await screen.findByText(
        `${MAX_QUICK_LINKS} of ${MAX_QUICK_LINKS} quick links. There can be at most ${MAX_QUICK_LINKS} quick links. Delete one to add another.`,
      ),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add quick link' })).toHaveProperty('disabled', true);
  });

  it('moves a link down and up, keeping the focus on it, and switches one on and off', async () => {
    const { fetchImpl } = renderLinks();
    const down = within(await screen.findByRole('article', { name: 'Home' })).getByRole('button', { name: 'Move down Home' });
    down.focus();
    fireEvent.click(down);
    await waitFor(() => expect(order()).toEqual(['Contact', 'Home', 'Old offers']));
    expect(toast.success).toHaveBeenCalledWith('Home moved down: now 2 of 3');
    await waitFor(() => expect(document.activeElement).toBe(within(card('Home')).getByRole('button', { name: 'Move down Home' })));

    const up = within(card('Home')).getByRole('button', { name: 'Move up Home' });
    up.focus();
    fireEvent.click(up);
    await waitFor(() => expect(order()).toEqual(['Home', 'Contact', 'Old offers']));
    // At the top there is no 'Move up': its 'Move down' has the focus.
    await waitFor(() => expect(document.activeElement).toBe(within(card('Home')).getByRole('button', { name: 'Move down Home' })));

    fireEvent.click(within(card('Old offers')).getByRole('button', { name: 'Switch on Old offers' }));
    await waitFor(() => expect(within(card('Old offers')).getByText('Shown')).toBeTruthy());
    expect(announced('Old offers is shown in the footer')).toBe(true);
    fireEvent.click(within(card('Contact')).getByRole('button', { name: 'Switch off Contact' }));
    await waitFor(() => expect(within(card('Contact')).getByText('Switched off')).toBeTruthy());
    expect(toast.success).toHaveBeenCalledWith('Contact is switched off: the footer no longer shows it');

    expect(callsTo(fetchImpl, 'admin.updateQuickLink')).toEqual([
      { id: 'q-home', changes: { position: 1 } },
      { id: 'q-home', changes: { position: 0 } },
      { id: 'q-offers', changes: { isActive: true } },
      { id: 'q-contact', changes: { isActive: false } },
    ]);
  });

  it('shows a refused one-press change in the server’s words', async () => {
    renderLinks({ 'admin.updateQuickLink': () => ({ error: { message: 'Quick link not found', httpStatus: 404 } }) });
    fireEvent.click(within(await screen.findByRole('article', { name: 'Contact' })).getByRole('button', { name: 'Switch off Contact' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Quick link not found'));
    expect(announced('Quick link not found')).toBe(true);
    expect(within(card('Contact')).getByRole('button', { name: 'Switch off Contact' })).toHaveProperty('disabled', false);
  });

  it('adds a link: the server’s rules first, its refusal under the URL, then last in the list', async () => {
    let refused = false;
    const message = 'There is already a quick link to /contact (Contact)';
    const { fetchImpl } = renderLinks({
      'admin.createQuickLink': (input: Input): Answer => {
        if (!refused) {
          refused = true;
          return { error: { message, httpStatus: 409, errors: [{ field: 'url', message }] } };
        }
        return { data: link('q-new', String(input.title), String(input.url), 3, input.isActive !== false) };
      },
    });
    await screen.findByRole('article', { name: 'Home' });
    fireEvent.click(screen.getByRole('button', { name: 'Add quick link' }));
    const form = dialog('Add a quick link');
    const title = within(form).getByRole('textbox', { name: 'Title' });
    const url = within(form).getByRole('textbox', { name: 'URL' });
    const shown = within(form).getByRole('checkbox', { name: /Show it in the footer/ });
    expect(document.activeElement).toBe(title);
    expect(shown).toHaveProperty('checked', true);

    fireEvent.click(within(form).getByRole('button', { name: 'Add quick link' }));
    await waitFor(() => expect(describedBy(title)).toBe('Title is required'));
    expect(describedBy(url)).toContain('URL is required');
    expect(document.activeElement).toBe(title);

    fireEvent.change(title, { target: { value: 'Write to us' } });
    fireEvent.change(url, { target: { value: 'http://example.in/contact' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add quick link' }));
    await waitFor(() =>
      expect(describedBy(url)).toContain('URL must be a path in the site (starting with /) or an address starting with https://'),
    );
    expect(describedBy(url)).toContain('A path in the site such as /contact, or an address starting with https://');
    fireEvent.change(url, { target: { value: '//evil.example' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add quick link' }));
    await waitFor(() => expect(describedBy(url)).toContain('URL must start with a single / to be a path in the site'));
    expect(callsTo(fetchImpl, 'admin.createQuickLink')).toEqual([]);

    fireEvent.change(url, { target: { value: '/contact' } });
    fireEvent.click(shown);
    fireEvent.click(within(form).getByRole('button', { name: 'Add quick link' }));
    await waitFor(() => expect(describedBy(url)).toContain(message));
    expect(document.activeElement).toBe(url);

    fireEvent.change(url, { target: { value: ' /contact-us ' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add quick link' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Quick link added'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(callsTo(fetchImpl, 'admin.createQuickLink')).toEqual([
      { title: 'Write to us', url: '/contact', isActive: false },
      { title: 'Write to us', url: '/contact-us', isActive: false },
    ]);
    expect(callsTo(fetchImpl, 'admin.quickLinks')).toHaveLength(2);
  });

  it('edits a link, sending only what changed', async () => {
    const { fetchImpl } = renderLinks();
    fireEvent.click(within(await screen.findByRole('article', { name: 'Contact' })).getByRole('button', { name: 'Edit Contact' }));
    const form = dialog('Edit Contact');
    const title = within(form).getByRole('textbox', { name: 'Title' }) as HTMLInputElement;
    expect(title.value).toBe('Contact');
    expect((within(form).getByRole('textbox', { name: 'URL' }) as HTMLInputElement).value).toBe('/contact');

    fireEvent.click(within(form).getByRole('button', { name: 'Save quick link' }));
    expect((await within(form).findByRole('alert')).textContent).toBe('Nothing to save: change a field first.');
    fireEvent.change(title, { target: { value: 'C' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save quick link' }));
    await waitFor(() => expect(describedBy(title)).toBe('Title must be at least 2 characters'));

    fireEvent.change(title, { target: { value: 'Contact us ' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save quick link' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Quick link saved'));
    expect(callsTo(fetchImpl, 'admin.updateQuickLink')).toEqual([{ id: 'q-contact', changes: { title: 'Contact us' } }]);
    expect(await screen.findByRole('article', { name: 'Contact us' })).toBeTruthy();
    expect(order()).toEqual(['Home', 'Contact us', 'Old offers']);
  });

  it('deletes a link only once confirmed', async () => {
    const { fetchImpl } = renderLinks();
    fireEvent.click(within(await screen.findByRole('article', { name: 'Home' })).getByRole('button', { name: 'Delete Home' }));
    const confirm = dialog('Delete Home?');
    expect(within(confirm).getByText(/To hide it for a while instead, switch it off\./)).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(callsTo(fetchImpl, 'admin.deleteQuickLink')).toEqual([]);

    fireEvent.click(within(card('Home')).getByRole('button', { name: 'Delete Home' }));
    fireEvent.click(within(dialog('Delete Home?')).getByRole('button', { name: 'Delete quick link' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Quick link deleted'));
    await waitFor(() => expect(order()).toEqual(['Contact', 'Old offers']));
    expect(callsTo(fetchImpl, 'admin.deleteQuickLink')).toEqual([{ id: 'q-home' }]);
    expect(screen.getByText(`2 of ${MAX_QUICK_LINKS} quick links`)).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2, name: 'Quick links' })));
  });
});
