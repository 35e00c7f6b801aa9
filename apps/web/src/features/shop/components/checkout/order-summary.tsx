// Step 2 of the checkout: what will be ordered (one order per vendor, with lines, quantities and points), to whom,
// the total against the balance, and a way back to edit the customer data (spec §2 Checkout).
import { Button, Card, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { DeliveryType } from '@club/contract/orders';
import { regionById } from '@club/contract/regions-data';
import { lineName, type CartGroup } from '../../utils/cart';
import { isPhysical, type CustomerValues } from '../../utils/checkout-form';
import { VendorName } from '../vendor-name';

export function OrderSummary({
  groups,
  customer,
  delivery,
  ownEmail,
  balance,
  onEdit,
}: {
  groups: readonly CartGroup[];
  customer: CustomerValues;
  delivery: DeliveryType;
  ownEmail: string;
  balance: number | undefined;
  onEdit: () => void;
}) {
  const intl = useIntl();
  const points = (count: number) => intl.formatMessage({ id: 'points.count' }, { count });
  const total = groups.reduce((n, g) => n + g.total, 0);
  const region = regionById(customer.region);
  return (
    <Stack gap="md">
      {groups.map((g) => (
        <Card key={g.vendor} withBorder radius="md" component="section" aria-label={intl.formatMessage({ id: `cart.vendor.${g.vendor}` })}>
          <Stack gap="xs">
            <Title order={3} fz="md">
              <FormattedMessage id="checkout.orderFrom" values={{ vendor: <VendorName vendor={g.vendor} /> }} />
            </Title>
            {g.lines.map((l) => (
              <Group key={l.variant.uuid} justify="space-between" wrap="nowrap" gap="xs">
                <Text fz="sm" style={{ minWidth: 0 }}>
                  {l.quantity} × {lineName(l)}
                </Text>
                <Text fz="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
                  {points(l.variant.price * l.quantity)}
                </Text>
              </Group>
            ))}
            <Divider />
            <Group justify="space-between">
              <Text fw={600} fz="sm">
                <FormattedMessage id="checkout.orderTotal" />
              </Text>
              <Text fw={700}>{points(g.total)}</Text>
            </Group>
          </Stack>
        </Card>
      ))}
      <Card withBorder radius="md" component="section" aria-label={intl.formatMessage({ id: 'checkout.customerHeading' })}>
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Title order={3} fz="md" mb={4}>
              <FormattedMessage id="checkout.customerHeading" />
            </Title>
            <Text fz="sm">
              {customer.name} {customer.surname}
            </Text>
            {customer.company_name && isPhysical(delivery) ? <Text fz="sm">{customer.company_name}</Text> : null}
            {isPhysical(delivery) ? (
              <>
                <Text fz="sm">
                  {customer.street} {customer.house_number}
                </Text>
                <Text fz="sm">
                  {customer.postal_code} {customer.city}
                </Text>
              </>
            ) : null}
            <Text fz="sm">{region?.name}</Text>
            <Text fz="sm">{customer.email || ownEmail}</Text>
            <Text fz="sm">{customer.phone_number}</Text>
          </Stack>
          {/* Never squeezed by a long email beside it (a target of at least 24 px, WCAG 2.5.8). */}
          <Button variant="light" size="xs" leftSection={<IconPencil size={14} aria-hidden />} onClick={onEdit} style={{ flexShrink: 0 }}>
            <FormattedMessage id="checkout.edit" />
          </Button>
        </Group>
      </Card>
      <Card withBorder radius="md" bg="gray.0">
        <Stack gap={4}>
          <Group justify="space-between">
            <Text component="div" fw={700} fz="lg">
              <FormattedMessage id="checkout.total" />
            </Text>
            <Text component="div" fw={800} fz="lg" data-testid="checkout-total">
              {points(total)}
            </Text>
          </Group>
          {balance !== undefined ? (
            <Text fz="sm" c="dimmed">
              <FormattedMessage id="checkout.balanceAfter" values={{ balance: points(balance), after: points(balance - total) }} />
            </Text>
          ) : null}
          <Text fz="sm" c="dimmed">
            <FormattedMessage id="checkout.reserveNote" />
          </Text>
        </Stack>
      </Card>
    </Stack>
  );
}
