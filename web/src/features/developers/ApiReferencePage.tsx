import { SITE } from '@contracts/site.ts';
import { ErrorState, LoadingState } from '../../components/States.tsx';
import { useMessages } from '../../i18n/language.tsx';
import type { Messages } from '../../i18n/catalogues.ts';
import { useDocumentTitle } from '../../lib/useDocumentTitle.ts';
import { useApiDocument, OPENAPI_URL } from './api.ts';
import {
  exampleRequest,
  fieldsOf,
  resolved,
  sectionId,
  sectionsOf,
  typeText,
  type ApiDocument,
  type Entry,
  type Field,
  type Method,
} from './api-document.ts';

/*
 * The REST API's reference (issue 39): the OpenAPI document the Worker serves, read in the browser and shown by tag,
 * each operation with who may call it, its parameters, its body's fields, an example and its answers. Its chunk loads
 * only here (an address given in the README, never linked from a public page's first load).
 */

type Texts = Messages<'developers'>;

const METHOD_LOOK: Record<Method, string> = {
  get: 'bg-blue-100 text-blue-800',
  post: 'bg-green-100 text-green-800',
  put: 'bg-amber-100 text-amber-800',
  patch: 'bg-purple-100 text-purple-800',
  delete: 'bg-red-100 text-red-800',
};

function guardText(t: Texts, guard: string | undefined): string {
  if (guard === 'signedIn') return t.guardSignedIn();
  if (guard === 'owner') return t.guardOwner();
  return t.guardPublic();
}

function FieldTable({
  t,
  fields,
  kind,
}: {
  t: Texts;
  fields: (Field & { in?: string; example?: unknown })[];
  kind: 'parameters' | 'body';
}) {
  return (
    <table className="mt-2 w-full text-left text-sm">
      <thead className="text-slate-500">
        <tr>
          <th className="py-1 pr-4 font-medium">{t.name()}</th>
          {kind === 'parameters' && <th className="py-1 pr-4 font-medium">{t.in()}</th>}
          <th className="py-1 pr-4 font-medium">{t.type()}</th>
          <th className="py-1 font-medium">{t.required()}</th>
        </tr>
      </thead>
      <tbody>
        {fields.map((field) => (
          <tr key={`${field.in ?? ''}${field.name}`} className="border-t border-slate-100 align-top">
            <td className="py-1 pr-4 font-mono">{field.name}</td>
            {kind === 'parameters' && <td className="py-1 pr-4">{field.in}</td>}
            <td className="py-1 pr-4 font-mono break-all text-slate-700">{field.type}</td>
            <td className="py-1">{field.required ? t.yes() : ''}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function OperationDetails({ t, document, entry }: { t: Texts; document: ApiDocument; entry: Entry }) {
  const { operation } = entry;
  const parameters = (operation.parameters ?? []).map((parameter) => ({
    name: parameter.name,
    in: parameter.in,
    type: typeText(document, parameter.schema),
    required: parameter.required === true,
  }));
  const bodies = Object.entries(operation.requestBody?.content ?? {});
  const example = operation.requestBody?.content['application/json']?.example;
  const request = exampleRequest(entry);
  return (
    <details className="rounded-xl border border-slate-200 bg-white" data-testid={`operation-${operation.operationId ?? ''}`}>
      <summary className="flex cursor-pointer flex-wrap items-center gap-x-3 gap-y-1 px-4 py-3">
        <span className={`w-16 rounded px-2 py-0.5 text-center font-mono text-xs font-bold uppercase ${METHOD_LOOK[entry.method]}`}>
          {entry.method}
        </span>
        <code className="font-mono text-sm break-all">{entry.path}</code>
        <span className="text-slate-700">{operation.summary}</span>
        <span className="ml-auto rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-700">
          {guardText(t, operation['x-guard'])}
        </span>
      </summary>
      <div className="space-y-4 border-t border-slate-100 px-4 py-4">
        {operation.description && <p className="text-slate-700">{operation.description}</p>}
        {parameters.length > 0 && (
          <div>
            <h4 className="font-semibold">{t.parameters()}</h4>
            <FieldTable t={t} fields={parameters} kind="parameters" />
          </div>
        )}
        {bodies.map(([contentType, media]) => (
          <div key={contentType}>
            <h4 className="font-semibold">
              {t.body()} <span className="font-mono text-xs font-normal text-slate-500">{contentType}</span>
            </h4>
            <FieldTable t={t} fields={fieldsOf(document, media.schema)} kind="body" />
          </div>
        ))}
        {(request || example !== undefined) && (
          <div>
            <h4 className="font-semibold">{t.example()}</h4>
            <pre className="mt-2 overflow-x-auto rounded-lg bg-slate-900 p-3 text-xs text-slate-100">
              {[request ?? `${entry.method.toUpperCase()} ${entry.path}`, example === undefined ? '' : JSON.stringify(example, null, 2)]
                .filter(Boolean)
                .join('\n\n')}
            </pre>
          </div>
        )}
        <div>
          <h4 className="font-semibold">{t.responses()}</h4>
          <ul className="mt-2 space-y-1 text-sm">
            {Object.entries(operation.responses ?? {}).map(([status, response]) => (
              <li key={status}>
                <span className="font-mono font-semibold">{status}</span> {resolved(document, response).description}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </details>
  );
}

export function ApiReference({ document }: { document: ApiDocument }) {
  const t = useMessages('developers');
  const sections = sectionsOf(document);
  return (
    <>
      <nav aria-label={t.sections()} className="mt-6">
        <ul className="flex flex-wrap gap-2 text-sm">
          {sections.map((section) => (
            <li key={section.tag}>
              <a href={`#${sectionId(section.tag)}`} className="inline-block rounded-full bg-slate-100 px-3 py-1 hover:bg-slate-200">
                {section.tag}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {sections.map((section) => (
        <section key={section.tag} aria-labelledby={sectionId(section.tag)} className="mt-10">
          <h2 id={sectionId(section.tag)} className="text-xl font-bold">
            {section.tag}
          </h2>
          {section.description && <p className="mt-1 text-slate-600">{section.description}</p>}
          <p className="mt-1 text-sm text-slate-500">{t.operations({ count: section.entries.length })}</p>
          <div className="mt-4 space-y-2">
            {section.entries.map((entry) => (
              <OperationDetails key={`${entry.method} ${entry.path}`} t={t} document={document} entry={entry} />
            ))}
          </div>
        </section>
      ))}
    </>
  );
}

export function ApiReferencePage() {
  const t = useMessages('developers');
  useDocumentTitle(`${t.title()} | ${SITE.name}`);
  const document = useApiDocument();
  return (
    <section className="mx-auto max-w-5xl px-4 py-10">
      <h1 className="text-3xl font-bold">{t.title()}</h1>
      <p className="mt-3 max-w-3xl text-slate-700">{t.intro()}</p>
      <p className="mt-2 max-w-3xl text-slate-700">{t.bearer()}</p>
      <a href={OPENAPI_URL} className="mt-4 inline-block font-semibold text-blue-700 underline hover:text-blue-800">
        {t.document()}
      </a>
      {document.isPending && <LoadingState title={t.loading()} />}
      {document.isError && <ErrorState title={t.loadError()} onRetry={() => void document.refetch()} />}
      {document.isSuccess && <ApiReference document={document.data} />}
    </section>
  );
}
