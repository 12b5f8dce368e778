import { Loader2, LocateFixed, MapPin } from 'lucide-react';
import { useState } from 'react';
import { USES_LOCATION_ATTRIBUTE } from '@contracts/ssr.ts';
import { SearchBox, type SearchBoxLook } from '../../components/SearchBox.tsx';
import { useMessages } from '../../i18n/language.tsx';
import { WithValues } from '../../i18n/WithValues.tsx';
import { loadSearchRules, useGoToSearch } from '../../lib/search-prefetch.ts';
import { CategoryChips } from './CategoryChips.tsx';
import { homeSearchPath } from './search-path.ts';
import { LOCATION_MESSAGES, type PincodeDetection } from './usePincodeDetection.ts';

interface HeroSearchProps {
  location: string;
  onLocationChange: (text: string) => void;
  detection: PincodeDetection;
  /** The visitor asks to be located: the only way the browser is asked for their position (docs/product.md §2.4). */
  onLocate: () => void;
}

/** The home page's card: its labels shown above the boxes, the button yellow. */
const HERO_LOOK: SearchBoxLook = {
  form: 'mt-8 rounded-2xl bg-white p-4 text-slate-900 shadow-xl md:p-5',
  row: 'grid gap-3 md:grid-cols-[1fr_16rem_auto] md:items-end',
  label: 'mb-1 block text-sm font-semibold text-slate-700',
  input:
    'w-full rounded-xl border border-slate-300 bg-white py-3 pl-10 pr-3 text-base text-slate-900 placeholder:text-slate-500 focus:border-blue-600 focus:outline-none focus:ring-2 focus:ring-blue-600/30',
  button:
    'flex items-center justify-center gap-2 rounded-xl bg-yellow-400 px-6 py-3 font-extrabold tracking-wide text-slate-900 hover:bg-yellow-300 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700',
  spinner: <Loader2 size={18} aria-hidden="true" className="animate-spin" />,
};

/** docs/product.md §2.4 hero: keyword and pincode/location boxes, SEARCH NOW, the detection status line and category chips. */
export function HeroSearch({ location, onLocationChange, detection, onLocate }: HeroSearchProps) {
  const goToSearch = useGoToSearch();
  const t = useMessages('home');
  // From the tap until the search screen replaces this one (its code and answer may take a moment on a slow phone).
  const [sending, setSending] = useState(false);
  const pending = detection.phase === 'locating' || detection.phase === 'detecting';

  function search(typed: { query: string; place: string }) {
    const path = homeSearchPath(typed.query, typed.place);
    if (!path) return;
    setSending(true);
    goToSearch(path);
  }

  return (
    <section
      {...{ [USES_LOCATION_ATTRIBUTE]: '' }}
      className="relative overflow-hidden bg-gradient-to-br from-blue-700 via-blue-800 to-slate-900 text-white"
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(circle_at_85%_20%,rgba(250,204,21,0.25),transparent_40%),radial-gradient(circle_at_10%_90%,rgba(96,165,250,0.35),transparent_45%)]"
      />
      <div className="relative mx-auto max-w-7xl px-4 py-12 md:py-20">
        <h1 className="max-w-3xl text-3xl font-extrabold leading-tight md:text-5xl">
          <WithValues text={t.heroTitle} values={{ city: <span className="text-yellow-300">{t.heroCity()}</span> }} />
        </h1>
        <p className="mt-4 max-w-2xl text-base text-blue-100 md:text-lg">{t.heroDescription()}</p>

        {/* Before the app runs, a GET the server answers (early-input.ts, NATIVE_FORM): the same address the app goes to. */}
        <SearchBox
          look={HERO_LOOK}
          native
          query={{
            id: 'home-keyword',
            name: 'query',
            label: t.searchLabel(),
            placeholder: t.searchPlaceholder(),
            autoComplete: 'off',
            enterKeyHint: 'search',
          }}
          place={{
            id: 'home-location',
            name: 'location',
            label: t.placeLabel(),
            placeholder: pending ? t.placeDetecting() : t.placePlaceholder(),
            value: location,
            onChange: (event) => onLocationChange(event.target.value),
            // Typing a place starts the app, which reloads the nearby section for it (early-input.ts NEEDS_APP).
            'data-needs-app': '',
            autoComplete: 'postal-code',
            enterKeyHint: 'search',
            maxLength: 80,
            'aria-describedby': 'home-location-status home-location-hint',
          }}
          submitLabel={t.searchNow()}
          busy={sending}
          onSearch={search}
          onFocus={() => void loadSearchRules().catch(() => undefined)}
        >
          <div className="mt-3 flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
            <DetectionStatus detection={detection} />
            <button
              type="button"
              // A second tap while the first is being answered would only ask again.
              onClick={() => pending || onLocate()}
              className="inline-flex items-center gap-1.5 rounded-lg border border-blue-700 px-3 py-1.5 text-sm font-semibold text-blue-700 hover:bg-blue-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700"
            >
              <LocateFixed size={16} aria-hidden="true" />
              {t.useMyLocation()}
            </button>
          </div>
          <p id="home-location-hint" className="mt-1 text-xs text-slate-500">
            {t.locationHint()}
          </p>
        </SearchBox>

        <CategoryChips />
      </div>
    </section>
  );
}

/** docs/product.md §2.4: one of auto-detected pincode, detecting, getting location, or please enter pincode. */
function DetectionStatus({ detection }: { detection: PincodeDetection }) {
  const t = useMessages('home');
  const enterPincode = <strong className="font-semibold text-slate-900">{t.statusEnterPincode()}</strong>;
  return (
    <p id="home-location-status" role="status" className="flex items-start gap-2 text-sm text-slate-700">
      <StatusIcon detection={detection} />
      <span>
        {detection.phase === 'waiting' && enterPincode}
        {detection.phase === 'locating' && t.statusLocating()}
        {detection.phase === 'detecting' && t.statusDetecting()}
        {detection.phase === 'detected' && (
          <WithValues
            text={detection.place ? t.statusDetectedIn : t.statusDetected}
            values={{ pincode: <strong className="font-semibold text-slate-900">{detection.pincode}</strong>, place: detection.place }}
          />
        )}
        {detection.phase === 'failed' && (
          <>
            {t[LOCATION_MESSAGES[detection.reason]]()}
            {detection.reason !== 'notDetected' && (
              <>
                {' · '}
                {enterPincode}
              </>
            )}
          </>
        )}
      </span>
    </p>
  );
}

function StatusIcon({ detection }: { detection: PincodeDetection }) {
  const shared = 'mt-0.5 shrink-0';
  if (detection.phase === 'detected') return <LocateFixed size={16} aria-hidden="true" className={`${shared} text-green-700`} />;
  if (detection.phase === 'failed') return <MapPin size={16} aria-hidden="true" className={`${shared} text-amber-600`} />;
  if (detection.phase === 'waiting') return <MapPin size={16} aria-hidden="true" className={`${shared} text-slate-500`} />;
  return <Loader2 size={16} aria-hidden="true" className={`${shared} animate-spin text-blue-700`} />;
}
