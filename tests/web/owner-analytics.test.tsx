import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ANALYTICS_RULES } from '@contracts/analytics.ts';
import { ListingAnalyticsTab } from '../../web/src/features/owner/ListingAnalyticsTab.tsx';
import { LISTING, renderListingTab } from './support/owner-tab.tsx';
import { callsTo, type Input } from './support/trpc.tsx';

/** uPlot draws on a canvas jsdom does not have: the test keeps what each chart was given instead. */
type Formatter = (chart: unknown, splits: number[]) => string[];
type ChartOptions = {
  series: { label?: string }[];
  axes: { values: Formatter }[];
  legend?: { show?: boolean };
  hooks: { setCursor: ((chart: { cursor: { idx: number | null } }) => void)[] };
};
const charts = vi.hoisted(() => ({ made: [] as { options: ChartOptions; data: number[][]; destroyed: boolean }[] }));

vi.mock('uplot', () => ({
  default: class {
    static tzDate = (date: Date) => date;
    entry: (typeof charts.made)[number];
    constructor(options: (typeof charts.made)[number]['options'], data: number[][]) {
      this.entry = { options, data, destroyed: false };
      charts.made.push(this.entry);
    }
    setSize() {}
    destroy() {
      this.entry.destroyed = true;
    }
  },
}));

type Day = {
  date: string;
  views: number;
  calls: number;
  whatsapp: number;
  directions: number;
  website: number;
  enquiries: number;
  favorites: number;
};

/** `days` days ending 2026-12-01, the n-th day counting n views and a tap of each kind on even days. */
function analytics(days: number) {
  const daily: Day[] = Array.from({ length: days }, (_, n) => ({
    date: new Date(Date.UTC(2026, 11, 1) - (days - 1 - n) * 86_400_000).toISOString().slice(0, 10),
    views: n + 1,
    calls: n % 2 === 0 ? 1 : 0,
    whatsapp: n % 2 === 0 ? 1 : 0,
    directions: 0,
    website: n % 2 === 0 ? 1 : 0,
    enquiries: n === 0 ? 2 : 0,
    favorites: 1,
  }));
  const sum = (key: keyof Omit<Day, 'date'>) => daily.reduce((total, day) => total + day[key], 0);
  return {
    totals: {
      views: sum('views'),
      calls: sum('calls'),
      whatsapp: sum('whatsapp'),
      directions: sum('directions'),
      website: sum('website'),
      enquiries: sum('enquiries'),
      favorites: sum('favorites'),
    },
    daily,
  };
}

function renderAnalytics() {
  return renderListingTab('analytics', <ListingAnalyticsTab />, {
    'owner.analytics': (input: Input) => ({ data: analytics(Number(input.days)) }),
  });
}

/** The total a tile shows, found by its label. */
const tile = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

beforeEach(() => {
  charts.made = [];
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      disconnect() {}
    },
  );
});

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('ListingAnalyticsTab', () => {
  it('shows the last 30 days’ totals, then draws the daily views, taps and enquiries', async () => {
    const { fetchImpl } = renderAnalytics();
    expect(await screen.findByRole('heading', { name: 'Last 30 days' })).toBeTruthy();
    await waitFor(() => expect(tile('Views')).toBe('465'));
    expect(callsTo(fetchImpl, 'owner.analytics')).toEqual([{ id: LISTING.id, days: 30 }]);
    expect(tile('Calls')).toBe('15');
    expect(tile('WhatsApp')).toBe('15');
    expect(tile('Directions')).toBe('0');
    expect(tile('Website')).toBe('15');
    expect(tile('Enquiries')).toBe('2');
    expect(tile('Favourites')).toBe('30');
    expect(screen.getByRole('button', { name: '30 days' }).getAttribute('aria-pressed')).toBe('true');

    await waitFor(() => expect(charts.made).toHaveLength(1));
    const [chart] = charts.made;
    expect(chart?.options.series.map((series) => series.label)).toEqual([undefined, 'Views', 'Taps', 'Enquiries']);
    expect(chart?.data[0]?.[0]).toBe(Date.parse('2026-11-02T00:00:00Z') / 1000);
    expect(chart?.data[1]?.slice(0, 3)).toEqual([1, 2, 3]);
    expect(chart?.data[2]?.slice(0, 3)).toEqual([3, 0, 3]);
    expect(chart?.data[3]?.slice(0, 2)).toEqual([2, 0]);
    await waitFor(() => expect(screen.queryByText('Loading the chart…')).toBeNull());
    expect(screen.getByRole('img', { name: 'Chart of views, taps, enquiries per day over the last 30 days' })).toBeTruthy();
  });

  it('keys the chart with the period’s totals, a hovered day’s counts, and dates and numbers as India writes them', async () => {
    renderAnalytics();
    const legend = await screen.findByTestId('chart-legend');
    // The key's parts, as they sit side by side.
    const key = () => Array.from(legend.children, (part) => part.textContent).join(' ');
    expect(key()).toBe('Last 30 days, in total Views 465 Taps 45 Enquiries 2');
    await waitFor(() => expect(charts.made).toHaveLength(1));
    const options = charts.made[0]?.options;
    // Not uPlot's own key, which reads 'Time: -- Views: --' until something is hovered.
    expect(options?.legend?.show).toBe(false);

    const hover = (idx: number | null) => act(() => options?.hooks.setCursor.forEach((hook) => hook({ cursor: { idx } })));
    hover(2);
    expect(key()).toBe('4 Nov 2026 Views 3 Taps 3 Enquiries 0');
    hover(null);
    expect(key()).toBe('Last 30 days, in total Views 465 Taps 45 Enquiries 2');

    const [days, counts] = options?.axes ?? [];
    expect(days?.values(null, [Date.parse('2026-11-02T00:00:00Z') / 1000])).toEqual(['2 Nov']);
    expect(counts?.values(null, [0, 1500, 123_456])).toEqual(['0', '1,500', '1,23,456']);
  });

  it('switches to 7 and 90 days', async () => {
    const { fetchImpl } = renderAnalytics();
    await waitFor(() => expect(tile('Views')).toBe('465'));
    fireEvent.click(screen.getByRole('button', { name: '7 days' }));
    await waitFor(() => expect(tile('Views')).toBe('28'));
    expect(screen.getByRole('heading', { name: 'Last 7 days' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '7 days' }).getAttribute('aria-pressed')).toBe('true');
    await waitFor(() => expect(charts.made.at(-1)?.data[0]).toHaveLength(7));
    expect(charts.made[0]?.destroyed).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: '90 days' }));
    await waitFor(() => expect(tile('Views')).toBe('4,095'));
    expect(callsTo(fetchImpl, 'owner.analytics')).toEqual([
      { id: LISTING.id, days: 30 },
      { id: LISTING.id, days: 7 },
      { id: LISTING.id, days: 90 },
    ]);
  });

  it('has the daily numbers in a table, collapsed until asked for', async () => {
    renderAnalytics();
    fireEvent.click(await screen.findByRole('button', { name: '7 days' }));
    await waitFor(() => expect(tile('Views')).toBe('28'));
    const details = screen.getByText('The daily numbers as a table').closest('details') as HTMLDetailsElement;
    expect(details.open).toBe(false);
    const table = within(details).getByRole('table', { hidden: true });
    const rows = within(table).getAllByRole('row', { hidden: true });
    expect(rows).toHaveLength(8);
    expect(rows[0]?.textContent).toBe('DateViewsCallsWhatsAppDirectionsWebsiteEnquiriesFavourites');
    expect(rows[1]?.textContent).toBe('25 Nov 20261110121');
    expect(rows[7]?.textContent).toBe('1 Dec 20267110101');
  });

  it('writes the counting rules under the chart', async () => {
    renderAnalytics();
    const rules = within((await screen.findByRole('heading', { name: 'How we count' })).parentElement as HTMLElement).getAllByRole(
      'listitem',
    );
    expect(rules.map((rule) => rule.textContent)).toEqual([...ANALYTICS_RULES]);
  });

  it('says when the numbers cannot be loaded', async () => {
    renderListingTab('analytics', <ListingAnalyticsTab />, {
      'owner.analytics': () => ({ error: { message: 'This listing is run by another account.', httpStatus: 403 } }),
    });
    expect(await screen.findByText('Could not load the analytics')).toBeTruthy();
    expect(screen.getByText('This listing is run by another account.')).toBeTruthy();
  });
});
