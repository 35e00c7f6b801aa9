// The catalogue's reads kept per process (issue 10, decision 0144). A catalogue page, a product, the categories, a
// variant in a cart and the minimum orders are the same for every member of a region, and change only when staff edit
// the catalogue or an order takes stock. Triggers on the shop's tables NOTIFY `club_shop` (migration
// perf_shop_notify) on every change, stock and price included; each process empties its cache on it (and hears its
// own writes before they return, db/client.ts `ownWriteChannels`). So a member never sees a price, a stock or a
// product state older than the last committed change here, and another process's only for the milliseconds the
// notification travels.
//
// The cache belongs to the app's database handle: reads inside a transaction (checkout) or on another handle never
// use it. On unless READ_CACHE=0.
import type { Database, Tx } from '../../db/client.ts';
import { cachePerDb } from '../../lib/notified-cache.ts';

/**
 * Pages of every filter, sort and region, products, categories, cart variants: up to 5,000 entries, the oldest going
 * first. Every notification empties the whole cache (no `tagOf`).
 */
const catalogue = cachePerDb<unknown>('club_shop', { max: 5_000 });

/** Starts the cache of the app's handle; answers the function that stops listening (the app's `onClose`). */
export const startCatalogueCache = (database: Database) => catalogue.start(database);

/** `load()`, or its answer kept for `key` when `db` is a handle with a cache. */
export function cached<T>(db: Tx, key: string, load: () => Promise<T>): Promise<T> {
  return catalogue.remember(db, key, load);
}

/**
 * Values of many ids at once (a cart's variants), kept under `prefix` + id: the kept ones, and `load(missing)` for the
 * others, whose answer has a value for each id it found (an id it did not find is kept as `null`: not there). Kept
 * unless the catalogue changed during the load.
 */
export async function cachedMany<T>(
  db: Tx,
  prefix: string,
  ids: string[],
  load: (missing: string[]) => Promise<Map<string, T>>,
): Promise<Map<string, T | null>> {
  const cache = catalogue.of(db);
  if (!cache) return load(ids);
  const found = new Map<string, T | null>();
  const missing: string[] = [];
  for (const id of ids) {
    const hit = cache.get(prefix + id) as T | null | undefined;
    if (hit === undefined) missing.push(id);
    else found.set(id, hit);
  }
  if (missing.length === 0) return found;
  const generation = cache.begin();
  const loaded = await load(missing);
  for (const id of missing) {
    const value = loaded.get(id) ?? null;
    cache.store(prefix + id, generation, value);
    found.set(id, value);
  }
  return found;
}
