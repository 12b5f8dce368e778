import { Clock, Store } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { LISTING_ADDED, listingCreateSchema } from '@contracts/owner.ts';
import { FormAlert } from '../../components/FormField.tsx';
import { SubmitButton } from '../../components/SubmitButton.tsx';
import { useMessages } from '../../i18n/language.tsx';
import { useServerMessages } from '../../i18n/useServerMessages.ts';
import { WithValues } from '../../i18n/WithValues.tsx';
import { notify } from '../../lib/notify.ts';
import { listingPath } from '../../lib/owner-paths.ts';
import { useDocumentTitle } from '../../lib/useDocumentTitle.ts';
import { useSchemaForm } from '../../lib/useSchemaForm.ts';
import { useCreateListing } from './api.ts';
import { DuplicatesStep, FirstFactsStep, type FirstFacts } from './DuplicateStep.tsx';
import { ListingFields } from './ListingFields.tsx';
import { createInputOf, EMPTY_LISTING_FORM, listingFieldOf } from './listing-form.ts';
import { formFailure, issueMessages } from './owner-failure.ts';
import type { Duplicate } from './owner-types.ts';

type Step = { name: 'facts' } | { name: 'duplicates'; found: Duplicate[] } | { name: 'details' };

const HEADINGS = {
  facts: 'addStepFacts',
  duplicates: 'addStepDuplicates',
  details: 'addStepDetails',
} as const;

/**
 * docs/product.md §2.25: adding a business. Step one looks for a listing that is already there (to claim rather than
 * add twice); step two is the whole listing. Adding makes the caller an owner, so the session's user is read again
 * before the portal, whose guard wants that role, opens on the new listing.
 */
export function AddBusinessPage() {
  const t = useMessages('owner');
  useDocumentTitle(t.addDocumentTitle());
  const [facts, setFacts] = useState<FirstFacts>({ name: '', pincode: '', phone: '' });
  const [step, setStep] = useState<Step>({ name: 'facts' });
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  // Each new step is announced by moving focus to its heading; the first one keeps the page's natural start.
  useEffect(() => {
    if (moved.current) heading.current?.focus();
    moved.current = true;
  }, [step]);

  const checked = (typed: FirstFacts, found: Duplicate[]) => {
    setFacts(typed);
    setStep(found.length ? { name: 'duplicates', found } : { name: 'details' });
  };

  return (
    <div className="mx-auto max-w-3xl px-4 py-6 sm:py-10">
      <header className="flex items-start gap-3">
        <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-blue-50 text-blue-700">
          <Store size={22} aria-hidden="true" />
        </span>
        <div>
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t.addTitle()}</h1>
          <p className="mt-1 text-slate-600">{t.addIntro()}</p>
        </div>
      </header>
      <section aria-labelledby="add-business-step" className="mt-8">
        <h2 id="add-business-step" ref={heading} tabIndex={-1} className="mb-5 text-lg font-bold text-slate-900 focus:outline-none">
          {t[HEADINGS[step.name]]()}
        </h2>
        {step.name === 'facts' && <FirstFactsStep initial={facts} onChecked={checked} />}
        {step.name === 'duplicates' && (
          <DuplicatesStep found={step.found} onContinue={() => setStep({ name: 'details' })} onBack={() => setStep({ name: 'facts' })} />
        )}
        {step.name === 'details' && <NewListingForm facts={facts} />}
      </section>
    </div>
  );
}

function NewListingForm({ facts }: { facts: FirstFacts }) {
  const t = useMessages('owner');
  const local = useServerMessages();
  const navigate = useNavigate();
  const form = useSchemaForm({ ...EMPTY_LISTING_FORM, ...facts });
  const [failure, setFailure] = useState<string | null>(null);
  // Adding makes the caller an owner: the hook reads the session's user and the listings again before this runs.
  const create = useCreateListing({
    onSuccess: (business) => {
      notify.success(local(LISTING_ADDED));
      navigate(listingPath(business.id), { replace: true });
    },
    onError: (error) => setFailure(formFailure(error, form.showErrors, t.addFailed(), listingFieldOf)),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const input = createInputOf(form.values);
    const checked = listingCreateSchema.safeParse(input);
    if (!checked.success) {
      form.showErrors(issueMessages(checked.error, listingFieldOf), { focus: true });
      return;
    }
    create.mutate(input);
  };

  return (
    <form ref={form.formRef} noValidate onSubmit={submit} aria-label={t.addFormLabel()} className="space-y-6">
      <ListingFields form={form} />
      <p className="flex items-start gap-2 rounded-2xl border border-slate-200 bg-white p-4 text-sm text-slate-700 shadow-sm sm:p-6">
        <Clock size={18} className="mt-0.5 shrink-0 text-blue-700" aria-hidden="true" />
        <span>
          <WithValues
            text={t.addHoursLater}
            values={{ hours: <strong className="font-semibold text-slate-900">{t.addHoursLaterOpeningHours()}</strong> }}
          />
        </span>
      </p>
      {failure && <FormAlert>{failure}</FormAlert>}
      <SubmitButton busy={create.isPending || create.isSuccess} className="sm:w-auto">
        {t.addSubmit()}
      </SubmitButton>
    </form>
  );
}
