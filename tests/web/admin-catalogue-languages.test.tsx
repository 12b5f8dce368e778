import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { describe, expect, it } from 'vitest';
import type { AdminBanner, AdminCampaign } from '../../web/src/features/admin/campaign-types.ts';
import type { AdminCategory } from '../../web/src/features/admin/CategoriesSection.tsx';
import type { AdminQuickLink } from '../../web/src/features/admin/QuickLinksSection.tsx';
import type { RouterOutputs } from '../../web/src/lib/types.ts';
import { adminSectionTests, card, describedBy, dialog, renderAdmin } from './support/admin.tsx';
import { callsTo, type Input } from './support/trpc.tsx';

/*
 * Issue 38: the catalogue's forms take each text in Kannada and Hindi beside the English one ('Name (Kannada)',
 * 'Name (Hindi)'), each box marked with its language; the server's rules are checked first, an edit sends only what
 * changed (an emptied one as null, so the visitor reads the English again), and the lists show what there is.
 */

type AdminLocation = RouterOutputs['admin']['locations'][number];

const DARSHINIS: AdminCategory = {
  id: 'c-darshini',
  name: 'Darshinis',
  nameKn: 'ದರ್ಶಿನಿಗಳು',
  nameHi: 'दर्शिनी',
  slug: 'darshinis',
  icon: 'utensils',
  color: '#dc2626',
  description: 'Quick idli and coffee counters.',
  descriptionKn: null,
  descriptionHi: null,
  tagline: 'Stand-up breakfasts',
  taglineKn: null,
  taglineHi: 'खड़े-खड़े नाश्ता',
  image: null,
  counts: { businesses: 3, public: 2, waitingEdits: 0 },
};

/** A box of the open form by its label, which must be marked with its language. */
function box(form: HTMLElement, name: string, lang: 'kn' | 'hi') {
  const control = within(form).getByRole('textbox', { name }) as HTMLInputElement | HTMLTextAreaElement;
  expect({ name, lang: control.getAttribute('lang') }).toEqual({ name, lang });
  return control;
}

adminSectionTests(() => import('../../web/src/features/admin/CategoriesSection.tsx'));

describe('The catalogue in Kannada and Hindi, as admins edit it', () => {
  it('shows a category’s names in each language, and adds one with its texts, checked by the server’s rules first', async () => {
    const { fetchImpl } = renderAdmin('/admin/categories', {
      'admin.categories': () => ({ data: [DARSHINIS] }),
      'admin.createCategory': (input: Input) => ({ data: { ...DARSHINIS, id: 'c-new', name: String(input.name) } }),
    });
    const darshinis = await screen.findByRole('article', { name: 'Darshinis' });
    expect(within(darshinis).getByText('ದರ್ಶಿನಿಗಳು').getAttribute('lang')).toBe('kn');
    expect(within(darshinis).getByText('दर्शिनी').getAttribute('lang')).toBe('hi');

    fireEvent.click(screen.getByRole('button', { name: 'Add category' }));
    const form = dialog('Add a category');
    fireEvent.change(within(form).getByRole('textbox', { name: 'Name' }), { target: { value: 'Plumbers' } });
    const nameKn = box(form, 'Name (Kannada)', 'kn');
    const nameHi = box(form, 'Name (Hindi)', 'hi');
    box(form, 'Tagline (Kannada)', 'kn');
    const taglineHi = box(form, 'Tagline (Hindi)', 'hi');
    const descriptionKn = box(form, 'Description (Kannada)', 'kn');
    box(form, 'Description (Hindi)', 'hi');
    expect(descriptionKn.tagName).toBe('TEXTAREA');
    expect(nameKn.maxLength).toBe(60);

    // Hindi in the Kannada box, and a name too long: said under each, nothing sent.
    fireEvent.change(nameKn, { target: { value: 'प्लंबर' } });
    fireEvent.change(nameHi, { target: { value: 'प'.repeat(61) } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add category' }));
    await waitFor(() => expect(describedBy(nameKn)).toBe('Name (Kannada) must be written in Kannada script'));
    expect(describedBy(nameHi)).toBe('Name (Hindi) must be at most 60 characters');
    expect(document.activeElement).toBe(nameKn);
    expect(callsTo(fetchImpl, 'admin.createCategory')).toEqual([]);

    fireEvent.change(nameKn, { target: { value: ' ಪ್ಲಂಬರ್‌ಗಳು ' } });
    fireEvent.change(nameHi, { target: { value: 'प्लंबर' } });
    fireEvent.change(taglineHi, { target: { value: 'लीकेज ठीक, फटाफट' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add category' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Category added'));
    // The texts as the server stores them; the boxes left empty are not sent.
    expect(callsTo(fetchImpl, 'admin.createCategory')).toEqual([
      { name: 'Plumbers', icon: 'briefcase', color: '#2563eb', nameKn: 'ಪ್ಲಂಬರ್‌ಗಳು', nameHi: 'प्लंबर', taglineHi: 'लीकेज ठीक, फटाफट' },
    ]);
  });

  it('edits a category’s texts, sending only what changed and an emptied one as null', async () => {
    const { fetchImpl } = renderAdmin('/admin/categories', {
      'admin.categories': () => ({ data: [DARSHINIS] }),
      'admin.updateCategory': (input: Input) => ({
        data: { category: DARSHINIS, changed: Object.keys(input.changes as object) },
      }),
    });
    fireEvent.click(within(await screen.findByRole('article', { name: 'Darshinis' })).getByRole('button', { name: 'Edit Darshinis' }));
    const form = dialog('Edit Darshinis');
    expect(box(form, 'Name (Kannada)', 'kn').value).toBe('ದರ್ಶಿನಿಗಳು');
    expect(box(form, 'Tagline (Hindi)', 'hi').value).toBe('खड़े-खड़े नाश्ता');
    expect(box(form, 'Description (Hindi)', 'hi').value).toBe('');

    fireEvent.change(box(form, 'Tagline (Hindi)', 'hi'), { target: { value: ' ' } });
    fireEvent.change(box(form, 'Description (Kannada)', 'kn'), { target: { value: 'ಇಡ್ಲಿ ಮತ್ತು ಕಾಫಿ.' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save category' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Category saved'));
    expect(callsTo(fetchImpl, 'admin.updateCategory')).toEqual([
      { id: 'c-darshini', changes: { descriptionKn: 'ಇಡ್ಲಿ ಮತ್ತು ಕಾಫಿ.', taglineHi: null } },
    ]);
  });

  it('adds a locality with its name and description in Kannada and Hindi', async () => {
    const sent: Input[] = [];
    renderAdmin('/admin/localities', {
      'admin.locations': () => ({ data: [] as AdminLocation[] }),
      'admin.createLocation': (input: Input) => {
        sent.push(input);
        return { data: { id: 'l-new', name: String(input.name) } };
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Add locality' }));
    const form = dialog('Add a locality');
    fireEvent.change(within(form).getByLabelText(/^Name \*/), { target: { value: 'Ejipura' } });
    fireEvent.change(within(form).getByLabelText(/^Pincodes/), { target: { value: '560047' } });
    fireEvent.change(box(form, 'Name (Kannada)', 'kn'), { target: { value: 'ಈಜೀಪುರ' } });
    fireEvent.change(box(form, 'Name (Hindi)', 'hi'), { target: { value: 'ईजीपुरा' } });
    fireEvent.change(box(form, 'Description (Hindi)', 'hi'), { target: { value: 'कोरमंगला के बगल में।' } });
    expect(box(form, 'Description (Kannada)', 'kn').tagName).toBe('TEXTAREA');
    fireEvent.click(within(form).getByRole('button', { name: 'Add locality' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Locality added: Ejipura'));
    expect(sent).toEqual([
      { name: 'Ejipura', pincodes: ['560047'], nameKn: 'ಈಜೀಪುರ', nameHi: 'ईजीपुरा', descriptionHi: 'कोरमंगला के बगल में।' },
    ]);
  });

  it('edits a banner’s words in Kannada and Hindi', async () => {
    const banner: AdminBanner = {
      id: 'b-monsoon',
      title: 'Monsoon-ready homes',
      titleKn: 'ಮಳೆಗಾಲಕ್ಕೆ ಮನೆ ರೆಡಿ',
      titleHi: null,
      description: 'Plumbers near you',
      descriptionKn: null,
      descriptionHi: 'आपके पास प्लंबर',
      link: null,
      image: 'https://citypages.example/media/campaigns/c-monsoon/b-monsoon.jpg',
      position: 0,
    };
    const campaign: AdminCampaign = {
      id: 'c-monsoon',
      name: 'Monsoon',
      section: 'featured-section',
      isActive: true,
      autoSlide: true,
      slideInterval: 4000,
      startsAt: null,
      endsAt: null,
      position: 0,
      state: 'live',
      createdAt: '2026-10-20T05:00:00.000Z',
      banners: [banner],
    };
    const { fetchImpl } = renderAdmin('/admin/campaigns', {
      'admin.campaigns': () => ({ data: [campaign] }),
      'admin.updateBanner': () => ({ data: { banner, campaign, changed: ['titleHi', 'descriptionHi'] } }),
    });
    const shown = await screen.findByRole('article', { name: 'Monsoon-ready homes' });
    expect(within(shown).getByText('ಮಳೆಗಾಲಕ್ಕೆ ಮನೆ ರೆಡಿ').getAttribute('lang')).toBe('kn');
    fireEvent.click(within(shown).getByRole('button', { name: 'Edit banner Monsoon-ready homes' }));
    const form = dialog('Edit the banner Monsoon-ready homes');
    expect(box(form, 'Title (Kannada)', 'kn').value).toBe('ಮಳೆಗಾಲಕ್ಕೆ ಮನೆ ರೆಡಿ');
    fireEvent.change(box(form, 'Title (Hindi)', 'hi'), { target: { value: 'बारिश के लिए घर तैयार' } });
    fireEvent.change(box(form, 'Description (Hindi)', 'hi'), { target: { value: '' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Banner saved'));
    expect(callsTo(fetchImpl, 'admin.updateBanner')).toEqual([
      { id: 'c-monsoon', bannerId: 'b-monsoon', changes: { titleHi: 'बारिश के लिए घर तैयार', descriptionHi: null } },
    ]);
  });

  it('edits a quick link’s title in Kannada and Hindi', async () => {
    const link: AdminQuickLink = { id: 'q-home', title: 'Home', titleKn: null, titleHi: 'होम', url: '/', isActive: true, position: 0 };
    const { fetchImpl } = renderAdmin('/admin/quicklinks', {
      'admin.quickLinks': () => ({ data: [link] }),
      'admin.updateQuickLink': (input: Input) => ({ data: { quickLink: link, changed: Object.keys(input.changes as object) } }),
    });
    await screen.findByRole('article', { name: 'Home' });
    expect(within(card('Home')).getByText('होम').getAttribute('lang')).toBe('hi');
    fireEvent.click(within(card('Home')).getByRole('button', { name: 'Edit Home' }));
    const form = dialog('Edit Home');
    fireEvent.change(box(form, 'Title (Kannada)', 'kn'), { target: { value: 'ಮುಖಪುಟ' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save quick link' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Quick link saved'));
    expect(callsTo(fetchImpl, 'admin.updateQuickLink')).toEqual([{ id: 'q-home', changes: { titleKn: 'ಮುಖಪುಟ' } }]);
  });
});
