import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RequireUser } from '../../web/src/app/guards.tsx';
import { FavoritesPage } from '../../web/src/features/favorites/FavoritesPage.tsx';
import { AuthProvider } from '../../web/src/lib/auth.tsx';
import { callsTo, renderWithApp, trpcFetch, type Handlers } from './support/trpc.tsx';
import { deferred, SignInProbe, storeSession, USER } from './support/fixtures.tsx';

const FAVORITES = [
  {
    _id: 'b1',
    id: 'b1',
    name: 'Scissors by Harish',
    businessName: 'Scissors by Harish',
    image: 'https://media.example.com/scissors.jpg',
    category: 'Salons',
    rating: 4.25,
    reviewCount: 12,
    address: '5th Cross, Vidyaranyapura, Bengaluru',
    phone: '+91 99462 23764',
    isListed: true,
  },
  {
    _id: 'b2',
    id: 'b2',
    name: 'Green Cross Pharmacy',
    businessName: 'Green Cross Pharmacy',
    image: null,
    category: 'Pharmacies',
    rating: 0,
    reviewCount: 0,
    isListed: true,
  },
];

/** The screen under its layout route, as the app's router places it. */
function renderFavorites(handlers: Handlers) {
  const fetchImpl = trpcFetch({ 'auth.me': () => ({ data: USER }), ...handlers });
  const view = renderWithApp(
    <AuthProvider>
      <Routes>
        <Route element={<RequireUser />}>
          <Route path="/favorites" element={<FavoritesPage />} />
        </Route>
        <Route path="/signin" element={<SignInProbe />} />
      </Routes>
    </AuthProvider>,
    { path: '/favorites', fetch: fetchImpl, queryDefaults: { queries: { retry: false } } },
  );
  return { fetchImpl, ...view };
}

const cardOf = (name: string) => screen.getByRole('article', { name });

beforeEach(() => {
  vi.spyOn(toast, 'success');
  vi.spyOn(toast, 'error');
});

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('FavoritesPage signed out', () => {
  it('redirects to sign in, remembering /favorites', () => {
    const { fetchImpl } = renderFavorites({});
    expect(screen.getByText('Sign-in page, back to /favorites')).toBeTruthy();
    expect(fetchImpl).not.toHaveBeenCalled();
  });
});

describe('FavoritesPage signed in', () => {
  beforeEach(() => {
    storeSession('token-1');
  });

  it('shows the heading and 6 placeholder cards while the list loads', async () => {
    const answer = deferred();
    const { container } = renderFavorites({ 'favorites.list': () => answer.promise });
    expect(screen.getByRole('heading', { level: 1, name: 'My Favourites' })).toBeTruthy();
    expect(screen.getByText("Businesses you've saved for easy access")).toBeTruthy();
    expect(screen.getByRole('status', { name: 'Loading' })).toBeTruthy();
    expect(container.querySelectorAll('.animate-pulse')).toHaveLength(6);
    expect(document.title).toBe('My Favourites | CityPages');

    answer.release({ data: FAVORITES });
    await screen.findByRole('article', { name: 'Scissors by Harish' });
    expect(screen.queryByRole('status', { name: 'Loading' })).toBeNull();
  });

  it('says there are none yet and links to explore', async () => {
    renderFavorites({ 'favorites.list': () => ({ data: [] }) });
    expect(await screen.findByText('No favourites yet')).toBeTruthy();
    expect(screen.getByText('Start exploring businesses and add them to your favourites by clicking the heart icon.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Explore Businesses' }).getAttribute('href')).toBe('/');
  });

  it('shows each favourite with its photo, category, name, rating, address and actions', async () => {
    renderFavorites({ 'favorites.list': () => ({ data: FAVORITES }) });
    const full = await screen.findByRole('article', { name: 'Scissors by Harish' });
    expect(within(full).getByRole('heading', { name: 'Scissors by Harish' })).toBeTruthy();
    expect(within(full).getByText('Salons')).toBeTruthy();
    expect(within(full).getByRole('img', { name: '4.3 out of 5, 12 reviews' })).toBeTruthy();
    expect(within(full).getByText('4.3')).toBeTruthy();
    expect(within(full).getByText('(12 reviews)')).toBeTruthy();
    expect(within(full).getByText('5th Cross, Vidyaranyapura, Bengaluru')).toBeTruthy();
    expect(within(full).getByRole('link', { name: 'View Details' }).getAttribute('href')).toBe('/business/b1');
    expect(within(full).getByRole('link', { name: 'Call Scissors by Harish' }).getAttribute('href')).toBe('tel:+919946223764');
    expect(within(full).getByRole('button', { name: 'Remove Scissors by Harish from favourites' })).toBeTruthy();
    expect(full.querySelector('img')?.getAttribute('src')).toBe('https://media.example.com/scissors.jpg');

    const bare = cardOf('Green Cross Pharmacy');
    // Without a photo, the business's own drawn cover, not a stock picture.
    expect(bare.querySelector('img[width="600"]')).toBeNull();
    expect(within(bare).getByTestId('business-cover').textContent).toBe('GC');
    expect(within(bare).getByText('No reviews yet')).toBeTruthy();
    expect(within(bare).queryByRole('link', { name: /^Call/ })).toBeNull();
    expect(within(bare).getByRole('link', { name: 'View Details' }).getAttribute('href')).toBe('/business/b2');
  });

  it("shows the business's cover when its photo fails to load", async () => {
    renderFavorites({ 'favorites.list': () => ({ data: FAVORITES }) });
    const card = await screen.findByRole('article', { name: 'Scissors by Harish' });
    fireEvent.error(card.querySelector('img[width="600"]') as HTMLImageElement);
    expect(within(card).getByTestId('business-cover').textContent).toBe('SB');
  });

  it('disables the heart with a spinner while removing, then drops the card with a toast', async () => {
    const answer = deferred();
    const { fetchImpl } = renderFavorites({ 'favorites.list': () => ({ data: FAVORITES }), 'favorites.remove': () => answer.promise });
    const remove = within(await screen.findByRole('article', { name: 'Scissors by Harish' })).getByRole('button', {
      name: 'Remove Scissors by Harish from favourites',
    });
    fireEvent.click(remove);
    await waitFor(() => expect((remove as HTMLButtonElement).disabled).toBe(true));
    expect(within(remove).getByTestId('removing-spinner')).toBeTruthy();
    expect((within(cardOf('Green Cross Pharmacy')).getByRole('button', { name: /^Remove/ }) as HTMLButtonElement).disabled).toBe(false);
    expect(callsTo(fetchImpl, 'favorites.remove')).toEqual([{ id: 'b1' }]);

    answer.release({ data: null });
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Scissors by Harish' })).toBeNull());
    expect(toast.success).toHaveBeenCalledWith('Removed from favourites');
    expect(cardOf('Green Cross Pharmacy')).toBeTruthy();
  });

  it('keeps the card and says so when removing fails', async () => {
    renderFavorites({
      'favorites.list': () => ({ data: FAVORITES }),
      'favorites.remove': () => ({ error: { message: 'Internal server error', httpStatus: 500 } }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Scissors by Harish from favourites' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Failed to remove from favourites'));
    const remove = within(cardOf('Scissors by Harish')).getByRole('button', {
      name: 'Remove Scissors by Harish from favourites',
    }) as HTMLButtonElement;
    await waitFor(() => expect(remove.disabled).toBe(false));
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('lists a favourite whose business is no longer listed with the note and only the way to remove it', async () => {
    const hidden = { _id: 'b3', id: 'b3', name: 'Closed Corner Cafe', businessName: 'Closed Corner Cafe', image: null, category: 'Cafes' };
    const { fetchImpl } = renderFavorites({
      'favorites.list': () => ({ data: [...FAVORITES, { ...hidden, rating: 0, reviewCount: 0, isListed: false }] }),
      'favorites.remove': () => ({ data: null }),
    });
    const card = await screen.findByRole('article', { name: 'Closed Corner Cafe' });
    expect(within(card).getByRole('heading', { name: 'Closed Corner Cafe' })).toBeTruthy();
    expect(within(card).getByText('Cafes')).toBeTruthy();
    expect(within(card).getByText('No longer listed.')).toBeTruthy();
    expect(within(card).queryAllByRole('link')).toEqual([]);
    expect(within(card).queryByRole('img')).toBeNull();
    expect(
      within(card)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual(['Remove Closed Corner Cafe from favourites']);
    expect(within(cardOf('Scissors by Harish')).queryByText('No longer listed.')).toBeNull();

    fireEvent.click(within(card).getByRole('button', { name: 'Remove Closed Corner Cafe from favourites' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Closed Corner Cafe' })).toBeNull());
    expect(callsTo(fetchImpl, 'favorites.remove')).toEqual([{ id: 'b3' }]);
    expect(toast.success).toHaveBeenCalledWith('Removed from favourites');
  });

  it("toasts 'Failed to load favourites' when the list cannot be loaded", async () => {
    renderFavorites({ 'favorites.list': () => ({ error: { message: 'Internal server error', httpStatus: 500 } }) });
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Failed to load favourites'));
    expect(screen.getByRole('alert').textContent).toContain('Failed to load favourites');
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeTruthy();
  });
});
