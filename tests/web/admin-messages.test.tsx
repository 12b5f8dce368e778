import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { describe, expect, it } from 'vitest';
import { CONTACT_MESSAGE_STATUSES, type ContactMessageStatus } from '../../worker/contracts/admin-moderation.ts';
import type { AdminContactMessage } from '../../web/src/features/admin/admin-types.ts';
import { adminSectionTests, ago, card, CONTACT_ITEM, DAY, HOUR, liveQueue, renderAdmin } from './support/admin.tsx';
import { callsTo, currentUrl, type Answer, type Handlers, type Input } from './support/trpc.tsx';

const message = (id: string, name: string, changes: Partial<AdminContactMessage> = {}): AdminContactMessage => ({
  id,
  name,
  email: `${name.split(' ')[0]?.toLowerCase()}@example.in`,
  subject: 'Wrong pincode',
  message: 'The pincode of Malleswaram is 560003.',
  status: 'new',
  statusChangedAt: null,
  createdAt: ago(3 * HOUR),
  ...changes,
});

const LONG_TEXT = 'Hello team,\n\n  1. The pincode is wrong.\n  2. The phone rings out.\n\nThanks,\nAsha';

const KIRAN = message('msg-1', 'Kiran');
const ASHA = message('msg-2', 'Asha Rao', {
  subject: 'Two mistakes & a question?',
  message: LONG_TEXT,
  status: 'read',
  statusChangedAt: ago(2 * HOUR),
  createdAt: ago(2 * DAY),
});
const RAVI = message('msg-3', 'Ravi Kumar', { subject: 'Thank you', status: 'closed', createdAt: ago(4 * DAY) });

const MARKED = (status: ContactMessageStatus) => `Message marked ${status}`;

/**
 * An inbox the test can change, as the Worker keeps it: `admin.contactMessages` answers the messages of the asked
 * status, newest first, with every status's count; `admin.setContactMessageStatus` marks one and answers it.
 */
function liveInbox(messages: AdminContactMessage[] = [KIRAN, ASHA, RAVI]) {
  let inbox = [...messages];
  const list = (input: Input): Answer => {
    const shown = input.status ? inbox.filter((entry) => entry.status === input.status) : inbox;
    const counts = Object.fromEntries(
      CONTACT_MESSAGE_STATUSES.map((status) => [status, inbox.filter((entry) => entry.status === status).length]),
    );
    return { data: { messages: shown, counts, pagination: { page: 1, limit: 20, total: shown.length, totalPages: 1 } } };
  };
  const mark = (input: Input): Answer => {
    const status = input.status as ContactMessageStatus;
    inbox = inbox.map((entry) => (entry.id === input.id ? { ...entry, status, statusChangedAt: new Date().toISOString() } : entry));
    return { data: { message: MARKED(status), contactMessage: inbox.find((entry) => entry.id === input.id) } };
  };
  return { list, mark };
}

function renderMessages(path = '/admin/messages', handlers: Handlers = {}) {
  const inbox = liveInbox();
  return renderAdmin(path, { 'admin.contactMessages': inbox.list, 'admin.setContactMessageStatus': inbox.mark, ...handlers });
}

const kiranCard = () => card('Message from Kiran: Wrong pincode');
const markButton = (article: HTMLElement, name: string) =>
  within(within(article).getByRole('group', { name: 'Mark the message' })).getByRole('button', { name });

adminSectionTests(() => import('../../web/src/features/admin/MessagesSection.tsx'));

describe('Admin messages', () => {
  it('is the section after Reviews, listing each message with its sender, reply link, text, age and status', async () => {
    const { fetchImpl } = renderMessages();
    expect(await screen.findByRole('heading', { name: 'Messages' })).toBeTruthy();
    const kiran = await screen.findByRole('article', { name: 'Message from Kiran: Wrong pincode' });
    expect(callsTo(fetchImpl, 'admin.contactMessages')).toEqual([{ page: 1 }]);
    expect(document.title).toBe('Messages · Admin | CityPages');
    const nav = within(screen.getByRole('navigation', { name: 'Admin sections' }));
    expect(nav.getByRole('link', { name: 'Messages' }).getAttribute('aria-current')).toBe('page');

    expect(within(kiran).getByText('New')).toBeTruthy();
    expect(within(kiran).getByText('3 hours ago')).toBeTruthy();
    expect(within(kiran).getByText('3 hours ago').getAttribute('datetime')).toBe(KIRAN.createdAt);
    expect(within(kiran).getByText(/^Kiran ·/)).toBeTruthy();
    expect(within(kiran).getByRole('link', { name: 'kiran@example.in' }).getAttribute('href')).toBe(
      'mailto:kiran@example.in?subject=Re%3A%20Wrong%20pincode',
    );
    expect(within(kiran).getByText('The pincode of Malleswaram is 560003.')).toBeTruthy();

    const asha = card('Message from Asha Rao: Two mistakes & a question?');
    expect(within(asha).getByText('Read')).toBeTruthy();
    expect(within(asha).getByText('2 days ago')).toBeTruthy();
    expect(within(asha).getByText(/^Marked read/).textContent).toBe('Marked read 2 hours ago');
    // The subject is written into the reply's address whole: '&' and '?' do not cut it short.
    expect(within(asha).getByRole('link', { name: 'asha@example.in' }).getAttribute('href')).toBe(
      `mailto:asha@example.in?subject=${encodeURIComponent('Re: Two mistakes & a question?')}`,
    );
    // The text as written: line breaks and indents kept, in one block that wraps long words.
    const text = within(asha).getByText(/The pincode is wrong/);
    expect(text.textContent).toBe(LONG_TEXT);
    expect(text.className).toContain('whitespace-pre-wrap');
    expect(text.className).toContain('break-words');

    expect(within(card('Message from Ravi Kumar: Thank you')).getByText('Closed')).toBeTruthy();
  });

  it('says an old message’s age in months, and past a year its date', async () => {
    const old = message('msg-4', 'Meera Iyer', {
      subject: 'Old news',
      status: 'read',
      createdAt: '2023-11-12T06:30:00.000Z',
      statusChangedAt: ago(70 * DAY),
    });
    const inbox = liveInbox([old]);
    renderAdmin('/admin/messages', { 'admin.contactMessages': inbox.list });
    const meera = await screen.findByRole('article', { name: 'Message from Meera Iyer: Old news' });
    expect(within(meera).getByText(/^Sent/).textContent).toBe('Sent on 12 Nov 2023');
    expect(within(meera).getByText(/^Marked read/).textContent).toBe('Marked read 2 months ago');
  });

  it('filters by status, with each status’s count, and keeps the filter and page in the address', async () => {
    const { fetchImpl } = renderMessages();
    await screen.findByRole('article', { name: 'Message from Kiran: Wrong pincode' });
    const show = screen.getByLabelText('Show');
    expect(
      within(show)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All messages (3)', 'New (1)', 'Read (1)', 'Replied (0)', 'Closed (1)']);

    fireEvent.change(show, { target: { value: 'closed' } });
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Message from Kiran: Wrong pincode' })).toBeNull());
    expect(screen.getByRole('article', { name: 'Message from Ravi Kumar: Thank you' })).toBeTruthy();
    expect(callsTo(fetchImpl, 'admin.contactMessages')).toContainEqual({ page: 1, status: 'closed' });
    expect(currentUrl()).toBe('/admin/messages?status=closed');

    fireEvent.change(show, { target: { value: 'replied' } });
    expect(await screen.findByText('No replied messages')).toBeTruthy();
  });

  it('reads the page and status from the address, and pages on', async () => {
    const { fetchImpl } = renderMessages('/admin/messages?status=new&page=2', {
      'admin.contactMessages': (input) => ({
        data: {
          messages: [message(`msg-p${String(input.page)}`, 'Kiran')],
          counts: { new: 60, read: 0, replied: 0, closed: 0 },
          pagination: { page: input.page, limit: 20, total: 60, totalPages: 3 },
        },
      }),
    });
    await screen.findByRole('article', { name: 'Message from Kiran: Wrong pincode' });
    expect(callsTo(fetchImpl, 'admin.contactMessages')).toEqual([{ page: 2, status: 'new' }]);
    expect((screen.getByLabelText('Show') as HTMLSelectElement).value).toBe('new');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(callsTo(fetchImpl, 'admin.contactMessages')).toContainEqual({ page: 3, status: 'new' }));
    expect(currentUrl()).toBe('/admin/messages?status=new&page=3');
  });

  it('marks a message, tells the server’s words, and reads the inbox and the queue again', async () => {
    const { fetchImpl, queryClient } = renderMessages();
    const kiran = await screen.findByRole('article', { name: 'Message from Kiran: Wrong pincode' });
    // The queue as it was read before (it lists new messages too): it must be read again after the change.
    const queueKey = [['admin', 'queue'], { input: { page: 1 }, type: 'query' }];
    queryClient.setQueryData(queueKey, liveQueue([CONTACT_ITEM]).handler({ page: 1 }).data);
    expect(queryClient.getQueryState(queueKey)?.isInvalidated).toBe(false);

    expect(['Mark new', 'Mark read', 'Mark replied', 'Close'].map((name) => markButton(kiran, name).getAttribute('aria-disabled'))).toEqual(
      ['true', 'false', 'false', 'false'],
    );
    const read = markButton(kiran, 'Mark read');
    read.focus();
    fireEvent.click(read);
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Message marked read'));
    expect(callsTo(fetchImpl, 'admin.setContactMessageStatus')).toEqual([{ id: 'msg-1', status: 'read' }]);
    // Announced to screen readers as well as shown.
    expect(screen.getAllByRole('status').map((region) => region.textContent)).toContain('Message marked read');

    await waitFor(() => expect(callsTo(fetchImpl, 'admin.contactMessages')).toHaveLength(2));
    expect(queryClient.getQueryState(queueKey)?.isInvalidated).toBe(true);
    await waitFor(() => expect(within(kiranCard()).getByText('Read')).toBeTruthy());
    expect(within(screen.getByLabelText('Show')).getAllByRole('option')[2]?.textContent).toBe('Read (2)');
    // The pressed button is now the message's status: it stays where the focus is, and sends nothing again.
    expect(document.activeElement).toBe(markButton(kiranCard(), 'Mark read'));
    expect(markButton(kiranCard(), 'Mark read').getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(markButton(kiranCard(), 'Mark read'));

    fireEvent.click(markButton(kiranCard(), 'Mark replied'));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Message marked replied'));
    fireEvent.click(markButton(kiranCard(), 'Close'));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Message marked closed'));
    fireEvent.click(markButton(kiranCard(), 'Mark new'));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Message marked new'));
    expect(callsTo(fetchImpl, 'admin.setContactMessageStatus')).toEqual([
      { id: 'msg-1', status: 'read' },
      { id: 'msg-1', status: 'replied' },
      { id: 'msg-1', status: 'closed' },
      { id: 'msg-1', status: 'new' },
    ]);
  });

  it('takes a message marked away out of its filter, the focus going to the heading', async () => {
    renderMessages('/admin/messages?status=new');
    const close = markButton(await screen.findByRole('article', { name: 'Message from Kiran: Wrong pincode' }), 'Close');
    close.focus();
    fireEvent.click(close);
    expect(await screen.findByText('No new messages')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Messages' })));
  });

  it('tells a refusal in the server’s words and reads the inbox again', async () => {
    const { fetchImpl } = renderMessages('/admin/messages', {
      'admin.setContactMessageStatus': () => ({
        error: { message: 'Another admin has just changed this message. Please reload it.', httpStatus: 409 },
      }),
    });
    fireEvent.click(markButton(await screen.findByRole('article', { name: 'Message from Kiran: Wrong pincode' }), 'Mark replied'));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Another admin has just changed this message. Please reload it.'));
    await waitFor(() => expect(callsTo(fetchImpl, 'admin.contactMessages')).toHaveLength(2));
    expect(within(kiranCard()).getByText('New')).toBeTruthy();
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('says when the inbox cannot be read, and tries again', async () => {
    let failing = true;
    const inbox = liveInbox();
    const { fetchImpl } = renderMessages('/admin/messages', {
      'admin.contactMessages': (input) => (failing ? { error: { message: 'Service unavailable', httpStatus: 503 } } : inbox.list(input)),
    });
    expect(await screen.findByText('Could not load the messages')).toBeTruthy();
    expect(screen.getByText('Service unavailable')).toBeTruthy();
    failing = false;
    fireEvent.click(screen.getByRole('button', { name: /Try Again/ }));
    expect(await screen.findByRole('article', { name: 'Message from Kiran: Wrong pincode' })).toBeTruthy();
    expect(callsTo(fetchImpl, 'admin.contactMessages')).toHaveLength(2);
  });

  it('shows a message in the queue as the inbox does: its reply link has the subject line', async () => {
    const queue = liveQueue([CONTACT_ITEM]);
    renderAdmin('/admin', { 'admin.queue': queue.handler });
    const item = await screen.findByRole('article', { name: CONTACT_ITEM.summary });
    expect(within(item).getByRole('link', { name: CONTACT_ITEM.email }).getAttribute('href')).toBe(
      'mailto:kiran@example.in?subject=Re%3A%20Wrong%20pincode',
    );
    expect(within(item).getByText(CONTACT_ITEM.message).className).toContain('whitespace-pre-wrap');
  });
});
