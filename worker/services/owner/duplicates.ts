import { and, eq, sql } from 'drizzle-orm';
import type { DuplicatesQuery } from '../../contracts/owner.ts';
import { FACET, isPublicBusiness, phoneDigits, phoneDigitsSql } from '../../db/rules.ts';
import * as schema from '../../db/schema.ts';
import { requireViewer } from '../access.ts';
import type { RequestContext } from '../../env.ts';

/*
 * docs/product.md §3.23, likely duplicates of a listing someone is about to add: in the same pincode, a listing with a
 * similar name or the same phone number. Only public listings and the caller's own are candidates, so nobody learns
 * of a listing still waiting for review, or of who runs one. Names are looked for through the search index, which
 * holds the public listings with their pincodes: every listing of the pincode with a word of the name, however many
 * it holds. A phone through the indexes of each number column's last ten digits in its pincode
 * (businesses_pincode_phone_idx, businesses_pincode_whatsapp_idx), and the caller's own through businesses_owner_idx.
 */

const MAX_DUPLICATES = 5;

/** The columns a listing's numbers are in, each with an index of its last ten digits per pincode (migration 0024). */
const NUMBER_COLUMNS = ['phone', 'whatsapp'] as const;

/** Listings of a pincode read at most: by name (best rated first), or by the phone. */
const MAX_CANDIDATES = 500;

/** Words that say what kind of place it is, or where, rather than which one: sharing them makes no two names alike. */
const GENERIC_WORDS = new Set(
  (
    'a an and the of in at by for new sri shri sree bangalore bengaluru india pvt private ltd limited llp co company ' +
    'shop shops store stores mart centre center services service solutions enterprises traders agency associates ' +
    'hotel restaurant cafe clinic hospital'
  ).split(' '),
);

/** A name's words, case, accents, apostrophes and punctuation aside ("Meghana's Foods" → meghana, foods). */
function wordsOf(name: string): string[] {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['’]s\b/g, '')
    .replace(/['’]/g, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** The shorter name written into the longer one must be at least this long: 'Cafe' is in too many names to tell. */
const MIN_CONTAINED = 5;

/**
 * A name's words that tell which place it is. A plural, or a possessive written without its apostrophe, is the same
 * word: 'Koshys' is 'Koshy's'.
 */
function significant(words: string[]): Set<string> {
  return new Set(words.filter((word) => !GENERIC_WORDS.has(word)).map((word) => (word.length > 3 ? word.replace(/s$/, '') : word)));
}

/**
 * The search index's expression for the public listings of the pincode whose name has a word that starts as one of
 * the wanted name's significant words do (or, when it has none, as every one of its words does): each name alike has
 * one (likeness), or is written inside one of them ('Brindavanfilter' for 'Brindavan Filter'). Null without words.
 */
function namesExpression(wanted: string[], pincode: string): string | null {
  const words = [...significant(wanted)];
  const terms = (words.length > 0 ? words : wanted).map((word) => `"${word}"*`);
  if (terms.length === 0) return null;
  return `name : (${terms.join(words.length > 0 ? ' OR ' : ' AND ')}) AND facets : ${FACET.pincode(pincode)}`;
}

/**
 * How alike two names are, 0 when not alike: one contains the other (spaces and punctuation aside), or they share two
 * significant words, or every significant word of one is in the other. More shared words rank higher.
 */
function likeness(wanted: string[], candidate: string): number {
  const words = wordsOf(candidate);
  const [a, b] = [wanted.join(''), words.join('')];
  const contained = Math.min(a.length, b.length) >= MIN_CONTAINED && (a.includes(b) || b.includes(a));
  const [mine, theirs] = [significant(wanted), significant(words)];
  const shared = [...mine].filter((word) => theirs.has(word)).length;
  const alike = contained || shared >= 2 || (shared >= 1 && shared === Math.min(mine.size, theirs.size));
  return alike ? 1 + shared / Math.max(mine.size, theirs.size, 1) : 0;
}

/**
 * At most five listings that may already be the one the caller is about to add: those with the same phone first, then
 * the most alike names. Each says whether it is public, the caller's own, and whether anyone runs it, never who.
 */
export async function findDuplicates(ctx: RequestContext, query: DuplicatesQuery) {
  const { user } = await requireViewer(ctx);
  const b = schema.businesses;
  const columns = {
    id: b.id,
    name: b.name,
    address: b.address,
    locality: b.locality,
    pincode: b.pincode,
    status: b.status,
    isVerified: b.isVerified,
    ownerId: b.ownerId,
    phone: b.phone,
    whatsapp: b.whatsapp,
  };
  const wanted = query.name === undefined ? undefined : wordsOf(query.name);
  const phone = query.phone === undefined ? undefined : phoneDigits(query.phone);
  const names = wanted === undefined ? null : namesExpression(wanted, query.pincode);
  const none = Promise.resolve([]);
  const [named, numbered, mine] = await Promise.all([
    names === null
      ? none
      : ctx.db
          .select(columns)
          .from(b)
          // The index holds only public listings (checked again below): with the public rule here, SQLite would walk every
          // public listing to test it against the index's few.
          .where(sql`${b.id} IN (SELECT business_id FROM business_search WHERE business_search MATCH ${names} LIMIT ${MAX_CANDIDATES})`),
    phone == null
      ? none
      : ctx.db
          .select(columns)
          .from(b)
          // Each number column through its own index, an IN each; the public rule is checked on the few rows below, as
          // with names.
          .where(
            sql.join(
              NUMBER_COLUMNS.map(
                (column) =>
                  sql`${b.id} IN (SELECT id FROM businesses WHERE pincode = ${query.pincode} AND ${sql.raw(phoneDigitsSql(column))} = ${phone} LIMIT ${MAX_CANDIDATES})`,
              ),
              sql` OR `,
            ),
          ),
    // The caller's own through the owner's index: with the pincode's column as is, SQLite reads every listing of the
    // pincode instead.
    ctx.db
      .select(columns)
      .from(b)
      .where(and(eq(b.ownerId, user.id), sql`+${b.pincode} = ${query.pincode}`)),
  ]);
  const candidates = new Map(
    [...named, ...numbered]
      .filter(isPublicBusiness)
      .concat(mine)
      .map((row) => [row.id, row]),
  );
  return [...candidates.values()]
    .map((row) => {
      const samePhone = phone !== undefined && (phoneDigits(row.phone) === phone || phoneDigits(row.whatsapp) === phone);
      return { row, samePhone, score: (samePhone ? 10 : 0) + (wanted ? likeness(wanted, row.name) : 0) };
    })
    .filter(({ score }) => score > 0)
    .sort((x, y) => y.score - x.score)
    .slice(0, MAX_DUPLICATES)
    .map(({ row, samePhone }) => ({
      id: row.id,
      name: row.name,
      address: row.address,
      locality: row.locality,
      pincode: row.pincode,
      status: row.status,
      isPublic: isPublicBusiness(row),
      hasOwner: row.ownerId !== null,
      isMine: row.ownerId === user.id,
      reason: samePhone ? ('phone' as const) : ('name' as const),
    }));
}
