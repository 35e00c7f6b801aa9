// The header's cart extras, loaded only once the cart holds something (issue 10: the shop's cart code and the
// contract's zod schemas stay out of every signed-in page's first load): the refresh against the server
// (useCartSync) and the mini cart that opens when an item is added. The header draws the cart link itself.
import { useEffect, type ReactNode } from 'react';
import { useCartSync } from '../hooks/use-cart-sync';
import type { CartItemAdded } from '../utils/cart-events';
import { MiniCart } from './mini-cart';

export default function HeaderCart({
  children,
  added,
  onMounted,
}: {
  children: ReactNode;
  /** An item added before this code had loaded: the mini cart opens for it. */
  added: CartItemAdded | null;
  onMounted: () => void;
}) {
  useCartSync();
  useEffect(onMounted, [onMounted]);
  return <MiniCart initial={added}>{children}</MiniCart>;
}
