import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import productDoc from '../../docs/product.md?raw';
import { ANALYTICS_RULES } from '../../worker/contracts/analytics.ts';
import { BusinessPage } from '../../web/src/features/business/BusinessPage.tsx';
import { ContactSection } from '../../web/src/features/business/ContactSection.tsx';
import { DEMO_BUSINESS } from '../../web/src/features/business/demo-business.ts';
import { countTaps, trackEvent } from '../../web/src/features/business/track-event.ts';
import { AuthProvider } from '../../web/src/lib/auth.tsx';
import type { BusinessDetail, ReviewList } from '../../web/src/lib/types.ts';
import { storeSession } from './support/fixtures.tsx';
import { renderWithApp, trpcFetch, type Handlers } from './support/trpc.tsx';

/** The profile's Call, WhatsApp, Directions and Website taps, reported to the server (docs/product.md §3.23 Analytics). */

const BUSINESS: BusinessDetail = {
  ...DEMO_BUSINESS,
  _id: 'biz1',
  name: 'Scissors by Harish',
  businessName: 'Scissors by Harish',
  phone: '+91 99462 23764',
  website: 'www.scissors.example.in',
};

const NO_REVIEWS: ReviewList = {
  reviews: [],
  statistics: { averageRating: 0, totalReviews: 0, ratingDistribution: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 } },
  pagination: { page: 1, limit: 5, total: 0, totalPages: 0 },
  myReview: null,
};

const handlers = (overrides: Handlers = {}): Handlers => ({
  'business.byId': () => ({ data: BUSINESS }),
  'reviews.byBusiness': () => ({ data: NO_REVIEWS }),
  ...overrides,
});

/** The app's own calls go through tRPC's fetch; the events go through the browser's, which this stands in for. */
let beacon: Mock<typeof fetch>;
/** jsdom cannot follow tel: and map links; the app's handlers still see the click. Buttons keep their default. */
const stayOnPage = (event: Event) => {
  if (event.target instanceof Element && event.target.closest('a')) event.preventDefault();
};

/** The page's entry (web/src/boot.ts) counts the taps, before and after the app has loaded. */
let stopCounting = () => undefined as void;

beforeEach(() => {
  beacon = vi.fn<typeof fetch>(async () => new Response(null, { status: 204 }));
  vi.stubGlobal('fetch', beacon);
  document.addEventListener('click', stayOnPage);
  stopCounting = countTaps(document);
});

afterEach(() => {
  stopCounting();
  document.removeEventListener('click', stayOnPage);
  vi.unstubAllGlobals();
  vi.useRealTimers();
  vi.restoreAllMocks();
  localStorage.clear();
});

const sentEvents = () =>
  beacon.mock.calls.map(([url, init]) => ({ url: String(url), type: (JSON.parse(String(init?.body)) as { type: string }).type }));

const renderPage = (path = '/business/biz1', overrides: Handlers = {}) =>
  renderWithApp(
    {
      '/business/:id?': (
        <AuthProvider>
          <BusinessPage />
        </AuthProvider>
      ),
    },
    { path, fetch: trpcFetch(handlers(overrides)) },
  );

describe('the contact links', () => {
  it('send one POST for a Call tap, to the listing’s events, with the kind in a JSON body, kept alive past the page', () => {
    render(<ContactSection business={BUSINESS} businessId="biz1" />);
    fireEvent.click(screen.getByRole('link', { name: '+91 99462 23764' }));
    expect(beacon).toHaveBeenCalledTimes(1);
    expect(beacon).toHaveBeenCalledWith('/api/business/public/biz1/events', {
      method: 'POST',
      keepalive: true,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'call' }),
    });
  });

  it('report Directions and Website taps by their own kinds', () => {
    render(<ContactSection business={BUSINESS} businessId="biz1" />);
    fireEvent.click(screen.getByRole('link', { name: /View on map/ }));
    fireEvent.click(screen.getByRole('link', { name: /scissors\.example\.in/ }));
    expect(sentEvents()).toEqual([
      { url: '/api/business/public/biz1/events', type: 'directions' },
      { url: '/api/business/public/biz1/events', type: 'website' },
    ]);
  });

  it('carry the signed-in person’s token, so the owner’s own taps are not counted', () => {
    storeSession('tok-owner');
    render(<ContactSection business={BUSINESS} businessId="biz1" />);
    fireEvent.click(screen.getByRole('link', { name: '+91 99462 23764' }));
    expect(beacon.mock.calls[0]?.[1]?.headers).toEqual({ 'content-type': 'application/json', authorization: 'Bearer tok-owner' });
  });

  it('send nothing without a listing to count for', () => {
    render(<ContactSection business={BUSINESS} />);
    fireEvent.click(screen.getByRole('link', { name: '+91 99462 23764' }));
    fireEvent.click(screen.getByRole('link', { name: /View on map/ }));
    expect(beacon).not.toHaveBeenCalled();
  });
});

describe('the sender', () => {
  it('never throws nor rejects, whatever the network or the browser does', async () => {
    beacon.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    expect(() => trackEvent('biz1', 'call')).not.toThrow();
    beacon.mockImplementationOnce(() => {
      throw new TypeError('keepalive is not supported');
    });
    expect(() => trackEvent('biz1', 'website')).not.toThrow();
    // A rejection nobody handled would fail this run.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(beacon).toHaveBeenCalledTimes(2);
  });
});

describe('the business page', () => {
  it('reports a Call tap on a real listing, and nothing on the sample profile', async () => {
    const { unmount } = renderPage();
    fireEvent.click(await screen.findByRole('link', { name: '+91 99462 23764' }));
    expect(sentEvents()).toEqual([{ url: '/api/business/public/biz1/events', type: 'call' }]);
    unmount();

    beacon.mockClear();
    renderPage('/business');
    expect((await screen.findByRole('note')).textContent).toContain('Sample profile.');
    for (const link of screen.getAllByRole('link', { name: /View on map|^\+91/ })) fireEvent.click(link);
    expect(beacon).not.toHaveBeenCalled();
  });

  it("reports the action bar's Call, WhatsApp and Directions taps by their kinds", async () => {
    renderPage('/business/biz1', { 'business.byId': () => ({ data: { ...BUSINESS, whatsapp: '+919946223764' } }) });
    const bar = await screen.findByRole('navigation', { name: 'Contact Scissors by Harish' });
    for (const name of ['Call +91 99462 23764', 'WhatsApp (opens in a new tab)', 'Directions (opens in a new tab)'])
      fireEvent.click(within(bar).getByRole('link', { name }));
    expect(sentEvents().map((event) => event.type)).toEqual(['call', 'whatsapp', 'directions']);
  });

  it('counts the chat after an enquiry when the visitor taps Continue on WhatsApp, and opens nothing by itself', async () => {
    const open = vi.spyOn(window, 'open');
    renderPage('/business/biz1', {
      'business.byId': () => ({ data: { ...BUSINESS, whatsapp: '+919946223764' } }),
      'business.enquire': () => ({
        data: {
          enquiryId: 'e1',
          businessName: BUSINESS.name,
          businessPhone: BUSINESS.phone,
          enquiries: 1,
          whatsappUrl: 'https://wa.me/919946223764?text=Hello',
        },
      }),
    });
    fireEvent.change(await screen.findByLabelText('Your Name'), { target: { value: 'Asha Rao' } });
    fireEvent.change(screen.getByLabelText('Email Address'), { target: { value: 'asha@example.com' } });
    fireEvent.change(screen.getByLabelText('Message'), { target: { value: 'Do you take appointments on Sunday?' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send Enquiry' }));
    await screen.findByText('Message Sent!');
    expect(beacon).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('link', { name: 'Continue on WhatsApp (opens in a new tab)' }));
    expect(sentEvents()).toEqual([{ url: '/api/business/public/biz1/events', type: 'whatsapp' }]);
    expect(open).not.toHaveBeenCalled();
  });
});

describe('the counting rules the portal shows under its chart', () => {
  it('are the ones docs/product.md §3.23 states, word for word', () => {
    const doc = productDoc.replace(/\s+/g, ' ');
    for (const rule of ANALYTICS_RULES) expect(doc).toContain(`- ${rule} `);
  });
});
