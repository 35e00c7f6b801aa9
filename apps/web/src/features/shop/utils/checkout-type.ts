// What the checkout is for, kept under the spec's `checkout` storage key (access §3): the cart, or one product
// (a voucher) bought on its own at /checkout/{uuid}. /checkout without it goes to /shop; placing or leaving clears it.
// Checked by hand (no zod on the cart's and checkout's first load, issue 10).
import { storageKeys } from '@club/contract/constants';
import { readJson, remove, writeJson } from '../../../lib/storage';

export type CheckoutType =
  | { type: 'cart' }
  | { type: 'voucher'; product: string; variant: string; quantity: number }
  // A configured marketing product: its data waits under `msData` (features/marketing).
  | { type: 'marketing'; product: string; variant: string; quantity: number };

/** The stored value when it has one of the shapes above (a whole quantity of at least 1), else null. */
export function checkoutTypeOf(value: unknown): CheckoutType | null {
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  if (v.type === 'cart') return { type: 'cart' };
  if (v.type !== 'voucher' && v.type !== 'marketing') return null;
  const { product, variant, quantity } = v;
  if (typeof product !== 'string' || typeof variant !== 'string') return null;
  if (typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity < 1) return null;
  return { type: v.type, product, variant, quantity };
}

export const readCheckoutType = (): CheckoutType | null => checkoutTypeOf(readJson<unknown>(storageKeys.checkout));

export const writeCheckoutType = (value: CheckoutType) => writeJson(storageKeys.checkout, value);
export const clearCheckoutType = () => remove(storageKeys.checkout);
