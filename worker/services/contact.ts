import type { ContactBody } from '../contracts/site-content.ts';
import * as schema from '../db/schema.ts';
import { newId } from '../lib/ids.ts';
import { checkHuman } from './bot-check.ts';
import { enforceRateLimit, RATE_RULES } from './rate-limit.ts';
import type { RequestContext } from '../env.ts';

/**
 * Stores a message for the team, at most 5 per client address an hour, after the bot check (a refused one stores
 * nothing; the check's token is not kept).
 */
export async function storeContactMessage(ctx: RequestContext, { captchaToken, ...message }: ContactBody): Promise<{ id: string }> {
  await enforceRateLimit(ctx.db, RATE_RULES.contact, ctx.ip);
  await checkHuman(ctx, captchaToken, 'contact');
  const id = newId();
  await ctx.db.insert(schema.contactMessages).values({ id, ...message });
  return { id };
}
