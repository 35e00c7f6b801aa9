// One order (spec §2 /orders/{uuid}): number, date, points, status; the in-progress notice while 1, 2 or 5; the
// failed hint with a pointer to the email; the delivery address of a physical order; a voucher's code, expiry and
// password; the ordered products with quantity and points.
import { Alert, Card, CopyButton, Group, Image, SimpleGrid, Stack, Table, Text, Title, Button, Center } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconCopy, IconHourglass, IconPhotoOff } from '@tabler/icons-react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { orderInProgress, type Order } from '@club/contract/orders';
import { deliveryTypes } from '@club/contract/constants';
import { OrderStatus } from './order-status';

function Fact({ label, children }: { label: React.ReactNode; children: React.ReactNode }) {
  return (
    <Stack gap={2}>
      <Text fz="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <div>{children}</div>
    </Stack>
  );
}

function Voucher({ response }: { response: NonNullable<Order['meta']['response']> }) {
  const intl = useIntl();
  return (
    <Card withBorder radius="md" bg="green.0" component="section" aria-label={intl.formatMessage({ id: 'orders.voucher.title' })}>
      <Stack gap="sm">
        <Title order={2} fz="lg">
          <FormattedMessage id="orders.voucher.title" />
        </Title>
        <Group gap="sm" wrap="wrap">
          <Fact label={<FormattedMessage id="orders.voucher.code" />}>
            <Text ff="monospace" fz="xl" fw={800} data-testid="voucher-code">
              {response.number}
            </Text>
          </Fact>
          <CopyButton value={response.number}>
            {({ copied, copy }) => (
              <Button
                size="xs"
                variant="light"
                onClick={copy}
                leftSection={copied ? <IconCheck size={14} aria-hidden /> : <IconCopy size={14} aria-hidden />}
              >
                <FormattedMessage id={copied ? 'orders.voucher.copied' : 'orders.voucher.copy'} />
              </Button>
            )}
          </CopyButton>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {response.expiresAt ? (
            <Fact label={<FormattedMessage id="orders.voucher.expires" />}>
              <FormattedDate value={response.expiresAt} dateStyle="long" />
            </Fact>
          ) : null}
          {response.password ? (
            <Fact label={<FormattedMessage id="orders.voucher.password" />}>
              <Text ff="monospace" fw={700}>
                {response.password}
              </Text>
            </Fact>
          ) : null}
        </SimpleGrid>
      </Stack>
    </Card>
  );
}

export function OrderView({ order }: { order: Order }) {
  const intl = useIntl();
  const points = (count: number) => intl.formatMessage({ id: 'points.count' }, { count });
  const physical = order.delivery_type !== deliveryTypes.digital;
  return (
    <Stack gap="md">
      <Group justify="space-between" align="center">
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          <FormattedMessage id="orders.detailTitle" values={{ number: order.number }} />
        </Title>
        <OrderStatus status={order.status} />
      </Group>
      {order.status === 5 ? (
        <Alert color="orange" icon={<IconAlertTriangle aria-hidden />} title={<FormattedMessage id="orders.failed.title" />} role="status">
          <FormattedMessage id="orders.failed.text" />
        </Alert>
      ) : orderInProgress(order.status) ? (
        <Alert color="blue" icon={<IconHourglass aria-hidden />} role="status">
          <FormattedMessage id="orders.inProgress" />
        </Alert>
      ) : null}
      <Card withBorder radius="md">
        <SimpleGrid cols={{ base: 2, sm: 4 }}>
          <Fact label={<FormattedMessage id="orders.col.number" />}>
            <Text fw={600}>{order.number}</Text>
          </Fact>
          <Fact label={<FormattedMessage id="orders.col.date" />}>
            <FormattedDate value={order.created_at} dateStyle="medium" timeStyle="short" />
          </Fact>
          <Fact label={<FormattedMessage id="orders.col.points" />}>
            <Text fw={700}>{points(order.points)}</Text>
          </Fact>
          <Fact label={<FormattedMessage id="orders.col.status" />}>
            <OrderStatus status={order.status} />
          </Fact>
        </SimpleGrid>
      </Card>
      {order.meta.response ? <Voucher response={order.meta.response} /> : null}
      {physical && order.customer.address ? (
        <Card withBorder radius="md" component="section" aria-label={intl.formatMessage({ id: 'orders.delivery' })}>
          <Title order={2} fz="lg" mb="xs">
            <FormattedMessage id="orders.delivery" />
          </Title>
          <Text>
            {order.customer.name} {order.customer.surname}
          </Text>
          {order.customer.company_name ? <Text>{order.customer.company_name}</Text> : null}
          <Text>{order.customer.address}</Text>
          {order.customer.country ? <Text>{order.customer.country}</Text> : null}
        </Card>
      ) : null}
      {order.meta.contents.length ? (
        <Card withBorder radius="md" component="section" aria-label={intl.formatMessage({ id: 'orders.products' })}>
          <Title order={2} fz="lg" mb="xs">
            <FormattedMessage id="orders.products" />
          </Title>
          <Table verticalSpacing="xs" horizontalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>
                  <FormattedMessage id="orders.col.product" />
                </Table.Th>
                <Table.Th ta="right">
                  <FormattedMessage id="orders.col.quantity" />
                </Table.Th>
                <Table.Th ta="right">
                  <FormattedMessage id="orders.col.points" />
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {order.meta.contents.map((c) => (
                <Table.Tr key={c.variantUuid}>
                  <Table.Td>
                    <Group gap="sm" wrap="nowrap">
                      {c.image ? (
                        <Image src={c.image} alt="" w={40} h={40} fit="contain" loading="lazy" />
                      ) : (
                        <Center w={40} h={40} bg="gray.1" style={{ borderRadius: 6, flexShrink: 0 }}>
                          <IconPhotoOff size={18} color="var(--mantine-color-gray-6)" aria-hidden />
                        </Center>
                      )}
                      <Text fz="sm" style={{ wordBreak: 'break-word' }}>
                        {c.name}
                      </Text>
                    </Group>
                  </Table.Td>
                  <Table.Td ta="right" fz="sm">
                    {c.quantity}
                  </Table.Td>
                  <Table.Td ta="right" fz="sm" style={{ whiteSpace: 'nowrap' }}>
                    {points(c.price * c.quantity)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Card>
      ) : null}
    </Stack>
  );
}
