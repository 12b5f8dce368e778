import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { D1Round } from '../../worker/lib/d1-round.ts';

/*
 * A round of reads sent together (worker/lib/d1-round.ts): a rider goes only where the round goes anyway, so a check
 * that rides along (the city's words, worker/services/search/city-words.ts) never costs a round trip of its own.
 */

/** env.DB with its batches counted. */
function countingBatches(): { db: D1Database; batches: () => number } {
  let batches = 0;
  const db = new Proxy(env.DB, {
    get(target, property) {
      if (property === 'batch') {
        return (statements: D1PreparedStatement[]) => {
          batches += 1;
          return target.batch(statements);
        };
      }
      const value = Reflect.get(target, property) as unknown;
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
  return { db, batches: () => batches };
}

describe('a round of reads', () => {
  it('answers a rider with nothing, and sends nothing, when it would go alone', async () => {
    const { db, batches } = countingBatches();
    const round = new D1Round(db);
    const rider = round.ride<{ one: number }>('SELECT 1 AS one');
    await round.send();
    expect(await rider).toBeUndefined();
    expect(batches()).toBe(0);
  });

  it('sends a rider with the round’s other reads, in the same batch, and answers each its own rows', async () => {
    const { db, batches } = countingBatches();
    const round = new D1Round(db);
    const rider = round.ride<{ one: number }>('SELECT ? AS one', 1);
    const read = round.read<{ two: number }>('SELECT ? AS two', 2);
    await round.send();
    expect((await rider)?.results).toEqual([{ one: 1 }]);
    expect((await read).results).toEqual([{ two: 2 }]);
    expect(batches()).toBe(1);
  });
});
