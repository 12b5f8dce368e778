import type { BatchItem } from 'drizzle-orm/batch';
import { slugOf } from '../../contracts/admin-catalogue-fields.ts';
import { PORTAL_ROLES } from '../../contracts/roles.ts';
import { ApiError, isUniqueViolation, type FieldError } from '../../lib/errors.ts';
import { requireRole } from '../access.ts';
import type { RequestContext } from '../../env.ts';

/*
 * What the catalogue's rooms (categories.ts, localities.ts, campaigns.ts, quick-links.ts) share: who acts, how a refusal
 * reads, names and slugs that must be unique, the order of entries, and an edit's differences for its audit entry.
 */

export type Writes = BatchItem<'sqlite'>[];
/** A category's or locality's count of listings of every status, as listing_counts keeps it, in SQL. */
export function listingCount(kind: 'category' | 'location', id: string): string {
  return `coalesce((SELECT n.listings FROM listing_counts n WHERE n.token = '${kind}:' || ${id}), 0)`;
}

/** The admin making the change: the door checked the role already; asking again costs nothing (the viewer is cached). */
export async function actorOf(ctx: RequestContext): Promise<string> {
  const { user } = await requireRole(ctx, PORTAL_ROLES.admin);
  return user.id;
}

export function refuse(status: 400 | 404 | 409, message: string, field?: string): never {
  throw new ApiError(status, message, field ? [{ field, message }] : []);
}

export const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

/** The values of `next` that differ from `current`, with what they were: an edit's audit before/after and its SET. */
export function differences<Row extends object>(current: Row, next: Partial<Row>) {
  const before: Partial<Row> = {};
  const after: Partial<Row> = {};
  for (const key of Object.keys(next) as (keyof Row)[]) {
    const value = next[key];
    if (value === undefined || sameValue(value, current[key])) continue;
    before[key] = current[key];
    after[key] = value;
  }
  return { before, after, changed: Object.keys(after) };
}

export function sameValue(a: unknown, b: unknown): boolean {
  if (a instanceof Date || b instanceof Date) return (a instanceof Date ? a.getTime() : a) === (b instanceof Date ? b.getTime() : b);
  return Array.isArray(a) && Array.isArray(b) ? JSON.stringify(a) === JSON.stringify(b) : a === b;
}

// ─────────────────────────────── names and slugs ───────────────────────────────

const NO_SLUG = 'This name makes no slug (letters and digits, at most 60 characters): please give one';

/** The given slug, or the name's when none is given (`slugOf`, the rule the directory finds typed names by). */
export function slugFor(name: string, given: string | undefined): string {
  const slug = given ?? slugOf(name);
  if (slug.length === 0 || slug.length > 60) refuse(400, NO_SLUG, 'slug');
  return slug;
}

interface Named {
  id: string;
  name: string;
  slug: string;
}

/**
 * A name or slug that another row already answers to: the directory finds a typed category or place by its slug or
 * its name (worker/services/search/lookups.ts), so two rows sharing either would make one of them unreachable.
 */
export function refuseTaken(others: Named[], candidate: { name: string; slug: string }, noun: string) {
  const answersTo = (row: Named) => [row.slug, slugOf(row.name)];
  const errors: FieldError[] = [];
  const byName = others.find(
    (row) => row.name.toLowerCase() === candidate.name.toLowerCase() || answersTo(row).includes(slugOf(candidate.name)),
  );
  if (byName) {
    errors.push({
      field: 'name',
      message:
        byName.name.toLowerCase() === candidate.name.toLowerCase()
          ? `There is already a ${noun} called ${byName.name}`
          : `This name is taken: it would also find ${byName.name}`,
    });
  }
  const bySlug = others.find((row) => answersTo(row).includes(candidate.slug));
  if (bySlug) errors.push({ field: 'slug', message: `The slug ${candidate.slug} is taken by ${bySlug.name}` });
  const [first] = errors;
  if (first) throw new ApiError(409, first.message, errors);
}

/** The unique indexes catch what a concurrent write slipped past refuseTaken: the same answer, by the index's column. */
export async function uniquely<Result>(write: () => Promise<Result>, noun: string): Promise<Result> {
  try {
    return await write();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const field = /slug/.test(String((error as Error & { cause?: unknown }).cause ?? error)) ? 'slug' : 'name';
    return refuse(409, `That ${field} was just taken by another ${noun}. Please choose another.`, field);
  }
}

// ─────────────────────────────── order ───────────────────────────────

interface Placed {
  id: string;
  position: number;
}

export const orderEntry = ({ id, position }: Placed): Placed => ({ id, position });

/** `rows` in order with `item` at `position` (past the end: last), taken out from wherever it was. */
export function placeAt<Row extends Placed>(rows: Row[], item: Row, position: number | undefined): Row[] {
  const rest = rows.filter((row) => row.id !== item.id);
  const at = Math.min(position ?? rows.findIndex((row) => row.id === item.id), rest.length);
  rest.splice(at < 0 ? rest.length : at, 0, item);
  return rest;
}

/** The writes that number `order` 0, 1, 2… without gaps, for the rows whose number changes (none for `skip`). */
export function renumber(order: Placed[], write: (id: string, position: number) => BatchItem<'sqlite'>, skip?: string): Writes {
  return order.flatMap((row, position) => (row.id !== skip && row.position !== position ? [write(row.id, position)] : []));
}

/**
 * An edit of one row of an ordered list: the writes of its changed columns and, when it moves to another place, the
 * list's renumbering; with the audit's before and after (the position among them when it moves). No writes when
 * nothing changes.
 */
export function editInOrder<Row extends Placed>(
  current: Row,
  fields: Partial<Row>,
  move: { list: Placed[]; position: number } | undefined,
  write: { columns: (columns: Partial<Row>) => BatchItem<'sqlite'>; position: (id: string, position: number) => BatchItem<'sqlite'> },
) {
  const { before, after, changed } = differences(current, fields);
  const writes: Writes = changed.length > 0 ? [write.columns({ ...after })] : [];
  const order = move ? placeAt(move.list, current, move.position) : [];
  const moves = renumber(order, write.position);
  if (moves.length > 0) {
    Object.assign(before, { position: current.position });
    Object.assign(after, { position: order.findIndex((row) => row.id === current.id) });
    changed.push('position');
    writes.push(...moves);
  }
  return { before, after, changed, writes };
}
