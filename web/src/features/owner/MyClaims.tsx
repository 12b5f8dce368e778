import { Link } from 'react-router-dom';
import { useLanguage, useMessages } from '../../i18n/language.tsx';
import { shortDateIn } from '../../lib/dates.ts';
import { claimPath } from '../../lib/owner-paths.ts';
import { useClaims } from './api.ts';
import { ClaimStatusBadge } from './ClaimStatus.tsx';

/** docs/product.md §2.24, "My claims": the listings the caller asked to run, shown only when there are any. */
export function MyClaims() {
  const t = useMessages('owner');
  const language = useLanguage();
  const claims = useClaims();
  if (!claims.data?.length) return null;
  return (
    <section aria-labelledby="my-claims" className="mt-10">
      <h2 id="my-claims" className="text-xl font-bold text-slate-900">
        {t.myClaimsTitle()}
      </h2>
      <ul className="mt-4 divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white shadow-sm">
        {claims.data.map((claim) => (
          <li key={claim.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 px-4 py-3">
            <Link to={claimPath(claim.businessId)} className="font-semibold text-blue-700 hover:underline">
              {claim.businessName}
            </Link>
            <ClaimStatusBadge status={claim.status} />
            <span className="text-sm text-slate-600">{t.myClaimsAskedOn({ date: shortDateIn(language, claim.createdAt) })}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
