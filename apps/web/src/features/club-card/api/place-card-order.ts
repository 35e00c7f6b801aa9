// POST /v2/orders for the club card (`card`) and its top-ups (`card_topup`): one variant, quantity 1, a customer built
// from the user and the company (spec §7 Other calls). One Idempotency-Key per attempt the user starts, so a retry
// after a lost answer never orders twice. Placing reserves points: the balance, orders, card and user are refetched.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PlacedOrders, PlaceOrderInput } from '@club/contract/orders';
import type { SelfUser } from '@club/contract/company';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { userKeys } from '../../../lib/session/own-user';
import { pointsSummaryKeys } from '../../../lib/session/points-summary';
import { customerOf } from '../utils/customer';
import { cardKeys } from './get-card-account';

const orderKeys = queryKeys('orders');
const productKeys = queryKeys('products');

export interface CardOrderRequest {
  type: 'card' | 'card_topup';
  variant: { uuid: string; price: number };
  user: SelfUser;
  idempotencyKey: string;
}

export function placeCardOrder(request: CardOrderRequest): Promise<PlacedOrders> {
  const body: PlaceOrderInput = {
    type: request.type,
    order: [{ uuid: request.variant.uuid, quantity: 1, price: request.variant.price }],
    customer: customerOf(request.user),
  };
  return api<PlacedOrders>('/v2/orders', { method: 'POST', body, headers: { 'Idempotency-Key': request.idempotencyKey } });
}

export function usePlaceCardOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: placeCardOrder,
    onSettled: () => {
      for (const queryKey of [orderKeys.all, pointsSummaryKeys.all, cardKeys.all, userKeys.all, productKeys.all])
        void queryClient.invalidateQueries({ queryKey });
    },
  });
}
