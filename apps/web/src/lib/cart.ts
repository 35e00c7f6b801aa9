// The cart in browser storage (its shape is the contract's `storedCartSchema`): the item count the header shows,
// kept current when the shop changes the cart in this tab (an event) or in another tab (`storage`).
import { useSyncExternalStore } from 'react';
import { cartItemCount, storedCartSchema } from '@club/contract/cart';
import { storageKeys } from '@club/contract/constants';

/** Items in the stored cart; 0 without a valid cart. */
export function cartCount(raw: string | null): number {
  if (!raw) return 0;
  try {
    const parsed = storedCartSchema.safeParse(JSON.parse(raw));
    return parsed.success ? cartItemCount(parsed.data) : 0;
  } catch {
    return 0;
  }
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
