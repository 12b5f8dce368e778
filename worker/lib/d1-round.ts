/** Runs a statement with others in a round (D1Round.ask). */
export type Ask = <T>(statement: D1PreparedStatement) => Promise<D1Result<T>>;

/** Runs a read given as its SQL and parameters: at once (lookupNow), or with others in a round (D1Round.lookup). */
export type Lookup = <T>(sql: string, ...params: unknown[]) => Promise<D1Result<T>>;

export const lookupNow =
  (db: D1Database | D1DatabaseSession): Lookup =>
  (sql, ...params) =>
    db
      .prepare(sql)
      .bind(...params)
      .all();

/** What a lookup may be answered from instead of the database: reads this Worker instance made lately (services/search/recent-reads.ts). */
export interface Recalled {
  get(key: string): D1Result | undefined;
  set(key: string, result: D1Result): void;
}

/** `lookup`, answered from `recalled` where it holds the same read (SQL and parameters), and what it asks kept there. */
export function recalling(lookup: Lookup, recalled: Recalled | undefined): Lookup {
  if (!recalled) return lookup;
  return <T>(sql: string, ...params: unknown[]) => {
    const key = `${sql}\u0000${JSON.stringify(params)}`;
    const known = recalled.get(key);
    if (known) return Promise.resolve(known as D1Result<T>);
    return lookup<T>(sql, ...params).then((result) => {
      recalled.set(key, result);
      return result;
    });
  };
}

/**
 * Statements that independent parts of one request ask, sent to D1 together: one round trip (a batch) instead of one
 * each. Every round trip crosses the network to D1, so a request costs its visitor about as many as it makes one
 * after another. Each part asks with `ask` before the round is sent and reads its own answer once it has been.
 */
export class D1Round {
  readonly #db: D1Database | D1DatabaseSession;
  #pending: {
    statement: D1PreparedStatement;
    resolve: (result: D1Result | undefined) => void;
    reject: (error: unknown) => void;
    /** Sent only with others: alone, answered with nothing (`ride`). */
    rides?: true;
  }[] = [];

  /** A read's rows, by its SQL and parameters, once the round has been sent; from `recalled` when it holds them. */
  readonly lookup: Lookup;

  constructor(db: D1Database | D1DatabaseSession, recalled?: Recalled) {
    this.#db = db;
    this.lookup = recalling((sql, ...params) => this.ask(this.#db.prepare(sql).bind(...params)), recalled);
  }

  /** A read's rows, by its SQL and parameters, once the round has been sent; never from what was recalled. */
  readonly read: Lookup = (sql, ...params) => this.ask(this.#db.prepare(sql).bind(...params));

  /** The statement's rows, once the round has been sent. */
  readonly ask: Ask = <T>(statement: D1PreparedStatement) =>
    new Promise<D1Result<T>>((resolve, reject) => {
      this.#pending.push({ statement, resolve: resolve as (result: D1Result | undefined) => void, reject });
    });

  /**
   * A read that goes only where the round goes anyway: its rows when the round sends something else, `undefined`
   * when it would have been sent alone, so that it never costs a round trip of its own.
   */
  readonly ride = <T>(sql: string, ...params: unknown[]): Promise<D1Result<T> | undefined> =>
    new Promise<D1Result<T> | undefined>((resolve, reject) => {
      const statement = this.#db.prepare(sql).bind(...params);
      this.#pending.push({ statement, resolve: resolve as (result: D1Result | undefined) => void, reject, rides: true });
    });

  /** Sends what was asked so far (nothing when nothing was, or only riders) and answers each part. */
  async send(): Promise<void> {
    const pending = this.#pending;
    this.#pending = [];
    if (pending.every((entry) => entry.rides)) {
      for (const entry of pending) entry.resolve(undefined);
      return;
    }
    try {
      const results = await this.#db.batch(pending.map((entry) => entry.statement));
      pending.forEach((entry, n) => entry.resolve(results[n] as D1Result));
    } catch (error) {
      for (const entry of pending) entry.reject(error);
    }
  }
}
