import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fieldError, input, refused, renderAccount, type } from './support/account.tsx';
import { callsTo, currentUrl, type Input } from './support/trpc.tsx';
import { USER } from './support/fixtures.tsx';

beforeEach(() => {
  vi.spyOn(toast, 'success');
  vi.spyOn(toast, 'error');
});

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

/** Twelve reviews by the user, newest first, answered ten a page as myReviews.mine does. */
const REVIEWS = Array.from({ length: 12 }, (_, n) => ({
  _id: `r${n + 1}`,
  id: `r${n + 1}`,
  businessId: `b${n + 1}`,
  business: { _id: `b${n + 1}`, name: `Business ${n + 1}` },
  rating: 4,
  title: n === 0 ? 'Great dosa' : null,
  content: `Review number ${n + 1}`,
  isVerified: false,
  helpfulCount: 0,
  createdAt: `2026-11-${String(20 - n).padStart(2, '0')}T10:00:00.000Z`,
  updatedAt: `2026-11-${String(20 - n).padStart(2, '0')}T10:00:00.000Z`,
}));

function myReviews(reviews: typeof REVIEWS) {
  return ({ page = 1, limit = 10 }: Input) => {
    const [p, l] = [Number(page), Number(limit)];
    return {
      data: {
        reviews: reviews.slice((p - 1) * l, p * l),
        pagination: { page: p, limit: l, total: reviews.length, totalPages: Math.ceil(reviews.length / l) },
      },
    };
  };
}

const review = (business: string) => screen.getByRole('article', { name: `Your review of ${business}` });

describe('my reviews', () => {
  it('are paged, ten at a time, each linking to its business', async () => {
    const { fetchImpl } = renderAccount('/account?tab=reviews', { 'myReviews.mine': myReviews(REVIEWS) });
    expect(await screen.findByRole('article', { name: 'Your review of Business 1' })).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(10);
    expect(screen.getByText('12 reviews, newest first.')).toBeTruthy();
    expect(within(review('Business 1')).getByRole('link', { name: 'Business 1' }).getAttribute('href')).toBe('/business/b1');
    expect(within(review('Business 1')).getByText('Great dosa')).toBeTruthy();

    fireEvent.click(within(screen.getByRole('navigation', { name: 'Pages' })).getByRole('button', { name: '2' }));
    expect(await screen.findByRole('article', { name: 'Your review of Business 11' })).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(callsTo(fetchImpl, 'myReviews.mine')).toEqual([
      { page: 1, limit: 10 },
      { page: 2, limit: 10 },
    ]);
  });

  it('are deleted only after confirming, and the list is read again', async () => {
    let reviews = REVIEWS.slice(0, 3);
    const { fetchImpl } = renderAccount('/account?tab=reviews', {
      'myReviews.mine': (query) => myReviews(reviews)(query),
      'myReviews.remove': ({ id }) => {
        reviews = reviews.filter((entry) => entry.id !== id);
        return { data: null };
      },
    });
    fireEvent.click(
      within(await screen.findByRole('article', { name: 'Your review of Business 2' })).getByRole('button', { name: 'Delete' }),
    );
    let dialog = screen.getByRole('dialog', { name: 'Delete your review?' });
    expect(within(dialog).getByText(/Your review of Business 2 and its rating will be removed/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(callsTo(fetchImpl, 'myReviews.remove')).toEqual([]);

    fireEvent.click(within(review('Business 2')).getByRole('button', { name: 'Delete' }));
    dialog = screen.getByRole('dialog', { name: 'Delete your review?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete review' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Your review of Business 2' })).toBeNull());
    expect(callsTo(fetchImpl, 'myReviews.remove')).toEqual([{ id: 'r2' }]);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(toast.success).toHaveBeenCalledWith('Your review was deleted.');
  });

  it('go back a page when the last review of the last page is deleted', async () => {
    let reviews = REVIEWS.slice(0, 11);
    renderAccount('/account?tab=reviews', {
      'myReviews.mine': (query) => myReviews(reviews)(query),
      'myReviews.remove': ({ id }) => {
        reviews = reviews.filter((entry) => entry.id !== id);
        return { data: null };
      },
    });
    fireEvent.click(within(await screen.findByRole('navigation', { name: 'Pages' })).getByRole('button', { name: '2' }));
    fireEvent.click(
      within(await screen.findByRole('article', { name: 'Your review of Business 11' })).getByRole('button', { name: 'Delete' }),
    );
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete review' }));
    expect(await screen.findByRole('article', { name: 'Your review of Business 10' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Pages' })).toBeNull());
    expect(screen.getAllByRole('article')).toHaveLength(10);
    expect(screen.getByText('10 reviews, newest first.')).toBeTruthy();
  });

  it("are edited in place, with the server's field messages on the fields", async () => {
    let updates = 0;
    const { fetchImpl } = renderAccount('/account?tab=reviews', {
      'myReviews.mine': myReviews(REVIEWS.slice(0, 1)),
      'myReviews.update': () => (++updates === 1 ? refused('content', 'Content must be at most 5000 characters') : { data: REVIEWS[0] }),
    });
    fireEvent.click(
      within(await screen.findByRole('article', { name: 'Your review of Business 1' })).getByRole('button', { name: 'Edit' }),
    );
    const form = screen.getByRole('form', { name: 'Edit your review of Business 1' });
    expect((within(form).getByLabelText('Your Review') as HTMLTextAreaElement).value).toBe('Review number 1');
    fireEvent.click(within(form).getByRole('radio', { name: /2 Poor/ }));
    type('Your Review', 'Cold dosa this time.');
    fireEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(fieldError('Your Review')).toBe('Content must be at most 5000 characters'));

    fireEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.queryByRole('form')).toBeNull());
    expect(callsTo(fetchImpl, 'myReviews.update')[1]).toEqual({
      id: 'r1',
      changes: { rating: 2, title: 'Great dosa', content: 'Cold dosa this time.' },
    });
    expect(toast.success).toHaveBeenCalledWith('Review updated successfully!');
    // Focus returns in an effect after the editor has gone, which a busy machine may run a moment later.
    await waitFor(() => expect(document.activeElement).toBe(within(review('Business 1')).getByRole('button', { name: 'Edit' })));
  });
});

describe('favourites on the account page', () => {
  it('are listed with a way to remove each, and a link to the full page', async () => {
    const { fetchImpl } = renderAccount('/account?tab=favorites', {
      'favorites.list': () => ({
        data: [
          {
            _id: 'b1',
            id: 'b1',
            name: 'Scissors by Harish',
            businessName: 'Scissors by Harish',
            image: null,
            category: 'Salons',
            rating: 4,
            reviewCount: 2,
            isListed: true,
          },
          {
            _id: 'b2',
            id: 'b2',
            name: 'Closed Corner Cafe',
            businessName: 'Closed Corner Cafe',
            image: null,
            category: 'Cafes',
            rating: 0,
            reviewCount: 0,
            isListed: false,
          },
        ],
      }),
      'favorites.remove': () => ({ data: null }),
    });
    expect((await screen.findByRole('link', { name: 'Scissors by Harish' })).getAttribute('href')).toBe('/business/b1');
    expect(screen.queryByRole('link', { name: 'Closed Corner Cafe' })).toBeNull();
    expect(screen.getByText('Cafes · No longer listed')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See them with photos and ratings' }).getAttribute('href')).toBe('/favorites');

    fireEvent.click(screen.getByRole('button', { name: 'Remove Closed Corner Cafe from favourites' }));
    await waitFor(() => expect(screen.queryByText('Closed Corner Cafe')).toBeNull());
    expect(callsTo(fetchImpl, 'favorites.remove')).toEqual([{ id: 'b2' }]);
    expect(toast.success).toHaveBeenCalledWith('Removed from favourites');
    // One spelling on every screen (en-IN): the tab, the heading and the buttons' names.
    expect(screen.getByRole('tab', { name: 'Favourites' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Favourites' })).toBeTruthy();
    expect(`${screen.getByRole('tablist').textContent} ${screen.getByRole('tabpanel').textContent}`).not.toMatch(/favorite/i);
    expect(screen.getAllByRole('button').filter((button) => /favorite/i.test(button.getAttribute('aria-label') ?? ''))).toEqual([]);
  });
});

describe('downloading my data', () => {
  // jsdom has no object URLs: the test brings its own and takes them away again.
  afterEach(() => {
    Reflect.deleteProperty(URL, 'createObjectURL');
    Reflect.deleteProperty(URL, 'revokeObjectURL');
  });

  it('asks the server only on the click, and saves the answer as citypages-my-data.json', async () => {
    const exported = { exportedAt: '2026-11-20T10:00:00.000Z', profile: { id: 'u1', email: USER.email }, reviews: [] };
    const saved: { blob: Blob; download: string; href: string }[] = [];
    let lastBlob: Blob | undefined;
    URL.createObjectURL = vi.fn((blob: Blob) => {
      lastBlob = blob;
      return 'blob:http://localhost/export';
    });
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ blob: lastBlob as Blob, download: this.download, href: this.href });
    });
    const { fetchImpl } = renderAccount('/account?tab=data', { 'auth.exportData': () => ({ data: exported }) });
    await waitFor(() => expect(callsTo(fetchImpl, 'auth.me')).toHaveLength(1));
    expect(callsTo(fetchImpl, 'auth.exportData')).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Download my data' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(callsTo(fetchImpl, 'auth.exportData')).toHaveLength(1);
    expect(saved[0]?.download).toBe('citypages-my-data.json');
    expect(saved[0]?.href).toBe('blob:http://localhost/export');
    expect(JSON.parse(await (saved[0]?.blob as Blob).text())).toEqual(exported);
    expect(document.querySelector('a[download]')).toBeNull();
    await waitFor(() => expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:http://localhost/export'));
  });
});

describe('deleting my account', () => {
  const openDialog = () => {
    fireEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    return screen.getByRole('dialog', { name: 'Delete your account?' });
  };

  it('explains what happens and asks for the password, then signs out and goes home', async () => {
    let attempts = 0;
    const { fetchImpl } = renderAccount('/account?tab=data', {
      'auth.deleteAccount': () =>
        ++attempts === 1
          ? refused('password', 'Current password is incorrect')
          : { data: { message: 'Your account and your personal data have been deleted.' } },
      'auth.logout': () => ({ error: { message: 'Please sign in to continue.', httpStatus: 401 } }),
    });
    const dialog = openDialog();
    expect(within(dialog).getByText(/Your reviews are removed/)).toBeTruthy();
    expect(within(dialog).getByText(/Your favourites are deleted and every device signed in to your account is signed out/)).toBeTruthy();
    expect(within(dialog).getByText(/without your name, e-mail or phone number/)).toBeTruthy();
    expect(within(dialog).getByText('Your e-mail address can be used to register again.')).toBeTruthy();
    expect(document.activeElement).toBe(input('Your password'));

    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    await waitFor(() => expect(fieldError('Your password')).toBe('Current password is required'));
    expect(callsTo(fetchImpl, 'auth.deleteAccount')).toEqual([]);

    type('Your password', 'wrong-password');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    await waitFor(() => expect(fieldError('Your password')).toBe('Current password is incorrect'));

    type('Your password', 'my-password');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeTruthy();
    expect(currentUrl()).toBe('/');
    expect(callsTo(fetchImpl, 'auth.deleteAccount')[1]).toEqual({ password: 'my-password' });
    await waitFor(() => expect(localStorage.getItem('userToken')).toBeNull());
    expect(localStorage.getItem('user')).toBeNull();
    expect(callsTo(fetchImpl, 'auth.logout')).toHaveLength(1);
    expect(toast.success).toHaveBeenCalledWith('Your account and your personal data have been deleted.');
  });

  it("shows an administrator the server's refusal", async () => {
    const refusal = 'An administrator account cannot delete itself. Please ask another administrator to remove it.';
    renderAccount('/account?tab=data', { 'auth.deleteAccount': () => ({ error: { message: refusal, httpStatus: 403 } }) });
    const dialog = openDialog();
    type('Your password', 'my-password');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(refusal);
    expect(fieldError('Your password')).toBeNull();
    expect(currentUrl()).toBe('/account?tab=data');
    expect(localStorage.getItem('userToken')).not.toBeNull();
  });
});
