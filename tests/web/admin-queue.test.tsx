import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { describe, expect, it, vi } from 'vitest';
import { DECISION_MESSAGES } from '../../worker/contracts/admin-decisions.ts';
import type { EditQueueItem } from '../../worker/contracts/admin-queue.ts';
import {
  adminSectionTests,
  ago,
  ALL_ITEMS,
  card,
  CLAIM_ITEM,
  CONTACT_ITEM,
  DAY,
  EDIT_ITEM,
  LISTING_ITEM,
  liveQueue,
  PHOTO_ITEM,
  renderAdmin,
  REPORT_ITEM,
  SECOND_LISTING,
} from './support/admin.tsx';
import { refused } from './support/account.tsx';
import { callsTo, currentUrl, type Answer, type Handlers, type Input } from './support/trpc.tsx';

const tab = (name: RegExp) => screen.getByRole('tab', { name });

/** The queue with every kind of item; each decision procedure takes its item out of the queue and answers `answer`. */
function renderQueue(path = '/admin', handlers: Handlers = {}) {
  const queue = liveQueue();
  const deciding =
    (answer: Answer = { data: {} }) =>
    (input: Input) => {
      if ('data' in answer) queue.decide(String(input.id));
      return answer;
    };
  const view = renderAdmin(path, {
    'admin.queue': queue.handler,
    'admin.approveListing': deciding(),
    'admin.rejectListing': deciding(),
    'admin.approveEdits': deciding(),
    'admin.approveClaim': deciding(),
    'admin.approvePhoto': deciding(),
    'admin.approvePhotos': (input: Input) => {
      const ids = input.ids as string[];
      ids.forEach((id) => queue.decide(id));
      return { data: { approved: ids, refused: [] } };
    },
    'admin.restoreReview': deciding({ data: { message: 'Review kept. Its reports are resolved.' } }),
    'admin.setContactMessageStatus': deciding({ data: { message: 'Message marked read' } }),
    ...handlers,
  });
  return { ...view, queue };
}

adminSectionTests(() => import('../../web/src/features/admin/QueueSection.tsx'));

describe('Admin queue', () => {
  it('lists what waits, oldest first, with its age, and counts per kind on the filters', async () => {
    const { fetchImpl } = renderQueue();
    expect(await screen.findByRole('heading', { name: 'Queue' })).toBeTruthy();
    await screen.findByRole('article', { name: REPORT_ITEM.summary });
    expect(callsTo(fetchImpl, 'admin.queue')).toEqual([{ page: 1 }]);
    expect(document.title).toBe('Queue · Admin | CityPages');
    expect(screen.getByRole('link', { name: 'Queue' }).getAttribute('aria-current')).toBe('page');

    const summaries = within(screen.getByRole('list', { name: 'Waiting items, oldest first' }))
      .getAllByRole('article')
      .map((article) => within(article).getByRole('heading').textContent);
    expect(summaries).toEqual(ALL_ITEMS.map((entry) => entry.summary));

    expect(within(card(LISTING_ITEM.summary)).getByText('Waiting 3 days')).toBeTruthy();
    expect(within(card(EDIT_ITEM.summary)).getByText('Waiting 5 hours')).toBeTruthy();
    expect(within(card(PHOTO_ITEM.summary)).getByText('Waiting under an hour')).toBeTruthy();
    expect(within(card(LISTING_ITEM.summary)).getByText('New listing')).toBeTruthy();

    expect(tab(/^All/).textContent).toBe('All7');
    expect(tab(/^Listings/).textContent).toBe('Listings2');
    expect(tab(/^Reports/).textContent).toBe('Reports1');
    expect(tab(/^All/).getAttribute('aria-selected')).toBe('true');
  });

  it('filters by kind from the tabs, by click or arrow keys, keeping the filter in the address', async () => {
    const { fetchImpl } = renderQueue();
    await screen.findByRole('article', { name: REPORT_ITEM.summary });

    fireEvent.click(tab(/^Photos/));
    expect(await screen.findByRole('article', { name: PHOTO_ITEM.summary })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('article', { name: REPORT_ITEM.summary })).toBeNull());
    expect(currentUrl()).toBe('/admin?type=photo');
    expect(callsTo(fetchImpl, 'admin.queue')).toContainEqual({ type: 'photo', page: 1 });
    expect(tab(/^Photos/).getAttribute('aria-selected')).toBe('true');

    fireEvent.keyDown(tab(/^Photos/), { key: 'ArrowRight' });
    expect(await screen.findByRole('article', { name: REPORT_ITEM.summary })).toBeTruthy();
    expect(currentUrl()).toBe('/admin?type=report');
    expect(document.activeElement).toBe(tab(/^Reports/));

    fireEvent.keyDown(tab(/^Reports/), { key: 'Home' });
    await waitFor(() => expect(currentUrl()).toBe('/admin'));
  });

  it('says a long wait in months, and past a year from when, not as a count of days', async () => {
    const sinceJuly = { ...SECOND_LISTING, createdAt: ago(75 * DAY) };
    const longAgo = '2023-11-12T06:30:00.000Z';
    const sinceLastYear = { ...LISTING_ITEM, createdAt: longAgo };
    renderAdmin('/admin', { 'admin.queue': liveQueue([sinceLastYear, sinceJuly]).handler });
    const old = await screen.findByRole('article', { name: LISTING_ITEM.summary });
    const age = within(old).getByText('Waiting since 12 Nov 2023');
    expect(age.getAttribute('datetime')).toBe(longAgo);
    expect(within(card(SECOND_LISTING.summary)).getByText('Waiting 2 months')).toBeTruthy();
    expect(screen.queryByText(/\d{3,} days/)).toBeNull();
  });

  it('says so when nothing of a kind waits', async () => {
    renderAdmin('/admin?type=claim', { 'admin.queue': liveQueue([LISTING_ITEM]).handler });
    expect(await screen.findByText('No claims waiting')).toBeTruthy();
  });

  it('shows what each kind of item is about', async () => {
    renderQueue();
    const edit = await screen.findByRole('article', { name: EDIT_ITEM.summary });
    expect(within(edit).getByText('Business name')).toBeTruthy();
    expect(within(edit).getByText('Udupi Grand', { selector: 'del' })).toBeTruthy();
    expect(within(edit).getByText('Udupi Grand Veg', { selector: 'ins' })).toBeTruthy();
    expect(within(edit).getByText('nothing', { selector: 'del' })).toBeTruthy();
    expect(within(edit).getByText('+91 80234 56789', { selector: 'ins' })).toBeTruthy();

    const report = card(REPORT_ITEM.summary);
    expect(within(report).getByText('3 reports')).toBeTruthy();
    // 'Spam' and 'spam ' are one reason, given twice.
    const reasons = within(report)
      .getAllByRole('listitem')
      .map((entry) => entry.textContent);
    expect(reasons).toEqual(['‘Spam’ ×2 · Asha Rao, Meera Iyer', '‘Not about this business’ · Kiran']);
    expect(within(report).getByText(REPORT_ITEM.review.content)).toBeTruthy();

    const claim = card(CLAIM_ITEM.summary);
    expect(within(claim).getByText('GST number')).toBeTruthy();
    expect(within(claim).getByText('29ABCDE1234F1Z5')).toBeTruthy();
    expect(within(claim).getByText('Nobody')).toBeTruthy();

    const photo = card(PHOTO_ITEM.summary);
    expect((within(photo).getByRole('img', { name: 'The shop front' }) as HTMLImageElement).src).toBe(PHOTO_ITEM.url);

    const listing = card(LISTING_ITEM.summary);
    expect(within(listing).getByText('32, Gandhi Bazaar Main Road, Basavanagudi, 560004')).toBeTruthy();
    expect(
      within(listing)
        .getByRole('link', { name: /Open in the owner portal/ })
        .getAttribute('href'),
    ).toBe('/owner/businesses/b-new');
  });

  it("shows a listing's name in Kannada and Hindi, and an edit of them, each in its language", async () => {
    const names: EditQueueItem = {
      ...EDIT_ITEM,
      summary: 'Udupi Grand: new Kannada name and Hindi name',
      changes: [
        { field: 'nameKn', oldValue: 'ಉಡುಪಿ ಗ್ರ್ಯಾಂಡ್', newValue: 'ಉಡುಪಿ ಗ್ರ್ಯಾಂಡ್ ವೆಜ್', requestedAt: '2026-11-22T05:00:00.000Z' },
        { field: 'nameHi', oldValue: 'उडुपी ग्रैंड', newValue: null, requestedAt: '2026-11-22T05:00:00.000Z' },
      ],
    };
    renderAdmin('/admin', { 'admin.queue': liveQueue([LISTING_ITEM, names]).handler });
    const listing = await screen.findByRole('article', { name: LISTING_ITEM.summary });
    const value = (label: string) => within(listing).getByText(label, { selector: 'dt' }).nextElementSibling;
    expect(value('Name in Kannada')?.textContent).toBe('ವಿದ್ಯಾರ್ಥಿ ಭವನ');
    expect(value('Name in Kannada')?.querySelector('[lang="kn"]')).toBeTruthy();
    // A listing without a Hindi name does not say so.
    expect(within(listing).queryByText('Name in Hindi')).toBeNull();

    const edit = card(names.summary);
    expect(within(edit).getByText('Name in Kannada')).toBeTruthy();
    expect(within(edit).getByText('ಉಡುಪಿ ಗ್ರ್ಯಾಂಡ್ ವೆಜ್', { selector: 'ins' }).getAttribute('lang')).toBe('kn');
    expect(within(edit).getByText('उडुपी ग्रैंड', { selector: 'del' }).getAttribute('lang')).toBe('hi');
    // Emptying a name is asked for as 'nothing', in English.
    const removed = within(edit).getByText('nothing', { selector: 'ins' });
    expect(removed.getAttribute('lang')).toBeNull();
  });

  it("writes a listing's phone and WhatsApp numbers as the site does everywhere", async () => {
    const withWhatsapp = { ...LISTING_ITEM, listing: { ...LISTING_ITEM.listing, phone: '08026677588', whatsapp: '+919845012345' } };
    renderAdmin('/admin', { 'admin.queue': liveQueue([withWhatsapp]).handler });
    const listing = await screen.findByRole('article', { name: LISTING_ITEM.summary });
    const value = (label: string) => within(listing).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(value('Phone')).toBe('+91 80266 77588');
    expect(value('WhatsApp')).toBe('+91 98450 12345');
  });

  it("shows a claim's document, read with the admin's token", async () => {
    const documentFetch = vi.fn<typeof fetch>(async () => new Response(new Blob(['jpeg']), { status: 200 }));
    vi.stubGlobal('fetch', documentFetch);
    // jsdom has no object URLs: a URL class that makes them stands in for the browser's.
    vi.stubGlobal(
      'URL',
      class extends URL {
        static override createObjectURL = vi.fn(() => 'blob:document-1');
        static override revokeObjectURL = vi.fn();
      },
    );
    renderQueue();
    const claim = await screen.findByRole('article', { name: CLAIM_ITEM.summary });
    fireEvent.click(within(claim).getByRole('button', { name: 'View document' }));
    const image = (await within(claim).findByRole('img', { name: 'Document Meera Iyer sent for MTR' })) as HTMLImageElement;
    expect(image.src).toBe('blob:document-1');
    expect(documentFetch).toHaveBeenCalledWith('/api/admin/claims/claim-1/document', { headers: { authorization: 'Bearer tok-1' } });
  });

  it("shows the server's refusal to show a document", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async () => Response.json({ status: 'error', message: 'Document not found', errors: [] }, { status: 404 })),
    );
    renderQueue();
    const claim = await screen.findByRole('article', { name: CLAIM_ITEM.summary });
    fireEvent.click(within(claim).getByRole('button', { name: 'View document' }));
    expect((await within(claim).findByRole('alert')).textContent).toBe('Document not found');
  });

  it('approves each kind with its own procedure and input, and the item leaves the queue', async () => {
    const { fetchImpl } = renderQueue();
    const decide = async (summary: string, button: string) => {
      fireEvent.click(within(await screen.findByRole('article', { name: summary })).getByRole('button', { name: button }));
      await waitFor(() => expect(screen.queryByRole('article', { name: summary })).toBeNull());
    };

    await decide(LISTING_ITEM.summary, 'Approve');
    expect(callsTo(fetchImpl, 'admin.approveListing')).toEqual([{ id: 'b-new', updatedAt: LISTING_ITEM.updatedAt }]);
    expect(toast.success).toHaveBeenCalledWith(DECISION_MESSAGES.approveListing);
    // Announced to screen readers as well as shown.
    expect(screen.getAllByRole('status').map((region) => region.textContent)).toContain(DECISION_MESSAGES.approveListing);

    await decide(EDIT_ITEM.summary, 'Approve edits');
    expect(callsTo(fetchImpl, 'admin.approveEdits')).toEqual([{ id: 'b-udupi', updatedAt: EDIT_ITEM.updatedAt }]);

    await decide(CLAIM_ITEM.summary, 'Approve claim');
    expect(callsTo(fetchImpl, 'admin.approveClaim')).toEqual([{ id: 'claim-1' }]);

    await decide(PHOTO_ITEM.summary, 'Approve photo');
    expect(callsTo(fetchImpl, 'admin.approvePhoto')).toEqual([{ id: 'media-1' }]);

    await decide(REPORT_ITEM.summary, 'Keep review');
    expect(callsTo(fetchImpl, 'admin.restoreReview')).toEqual([{ id: 'review-9' }]);
    expect(toast.success).toHaveBeenCalledWith('Review kept. Its reports are resolved.');

    await decide(CONTACT_ITEM.summary, 'Mark read');
    expect(callsTo(fetchImpl, 'admin.setContactMessageStatus')).toEqual([{ id: 'msg-1', status: 'read' }]);

    // The queue is read again after each decision, and its counts follow.
    await waitFor(() => expect(tab(/^All/).textContent).toBe('All1'));
    expect(tab(/^Listings/).textContent).toBe('Listings1');
    expect(screen.getByRole('article', { name: SECOND_LISTING.summary })).toBeTruthy();
  });

  it('rejects only with a reason: checked before sending, then sent with it', async () => {
    const { fetchImpl } = renderQueue();
    const opener = within(await screen.findByRole('article', { name: LISTING_ITEM.summary })).getByRole('button', { name: 'Reject' });
    opener.focus();
    fireEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Reject Vidyarthi Bhavan?' });
    const box = within(dialog).getByLabelText(/Reason/);
    expect(document.activeElement).toBe(box);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject listing' }));
    expect(within(dialog).getByText('Reason must be at least 3 characters')).toBeTruthy();
    expect(box.getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(box, { target: { value: '  ok ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject listing' }));
    expect(within(dialog).getByText('Reason must be at least 3 characters')).toBeTruthy();

    fireEvent.change(box, { target: { value: 'x'.repeat(501) } });
    expect(within(dialog).getByText('501 / 500 characters')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject listing' }));
    expect(within(dialog).getByText('Reason must be at most 500 characters')).toBeTruthy();
    expect(callsTo(fetchImpl, 'admin.rejectListing')).toEqual([]);

    fireEvent.change(box, { target: { value: '  The address is not in Bengaluru.  ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject listing' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo(fetchImpl, 'admin.rejectListing')).toEqual([{ id: 'b-new', reason: 'The address is not in Bengaluru.' }]);
    expect(toast.success).toHaveBeenCalledWith(DECISION_MESSAGES.rejectListing);
    await waitFor(() => expect(screen.queryByRole('article', { name: LISTING_ITEM.summary })).toBeNull());
    // The button that opened the dialog is gone with its item: focus goes to the queue's heading.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Queue' })));
  });

  it('sends the other reasoned decisions to their own procedures', async () => {
    const { fetchImpl } = renderQueue('/admin', {
      'admin.rejectEdits': () => ({ data: {} }),
      'admin.rejectClaim': () => ({ data: {} }),
      'admin.removePhoto': () => ({ data: {} }),
      'admin.hideReview': () => ({ data: { message: 'Review hidden. Its author has been told why.' } }),
    });
    const decide = async (summary: string, button: string, title: string, confirm: string) => {
      fireEvent.click(within(await screen.findByRole('article', { name: summary })).getByRole('button', { name: button }));
      const dialog = screen.getByRole('dialog', { name: title });
      fireEvent.change(within(dialog).getByLabelText(/Reason/), { target: { value: 'Against the rules' } });
      fireEvent.click(within(dialog).getByRole('button', { name: confirm }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    };
    await decide(EDIT_ITEM.summary, 'Reject edits', 'Reject the edits of Udupi Grand?', 'Reject edits');
    await decide(CLAIM_ITEM.summary, 'Reject claim', "Reject Meera Iyer's claim?", 'Reject claim');
    await decide(PHOTO_ITEM.summary, 'Remove photo', 'Remove this photo?', 'Remove photo');
    await decide(REPORT_ITEM.summary, 'Hide review', 'Hide this review?', 'Hide review');
    expect(callsTo(fetchImpl, 'admin.rejectEdits')).toEqual([{ id: 'b-udupi', reason: 'Against the rules' }]);
    expect(callsTo(fetchImpl, 'admin.rejectClaim')).toEqual([{ id: 'claim-1', reason: 'Against the rules' }]);
    expect(callsTo(fetchImpl, 'admin.removePhoto')).toEqual([{ id: 'media-1', reason: 'Against the rules' }]);
    expect(callsTo(fetchImpl, 'admin.hideReview')).toEqual([{ id: 'review-9', reason: 'Against the rules' }]);
    expect(toast.success).toHaveBeenCalledWith('Review hidden. Its author has been told why.');
  });

  it("keeps the dialog open with the server's refusal: under the reason, or above the buttons", async () => {
    let answer: Answer = refused('reason', 'Reason must be at most 500 characters');
    renderQueue('/admin', { 'admin.rejectListing': () => answer });
    fireEvent.click(within(await screen.findByRole('article', { name: LISTING_ITEM.summary })).getByRole('button', { name: 'Reject' }));
    const dialog = screen.getByRole('dialog');
    const box = within(dialog).getByLabelText(/Reason/);
    fireEvent.change(box, { target: { value: 'Not a real business' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject listing' }));
    expect(await within(dialog).findByText('Reason must be at most 500 characters')).toBeTruthy();
    expect(document.activeElement).toBe(box);

    answer = { error: { message: 'This listing has already been approved.', httpStatus: 409 } };
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject listing' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('This listing has already been approved.');
    expect(screen.getByRole('article', { name: LISTING_ITEM.summary })).toBeTruthy();
    expect(toast.success).not.toHaveBeenCalled();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("tells an approval's refusal in the server's words, and the item stays", async () => {
    renderQueue('/admin', {
      'admin.approveListing': () => ({
        error: { message: 'This listing changed since you opened it. Please check it again.', httpStatus: 409 },
      }),
    });
    fireEvent.click(within(await screen.findByRole('article', { name: LISTING_ITEM.summary })).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('This listing changed since you opened it. Please check it again.'));
    expect(screen.getByRole('article', { name: LISTING_ITEM.summary })).toBeTruthy();
  });

  it('approves the selected listings with one call each and the photos with one call', async () => {
    const { fetchImpl } = renderQueue();
    await screen.findByRole('article', { name: LISTING_ITEM.summary });
    // Only listings and photos can be selected.
    expect(within(card(EDIT_ITEM.summary)).queryByRole('checkbox')).toBeNull();
    expect(within(card(CLAIM_ITEM.summary)).queryByRole('checkbox')).toBeNull();
    const approve = screen.getByRole('button', { name: /Approve selected/ }) as HTMLButtonElement;
    expect(approve.disabled).toBe(true);

    fireEvent.click(screen.getByRole('checkbox', { name: `Select ${LISTING_ITEM.summary}` }));
    fireEvent.click(screen.getByRole('checkbox', { name: `Select ${PHOTO_ITEM.summary}` }));
    expect(approve.textContent).toBe('Approve selected (2)');
    fireEvent.click(approve);

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('2 items approved'));
    expect(callsTo(fetchImpl, 'admin.approveListing')).toEqual([{ id: 'b-new', updatedAt: LISTING_ITEM.updatedAt }]);
    expect(callsTo(fetchImpl, 'admin.approvePhotos')).toEqual([{ ids: ['media-1'] }]);
    expect(callsTo(fetchImpl, 'admin.approvePhoto')).toEqual([]);
    await waitFor(() => expect(screen.queryByRole('article', { name: LISTING_ITEM.summary })).toBeNull());
    expect(screen.queryByRole('article', { name: PHOTO_ITEM.summary })).toBeNull();
    expect(screen.getByRole('article', { name: SECOND_LISTING.summary })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Approve selected/ }).textContent).toBe('Approve selected (0)');
  });

  it('selects every listing and photo at once, and keeps those refused selected', async () => {
    const { fetchImpl } = renderQueue('/admin', {
      'admin.approveListing': (input) =>
        input.id === SECOND_LISTING.id ? { error: { message: 'This listing has already been approved.', httpStatus: 409 } } : { data: {} },
    });
    await screen.findByRole('article', { name: LISTING_ITEM.summary });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select every listing and photo on this page' }));
    fireEvent.click(screen.getByRole('button', { name: 'Approve selected (3)' }));

    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('1 item was not approved: This listing has already been approved.'));
    expect(toast.success).toHaveBeenCalledWith('2 items approved');
    expect(callsTo(fetchImpl, 'admin.approveListing')).toEqual([
      { id: 'b-new', updatedAt: LISTING_ITEM.updatedAt },
      { id: 'b-new-2', updatedAt: SECOND_LISTING.updatedAt },
    ]);
    expect(callsTo(fetchImpl, 'admin.approvePhotos')).toEqual([{ ids: ['media-1'] }]);
    const refusedBox = (await screen.findByRole('checkbox', { name: `Select ${SECOND_LISTING.summary}` })) as HTMLInputElement;
    expect(refusedBox.checked).toBe(true);
    expect(screen.getByRole('button', { name: 'Approve selected (1)' })).toBeTruthy();
  });

  it('keeps a photo the server refused in a bulk approval selected, with its reason', async () => {
    renderQueue('/admin', {
      'admin.approvePhotos': () => ({
        data: { approved: [], refused: [{ id: 'media-1', message: 'This photo has already been approved.' }] },
      }),
    });
    await screen.findByRole('article', { name: PHOTO_ITEM.summary });
    fireEvent.click(screen.getByRole('checkbox', { name: `Select ${PHOTO_ITEM.summary}` }));
    fireEvent.click(screen.getByRole('button', { name: 'Approve selected (1)' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('1 item was not approved: This photo has already been approved.'));
    expect(toast.success).not.toHaveBeenCalled();
    expect((screen.getByRole('checkbox', { name: `Select ${PHOTO_ITEM.summary}` }) as HTMLInputElement).checked).toBe(true);
  });

  it('says when a section does not exist', async () => {
    renderAdmin('/admin/nowhere');
    expect(await screen.findByText('There is no such section')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Admin sections' })).toBeTruthy();
    expect(
      within(screen.getByRole('navigation', { name: 'Admin sections' }))
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Queue', '/admin'],
      ['Businesses', '/admin/businesses'],
      ['Reviews', '/admin/reviews'],
      ['Messages', '/admin/messages'],
      ['Users', '/admin/users'],
      ['Categories', '/admin/categories'],
      ['Localities', '/admin/localities'],
      ['Campaigns', '/admin/campaigns'],
      ['Quick links', '/admin/quicklinks'],
      ['Audit log', '/admin/audit'],
    ]);
  });
});
