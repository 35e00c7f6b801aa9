// What the staff console reads of the catalogue: voucher products with the size of their code pools, and one product
// by uuid (any region: staff work across regions). Exported by service.ts.
import { and, asc, count, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { shopProductsTable as products, voucherCodesTable as codes } from './tables.ts';

export interface VoucherPoolRow {
  productId: number;
  uuid: string;
  name: string;
  vendor: string;
  regionsId: number;
  free: number;
}

export async function voucherPools(db: Tx): Promise<VoucherPoolRow[]> {
  const rows = await db
    .select({
      productId: products.id,
      uuid: products.uuid,
      name: products.name,
      vendor: products.vendor,
      regionsId: products.regionsId,
      free: count(codes.id),
    })
    .from(products)
    .leftJoin(codes, and(eq(codes.productsId, products.id), isNull(codes.ordersId)))
    .where(eq(products.type, 'voucher'))
    .groupBy(products.id)
    .orderBy(asc(products.regionsId), asc(products.name));
  return rows.map((r) => ({ ...r, free: Number(r.free) }));
}

export async function productByUuid(db: Tx, uuid: string) {
  const [row] = await db.select().from(products).where(eq(products.uuid, uuid));
  return row;
}
