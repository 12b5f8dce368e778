import { env, SELF } from 'cloudflare:test';
import { drizzle } from 'drizzle-orm/d1';
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../worker/db/schema.ts';
import { COUNT_RAW_HEADER } from '../../worker/http/d1-meter.ts';
import { addBusiness, addCategory, db, rowsRead } from './fixtures.ts';
import { countingRows } from './support/counting-d1.ts';

/*
 * What the Worker's D1 meter reports (worker/http/d1-meter.ts): drizzle reads through `raw()`, whose answer has no
 * rows_read, so a benchmark's probe asks for them to be counted.
 */

beforeAll(async () => {
  const { id: categoryId } = await addCategory('Tailors');
  await addBusiness({ name: 'Meter Tailors', categoryId });
});

describe('the D1 meter', () => {
  it("counts drizzle's reads only for a request that asks, which then reports none unmetered", async () => {
    // Any Authorization header makes a page render rather than come from the page cache (decision 009).
    const render = { authorization: 'Bearer renders-the-page' };
    const plain = await SELF.fetch('http://localhost/categories', { headers: render });
    const counted = await SELF.fetch('http://localhost/categories', { headers: { ...render, [COUNT_RAW_HEADER]: '1' } });
    expect(plain.status).toBe(200);
    expect(counted.status).toBe(200);
    expect(await counted.text()).toContain('Tailors');
    const before = rowsRead(plain.headers);
    const after = rowsRead(counted.headers);
    expect(before.unmetered).toBeGreaterThan(0);
    expect(after.unmetered).toBe(0);
    expect(after.rowsRead).toBeGreaterThan(before.rowsRead);
    expect(after.calls).toBe(before.calls);
  });

  it('never makes a write twice to count it', async () => {
    const meter = countingRows(env.DB);
    const email = 'meter-once@example.in';
    const [written] = await drizzle(meter.db, { schema })
      .insert(schema.contactMessages)
      .values({ id: 'meter-once-1', name: 'Asha', email, subject: 'Hours', message: 'Are you open on Sundays?' })
      .returning({ id: schema.contactMessages.id });
    expect(written?.id).toBe('meter-once-1');
    const [stored] = await db.select({ n: count() }).from(schema.contactMessages).where(eq(schema.contactMessages.email, email));
    expect(stored?.n).toBe(1);
  });
});
