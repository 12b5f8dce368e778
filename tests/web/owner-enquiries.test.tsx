import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ListingEnquiriesTab } from '../../web/src/features/owner/ListingEnquiriesTab.tsx';
import { LISTING, renderListingTab } from './support/owner-tab.tsx';
import { callsTo, type Handlers } from './support/trpc.tsx';

type Status = 'new' | 'replied' | 'closed';
type Lead = { id: string; name: string; email: string; phone: string | null; message: string; createdAt: string; status: Status };

const PRIYA: Lead = {
  id: 'e1',
  name: 'Priya Nair',
  email: 'priya@example.com',
  phone: '098450 12345',
  message: 'Do you cater for 50 people?\nIt is for a naming ceremony on Sunday.',
  createdAt: '2026-11-03T10:35:00.000Z',
  status: 'new',
};
const RAHUL: Lead = {
  id: 'e2',
  name: 'Rahul Shetty',
  email: 'rahul@example.com',
  phone: null,
  message: 'Are you open on Diwali?',
  createdAt: '2026-11-01T04:00:00.000Z',
  status: 'new',
};
const ANU: Lead = {
  id: 'e3',
  name: 'Anu Gowda',
  email: 'anu@example.com',
  phone: '+91 99000 11223',
  message: 'Thanks for the quick answer.',
  createdAt: '2026-10-20T04:00:00.000Z',
  status: 'replied',
};

/** The leads inbox as the server keeps it: one status per enquiry, newest first, 20 a page, counts of the whole inbox. */
function inboxServer(leads: Lead[]): Handlers {
  const inbox = leads.map((lead) => ({ ...lead }));
  return {
    'owner.enquiries': (input) => {
      const page = Number(input.page ?? 1);
      const status = input.status as Status | undefined;
      const rows = inbox.filter((lead) => !status || lead.status === status).sort((a, b) => b.createdAt.localeCompare(a.createdAt));
      const count = (name: Status) => inbox.filter((lead) => lead.status === name).length;
      return {
        data: {
          enquiries: rows.slice((page - 1) * 20, page * 20),
          pagination: { page, limit: 20, total: rows.length, totalPages: Math.ceil(rows.length / 20) },
          counts: { new: count('new'), replied: count('replied'), closed: count('closed') },
        },
      };
    },
    'owner.setEnquiryStatus': (input) => {
      const lead = inbox.find((entry) => entry.id === input.id);
      if (!lead) return { error: { message: 'Enquiry not found', httpStatus: 404 } };
      lead.status = input.status as Status;
      return { data: { ...lead } };
    },
  };
}

function renderInbox(leads: Lead[] = [PRIYA, RAHUL, ANU], extra: Handlers = {}) {
  return renderListingTab('enquiries', <ListingEnquiriesTab />, { ...inboxServer(leads), ...extra });
}

const lead = (name: string) => screen.getByRole('article', { name: `Enquiry from ${name}` });
const names = () => screen.queryAllByRole('article').map((article) => article.getAttribute('aria-label'));
const tab = (name: RegExp) => screen.getByRole('tab', { name });

/** Links open other programs: the test only looks at where they point. */
const stayHere = (event: Event) => event.preventDefault();

beforeEach(() => {
  vi.spyOn(toast, 'success');
  vi.spyOn(toast, 'error');
  document.addEventListener('click', stayHere);
});

afterEach(() => {
  document.removeEventListener('click', stayHere);
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('ListingEnquiriesTab', () => {
  it('opens on the new enquiries, newest first, with every tab’s count', async () => {
    const { fetchImpl } = renderInbox();
    await screen.findByRole('article', { name: 'Enquiry from Priya Nair' });
    expect(callsTo(fetchImpl, 'owner.enquiries')).toEqual([{ id: LISTING.id, page: 1, status: 'new' }]);
    expect(names()).toEqual(['Enquiry from Priya Nair', 'Enquiry from Rahul Shetty']);
    expect(tab(/^New/).getAttribute('aria-selected')).toBe('true');
    expect(screen.getAllByRole('tab').map((entry) => entry.textContent)).toEqual(['New2', 'Replied1', 'Closed0', 'All3']);
  });

  it('shows who wrote, when, what, and how to reach them', async () => {
    renderInbox();
    const priya = await screen.findByRole('article', { name: 'Enquiry from Priya Nair' });
    expect(within(priya).getByRole('heading', { name: 'Priya Nair' })).toBeTruthy();
    expect(within(priya).getByText('3 Nov 2026, 4:05 pm').getAttribute('datetime')).toBe(PRIYA.createdAt);
    expect(within(priya).getByText(/Do you cater for 50 people\?/)).toBeTruthy();
    // The number as every screen writes it, whatever way the enquirer typed it.
    expect(within(priya).getByRole('link', { name: '+91 98450 12345' }).getAttribute('href')).toBe('tel:09845012345');
    expect(within(priya).getByRole('link', { name: 'priya@example.com' }).getAttribute('href')).toBe('mailto:priya@example.com');
    expect(within(lead('Rahul Shetty')).getByText('No phone given')).toBeTruthy();
  });

  it('opens WhatsApp on the enquirer’s number with a greeting written, when they gave a phone', async () => {
    renderInbox();
    const whatsapp = within(await screen.findByRole('article', { name: 'Enquiry from Priya Nair' })).getByRole('link', {
      name: 'Reply on WhatsApp',
    });
    const url = new URL(whatsapp.getAttribute('href') ?? '');
    expect(`${url.origin}${url.pathname}`).toBe('https://wa.me/919845012345');
    expect(url.searchParams.get('text')).toBe(
      'Hello Priya Nair, thank you for your enquiry to Udupi Grand on CityPages.\n\n' +
        'About your message: "Do you cater for 50 people? It is for a naming ceremony on Sunday."\n\n',
    );
    expect(whatsapp.getAttribute('target')).toBe('_blank');
    expect(whatsapp.getAttribute('rel')).toBe('noopener noreferrer');
    expect(within(lead('Rahul Shetty')).queryByRole('link', { name: 'Reply on WhatsApp' })).toBeNull();
  });

  it('writes the e-mail reply with its subject and the enquiry quoted', async () => {
    renderInbox();
    const email = within(await screen.findByRole('article', { name: 'Enquiry from Priya Nair' })).getByRole('link', {
      name: 'Reply by e-mail',
    });
    const href = email.getAttribute('href') ?? '';
    expect(href.startsWith('mailto:priya@example.com?')).toBe(true);
    const query = new URLSearchParams(href.slice(href.indexOf('?') + 1));
    expect(query.get('subject')).toBe('Re: your enquiry to Udupi Grand');
    expect(query.get('body')).toBe(
      [
        'Hello Priya Nair,',
        '',
        'Thank you for your enquiry to Udupi Grand on CityPages.',
        '',
        '',
        '',
        'Udupi Grand',
        '',
        'On 3 Nov 2026, 4:05 pm, you wrote:',
        '> Do you cater for 50 people?',
        '> It is for a naming ceremony on Sunday.',
      ].join('\r\n'),
    );
  });

  it('moves an enquiry between tabs as its status changes', async () => {
    const { fetchImpl } = renderInbox();
    fireEvent.click(
      within(await screen.findByRole('article', { name: 'Enquiry from Priya Nair' })).getByRole('button', { name: 'Mark replied' }),
    );
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Marked as replied'));
    expect(callsTo(fetchImpl, 'owner.setEnquiryStatus')).toEqual([{ id: 'e1', status: 'replied' }]);
    await waitFor(() => expect(names()).toEqual(['Enquiry from Rahul Shetty']));
    expect(tab(/^New/).textContent).toBe('New1');
    expect(tab(/^Replied/).textContent).toBe('Replied2');

    fireEvent.click(tab(/^Replied/));
    await waitFor(() => expect(names()).toEqual(['Enquiry from Priya Nair', 'Enquiry from Anu Gowda']));
    expect(callsTo(fetchImpl, 'owner.enquiries').at(-1)).toEqual({ id: LISTING.id, page: 1, status: 'replied' });
    const priya = lead('Priya Nair');
    expect(within(priya).queryByRole('button', { name: 'Mark replied' })).toBeNull();
    fireEvent.click(within(priya).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(names()).toEqual(['Enquiry from Anu Gowda']));
    expect(toast.success).toHaveBeenCalledWith('Enquiry closed');

    fireEvent.click(tab(/^Closed/));
    fireEvent.click(
      within(await screen.findByRole('article', { name: 'Enquiry from Priya Nair' })).getByRole('button', { name: 'Reopen' }),
    );
    await waitFor(() => expect(screen.getByText('No closed enquiries')).toBeTruthy());
    expect(toast.success).toHaveBeenCalledWith('Enquiry moved back to New');

    fireEvent.click(tab(/^All/));
    await waitFor(() => expect(names()).toEqual(['Enquiry from Priya Nair', 'Enquiry from Rahul Shetty', 'Enquiry from Anu Gowda']));
    expect(callsTo(fetchImpl, 'owner.enquiries').at(-1)).toEqual({ id: LISTING.id, page: 1 });
  });

  it('marks a new enquiry replied when the owner opens a reply, and leaves others as they are', async () => {
    const { fetchImpl } = renderInbox();
    fireEvent.click(
      within(await screen.findByRole('article', { name: 'Enquiry from Priya Nair' })).getByRole('link', { name: 'Reply on WhatsApp' }),
    );
    await waitFor(() => expect(callsTo(fetchImpl, 'owner.setEnquiryStatus')).toEqual([{ id: 'e1', status: 'replied' }]));
    await waitFor(() => expect(names()).toEqual(['Enquiry from Rahul Shetty']));

    fireEvent.click(tab(/^Replied/));
    fireEvent.click(
      within(await screen.findByRole('article', { name: 'Enquiry from Anu Gowda' })).getByRole('link', { name: 'Reply by e-mail' }),
    );
    expect(callsTo(fetchImpl, 'owner.setEnquiryStatus')).toHaveLength(1);
  });

  it('moves between tabs with the arrow keys', async () => {
    renderInbox();
    await screen.findByRole('article', { name: 'Enquiry from Priya Nair' });
    fireEvent.keyDown(tab(/^New/), { key: 'ArrowLeft' });
    expect(tab(/^All/).getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(tab(/^All/));
  });

  it('pages through a long inbox', async () => {
    const many = Array.from({ length: 25 }, (_, n) => ({
      ...PRIYA,
      id: `m${n}`,
      name: `Visitor ${n + 1}`,
      createdAt: new Date(Date.UTC(2026, 10, 1) - n * 3_600_000).toISOString(),
    }));
    const { fetchImpl } = renderInbox(many);
    await screen.findByRole('article', { name: 'Enquiry from Visitor 1' });
    expect(names()).toHaveLength(20);
    fireEvent.click(screen.getByRole('button', { name: '2' }));
    await screen.findByRole('article', { name: 'Enquiry from Visitor 21' });
    expect(names()).toHaveLength(5);
    expect(callsTo(fetchImpl, 'owner.enquiries').at(-1)).toEqual({ id: LISTING.id, page: 2, status: 'new' });
  });

  it('says when a tab is empty', async () => {
    renderInbox([]);
    expect(await screen.findByText('No new enquiries')).toBeTruthy();
    expect(screen.getByText('Enquiries people send from your page arrive here, and by e-mail.')).toBeTruthy();
  });

  it('downloads the tab’s enquiries as CSV with the session, and shows a refusal', async () => {
    const fetchCsv = vi.fn<typeof fetch>(
      async () =>
        new Response('\uFEFFReceived,Name\r\n', {
          headers: { 'content-type': 'text/csv', 'content-disposition': 'attachment; filename="enquiries-udupi-grand-2026-12-01.csv"' },
        }),
    );
    vi.stubGlobal('fetch', fetchCsv);
    // jsdom has no object URLs; the file's bytes are not what this test is about.
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:csv'), revokeObjectURL: vi.fn() });
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });

    renderInbox();
    await screen.findByRole('article', { name: 'Enquiry from Priya Nair' });
    fireEvent.click(screen.getByRole('button', { name: 'Download CSV of new enquiries' }));
    await waitFor(() => expect(saved).toEqual(['enquiries-udupi-grand-2026-12-01.csv']));
    expect(fetchCsv).toHaveBeenCalledWith('/api/owner/businesses/b1/enquiries.csv?status=new', {
      headers: { authorization: 'Bearer tok-1' },
    });

    fireEvent.click(tab(/^All/));
    fetchCsv.mockResolvedValueOnce(
      new Response(JSON.stringify({ status: 'error', message: 'Too many requests. Please try again later.', errors: [] }), { status: 429 }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Download CSV of all enquiries' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Too many requests. Please try again later.'));
    expect(fetchCsv).toHaveBeenLastCalledWith('/api/owner/businesses/b1/enquiries.csv', { headers: { authorization: 'Bearer tok-1' } });
  });
});
