import { DurableObject } from 'cloudflare:workers';

export interface Limits {
  perVisitor: number;
  siteBudget: number;
}

export type Take = { granted: true; visitorCalls: number; siteCalls: number } | { granted: false; scope: 'visitor' | 'site' };

/**
 * One object per day (named by the date) holds that day's calls per visitor; the site's total is
 * their sum. A Durable Object runs one request at a time and `take` reads, checks and writes with
 * synchronous SQL and no await in between, so simultaneous requests cannot both take the last call.
 */
export class DailyCounts extends DurableObject {
  /** Counts one call for the visitor, or refuses and counts nothing. `forgetAt`: when this day's counts are deleted. */
  async take(visitor: string, limits: Limits, forgetAt: number): Promise<Take> {
    // The alarm deletes the day's storage once the day is over, so old days do not pile up.
    if ((await this.ctx.storage.getAlarm()) === null) await this.ctx.storage.setAlarm(forgetAt);
    const sql = this.ctx.storage.sql;
    sql.exec('CREATE TABLE IF NOT EXISTS visitors (visitor TEXT PRIMARY KEY, calls INTEGER NOT NULL)');
    const visitorCalls = sql.exec<{ calls: number }>('SELECT calls FROM visitors WHERE visitor = ?', visitor).toArray()[0]?.calls ?? 0;
    if (visitorCalls >= limits.perVisitor) return { granted: false, scope: 'visitor' };
    const siteCalls = sql.exec<{ total: number }>('SELECT COALESCE(SUM(calls), 0) AS total FROM visitors').one().total;
    if (siteCalls >= limits.siteBudget) return { granted: false, scope: 'site' };
    sql.exec('INSERT INTO visitors (visitor, calls) VALUES (?, 1) ON CONFLICT (visitor) DO UPDATE SET calls = calls + 1', visitor);
    return { granted: true, visitorCalls: visitorCalls + 1, siteCalls: siteCalls + 1 };
  }

  override async alarm(): Promise<void> {
    await this.ctx.storage.deleteAll();
  }
}
