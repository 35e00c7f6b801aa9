// The cart in local storage: read (through the shop's schema), written, and announced so the header count and every
// open cart view follow at once in this tab (`cartChangedEvent`) and in other tabs (`storage`).
import { useSyncExternalStore } from 'react';
import { storageKeys } from '@club/contract/constants';
import { cartChangedEvent } from '../../../lib/cart';
import { readString, writeJson } from '../../../lib/storage';
import { emptyCart, parseCart, type Minimums, type ShopCart } from './cart';

let lastRaw: string | null | undefined;
let lastCart: ShopCart = emptyCart();
const serverCart = emptyCart();

/** The stored cart; the same object while storage is unchanged (what useSyncExternalStore needs). */
export function readCart(): ShopCart {
  const raw = readString(storageKeys.cart);
  if (raw !== lastRaw) {
    lastRaw = raw;
    let value: unknown = null;
    try {
      value = raw ? JSON.parse(raw) : null;
    } catch {
      value = null;
    }
    lastCart = parseCart(value);
  }
  return lastCart;
}

export function writeCart(cart: ShopCart): void {
  if (JSON.stringify(cart) === JSON.stringify(readCart())) return;
  writeJson(storageKeys.cart, cart);
  window.dispatchEvent(new Event(cartChangedEvent));
}

/** Reads, changes and writes the cart in one go. */
export function updateCart(change: (cart: ShopCart) => ShopCart): ShopCart {
  const next = change(readCart());
  writeCart(next);
  return next;
}

function subscribe(listener: () => void) {
  window.addEventListener('storage', listener);
  window.addEventListener(cartChangedEvent, listener);
  return () => {
    window.removeEventListener('storage', listener);
    window.removeEventListener(cartChangedEvent, listener);
  };
}

export function useCart(): ShopCart {
  return useSyncExternalStore(subscribe, readCart, () => serverCart);
}

let minimums: Minimums;

/** Keeps the region's minimum order per vendor the last cart refresh told (GET /v2/cart; staff edit it, 0115). */
export function setServerMinimums(next: Minimums): void {
  if (JSON.stringify(next) === JSON.stringify(minimums)) return;
  minimums = next;
  window.dispatchEvent(new Event(cartChangedEvent));
}

/** The server's minimums, or undefined before the first refresh (the club's defaults apply then). */
export function useServerMinimums(): Minimums {
  return useSyncExternalStore(
    subscribe,
    () => minimums,
    () => undefined,
  );
}
