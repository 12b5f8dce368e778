import { Hono } from 'hono';
import type { AppEnv } from '../env.ts';
import { checkHealth } from '../services/health.ts';

export const healthRoutes = new Hono<AppEnv>().get('/', async (c) => {
  const data = await checkHealth(c.get('ctx').db);
  c.header('Cache-Control', 'no-store');
  return c.json({ status: 'success' as const, data });
});
