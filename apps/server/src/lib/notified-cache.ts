// An in-process cache of reads that are the same for many callers, emptied whole by a PostgreSQL notification
// (LISTEN/NOTIFY; `Database.listen`). The shop's catalogue uses it (modules/shop/catalogue-cache.ts, decision 0144); the
// session cache (plugins/auth-cache.ts) is the same idea with entries dropped one by one.
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

export class NotifiedCache<V> {
  private readonly entries = new Map<string, V>();
  private readonly loading = new Map<string, Promise<V>>();
  private generation = 0;
  private listening = false;

  constructor(private readonly max: number) {}

  /** The listener's state: every change empties the cache. */
  readonly setListening = (listening: boolean): void => {
    this.listening = listening;
    this.clear();
  };

  /** Any notification on the channel empties the cache. */
  readonly notify = (): void => {
    this.clear();
  };

  private clear(): void {
    this.generation++;
    this.entries.clear();
    this.loading.clear();
  }

  get(key: string): V | undefined {
    return this.listening ? this.entries.get(key) : undefined;
  }

  /** Taken before loading; `store` keeps the result only if nothing was notified since. */
  begin(): number {
    return this.generation;
  }

  store(key: string, generation: number, value: V): void {
    if (!this.listening || generation !== this.generation) return;
    this.entries.delete(key);
    if (this.entries.size >= this.max) {
      // The oldest entry goes (a Map keeps insertion order).
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(key, value);
  }

  /** The cached value of `key`, or `load()`'s (shared by the callers of one generation while it runs, then kept). */
  async remember(key: string, load: () => Promise<V>): Promise<V> {
    if (!this.listening) return load();
    const hit = this.entries.get(key);
    if (hit !== undefined) return hit;
    const running = this.loading.get(key);
    if (running) return running;
    const generation = this.generation;
    const promise = load().then(
      (value) => {
        if (this.loading.get(key) === promise) this.loading.delete(key);
        this.store(key, generation, value);
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
