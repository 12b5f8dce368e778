import { MailCheck } from 'lucide-react';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { CLAIM_CODE_TTL_MINUTES, claimVerifySchema } from '@contracts/claims.ts';
import { PLAIN_BUTTON } from '../../components/buttons.ts';
import { Field, FormAlert, inputClass } from '../../components/FormField.tsx';
import { SubmitButton } from '../../components/SubmitButton.tsx';
import { serverMessage } from '../../lib/http-status.ts';
import { notify } from '../../lib/notify.ts';
import { listingPath } from '../../lib/owner-paths.ts';
import { useSchemaForm } from '../../lib/useSchemaForm.ts';
import { useResendClaimCode, useVerifyClaim } from './api.ts';
import { formFailure } from './owner-failure.ts';
import type { OwnerClaim } from './owner-types.ts';
import { WithdrawClaim } from './WithdrawClaim.tsx';

const CODE_LENGTH = 6;

/** Where the code went, in the words of the claim's answer (worker/services/owner/claims.ts). */
const mailedTo = (claim: OwnerClaim) => `the e-mail address of ${claim.businessName}${claim.sentTo ? ` (${claim.sentTo})` : ''}`;

/**
 * docs/product.md §2.26: the 6-digit code mailed to the listing's own address. The right code hands the listing over at
 * once: the session's user is read again (the caller is an owner now) and the portal opens on the listing.
 */
export function ClaimCodeForm({ claim }: { claim: OwnerClaim }) {
  const navigate = useNavigate();
  const { formRef, values, errors, set, validate, showErrors } = useSchemaForm({ code: '' });
  const [failure, setFailure] = useState<string | null>(null);
  const [news, setNews] = useState(
    `We have sent a 6-digit code to ${mailedTo(claim)}. Enter it within ${CLAIM_CODE_TTL_MINUTES} minutes to manage the listing.`,
  );

  // The right code makes the caller an owner: the hook reads the session's user, the claim and the listings first. A
  // wrong one may close the claim (the fifth does): the claims are read again and the screen then offers a new one.
  const verify = useVerifyClaim({
    onSuccess: ({ business }) => {
      notify.success(`You now manage ${business.name}.`);
      navigate(listingPath(business.id), { replace: true });
    },
    onError: (error) => setFailure(formFailure(error, showErrors, 'Could not check the code. Please try again.')),
  });
  const resend = useResendClaimCode({
    onSuccess: (renewed) => {
      set('code', '');
      setNews(`We have sent a new code to ${mailedTo(renewed)}. Only the newest code works.`);
    },
    onError: (error) => setFailure(serverMessage(error, 'Could not send a new code. Please try again.')),
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
        <span>{news}</span>
      </p>
      <form ref={formRef} noValidate onSubmit={submit} aria-label="Enter the code" className="space-y-5">
        <Field label="6-digit code" error={errors.code}>
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
            Verify and manage the listing
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
            {resend.isPending ? 'Sending…' : 'Send a new code'}
          </button>
        </div>
      </form>
      <p className="text-sm text-slate-600">The code goes to the listing's own e-mail address, not yours. No access to it?</p>
      <WithdrawClaim claim={claim} label="Withdraw and claim another way" />
    </div>
  );
}
