// /orders: number (a link to the order), item count, points, date and status; 20 a page (spec §2 Orders).
// On a phone the rows become cards: the same facts, no sideways scrolling.
import { Anchor, Card, Group, Stack, Table, Text } from '@mantine/core';
import { IconPackage } from '@tabler/icons-react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { Order } from '@club/contract/orders';
import { PagedList } from '../../../components/ui/paged-list';
import { paths } from '../../../config/paths';
import { useOrders } from '../api/get-orders';
import { OrderStatus } from './order-status';

const itemCount = (o: Order) => o.items_count;

function Rows({ orders }: { orders: Order[] }) {
  const intl = useIntl();
  return (
    <>
      <Table.ScrollContainer minWidth={560} visibleFrom="sm">
        <Table striped highlightOnHover verticalSpacing="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>
                <FormattedMessage id="orders.col.number" />
              </Table.Th>
              <Table.Th ta="right">
                <FormattedMessage id="orders.col.items" />
              </Table.Th>
              <Table.Th ta="right">
                <FormattedMessage id="orders.col.points" />
              </Table.Th>
              <Table.Th>
                <FormattedMessage id="orders.col.date" />
              </Table.Th>
              <Table.Th>
                <FormattedMessage id="orders.col.status" />
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {orders.map((o) => (
              <Table.Tr key={o.uuid}>
                <Table.Td>
                  <Anchor component={Link} to={paths.order(o.uuid)} fw={600}>
                    {o.number}
                  </Anchor>
                </Table.Td>
                <Table.Td ta="right">{itemCount(o)}</Table.Td>
                <Table.Td ta="right">{intl.formatMessage({ id: 'points.count' }, { count: o.points })}</Table.Td>
                <Table.Td>
                  <FormattedDate value={o.created_at} dateStyle="medium" />
                </Table.Td>
                <Table.Td>
                  <OrderStatus status={o.status} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Stack gap="xs" hiddenFrom="sm" component="ul" p={0} m={0}>
        {orders.map((o) => (
          <Card key={o.uuid} withBorder radius="md" padding="sm" component="li" style={{ listStyle: 'none' }}>
            <Group justify="space-between" wrap="nowrap">
              <Anchor component={Link} to={paths.order(o.uuid)} fw={600}>
                {o.number}
              </Anchor>
              <OrderStatus status={o.status} />
            </Group>
            <Group justify="space-between" mt={4}>
              <Text fz="sm" c="dimmed">
                <FormattedDate value={o.created_at} dateStyle="medium" /> ·{' '}
                <FormattedMessage id="orders.items" values={{ count: itemCount(o) }} />
              </Text>
              <Text fz="sm" fw={700}>
                {intl.formatMessage({ id: 'points.count' }, { count: o.points })}
              </Text>
            </Group>
          </Card>
        ))}
      </Stack>
    </>
  );
}

export function OrdersTable({ page, onPage }: { page: number; onPage: (page: number) => void }) {
  const intl = useIntl();
  const orders = useOrders(page);
  return (
    <PagedList
      query={orders}
      messagePrefix="orders"
      loadingLabel={intl.formatMessage({ id: 'shell.loading' })}
      empty={{
        icon: <IconPackage size={40} color="var(--mantine-color-gray-6)" aria-hidden />,
        text: <FormattedMessage id="orders.empty" />,
        link: { to: paths.shop, label: <FormattedMessage id="orders.toShop" /> },
      }}
      onPage={onPage}
    >
      {(data) => <Rows orders={data} />}
    </PagedList>
  );
}
