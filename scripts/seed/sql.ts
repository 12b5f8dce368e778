import { getTableColumns, getTableName, type Table } from 'drizzle-orm';

/** D1 refuses statements over 100 KB; stay well under. */
const MAX_STATEMENT_BYTES = 90_000;

function literal(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`Cannot store ${value}`);
    return String(value);
  }
  if (typeof value === 'boolean') return value ? '1' : '0';
  if (typeof value === 'string') {
    // Line breaks become char(10) so that every statement stays on one line.
    return `'${value.replaceAll("'", "''").replace(/\r?\n/g, "' || char(10) || '")}'`;
  }
  throw new Error(`Unexpected value for SQL: ${typeof value}`);
}

/**
 * Multi-row INSERT statements with literal values, one statement per line (D1's exec runs line by line).
 * Values go through each drizzle column's own driver mapping, so dates, booleans and JSON are stored exactly
 * as the Worker stores them. Rows are grouped by the columns they set; the others take the table's defaults.
 */
export function insertStatements<T extends Table>(table: T, rows: T['$inferInsert'][]): string[] {
  const columns = getTableColumns(table);
  const groups = new Map<string, Record<string, unknown>[]>();
  for (const row of rows as Record<string, unknown>[]) {
    const keys = Object.keys(columns)
      .filter((key) => row[key] !== undefined)
      .join(',');
    const group = groups.get(keys);
    if (group) group.push(row);
    else groups.set(keys, [row]);
  }

  const statements: string[] = [];
  for (const [keyList, group] of groups) {
    const keys = keyList.split(',');
    const head = `INSERT INTO "${getTableName(table)}" (${keys.map((key) => `"${columns[key]?.name}"`).join(', ')}) VALUES `;
    let values: string[] = [];
    // In UTF-8 bytes, as D1 counts: a Kannada or Devanagari letter is one character and three bytes.
    const bytes = (text: string) => Buffer.byteLength(text, 'utf8');
    let size = bytes(head);
    for (const row of group) {
      const tuple = `(${keys
        .map((key) => {
          const value = row[key];
          return literal(value === null ? null : columns[key]?.mapToDriverValue(value));
        })
        .join(', ')})`;
      if (values.length > 0 && size + bytes(tuple) + 1 > MAX_STATEMENT_BYTES) {
        statements.push(`${head}${values.join(',')};`);
        values = [];
        size = bytes(head);
      }
      values.push(tuple);
      size += bytes(tuple) + 1;
    }
    if (values.length > 0) statements.push(`${head}${values.join(',')};`);
  }
  return statements;
}
