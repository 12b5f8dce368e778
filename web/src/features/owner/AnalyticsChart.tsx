import { useEffect, useRef, useState } from 'react';
import type uPlot from 'uplot';
import { LANGUAGE_TAGS, type Language } from '@contracts/languages.ts';
import type { Messages } from '../../i18n/catalogues.ts';
import { useLanguage, useMessages } from '../../i18n/language.tsx';
import { shortDateIn } from '../../lib/dates.ts';
import type { RouterOutputs } from '../../lib/types.ts';

export type AnalyticsDay = RouterOutputs['owner']['analytics']['daily'][number];

const HEIGHT = 240;

/** The chart's lines: views, the profile's buttons together, and enquiries (`label`: the name's key in the catalogue). */
export const CHART_SERIES = [
  { label: 'analyticsViews', stroke: '#1d4ed8', value: (day: AnalyticsDay) => day.views },
  { label: 'analyticsTaps', stroke: '#15803d', value: (day: AnalyticsDay) => day.calls + day.whatsapp + day.directions + day.website },
  { label: 'analyticsEnquiries', stroke: '#b45309', value: (day: AnalyticsDay) => day.enquiries },
] as const satisfies readonly { label: keyof Messages<'owner'>; stroke: string; value: (day: AnalyticsDay) => number }[];

type SeriesWords = Pick<Messages<'owner'>, (typeof CHART_SERIES)[number]['label']>;

/** A day 'YYYY-MM-DD' as uPlot's x value, seconds at that day's UTC midnight (drawn in UTC, so the label is that date). */
const dayStart = (date: string) => Date.parse(`${date}T00:00:00Z`) / 1000;

/** Counts as India groups them, in Latin digits, in every language: 1,23,456. */
export const countFormat = new Intl.NumberFormat('en-IN');

/**
 * An axis day as the site writes dates in the page's language, '2 Nov', 'ನವೆಂ 2', '2 नव॰', from uPlot's seconds (drawn
 * in UTC, so the date is the day's own).
 */
const axisDayFormat = (language: Language) =>
  new Intl.DateTimeFormat(LANGUAGE_TAGS[language], { day: 'numeric', month: 'short', timeZone: 'UTC' });

function chartOptions(
  UPlot: typeof uPlot,
  width: number,
  words: { t: SeriesWords; language: Language },
  onHover: (index: number | null) => void,
): uPlot.Options {
  const axisDay = axisDayFormat(words.language);
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
    series: [{}, ...CHART_SERIES.map(({ label, stroke }) => ({ label: words.t[label](), stroke, width: 2 }))],
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
export function AnalyticsChart({ daily, days }: { daily: AnalyticsDay[]; days: number }) {
  const t = useMessages('owner');
  const language = useLanguage();
  const box = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [hovered, setHovered] = useState<number | null>(null);

  // Drawn again for new days or another language (a catalogue is one object per language, so `t` changes only with it).
  useEffect(() => {
    let cancelled = false;
    let chart: uPlot | undefined;
    let observer: ResizeObserver | undefined;
    Promise.all([import('uplot'), import('uplot/dist/uPlot.min.css')]).then(
      ([{ default: UPlot }]) => {
        const element = box.current;
        if (cancelled || !element) return;
        const data: uPlot.AlignedData = [daily.map((day) => dayStart(day.date)), ...CHART_SERIES.map(({ value }) => daily.map(value))];
        chart = new UPlot(chartOptions(UPlot, element.clientWidth, { t, language }, setHovered), data, element);
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
  }, [daily, t, language]);

  return (
    <div>
      <Legend daily={daily} day={hovered === null ? undefined : daily[hovered]} days={days} />
      <div className="relative" style={{ minHeight: HEIGHT }}>
        <div ref={box} role="img" aria-label={t.analyticsChartSummary({ days })} className="w-full" />
        {state === 'loading' && (
          <p className="absolute inset-0 flex items-center justify-center rounded-xl bg-slate-50 text-sm text-slate-500">
            {t.analyticsChartLoading()}
          </p>
        )}
        {state === 'failed' && (
          <p className="absolute inset-0 flex items-center justify-center rounded-xl bg-slate-50 px-4 text-center text-sm text-slate-600">
            {t.analyticsChartFailed()}
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
function Legend({ daily, day, days }: { daily: AnalyticsDay[]; day: AnalyticsDay | undefined; days: number }) {
  const t = useMessages('owner');
  const language = useLanguage();
  const figures = CHART_SERIES.map(({ label, stroke, value }) => ({
    label: t[label](),
    stroke,
    count: day ? value(day) : daily.reduce((total, each) => total + value(each), 0),
  }));
  return (
    <p aria-hidden="true" data-testid="chart-legend" className="mb-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-700">
      <span className="font-semibold text-slate-900">
        {day ? shortDateIn(language, `${day.date}T12:00:00Z`) : t.analyticsLegendTotal({ days })}
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
