// The shop's part of `npm run bench` (issue 13): 10,000 products across the 16 regions, then
// GET /v2/shop/products?page=1, GET /v2/cart?uuids= with 20 variants, and POST /v2/orders from distinct companies.
import autocannon from 'autocannon';
import type pg from 'pg';

export const shopProducts = 10_000;

/** Products (one variant, one picture, one of four categories each) in one statement per table. */
export async function seedShopCatalogue(c: pg.Client): Promise<void> {
  await c.query(
    `insert into shop_categories (regions_id, type, slug, name, position)
     select r, 'product', 'cat-' || k, 'Category ' || k, k from generate_series(1, 16) r, generate_series(1, 4) k`,
  );
  await c.query(
    `insert into shop_products (regions_id, type, vendor, name, description, sku, created_at)
     select 1 + g % 16, 'product', 'COMPACT', 'Bench product ' || g, 'A product of the bench catalogue.', 'BENCH-' || g,
            now() - make_interval(mins => g)
     from generate_series(1, $1::int) g`,
    [shopProducts],
  );
  // One print product per region at 1 point with stock for any run: what the order measurement buys.
  await c.query(
    `insert into shop_products (regions_id, type, vendor, name, description, sku)
     select r, 'marketing', 'MARKETING', 'Bench flyers', 'Print order of the bench.', 'BENCH-FLYERS-' || r from generate_series(1, 16) r`,
  );
  await c.query(
    `insert into shop_variants (guid, products_id, sku, title, price, stock)
     select sku, id, sku, name, case when type = 'marketing' then 1 else 1 + id % 300 end,
            case when type = 'marketing' then 100000000 else id % 120 end
     from shop_products where sku like 'BENCH-%'`,
  );
  await c.query(
    `insert into shop_product_images (products_id, position, xs, l)
     select id, 1, '/files/shop/' || id || '-xs.webp', '/files/shop/' || id || '-l.webp' from shop_products where sku like 'BENCH-%'`,
  );
  await c.query(
    `insert into shop_product_categories (products_id, categories_id)
     select p.id, c.id from shop_products p join shop_categories c on c.regions_id = p.regions_id and c.slug = 'cat-' || (1 + p.id % 4)
     where p.sku like 'BENCH-%' and p.type = 'product'`,
  );
  await c.query('analyze');
}

/** 20 variant uuids of the region per company for the cart refresh, and the region's flyers variant for orders. */
export async function shopSamples(
  c: pg.Client,
  companies: { company_id: number; headers: Record<string, string> }[],
): Promise<{ cart: { path: string; headers: Record<string, string> }[]; orders: { body: string; headers: Record<string, string> }[] }> {
  const { rows } = await c.query<{ regions_id: number; uuids: string[]; flyers: string }>(
    `select p.regions_id,
            (array_agg(v.uuid::text order by v.id) filter (where p.type = 'product'))[1:20] as uuids,
            min(v.uuid::text) filter (where p.type = 'marketing') as flyers
     from shop_variants v join shop_products p on p.id = v.products_id where p.sku like 'BENCH-%' group by p.regions_id`,
  );
  const { rows: regionOf } = await c.query<{ id: number; regions_id: number }>(`select id, regions_id from companies where id = any($1)`, [
    companies.map((x) => x.company_id),
  ]);
  const byRegion = new Map(rows.map((r) => [r.regions_id, r]));
  const region = new Map(regionOf.map((r) => [r.id, r.regions_id]));
  const cart: { path: string; headers: Record<string, string> }[] = [];
  const orders: { body: string; headers: Record<string, string> }[] = [];
  for (const x of companies) {
    const r = byRegion.get(region.get(x.company_id) ?? 0);
    if (!r) continue;
    cart.push({ path: `/v2/cart?uuids=${r.uuids.join(',')}`, headers: x.headers });
    orders.push({
      headers: { ...x.headers, 'content-type': 'application/json' },
      body: JSON.stringify({
        type: 'marketing',
        order: [{ uuid: r.flyers, quantity: 1 }],
        customer: {
          phone_region: r.regions_id,
          phone_number: '999999999901',
          name: 'Bench',
          surname: 'Owner',
          company_name: 'Bench company',
          street: 'Bench street',
          house_number: '1',
          city: 'Bench city',
          postal_code: '00-001',
          region: r.regions_id,
        },
      }),
    });
  }
  return { cart, orders };
}

/** POST load: each request a different company's order (so it measures placing, not one company's row lock). */
export async function postLoad(
  port: number,
  samples: { body: string; headers: Record<string, string> }[],
  duration: number,
  connections: number,
) {
  let i = 0;
  return autocannon({
    url: `http://127.0.0.1:${port}`,
    connections,
    duration,
    requests: [
      {
        setupRequest: (req) => {
          const s = samples[i++ % samples.length];
          return { ...req, method: 'POST', path: '/v2/orders', headers: { ...req.headers, ...(s?.headers ?? {}) }, body: s?.body ?? '{}' };
        },
      },
    ],
  });
}
