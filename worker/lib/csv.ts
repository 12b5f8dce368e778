/**
 * CSV as RFC 4180 writes it (CRLF line ends; a field holding a comma, a double quote, CR or LF is quoted, its quotes
 * doubled), made safe to open in a spreadsheet: a cell a spreadsheet would run as a formula gets a leading single
 * quote, which shows it as the text it is (OWASP, "CSV Injection").
 */

/**
 * A formula start: a tab or CR, or = + - @ (OWASP) behind any blanks, invisible characters (zero-width space and
 * joiners, word joiner, byte order mark) or control characters, which some spreadsheets drop on import and no reader
 * sees. Compared in NFKC form, because spreadsheets may also read the fullwidth ＝ ＋ － ＠ (and the small forms) as
 * the ASCII signs.
 */
const FORMULA_START = /^(?:[\t\r]|[\s\p{Cf}\p{Cc}]*[=+\-@])/u;
const NEEDS_QUOTES = /[",\r\n]/;

export function csvCell(value: string | null): string {
  const text = value ?? '';
  const inert = FORMULA_START.test(text.normalize('NFKC')) ? `'${text}` : text;
  return NEEDS_QUOTES.test(inert) ? `"${inert.replaceAll('"', '""')}"` : inert;
}

/**
 * A whole file: the header row, then one line per row. It starts with a byte order mark, without which Excel reads
 * UTF-8 as the local code page and garbles every name that is not plain ASCII.
 */
export function csvFile(header: readonly string[], rows: readonly (readonly (string | null)[])[]): string {
  return `\uFEFF${[header, ...rows].map((row) => `${row.map(csvCell).join(',')}\r\n`).join('')}`;
}
