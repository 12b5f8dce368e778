import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-pool-workers';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { messageCatalogues } from './scripts/lib/messages-plugin.ts';
import { CONTRACTS_ALIAS } from './vite.config.ts';

/**
 * A test is never a stopwatch (the machines are shared and noisy, and `npm test` runs the journeys beside the other
 * projects): the limits only stop a test that hangs, far above what any test takes on a quiet machine.
 */
const BUSY_MACHINE_TIMEOUTS = { testTimeout: 30_000, hookTimeout: 60_000 };

/** One command for every kind of test: the Worker inside workerd, web components in jsdom, the build's size, journeys in Chromium. */
export default defineConfig({
  test: {
    reporters: ['default', './tests/support/summary-reporter.ts'],
    // One file per core, not Vitest's cores - 1: much of a file's time is spent waiting on workerd or Chromium, each a
    // process of its own, so on the 2-core machine the projects' files run two at a time rather than one.
    maxWorkers: availableParallelism(),
    // The Worker writes a JSON line for every request (worker/http/request-log.ts): thousands of them in a run, most
    // answering a test's deliberate 4xx, which say nothing about the test. A 5xx's line still prints;
    // tests/worker/request-log.test.ts reads the others itself.
    onConsoleLog: (log) => !/^\{"level":"(?:info|warn)","event":"request"/.test(log),
    projects: [
      {
        plugins: [
          cloudflareTest(async () => ({
            wrangler: { configPath: './wrangler.toml' },
            miniflare: {
              bindings: {
                ENVIRONMENT: 'test',
                JWT_SECRET: 'test-only-secret-that-is-long-enough-for-hs256',
                // Mail takes the production path, to a fake mail API at the fetch boundary (tests/worker/support/mailbox.ts):
                // the outbox keeps no codes outside development, so tests read them from what was "sent".
                MAIL_TRANSPORT: 'http',
                MAIL_API_URL: 'https://mail-api.test/emails',
                MAIL_API_KEY: 'test-mail-key',
                // Media at the Worker's /media/, whatever the deploy configures; a test passes its own env with the media
                // domain (tests/worker/media-origin.test.ts).
                MEDIA_ORIGIN: '',
                // Tests write straight to D1 and search again at once, as no visitor can; tests/worker/recent-lookups.test.ts
                // passes its own env with the deploy's freshness.
                SEARCH_LOOKUPS_FRESH_SECONDS: '0',
                // The Cron Trigger takes no backup in tests that run it for its housekeeping; tests/worker/backup.test.ts
                // passes its own env with the deploy's hour.
                BACKUP_HOUR: 'off',
                TEST_MIGRATIONS: await readD1Migrations('./migrations'),
              },
            },
          })),
        ],
        resolve: { alias: { 'citypages-ssr': fileURLToPath(new URL('./web/dist-server/render.js', import.meta.url)) } },
        test: {
          name: 'worker',
          include: ['tests/worker/**/*.test.ts'],
          setupFiles: ['./tests/worker/setup.ts'],
          // One workerd for all the files, not one each (starting one and loading the Worker took ~4 s a file): each file
          // still starts from the migrated database (tests/worker/support/prepared-storage.ts), an empty mailbox and
          // empty buckets. Needs the one-line fix of patches/ to the pool, which otherwise wraps the Worker's class in
          // one more proxy per request until the stack overflows.
          isolate: false,
          ...BUSY_MACHINE_TIMEOUTS,
        },
      },
      {
        plugins: [react(), messageCatalogues()],
        resolve: { alias: CONTRACTS_ALIAS },
        test: {
          name: 'web',
          include: ['tests/web/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['./tests/web/setup.ts'],
          ...BUSY_MACHINE_TIMEOUTS,
        },
      },
      {
        // A build test may run a web module that reads the contracts by their alias (tests/build/server-messages.test.ts).
        resolve: { alias: CONTRACTS_ALIAS },
        test: {
          name: 'build',
          include: ['tests/build/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['./tests/e2e/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
