import { Hono } from 'hono';
import type { AppEnv } from '../../env.ts';

export const queueRoutes = new Hono<AppEnv>();
