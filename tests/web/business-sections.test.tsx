import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { BusinessHours, ContactSection } from '../../web/src/features/business/ContactSection.tsx';
import { mapUrl } from '../../web/src/features/business/contact-links.ts';
import { DEMO_BUSINESS } from '../../web/src/features/business/demo-business.ts';
import { ReviewSummary } from '../../web/src/features/business/ReviewsSection.tsx';
import { downloadQrCard, ShareDialog } from '../../web/src/features/business/ShareDialog.tsx';

const qr = vi.hoisted(() => ({ toDataURL: vi.fn(async () => 'data:image/png;base64,UVI=') }));
vi.mock('qrcode', () => ({ default: qr }));

const HOURS = {
  monday: '10:00 AM - 8:30 PM',
  tuesday: '',
  wednesday: '10:00 AM - 8:30 PM',
  thursday: '9:00 AM - 1:00 PM, 5:00 PM - 9:00 PM',
  friday: '10:00 AM - 8:30 PM',
  saturday: '9:00 AM - 1:00 PM',
  sunday: '',
};

describe('business hours', () => {
  it("lists the week from Monday, '' as Closed, and highlights today in Bengaluru's time zone", () => {
    // 20:00 UTC on Monday 23 Nov 2026 is already Tuesday 01:30 in Asia/Kolkata.
    render(<BusinessHours hours={HOURS} openNow={false} now={new Date('2026-11-23T20:00:00Z')} />);
    const rows = screen.getAllByRole('row');
    expect(rows.map((row) => row.querySelector('th')?.textContent?.replace('Today', ''))).toEqual([
      'monday',
      'tuesday',
      'wednesday',
      'thursday',
      'friday',
      'saturday',
      'sunday',
    ]);
    const today = rows.filter((row) => row.getAttribute('aria-current') === 'date');
    expect(today).toHaveLength(1);
    expect(within(today[0] as HTMLElement).getByText('Today')).toBeTruthy();
    expect(today[0]?.textContent).toContain('tuesday');
    expect(today[0]?.textContent).toContain('Closed');
    expect(rows[5]?.textContent).toContain('9:00 AM - 1:00 PM');
    expect([...(rows[3]?.querySelectorAll('td span') ?? [])].map((shift) => shift.textContent)).toEqual([
      '9:00 AM - 1:00 PM',
      '5:00 PM - 9:00 PM',
    ]);
    expect(screen.getByText('Closed', { selector: 'span.rounded-full' })).toBeTruthy();
  });

  it("shows the API's open state and 'Hours not available' without hours", () => {
    const { rerender } = render(<BusinessHours hours={HOURS} openNow now={new Date('2026-11-23T06:00:00Z')} />);
    expect(screen.getByText('Open Now')).toBeTruthy();
    expect(screen.getAllByRole('row').find((row) => row.getAttribute('aria-current') === 'date')?.textContent).toContain('monday');
    rerender(<BusinessHours hours={{}} openNow={false} />);
    expect(screen.getByText('Hours not available')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says when the owner last confirmed the hours, in the city’s calendar, and nothing when they never have', () => {
    const { rerender } = render(<BusinessHours hours={HOURS} openNow={false} confirmedAt="2026-11-23T20:00:00.000Z" />);
    expect(screen.getByText('Hours confirmed on 24 Nov 2026')).toBeTruthy();
    rerender(<BusinessHours hours={HOURS} openNow={false} confirmedAt={null} />);
    expect(screen.queryByText(/Hours confirmed/)).toBeNull();
  });
});

describe('contact information', () => {
  it('links phone, e-mail, the website with https:// and the social profiles that exist', () => {
    render(
      <ContactSection
        business={{
          ...DEMO_BUSINESS,
          phone: '+91 99462 23764',
          email: 'hello@example.in',
          website: 'www.example.in',
          socialMedia: { facebook: 'https://facebook.com/example', instagram: 'instagram.com/example', youtubeVideoLink1: 'dQw4w9WgXcQ' },
        }}
      />,
    );
    expect(screen.getByRole('link', { name: '+91 99462 23764' }).getAttribute('href')).toBe('tel:+919946223764');
    expect(screen.getByRole('link', { name: 'hello@example.in' }).getAttribute('href')).toBe('mailto:hello@example.in');
    expect(screen.getByRole('link', { name: /www\.example\.in/ }).getAttribute('href')).toBe('https://www.example.in');
    expect(screen.getByRole('link', { name: /Instagram/ }).getAttribute('href')).toBe('https://instagram.com/example');
    expect(screen.getByRole('link', { name: /Facebook/ })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /LinkedIn|TikTok|YouTube/ })).toBeNull();
  });

  it('maps with the given link, else with the coordinates', () => {
    expect(mapUrl({ googleMapsUrl: 'https://maps.app.goo.gl/x', location: DEMO_BUSINESS.location, address: 'a' })).toBe(
      'https://maps.app.goo.gl/x',
    );
    expect(mapUrl({ googleMapsUrl: null, location: { ...DEMO_BUSINESS.location, latitude: 12.97, longitude: 77.6 }, address: 'a' })).toBe(
      'https://www.google.com/maps/search/?api=1&query=12.97,77.6',
    );
  });
});

describe('review summary', () => {
  it('shows the average to one decimal and a bar per star from 5 to 1, sized by share', () => {
    render(<ReviewSummary statistics={{ averageRating: 4.25, totalReviews: 8, ratingDistribution: { 1: 0, 2: 1, 3: 1, 4: 2, 5: 4 } }} />);
    expect(screen.getByTestId('average-rating').textContent).toBe('4.3');
    expect(screen.getByText('Based on 8 reviews')).toBeTruthy();
    const bars = screen.getAllByRole('meter');
    expect(bars.map((bar) => bar.getAttribute('aria-label'))).toEqual(['5 stars', '4 stars', '3 stars', '2 stars', '1 star']);
    expect(bars.map((bar) => bar.getAttribute('aria-valuenow'))).toEqual(['4', '2', '1', '1', '0']);
    expect(bars.map((bar) => (bar.firstElementChild as HTMLElement).style.width)).toEqual(['50%', '25%', '12.5%', '12.5%', '0%']);
  });

  it("says 'No reviews yet' rather than inventing a rating", () => {
    render(<ReviewSummary statistics={{ averageRating: 0, totalReviews: 0, ratingDistribution: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 } }} />);
    expect(screen.getByText('No reviews yet')).toBeTruthy();
    expect(screen.queryByRole('meter')).toBeNull();
  });
});

function ShareHarness({ url }: { url: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Share
      </button>
      {open && <ShareDialog businessName="Scissors by Harish" url={url} onClose={() => setOpen(false)} />}
    </>
  );
}

describe('share dialog', () => {
  const url = 'https://citypages.in/business/biz1';
  let writeText: ReturnType<typeof vi.fn>;

  beforeEach(() => {
    writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    qr.toDataURL.mockClear();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('shows a QR code of the page address made in the browser at 300 px with margin 2', async () => {
    render(<ShareHarness url={url} />);
    fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    const dialog = screen.getByRole('dialog', { name: 'Share Scissors by Harish' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    const image = await within(dialog).findByRole('img', { name: 'QR code for the Scissors by Harish page' });
    expect(image.getAttribute('src')).toBe('data:image/png;base64,UVI=');
    expect(qr.toDataURL).toHaveBeenCalledWith(url, { width: 300, margin: 2 });
    expect((within(dialog).getByLabelText('Page link') as HTMLInputElement).value).toBe(url);
  });

  it("copies the link and says 'Link copied to clipboard!'", async () => {
    const success = vi.spyOn(toast, 'success');
    render(<ShareHarness url={url} />);
    fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Link copied to clipboard!'));
    expect(writeText).toHaveBeenCalledWith(url);
  });

  it('keeps focus inside, closes on Escape and gives focus back to the Share button', async () => {
    render(<ShareHarness url={url} />);
    const opener = screen.getByRole('button', { name: 'Share' });
    opener.focus();
    fireEvent.click(opener);
    const dialog = screen.getByRole('dialog');
    await within(dialog).findByRole('img');
    const close = within(dialog).getByRole('button', { name: 'Close' });
    expect(document.activeElement).toBe(close);

    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
    const download = within(dialog).getByRole('button', { name: 'Download' });
    expect(document.activeElement).toBe(download);
    fireEvent.keyDown(download, { key: 'Tab' });
    expect(document.activeElement).toBe(close);

    fireEvent.keyDown(close, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it("offers the device's share sheet where there is one", async () => {
    const share = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    render(<ShareHarness url={url} />);
    fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    fireEvent.click(screen.getByRole('button', { name: 'Share via…' }));
    await waitFor(() => expect(share).toHaveBeenCalledWith(expect.objectContaining({ url, title: 'Scissors by Harish' })));
    Reflect.deleteProperty(navigator, 'share');
  });
});

describe('downloaded QR card', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('is a PNG with 40 px padding around the 300 px QR, the business name and the short domain', async () => {
    const drawn: unknown[][] = [];
    const texts: string[] = [];
    const context = {
      font: '',
      fillStyle: '',
      textAlign: '',
      textBaseline: '',
      measureText: (text: string) => ({ width: text.length * 10 }),
      fillRect: vi.fn(),
      drawImage: (...args: unknown[]) => drawn.push(args.slice(1)),
      fillText: (text: string) => texts.push(text),
    };
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(context as unknown as CanvasRenderingContext2D);
    let canvasSize: [number, number] = [0, 0];
    vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation(function (
      this: HTMLCanvasElement,
      done: BlobCallback,
      type?: string,
    ) {
      canvasSize = [this.width, this.height];
      done(new Blob(['png'], { type }));
    });
    vi.stubGlobal(
      'Image',
      class {
        onload: (() => void) | null = null;
        set src(_value: string) {
          queueMicrotask(() => this.onload?.());
        }
      },
    );
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:card'), revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.download).toBe('scissors-by-harish-qr-code.png');
      expect(this.href).toBe('blob:card');
    });

    await act(() => downloadQrCard('data:image/png;base64,UVI=', 'Scissors by Harish'));

    expect(drawn).toEqual([[40, 40, 300, 300]]);
    expect(texts).toEqual(['Scissors by Harish', 'citypages.in']);
    expect(canvasSize[0]).toBe(380);
    expect(click).toHaveBeenCalledTimes(1);
  });
});
