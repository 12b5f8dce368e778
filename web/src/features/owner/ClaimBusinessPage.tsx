import { BadgeCheck, FileText, Mail, MapPin } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { PRIMARY_BUTTON } from '../../components/buttons.ts';
import { FormAlert } from '../../components/FormField.tsx';
import { ErrorState, LoadingState } from '../../components/States.tsx';
import { useLanguage, useMessages } from '../../i18n/language.tsx';
import { shortDateIn } from '../../lib/dates.ts';
import { httpStatusOf, serverMessage } from '../../lib/http-status.ts';
import { listingPath } from '../../lib/owner-paths.ts';
import { useDocumentTitle } from '../../lib/useDocumentTitle.ts';
import { useClaimableBusiness, useClaimByEmail, useClaims } from './api.ts';
import { ClaimCodeForm } from './ClaimCodeForm.tsx';
import { ClaimEvidenceForm } from './ClaimEvidenceForm.tsx';
import { ClaimStatusBadge } from './ClaimStatus.tsx';
import type { OwnerClaim } from './owner-types.ts';
import { WithdrawClaim } from './WithdrawClaim.tsx';

/**
 * docs/product.md §2.26: claiming a public listing, by a code mailed to the listing's own address or with evidence our
 * team checks. The screen follows the caller's newest claim of this listing: waiting for its code, waiting for our
 * team, or none open (a new one can start).
 */
export function ClaimBusinessPage() {
  const { id = '' } = useParams();
  const business = useClaimableBusiness(id);
  const claims = useClaims();
  const t = useMessages('owner');
  useDocumentTitle(business.data ? t.claimDocumentTitle({ name: business.data.name }) : t.claimDocumentTitleLoading());

  if (business.isPending || claims.isPending)
    return (
      <Frame>
        <LoadingState title={t.claimLoading()} />
      </Frame>
    );
  if (business.isError || claims.isError) {
    const missing = business.isError && httpStatusOf(business.error) === 404;
    return (
      <Frame>
        <ErrorState
          title={missing ? t.claimCannotTitle() : t.claimLoadFailed()}
          message={missing ? t.claimCannotText() : t.checkConnection()}
          onRetry={missing ? undefined : () => void Promise.all([business.refetch(), claims.refetch()])}
        />
      </Frame>
    );
  }

  const listing = business.data;
  // Newest first: the claim that says where this listing stands for the caller.
  const latest = claims.data.find((claim) => claim.businessId === listing._id);

  return (
    <Frame>
      <header>
        <p className="text-sm font-semibold uppercase tracking-wide text-blue-700">{t.claimEyebrow()}</p>
        <h1 className="mt-1 text-2xl font-bold text-slate-900 sm:text-3xl">{listing.name}</h1>
        <p className="mt-2 flex items-start gap-1 text-slate-600">
          <MapPin size={16} className="mt-1 shrink-0" aria-hidden="true" />
          <span>{listing.address}</span>
        </p>
      </header>
      <div className="mt-8">
        {latest?.status === 'awaiting-code' ? (
          <ClaimCodeForm claim={latest} />
        ) : latest?.status === 'pending' ? (
          <PendingClaim claim={latest} />
        ) : latest?.status === 'approved' ? (
          <ApprovedClaim claim={latest} />
        ) : (
          <StartClaim businessId={listing._id} name={listing.name} hasEmail={Boolean(listing.contactInfo.email)} closed={latest} />
        )}
      </div>
    </Frame>
  );
}

function Frame({ children }: { children: ReactNode }) {
  return <div className="mx-auto max-w-3xl px-4 py-6 sm:py-10">{children}</div>;
}

function Card({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <h2 className="flex items-center gap-2 text-lg font-bold text-slate-900">
        {icon}
        {title}
      </h2>
      <div className="mt-3 space-y-4">{children}</div>
    </section>
  );
}

/** No claim open: the ways to start one, and why the last one closed, if one did. */
function StartClaim({ businessId, name, hasEmail, closed }: { businessId: string; name: string; hasEmail: boolean; closed?: OwnerClaim }) {
  const t = useMessages('owner');
  const language = useLanguage();
  const byEmail = useClaimByEmail();

  return (
    <div className="space-y-6">
      {closed && (
        <p className="rounded-2xl border border-slate-200 bg-slate-50 p-4 text-sm text-slate-700">
          {t.claimClosed({ date: shortDateIn(language, closed.createdAt), status: closed.status })}
          {closed.note ? ` ${closed.note}` : ''} {t.claimStartNew()}
        </p>
      )}
      <p className="text-slate-700">{t.claimIntro()}</p>
      {hasEmail && (
        <Card icon={<Mail size={20} className="text-blue-700" aria-hidden="true" />} title={t.claimByEmailTitle()}>
          <p className="text-sm text-slate-700">{t.claimByEmailText()}</p>
          {byEmail.isError && <FormAlert>{serverMessage(byEmail.error, t.claimSendCodeFailed())}</FormAlert>}
          <button
            type="button"
            onClick={() => byEmail.mutate({ businessId, method: 'email' })}
            disabled={byEmail.isPending}
            className={`${PRIMARY_BUTTON} w-full py-3 sm:w-auto`}
          >
            {byEmail.isPending ? t.claimSending() : t.claimSendMeTheCode()}
          </button>
        </Card>
      )}
      <Card icon={<FileText size={20} className="text-blue-700" aria-hidden="true" />} title={t.claimEvidenceTitle()}>
        <p className="text-sm text-slate-700">{hasEmail ? t.claimEvidenceNoMailbox() : t.claimEvidenceNoEmail({ name })}</p>
        <ClaimEvidenceForm businessId={businessId} />
      </Card>
    </div>
  );
}

/** A claim's number is a GST or a Udyam number (@contracts/claims.ts reads which when none is said). */
const numberName = (type: string | null | undefined) => (type === 'udyam' ? 'claimUdyamNumber' : 'claimGstNumber');

/** A claim our team has yet to decide: what was sent, and a way to take it back. */
function PendingClaim({ claim }: { claim: OwnerClaim }) {
  const t = useMessages('owner');
  const language = useLanguage();
  return (
    <Card icon={<FileText size={20} className="text-amber-700" aria-hidden="true" />} title={t.claimPendingTitle()}>
      <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
        <ClaimStatusBadge status={claim.status} /> {t.claimPendingSent({ date: shortDateIn(language, claim.createdAt) })}
      </p>
      <dl className="grid gap-2 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-4">
        {claim.evidenceNumber && (
          <>
            <dt className="font-semibold text-slate-800">{t[numberName(claim.evidenceType)]()}</dt>
            <dd className="font-mono text-slate-700">{claim.evidenceNumber}</dd>
          </>
        )}
        {claim.hasDocument && (
          <>
            <dt className="font-semibold text-slate-800">{t.claimDocumentPhoto()}</dt>
            <dd className="text-slate-700">{t.claimAttached()}</dd>
          </>
        )}
        {claim.message && (
          <>
            <dt className="font-semibold text-slate-800">{t.claimYourMessage()}</dt>
            <dd className="break-words text-slate-700">{claim.message}</dd>
          </>
        )}
      </dl>
      <WithdrawClaim claim={claim} label={t.claimWithdraw()} />
    </Card>
  );
}

function ApprovedClaim({ claim }: { claim: OwnerClaim }) {
  const t = useMessages('owner');
  const language = useLanguage();
  return (
    <Card icon={<BadgeCheck size={20} className="text-green-700" aria-hidden="true" />} title={t.claimApprovedTitle()}>
      <p className="text-sm text-slate-700">
        {t.claimApprovedText({ date: shortDateIn(language, claim.decidedAt ?? claim.createdAt), name: claim.businessName })}
      </p>
      <Link to={listingPath(claim.businessId)} className={`${PRIMARY_BUTTON} w-full py-3 sm:w-auto`}>
        {t.claimOpenInPortal()}
      </Link>
    </Card>
  );
}
