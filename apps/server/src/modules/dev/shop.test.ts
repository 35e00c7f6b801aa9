// POST /dev/shop/variants/{uuid}: the journeys' way to change a price between the cart and placing. Absent in
// production; elsewhere the catalogue answers the new price.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Product } from '@club/contract/shop';
import { build } from '../../test/app.ts';
import { createShopProduct, signedInOwner } from '../../test/factories.ts';

describe('POST /dev/shop/variants/{uuid}', () => {
  it('does not exist in production', async () => {
    const { app } = await build({ config: { isProduction: true, env: 'production' } });
    const res = await app.inject({ method: 'POST', url: `/dev/shop/variants/${randomUUID()}`, payload: { price: 1 } });
    expect(res.statusCode).toBe(404);
  });

  it('sets the price and stock the catalogue answers; an unknown variant is 404, an empty body 400', async () => {
    const t = await build();
    const me = await signedInOwner(t);
    const { product, variants } = await createShopProduct(t.db, { variants: [{ price: 50, stock: 3 }] });
    const uuid = variants[0]?.uuid ?? '';
    const res = await t.app.inject({ method: 'POST', url: `/dev/shop/variants/${uuid}`, payload: { price: 60 } });
    expect(res.json()).toEqual({ uuid, price: 60, stock: 3 });
    const shown = (await t.app.inject({ method: 'GET', url: `/v2/shop/products/${product.uuid}`, headers: me.headers })).json<Product>();
    expect(shown.variants[0]).toMatchObject({ price: 60, stock: 3 });
    expect((await t.app.inject({ method: 'POST', url: `/dev/shop/variants/${randomUUID()}`, payload: { stock: 1 } })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: `/dev/shop/variants/${uuid}`, payload: {} })).statusCode).toBe(400);
  });
});
