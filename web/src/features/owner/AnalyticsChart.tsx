import { useEffect, useRef, useState } from 'react';
import type uPlot from 'uplot';
import type { RouterOutputs } from '../../lib/types.ts';

export type AnalyticsDay = RouterOutputs['owner']['analytics']['daily'][number];

const HEIGHT = 240;

/** The chart's lines: views, the profile's buttons together, and enquiries. */
export const CHART_SERIES = [
  { label: 'Views', stroke: '#1d4ed8', value: (day: AnalyticsDay) => day.views },
  { label: 'Taps', stroke: '#15803d', value: (day: AnalyticsDay) => day.calls + day.whatsapp + day.directions + day.website },
  { label: 'Enquiries', stroke: '#b45309', value: (day: AnalyticsDay) => day.enquiries },
] as const;

/** A day 'YYYY-MM-DD' as uPlot's x value, seconds at that day's UTC midnight (drawn in UTC, so the label is that date). */
const dayStart = (date: string) => Date.parse(`${date}T00:00:00Z`) / 1000;

/** Counts as India groups them: 1,23,456. */
export const countFormat = new Intl.NumberFormat('en-IN');

/** An axis day as the site writes dates, '2 Nov', from uPlot's seconds (drawn in UTC, so the date is the day's own). */
const axisDay = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', timeZone: 'UTC' });
/** A hovered day in the legend: '2 Nov 2026'. */
const legendDay = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

function chartOptions(UPlot: typeof uPlot, width: number, onHover: (index: number | null) => void): uPlot.Options {
  return {
    width,
    height: HEIGHT,
    tzDate: (seconds) => UPlot.tzDate(new Date(seconds * 1000), 'Etc/UTC'),
    scales: { x: { time: true }, y: { range: (_chart, _min, max) => [0, Math.max(4, Math.ceil(max * 1.1))] } },
    axes: [
      { values: (_chart, splits) => splits.map((seconds) => axisDay.format(seconds * 1000)) },
      {
        incrs: [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 10_000, 20_000, 50_000],
        values: (_chart, splits) => splits.map((value) => countFormat.format(value)),
      },
    ],
    series: [{}, ...CHART_SERIES.map(({ label, stroke }) => ({ label, stroke, width: 2 }))],
    // uPlot's own legend reads 'Time: -- Views: --' until a point is hovered; ours, above the chart, says the totals.
    legend: { show: false },
    hooks: { setCursor: [(chart) => onHover(chart.cursor.idx ?? null)] },
  };
}

/**
 * The daily views, taps and enquiries as lines (docs/product.md §2.24 Analytics). uPlot (about 50 KB minified, 22 KB
 * compressed) and its styles are fetched only once this chart mounts, after the totals have painted, so neither the
 * portal's other screens nor this one's first paint wait for them. The chart is a picture for sighted readers; the
 * table under it has the numbers. Its key, above it, says the period's totals, or the hovered day's counts.
 */
export function AnalyticsChart({ daily, summary, period }: { daily: AnalyticsDay[]; summary: string; period: string }) {
  const box = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [hovered, setHovered] = useState<number | null>(null);

  useEffect(() => {
    let cancelled = false;
    let chart: uPlot | undefined;
    let observer: ResizeObserver | undefined;
    Promise.all([import('uplot'), import('uplot/dist/uPlot.min.css')]).then(
      ([{ default: UPlot }]) => {
        const element = box.current;
        if (cancelled || !element) return;
        const data: uPlot.AlignedData = [daily.map((day) => dayStart(day.date)), ...CHART_SERIES.map(({ value }) => daily.map(value))];
        chart = new UPlot(chartOptions(UPlot, element.clientWidth, setHovered), data, element);
        observer = new ResizeObserver(() => chart?.setSize({ width: element.clientWidth, height: HEIGHT }));
        observer.observe(element);
        setState('ready');
      },
      () => {
        if (!cancelled) setState('failed');
      },
    );
    return () => {
      cancelled = true;
      observer?.disconnect();
      chart?.destroy();
      setHovered(null);
    };
  }, [daily]);

  return (
    <div>
      <Legend daily={daily} day={hovered === null ? undefined : daily[hovered]} period={period} />
      <div className="relative" style={{ minHeight: HEIGHT }}>
        <div ref={box} role="img" aria-label={summary} className="w-full" />
        {state === 'loading' && (
          <p className="absolute inset-0 flex items-center justify-center rounded-xl bg-slate-50 text-sm text-slate-500">
            Loading the chart…
          </p>
        )}
        {state === 'failed' && (
          <p className="absolute inset-0 flex items-center justify-center rounded-xl bg-slate-50 px-4 text-center text-sm text-slate-600">
            The chart could not be loaded. The daily numbers are in the table below.
          </p>
        )}
      </div>
    </div>
  );
}

/**
 * What the lines add up to over the period, or a hovered day's counts. It repeats, for sighted readers, what the tiles
 * above and the table below already give everyone, so it is hidden from screen readers rather than read at each move.
 */
function Legend({ daily, day, period }: { daily: AnalyticsDay[]; day: AnalyticsDay | undefined; period: string }) {
  const figures = CHART_SERIES.map(({ label, stroke, value }) => ({
    label,
    stroke,
    count: day ? value(day) : daily.reduce((total, each) => total + value(each), 0),
  }));
  return (
    <p aria-hidden="true" data-testid="chart-legend" className="mb-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-700">
      <span className="font-semibold text-slate-900">
        {day ? legendDay.format(Date.parse(`${day.date}T00:00:00Z`)) : `${period}, in total`}
      </span>
      {figures.map(({ label, stroke, count }) => (
        <span key={label} className="inline-flex items-center gap-1.5">
          <span className="inline-block h-0.5 w-4 rounded" style={{ backgroundColor: stroke }} />
          {label} <span className="font-semibold tabular-nums text-slate-900">{countFormat.format(count)}</span>
        </span>
      ))}
    </p>
  );
}
