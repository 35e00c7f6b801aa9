// POST /v2/orders/multi (the cart: one order per vendor, all or none) and POST /v2/orders (one product bought on its
// own). Every attempt of one summary carries the same `Idempotency-Key`, so a retry after a lost answer never places
// twice. Placing reserves points and takes stock: the balance, the orders, the products and the cart refresh are
// refetched.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CheckoutCustomerInput, OrderType, PlacedOrders, PlaceMultiOrderInput, PlaceOrderInput } from '@club/contract/orders';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { pointsSummaryKeys } from '../../../lib/session/points-summary';
import type { CartGroup } from '../utils/cart';
import { cartKeys } from './get-cart';
import { productKeys } from './get-products';

/** The orders screen's keys (features/orders owns the screen; placing only invalidates them). */
const orderKeys = queryKeys('orders');

/** A cart line's order type: goods go in a cart order, vouchers in a voucher order. */
const typeOf = (productType: string): OrderType => (productType === 'voucher' ? 'voucher' : 'cart');

/**
 * The multi body's orders for the cart's vendor groups: a vendor's goods in one cart order, its vouchers in one voucher
 * order (the server gives every piece its own code).
 */
export function ordersForCart(groups: readonly CartGroup[]): PlaceMultiOrderInput['orders'] {
  return groups.flatMap((g) => {
    const line = (l: CartGroup['lines'][number]) => ({ uuid: l.variant.uuid, quantity: l.quantity, price: l.variant.price });
    const goods = g.lines.filter((l) => typeOf(l.product.type) === 'cart');
    const vouchers = g.lines.filter((l) => typeOf(l.product.type) === 'voucher');
    return [
      ...(goods.length ? [{ type: 'cart' as const, order: goods.map(line) }] : []),
      ...(vouchers.length ? [{ type: 'voucher' as const, order: vouchers.map(line) }] : []),
    ];
  });
}

export type PlaceRequest =
  | { kind: 'cart'; groups: readonly CartGroup[]; customer: CheckoutCustomerInput; idempotencyKey: string }
  | { kind: 'single'; body: PlaceOrderInput; idempotencyKey: string };

export function placeOrders(request: PlaceRequest): Promise<PlacedOrders> {
  const headers = { 'Idempotency-Key': request.idempotencyKey };
  if (request.kind === 'single') return api<PlacedOrders>('/v2/orders', { method: 'POST', body: request.body, headers });
  const body: PlaceMultiOrderInput = { orders: ordersForCart(request.groups), customer: request.customer };
  return api<PlacedOrders>('/v2/orders/multi', { method: 'POST', body, headers });
}

export function usePlaceOrders() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: placeOrders,
    onSettled: () => {
      // Success and failure alike: a failure may mean stock or prices moved, which the cart must show.
      void queryClient.invalidateQueries({ queryKey: orderKeys.all });
      void queryClient.invalidateQueries({ queryKey: pointsSummaryKeys.all });
      void queryClient.invalidateQueries({ queryKey: productKeys.all });
      void queryClient.invalidateQueries({ queryKey: cartKeys.all });
    },
  });
}
