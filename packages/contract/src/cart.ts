// The cart as the browser keeps it under the `cart` storage key (spec access §3: "cart (entries, uuids, version 1)"):
// entries per vendor, then per product variant uuid, each with its quantity; `uuids` lists the variants in the order
// they were added. The shop writes it, the header counts it; both read it through this schema.
import { z } from 'zod';
import { cartVersion, vendors } from './constants.ts';

/** One line of the cart. Other fields the shop keeps beside the quantity are left as they are. */
export const cartEntrySchema = z.looseObject({ quantity: z.number().int().min(0) });
export type CartEntry = z.infer<typeof cartEntrySchema>;

export const storedCartSchema = z.object({
  version: z.literal(cartVersion),
  entries: z.partialRecord(z.enum(vendors), z.record(z.string(), cartEntrySchema)),
  uuids: z.array(z.string()).default([]),
});
export type StoredCart = z.infer<typeof storedCartSchema>;

/** Items in a cart: the sum of its quantities. */
export function cartItemCount(cart: StoredCart): number {
  let count = 0;
  for (const vendor of Object.values(cart.entries)) for (const entry of Object.values(vendor ?? {})) count += entry.quantity;
  return count;
}
