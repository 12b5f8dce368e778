import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ListingHoursTab } from '../../web/src/features/owner/ListingHoursTab.tsx';
import { refused } from './support/account.tsx';
import { LISTING, renderListingTab } from './support/owner-tab.tsx';
import { callsTo, type Answer, type Input } from './support/trpc.tsx';

const CLOSED = { sunday: [], monday: [], tuesday: [], wednesday: [], thursday: [], friday: [], saturday: [] };

const SAVED = {
  weekly: {
    ...CLOSED,
    monday: [
      { opens: '09:00', closes: '13:00' },
      { opens: '16:00', closes: '21:00' },
    ],
    tuesday: [{ opens: '10:00', closes: '18:00' }],
    friday: [{ opens: '18:00', closes: '02:00' }],
  },
  special: [{ date: '2026-12-25', closed: true as const }],
  confirmedAt: '2026-11-24T06:00:00.000Z',
};

/** Answers a save the way the server does: the hours as sent, confirmed now. */
const echo = (input: Input): Answer => {
  const hours = input.hours as { weekly: typeof CLOSED; special: unknown[] };
  return { data: { weekly: { ...CLOSED, ...hours.weekly }, special: hours.special, confirmedAt: '2026-12-01T09:30:00.000Z' } };
};

function renderHours(setHours: (input: Input) => Answer = echo, saved: unknown = SAVED) {
  return renderListingTab('hours', <ListingHoursTab />, { 'owner.hours': () => ({ data: saved }), 'owner.setHours': setHours });
}

const day = (name: string) => screen.getByRole('group', { name });
const times = (name: string) =>
  within(day(name))
    .queryAllByLabelText(/^(Opens|Closes)/)
    .map((input) => (input as HTMLInputElement).value);
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save opening hours' }));

beforeEach(() => {
  vi.spyOn(toast, 'success');
});

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('ListingHoursTab', () => {
  it('shows the saved week Monday first, past-midnight periods explained, and when the hours were confirmed', async () => {
    const { fetchImpl } = renderHours();
    await screen.findByRole('group', { name: 'Monday' });
    expect(callsTo(fetchImpl, 'owner.hours')).toEqual([{ id: LISTING.id }]);
    expect(screen.getAllByRole('group').map((group) => group.querySelector('legend')?.textContent)).toEqual([
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
      'Sunday',
      'Special day 1',
    ]);
    expect(times('Monday')).toEqual(['09:00', '13:00', '16:00', '21:00']);
    expect((within(day('Wednesday')).getByLabelText('Closed') as HTMLInputElement).checked).toBe(true);
    expect(within(day('Wednesday')).getByText('Closed all day')).toBeTruthy();
    expect(within(day('Friday')).getByText('Runs past midnight: closes at 02:00 the next day')).toBeTruthy();
    expect((within(day('Special day 1')).getByLabelText('Date') as HTMLInputElement).value).toBe('2026-12-25');
    expect((within(day('Special day 1')).getByLabelText('Closed all day') as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText('Hours confirmed on 24 Nov 2026')).toBeTruthy();
  });

  it('copies Monday to every day and saves the week in the shape the server takes', async () => {
    const { fetchImpl } = renderHours();
    fireEvent.click(await screen.findByRole('button', { name: 'Copy Monday to all days' }));
    expect(screen.getByText("Monday's hours copied to every day. Save to keep them.")).toBeTruthy();
    expect(times('Sunday')).toEqual(['09:00', '13:00', '16:00', '21:00']);

    save();
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Opening hours saved'));
    const monday = [
      { opens: '09:00', closes: '13:00' },
      { opens: '16:00', closes: '21:00' },
    ];
    expect(callsTo(fetchImpl, 'owner.setHours')).toEqual([
      {
        id: LISTING.id,
        hours: {
          weekly: { sunday: monday, monday, tuesday: monday, wednesday: monday, thursday: monday, friday: monday, saturday: monday },
          special: [{ date: '2026-12-25', closed: true }],
        },
      },
    ]);
    expect(await screen.findByText('Hours confirmed on 1 Dec 2026')).toBeTruthy();
  });

  it('closes a day, opens another from 09:00–18:00, and says what a late closing time means', async () => {
    const { fetchImpl } = renderHours();
    fireEvent.click(within(await screen.findByRole('group', { name: 'Tuesday' })).getByLabelText('Closed'));
    expect(times('Tuesday')).toEqual([]);
    fireEvent.click(within(day('Sunday')).getByLabelText('Closed'));
    expect(times('Sunday')).toEqual(['09:00', '18:00']);
    fireEvent.change(within(day('Sunday')).getByLabelText('Closes'), { target: { value: '00:00' } });
    expect(within(day('Sunday')).getByText('Closes at midnight')).toBeTruthy();
    fireEvent.change(within(day('Sunday')).getByLabelText('Opens'), { target: { value: '00:00' } });
    expect(within(day('Sunday')).getByText('Open 24 hours')).toBeTruthy();

    save();
    await waitFor(() => expect(callsTo(fetchImpl, 'owner.setHours')).toHaveLength(1));
    const [call] = callsTo(fetchImpl, 'owner.setHours') as { hours: { weekly: Record<string, unknown> } }[];
    expect(call?.hours.weekly.tuesday).toEqual([]);
    expect(call?.hours.weekly.sunday).toEqual([{ opens: '00:00', closes: '00:00' }]);
  });

  it('shows an overlapping period at its day with the server’s words, focuses it, and sends nothing', async () => {
    const { fetchImpl } = renderHours();
    const tuesday = await screen.findByRole('group', { name: 'Tuesday' });
    fireEvent.click(within(tuesday).getByRole('button', { name: 'Add a period on Tuesday' }));
    fireEvent.change(within(tuesday).getByLabelText('Opens (period 2)'), { target: { value: '12:00' } });
    fireEvent.change(within(tuesday).getByLabelText('Closes (period 2)'), { target: { value: '20:00' } });

    save();
    const message = within(tuesday).getByText('Overlaps Tuesday 10:00 AM - 6:00 PM');
    const second = within(tuesday).getByLabelText('Opens (period 2)');
    expect(second.getAttribute('aria-invalid')).toBe('true');
    expect(second.getAttribute('aria-describedby')).toContain(message.id);
    expect(within(tuesday).getByLabelText('Opens (period 1)').getAttribute('aria-invalid')).toBe('false');
    await waitFor(() => expect(document.activeElement).toBe(second));
    expect(callsTo(fetchImpl, 'owner.setHours')).toEqual([]);

    fireEvent.change(within(tuesday).getByLabelText('Opens (period 2)'), { target: { value: '18:30' } });
    expect(within(tuesday).queryByText('Overlaps Tuesday 10:00 AM - 6:00 PM')).toBeNull();
  });

  it('stops adding periods at four a day', async () => {
    renderHours();
    const monday = await screen.findByRole('group', { name: 'Monday' });
    const add = within(monday).getByRole('button', { name: 'Add a period on Monday' });
    fireEvent.click(add);
    fireEvent.click(add);
    expect((add as HTMLButtonElement).disabled).toBe(true);
    expect(times('Monday')).toHaveLength(8);
  });

  it('puts the server’s field messages at the day they name', async () => {
    renderHours(() => refused('hours.weekly.friday.0.closes', 'Times are written HH:MM, from 00:00 to 24:00'));
    await screen.findByRole('group', { name: 'Friday' });
    save();
    expect(await within(day('Friday')).findByText('Times are written HH:MM, from 00:00 to 24:00')).toBeTruthy();
    expect(within(day('Monday')).queryByText('Times are written HH:MM, from 00:00 to 24:00')).toBeNull();
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('places a server message about the week as one list at the day that list position belongs to', async () => {
    // Sunday first, as the server numbers the week: Sunday has none, Monday 0–1, Tuesday 2, Friday 3.
    renderHours(() => refused('hours.weekly.3', 'Overlaps Tuesday 10:00 AM - 6:00 PM'));
    await screen.findByRole('group', { name: 'Friday' });
    save();
    expect(await within(day('Friday')).findByText('Overlaps Tuesday 10:00 AM - 6:00 PM')).toBeTruthy();
  });

  it('shows a refusal that names no day above the button', async () => {
    renderHours(() => ({ error: { message: 'This listing is run by another account.', httpStatus: 403 } }));
    await screen.findByRole('group', { name: 'Monday' });
    save();
    expect((await screen.findByRole('alert')).textContent).toBe('This listing is run by another account.');
  });

  it('adds special days with their own hours, checks them, and removes one', async () => {
    const { fetchImpl } = renderHours(echo, { weekly: CLOSED, special: [], confirmedAt: null });
    expect(await screen.findByText('No special days. Add one for a holiday or a day with other hours.')).toBeTruthy();
    expect(screen.queryByText(/Hours confirmed on/)).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Add a special day' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add a special day' }));
    save();
    expect(within(day('Special day 1')).getByText('Date must be a real date written YYYY-MM-DD')).toBeTruthy();

    fireEvent.change(within(day('Special day 1')).getByLabelText('Date'), { target: { value: '2026-12-31' } });
    fireEvent.change(within(day('Special day 2')).getByLabelText('Date'), { target: { value: '2026-12-24' } });
    fireEvent.click(within(day('Special day 1')).getByLabelText('Special hours'));
    fireEvent.change(within(day('Special day 1')).getByLabelText('Closes'), { target: { value: '01:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add a special day' }));
    fireEvent.click(within(day('Special day 3')).getByRole('button', { name: 'Remove special day 3' }));
    save();

    await waitFor(() => expect(callsTo(fetchImpl, 'owner.setHours')).toHaveLength(1));
    expect(callsTo(fetchImpl, 'owner.setHours')[0]?.hours).toEqual({
      weekly: CLOSED,
      special: [
        { date: '2026-12-31', periods: [{ opens: '09:00', closes: '01:00' }] },
        { date: '2026-12-24', closed: true },
      ],
    });
    expect(await screen.findByText('Hours confirmed on 1 Dec 2026')).toBeTruthy();
  });
});
