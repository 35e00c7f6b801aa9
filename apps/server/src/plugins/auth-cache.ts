// The in-process cache of signed-in callers (docs/decisions/0025, built in 0051): for an access token's user, company
// and session, the member rows the authentication hook loaded and the fact that the session was not ended. Without it
// every authenticated request makes two round trips before its own query.
//
// The guarantee stays: an ended session stops at once in every process. Triggers on users, companies and refresh_tokens
// NOTIFY `club_auth` (migration perf_auth_notify); each process listens and drops the entries of the user, company or
// session named. While the listening connection is down (start-up, a lost connection) nothing is served from the cache
// and everything is dropped, since notifications may have been missed. A row loaded while a notification arrived is
// not stored (the generation counter), so a load that raced a change can never outlive it.
//
// The process that makes the change drops it too, before its write returns (decision 0105): its own notification
// comes back on the connection that wrote (db/client.ts `ownWriteChannels`; PGlite is one connection). So every path
// that ends or changes a session, user or company — logout, refresh, staff, deactivation, deletion, a plain UPDATE
// in a test — is covered by the triggers alone, and none has to remember to call the cache.
import type { Member } from '../modules/company/service.ts';

export interface CachedCaller {
  member: Member;
  userId: number;
  companyId: number;
  sid: string;
}

export class AuthCache {
  private readonly entries = new Map<string, CachedCaller>();
  /** The keys of each user (`u:<id>`), company (`c:<id>`) and session (`s:<id>`): a notification finds its entries. */
  private readonly byName = new Map<string, Set<string>>();
  private generation = 0;
  private listening = false;

  constructor(private readonly max = 20_000) {}

  static key(sub: number, cid: number, sid: string): string {
    return `${sub}|${cid}|${sid}`;
  }

  private static names(e: CachedCaller): string[] {
    return [`u:${e.userId}`, `c:${e.companyId}`, `s:${e.sid}`];
  }

  /** The listener's state: every change drops everything (notifications may have been missed while down). */
  readonly setListening = (listening: boolean): void => {
    this.listening = listening;
    this.generation++;
    this.entries.clear();
    this.byName.clear();
  };

  /** A `club_auth` notification: `u:<user id>`, `c:<company id>` or `s:<session id>`; anything else drops everything. */
  readonly notify = (payload: string): void => {
    this.generation++;
    if (!/^[ucs]:/.test(payload)) {
      this.entries.clear();
      this.byName.clear();
      return;
    }
    for (const key of [...(this.byName.get(payload) ?? [])]) this.delete(key);
  };

  private delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    for (const name of AuthCache.names(entry)) {
      const keys = this.byName.get(name);
      keys?.delete(key);
      if (keys?.size === 0) this.byName.delete(name);
    }
  }

  get(key: string): CachedCaller | undefined {
    return this.listening ? this.entries.get(key) : undefined;
  }

  /** Taken before loading; `store` keeps the result only if nothing was notified since. */
  begin(): number {
    return this.generation;
  }

  store(key: string, generation: number, entry: CachedCaller): void {
    if (!this.listening || generation !== this.generation) return;
    this.delete(key);
    if (this.entries.size >= this.max) {
      // The oldest entry goes (a Map keeps insertion order).
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.delete(oldest.value);
    }
    this.entries.set(key, entry);
    for (const name of AuthCache.names(entry)) {
      const keys = this.byName.get(name) ?? new Set<string>();
      keys.add(key);
      this.byName.set(name, keys);
    }
  }

  get size(): number {
    return this.entries.size;
  }
}
