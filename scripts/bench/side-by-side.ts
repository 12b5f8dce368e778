/**
 * bench/results.md holds the city sizes side by side (issue 14): after a run at any size, the scenario tables of
 * every results file are read back and the rows read, D1 ms and p50 against health of each scenario are put next to each
 * other at the top of bench/results.md, between markers, so each file keeps its own full run below.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const START = '<!-- side by side: written by scripts/bench/side-by-side.ts -->';
const END = '<!-- end of side by side -->';

interface Figures {
  rows: string;
  /** The database's own median ms, '–' in files written before the report had it. */
  database: string;
  ratio: string;
}

/** Scenario name → its rows read, D1 ms and p50 against health, from a results file's scenario table. */
function scenarioFigures(markdown: string): Map<string, Figures> {
  const figures = new Map<string, Figures>();
  let columns: string[] = [];
  for (const line of markdown.split('\n')) {
    const cells = line.split('|').map((cell) => cell.trim());
    if (cells[1] === 'Scenario' && cells.includes('Request (under /api)')) columns = cells;
    if (!columns.length || cells.length !== columns.length || cells[1] === 'Scenario' || cells[1]?.startsWith('---')) continue;
    const at = (name: string) => cells[columns.indexOf(name)] ?? '–';
    figures.set(cells[1] as string, { rows: at('rows_read'), database: at('D1 ms'), ratio: at('vs health') });
  }
  return figures;
}

export function writeSideBySide(benchDir: string): void {
  const main = join(benchDir, 'results.md');
  if (!existsSync(main)) return;
  const sizes = readdirSync(benchDir)
    .map((file) => ({ file, match: /^results(?:-(\d+))?\.md$/.exec(file) }))
    .filter((entry) => entry.match)
    .map(({ file, match }) => ({ businesses: Number(match?.[1] ?? 100_000), file }))
    .sort((a, b) => a.businesses - b.businesses);
  if (sizes.length < 2) return;
  const tables = sizes.map((size) => scenarioFigures(readFileSync(join(benchDir, size.file), 'utf8')));
  const names = [...(tables[0]?.keys() ?? [])].filter((name) => tables.every((table) => table.has(name)));
  const inUse = sizes.map((size) => {
    const weighed = /^In use: \*\*([\d,.]+ MiB)\*\* \(([\d.]+ GiB)\), ([\d,]+) bytes a business/m.exec(
      readFileSync(join(benchDir, size.file), 'utf8'),
    );
    return `${size.businesses.toLocaleString('en-US')}: ${weighed ? `${weighed[1]} (${weighed[2]}), ${weighed[3]} bytes a business` : 'not weighed'}`;
  });
  const header = sizes.map((size) => `${size.businesses.toLocaleString('en-US')}: rows | D1 ms | p50 vs health`).join(' | ');
  const section = [
    START,
    '## Side by side',
    '',
    `Each size's own run is in ${sizes.map((size) => `\`bench/${size.file}\``).join(' and ')}; this table repeats the rows`,
    "read, the database's own median milliseconds and the p50 against `/api/health` of every scenario both measured.",
    '',
    `The database in use (\`dbstat\`, after the run): ${inUse.join('; ')}.`,
    '',
    `| Scenario | ${header} |`,
    `| --- | ${sizes.map(() => '---: | ---: | ---:').join(' | ')} |`,
    ...names.map((name) => {
      const cells = tables.map((table) => {
        const figures = table.get(name);
        return `${figures?.rows} | ${figures?.database} | ${figures?.ratio}`;
      });
      return `| ${name} | ${cells.join(' | ')} |`;
    }),
    END,
  ].join('\n');
  const current = readFileSync(main, 'utf8');
  const without = current.includes(START) ? current.replace(new RegExp(`${START}[\\s\\S]*?${END}\\n*`), '') : current;
  const [title, ...rest] = without.split('\n');
  writeFileSync(main, [title, '', section, '', ...rest.join('\n').replace(/^\n+/, '').split('\n')].join('\n'));
}
