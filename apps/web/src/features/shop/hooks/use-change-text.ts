// A cart change (from the server's refresh) as one sentence in the user's language.
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import type { CartChange } from '../utils/cart';

export function useChangeText() {
  const intl = useIntl();
  return useCallback(
    (change: CartChange): string => {
      const points = (count: number) => intl.formatMessage({ id: 'points.count' }, { count });
      switch (change.kind) {
        case 'removed':
          return intl.formatMessage({ id: 'cart.changed.removed' }, { name: change.name });
        case 'soldOut':
          return intl.formatMessage({ id: 'cart.changed.soldOut' }, { name: change.name });
        case 'capped':
          return intl.formatMessage({ id: 'cart.changed.capped' }, { name: change.name, from: change.from, to: change.to });
        case 'price':
          return intl.formatMessage({ id: 'cart.changed.price' }, { name: change.name, from: points(change.from), to: points(change.to) });
      }
    },
    [intl],
  );
}
