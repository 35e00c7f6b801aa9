// The cart in browser storage (its shape is the contract's `storedCartSchema`): the item count the header shows,
// kept current when the shop changes the cart in this tab (an event) or in another tab (`storage`).
import { useSyncExternalStore } from 'react';
import { cartVersion, storageKeys, vendors } from '@club/contract/constants';

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Items in the stored cart; 0 without a valid cart. The same rules as the contract's `storedCartSchema` (version 1,
 * entries per known vendor, whole non-negative quantities), checked by hand: this runs in the header of every
 * signed-in page, which should not load zod for it (issue 10). The shop reads the cart through the schema.
 */
export function cartCount(raw: string | null): number {
  if (!raw) return 0;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return 0;
  }
  if (!isRecord(value) || value.version !== cartVersion || !isRecord(value.entries)) return 0;
  if (value.uuids !== undefined && !(Array.isArray(value.uuids) && value.uuids.every((u) => typeof u === 'string'))) return 0;
  let count = 0;
  for (const [vendor, lines] of Object.entries(value.entries)) {
    if (lines === undefined) continue;
    if (!(vendors as readonly string[]).includes(vendor) || !isRecord(lines)) return 0;
    for (const line of Object.values(lines)) {
      const quantity = isRecord(line) ? line.quantity : undefined;
      if (typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity < 0) return 0;
      count += quantity;
    }
  }
  return count;
}

/** The shop announces cart changes in this tab with this event; other tabs are heard through `storage`. */
export const cartChangedEvent = 'club:cart-changed';

function subscribeCart(listener: () => void) {
  window.addEventListener('storage', listener);
  window.addEventListener(cartChangedEvent, listener);
  return () => {
    window.removeEventListener('storage', listener);
    window.removeEventListener(cartChangedEvent, listener);
  };
}

export function useCartCount(): number {
  return useSyncExternalStore(
    subscribeCart,
    () => cartCount(window.localStorage.getItem(storageKeys.cart)),
    () => 0,
  );
}
