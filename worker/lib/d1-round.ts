/** Runs a statement: at once (askNow), or with others in a round (D1Round.ask). */
export type Ask = <T>(statement: D1PreparedStatement) => Promise<D1Result<T>>;

export const askNow: Ask = (statement) => statement.all();

/**
 * Statements that independent parts of one request ask, sent to D1 together: one round trip (a batch) instead of one
 * each. Every round trip crosses the network to D1, so a request costs its visitor about as many as it makes one
 * after another. Each part asks with `ask` before the round is sent and reads its own answer once it has been.
 */
export class D1Round {
  readonly #db: D1Database | D1DatabaseSession;
  #pending: { statement: D1PreparedStatement; resolve: (result: D1Result) => void; reject: (error: unknown) => void }[] = [];

  constructor(db: D1Database | D1DatabaseSession) {
    this.#db = db;
  }

  /** The statement's rows, once the round has been sent. */
  readonly ask: Ask = <T>(statement: D1PreparedStatement) =>
    new Promise<D1Result<T>>((resolve, reject) => {
      this.#pending.push({ statement, resolve: resolve as (result: D1Result) => void, reject });
    });

  /** Sends what was asked so far (nothing when nothing was) and answers each part. */
  async send(): Promise<void> {
    const pending = this.#pending;
    this.#pending = [];
    if (pending.length === 0) return;
    try {
      const results = await this.#db.batch(pending.map((entry) => entry.statement));
      pending.forEach((entry, n) => entry.resolve(results[n] as D1Result));
    } catch (error) {
      for (const entry of pending) entry.reject(error);
    }
  }
}
