import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Language } from '@contracts/languages.ts';
import { loadCatalogue } from '../../web/src/i18n/catalogues.ts';
import { LanguageProvider } from '../../web/src/i18n/language.tsx';
import { BusinessPage } from '../../web/src/features/business/BusinessPage.tsx';
import { AuthProvider } from '../../web/src/lib/auth.tsx';
import { DEMO_BUSINESS } from '../../web/src/features/business/demo-business.ts';
import { rememberPosition } from '../../web/src/lib/visitor-position.ts';
import type { BusinessDetail, ReviewList } from '../../web/src/lib/types.ts';
import { callsTo, renderWithApp, trpcFetch, type Answer, type Handlers } from './support/trpc.tsx';
import { SignInProbe } from './support/fixtures.tsx';

const BUSINESS: BusinessDetail = {
  ...DEMO_BUSINESS,
  _id: 'biz1',
  name: 'Scissors by Harish',
  businessName: 'Scissors by Harish',
  category: 'Salons',
  categorySlug: 'salons',
  location: { ...DEMO_BUSINESS.location, locality: 'Vidyaranyapura' },
  phone: '+91 99462 23764',
  views: 2430,
  enquiries: 4,
};

function reviewPage(page: number, totalPages: number): ReviewList {
  const reviews = Array.from({ length: page < totalPages ? 5 : 2 }, (_, n) => ({
    _id: `r${page}-${n}`,
    id: `r${page}-${n}`,
    rating: 5,
    title: `Review ${page}-${n}`,
    content: 'Great service.',
    user: { name: `Reviewer ${page}-${n}`, avatar: null },
    createdAt: '2026-11-22T10:00:00.000Z',
    date: '2026-11-22T10:00:00.000Z',
    isVerified: page === 1 && n === 0,
    images: [],
    helpfulCount: 2,
    isMine: false,
    foundHelpful: false,
    businessResponse:
      page === 1 && n === 1
        ? { content: 'Thanks for visiting!', respondedAt: '2026-11-23T00:00:00.000Z', respondedBy: 'Scissors by Harish' }
        : null,
  }));
  return {
    reviews,
    statistics: { averageRating: 4.33, totalReviews: (totalPages - 1) * 5 + 2, ratingDistribution: { 1: 0, 2: 1, 3: 1, 4: 2, 5: 3 } },
    pagination: { page, limit: 5, total: (totalPages - 1) * 5 + 2, totalPages },
    myReview: null,
  };
}

const okHandlers = (overrides: Handlers = {}): Handlers => ({
  'business.byId': () => ({ data: BUSINESS }),
  'reviews.byBusiness': (input) => ({ data: reviewPage(Number(input.page ?? 1), 2) }),
  ...overrides,
});

const renderPage = (fetchImpl: typeof fetch, path = '/business/biz1') =>
  renderWithApp(
    {
      '/business/:id?': (
        <AuthProvider>
          <BusinessPage />
        </AuthProvider>
      ),
      '/signin': <SignInProbe />,
    },
    { path, fetch: fetchImpl },
  );

/** Moves the fake clock and lets the responses and renders it releases settle. */
const tick = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('BusinessPage loading and the retry rule', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('retries a server error 3 times, 1 s × the attempt apart, then shows the server message', async () => {
    const fetchImpl = trpcFetch(okHandlers({ 'business.byId': () => ({ error: { message: 'Internal server error', httpStatus: 500 } }) }));
    renderPage(fetchImpl);
    expect(screen.getByRole('status').textContent).toContain('Loading business details...');
    await tick(1);
    expect(callsTo(fetchImpl, 'business.byId')).toHaveLength(1);

    await tick(990);
    expect(callsTo(fetchImpl, 'business.byId')).toHaveLength(1);
    await tick(20);
    expect(callsTo(fetchImpl, 'business.byId')).toHaveLength(2);
    await tick(1980);
    expect(callsTo(fetchImpl, 'business.byId')).toHaveLength(2);
    await tick(20);
    expect(callsTo(fetchImpl, 'business.byId')).toHaveLength(3);
    expect(screen.queryByRole('alert')).toBeNull();
    await tick(2980);
    expect(callsTo(fetchImpl, 'business.byId')).toHaveLength(3);
    await tick(20);
    expect(callsTo(fetchImpl, 'business.byId')).toHaveLength(4);

    const alert = screen.getByRole('alert');
    expect(within(alert).getByText('Business not found')).toBeTruthy();
    expect(within(alert).getByText('Server error. Please try again in a few moments.')).toBeTruthy();
    await tick(10_000);
    expect(callsTo(fetchImpl, 'business.byId')).toHaveLength(4);
    expect(document.title).toBe('Business not found | CityPages');
  });

  it('does not retry a 404 and says the listing may have been removed', async () => {
    const fetchImpl = trpcFetch(okHandlers({ 'business.byId': () => ({ error: { message: 'Business not found', httpStatus: 404 } }) }));
    renderPage(fetchImpl);
    await tick(1);
    const alert = screen.getByRole('alert');
    expect(within(alert).getByText('Business not found. This listing may have been removed or the link is incorrect.')).toBeTruthy();
    expect(within(alert).queryByRole('button', { name: 'Try Again' })).toBeNull();
    await tick(10_000);
    expect(callsTo(fetchImpl, 'business.byId')).toHaveLength(1);
  });

  it('reports a network failure after the retries and loads again on Try Again', async () => {
    let online = false;
    const handlers = okHandlers();
    const fetchImpl = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
      if (!online) throw new TypeError('Failed to fetch');
      return trpcFetch(handlers)(url, init);
    });
    renderPage(fetchImpl);
    await tick(6100);
    const alert = screen.getByRole('alert');
    expect(within(alert).getByText('Network connection error. Please check your internet connection and try again.')).toBeTruthy();

    online = true;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    await tick(1);
    expect(screen.getByRole('heading', { level: 1, name: /Scissors by Harish/ })).toBeTruthy();
  });

  it('shows the generic message for other failures, without retrying', async () => {
    const fetchImpl = trpcFetch(okHandlers({ 'business.byId': () => ({ error: { message: 'Bad id', httpStatus: 400 } }) }));
    renderPage(fetchImpl);
    await tick(1);
    expect(screen.getByText('Failed to load business data.')).toBeTruthy();
    expect(callsTo(fetchImpl, 'business.byId')).toHaveLength(1);
  });
});

describe('BusinessPage profile', () => {
  it('shows the title block, sets the document title and counts from the API', async () => {
    renderPage(trpcFetch(okHandlers()));
    const heading = await screen.findByRole('heading', { level: 1, name: /Scissors by Harish/ });
    expect(within(heading).getByText('Verified')).toBeTruthy();
    expect(document.title).toBe('Scissors by Harish – Salons in Vidyaranyapura | CityPages');
    expect(screen.getByTestId('views-count').textContent).toContain('2,430 views');
    expect(screen.getByTestId('enquiries-count').textContent).toContain('4 enquiries');
    expect(screen.getByText('Price: Moderate')).toBeTruthy();
  });

  it('puts Call, WhatsApp, Directions and Share in one bar, and says until when it is open', async () => {
    renderPage(
      trpcFetch(
        okHandlers({
          'business.byId': () => ({
            data: {
              ...BUSINESS,
              whatsapp: '+919946223764',
              openNow: true,
              openingStatus: 'Closes 9:00 PM',
              opening: { state: 'closes', minute: 1260 },
            },
          }),
        }),
      ),
    );
    const bar = await screen.findByRole('navigation', { name: 'Contact Scissors by Harish' });
    expect(within(bar).getByRole('link', { name: 'Call +91 99462 23764' }).getAttribute('href')).toBe('tel:+919946223764');
    const whatsapp = within(bar).getByRole('link', { name: 'WhatsApp (opens in a new tab)' });
    expect(whatsapp.getAttribute('href')).toBe(
      `https://wa.me/919946223764?text=${encodeURIComponent('Hello Scissors by Harish, I found you on CityPages.')}`,
    );
    expect(within(bar).getByRole('link', { name: 'Directions (opens in a new tab)' }).getAttribute('href')).toMatch(
      /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=/,
    );
    expect(within(bar).getByRole('button', { name: 'Share' })).toBeTruthy();
    expect(screen.getByTestId('opening-line').textContent).toBe('Open NowCloses 9:00 PM');
  });

  it('says how far it is from where the visitor asked to be located in this tab, and nothing without it', async () => {
    const business = { ...BUSINESS, location: { ...BUSINESS.location, latitude: 12.9716, longitude: 77.5946 } };
    const view = renderPage(trpcFetch(okHandlers({ 'business.byId': () => ({ data: business }) })));
    await screen.findByRole('heading', { level: 1, name: /Scissors by Harish/ });
    expect(screen.queryByText(/km away/)).toBeNull();
    view.unmount();

    // 'Near me' on the search page from Jayanagar 4th Block, about 5 km south of the business.
    act(() => rememberPosition({ lat: 12.9279, lng: 77.5826 }));
    renderPage(trpcFetch(okHandlers({ 'business.byId': () => ({ data: business }) })));
    await screen.findByRole('heading', { level: 1, name: /Scissors by Harish/ });
    expect(screen.getByText('· 5 km away')).toBeTruthy();
    sessionStorage.clear();
  });

  it("says Share is working while the dialog's code loads, then opens the dialog", async () => {
    renderPage(trpcFetch(okHandlers()));
    const bar = await screen.findByRole('navigation', { name: 'Contact Scissors by Harish' });
    const share = within(bar).getByRole('button', { name: 'Share' });
    expect(share.getAttribute('aria-busy')).toBeNull();
    fireEvent.click(share);
    expect(share.getAttribute('aria-busy')).toBe('true');
    await screen.findByRole('dialog', { name: 'Share Scissors by Harish' });
    expect(share.getAttribute('aria-busy')).toBeNull();
    expect(share.hasAttribute('data-held')).toBe(false);
  });

  it('never links a phone to WhatsApp: without a WhatsApp number the bar offers the enquiry form', async () => {
    renderPage(trpcFetch(okHandlers({ 'business.byId': () => ({ data: { ...BUSINESS, phone: '+918022857014', whatsapp: null } }) })));
    const bar = await screen.findByRole('navigation', { name: 'Contact Scissors by Harish' });
    expect(within(bar).getByRole('link', { name: 'Call +91 80228 57014' })).toBeTruthy();
    expect(document.querySelector('a[href*="wa.me"]')).toBeNull();
    expect(within(bar).getByRole('link', { name: 'Enquire' }).getAttribute('href')).toBe('#enquiry');
  });

  it('jumps to a section from the section bar and moves focus there', async () => {
    const scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    renderPage(trpcFetch(okHandlers()));
    const bar = await screen.findByRole('navigation', { name: 'Sections' });
    expect(
      within(bar)
        .getAllByRole('button')
        .map((tab) => tab.textContent),
    ).toEqual(['About', 'Amenities', 'Contact', 'Reviews', 'Enquiry']);
    fireEvent.click(within(bar).getByRole('button', { name: 'Contact' }));
    const contact = screen.getByRole('region', { name: 'Contact Information' });
    expect(scrollIntoView.mock.contexts[0]).toBe(contact);
    expect(document.activeElement).toBe(contact);
    expect(within(bar).getByRole('button', { name: 'Contact' }).getAttribute('aria-current')).toBe('location');
    Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
  });

  it('summarises the reviews and loads 5 more at a time', async () => {
    const fetchImpl = trpcFetch(okHandlers());
    renderPage(fetchImpl);
    expect(await screen.findByTestId('average-rating')).toHaveProperty('textContent', '4.3');
    expect(screen.getByText('Based on 7 reviews')).toBeTruthy();
    expect(screen.getAllByRole('article', { name: /^Review by/ })).toHaveLength(5);
    const first = screen.getByRole('article', { name: 'Review by Reviewer 1-0' });
    expect(within(first).getByText('Verified')).toBeTruthy();
    expect(within(first).getByText('2 people found this helpful')).toBeTruthy();
    expect(within(screen.getByRole('article', { name: 'Review by Reviewer 1-1' })).getByText('Thanks for visiting!')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Load more reviews' }));
    await waitFor(() => expect(screen.getAllByRole('article', { name: /^Review by/ })).toHaveLength(7));
    expect(screen.queryByRole('button', { name: 'Load more reviews' })).toBeNull();
    const pageTwo = fetchImpl.mock.calls.map(([url]) => decodeURIComponent(String(url))).find((url) => url.includes('"page":2'));
    expect(pageTwo).toContain('"limit":5');
  });

  it("says what a review's Verified badge means, to pointers, screen readers and everyone", async () => {
    renderPage(trpcFetch(okHandlers()));
    const meaning = 'Verified: contacted this business through CityPages before reviewing';
    const first = await screen.findByRole('article', { name: 'Review by Reviewer 1-0' });
    const badge = within(first).getByText('Verified').parentElement as HTMLElement;
    expect(badge.getAttribute('title')).toBe(meaning);
    expect(within(badge).getByText(meaning).className).toContain('sr-only');
    const legend = screen.getAllByText(meaning).filter((element) => !first.contains(element));
    expect(legend).toHaveLength(1);
    expect(within(screen.getByRole('article', { name: 'Review by Reviewer 1-1' })).queryByText('Verified')).toBeNull();
  });

  it("sends a signed-out visitor from 'Write a Review' to sign in, with the way back", async () => {
    renderPage(trpcFetch(okHandlers()));
    fireEvent.click(await screen.findByRole('button', { name: 'Write a Review' }));
    expect(screen.getByText('Sign-in page, back to /business/biz1')).toBeTruthy();
  });

  it('favourite also leads to sign in', async () => {
    renderPage(trpcFetch(okHandlers()));
    fireEvent.click(await screen.findByRole('button', { name: 'Add to favourites' }));
    expect(screen.getByText('Sign-in page, back to /business/biz1')).toBeTruthy();
  });

  it('shows the labelled sample profile at /business without calling the API', async () => {
    const fetchImpl = trpcFetch({});
    renderPage(fetchImpl, '/business');
    // The sample and its data load apart from a listing's page.
    expect((await screen.findByRole('note')).textContent).toContain('Sample profile.');
    expect(screen.getByRole('heading', { level: 1, name: /Green Cross Pharmacy/ })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send Enquiry' }));
    fireEvent.change(screen.getByLabelText('Your Name'), { target: { value: 'Asha' } });
    fireEvent.change(screen.getByLabelText('Email Address'), { target: { value: 'asha@example.com' } });
    fireEvent.change(screen.getByLabelText('Message'), { target: { value: 'Hello' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send Enquiry' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Business information not available');
    expect(fetchImpl).not.toHaveBeenCalled();
  });
});

describe('BusinessPage enquiry', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  async function fillEnquiry() {
    fireEvent.change(await screen.findByLabelText('Your Name'), { target: { value: 'Asha Rao' } });
    fireEvent.change(screen.getByLabelText('Email Address'), { target: { value: 'Asha@Example.com' } });
    fireEvent.change(screen.getByLabelText('Phone Number (optional)'), { target: { value: '98450 12345' } });
    fireEvent.change(screen.getByLabelText('Message'), { target: { value: 'Do you take appointments on Sunday?' } });
  }

  it('validates with the shared messages and clears a field error when that field is edited', async () => {
    const fetchImpl = trpcFetch(okHandlers());
    renderPage(fetchImpl);
    fireEvent.click(await screen.findByRole('button', { name: 'Send Enquiry' }));
    // The rules load on the first send.
    expect(await screen.findByText('Name is required')).toBeTruthy();
    expect(screen.getByText('Email is required')).toBeTruthy();
    expect(screen.getByText('Message is required')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Your Name'));

    fireEvent.change(screen.getByLabelText('Email Address'), { target: { value: 'not-an-email' } });
    expect(screen.queryByText('Email is required')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Send Enquiry' }));
    expect(await screen.findByText('Please enter a valid email')).toBeTruthy();
    expect(screen.getByLabelText('Email Address').getAttribute('aria-invalid')).toBe('true');
    expect(callsTo(fetchImpl, 'business.enquire')).toHaveLength(0);
  });

  it('confirms in view with focus, empties the form, and opens WhatsApp only from the visitor’s own tap', async () => {
    const whatsappUrl = 'https://wa.me/919946223764?text=Hello';
    const sent: Record<string, unknown>[] = [];
    const fetchImpl = trpcFetch(
      okHandlers({
        'business.byId': () => ({ data: { ...BUSINESS, whatsapp: '+919946223764' } }),
        'business.enquire': (input) => {
          sent.push(input);
          return {
            data: { enquiryId: 'e1', businessName: 'Scissors by Harish', businessPhone: '+91 99462 23764', enquiries: 5, whatsappUrl },
          };
        },
      }),
    );
    const open = vi.spyOn(window, 'open');
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    renderPage(fetchImpl);
    expect(await screen.findByText(/Your enquiry continues as a WhatsApp chat\./)).toBeTruthy();
    await fillEnquiry();
    fireEvent.click(screen.getByRole('button', { name: 'Send Enquiry' }));

    const confirmation = await screen.findByRole('status', { name: 'Message Sent!' });
    expect(sent[0]).toEqual({
      id: 'biz1',
      enquiry: { name: 'Asha Rao', email: 'asha@example.com', phone: '98450 12345', message: 'Do you take appointments on Sunday?' },
    });
    expect(document.activeElement).toBe(confirmation);
    expect(scrolled.mock.contexts).toContain(confirmation);
    expect(screen.getByTestId('enquiries-count').textContent).toContain('5 enquiries');
    // Nothing opens by itself, however long the visitor reads.
    await act(() => new Promise((resolve) => setTimeout(resolve, 2100)));
    expect(open).not.toHaveBeenCalled();
    const chat = within(confirmation).getByRole('link', { name: 'Continue on WhatsApp (opens in a new tab)' });
    expect(chat.getAttribute('href')).toBe(whatsappUrl);
    expect(chat.getAttribute('target')).toBe('_blank');

    fireEvent.click(within(confirmation).getByRole('button', { name: 'Send another enquiry' }));
    expect((screen.getByLabelText('Your Name') as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('Message') as HTMLTextAreaElement).value).toBe('');
    Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
  });

  it('stays an enquiry for a listing without a WhatsApp number, and says how the business will answer', async () => {
    renderPage(
      trpcFetch(
        okHandlers({
          'business.enquire': () => ({
            data: { enquiryId: 'e1', businessName: 'x', businessPhone: 'y', enquiries: 5, whatsappUrl: null },
          }),
        }),
      ),
    );
    expect(await screen.findByText(/They will answer by e-mail or phone\./)).toBeTruthy();
    await fillEnquiry();
    fireEvent.click(screen.getByRole('button', { name: 'Send Enquiry' }));
    const confirmation = await screen.findByRole('status', { name: 'Message Sent!' });
    expect(within(confirmation).getByText('They will answer by e-mail or phone.')).toBeTruthy();
    expect(within(confirmation).queryByRole('link')).toBeNull();
  });

  it("shows the server's message for a rate limit and its own text for a server failure", async () => {
    let reply: Answer = { error: { message: 'Too many enquiries. Please try again later.', httpStatus: 429 } };
    renderPage(trpcFetch(okHandlers({ 'business.enquire': () => reply })));
    await fillEnquiry();
    fireEvent.click(screen.getByRole('button', { name: 'Send Enquiry' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Too many enquiries. Please try again later.');

    reply = { error: { message: 'Internal server error', httpStatus: 500 } };
    fireEvent.click(screen.getByRole('button', { name: 'Send Enquiry' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Failed to send enquiry. Please try again.'));
    expect(screen.getByTestId('enquiries-count').textContent).toContain('4 enquiries');
  });
});

describe('the opening line on a Kannada or Hindi page', () => {
  beforeAll(async () => {
    await Promise.all(
      (['kn', 'hi'] as const).flatMap((language) => [loadCatalogue(language, 'shell'), loadCatalogue(language, 'business')]),
    );
  });

  const renderIn = (language: Language, opening: BusinessDetail['opening']) =>
    renderWithApp(
      {
        '/business/:id?': (
          <LanguageProvider language={language}>
            <AuthProvider>
              <BusinessPage />
            </AuthProvider>
          </LanguageProvider>
        ),
      },
      {
        path: '/business/biz1',
        fetch: trpcFetch(okHandlers({ 'business.byId': () => ({ data: { ...BUSINESS, openNow: false, opening } }) })),
      },
    );

  it.each([
    ['kn', { state: 'opens', minute: 600, inDays: 1, dayOfWeek: 2 }, 'ತೆರೆಯುವ ಸಮಯ ನಾಳೆ 10:00 AM'],
    ['kn', { state: 'opens', minute: 570, inDays: 3, dayOfWeek: 1 }, 'ತೆರೆಯುವ ಸಮಯ ಸೋಮವಾರ 9:30 AM'],
    ['hi', { state: 'closes', minute: 1260 }, '9:00 PM पर बंद होगा'],
    ['hi', { state: 'open24' }, '24 घंटे खुला'],
  ] as const)('%s: says %j in the page’s language, never the API’s English', async (language, opening, line) => {
    renderIn(language, opening);
    await waitFor(() => expect(screen.getByTestId('opening-line').textContent).toContain(line));
    expect(screen.getByTestId('opening-line').textContent).not.toMatch(/Opens|Closes|hours/);
  });
});
