/**
 * One request to read what an endpoint costs in D1, and a bounded closed-loop load to see how long it takes.
 * Node's fetch (undici) keeps connections alive by default, so the load measures the Worker, not TCP handshakes.
 */
import { BOOKMARK_HEADER } from '../../worker/lib/d1-bookmark.ts';
import { COUNT_RAW_HEADER } from '../../worker/http/d1-meter.ts';

/** What the Worker's d1 meter reports (worker/http/d1-meter.ts). */
export interface D1Usage {
  rowsRead: number;
  queries: number;
  unmetered: number;
  /** Round trips to D1 (absent from Workers that do not report them). */
  calls?: number;
  /** The database's own milliseconds for the request (absent from Workers that do not report it). */
  durationMs?: number;
}

export interface Probe {
  status: number;
  /** Absent when the response carried no d1 Server-Timing entry. */
  usage?: D1Usage;
  /** `data.total` of list and search answers: a zero here means the scenario measures an empty page. */
  total?: number;
  /** The start of the body of a failed request, for the report. */
  error?: string;
}

export interface LoadOptions {
  concurrency: number;
  seconds: number;
  maxRequests: number;
}

export interface LoadResult {
  requests: number;
  /** Non-2xx answers and network errors; their times are left out of the percentiles. */
  errors: number;
  /** The non-2xx answers by status, so a 429 (a rate limit met under load) is told apart from a failure. */
  errorStatuses: Record<number, number>;
  p50: number;
  p99: number;
  perSecond: number;
  /** Median of the database's own milliseconds per request (Server-Timing `d1;dur`), NaN when not reported. */
  d1p50: number;
}

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Load is only ever pointed at this machine: a typo in a URL must not turn into traffic elsewhere. */
function assertLocal(url: string): void {
  const host = new URL(url).hostname;
  if (!LOCAL_HOSTS.has(host)) throw new Error(`Refusing to load ${url}: benchmarks run against localhost only`);
}

export function parseD1Usage(serverTiming: string | null): D1Usage | undefined {
  const match = serverTiming?.match(/d1;(?:dur=([\d.]+);)?desc="rows_read=(\d+) queries=(\d+) unmetered=(\d+)(?: calls=(\d+))?"/);
  if (!match) return undefined;
  return {
    rowsRead: Number(match[2]),
    queries: Number(match[3]),
    unmetered: Number(match[4]),
    ...(match[5] === undefined ? {} : { calls: Number(match[5]) }),
    ...(match[1] === undefined ? {} : { durationMs: Number(match[1]) }),
  };
}

/** Request headers a scenario sends with each of its requests, such as a signed-in caller's bearer token. */
export type RequestHeaders = Record<string, string>;

/**
 * A request that reads as a visitor who just wrote: a bookmark not in D1's form starts its session at the primary
 * (worker/lib/d1-bookmark.ts), and nothing comes from what the Worker remembers of other visitors' searches (decision
 * 020).
 */
export const FRESH_READS: RequestHeaders = { [BOOKMARK_HEADER]: 'fresh' };

/** One request whose every D1 read is counted, drizzle's too (each is asked twice for it: never timed). */
export async function probe(url: string, headers: RequestHeaders = {}): Promise<Probe> {
  assertLocal(url);
  const response = await fetch(url, { headers: { ...headers, [COUNT_RAW_HEADER]: '1' } });
  const text = await response.text();
  const usage = parseD1Usage(response.headers.get('server-timing'));
  if (!response.ok) return { status: response.status, usage, error: text.slice(0, 300) };
  let total: number | undefined;
  try {
    const body = JSON.parse(text) as { data?: { total?: unknown } };
    if (typeof body.data?.total === 'number') total = body.data.total;
  } catch {
    // Not JSON: nothing to count, the timing still stands.
  }
  return { status: response.status, usage, total };
}

/** Nearest-rank percentile of an ascending list. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index] as number;
}

/**
 * `concurrency` workers each send a request, wait for the whole body, and send the next, until `seconds` have
 * passed or `maxRequests` have been sent in all. Closed-loop on purpose: on a small shared machine an open-loop
 * rate would mostly measure the queue it builds up.
 */
export async function closedLoop(url: string, options: LoadOptions, headers: RequestHeaders = {}): Promise<LoadResult> {
  assertLocal(url);
  const latencies: number[] = [];
  const databaseTimes: number[] = [];
  let sent = 0;
  let errors = 0;
  const errorStatuses: Record<number, number> = {};
  const started = performance.now();
  const deadline = started + options.seconds * 1000;

  const worker = async () => {
    while (sent < options.maxRequests && performance.now() < deadline) {
      sent++;
      const begin = performance.now();
      try {
        const response = await fetch(url, { headers });
        await response.arrayBuffer();
        if (response.ok) {
          latencies.push(performance.now() - begin);
          const database = parseD1Usage(response.headers.get('server-timing'))?.durationMs;
          if (database !== undefined) databaseTimes.push(database);
        } else {
          errors++;
          errorStatuses[response.status] = (errorStatuses[response.status] ?? 0) + 1;
        }
      } catch {
        errors++;
      }
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, worker));

  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  databaseTimes.sort((a, b) => a - b);
  return {
    requests: sent,
    errors,
    errorStatuses,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    perSecond: latencies.length / elapsed,
    d1p50: percentile(databaseTimes, 50),
  };
}
