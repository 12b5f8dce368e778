import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { describe, expect, it } from 'vitest';
import type { TradeConcept } from '../../worker/contracts/trade-words.ts';
import type { AdminCategory } from '../../web/src/features/admin/CategoriesSection.tsx';
import { adminSectionTests, announced, describedBy, dialog, renderAdmin } from './support/admin.tsx';
import type { Answer, Handlers, Input } from './support/trpc.tsx';
import { callsTo } from './support/trpc.tsx';

const REPAIRS: AdminCategory = {
  id: 'c-repairs',
  name: 'Vehicle Repairs',
  nameKn: null,
  nameHi: null,
  slug: 'vehicle-repairs',
  icon: 'wrench',
  color: '#16a34a',
  description: null,
  descriptionKn: null,
  descriptionHi: null,
  tagline: null,
  taglineKn: null,
  taglineHi: null,
  image: null,
  counts: { businesses: 4, public: 4, waitingEdits: 0 },
};

const noWords = { en: [], hiLatn: [], knLatn: [], hi: [], kn: [] };

const TWO_WHEELER: TradeConcept = {
  id: 'two-wheeler-repair',
  subcategory: 'Bike service',
  words: { ...noWords, en: ['bike repair', 'scooter mechanic'], knLatn: ['bike ripeeri'], kn: ['ಬೈಕ್ ರಿಪೇರಿ'] },
};
const PUNCTURE: TradeConcept = {
  id: 'puncture-shop',
  subcategory: null,
  words: { ...noWords, en: ['puncture'], hiLatn: ['puncture wala'] },
};

/** The categories list and `admin.tradeWords` over trades the test's writes change, as the Worker's would. */
function renderTrades(handlers: Handlers = {}, start: TradeConcept[] = [PUNCTURE, TWO_WHEELER]) {
  let trades = [...start];
  const view = renderAdmin('/admin/categories', {
    'admin.categories': () => ({ data: [REPAIRS] }),
    'admin.tradeWords': () => ({ data: { category: { id: REPAIRS.id, name: REPAIRS.name, slug: REPAIRS.slug }, concepts: trades } }),
    ...handlers,
  });
  return {
    ...view,
    set: (next: TradeConcept[]) => {
      trades = next;
    },
  };
}

/** Opens the trade words of Vehicle Repairs from its card, once its trades are listed. */
async function openTrades() {
  const card = await screen.findByRole('article', { name: 'Vehicle Repairs' });
  const button = within(card).getByRole('button', { name: 'Trade words for Vehicle Repairs' });
  expect(button.getAttribute('aria-haspopup')).toBe('dialog');
  fireEvent.click(button);
  const words = dialog('Trade words for Vehicle Repairs');
  await within(words).findByRole('article', { name: 'two-wheeler-repair' });
  return words;
}

adminSectionTests(() => import('../../web/src/features/admin/CategoriesSection.tsx'));

describe('Admin trade words', () => {
  it('lists the category’s trades with their subcategory and words by language', async () => {
    const { fetchImpl } = renderTrades();
    const words = await openTrades();
    expect(within(words).getByText(/The one box reads them: a search for any of these words finds this category\./)).toBeTruthy();
    expect(callsTo(fetchImpl, 'admin.tradeWords')).toEqual([{ id: 'c-repairs' }]);

    const bikes = within(words).getByRole('article', { name: 'two-wheeler-repair' });
    expect(within(bikes).getByText('Subcategory: Bike service')).toBeTruthy();
    const terms = within(bikes)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(terms).toEqual([
      ['English and Indian English', 'bike repair, scooter mechanic'],
      ['Kannada in Latin letters', 'bike ripeeri'],
      ['Kannada', 'ಬೈಕ್ ರಿಪೇರಿ'],
    ]);
    const puncture = within(words).getByRole('article', { name: 'puncture-shop' });
    expect(within(puncture).getByText('puncture wala')).toBeTruthy();
    expect(within(puncture).queryByText(/Subcategory/)).toBeNull();
    expect(within(puncture).getByRole('button', { name: 'Edit puncture-shop' })).toBeTruthy();
    expect(within(puncture).getByRole('button', { name: 'Delete puncture-shop' })).toBeTruthy();
  });

  it('adds a trade, sending the words split per language, and lists it after', async () => {
    const FLORIST: TradeConcept = {
      id: 'florist',
      subcategory: null,
      words: { ...noWords, en: ['florist', 'flower shop'], hiLatn: ['phool wala'], hi: ['फूल वाला'] },
    };
    const { fetchImpl, set } = renderTrades({
      'admin.saveTrade': (): Answer => {
        set([FLORIST, PUNCTURE, TWO_WHEELER]);
        return { data: { concept: FLORIST, created: true } };
      },
    });
    const words = await openTrades();
    fireEvent.click(within(words).getByRole('button', { name: 'Add a trade' }));
    const form = dialog('Add a trade to Vehicle Repairs');
    const name = within(form).getByRole('textbox', { name: 'Trade name' });
    expect(document.activeElement).toBe(name);

    fireEvent.click(within(form).getByRole('button', { name: 'Add trade' }));
    expect(await within(form).findByText('Use lower-case English words joined by hyphens, like two-wheeler-repair')).toBeTruthy();
    expect((await within(form).findByRole('alert')).textContent).toBe('Give the trade at least one word');
    expect(callsTo(fetchImpl, 'admin.saveTrade')).toEqual([]);

    fireEvent.change(name, { target: { value: 'florist' } });
    const english = within(form).getByRole('textbox', { name: 'English and Indian English' });
    expect(describedBy(english)).toBe('Separate words with commas');
    fireEvent.change(english, { target: { value: 'florist,\n flower shop , ' } });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Hindi in Latin letters' }), { target: { value: 'phool wala' } });
    const hindi = within(form).getByRole('textbox', { name: 'Hindi (Devanagari)' });
    fireEvent.change(hindi, { target: { value: 'phool' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add trade' }));
    await waitFor(() => expect(describedBy(hindi)).toBe('phool: Write only Devanagari here Separate words with commas'));
    expect(document.activeElement).toBe(hindi);
    expect(callsTo(fetchImpl, 'admin.saveTrade')).toEqual([]);

    fireEvent.change(hindi, { target: { value: 'फूल वाला' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add trade' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Trade added'));
    expect(callsTo(fetchImpl, 'admin.saveTrade')).toEqual([
      {
        id: 'c-repairs',
        concept: 'florist',
        trade: {
          subcategory: null,
          words: { en: ['florist', 'flower shop'], hiLatn: ['phool wala'], knLatn: [], hi: ['फूल वाला'], kn: [] },
        },
      },
    ]);
    const florist = await within(words).findByRole('article', { name: 'florist' });
    expect(within(florist).getByText('florist, flower shop')).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Add a trade to Vehicle Repairs' })).toBeNull();
    expect(announced('Trade added')).toBe(true);
  });

  it('shows the server’s refusal of a word under its language’s box', async () => {
    const message = '‘flower shop’ already means florist (Florists)';
    const { fetchImpl } = renderTrades({
      'admin.saveTrade': () => ({ error: { message, httpStatus: 409, errors: [{ field: 'words.en.1', message }] } }),
    });
    const words = await openTrades();
    fireEvent.click(within(words).getByRole('button', { name: 'Edit two-wheeler-repair' }));
    const form = dialog('Edit two-wheeler-repair');
    expect(within(form).queryByRole('textbox', { name: 'Trade name' })).toBeNull();
    expect((within(form).getByRole('textbox', { name: 'Subcategory (optional)' }) as HTMLInputElement).value).toBe('Bike service');
    const english = within(form).getByRole('textbox', { name: 'English and Indian English' }) as HTMLTextAreaElement;
    expect(english.value).toBe('bike repair, scooter mechanic');
    expect(document.activeElement).toBe(english);

    fireEvent.change(english, { target: { value: 'bike repair, flower shop' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save trade' }));
    await waitFor(() => expect(describedBy(english)).toBe(`${message} Separate words with commas`));
    expect(english.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(english);
    expect(within(form).queryByRole('alert')).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Edit two-wheeler-repair' })).toBe(form);
    expect(callsTo(fetchImpl, 'admin.saveTrade')).toEqual([
      {
        id: 'c-repairs',
        concept: 'two-wheeler-repair',
        trade: {
          subcategory: 'Bike service',
          words: { en: ['bike repair', 'flower shop'], hiLatn: [], knLatn: ['bike ripeeri'], hi: [], kn: ['ಬೈಕ್ ರಿಪೇರಿ'] },
        },
      },
    ]);
  });

  it('deletes a trade only once confirmed', async () => {
    const { fetchImpl, set } = renderTrades({
      'admin.deleteTrade': (input: Input) => {
        set([TWO_WHEELER]);
        return { data: { id: input.concept } };
      },
    });
    const words = await openTrades();
    fireEvent.click(within(words).getByRole('button', { name: 'Delete puncture-shop' }));
    const confirm = dialog('Delete puncture-shop?');
    expect(within(confirm).getByText(/Its 2 words go with it/)).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog', { name: 'Delete puncture-shop?' })).toBeNull();
    expect(callsTo(fetchImpl, 'admin.deleteTrade')).toEqual([]);

    // As a keyboard user presses it: the focus is on the button, which goes with the trade.
    const remove = within(words).getByRole('button', { name: 'Delete puncture-shop' });
    remove.focus();
    fireEvent.click(remove);
    fireEvent.click(within(dialog('Delete puncture-shop?')).getByRole('button', { name: 'Delete trade' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Trade deleted'));
    await waitFor(() => expect(within(words).queryByRole('article', { name: 'puncture-shop' })).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(within(words).getByRole('heading', { name: 'Trades' })));
    expect(within(words).getByRole('article', { name: 'two-wheeler-repair' })).toBeTruthy();
    expect(callsTo(fetchImpl, 'admin.deleteTrade')).toEqual([{ id: 'c-repairs', concept: 'puncture-shop' }]);
  });
});
