import type { ContactBody } from '../contracts/site-content.ts';
import * as schema from '../db/schema.ts';
import { newId } from '../lib/ids.ts';
import type { RequestContext } from './context.ts';
import { enforceRateLimit, RATE_RULES } from './rate-limit.ts';

/** Stores a message for the team, at most 5 per client address an hour (a refused one stores nothing). */
export async function storeContactMessage(ctx: RequestContext, message: ContactBody): Promise<{ id: string }> {
  await enforceRateLimit(ctx.db, RATE_RULES.contact, ctx.ip);
  const id = newId();
  await ctx.db.insert(schema.contactMessages).values({ id, ...message });
  return { id };
}
