import { Hono } from 'hono';
import type { AppEnv } from '../../env.ts';

export const decisionsRoutes = new Hono<AppEnv>();
