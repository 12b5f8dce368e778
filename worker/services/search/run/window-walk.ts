/** SQL with its parameters, in the order they appear in it. */
export interface Bound {
  sql: string;
  params: unknown[];
}

/**
 * Field `field` of the window at `place` in the walk (SQL: a column or a number). The windows are the statement's first
 * parameter, named by its number wherever a field is read, so they are sent once however many places read them.
 */
export function windowField(place: string, field: number): Bound {
  return { sql: `json_extract(?1, '$[' || ${place} || '][${field}]')`, params: [] };
}

/**
 * A round of windows as one statement (D1 refuses a UNION of more than five): a recursive walk down the windows, in
 * order, each step reading at most its window's cap of matches into one row (a JSON array), stopping once the rows
 * read reach what the window just read says is enough (`enough`), so the windows past the one that completes a page
 * are never read. `windows` is bound once, as JSON: an array with each window's cap at index 1; `read` and `enough`
 * see a window as SQL over its place in the walk and reach its fields through windowField. A LIMIT cannot come from a
 * column, so the first window has its cap and the later ones a branch for each cap they use (`later`: whole numbers
 * the caller worked out). The rows come as `n` (the window's place) and `found`. D1 counts each row of the walk as
 * read, and each row a sort takes as read again: the caller puts the windows' rows in order.
 */
export function windowWalk(options: {
  windows: unknown[];
  read: (cap: number, place: string) => Bound;
  enough: (place: string) => Bound;
  first: number;
  later: number[];
}): Bound {
  const { first, later } = options;
  // The caps go into the SQL as it is written: whole numbers, or the statement is not sent.
  if (![first, ...later].every(Number.isSafeInteger)) throw new Error('window walk: a cap is not a whole number');
  const pieces: Bound[] = [{ sql: 'WITH RECURSIVE walk(n, before, found) AS (SELECT 0, 0, ', params: [] }, options.read(first, '0')];
  if (later.length > 0) {
    const next = '(walk.n + 1)';
    const before = 'walk.before + json_array_length(walk.found)';
    const cap = windowField(next, 1);
    const enough = options.enough('walk.n');
    pieces.push(
      { sql: ` UNION ALL SELECT ${next}, ${before}, CASE ${cap.sql}`, params: cap.params },
      ...later.flatMap((each) => {
        const read = options.read(each, next);
        return [{ sql: ` WHEN ${each} THEN ${read.sql}`, params: read.params }];
      }),
      { sql: ` END FROM walk WHERE ${next} < ? AND ${before} < ${enough.sql}`, params: [options.windows.length, ...enough.params] },
    );
  }
  pieces.push({ sql: ') SELECT n, found FROM walk', params: [] });
  const sql = pieces.map((piece) => piece.sql).join('');
  // SQLite numbers each plain ? one past the highest number so far: one before ?1 would take its number.
  if (sql.indexOf('?') !== sql.indexOf('?1')) throw new Error('window walk: the first parameter must be the windows');
  return { sql, params: [JSON.stringify(options.windows), ...pieces.flatMap((piece) => piece.params)] };
}
