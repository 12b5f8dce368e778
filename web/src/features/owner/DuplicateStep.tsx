import { ArrowRight, MapPin } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { listingCreateSchema } from '@contracts/owner.ts';
import { PLAIN_BUTTON, PRIMARY_BUTTON } from '../../components/buttons.ts';
import { FormAlert, TextField } from '../../components/FormField.tsx';
import { SubmitButton } from '../../components/SubmitButton.tsx';
import { useMessages } from '../../i18n/language.tsx';
import { claimPath, listingPath } from '../../lib/owner-paths.ts';
import { useSchemaForm } from '../../lib/useSchemaForm.ts';
import { useFindDuplicates } from './api.ts';
import { fieldLabel } from './listing-form.ts';
import { formFailure } from './owner-failure.ts';
import type { Duplicate } from './owner-types.ts';

/** What step one asks: enough to find the listing if it is already there, and the start of the new one. */
export type FirstFacts = { name: string; pincode: string; phone: string };

const FIRST_FACTS = listingCreateSchema.pick({ name: true, pincode: true, phone: true });

/**
 * docs/product.md §2.25 step one: the name, pincode and phone, then a look for listings that may be the same business
 * (same pincode and a similar name, or the same phone). `onChecked` gets what was typed and what was found.
 */
export function FirstFactsStep({
  initial,
  onChecked,
}: {
  initial: FirstFacts;
  onChecked: (facts: FirstFacts, found: Duplicate[]) => void;
}) {
  const t = useMessages('owner');
  const { formRef, values, field, validate, showErrors } = useSchemaForm(initial);
  const [failure, setFailure] = useState<string | null>(null);
  const check = useFindDuplicates({
    onSuccess: (found) => onChecked(values, found),
    onError: (error) => setFailure(formFailure(error, showErrors, t.factsCheckFailed())),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    if (validate(FIRST_FACTS)) check.mutate(values);
  };

  return (
    <form ref={formRef} noValidate onSubmit={submit} aria-label={t.factsFormLabel()} className="space-y-5">
      <TextField label={fieldLabel(t, 'name')} {...field('name')} required autoComplete="organization" />
      <TextField
        label={fieldLabel(t, 'pincode')}
        {...field('pincode')}
        required
        inputMode="numeric"
        autoComplete="postal-code"
        maxLength={6}
        placeholder="560001"
      />
      <TextField label={fieldLabel(t, 'phone')} {...field('phone')} required type="tel" inputMode="tel" placeholder="+91 98450 12345" />
      {failure && (
        <FormAlert>
          <p>{failure}</p>
          <button type="button" onClick={() => onChecked(values, [])} className="mt-2 font-semibold underline">
            {t.factsContinueWithoutChecking()}
          </button>
        </FormAlert>
      )}
      <SubmitButton busy={check.isPending} className="sm:w-auto">
        {t.factsContinue()} <ArrowRight size={18} aria-hidden="true" />
      </SubmitButton>
    </form>
  );
}

const REASONS = { phone: 'duplicateSamePhone', name: 'duplicateSimilarName' } as const;

/**
 * docs/product.md §2.25: the listings that may be the business being added. One of the caller's own opens in the
 * portal; anyone else's can be claimed instead of being added twice.
 */
export function DuplicatesStep({ found, onContinue, onBack }: { found: Duplicate[]; onContinue: () => void; onBack: () => void }) {
  const t = useMessages('owner');
  return (
    <div className="space-y-5">
      <p className="text-slate-700">{t.duplicatesIntro({ count: found.length })}</p>
      <ul className="space-y-3">
        {found.map((business) => (
          <li key={business.id} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
            <p className="font-bold text-slate-900">{business.name}</p>
            <p className="mt-1 flex items-start gap-1 text-sm text-slate-600">
              <MapPin size={14} className="mt-0.5 shrink-0" aria-hidden="true" />
              <span>
                {business.address}
                {business.locality ? `, ${business.locality}` : ''} {business.pincode}
              </span>
            </p>
            <p className="mt-2 text-xs font-semibold uppercase tracking-wide text-slate-500">{t[REASONS[business.reason]]()}</p>
            <div className="mt-3 flex flex-wrap items-center gap-3">
              {business.isMine ? (
                <>
                  <Link to={listingPath(business.id)} className={PRIMARY_BUTTON} aria-label={t.duplicateOpenNamed({ name: business.name })}>
                    {t.duplicateOpen()}
                  </Link>
                  <span className="text-sm text-slate-600">{t.duplicateYouRunIt()}</span>
                </>
              ) : (
                <>
                  <Link to={claimPath(business.id)} className={PRIMARY_BUTTON} aria-label={t.duplicateClaimNamed({ name: business.name })}>
                    {t.duplicateClaim()}
                  </Link>
                  {business.hasOwner && <span className="text-sm text-slate-600">{t.duplicateHasOwner()}</span>}
                </>
              )}
            </div>
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-3">
        <button type="button" onClick={onContinue} className={PRIMARY_BUTTON}>
          {t.duplicatesNoneContinue()}
        </button>
        <button type="button" onClick={onBack} className={PLAIN_BUTTON}>
          {t.duplicatesBack()}
        </button>
      </div>
    </div>
  );
}
