/** The benchmark's Markdown: what ran where, one row per endpoint, then the SQL on its own. */
import { cpus, loadavg, release, totalmem, type } from 'node:os';
import type { LoadOptions, LoadResult, Probe } from './load.ts';
import type { QualityCheck } from './quality.ts';
import type { SqlTiming } from './sql.ts';
import { renderDatabaseSize, type DatabaseSize } from './db-size.ts';

export interface ScenarioResult {
  name: string;
  path: string;
  /** The request as a first visitor makes it: the rows, queries and calls reported. */
  probe?: Probe;
  /** The same request again, as the load makes it: a search's lookups may come from the Worker's memory (decision 020). */
  again?: Probe;
  load?: LoadResult;
  /** Why the scenario could not be measured. */
  failure?: string;
}

export interface ReportInput {
  started: Date;
  businesses: number;
  load: LoadOptions;
  seeding: string;
  totalSeconds: number;
  scenarios: ScenarioResult[];
  sql: SqlTiming[];
  /** The FTS MATCH expression of the keyword + pincode candidate query. */
  expression: string;
  /** Set when the SQL timing failed; the HTTP figures are still worth printing. */
  sqlFailure?: string;
  /** The fixed-cost search's pages against a full scan's (scripts/bench/quality.ts). */
  quality: QualityCheck[];
  qualityFailure?: string;
  /** The database's size after the run, table by table; absent when it could not be read. */
  size?: DatabaseSize;
}

const ms = (value: number | undefined) => (value === undefined || Number.isNaN(value) ? '–' : value.toFixed(1));
const row = (cells: string[]) => `| ${cells.join(' | ')} |`;
const cell = (value: number | undefined) => (value === undefined ? '–' : String(value));

/** Problems worth a second look: failures, partial metering, empty answers, errors under load. */
function notes(scenarios: ScenarioResult[]): string[] {
  return scenarios.flatMap((s) => {
    const lines: string[] = [];
    if (s.failure) lines.push(`**${s.name}** failed: ${s.failure}`);
    if (s.probe && s.probe.status !== 200) lines.push(`**${s.name}** answered ${s.probe.status}: ${s.probe.error ?? ''}`);
    if (s.probe?.status === 200 && !s.probe.usage) lines.push(`**${s.name}** carried no d1 Server-Timing header.`);
    if (s.probe?.usage && s.probe.usage.unmetered > 0)
      lines.push(`**${s.name}** made ${s.probe.usage.unmetered} unmetered D1 call(s): rows_read is a lower bound.`);
    if (s.probe?.total === 0) lines.push(`**${s.name}** found nothing (total 0): its timing is of an empty page.`);
    if (s.load && s.load.errors > 0) {
      const statuses = Object.entries(s.load.errorStatuses).map(([status, count]) => `${count} × ${status}`);
      const detail = statuses.length > 0 ? ` (${statuses.join(', ')})` : '';
      lines.push(`**${s.name}** had ${s.load.errors} failed request(s) under load${detail}.`);
    }
    return lines;
  });
}

export function renderReport(input: ReportInput): string {
  const processors = cpus();
  const health = input.scenarios.find((s) => s.path === '/health')?.load?.p50;
  const ratio = (p50: number | undefined) =>
    p50 === undefined || health === undefined || !(health > 0) ? '–' : `${(p50 / health).toFixed(1)}×`;

  const lines = [
    '# CityPages benchmark',
    '',
    `- Date: ${input.started.toISOString()}`,
    `- Machine: ${processors.length} × ${processors[0]?.model.trim() ?? 'unknown CPU'}, ${(totalmem() / 2 ** 30).toFixed(1)} GiB RAM, ${type()} ${release()}, load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')} at the end`,
    `- Node ${process.version}; Worker under \`wrangler dev\` (local workerd + SQLite D1), ENVIRONMENT=development`,
    `- Data: ${input.businesses.toLocaleString('en-US')} businesses (${input.seeding})`,
    `- Load: closed loop, ${input.load.concurrency} concurrent, ${input.load.seconds} s or ${input.load.maxRequests} requests per scenario, keep-alive, after two warm-up requests`,
    `- Whole run: ${input.totalSeconds.toFixed(0)} s`,
    '',
    "rows_read, queries and calls (round trips to D1: a batch is one) come from the Worker's `Server-Timing: d1` header",
    'of one request, made as a first visitor makes it: nothing from what the Worker remembers of earlier searches',
    '(decision 020). "calls again" is the same request made again, as the load makes it. Times are milliseconds',
    'seen by the client. "vs health" is p50 divided by the p50 of `/api/health` in the same run: on a noisy shared',
    "machine it is the figure to compare between runs. Total is the answer's `data.total` (matching businesses).",
    "D1 ms is the median of the database's own time per request under the load (`Server-Timing: d1;dur`): local D1",
    'runs one query at a time, so it is what caps req/s.',
    '',
    '| Scenario | Request (under /api) | Total | rows_read | queries | calls | calls again | D1 ms | p50 ms | p99 ms | req/s | vs health |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...input.scenarios.map((s) =>
      row([
        s.name,
        `\`${s.path}\``,
        cell(s.probe?.total),
        cell(s.probe?.usage?.rowsRead),
        cell(s.probe?.usage?.queries),
        cell(s.probe?.usage?.calls),
        cell(s.again?.usage?.calls),
        ms(s.load?.d1p50),
        ms(s.load?.p50),
        ms(s.load?.p99),
        s.load ? s.load.perSecond.toFixed(0) : '–',
        ratio(s.load?.p50),
      ]),
    ),
  ];

  const problems = notes(input.scenarios);
  if (problems.length > 0) lines.push('', '## Notes', '', ...problems.map((line) => `- ${line}`));

  lines.push(
    '',
    '## The search SQL on its own',
    '',
    "The same local D1 opened through wrangler's platform proxy after the server stopped (each call still crosses a",
    'local socket to workerd). "Every match" is the full read a search did before decision 019 (and still does for',
    'newest and most reviewed with words); "first 51" is the page read in rank order a search does now; the',
    '`findBusinesses` rows time the whole function (all its queries and card shaping) for page 1 of 10. Single-threaded.',
    '',
  );
  if (input.sqlFailure) lines.push(`Not measured: ${input.sqlFailure}`);
  else {
    lines.push(
      '| Query | Rows returned | rows_read | queries | mean ms | p50 ms |',
      '| --- | ---: | ---: | ---: | ---: | ---: |',
      ...input.sql.map((q) => row([q.name, String(q.rows), String(q.rowsRead), String(q.queries), ms(q.meanMs), ms(q.p50Ms)])),
      '',
      `MATCH expression (keyword + pincode): \`${input.expression}\``,
    );
  }
  lines.push('', '## Where the bytes go', '');
  lines.push(...(input.size ? renderDatabaseSize(input.size, input.businesses) : ['Not measured.']));
  lines.push(
    '',
    '## Search quality: the fixed-cost page against a full scan',
    '',
    'For a sample of searches, the page `findBusinesses` gives (reading only what its order needs) against the page',
    'of every match read and sorted in the same documented order (docs/product.md §3.3), in the same local D1.',
    '',
  );
  if (input.qualityFailure) lines.push(`Not measured: ${input.qualityFailure}`);
  else {
    lines.push(
      '| Search | Page | Matches (full scan) | rows_read (fixed cost) | Same page |',
      '| --- | ---: | ---: | ---: | :---: |',
      ...input.quality.map((q) =>
        row([
          q.name,
          String(q.page),
          String(q.matches),
          q.spread ? `${q.rowsRead} most, ${q.spread.meanRows} mean (${q.spread.points} points)` : String(q.rowsRead),
          q.equal ? 'yes' : '**no**',
        ]),
      ),
    );
  }
  return `${lines.join('\n')}\n`;
}
