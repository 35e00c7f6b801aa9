// The catalogue cache across processes, on real PostgreSQL (decision 0144): two app instances with their own pools and
// listeners on one database, as two server processes would be. A change written through one is seen by that one on
// the very next read (it hears its own write before the write returns) and by the other once the notification
// reaches its LISTEN connection: that one is polled (nothing asserts a duration; without the notification it would
// answer the old stock forever and the poll would fail).
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ProductList } from '@club/contract/shop';
import { build, type TestApp } from '../../test/app.ts';
import { createShopProduct, signedInOwner } from '../../test/factories.ts';
import { openPostgres } from '../../db/client.ts';
import { shopVariantsTable } from './tables.ts';

describe('the catalogue cache across instances (PostgreSQL)', () => {
  it('serves the page it kept, and drops it in both instances when a variant changes', async () => {
    const a = await build();
    if (!a.database.url) throw new Error('a PostgreSQL test database has a url');
    const b = await build({ database: await openPostgres(a.database.url, 5) });
    const me = await signedInOwner(a);
    const drill = await createShopProduct(a.db, { name: 'Drill', variants: [{ price: 100, stock: 5 }] });
    const v = drill.variants[0]?.uuid ?? '';
    const stock = async (t: TestApp) =>
      (await t.app.inject({ method: 'GET', url: '/v2/shop/products', headers: me.headers })).json<ProductList>().data[0]?.stock;
    expect(await stock(a)).toBe(5);
    expect(await stock(b)).toBe(5);

    // A write that fires no trigger (replica role) notifies nobody: both go on serving what they kept. This is what
    // shows the page comes from the cache.
    await a.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.update(shopVariantsTable).set({ stock: 4 }).where(eq(shopVariantsTable.uuid, v));
    });
    expect(await stock(a)).toBe(5);
    expect(await stock(b)).toBe(5);

    // A normal write: the instance that made it sees it at once, the other when the notification arrives.
    await a.db.update(shopVariantsTable).set({ stock: 3 }).where(eq(shopVariantsTable.uuid, v));
    expect(await stock(a)).toBe(3);
    await expect.poll(() => stock(b), { timeout: 20_000 }).toBe(3);
  }, 60_000);
});
