// The in-process cache of signed-in callers (docs/decisions/0025, built in 0051): for an access token's user, company
// and session, the member rows the authentication hook loaded and the fact that the session was not ended. Without it
// every authenticated request makes two round trips before its own query.
//
// The guarantee stays: an ended session stops at once in every process. Triggers on users, companies and refresh_tokens
// NOTIFY `club_auth` (migration perf_auth_notify); each process listens and drops the entries of the user, company or
// session named. While the listening connection is down (start-up, a lost connection) nothing is served from the cache
// and everything is dropped, since notifications may have been missed. A row loaded while a notification arrived is
// not stored (the generation counter), so a load that raced a change can never outlive it.
import type { Member } from '../modules/company/service.ts';

export interface CachedCaller {
  member: Member;
  userId: number;
  companyId: number;
  sid: string;
}

export class AuthCache {
  private readonly entries = new Map<string, CachedCaller>();
  private generation = 0;
  private listening = false;

  constructor(private readonly max = 20_000) {}

  static key(sub: number, cid: number, sid: string): string {
    return `${sub}|${cid}|${sid}`;
  }

  /** The listener's state: every change drops everything (notifications may have been missed while down). */
  readonly setListening = (listening: boolean): void => {
    this.listening = listening;
    this.generation++;
    this.entries.clear();
  };

  /** A `club_auth` notification: `u:<user id>`, `c:<company id>` or `s:<session id>`; anything else drops everything. */
  readonly notify = (payload: string): void => {
    this.generation++;
    const at = payload.indexOf(':');
    const kind = payload.slice(0, at);
    const id = payload.slice(at + 1);
    const match =
      kind === 'u'
        ? (e: CachedCaller) => String(e.userId) === id
        : kind === 'c'
          ? (e: CachedCaller) => String(e.companyId) === id
          : kind === 's'
            ? (e: CachedCaller) => e.sid === id
            : () => true;
    for (const [key, entry] of this.entries) if (match(entry)) this.entries.delete(key);
  };

  get(key: string): CachedCaller | undefined {
    return this.listening ? this.entries.get(key) : undefined;
  }

  /** Taken before loading; `store` keeps the result only if nothing was notified since. */
  begin(): number {
    return this.generation;
  }

  store(key: string, generation: number, entry: CachedCaller): void {
    if (!this.listening || generation !== this.generation) return;
    if (this.entries.size >= this.max) {
      // The oldest entry goes (a Map keeps insertion order).
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(key, entry);
  }

  get size(): number {
    return this.entries.size;
  }
}
