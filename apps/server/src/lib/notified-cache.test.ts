// The cache emptied by notifications (decision 0144): what it serves, and that a load that raced a change never
// outlives it.
import { describe, expect, it } from 'vitest';
import { NotifiedCache } from './notified-cache.ts';

/** A load whose answer the test gives when it wants. */
function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('NotifiedCache', () => {
  it('serves nothing and keeps nothing until it listens; then keeps a value until a notification', async () => {
    const cache = new NotifiedCache<string>({ max: 10 });
    let loads = 0;
    const load = async () => `v${++loads}`;
    expect(await cache.remember('k', load)).toBe('v1');
    expect(await cache.remember('k', load)).toBe('v2');
    cache.setListening(true);
    expect(await cache.remember('k', load)).toBe('v3');
    expect(await cache.remember('k', load)).toBe('v3');
    expect(cache.size).toBe(1);
    cache.notify();
    expect(cache.size).toBe(0);
    expect(await cache.remember('k', load)).toBe('v4');
    // A lost listening connection empties it and stops it serving (notifications may be missed meanwhile).
    cache.setListening(false);
    expect(await cache.remember('k', load)).toBe('v5');
    expect(cache.get('k')).toBeUndefined();
  });

  it('keeps null (a product that is not there) as an answer', async () => {
    const cache = new NotifiedCache<string | null>({ max: 10 });
    cache.setListening(true);
    let loads = 0;
    const load = async () => {
      loads++;
      return null;
    };
    expect(await cache.remember('missing', load)).toBeNull();
    expect(await cache.remember('missing', load)).toBeNull();
    expect(loads).toBe(1);
  });

  it('does not keep what a load read when a notification came during it, and a later caller does not join that load', async () => {
    const cache = new NotifiedCache<string>({ max: 10 });
    cache.setListening(true);
    const before = deferred<string>();
    const first = cache.remember('k', () => before.promise);
    // A second caller of the same generation shares the load.
    const second = cache.remember('k', async () => 'not asked');
    cache.notify();
    // After the change: its own load, not the one that began before it.
    const after = cache.remember('k', async () => 'fresh');
    before.resolve('stale');
    expect(await first).toBe('stale');
    expect(await second).toBe('stale');
    expect(await after).toBe('fresh');
    expect(cache.get('k')).toBe('fresh');
  });

  it('store() refuses a value loaded before a notification', () => {
    const cache = new NotifiedCache<string>({ max: 10 });
    cache.setListening(true);
    const generation = cache.begin();
    cache.notify();
    cache.store('k', generation, 'stale');
    expect(cache.get('k')).toBeUndefined();
    cache.store('k', cache.begin(), 'fresh');
    expect(cache.get('k')).toBe('fresh');
  });

  it('keeps no failed load, and drops the oldest entry beyond its size', async () => {
    const cache = new NotifiedCache<number>({ max: 2 });
    cache.setListening(true);
    await expect(cache.remember('bad', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.remember('bad', async () => 1)).toBe(1);
    await cache.remember('b', async () => 2);
    await cache.remember('c', async () => 3);
    expect(cache.size).toBe(2);
    expect(cache.get('bad')).toBeUndefined();
    expect(cache.get('b')).toBe(2);
    expect(cache.get('c')).toBe(3);
  });

  it('with tags, a notification drops only its tag’s entries, and anything else empties it', async () => {
    const cache = new NotifiedCache<string>({ max: 10, tagOf: (p) => (p.startsWith('u:') ? p : null) });
    cache.setListening(true);
    await cache.remember('u1-page1', async () => 'a', 'u:1');
    await cache.remember('u1-page2', async () => 'b', 'u:1');
    await cache.remember('u2-page1', async () => 'c', 'u:2');
    cache.notify('u:1');
    expect([cache.get('u1-page1'), cache.get('u1-page2'), cache.get('u2-page1')]).toEqual([undefined, undefined, 'c']);
    // A tag with no entries drops nothing, but a load running meanwhile is not kept (it may have raced the change).
    const running = cache.remember('u3-page1', async () => 'd', 'u:3');
    cache.notify('u:9');
    await running;
    expect(cache.get('u3-page1')).toBeUndefined();
    expect(cache.get('u2-page1')).toBe('c');
    cache.notify('*');
    expect(cache.size).toBe(0);
  });
});
