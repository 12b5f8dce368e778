import { Hono } from 'hono';
import type { AppEnv } from '../../env.ts';

export const auditRoutes = new Hono<AppEnv>();
