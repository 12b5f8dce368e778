import { Hono } from 'hono';
import type { AppEnv } from '../../env.ts';

export const moderationRoutes = new Hono<AppEnv>();
