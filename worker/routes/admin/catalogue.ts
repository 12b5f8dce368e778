import { Hono } from 'hono';
import type { AppEnv } from '../../env.ts';

export const catalogueRoutes = new Hono<AppEnv>();
