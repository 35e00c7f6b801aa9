// /orders: number (a link to the order), item count, points, date and status; 20 a page (spec §2 Orders).
// On a phone the rows become cards: the same facts, no sideways scrolling.
import { Alert, Anchor, Card, Center, Group, Pagination, Stack, Table, Text } from '@mantine/core';
import { IconPackage } from '@tabler/icons-react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { Order } from '@club/contract/orders';
import { PageLoader } from '../../../components/ui/page-loader';
import { paths } from '../../../config/paths';
import { useErrorMessages } from '../../../lib/errors';
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
  const errorMessages = useErrorMessages();
  if (orders.isPending) return <PageLoader />;
  if (orders.isError)
    return (
      <Alert color="red" role="alert">
        {errorMessages(orders.error).join(' ')}
      </Alert>
    );
  const { data, meta } = orders.data;
  if (data.length === 0)
    return (
      <Card withBorder radius="md" p="xl" bg="gray.0">
        <Stack align="center" gap="sm">
          <IconPackage size={40} color="var(--mantine-color-gray-6)" aria-hidden />
          <Text fw={600}>
            <FormattedMessage id="orders.empty" />
          </Text>
          <Anchor component={Link} to={paths.shop}>
            <FormattedMessage id="orders.toShop" />
          </Anchor>
        </Stack>
      </Card>
    );
  return (
    <Stack gap="md" aria-busy={orders.isPlaceholderData}>
      <Rows orders={data} />
      {meta.last_page > 1 ? (
        <Center>
          <Pagination
            total={meta.last_page}
            value={meta.current_page}
            onChange={onPage}
            siblings={1}
            getControlProps={(control) => ({ 'aria-label': intl.formatMessage({ id: `orders.pagination.${control}` }) })}
            getItemProps={(p) => ({ 'aria-label': intl.formatMessage({ id: 'orders.pagination.page' }, { page: p }) })}
          />
        </Center>
      ) : null}
    </Stack>
  );
}
