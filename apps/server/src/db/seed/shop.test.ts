// The demo catalogue: every region gets its products in its own language, vouchers with code pools, Poland the club
// card; seeding twice adds nothing.
import { eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { regions } from '@club/contract/regions';
import type { ProductList } from '@club/contract/shop';
import { build } from '../../test/app.ts';
import { signedInOwner } from '../../test/factories.ts';
import { shopProductsTable, voucherCodesTable } from '../schema.ts';
import { seedShop } from './shop.ts';

describe('demo catalogue', () => {
  it('seeds every region in its language once, with vouchers in pools and the Polish club card', async () => {
    const t = await build();
    const added = await seedShop(t.db);
    expect(added).toBe(regions.length * 16 + 5);
    expect(await seedShop(t.db)).toBe(0);
    for (const region of regions) {
      const rows = await t.db.select().from(shopProductsTable).where(eq(shopProductsTable.regionsId, region.id));
      expect(rows.length, region.code).toBe(region.code === 'PL' ? 21 : 16);
    }
    const cz = await signedInOwner(t, { company: { regionsId: 2 } });
    const page = (await t.app.inject({ method: 'GET', url: '/v2/shop/products?limit=100', headers: cz.headers })).json<ProductList>();
    const names = page.data.map((p) => p.name);
    expect(names).toEqual(expect.arrayContaining(['Aku vrtací šroubovák 18 V', 'Střešní žebřík s háky', 'Palivová poukázka 500 CZK']));
    const ladder = page.data.find((p) => p.sku === 'CZ-LADDER');
    expect(ladder?.stock).toBe(0);
    expect(page.data.find((p) => p.sku === 'CZ-TROUSERS')?.variants.map((v) => v.title)).toEqual([
      'Velikost S',
      'Velikost M',
      'Velikost L',
      'Velikost XL',
    ]);
    expect(page.data.every((p) => p.images.thumbnail?.startsWith('data:image/svg+xml,'))).toBe(true);
    const free = await t.db.select().from(voucherCodesTable).where(isNull(voucherCodesTable.ordersId));
    expect(free).toHaveLength(regions.length * 2 * 20);
    expect(new Set(free.map((c) => c.number)).size).toBe(free.length);
    const pl = await signedInOwner(t);
    const cards = (await t.app.inject({ method: 'GET', url: '/v2/shop/products/cards?type=card_topup', headers: pl.headers })).json<{
      data: { name: string }[];
    }>();
    expect(cards.data.map((c) => c.name)).toEqual([
      'Doładowanie karty 100 zł',
      'Doładowanie karty 200 zł',
      'Doładowanie karty 500 zł',
      'Doładowanie karty 1000 zł',
    ]);
  });
});
