// An in-process cache of reads, emptied by PostgreSQL notifications (LISTEN/NOTIFY; `Database.listen`): whole, or only
// the entries of the tag a notification names. The shop's catalogue (modules/shop/catalogue-cache.ts) and each user's
// notifications (modules/notifications/service.ts) use it, decision 0144; the session cache (plugins/auth-cache.ts) is
// the same idea.
//
// Rules, the session cache's (0051, 0105):
// - While the listening connection is down (start-up, a lost connection) nothing is served or stored, and every change
//   of state empties it: notifications may have been missed.
// - A generation counter is taken before a load; a notification during the load and the result is not stored, so a
//   read that raced a change never outlives it. Loads in flight are shared only within one generation: a caller that
//   comes after a notification never joins a load that began before it.
// - The writing process hears its own change before its write returns (db/client.ts `ownWriteChannels`), so its very
//   next read is fresh; other processes when the notification reaches them.
// - Bounded: the oldest entry goes first.

import type { Database, Tx, ownWriteChannels } from '../db/client.ts';

export interface NotifiedCacheOptions {
  /** Entries kept; the oldest goes first. */
  max: number;
  /**
   * The tag a notification's payload names (its entries are dropped), or null: the whole cache is emptied. Without
   * it every notification empties the whole cache.
   */
  tagOf?: (payload: string) => string | null;
}

export class NotifiedCache<V> {
  private readonly entries = new Map<string, { value: V; tag: string | undefined }>();
  private readonly byTag = new Map<string, Set<string>>();
  private readonly loading = new Map<string, Promise<V>>();
  private generation = 0;
  private listening = false;
  private readonly max: number;
  private readonly tagOf: ((payload: string) => string | null) | undefined;

  constructor(options: NotifiedCacheOptions) {
    this.max = options.max;
    this.tagOf = options.tagOf;
  }

  /** The listener's state: every change empties the cache. */
  readonly setListening = (listening: boolean): void => {
    this.listening = listening;
    this.clear();
  };

  /** A notification drops its tag's entries, or everything; loads running now are not kept either way. */
  readonly notify = (payload = ''): void => {
    const tag = this.tagOf?.(payload) ?? null;
    if (tag === null) return this.clear();
    this.generation++;
    this.loading.clear();
    for (const key of [...(this.byTag.get(tag) ?? [])]) this.delete(key);
  };

  private clear(): void {
    this.generation++;
    this.entries.clear();
    this.byTag.clear();
    this.loading.clear();
  }

  private delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    if (entry.tag === undefined) return;
    const keys = this.byTag.get(entry.tag);
    keys?.delete(key);
    if (keys?.size === 0) this.byTag.delete(entry.tag);
  }

  get(key: string): V | undefined {
    return this.listening ? this.entries.get(key)?.value : undefined;
  }

  /** Taken before loading; `store` keeps the result only if nothing was notified since. */
  begin(): number {
    return this.generation;
  }

  /** Keeps `value` under `key` (and `tag`), unless a notification came since `generation` was taken. */
  store(key: string, generation: number, value: V, tag?: string): void {
    if (!this.listening || generation !== this.generation) return;
    this.delete(key);
    if (this.entries.size >= this.max) {
      // The oldest entry goes (a Map keeps insertion order).
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.delete(oldest.value);
    }
    this.entries.set(key, { value, tag });
    if (tag === undefined) return;
    const keys = this.byTag.get(tag) ?? new Set<string>();
    keys.add(key);
    this.byTag.set(tag, keys);
  }

  /** The cached value of `key`, or `load()`'s (shared by the callers of one generation while it runs, then kept). */
  async remember(key: string, load: () => Promise<V>, tag?: string): Promise<V> {
    if (!this.listening) return load();
    const hit = this.entries.get(key);
    if (hit !== undefined) return hit.value;
    const running = this.loading.get(key);
    if (running) return running;
    const generation = this.generation;
    const promise = load().then(
      (value) => {
        if (this.loading.get(key) === promise) this.loading.delete(key);
        this.store(key, generation, value, tag);
        return value;
      },
      (error: unknown) => {
        if (this.loading.get(key) === promise) this.loading.delete(key);
        throw error;
      },
    );
    this.loading.set(key, promise);
    return promise;
  }

  get size(): number {
    return this.entries.size;
  }
}

/**
 * A cache per database handle, listening on `channel` (one of db/client.ts `ownWriteChannels`, so the writing process
 * hears its own changes before they return). A module's routes `start` it on the app's handle; its service asks
 * `of(ctx.db)`, which answers nothing inside a transaction or on another handle: those read the database.
 */
export function cachePerDb<V>(channel: (typeof ownWriteChannels)[number], options: NotifiedCacheOptions) {
  const byDb = new WeakMap<object, NotifiedCache<V>>();
  return {
    /** Starts the cache of the app's handle; answers the function that stops it (the app's `onClose`). */
    async start(database: Database): Promise<() => Promise<void>> {
      const cache = new NotifiedCache<V>(options);
      byDb.set(database.db, cache);
      const stop = await database.listen(channel, cache.notify, cache.setListening);
      return async () => {
        byDb.delete(database.db);
        await stop();
      };
    },
    of(db: Tx): NotifiedCache<V> | undefined {
      return byDb.get(db);
    },
    /** `load()`, or its answer kept under `key` (and `tag`) when `db` is the handle the cache was started on. */
    remember<T extends V>(db: Tx, key: string, load: () => Promise<T>, tag?: string): Promise<T> {
      const cache = byDb.get(db);
      return cache ? (cache.remember(key, load, tag) as Promise<T>) : load();
    },
  };
}
