import type { InferInsertModel } from 'drizzle-orm';
import { TRADE_REGISTERS, tradeKey } from '../../worker/contracts/trade-words.ts';
import type { tradeConcepts, tradeWords } from '../../worker/db/schema.ts';
import { TRADE_CONCEPTS, type TradeConceptSeed } from './lexicon.ts';

/**
 * The trade lexicon's rows (scripts/seed/lexicon.ts) for the categories a database holds, by slug. Within a concept a
 * word that folds to a word already listed (worker/contracts/trade-words.ts, tradeKey: 'darji' beside 'darzi') is the
 * same word to the reader, so only the first is written.
 */
export function lexiconRows(
  categoryIds: ReadonlyMap<string, string>,
  concepts: readonly TradeConceptSeed[] = TRADE_CONCEPTS,
): { tradeConcepts: InferInsertModel<typeof tradeConcepts>[]; tradeWords: InferInsertModel<typeof tradeWords>[] } {
  const rows = { tradeConcepts: [] as InferInsertModel<typeof tradeConcepts>[], tradeWords: [] as InferInsertModel<typeof tradeWords>[] };
  for (const concept of concepts) {
    const categoryId = categoryIds.get(concept.category);
    if (!categoryId) continue;
    rows.tradeConcepts.push({ id: concept.id, categoryId, subcategory: concept.subcategory ?? null });
    const keys = new Set<string>();
    let position = 0;
    for (const language of TRADE_REGISTERS) {
      for (const word of concept.words[language]) {
        const key = tradeKey(word);
        if (!key || keys.has(key)) continue;
        keys.add(key);
        rows.tradeWords.push({ conceptId: concept.id, word, language, position: position++, key });
      }
    }
  }
  return rows;
}
