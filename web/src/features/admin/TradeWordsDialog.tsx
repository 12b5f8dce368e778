import { useId, useState } from 'react';
import {
  conceptIdSchema,
  TRADE_LIMITS,
  TRADE_REGISTER_LABELS,
  TRADE_REGISTERS,
  tradeConceptSchema,
  type TradeConcept,
  type TradeConceptInput,
  type TradeRegister,
} from '@contracts/trade-words.ts';
import { PLAIN_BUTTON } from '../../components/buttons.ts';
import { inputClass } from '../../components/FormField.tsx';
import { Modal } from '../../components/Modal.tsx';
import { useSchemaForm, type FieldMessage } from '../../lib/useSchemaForm.ts';
import { useAdminWrites, useRefreshAdmin, useTradeWords } from './api.ts';
import { Announcement, useAnnouncer } from './Announcer.tsx';
import { DeleteDialog } from './ConfirmDialog.tsx';
import { useDialogSend } from './dialog-send.ts';
import { useFocusAfterRemoval } from './focus-after-removal.ts';
import { FormDialog } from './FormDialog.tsx';
import { HintedBox, HintedField } from './HintedField.tsx';
import { DeleteButton, EditButton } from './ItemCard.tsx';
import { ListStates } from './ListStates.tsx';
import { plural } from './plural.ts';
import { AddButton } from './SectionHeader.tsx';
import { serverRefusals, type Refusal } from './server-refusals.ts';

/** Each register's language, so a screen reader reads the words in its voice and the browser checks them in it. */
const REGISTER_LANG: Record<TradeRegister, string> = { en: 'en-IN', hiLatn: 'hi-Latn', knLatn: 'kn-Latn', hi: 'hi', kn: 'kn' };

type Words = Record<TradeRegister, string[]>;

type Asking = { kind: 'add' } | { kind: 'edit' | 'delete'; trade: TradeConcept };

interface TradeWordsDialogProps {
  category: { id: string; name: string };
  onClose: () => void;
}

/**
 * docs/product.md §3.24: the trade lexicon beside a category, the trades residents ask for in its line of work with
 * their words in each register. The form and the confirmation open over this dialog, not in its place, so closing
 * them gives the focus back to the trade's own button.
 */
export function TradeWordsDialog({ category, onClose }: TradeWordsDialogProps) {
  const writes = useAdminWrites();
  const refresh = useRefreshAdmin();
  const trades = useTradeWords(category.id);
  const [asking, setAsking] = useState<Asking | null>(null);
  const news = useAnnouncer();
  // A deleted trade's buttons go with it, and with them the focus, which goes to the list's heading.
  const heading = useFocusAfterRemoval<HTMLHeadingElement>(trades.data);
  const close = () => setAsking(null);

  const done = (message: string) => {
    setAsking(null);
    // Said inside the dialog: a modal dialog hides the section's own live region from screen readers.
    news.success(message);
    // The audit log among the admin lists read again.
    refresh();
  };

  return (
    <>
      <Modal title={`Trade words for ${category.name}`} onClose={onClose}>
        <p className="mt-2 text-sm text-slate-600">
          The words residents type for this category&apos;s trades, in each language. The one box reads them: a search for any of these
          words finds this category.
        </p>
        <Announcement text={news.announcement} />
        <div className="mt-4 flex flex-wrap items-center justify-between gap-2">
          <h3 ref={heading.target} tabIndex={-1} className="font-semibold text-slate-900 focus:outline-none">
            Trades
          </h3>
          <AddButton label="Add a trade" plus onClick={() => setAsking({ kind: 'add' })} />
        </div>
        <ListStates
          query={trades}
          items={trades.data?.concepts}
          noun="trades"
          empty="No trades yet"
          emptyHint="Add the first: the words residents use for this line of work."
          className="mt-3"
        >
          {(shown) => (
            <ul className="space-y-3">
              {shown.map((trade) => (
                <li key={trade.id}>
                  <TradeCard
                    trade={trade}
                    onEdit={() => setAsking({ kind: 'edit', trade })}
                    onDelete={() => setAsking({ kind: 'delete', trade })}
                  />
                </li>
              ))}
            </ul>
          )}
        </ListStates>
        <div className="mt-6 flex justify-end">
          <button type="button" onClick={onClose} className={PLAIN_BUTTON}>
            Done
          </button>
        </div>
      </Modal>
      {(asking?.kind === 'add' || asking?.kind === 'edit') && (
        <TradeForm
          trade={asking.kind === 'edit' ? asking.trade : undefined}
          categoryName={category.name}
          taken={trades.data?.concepts.map((trade) => trade.id) ?? []}
          onClose={close}
          onSave={async (concept, trade) => {
            const answer = await writes.saveTrade({ id: category.id, concept, trade });
            done(answer.created ? 'Trade added' : 'Trade saved');
          }}
        />
      )}
      {asking?.kind === 'delete' && (
        <DeleteDialog
          name={asking.trade.id}
          noun="trade"
          onClose={close}
          onDelete={async () => {
            await writes.deleteTrade({ id: category.id, concept: asking.trade.id });
            heading.removed();
            done('Trade deleted');
          }}
        >
          <p>
            Its {plural(Object.values(asking.trade.words).flat().length, 'word')} go with it: a search for them no longer finds{' '}
            {category.name} through this trade.
          </p>
        </DeleteDialog>
      )}
    </>
  );
}

function TradeCard({ trade, onEdit, onDelete }: { trade: TradeConcept; onEdit: () => void; onDelete: () => void }) {
  const headingId = useId();
  return (
    <article aria-labelledby={headingId} className="rounded-xl border border-slate-200 p-3">
      <h4 id={headingId} className="break-all font-mono text-sm font-semibold text-slate-900">
        {trade.id}
      </h4>
      {trade.subcategory && <p className="break-words text-sm text-slate-600">Subcategory: {trade.subcategory}</p>}
      <dl className="mt-2 space-y-1 text-sm">
        {TRADE_REGISTERS.filter((register) => trade.words[register].length > 0).map((register) => (
          <div key={register}>
            <dt className="text-slate-500">{TRADE_REGISTER_LABELS[register]}</dt>
            <dd lang={REGISTER_LANG[register]} className="break-words text-slate-800">
              {trade.words[register].join(', ')}
            </dd>
          </div>
        ))}
      </dl>
      <div className="mt-3 flex flex-wrap gap-2">
        <EditButton name={trade.id} onClick={onEdit} />
        <DeleteButton name={trade.id} onClick={onDelete} />
      </div>
    </article>
  );
}

type Boxes = { concept: string; subcategory: string } & Record<TradeRegister, string>;

const boxesOf = (trade: TradeConcept | undefined): Boxes => ({
  concept: trade?.id ?? '',
  subcategory: trade?.subcategory ?? '',
  ...(Object.fromEntries(TRADE_REGISTERS.map((register) => [register, trade?.words[register].join(', ') ?? ''])) as Record<
    TradeRegister,
    string
  >),
});

/** The words typed in each register's box: commas or new lines part them. */
const wordsOf = (boxes: Boxes): Words =>
  Object.fromEntries(
    TRADE_REGISTERS.map((register) => [
      register,
      boxes[register]
        .split(/[,\n]/)
        .map((word) => word.trim())
        .filter(Boolean),
    ]),
  ) as Words;

const isRegister = (key: unknown): key is TradeRegister => (TRADE_REGISTERS as readonly unknown[]).includes(key);

/**
 * Where a refusal shows: a word's (`words.en.1`, under `trade.` from the server's schema) under its register's box,
 * with the word when the message does not name it, as one box holds many; null for one about no field.
 */
function boxMessage({ path, message }: Refusal, words: Words): FieldMessage | null {
  const [head, register, index] = path[0] === 'trade' ? path.slice(1) : path;
  if (head === 'concept' || head === 'subcategory') return { field: head, message };
  if (head !== 'words' || !isRegister(register)) return null;
  const word = words[register][Number(index)];
  const named = word === undefined || message.toLowerCase().includes(word.toLowerCase());
  return { field: register, message: named ? message : `${word}: ${message}` };
}

interface TradeFormProps {
  /** The trade to edit; none for a new one. */
  trade: TradeConcept | undefined;
  categoryName: string;
  /** The category's trades already, which a new one must not silently replace. */
  taken: readonly string[];
  onClose: () => void;
  /** Sends the trade; rejects with the server's refusal, which the form shows. */
  onSave: (concept: string, trade: TradeConceptInput) => Promise<void>;
}

/** Adding a trade, or editing one's words: checked with the server's own schema, every word sent (one left out goes). */
function TradeForm({ trade, categoryName, taken, onClose, onSave }: TradeFormProps) {
  const { formRef, values, errors, field, change, showErrors } = useSchemaForm(boxesOf(trade));
  const { busy, failure, refuse, send } = useDialogSend('Could not save the trade. Please try again.');
  const words = wordsOf(values);

  /** Shows refusals under their boxes, one about no box above the buttons; answers whether any was shown. */
  const showRefusals = (refusals: readonly Refusal[]) => {
    const messages = refusals.map((refusal) => boxMessage(refusal, words));
    const shown =
      Object.keys(
        showErrors(
          messages.filter((message) => message !== null),
          { focus: true },
        ),
      ).length > 0;
    const loose = refusals.find((_, n) => messages[n] === null);
    if (loose) refuse(loose.message);
    return shown || Boolean(loose);
  };

  /** The send, or null after showing why there is none. */
  const check = () => {
    const named = conceptIdSchema.safeParse(trade?.id ?? values.concept);
    const parsed = tradeConceptSchema.safeParse({ subcategory: values.subcategory.trim() || null, words });
    const refusals: Refusal[] = parsed.success ? [] : [...parsed.error.issues];
    if (!named.success) refusals.unshift({ path: ['concept'], message: named.error.issues[0]?.message ?? 'Check the trade name' });
    else if (!trade && taken.includes(named.data)) {
      refusals.unshift({ path: ['concept'], message: `${categoryName} has the trade ${named.data} already: edit it instead` });
    }
    if (refusals.length > 0 || !named.success || !parsed.success) {
      showRefusals(refusals);
      return null;
    }
    return () => onSave(named.data, parsed.data);
  };

  return (
    <FormDialog
      title={trade ? `Edit ${trade.id}` : `Add a trade to ${categoryName}`}
      onClose={onClose}
      formRef={formRef}
      onSubmit={() => void send(check, (error) => showRefusals(serverRefusals(error)))}
      failure={failure}
      busy={busy}
      confirmLabel={trade ? 'Save trade' : 'Add trade'}
    >
      {!trade && (
        <HintedBox
          label="Trade name"
          marked
          hint="Lower-case English words joined by hyphens, like two-wheeler-repair. It cannot be changed later."
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          data-autofocus
          {...field('concept')}
        />
      )}
      <HintedBox
        label="Subcategory (optional)"
        hint={`The narrower line of work within ${categoryName} this trade is, if any.`}
        maxLength={100}
        autoComplete="off"
        {...field('subcategory')}
      />
      <p className="text-sm text-slate-600">
        A word means one trade only. At most {TRADE_LIMITS.words} words in all, each up to {TRADE_LIMITS.wordLength} characters.
      </p>
      {TRADE_REGISTERS.map((register, n) => (
        <HintedField key={register} label={TRADE_REGISTER_LABELS[register]} error={errors[register]} hint="Separate words with commas">
          {(control) => (
            <textarea
              {...control}
              name={register}
              value={values[register]}
              onChange={change(register)}
              rows={2}
              lang={REGISTER_LANG[register]}
              autoCapitalize="none"
              data-autofocus={(trade && n === 0) || undefined}
              className={inputClass(Boolean(errors[register]))}
            />
          )}
        </HintedField>
      ))}
    </FormDialog>
  );
}
