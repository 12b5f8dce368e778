import { useState, type ChangeEvent, type FormEvent } from 'react';
import { CLAIM_EVIDENCE_TYPES, claimCreateSchema, DOCUMENT_FIELD, MAX_CLAIM_MESSAGE, type ClaimEvidenceType } from '@contracts/claims.ts';
import { ACCEPTED_TYPES, MAX_UPLOAD_BYTES, UPLOAD_MESSAGES } from '@contracts/media.ts';
import { Field, FormAlert, inputClass, TextAreaField, TextField } from '../../components/FormField.tsx';
import { SubmitButton } from '../../components/SubmitButton.tsx';
import { useMessages } from '../../i18n/language.tsx';
import { notify } from '../../lib/notify.ts';
import { RestError } from '../../lib/upload-form.ts';
import { useSchemaForm, type FieldMessage } from '../../lib/useSchemaForm.ts';
import { useClaimWithEvidence } from './api.ts';
import { formFailure, issueMessages } from './owner-failure.ts';

/** The kinds of number by name (keys of the `owner` catalogue). */
const EVIDENCE_NAMES = { gst: 'claimGstNumber', udyam: 'claimUdyamNumber' } as const satisfies Record<ClaimEvidenceType, string>;
const EXAMPLES = { gst: '29ABCDE1234F1ZW', udyam: 'UDYAM-KR-03-0012345' } as const satisfies Record<ClaimEvidenceType, string>;

/** What the browser can tell of a photo before sending it; the server judges its bytes whatever this says. */
function documentProblem(file: File): string | undefined {
  if (file.size === 0) return UPLOAD_MESSAGES.empty;
  if (file.size > MAX_UPLOAD_BYTES) return UPLOAD_MESSAGES.tooLarge;
  if (file.type !== '' && !(ACCEPTED_TYPES as readonly string[]).includes(file.type)) return UPLOAD_MESSAGES.unsupportedType;
  return undefined;
}

/**
 * docs/product.md §2.26: a claim our team checks, with the business's GST or Udyam number and/or a photo of a document.
 * A number alone goes through tRPC; a photo goes as multipart/form-data to `POST /api/owner/claims` (tRPC carries JSON
 * only), with its progress shown.
 */
export function ClaimEvidenceForm({ businessId }: { businessId: string }) {
  const t = useMessages('owner');
  const form = useSchemaForm({ evidenceType: 'gst', evidenceNumber: '', [DOCUMENT_FIELD]: '', message: '' });
  const { formRef, values, errors, field, set, showErrors } = form;
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const type = values.evidenceType as ClaimEvidenceType;
  const hasNumber = values.evidenceNumber.trim() !== '';
  const fields = {
    businessId,
    method: 'document' as const,
    evidenceType: hasNumber ? type : undefined,
    evidenceNumber: values.evidenceNumber,
    message: values.message,
  };

  const send = useClaimWithEvidence({
    onProgress: setProgress,
    // What the claim's answer says of a claim our team will check.
    onSuccess: () => notify.success(t.evidenceWaiting()),
    onError: (error) => {
      setProgress(null);
      if (error instanceof RestError) {
        const onFields = showErrors(error.errors, { focus: true });
        setFailure(Object.keys(onFields).length ? null : error.message);
      } else {
        setFailure(formFailure(error, showErrors, t.evidenceSendFailed()));
      }
    },
  });

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    setFile(event.target.files?.[0] ?? null);
    set(DOCUMENT_FIELD, '');
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const parsed = claimCreateSchema.safeParse(fields);
    const problems: FieldMessage[] = parsed.success ? [] : issueMessages(parsed.error);
    // The server's words for a claim without evidence (worker/services/owner/claims.ts).
    if (!hasNumber && !file) problems.push({ field: 'evidenceNumber', message: t.evidenceNeeded() });
    const photoProblem = file && documentProblem(file);
    if (photoProblem) problems.push({ field: DOCUMENT_FIELD, message: photoProblem });
    if (problems.length) {
      showErrors(problems, { focus: true });
      return;
    }
    send.mutate({ fields, document: file });
  };

  return (
    <form ref={formRef} noValidate onSubmit={submit} aria-label={t.evidenceFormLabel()} className="space-y-5">
      <Field label={t.evidenceKind()} error={errors.evidenceType}>
        {(control) => (
          <select
            {...control}
            name="evidenceType"
            value={values.evidenceType}
            onChange={(event) => set('evidenceType', event.target.value)}
            className={inputClass(Boolean(errors.evidenceType))}
          >
            {CLAIM_EVIDENCE_TYPES.map((kind) => (
              <option key={kind} value={kind}>
                {t[EVIDENCE_NAMES[kind]]()}
              </option>
            ))}
          </select>
        )}
      </Field>
      <TextField
        label={t[EVIDENCE_NAMES[type]]()}
        {...field('evidenceNumber')}
        autoCapitalize="characters"
        spellCheck={false}
        placeholder={EXAMPLES[type]}
      />
      <div>
        <Field label={t.evidenceDocument()} error={errors[DOCUMENT_FIELD]}>
          {(control) => (
            <input
              {...control}
              name={DOCUMENT_FIELD}
              type="file"
              accept={ACCEPTED_TYPES.join(',')}
              onChange={choose}
              className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-lg file:border-0 file:bg-blue-50 file:px-4 file:py-2 file:font-semibold file:text-blue-700"
            />
          )}
        </Field>
        <p className="mt-1 text-xs text-slate-600">{t.evidenceDocumentHint()}</p>
      </div>
      <TextAreaField label={t.evidenceMessage()} {...field('message')} rows={3} maxLength={MAX_CLAIM_MESSAGE} />
      <div aria-live="polite">
        {progress !== null && send.isPending && (
          <div className="space-y-1">
            <progress value={progress} max={1} className="h-2 w-full" aria-label={t.evidenceSendingPhoto()} />
            <p className="text-sm text-slate-700">{t.evidenceSendingPhotoPercent({ percent: Math.round(progress * 100) })}</p>
          </div>
        )}
      </div>
      {failure && <FormAlert>{failure}</FormAlert>}
      <SubmitButton busy={send.isPending} className="sm:w-auto">
        {t.evidenceSubmit()}
      </SubmitButton>
    </form>
  );
}
