import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FavoriteToggle } from '../../web/src/components/FavoriteToggle.tsx';
import { FavoriteBusinessGrid } from '../../web/src/components/FavoriteBusinessGrid.tsx';
import { AuthProvider } from '../../web/src/lib/auth.tsx';
import type { BusinessCardData } from '../../web/src/lib/types.ts';
import { callsTo, renderWithApp, trpcFetch, type Handlers } from './support/trpc.tsx';
import { deferred, SignInProbe, storeSession, USER } from './support/fixtures.tsx';

/** An answer the test releases when it wants, to look at the in-between state. */
const renderToggle = (handlers: Handlers, element = <FavoriteToggle businessId="biz1" name="Scissors by Harish" />) => {
  const fetchImpl = trpcFetch({ 'auth.me': () => ({ data: USER }), ...handlers });
  renderWithApp(
    { '/search': <AuthProvider>{element}</AuthProvider>, '/signin': <SignInProbe /> },
    { path: '/search?query=salon', fetch: fetchImpl },
  );
  return fetchImpl;
};

const heart = () => screen.getByRole('button', { name: /Scissors by Harish/ });

beforeEach(() => {
  vi.spyOn(toast, 'success');
  vi.spyOn(toast, 'error');
});

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('FavoriteToggle, signed out', () => {
  it('sends the visitor to sign in with the way back, and never asks the server', () => {
    const fetchImpl = renderToggle({});
    expect(heart().getAttribute('aria-pressed')).toBe('false');
    expect(heart().getAttribute('aria-label')).toBe('Add Scissors by Harish to favourites');
    fireEvent.click(heart());
    expect(screen.getByText('Sign-in page, back to /search?query=salon')).toBeTruthy();
    expect(fetchImpl).not.toHaveBeenCalled();
  });
});

describe('FavoriteToggle, signed in', () => {
  beforeEach(() => storeSession('token-1'));

  it('shows the saved state from favorites.check', async () => {
    const fetchImpl = renderToggle({ 'favorites.check': () => ({ data: true }) });
    await waitFor(() => expect(heart().getAttribute('aria-pressed')).toBe('true'));
    expect(heart().getAttribute('aria-label')).toBe('Remove Scissors by Harish from favourites');
    expect(callsTo(fetchImpl, 'favorites.check')).toEqual([{ id: 'biz1' }]);
  });

  it('turns on at once, before the server answers, and confirms with a toast', async () => {
    const answer = deferred();
    const fetchImpl = renderToggle({ 'favorites.check': () => ({ data: false }), 'favorites.add': () => answer.promise });
    await waitFor(() => expect(callsTo(fetchImpl, 'favorites.check')).toHaveLength(1));
    fireEvent.click(heart());
    await waitFor(() => expect(heart().getAttribute('aria-pressed')).toBe('true'));
    expect(toast.success).not.toHaveBeenCalled();

    answer.release({ data: null });
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Added to favourites'));
    expect(callsTo(fetchImpl, 'favorites.add')).toEqual([{ id: 'biz1' }]);
    expect(heart().getAttribute('aria-pressed')).toBe('true');
  });

  it("removes a favourite and says 'Removed from favourites'", async () => {
    const fetchImpl = renderToggle({ 'favorites.check': () => ({ data: true }), 'favorites.remove': () => ({ data: null }) });
    await waitFor(() => expect(heart().getAttribute('aria-pressed')).toBe('true'));
    fireEvent.click(heart());
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Removed from favourites'));
    expect(heart().getAttribute('aria-pressed')).toBe('false');
    expect(callsTo(fetchImpl, 'favorites.remove')).toEqual([{ id: 'biz1' }]);
  });

  it("puts the old state back and shows the server's message when the change fails", async () => {
    const answer = deferred();
    const fetchImpl = renderToggle({ 'favorites.check': () => ({ data: false }), 'favorites.add': () => answer.promise });
    await waitFor(() => expect(callsTo(fetchImpl, 'favorites.check')).toHaveLength(1));
    fireEvent.click(heart());
    await waitFor(() => expect(heart().getAttribute('aria-pressed')).toBe('true'));
    answer.release({ error: { message: 'Business not found', httpStatus: 404 } });
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Business not found'));
    expect(heart().getAttribute('aria-pressed')).toBe('false');
    expect(toast.success).not.toHaveBeenCalled();
  });

  it("says 'Failed to update favourites' when the server could not be reached", async () => {
    const handlers: Handlers = { 'auth.me': () => ({ data: USER }), 'favorites.check': () => ({ data: true }) };
    const answering = trpcFetch(handlers);
    const fetchImpl = vi.fn<typeof fetch>((url, init) =>
      String(url).includes('favorites.remove') ? Promise.reject(new TypeError('Failed to fetch')) : answering(url, init),
    );
    renderWithApp(
      <AuthProvider>
        <FavoriteToggle businessId="biz1" name="Scissors by Harish" />
      </AuthProvider>,
      { path: '/', fetch: fetchImpl },
    );
    await waitFor(() => expect(heart().getAttribute('aria-pressed')).toBe('true'));
    fireEvent.click(heart());
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Failed to update favourites'));
    expect(heart().getAttribute('aria-pressed')).toBe('true');
  });

  it('the labelled variant names itself by its visible text', async () => {
    renderToggle(
      { 'favorites.check': () => ({ data: true }) },
      <FavoriteToggle businessId="biz1" name="Scissors by Harish" variant="labelled" />,
    );
    const button = await screen.findByRole('button', { name: 'Remove from favourites' });
    expect(button.getAttribute('aria-pressed')).toBe('true');
  });
});

function card(id: string, name: string): BusinessCardData {
  return {
    _id: id,
    name,
    businessName: name,
    category: 'Salons',
    rating: { average: 4.5, count: 3 },
    address: 'Vidyaranyapura, Bengaluru',
    phone: null,
    priceRange: 2,
    isFeatured: false,
    openNow: true,
    images: [],
    services: [],
    features: [],
  } as unknown as BusinessCardData;
}

describe('result and listing cards', () => {
  beforeEach(() => storeSession('token-1'));

  it('carry a favourite toggle per card (search results, the listing), checked for that business', async () => {
    const Grid = FavoriteBusinessGrid;
    const fetchImpl = renderToggle(
      { 'favorites.check': (input) => ({ data: input.id === 'b2' }) },
      <Grid businesses={[card('b1', 'Dosa Corner'), card('b2', 'Green Cross Pharmacy')]} layout="grid" />,
    );
    const [first, second] = screen.getAllByRole('article');
    await waitFor(() =>
      expect(
        within(second as HTMLElement)
          .getByRole('button', { name: 'Remove Green Cross Pharmacy from favourites' })
          .getAttribute('aria-pressed'),
      ).toBe('true'),
    );
    expect(
      within(first as HTMLElement)
        .getByRole('button', { name: 'Add Dosa Corner to favourites' })
        .getAttribute('aria-pressed'),
    ).toBe('false');
    expect(
      callsTo(fetchImpl, 'favorites.check')
        .map((input) => input.id)
        .sort(),
    ).toEqual(['b1', 'b2']);
  });
});
