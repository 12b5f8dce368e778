import { MailCheck } from 'lucide-react';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { CLAIM_CODE_TTL_MINUTES, claimVerifySchema } from '@contracts/claims.ts';
import { PLAIN_BUTTON } from '../../components/buttons.ts';
import { Field, FormAlert, inputClass } from '../../components/FormField.tsx';
import { SubmitButton } from '../../components/SubmitButton.tsx';
import type { Messages } from '../../i18n/catalogues.ts';
import { useMessages } from '../../i18n/language.tsx';
import { serverMessage } from '../../lib/http-status.ts';
import { notify } from '../../lib/notify.ts';
import { listingPath } from '../../lib/owner-paths.ts';
import { useSchemaForm } from '../../lib/useSchemaForm.ts';
import { useResendClaimCode, useVerifyClaim } from './api.ts';
import { formFailure } from './owner-failure.ts';
import type { OwnerClaim } from './owner-types.ts';
import { WithdrawClaim } from './WithdrawClaim.tsx';

const CODE_LENGTH = 6;

/** Where the code went, in the words of the claim's answer (worker/services/owner/claims.ts): a first code or a new one. */
function codeNews(t: Messages<'owner'>, claim: OwnerClaim, renewed: boolean): string {
  const values = { business: claim.businessName, sentTo: claim.sentTo ?? '', minutes: CLAIM_CODE_TTL_MINUTES };
  if (renewed) return claim.sentTo ? t.codeResentTo(values) : t.codeResent(values);
  return claim.sentTo ? t.codeSentTo(values) : t.codeSent(values);
}

/**
 * docs/product.md §2.26: the 6-digit code mailed to the listing's own address. The right code hands the listing over at
 * once: the session's user is read again (the caller is an owner now) and the portal opens on the listing.
 */
export function ClaimCodeForm({ claim }: { claim: OwnerClaim }) {
  const t = useMessages('owner');
  const navigate = useNavigate();
  const { formRef, values, errors, set, validate, showErrors } = useSchemaForm({ code: '' });
  const [failure, setFailure] = useState<string | null>(null);
  // The claim the latest code went to, and whether it was a new one: the text is the page's language's.
  const [sent, setSent] = useState({ claim, renewed: false });

  // The right code makes the caller an owner: the hook reads the session's user, the claim and the listings first. A
  // wrong one may close the claim (the fifth does): the claims are read again and the screen then offers a new one.
  const verify = useVerifyClaim({
    onSuccess: ({ business }) => {
      notify.success(t.codeYouNowManage({ name: business.name }));
      navigate(listingPath(business.id), { replace: true });
    },
    onError: (error) => setFailure(formFailure(error, showErrors, t.codeCheckFailed())),
  });
  const resend = useResendClaimCode({
    onSuccess: (renewed) => {
      set('code', '');
      setSent({ claim: renewed, renewed: true });
    },
    onError: (error) => setFailure(serverMessage(error, t.codeResendFailed())),
  });

  const change = (event: ChangeEvent<HTMLInputElement>) => set('code', event.target.value.replace(/\D/g, '').slice(0, CODE_LENGTH));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const input = validate(claimVerifySchema);
    if (input) verify.mutate({ id: claim.id, code: input.code });
  };

  return (
    <div className="space-y-5">
      <p role="status" className="flex items-start gap-2 rounded-2xl border border-blue-100 bg-blue-50 p-4 text-sm text-blue-900">
        <MailCheck size={18} className="mt-0.5 shrink-0" aria-hidden="true" />
        <span>{codeNews(t, sent.claim, sent.renewed)}</span>
      </p>
      <form ref={formRef} noValidate onSubmit={submit} aria-label={t.codeFormLabel()} className="space-y-5">
        <Field label={t.codeLabel()} error={errors.code}>
          {(control) => (
            <input
              {...control}
              name="code"
              value={values.code}
              onChange={change}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={CODE_LENGTH}
              placeholder="------"
              className={`${inputClass(Boolean(errors.code))} max-w-48 text-center font-mono text-xl tracking-[0.5em]`}
            />
          )}
        </Field>
        {failure && <FormAlert>{failure}</FormAlert>}
        <div className="flex flex-wrap gap-3">
          <SubmitButton busy={verify.isPending || verify.isSuccess} className="sm:w-auto">
            {t.codeVerify()}
          </SubmitButton>
          <button
            type="button"
            onClick={() => {
              setFailure(null);
              resend.mutate({ id: claim.id });
            }}
            disabled={resend.isPending}
            className={`${PLAIN_BUTTON} w-full py-3 sm:w-auto`}
          >
            {resend.isPending ? t.claimSending() : t.codeSendNew()}
          </button>
        </div>
      </form>
      <p className="text-sm text-slate-600">{t.codeGoesToListing()}</p>
      <WithdrawClaim claim={claim} label={t.codeWithdrawAnotherWay()} />
    </div>
  );
}
