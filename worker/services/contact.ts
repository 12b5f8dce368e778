import type { ContactBody } from '../contracts/site-content.ts';
import * as schema from '../db/schema.ts';
import type { Database } from '../env.ts';
import { newId } from '../lib/ids.ts';

export async function storeContactMessage(db: Database, message: ContactBody): Promise<{ id: string }> {
  const id = newId();
  await db.insert(schema.contactMessages).values({ id, ...message });
  return { id };
}
