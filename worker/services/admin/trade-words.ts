import { and, asc, eq, sql } from 'drizzle-orm';
import { TRADE_REGISTERS, tradeKey, type TradeConcept, type TradeConceptInput, type TradeRegister } from '../../contracts/trade-words.ts';
import * as schema from '../../db/schema.ts';
import { ApiError, isUniqueViolation, type FieldError } from '../../lib/errors.ts';
import { auditEntry } from '../audit.ts';
import { actorOf } from './catalogue-rules.ts';
import { REFRESH_CITY_WORDS_SQL } from '../search/city-words.ts';
import type { RequestContext } from '../../env.ts';

/*
 * The trade lexicon beside each category (docs/product.md §3.24, docs/search.md "Reading a query"): the trades residents
 * ask for in the category's line of work, each with the words they use for it. A save replaces one trade's words in one
 * batch with its audit entry; the city's words (worker/services/search/city-words.ts) are written once at its end, and
 * every Worker instance reads them with its next search.
 */

const CATEGORY_NOT_FOUND = 'Category not found';
const TRADE_NOT_FOUND = 'Trade not found in this category';

/**
 * Set and cleared inside one batch, so no one else ever sees it: the city-words triggers wait while it is there
 * (migrations/0029_trade_lexicon.sql), and the batch writes the words once instead of once a word.
 */
const DEFER = "INSERT OR REPLACE INTO search_settings (key, value) VALUES ('city_words_deferred', '1')";
const RESUME = "DELETE FROM search_settings WHERE key = 'city_words_deferred'";

async function categoryOf(ctx: RequestContext, id: string) {
  const [category] = await ctx.db
    .select({ id: schema.categories.id, name: schema.categories.name, slug: schema.categories.slug })
    .from(schema.categories)
    .where(eq(schema.categories.id, id))
    .limit(1);
  if (!category) throw new ApiError(404, CATEGORY_NOT_FOUND);
  return category;
}

function emptyWords(): Record<TradeRegister, string[]> {
  return Object.fromEntries(TRADE_REGISTERS.map((register) => [register, []])) as unknown as Record<TradeRegister, string[]>;
}

/** A category's trades with their words, each register in the order written. */
async function readConcepts(ctx: RequestContext, categoryId: string, conceptId?: string): Promise<TradeConcept[]> {
  const rows = await ctx.db
    .select({
      id: schema.tradeConcepts.id,
      subcategory: schema.tradeConcepts.subcategory,
      word: schema.tradeWords.word,
      language: schema.tradeWords.language,
    })
    .from(schema.tradeConcepts)
    .leftJoin(schema.tradeWords, eq(schema.tradeWords.conceptId, schema.tradeConcepts.id))
    .where(
      conceptId === undefined
        ? eq(schema.tradeConcepts.categoryId, categoryId)
        : and(eq(schema.tradeConcepts.categoryId, categoryId), eq(schema.tradeConcepts.id, conceptId)),
    )
    .orderBy(asc(schema.tradeConcepts.id), asc(schema.tradeWords.position));
  const concepts = new Map<string, TradeConcept>();
  for (const row of rows) {
    const concept = concepts.get(row.id) ?? { id: row.id, subcategory: row.subcategory, words: emptyWords() };
    concepts.set(row.id, concept);
    if (row.word !== null && (TRADE_REGISTERS as readonly string[]).includes(row.language ?? '')) {
      concept.words[row.language as TradeRegister].push(row.word);
    }
  }
  return [...concepts.values()];
}

/** `GET /api/admin/categories/:id/trade-words`: the category and its trades. */
export async function listTradeWords(ctx: RequestContext, { id: categoryId }: { id: string }) {
  const category = await categoryOf(ctx, categoryId);
  return { category, concepts: await readConcepts(ctx, categoryId) };
}

/** The words to write, in order, each with its key; a word that folds to one already listed is the same word, once. */
function wordRows(conceptId: string, words: TradeConceptInput['words']) {
  const rows: (typeof schema.tradeWords.$inferInsert & { field: string })[] = [];
  const keys = new Set<string>();
  for (const register of TRADE_REGISTERS) {
    words[register].forEach((word, index) => {
      const key = tradeKey(word);
      if (!key || keys.has(key)) return;
      keys.add(key);
      rows.push({ conceptId, word, language: register, position: rows.length, key, field: `words.${register}.${index}` });
    });
  }
  return rows;
}

/**
 * `PUT /api/admin/categories/:id/trade-words/:concept`: a trade of the category with all its words (a new trade, or
 * its words replaced). A word means one trade only, as the one box reads it: a word another trade holds is refused
 * with 409 naming that trade, as is a trade's name that another category already uses.
 */
export async function saveTradeConcept(
  ctx: RequestContext,
  { id: categoryId, concept: conceptId, trade: input }: { id: string; concept: string; trade: TradeConceptInput },
) {
  const actorId = await actorOf(ctx);
  const { db } = ctx;
  await categoryOf(ctx, categoryId);
  const [owner] = await db
    .select({ categoryId: schema.tradeConcepts.categoryId, name: schema.categories.name })
    .from(schema.tradeConcepts)
    .innerJoin(schema.categories, eq(schema.categories.id, schema.tradeConcepts.categoryId))
    .where(eq(schema.tradeConcepts.id, conceptId))
    .limit(1);
  if (owner && owner.categoryId !== categoryId) {
    throw new ApiError(409, `The trade ${conceptId} belongs to ${owner.name}. Give this one another name.`);
  }
  const rows = wordRows(conceptId, input.words);
  const taken = await takenElsewhere(ctx, conceptId, rows);
  if (taken.length > 0) throw new ApiError(409, taken[0]?.message ?? 'A word already means another trade', taken);
  const [before] = owner ? await readConcepts(ctx, categoryId, conceptId) : [];
  try {
    await db.batch([
      db.run(sql.raw(DEFER)),
      db
        .insert(schema.tradeConcepts)
        .values({ id: conceptId, categoryId, subcategory: input.subcategory })
        .onConflictDoUpdate({ target: schema.tradeConcepts.id, set: { subcategory: input.subcategory } }),
      db.delete(schema.tradeWords).where(eq(schema.tradeWords.conceptId, conceptId)),
      ...(rows.length > 0 ? [db.insert(schema.tradeWords).values(rows.map(({ field: _field, ...row }) => row))] : []),
      db.run(sql.raw(RESUME)),
      ...REFRESH_CITY_WORDS_SQL.map((statement) => db.run(sql.raw(statement))),
      auditEntry(db, {
        actorId,
        action: 'category.trade-words.save',
        entity: 'category',
        entityId: categoryId,
        before: before ?? null,
        after: { id: conceptId, subcategory: input.subcategory, words: input.words },
      }),
    ]);
  } catch (error) {
    // Another admin gave one of these words to another trade a moment ago.
    if (isUniqueViolation(error)) throw new ApiError(409, 'A word here was just given to another trade. Reload and try again.');
    throw error;
  }
  const [concept] = await readConcepts(ctx, categoryId, conceptId);
  return { concept: concept as TradeConcept, created: !owner };
}

/** The words of `rows` that another trade holds, as field errors naming it. */
async function takenElsewhere(ctx: RequestContext, conceptId: string, rows: ReturnType<typeof wordRows>): Promise<FieldError[]> {
  if (rows.length === 0) return [];
  const held = await ctx.db.$client
    .prepare(
      `SELECT w.key, w.concept_id, c.name FROM trade_words w
         JOIN trade_concepts t ON t.id = w.concept_id JOIN categories c ON c.id = t.category_id
       WHERE w.key IN (SELECT value FROM json_each(?1)) AND w.concept_id != ?2`,
    )
    .bind(JSON.stringify(rows.map((row) => row.key)), conceptId)
    .all<{ key: string; concept_id: string; name: string }>();
  const byKey = new Map(held.results.map((row) => [row.key, row]));
  return rows.flatMap((row) => {
    const other = byKey.get(row.key);
    return other ? [{ field: row.field, message: `‘${row.word}’ already means ${other.concept_id} (${other.name})` }] : [];
  });
}

/** `DELETE /api/admin/categories/:id/trade-words/:concept`: the trade and its words go. */
export async function deleteTradeConcept(ctx: RequestContext, { id: categoryId, concept: conceptId }: { id: string; concept: string }) {
  const actorId = await actorOf(ctx);
  const { db } = ctx;
  await categoryOf(ctx, categoryId);
  const [before] = await readConcepts(ctx, categoryId, conceptId);
  if (!before) throw new ApiError(404, TRADE_NOT_FOUND);
  await db.batch([
    db.run(sql.raw(DEFER)),
    db.delete(schema.tradeConcepts).where(and(eq(schema.tradeConcepts.id, conceptId), eq(schema.tradeConcepts.categoryId, categoryId))),
    db.run(sql.raw(RESUME)),
    ...REFRESH_CITY_WORDS_SQL.map((statement) => db.run(sql.raw(statement))),
    auditEntry(db, { actorId, action: 'category.trade-words.delete', entity: 'category', entityId: categoryId, before }),
  ]);
  return { id: conceptId };
}
