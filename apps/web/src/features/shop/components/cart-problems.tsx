// What blocks the checkout, said plainly (spec §4 Cart, §5 Checkout per vendor, §8): not enough points for the sum of
// every vendor, and a COMPACT group below the region's minimum (the message carries the minimum).
import { Alert, List } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { CartProblem } from '../utils/cart';

export function useProblemText() {
  const intl = useIntl();
  const points = (count: number) => intl.formatMessage({ id: 'points.count' }, { count });
  return (p: CartProblem) => {
    const vendor = p.kind === 'points' ? '' : intl.formatMessage({ id: `cart.vendor.${p.vendor}` });
    switch (p.kind) {
      case 'points':
        return intl.formatMessage({ id: 'cart.error.points' }, { total: points(p.total), balance: points(p.balance) });
      case 'minimum':
        return intl.formatMessage(
          { id: 'cart.error.minimum' },
          { vendor, minimum: points(p.minimum), missing: points(p.minimum - p.total) },
        );
    }
  };
}

export function CartProblems({ problems }: { problems: CartProblem[] }) {
  const text = useProblemText();
  if (problems.length === 0) return null;
  return (
    <Alert color="red" icon={<IconAlertTriangle aria-hidden />} title={<FormattedMessage id="cart.error.title" />} role="alert">
      <List size="sm" spacing={4}>
        {problems.map((p) => (
          <List.Item key={p.kind === 'points' ? 'points' : `${p.kind}-${p.vendor}`}>{text(p)}</List.Item>
        ))}
      </List>
    </Alert>
  );
}
