import { idParam } from '../../contracts/common.ts';
import { conceptParam, tradeConceptSchema } from '../../contracts/trade-words.ts';
import { deleteTradeConcept, listTradeWords, saveTradeConcept } from '../../services/admin/trade-words.ts';
import { operation } from '../operation.ts';

/** A category's trade words, the one box's lexicon (docs/product.md §7.11). */
export const tradeWordOperations = {
  tradeWords: operation({
    guard: 'admin',
    rest: { method: 'get', path: '/api/admin/categories/:id/trade-words', params: idParam },
    run: listTradeWords,
  }),
  saveTrade: operation({
    guard: 'admin',
    rest: {
      method: 'put',
      path: '/api/admin/categories/:id/trade-words/:concept',
      params: conceptParam,
      body: tradeConceptSchema,
      bodyAs: 'trade',
      status: ({ created }) => (created ? 201 : 200),
      reply: ({ concept, created }) => ({ message: created ? 'Trade added' : 'Trade saved', data: { concept } }),
    },
    run: saveTradeConcept,
  }),
  deleteTrade: operation({
    guard: 'admin',
    rest: {
      method: 'delete',
      path: '/api/admin/categories/:id/trade-words/:concept',
      params: conceptParam,
      reply: (data) => ({ message: 'Trade deleted', data }),
    },
    run: deleteTradeConcept,
  }),
};
