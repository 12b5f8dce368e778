import { useSearchParams } from 'react-router-dom';
import { ANALYTICS_DAYS, ANALYTICS_RULES, DEFAULT_ANALYTICS_DAYS, type AnalyticsDays } from '@contracts/analytics.ts';
import { ErrorState, LoadingState } from '../../components/States.tsx';
import type { Messages } from '../../i18n/catalogues.ts';
import { useLanguage, useMessages } from '../../i18n/language.tsx';
import { useServerMessages } from '../../i18n/useServerMessages.ts';
import { shortDateIn } from '../../lib/dates.ts';
import { serverMessage } from '../../lib/http-status.ts';
import type { RouterOutputs } from '../../lib/types.ts';
import { useListingAnalytics } from './api.ts';
import { AnalyticsChart, countFormat, type AnalyticsDay } from './AnalyticsChart.tsx';
import { ListingFrame } from './ListingFrame.tsx';
import type { OwnerListing } from './owner-types.ts';

type Totals = RouterOutputs['owner']['analytics']['totals'];

export function ListingAnalyticsTab() {
  const t = useMessages('owner');
  return <ListingFrame title={t.analyticsTitle()}>{(listing) => <AnalyticsTab listing={listing} />}</ListingFrame>;
}

type MeasureWord =
  'analyticsViews' | 'analyticsCalls' | 'analyticsDirections' | 'analyticsWebsite' | 'analyticsEnquiries' | 'analyticsFavourites';

/** The brand's name, the same in every language. */
const WHATSAPP = 'WhatsApp';

/** The counts in the order the tiles and the table show them, each with its name's key (WhatsApp's is the brand's). */
const MEASURES: { key: keyof Totals; label: MeasureWord | typeof WHATSAPP }[] = [
  { key: 'views', label: 'analyticsViews' },
  { key: 'calls', label: 'analyticsCalls' },
  { key: 'whatsapp', label: WHATSAPP },
  { key: 'directions', label: 'analyticsDirections' },
  { key: 'website', label: 'analyticsWebsite' },
  { key: 'enquiries', label: 'analyticsEnquiries' },
  { key: 'favorites', label: 'analyticsFavourites' },
];

const measureName = (t: Pick<Messages<'owner'>, MeasureWord>, label: MeasureWord | typeof WHATSAPP) =>
  label === WHATSAPP ? WHATSAPP : t[label]();

const isDays = (value: number): value is AnalyticsDays => (ANALYTICS_DAYS as readonly number[]).includes(value);

/** The period lives in the address (?days=7), so a reload keeps it; switching replaces the history entry. */
function useDays(): [AnalyticsDays, (days: AnalyticsDays) => void] {
  const [params, setParams] = useSearchParams();
  const requested = Number(params.get('days'));
  const days = isDays(requested) ? requested : DEFAULT_ANALYTICS_DAYS;
  return [days, (next) => setParams(next === DEFAULT_ANALYTICS_DAYS ? {} : { days: String(next) }, { replace: true })];
}

/** docs/product.md §2.24 Analytics: totals first, then the daily chart and its table, then how each number is counted. */
function AnalyticsTab({ listing }: { listing: OwnerListing }) {
  const t = useMessages('owner');
  // How we count is written once, for the API and the portal alike (@contracts/analytics.ts): in English there.
  const local = useServerMessages();
  const [days, setDays] = useDays();
  const analytics = useListingAnalytics(listing.id, days);

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-bold text-slate-900">{t.analyticsLastDays({ days })}</h2>
        <div role="group" aria-label={t.analyticsPeriod()} className="inline-flex rounded-lg border border-slate-300 bg-white p-1">
          {ANALYTICS_DAYS.map((option) => (
            <button
              key={option}
              type="button"
              aria-pressed={option === days}
              onClick={() => setDays(option)}
              className={`min-h-10 rounded-md px-3 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-blue-700 ${
                option === days ? 'bg-blue-700 text-white' : 'text-slate-700 hover:bg-slate-100'
              }`}
            >
              {t.analyticsDaysOption({ days: option })}
            </button>
          ))}
        </div>
      </div>
      {analytics.isPending && <LoadingState title={t.analyticsLoading()} />}
      {analytics.isError && (
        <ErrorState
          title={t.analyticsLoadFailed()}
          message={serverMessage(analytics.error, t.tabLoadFailedHint())}
          onRetry={() => void analytics.refetch()}
        />
      )}
      {analytics.data && (
        <div aria-busy={analytics.isPlaceholderData} className={`space-y-6 ${analytics.isPlaceholderData ? 'opacity-60' : ''}`}>
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            {MEASURES.map(({ key, label }) => (
              <div key={key} className="rounded-2xl border border-slate-200 bg-white p-4">
                <dt className="text-sm text-slate-600">{measureName(t, label)}</dt>
                <dd className="mt-1 text-2xl font-bold text-slate-900">{countFormat.format(analytics.data.totals[key])}</dd>
              </div>
            ))}
          </dl>
          <section aria-labelledby="daily-chart" className="space-y-3 rounded-2xl border border-slate-200 bg-white p-4">
            <h3 id="daily-chart" className="font-semibold text-slate-900">
              {t.analyticsDayByDay()}
            </h3>
            <AnalyticsChart daily={analytics.data.daily} days={days} />
            <p className="text-xs text-slate-600">{t.analyticsTapsMeaning()}</p>
            <DailyTable daily={analytics.data.daily} />
          </section>
        </div>
      )}
      <section aria-labelledby="counting-rules" className="space-y-2">
        <h3 id="counting-rules" className="font-semibold text-slate-900">
          {t.analyticsHowWeCount()}
        </h3>
        <ul className="list-disc space-y-1 pl-5 text-sm text-slate-700">
          {ANALYTICS_RULES.map((rule) => (
            <li key={rule}>{local(rule)}</li>
          ))}
        </ul>
      </section>
    </div>
  );
}

function DailyTable({ daily }: { daily: AnalyticsDay[] }) {
  const t = useMessages('owner');
  const language = useLanguage();
  return (
    <details className="text-sm">
      <summary className="cursor-pointer font-semibold text-blue-700">{t.analyticsTableToggle()}</summary>
      <div className="mt-3 overflow-x-auto">
        <table className="w-full text-right">
          <caption className="sr-only">{t.analyticsTableCaption()}</caption>
          <thead>
            <tr className="border-b border-slate-200 text-slate-600">
              <th scope="col" className="py-2 pr-3 text-left font-semibold">
                {t.analyticsDate()}
              </th>
              {MEASURES.map(({ key, label }) => (
                <th key={key} scope="col" className="px-2 py-2 font-semibold">
                  {measureName(t, label)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {daily.map((day) => (
              <tr key={day.date} className="border-b border-slate-100">
                <th scope="row" className="whitespace-nowrap py-1.5 pr-3 text-left font-normal text-slate-800">
                  {shortDateIn(language, `${day.date}T12:00:00Z`)}
                </th>
                {MEASURES.map(({ key }) => (
                  <td key={key} className="px-2 py-1.5 tabular-nums">
                    {countFormat.format(day[key])}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
