/**
 * `npm run bench`: seeds a large city into its own local state folder, serves it with `wrangler dev`, measures
 * the public API, the owner portal's reads (signed in as the seed's demo owner) and the admin area's (as its demo
 * admin) endpoint by endpoint, times the search SQL on its own, weighs the database table by table (db-size.ts),
 * and writes bench/results.md.
 * It reports figures; it asserts nothing about them.
 *   --businesses N   city size (default 100000; other sizes keep their own state folder and bench/results-N.md)
 *   --reuse          keep .wrangler/bench-state when it already holds a finished seed of that size
 *   --port P         wrangler dev port (default 8799, away from npm start and the e2e tests)
 *   --concurrency C  concurrent clients per scenario (default 8)
 *   --seconds S      load duration per scenario (default 5)
 *   --requests R     at most this many requests per scenario (default 2000)
 *   --iterations I   runs of each SQL timing (default 50)
 */
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { applyMigrations, buildWeb, ensureDevVars, ROOT } from '../lib/local.ts';
import { serve, type RunningServer } from '../lib/server.ts';
import { DEFAULT_SEED, seed } from '../seed/index.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../seed/generate.ts';
import { closedLoop, FRESH_READS, probe, type LoadOptions, type RequestHeaders } from './load.ts';
import { renderReport, type ScenarioResult } from './report.ts';
import { writeSideBySide } from './side-by-side.ts';
import { checkSearchQuality, type QualityCheck } from './quality.ts';
import { candidateExpression, timeSearchSql, type SqlTiming } from './sql.ts';
import { localDatabaseFile, measureDatabase, type DatabaseSize } from './db-size.ts';

/** The trade most visitors search for; ids, places and pincodes are discovered from the data instead. */
const KEYWORD = 'restaurant';

const { values } = parseArgs({
  options: {
    businesses: { type: 'string', default: '100000' },
    reuse: { type: 'boolean', default: false },
    port: { type: 'string', default: '8799' },
    concurrency: { type: 'string', default: '8' },
    seconds: { type: 'string', default: '5' },
    requests: { type: 'string', default: '2000' },
    iterations: { type: 'string', default: '50' },
    // A quick look while working: only the scenarios whose name matches (and health, the yardstick), printed, not written.
    only: { type: 'string' },
  },
});
const only = values.only === undefined ? undefined : new RegExp(values.only, 'i');

function positive(name: string, text: string): number {
  const value = Number(text);
  if (!(value > 0) || !Number.isFinite(value)) throw new Error(`--${name} takes a number above 0`);
  return value;
}

const businesses = Math.floor(positive('businesses', values.businesses));
/** Each city size has its own state folder and results file, so runs at 100,000 and at 1,000,000 sit side by side. */
const DEFAULT_BUSINESSES = 100_000;
const STATE_DIR = businesses === DEFAULT_BUSINESSES ? '.wrangler/bench-state' : `.wrangler/bench-state-${businesses}`;
const RESULTS = join(ROOT, businesses === DEFAULT_BUSINESSES ? 'bench/results.md' : `bench/results-${businesses}.md`);
const port = Math.floor(positive('port', values.port));
const load: LoadOptions = {
  concurrency: Math.floor(positive('concurrency', values.concurrency)),
  seconds: positive('seconds', values.seconds),
  maxRequests: Math.floor(positive('requests', values.requests)),
};
const iterations = Math.floor(positive('iterations', values.iterations));

const startedAt = new Date();
const clock = performance.now();
const log = (line: string) => console.log(`[${((performance.now() - clock) / 1000).toFixed(0).padStart(4)} s] ${line}`);

/** Seeds unless --reuse finds a finished seed of this size; the marker is written only after a seed completes. */
async function prepareData(): Promise<string> {
  const marker = join(ROOT, STATE_DIR, `seeded-${businesses}`);
  if (values.reuse && existsSync(marker)) {
    // Migrations added since the seed still apply; the data stays.
    await applyMigrations(STATE_DIR);
    log(`Reusing ${STATE_DIR} (${businesses} businesses).`);
    return `reused ${STATE_DIR}`;
  }
  // A half-written or differently sized city is worth nothing here: the folder is the benchmark's alone.
  rmSync(join(ROOT, STATE_DIR), { recursive: true, force: true });
  log(`Generating and writing ${businesses} businesses into ${STATE_DIR}, batch by batch…`);
  const begin = performance.now();
  await seed({ stateDir: STATE_DIR, businesses, seed: DEFAULT_SEED, reset: false, ifEmpty: false, log });
  writeFileSync(marker, `${new Date().toISOString()}\n`);
  return `seeded in ${((performance.now() - begin) / 1000).toFixed(0)} s`;
}

/** waitForHealth would happily accept some other server already on the port: refuse to measure that. */
function portInUse(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ port, host: 'localhost' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

interface Inputs {
  categorySlug: string;
  locality: string;
  pincode: string;
  latitude: number;
  longitude: number;
  businessId: string;
  /**
   * The category with the fewest listings in the locality with the fewest, as one-box words, and the filters that
   * thin it to fewer than a page with some within reach: a page that widens at any size (widenedQuery).
   */
  widened: Record<string, string | number>;
  /** Absent when the data has no demo owner with a public listing: the owner scenarios are left out. */
  owner?: OwnerInputs;
  /** The demo admin's bearer token; absent when the data has no demo admin. */
  admin?: RequestHeaders;
}

interface OwnerInputs {
  /** The owner's bearer token. */
  headers: RequestHeaders;
  businessId: string;
  pincode: string;
  /** The longest word of the listing's own name, so the duplicate check has a real name to compare. */
  nameWord: string;
  /** The listing's phone, as someone adding the same business would type it. */
  phone: string;
}

async function getData<T>(url: string, headers: RequestHeaders = {}): Promise<T> {
  const response = await fetch(url, { headers });
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}: ${(await response.text()).slice(0, 300)}`);
  return ((await response.json()) as { data: T }).data;
}

/** Realistic inputs from the running API: the busiest category and locality, and a real business. */
async function discover(base: string): Promise<Inputs> {
  const { categories } = await getData<{ categories: { slug: string; name: string; count: number }[] }>(`${base}/api/business/categories`);
  const { locations } = await getData<{
    locations: { name: string; pincodes: string[]; latitude: number | null; longitude: number | null; count: number }[];
  }>(`${base}/api/business/locations`);
  const { businesses: recent } = await getData<{ businesses: { _id: string }[] }>(`${base}/api/business/recent?limit=1`);
  const category = [...categories].sort((a, b) => b.count - a.count)[0];
  const rare = [...categories].filter((c) => c.count > 0).sort((a, b) => a.count - b.count)[0];
  const location = [...locations].sort((a, b) => b.count - a.count).find((l) => l.pincodes.length > 0);
  const small = [...locations].filter((l) => l.pincodes.length > 0).sort((a, b) => a.count - b.count)[0];
  const business = recent[0];
  if (!category || !rare || !location || !small || !business)
    throw new Error('The API returned no categories, localities or businesses to benchmark with');
  return {
    categorySlug: category.slug,
    locality: location.name,
    pincode: location.pincodes[0] as string,
    latitude: location.latitude ?? 12.9352,
    longitude: location.longitude ?? 77.6245,
    businessId: business._id,
    widened: await widenedQuery(base, `${rare.name.toLowerCase()} in ${small.name.toLowerCase()}`),
    owner: await discoverOwner(base),
    admin: await signIn(base, DEMO_ACCOUNTS[2].email, 'admin'),
  };
}

/**
 * The words with the first filters that leave the place fewer than a page, and some around it: five stars, then five
 * stars at each price (a rare trade in a small locality still fills a page with five stars alone at 1,000,000).
 */
async function widenedQuery(base: string, q: string): Promise<Record<string, string | number>> {
  const tries: Record<string, string | number>[] = [{ q, rating: 5 }, ...[1, 2, 3, 4].map((priceRange) => ({ q, rating: 5, priceRange }))];
  for (const params of tries) {
    const query = new URLSearchParams(Object.entries(params).map(([key, value]) => [key, String(value)]));
    const answer = await getData<{ understood?: { widened?: unknown } }>(`${base}/api/business/search?${query}`);
    if (answer.understood?.widened) return params;
  }
  log(`No filters widen "${q}": the widened scenario measures a page that does not widen.`);
  return { q, rating: 5 };
}

/** A demo account signed in through REST, as its bearer token; undefined when the data has no such account. */
async function signIn(base: string, email: string, scenarios: string): Promise<RequestHeaders | undefined> {
  const response = await fetch(`${base}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  // 401 is sign-in's answer for an account it does not know: a city seeded without it still measures everything else.
  if (response.status === 401) {
    log(`No demo account ${email} in this data: the ${scenarios} scenarios are skipped.`);
    return undefined;
  }
  if (!response.ok) throw new Error(`Signing in as ${email} answered ${response.status}: ${(await response.text()).slice(0, 300)}`);
  const { token } = (await response.json()) as { token: string };
  return { authorization: `Bearer ${token}` };
}

/** The seed's demo owner signed in through REST, and the first of their listings the public can see. */
async function discoverOwner(base: string): Promise<OwnerInputs | undefined> {
  const { email } = DEMO_ACCOUNTS[1];
  const headers = await signIn(base, email, 'owner');
  if (!headers) return undefined;
  const { businesses: listings } = await getData<{ businesses: { id: string; isPublic: boolean }[] }>(
    `${base}/api/owner/businesses`,
    headers,
  );
  const listing = listings.find((l) => l.isPublic);
  if (!listing) {
    log(`The demo owner ${email} has no public listing: the owner scenarios are skipped.`);
    return undefined;
  }
  const { business } = await getData<{ business: { name: string; pincode: string; phone: string } }>(
    `${base}/api/owner/businesses/${listing.id}`,
    headers,
  );
  const nameWord = business.name.split(/[^\p{L}\p{N}]+/u).reduce((longest, word) => (word.length > longest.length ? word : longest), '');
  return { headers, businessId: listing.id, pincode: business.pincode, nameWord, phone: business.phone };
}

interface Scenario {
  name: string;
  /** Under /api, unless it is a page (rendered on the server with its data). */
  path: string;
  page?: boolean;
  /** Sent with every request of the scenario, e.g. a signed-in caller's bearer token. */
  headers?: RequestHeaders;
}

/** The owner portal's reads of one listing, as its signed-in owner makes them (REST, docs/product.md §7.10). */
function ownerScenarios(owner: OwnerInputs): Scenario[] {
  const { headers } = owner;
  const listing = `/owner/businesses/${owner.businessId}`;
  const duplicates = new URLSearchParams({ pincode: owner.pincode, name: owner.nameWord });
  return [
    { name: 'Owner: my listings', path: '/owner/businesses', headers },
    { name: 'Owner: listing', path: listing, headers },
    { name: 'Owner: enquiries', path: `${listing}/enquiries`, headers },
    { name: 'Owner: reviews', path: `${listing}/reviews`, headers },
    { name: 'Owner: analytics 90 days', path: `${listing}/analytics?days=90`, headers },
    { name: 'Owner: duplicates', path: `/owner/duplicates?${duplicates}`, headers },
    {
      name: 'Owner: duplicates by phone',
      path: `/owner/duplicates?${new URLSearchParams({ pincode: owner.pincode, phone: owner.phone })}`,
      headers,
    },
  ];
}

/**
 * The admin area's reads (REST, docs/product.md §7.11), as the demo admin makes them: the queue's first page with its
 * counts, each list's first page, and the text searches, whose cost follows how many rows hold the text (decision 023).
 */
function adminScenarios(headers: RequestHeaders, nameWord: string | undefined): Scenario[] {
  const query = encodeURIComponent(nameWord ?? 'dosa');
  return [
    { name: 'Admin: queue', path: '/admin/queue', headers },
    { name: 'Admin: queue of photos', path: '/admin/queue?type=photo', headers },
    { name: 'Admin: businesses', path: '/admin/businesses', headers },
    { name: 'Admin: businesses by name', path: `/admin/businesses?query=${query}`, headers },
    { name: 'Admin: reviews', path: '/admin/reviews', headers },
    { name: 'Admin: reviews by text', path: `/admin/reviews?query=${query}`, headers },
    { name: 'Admin: users by name', path: '/admin/users?query=demo', headers },
    { name: 'Admin: messages', path: '/admin/contact-messages', headers },
    { name: 'Admin: audit log', path: '/admin/audit', headers },
    { name: 'Admin: categories', path: '/admin/categories', headers },
    { name: 'Admin: localities', path: '/admin/locations', headers },
  ];
}

/**
 * One box, each kind of query it reads (docs/search.md, "Reading a query"), as residents type them: the trade and the
 * place from the words, in each script, with attributes, widened around a thin place, and each second chance.
 */
function oneBoxScenarios(inputs: Inputs, search: (params: Record<string, string | number>) => string): Scenario[] {
  const { pincode, locality } = inputs;
  const near = { lat: inputs.latitude, lng: inputs.longitude };
  return [
    { name: 'One box: trade', path: search({ q: 'plumber' }) },
    { name: 'One box: trade near pincode', path: search({ q: `physiotherapy near ${pincode}` }) },
    { name: 'One box: trade in locality', path: search({ q: `dentist in ${locality.toLowerCase()}` }) },
    { name: 'One box: trade, place typo', path: search({ q: 'pharmcy kormangala' }) },
    { name: 'One box: Hinglish', path: search({ q: 'silai wala' }) },
    { name: 'One box: Devanagari', path: search({ q: 'दवाई की दुकान' }) },
    { name: 'One box: Kannada with place', path: search({ q: 'ಜಯನಗರದಲ್ಲಿ ಫೋಟೋ ಸ್ಟುಡಿಯೋ' }) },
    { name: 'One box: narrower trade', path: search({ q: 'dosa' }) },
    { name: 'One box: attribute', path: search({ q: `girls pg ${locality.toLowerCase()}` }) },
    { name: 'One box: open at night', path: search({ q: 'pharmacy open at night' }) },
    { name: 'One box: price word', path: search({ q: 'sasta pg' }) },
    { name: 'One box: near me', path: search({ q: 'chemist near me', ...near }) },
    { name: 'One box: as typed', path: search({ q: 'silai wala', asTyped: 'true' }) },
    { name: 'One box: widened', path: search(inputs.widened) },
    { name: 'One box: second chance, words', path: search({ q: `plumber zzqx in ${locality.toLowerCase()}` }) },
    { name: 'One box: second chance, script', path: search({ q: 'फ्लोरिस्ट' }) },
    { name: 'One box: second chance, nearest', path: search({ q: 'catters' }) },
    { name: 'One box: nothing at all', path: search({ q: 'zzqx qqzz' }) },
  ];
}

/** Any Authorization header makes a page skip the page cache; the page render never reads it (decision 009). */
const RENDER_EVERY_TIME: RequestHeaders = { authorization: 'Bearer bench-renders-the-page' };

function scenarios(inputs: Inputs): Scenario[] {
  const search = (params: Record<string, string | number>) =>
    `/business/search?${new URLSearchParams(Object.entries(params).map(([key, value]) => [key, String(value)]))}`;
  const { pincode, locality: location } = inputs;
  return [
    { name: 'Health (baseline)', path: '/health' },
    { name: 'Search: keyword', path: search({ q: KEYWORD }) },
    { name: 'Search: keyword + pincode', path: search({ q: KEYWORD, pincode }) },
    { name: 'Search: keyword + locality', path: search({ q: KEYWORD, location }) },
    { name: 'Search: prefix', path: search({ q: 'resta' }) },
    { name: 'Search: typo', path: search({ q: 'resturant' }) },
    { name: 'Search: typo 2', path: search({ q: 'plumbr' }) },
    { name: 'Search: synonym', path: search({ q: 'chemist' }) },
    { name: 'Search: filters', path: search({ q: KEYWORD, location, rating: 4, priceRange: 2, openNow: 'true' }) },
    { name: 'Search: by distance', path: search({ q: KEYWORD, sort: 'distance', lat: inputs.latitude, lng: inputs.longitude }) },
    // 500 km away (Thiruvananthapuram): nearest first is not offered from there (docs/decisions/019).
    { name: 'Search: by distance, far away', path: search({ q: KEYWORD, sort: 'distance', lat: 8.5, lng: 76.9 }) },
    { name: 'Search: page 3', path: search({ q: KEYWORD, pincode, page: 3 }) },
    { name: 'Search: page 5', path: search({ q: KEYWORD, page: 5 }) },
    { name: 'Search: best rated', path: search({ q: KEYWORD, sort: 'rating' }) },
    { name: 'Search: category in pincode', path: search({ category: inputs.categorySlug, pincode }) },
    { name: 'Search: open now, locality', path: search({ location, openNow: 'true' }) },
    // Not the index's orders: read bucket by bucket of the hour listed and the review count (docs/decisions/019).
    { name: 'Search: newest', path: search({ q: KEYWORD, sort: 'newest' }) },
    { name: 'Search: newest, page 5', path: search({ q: KEYWORD, sort: 'newest', page: 5 }) },
    { name: 'Search: newest in pincode', path: search({ q: KEYWORD, pincode, sort: 'newest' }) },
    { name: 'Search: most reviewed', path: search({ q: KEYWORD, sort: 'reviews' }) },
    { name: 'Search: most reviewed, filters', path: search({ q: KEYWORD, location, priceRange: 2, sort: 'reviews' }) },
    ...oneBoxScenarios(inputs, search),
    { name: 'Business detail', path: `/business/public/${inputs.businessId}` },
    { name: 'List', path: '/business/public?limit=12' },
    { name: 'List by category', path: `/business/public?category=${encodeURIComponent(inputs.categorySlug)}&limit=20` },
    { name: 'Featured', path: '/business/public?featured=true&limit=6' },
    { name: 'Recent', path: '/business/recent' },
    { name: 'Categories', path: '/business/categories' },
    { name: 'Locations', path: '/business/locations' },
    { name: 'Reviews', path: `/reviews/business/${inputs.businessId}?limit=5` },
    { name: 'Reverse geocode', path: '/geocode/reverse?lat=12.9352&lng=77.6245' },
    ...(inputs.owner ? ownerScenarios(inputs.owner) : []),
    ...(inputs.admin ? adminScenarios(inputs.admin, inputs.owner?.nameWord) : []),
    // Rendered every time: a request with an Authorization header never uses the page cache (worker/services/page-cache.ts).
    { name: 'Page: home', path: '/', page: true, headers: RENDER_EVERY_TIME },
    { name: 'Page: search', path: `/search?${new URLSearchParams({ query: KEYWORD, pincode })}`, page: true, headers: RENDER_EVERY_TIME },
    { name: 'Page: business', path: `/business/${inputs.businessId}`, page: true, headers: RENDER_EVERY_TIME },
    { name: 'Page: categories', path: '/categories', page: true, headers: RENDER_EVERY_TIME },
    // A repeated view, as a visitor makes it: the warm-up stores the page, and every request after it is a hit.
    { name: 'Page: home (cache hit)', path: '/', page: true },
    { name: 'Page: business (cache hit)', path: `/business/${inputs.businessId}`, page: true },
  ];
}

async function measure(base: string, scenario: Scenario): Promise<ScenarioResult> {
  const url = `${base}${scenario.page ? '' : '/api'}${scenario.path}`;
  try {
    // Warm-up: the first requests of a route pay for SQLite's page cache, lazy module work and what the Worker learns
    // of the words' counts (worker/services/search/common-words.ts), which the next search's lookups read around.
    await probe(url, scenario.headers);
    await probe(url, scenario.headers);
    const again = await probe(url, scenario.headers);
    if (again.status !== 200) return { ...scenario, probe: again };
    // What the request costs when the Worker remembers none of its lookups (decision 020): the budget's case. A page is
    // measured as it is loaded, from the page cache or rendered.
    const first = scenario.page ? again : await probe(url, { ...scenario.headers, ...FRESH_READS });
    return { ...scenario, probe: first, again, load: await closedLoop(url, load, scenario.headers) };
  } catch (error) {
    return { ...scenario, failure: (error as Error).message };
  }
}

let server: RunningServer | undefined;
// wrangler dev runs in its own process group, so Ctrl+C would otherwise leave it serving.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void (server?.stop() ?? Promise.resolve()).finally(() => process.exit(130));
  });
}

try {
  const seeding = await prepareData();
  if (!existsSync(join(ROOT, 'web/dist/index.html')) || !existsSync(join(ROOT, 'web/dist-server/render.js'))) {
    log('Building the web app (wrangler dev serves it)…');
    await buildWeb();
  }
  ensureDevVars();
  if (await portInUse(port)) throw new Error(`Port ${port} is already in use; pass --port to pick another`);
  log(`Starting wrangler dev on port ${port}…`);

  const results: ScenarioResult[] = [];
  let inputs: Inputs;
  try {
    server = await serve({ port, stateDir: STATE_DIR, quiet: true });
    inputs = await discover(server.url);
    log(
      `Inputs: category ${inputs.categorySlug}, locality ${inputs.locality} (${inputs.pincode}), business ${inputs.businessId}, widened ${new URLSearchParams(Object.entries(inputs.widened).map(([key, value]) => [key, String(value)]))}`,
    );
    if (inputs.owner)
      log(
        `Owner inputs: listing ${inputs.owner.businessId} (${inputs.owner.pincode}), name word ${inputs.owner.nameWord}, phone ${inputs.owner.phone}`,
      );
    for (const scenario of scenarios(inputs)) {
      if (only && !only.test(scenario.name) && !scenario.name.startsWith('Health')) continue;
      const result = await measure(server.url, scenario);
      results.push(result);
      const usage = result.probe?.usage;
      log(
        `${scenario.name.padEnd(28)} ${result.failure ?? (result.probe?.status === 200 ? '' : `status ${result.probe?.status} `)}` +
          (usage ? `rows_read=${usage.rowsRead} queries=${usage.queries} ` : '') +
          (result.load
            ? `p50=${result.load.p50.toFixed(1)} ms p99=${result.load.p99.toFixed(1)} ms ${result.load.perSecond.toFixed(0)} req/s` +
              ` D1 ${result.load.d1p50.toFixed(1)} ms, calls again ${result.again?.usage?.calls ?? '?'}`
            : ''),
      );
    }
  } finally {
    await server?.stop();
    server = undefined;
  }

  if (only) {
    const health = results.find((result) => result.name.startsWith('Health'))?.load?.p50 ?? NaN;
    for (const result of results) log(`${result.name.padEnd(34)} ${((result.load?.p50 ?? NaN) / health).toFixed(2)}× health`);
    process.exit(results.some((result) => result.failure !== undefined) ? 1 : 0);
  }

  log(`Timing the search SQL directly (${iterations} iterations each)…`);
  let sql: SqlTiming[] = [];
  let sqlFailure: string | undefined;
  let expression = '';
  try {
    expression = candidateExpression(KEYWORD, inputs.pincode);
    sql = await timeSearchSql(STATE_DIR, { keyword: KEYWORD, pincode: inputs.pincode, iterations });
  } catch (error) {
    sqlFailure = (error as Error).message;
    log(`SQL timing failed: ${sqlFailure}`);
  }

  // After the server has stopped, so the write-ahead log is folded back into the file.
  let size: DatabaseSize | undefined;
  try {
    size = measureDatabase(localDatabaseFile(join(ROOT, STATE_DIR)));
    log(`Database: ${(size.usedBytes / 2 ** 20).toFixed(1)} MiB in use, ${Math.round(size.usedBytes / businesses)} bytes a business`);
  } catch (error) {
    log(`Could not weigh the database: ${(error as Error).message}`);
  }

  log('Checking the fixed-cost search against full scans…');
  let quality: QualityCheck[] = [];
  let qualityFailure: string | undefined;
  try {
    quality = await checkSearchQuality(STATE_DIR, {
      keywords: [KEYWORD, 'salon'],
      categorySlug: inputs.categorySlug,
      pincode: inputs.pincode,
      origin: { latitude: inputs.latitude, longitude: inputs.longitude },
    });
    for (const check of quality)
      log(`${check.name} page ${check.page}: ${check.equal ? 'same page' : 'DIFFERS'} (${check.matches} matches)`);
  } catch (error) {
    qualityFailure = (error as Error).message;
    log(`Quality check failed: ${qualityFailure}`);
  }

  const report = renderReport({
    started: startedAt,
    businesses,
    load,
    seeding,
    totalSeconds: (performance.now() - clock) / 1000,
    scenarios: results,
    sql,
    expression,
    sqlFailure,
    quality,
    qualityFailure,
    size,
  });
  mkdirSync(join(ROOT, 'bench'), { recursive: true });
  writeFileSync(RESULTS, report);
  console.log(`\n${report}`);
  log(`Wrote ${RESULTS}`);
  writeSideBySide(join(ROOT, 'bench'));

  const broken = results.some((r) => r.failure !== undefined || r.probe?.status !== 200 || (r.load?.errors ?? 0) > 0);
  if (broken || sqlFailure || qualityFailure || quality.some((check) => !check.equal)) process.exitCode = 1;
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
