// One order (spec §2 /orders/{uuid}): number, date, points, status; the in-progress notice while 1, 2 or 5; the
// failed hint with a pointer to the email; the delivery address of a physical order; a voucher's code, expiry and
// password; the ordered products with quantity and points.
import { Alert, Card, CopyButton, Group, Image, SimpleGrid, Stack, Table, Text, Title, Button, Center } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconCopy, IconDownload, IconHourglass, IconPhotoOff } from '@tabler/icons-react';
import { downloadFile } from '../../../lib/file-transfer';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import type { Order } from '@club/contract/orders';
import { deliveryTypes, orderInProgress, pointsToLocal } from '@club/contract/constants';
import { regionByCode } from '@club/contract/regions';
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

type VoucherCode = NonNullable<Order['meta']['response']>['codes'][number];

/** One code; with several codes in the order, each card names its product (and counts when a product has several). */
function Voucher({ response, name }: { response: VoucherCode; name: string | null }) {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'orders.voucher.title' });
  return (
    <Card withBorder radius="md" bg="green.0" component="section" aria-label={name ? `${title}: ${name}` : title}>
      <Stack gap="sm">
        <Title order={2} fz="lg">
          <FormattedMessage id="orders.voucher.title" />
          {name ? ` — ${name}` : null}
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

/** Every code of a voucher order, one card each (a single code as before, without a product name). */
function Vouchers({ order, codes }: { order: Order; codes: VoucherCode[] }) {
  if (codes.length <= 1) return codes[0] ? <Voucher response={codes[0]} name={null} /> : null;
  const nameOf = (uuid: string) => order.meta.contents.find((c) => c.variantUuid === uuid)?.name ?? '';
  return (
    <>
      {codes.map((c, i) => {
        const same = codes.filter((x) => x.variantUuid === c.variantUuid);
        const nth = codes.slice(0, i + 1).filter((x) => x.variantUuid === c.variantUuid).length;
        const name = same.length > 1 ? `${nameOf(c.variantUuid)} (${nth}/${same.length})` : nameOf(c.variantUuid);
        return <Voucher key={c.number} response={c} name={name} />;
      })}
    </>
  );
}

/** A marketing order's entered data with downloads of the logo and the proof (spec §2 Orders). */
function MarketingInput({ input }: { input: Record<string, unknown> }) {
  const intl = useIntl();
  const fields = (input.fields ?? {}) as Record<string, string>;
  const services = Array.isArray(input.services) ? (input.services as string[]) : [];
  const address = Array.isArray(input.address) ? (input.address as string[]).filter(Boolean) : [];
  const file = (v: unknown) =>
    v && typeof v === 'object' && 'path' in v && typeof v.path === 'string'
      ? { path: v.path, originalName: 'originalName' in v && typeof v.originalName === 'string' ? v.originalName : 'file' }
      : null;
  const logo = file(input.logo);
  const proof = file(input.proof);
  const chosen = input.background;
  const background =
    chosen &&
    typeof chosen === 'object' &&
    'id' in chosen &&
    'position' in chosen &&
    typeof chosen.id === 'number' &&
    typeof chosen.position === 'string' &&
    ['top', 'center', 'bottom'].includes(chosen.position)
      ? { id: chosen.id, position: chosen.position }
      : null;
  return (
    <Card withBorder radius="md" component="section" aria-label={intl.formatMessage({ id: 'marketing.orderData' })}>
      <Title order={2} fz="lg" mb="xs">
        <FormattedMessage id="marketing.orderData" />
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {Object.entries(fields)
          .filter(([k, v]) => v && k !== 'logo' && k !== 'address')
          .map(([k, v]) => (
            <Fact key={k} label={<FormattedMessage id={`marketing.field.${k}`} />}>
              <Text>{v}</Text>
            </Fact>
          ))}
        {address.length ? (
          <Fact label={<FormattedMessage id="marketing.field.address" />}>
            {address.map((a) => (
              <Text key={a}>{a}</Text>
            ))}
          </Fact>
        ) : null}
        {background ? (
          <Fact label={<FormattedMessage id="marketing.background.label" />}>
            <Text>
              <FormattedMessage
                id="marketing.background.value"
                values={{
                  n: background.id,
                  position: intl.formatMessage({ id: `marketing.position.${background.position}` }),
                }}
              />
            </Text>
          </Fact>
        ) : null}
        {services.length ? (
          <Fact label={<FormattedMessage id="marketing.servicesLabel" />}>
            <Text>{services.map((s) => intl.formatMessage({ id: `marketing.service.${s}` })).join(', ')}</Text>
          </Fact>
        ) : null}
      </SimpleGrid>
      {logo || proof ? (
        <Group gap="sm" mt="sm">
          {logo ? (
            <Button
              variant="light"
              size="xs"
              leftSection={<IconDownload size={14} aria-hidden />}
              onClick={() => void downloadFile(logo.path, logo.originalName)}
            >
              <FormattedMessage id="marketing.download.logo" values={{ name: logo.originalName }} />
            </Button>
          ) : null}
          {proof ? (
            <Button
              variant="light"
              size="xs"
              leftSection={<IconDownload size={14} aria-hidden />}
              onClick={() => void downloadFile(proof.path, proof.originalName)}
            >
              <FormattedMessage id="marketing.download.proof" />
            </Button>
          ) : null}
        </Group>
      ) : null}
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
      {order.meta.response ? <Vouchers order={order} codes={order.meta.response.codes} /> : null}
      {order.meta.type === 'marketing' && order.meta.inputData ? <MarketingInput input={order.meta.inputData} /> : null}
      {order.meta.type === 'card_topup' ? (
        <Card withBorder radius="md" component="section" aria-label={intl.formatMessage({ id: 'orders.topUp.amount' })}>
          <Fact label={<FormattedMessage id="orders.topUp.amount" />}>
            <Text fw={800} fz="xl" data-testid="top-up-amount">
              {pointsToLocal(order.points)} zł
            </Text>
          </Fact>
          {orderInProgress(order.status) ? (
            <Text fz="sm" mt="xs">
              <FormattedMessage id="orders.topUp.processing" />
            </Text>
          ) : null}
        </Card>
      ) : null}
      {order.meta.type === 'card' && orderInProgress(order.status) ? (
        <Text fz="sm">
          <FormattedMessage id="orders.card.processing" />
        </Text>
      ) : null}
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
          {/* The country's name as the checkout summary shows it, not its code. */}
          {order.customer.country ? <Text>{regionByCode(order.customer.country)?.name ?? order.customer.country}</Text> : null}
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
