import type { TestProject } from 'vitest/node';
import { serve, type RunningServer } from '../../scripts/lib/server.ts';
import { seedDemoCity } from '../../scripts/seed/demo-city.ts';

/** E2E_STATE_DIR and E2E_PORT let two runs share a machine without sharing a database or a port. */
const STATE_DIR = process.env.E2E_STATE_DIR ?? '.wrangler/e2e-state';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/**
 * Journeys run against what `npm start` serves: the built SPA, migrated and seeded D1/R2 (in a state folder of
 * their own, so a developer's data is never touched), wrangler dev in development mode.
 */
export default async function setup(project: TestProject) {
  await seedDemoCity(STATE_DIR);
  const port = Number(process.env.E2E_PORT ?? 8791);
  const server: RunningServer = await serve({ port, stateDir: STATE_DIR, quiet: true });
  project.provide('baseUrl', server.url);
  return async () => {
    await server.stop();
  };
}
