// The thank-you modal after placing (spec §2 Checkout): the order numbers and links to /orders and /shop.
import { Button, Group, List, Stack, Text } from '@mantine/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router';
import type { Order } from '@club/contract/orders';
import { AppModal } from '../../../../components/ui/dialogs';
import { paths } from '../../../../config/paths';

export function ThankYou({ orders }: { orders: Order[] }) {
  const intl = useIntl();
  const navigate = useNavigate();
  return (
    <AppModal
      opened
      onClose={() => void navigate(paths.orders)}
      title={<FormattedMessage id="checkout.thanks.title" />}
      closeButtonProps={{ 'aria-label': intl.formatMessage({ id: 'checkout.thanks.close' }) }}
      centered
    >
      <Stack gap="md">
        <Text>
          <FormattedMessage id="checkout.thanks.text" values={{ count: orders.length }} />
        </Text>
        <List size="sm">
          {orders.map((o) => (
            <List.Item key={o.uuid}>
              <Link to={paths.order(o.uuid)}>{o.number}</Link> · <FormattedMessage id="points.count" values={{ count: o.points }} />
            </List.Item>
          ))}
        </List>
        <Group justify="flex-end" gap="sm">
          <Button component={Link} to={paths.shop} variant="default">
            <FormattedMessage id="checkout.thanks.shop" />
          </Button>
          <Button component={Link} to={paths.orders}>
            <FormattedMessage id="checkout.thanks.orders" />
          </Button>
        </Group>
      </Stack>
    </AppModal>
  );
}
