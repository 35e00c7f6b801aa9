// An order's status badge (spec §4 Order status): 1 pending (blue); 2 approved and 5 failed share one label in the
// warning style; 3 done; 4 rejected.
import { Badge } from '@mantine/core';
import { FormattedMessage } from 'react-intl';

const looks: Record<number, { color: string; label: string }> = {
  1: { color: 'blue', label: 'orders.status.pending' },
  2: { color: 'orange', label: 'orders.status.processing' },
  5: { color: 'orange', label: 'orders.status.processing' },
  3: { color: 'green', label: 'orders.status.done' },
  4: { color: 'red', label: 'orders.status.rejected' },
};

export function OrderStatus({ status }: { status: number }) {
  const look = looks[status] ?? { color: 'gray', label: 'orders.status.unknown' };
  return (
    // Dark text on the light tint: the colour names the status, the text stays readable (axe contrast).
    <Badge
      color={look.color}
      variant="light"
      styles={{ label: { color: 'var(--mantine-color-dark-8)' } }}
      style={{ whiteSpace: 'nowrap' }}
      data-status={status}
    >
      <FormattedMessage id={look.label} />
    </Badge>
  );
}
