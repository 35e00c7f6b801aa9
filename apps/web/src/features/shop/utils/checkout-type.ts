// What the checkout is for, kept under the spec's `checkout` storage key (access §3): the cart, or one product
// (a voucher) bought on its own at /checkout/{uuid}. /checkout without it goes to /shop; placing or leaving clears it.
import { z } from 'zod';
import { storageKeys } from '@club/contract/constants';
import { readJson, remove, writeJson } from '../../../lib/storage';

export const checkoutTypeSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('cart') }),
  z.object({ type: z.literal('voucher'), product: z.string(), variant: z.string(), quantity: z.number().int().min(1) }),
  // A configured marketing product: its data waits under `msData` (features/marketing).
  z.object({ type: z.literal('marketing'), product: z.string(), variant: z.string(), quantity: z.number().int().min(1) }),
]);
export type CheckoutType = z.infer<typeof checkoutTypeSchema>;

export function readCheckoutType(): CheckoutType | null {
  const parsed = checkoutTypeSchema.safeParse(readJson<unknown>(storageKeys.checkout));
  return parsed.success ? parsed.data : null;
}

export const writeCheckoutType = (value: CheckoutType) => writeJson(storageKeys.checkout, value);
export const clearCheckoutType = () => remove(storageKeys.checkout);
