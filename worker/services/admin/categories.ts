import { and, eq, sql } from 'drizzle-orm';
import { type CategoryCreateInput, type CategoryUpdateInput } from '../../contracts/admin-categories.ts';
import { FACET_SQL } from '../../db/rules.ts';
import * as schema from '../../db/schema.ts';
import { newId } from '../../lib/ids.ts';
import { auditEntry } from '../audit.ts';
import type { RequestContext } from '../../env.ts';
import { actorOf, differences, listingCount, plural, refuse, refuseTaken, slugFor, uniquely } from './catalogue-rules.ts';
import { CATEGORY_COLUMNS, categoryFields, type CategoryColumns } from '../catalogue-rows.ts';

/*
 * docs/product.md §3.24, the categories as admins edit them: each write one batch with its one audit entry. Public
 * lists read the table directly and nothing caches them; the search index and the cards' parts follow through the
 * tables' triggers (migrations/0002_search_index.sql), which rebuild a business's document when its category is renamed.
 */

const CATEGORY_NOT_FOUND = 'Category not found';

interface CategoryRow extends CategoryColumns {
  businesses: number;
  public_businesses: number;
  waiting_edits: number;
}

/**
 * Categories with what their businesses count: all of them (listing_counts), the public ones (the search index's
 * count, as the public list has it) and the owners' waiting edits that ask for the category. A row each.
 */
async function readCategories(ctx: RequestContext, id?: string) {
  const rows = await ctx.db.$client
    .prepare(
      `SELECT ${CATEGORY_COLUMNS},
         ${listingCount('category', 'c.id')} AS businesses,
         coalesce(v.docs, 0) AS public_businesses,
         (SELECT count(*) FROM business_changes ch WHERE ch.status = 'pending' AND ch.field = 'category' AND ch.new_value = c.id) AS waiting_edits
       FROM categories c LEFT JOIN search_facet_counts v ON v.token = ${FACET_SQL.category('c.slug')}
       ${id === undefined ? '' : 'WHERE c.id = ?1'}
       ORDER BY c.name`,
    )
    .bind(...(id === undefined ? [] : [id]))
    .all<CategoryRow>();
  return rows.results.map((row) => ({
    id: row.id,
    ...categoryFields(row, ctx.mediaBase),
    counts: { businesses: row.businesses, public: row.public_businesses, waitingEdits: row.waiting_edits },
  }));
}

async function readCategory(ctx: RequestContext, id: string) {
  const [category] = await readCategories(ctx, id);
  if (!category) refuse(404, CATEGORY_NOT_FOUND);
  return category;
}

export const listAdminCategories = (ctx: RequestContext) => readCategories(ctx);

const namedCategories = (ctx: RequestContext) =>
  ctx.db.select({ id: schema.categories.id, name: schema.categories.name, slug: schema.categories.slug }).from(schema.categories);

/** A category's texts in Kannada and Hindi (issue 38), edited and audited beside the English ones. */
const translationColumns = {
  nameKn: schema.categories.nameKn,
  nameHi: schema.categories.nameHi,
  descriptionKn: schema.categories.descriptionKn,
  descriptionHi: schema.categories.descriptionHi,
  taglineKn: schema.categories.taglineKn,
  taglineHi: schema.categories.taglineHi,
};

async function categoryColumns(ctx: RequestContext, id: string) {
  const [row] = await ctx.db
    .select({
      id: schema.categories.id,
      name: schema.categories.name,
      slug: schema.categories.slug,
      icon: schema.categories.icon,
      color: schema.categories.color,
      description: schema.categories.description,
      tagline: schema.categories.tagline,
      ...translationColumns,
    })
    .from(schema.categories)
    .where(eq(schema.categories.id, id))
    .limit(1);
  if (!row) refuse(404, CATEGORY_NOT_FOUND);
  return row;
}

/** A new category, empty until businesses choose it or are moved into it. */
export async function createCategory(ctx: RequestContext, input: CategoryCreateInput) {
  const actorId = await actorOf(ctx);
  const { db } = ctx;
  const slug = slugFor(input.name, input.slug);
  refuseTaken(await namedCategories(ctx), { name: input.name, slug }, 'category');
  const values = {
    id: newId(),
    name: input.name,
    slug,
    icon: input.icon,
    color: input.color,
    description: input.description ?? null,
    tagline: input.tagline ?? null,
    nameKn: input.nameKn ?? null,
    nameHi: input.nameHi ?? null,
    descriptionKn: input.descriptionKn ?? null,
    descriptionHi: input.descriptionHi ?? null,
    taglineKn: input.taglineKn ?? null,
    taglineHi: input.taglineHi ?? null,
  };
  await uniquely(
    () =>
      db.batch([
        db.insert(schema.categories).values(values),
        auditEntry(db, { actorId, action: 'category.create', entity: 'category', entityId: values.id, after: values }),
      ]),
    'category',
  );
  return readCategory(ctx, values.id);
}

/**
 * Changes a category. A new name takes its slug with it unless a slug is given (the same name again changes nothing).
 * Businesses keep the category (they hold its id); only the columns that change are written, since writing the name or
 * slug at all makes the categories trigger rebuild the search document and card of each of the category's businesses:
 * renaming a category of n businesses rewrites n index rows and n cards, in the same statement.
 */
export async function updateCategory(ctx: RequestContext, { id, changes }: { id: string; changes: CategoryUpdateInput }) {
  const actorId = await actorOf(ctx);
  const { db } = ctx;
  const current = await categoryColumns(ctx, id);
  const name = changes.name ?? current.name;
  const slug = changes.slug ?? (name === current.name ? current.slug : slugFor(name, undefined));
  const { before, after, changed } = differences(current, { ...changes, name, slug });
  if (changed.length === 0) return { category: await readCategory(ctx, id), changed };
  if ('name' in after || 'slug' in after) {
    refuseTaken(
      (await namedCategories(ctx)).filter((row) => row.id !== id),
      { name, slug },
      'category',
    );
  }
  await uniquely(
    () =>
      db.batch([
        db.update(schema.categories).set(after).where(eq(schema.categories.id, id)),
        auditEntry(db, { actorId, action: 'category.update', entity: 'category', entityId: id, before, after }),
      ]),
    'category',
  );
  return { category: await readCategory(ctx, id), changed };
}

/**
 * Deletes an empty category. One that businesses still belong to, or that owners' waiting edits ask for, is refused
 * with 409: merging it moves them instead.
 */
export async function deleteCategory(ctx: RequestContext, { id }: { id: string }) {
  const actorId = await actorOf(ctx);
  const { db } = ctx;
  const current = await categoryColumns(ctx, id);
  const { counts } = await readCategory(ctx, id);
  if (counts.businesses > 0) {
    refuse(
      409,
      `${current.name} still has ${plural(counts.businesses, 'business', 'businesses')}. Merge it into another category instead.`,
    );
  }
  if (counts.waitingEdits > 0) {
    refuse(
      409,
      `${plural(counts.waitingEdits, 'waiting edit')} ask for ${current.name}. Decide them first, or merge it into another category.`,
    );
  }
  try {
    await db.batch([
      db.delete(schema.categories).where(eq(schema.categories.id, id)),
      auditEntry(db, { actorId, action: 'category.delete', entity: 'category', entityId: id, before: current }),
    ]);
  } catch (error) {
    // A business that chose the category a moment ago: its foreign key refuses the delete, and the batch with it.
    if (/FOREIGN KEY constraint failed/.test(String((error as Error & { cause?: unknown }).cause ?? error))) {
      refuse(409, `${current.name} has just been given a business. Merge it into another category instead.`);
    }
    throw error;
  }
  return { id, name: current.name };
}

/**
 * Moves every business of one category into another and deletes the first, in one batch. Each moved business's own
 * row changes (category and update time), so its search document and card are rebuilt by the businesses trigger: n
 * index rows and n cards for n businesses. Owners' waiting edits that ask for the merged category ask for the other
 * one instead; those that now ask for the category their listing already has are withdrawn.
 */
export async function mergeCategory(ctx: RequestContext, { id, into: intoId }: { id: string; into: string }) {
  const actorId = await actorOf(ctx);
  const { db } = ctx;
  if (intoId === id) refuse(400, 'A category cannot be merged into itself', 'into');
  const source = await categoryColumns(ctx, id);
  const [into] = await db
    .select({ id: schema.categories.id, name: schema.categories.name, slug: schema.categories.slug })
    .from(schema.categories)
    .where(eq(schema.categories.id, intoId))
    .limit(1);
  if (!into) refuse(404, 'The category to merge into was not found', 'into');
  const now = new Date();
  const changes = schema.businessChanges;
  const categoryEdit = and(eq(changes.status, 'pending'), eq(changes.field, 'category'));
  const [moved] = await db.batch([
    db
      .update(schema.businesses)
      .set({ categoryId: into.id, updatedAt: now })
      .where(eq(schema.businesses.categoryId, id))
      .returning({ id: schema.businesses.id }),
    db
      .update(changes)
      .set({ newValue: into.id })
      .where(and(categoryEdit, eq(changes.newValue, id))),
    db
      .update(changes)
      .set({ oldValue: into.id })
      .where(and(categoryEdit, eq(changes.oldValue, id))),
    db
      .update(changes)
      .set({ status: 'withdrawn', decidedBy: actorId, decidedAt: now, note: `${source.name} was merged into ${into.name}` })
      .where(
        and(
          categoryEdit,
          sql`business_changes.new_value = (SELECT b.category_id FROM businesses b WHERE b.id = business_changes.business_id)`,
        ),
      ),
    // Its trades (the one box's lexicon) now mean the category their businesses went to.
    db.update(schema.tradeConcepts).set({ categoryId: into.id }).where(eq(schema.tradeConcepts.categoryId, id)),
    db.delete(schema.categories).where(eq(schema.categories.id, id)),
    auditEntry(db, { actorId, action: 'category.merge', entity: 'category', entityId: id, before: source, after: { into } }),
  ]);
  return { from: { id, name: source.name }, category: await readCategory(ctx, into.id), moved: moved.length };
}
