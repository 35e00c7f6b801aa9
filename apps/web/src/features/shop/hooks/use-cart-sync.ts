// Keeps the stored cart true to the server while signed in: GET /v2/cart?uuids= for what the cart holds (again when
// it changes, and after the usual 120 s), then quantities capped to stock, prices updated, missing or sold-out items
// removed. Each change is told once, as a toast: the cart is rewritten at once, so the next refresh finds nothing.
import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useIsAuthenticated } from '../../../lib/session/token';
import { showToast } from '../../../lib/toasts';
import { cartQuery } from '../api/get-cart';
import { reconcileCart } from '../utils/cart';
import { readCart, setServerMinimums, useCart, writeCart } from '../utils/cart-store';
import { useChangeText } from './use-change-text';

export function useCartSync() {
  const signedIn = useIsAuthenticated();
  const cart = useCart();
  const intl = useIntl();
  const changeText = useChangeText();
  const refresh = useQuery({ ...cartQuery(cart.uuids), enabled: signedIn && cart.uuids.length > 0 });
  const data = refresh.data;

  useEffect(() => {
    if (!data) return;
    setServerMinimums(data.minimums);
    const { cart: next, changes } = reconcileCart(readCart(), data);
    writeCart(next);
    if (changes.length === 0) return;
    showToast({
      id: 'cart-changes',
      color: 'orange',
      title: intl.formatMessage({ id: 'cart.changed.title' }),
      message: changes.map(changeText).join(' '),
      autoClose: false,
    });
  }, [data, intl, changeText]);

  return refresh;
}
