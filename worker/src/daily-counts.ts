import { DurableObject } from 'cloudflare:workers';

export interface Limits {
  perVisitor: number;
  siteBudget: number;
}

export type Reservation =
  | { granted: true; id: string; visitorCalls: number; siteCalls: number }
  | { granted: false; scope: 'visitor' | 'site' }
  | { granted: false; scope: 'replayed' };

/**
 * A reservation older than this was left by a request that died between reserving and confirming
 * (the provider's answer is awaited 15 s at most, and the asking runs on after a hang-up): it lapses
 * into a counted call.
 */
export const RESERVATION_MS = 60_000;

/**
 * One object per day (named by the date) holds that day's calls per visitor; the site's total is
 * their sum. A Durable Object runs one request at a time and each method reads, checks and writes
 * with synchronous SQL and no await in between, so simultaneous requests cannot both take the last call.
 *
 * A call is first reserved (it holds its place in both limits while the provider
 * is asked), then confirmed once the provider made it, or released: only calls that exist are counted.
 */
export class DailyCounts extends DurableObject {
  private tables(forgetAt: number): Promise<void> | undefined {
    const sql = this.ctx.storage.sql;
    sql.exec('CREATE TABLE IF NOT EXISTS visitors (visitor TEXT PRIMARY KEY, calls INTEGER NOT NULL)');
    sql.exec('CREATE TABLE IF NOT EXISTS reservations (id TEXT PRIMARY KEY, visitor TEXT NOT NULL, at INTEGER NOT NULL)');
    sql.exec('CREATE TABLE IF NOT EXISTS challenges (hash TEXT PRIMARY KEY)');
    // The alarm deletes the day's storage once the day is over, so old days do not pile up.
    return this.ctx.storage.getAlarm().then((alarm) => (alarm === null ? this.ctx.storage.setAlarm(forgetAt) : undefined));
  }

  /**
   * The visitor's calls and the site's, confirmed and reserved. A reservation older than RESERVATION_MS
   * was left by a request that died after asking the provider: whether a call was made is unknown, so
   * it is counted as one (only a definite "no call" gives a place back).
   */
  private used(visitor: string, now: number): { visitorCalls: number; siteCalls: number } {
    const sql = this.ctx.storage.sql;
    const lapsed = sql
      .exec<{ visitor: string; n: number }>(
        'SELECT visitor, COUNT(*) AS n FROM reservations WHERE at < ? GROUP BY visitor',
        now - RESERVATION_MS,
      )
      .toArray();
    for (const { visitor: who, n } of lapsed) {
      sql.exec('INSERT INTO visitors (visitor, calls) VALUES (?, ?) ON CONFLICT (visitor) DO UPDATE SET calls = calls + ?', who, n, n);
    }
    sql.exec('DELETE FROM reservations WHERE at < ?', now - RESERVATION_MS);
    const reserved = (where: string, ...values: string[]) =>
      sql.exec<{ n: number }>(`SELECT COUNT(*) AS n FROM reservations ${where}`, ...values).one().n;
    const confirmed = sql.exec<{ calls: number }>('SELECT calls FROM visitors WHERE visitor = ?', visitor).toArray()[0]?.calls ?? 0;
    const site = sql.exec<{ total: number }>('SELECT COALESCE(SUM(calls), 0) AS total FROM visitors').one().total;
    return { visitorCalls: confirmed + reserved('WHERE visitor = ?', visitor), siteCalls: site + reserved('') };
  }

  private count(visitor: string): void {
    this.ctx.storage.sql.exec(
      'INSERT INTO visitors (visitor, calls) VALUES (?, 1) ON CONFLICT (visitor) DO UPDATE SET calls = calls + 1',
      visitor,
    );
  }

  /**
   * Holds a place for one call in the visitor's and the site's limits, or refuses. `challenge`: the
   * SHA-256 of the Turnstile token that let the request in; one seen before today is refused, so two
   * simultaneous uses of one token make one call.
   */
  async reserve(visitor: string, challenge: string, limits: Limits, forgetAt: number, now: number): Promise<Reservation> {
    await this.tables(forgetAt);
    const sql = this.ctx.storage.sql;
    if (sql.exec('SELECT 1 FROM challenges WHERE hash = ?', challenge).toArray().length > 0) return { granted: false, scope: 'replayed' };
    sql.exec('INSERT INTO challenges (hash) VALUES (?)', challenge);
    const { visitorCalls, siteCalls } = this.used(visitor, now);
    if (visitorCalls >= limits.perVisitor) return { granted: false, scope: 'visitor' };
    if (siteCalls >= limits.siteBudget) return { granted: false, scope: 'site' };
    const id = crypto.randomUUID();
    sql.exec('INSERT INTO reservations (id, visitor, at) VALUES (?, ?, ?)', id, visitor, now);
    return { granted: true, id, visitorCalls: visitorCalls + 1, siteCalls: siteCalls + 1 };
  }

  /** The provider made the call: the reservation becomes a counted call (one that lapsed was counted then, not twice). */
  confirm(id: string, visitor: string): void {
    const sql = this.ctx.storage.sql;
    if (sql.exec('SELECT 1 FROM reservations WHERE id = ?', id).toArray().length === 0) return;
    sql.exec('DELETE FROM reservations WHERE id = ?', id);
    this.count(visitor);
  }

  /** The provider made no call: the place is given back. */
  release(id: string): void {
    this.ctx.storage.sql.exec('DELETE FROM reservations WHERE id = ?', id);
  }

  override async alarm(): Promise<void> {
    await this.ctx.storage.deleteAll();
  }
}
