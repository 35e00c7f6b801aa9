// A marketing order's configured data for fulfilment (issue 16 "Orders"): the subtype, every entered field, the
// services and the quantity, with downloads of the proof PDF and the logo. The files come from the staff-only
// GET /admin/api/orders/{uuid}/files/{name} (audited), fetched with the staff token and saved from a blob, since a
// plain link could not carry the token.
import { useState } from 'react';
import { Alert, Button, Group, List, Modal, Stack, Table, Text } from '@mantine/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { marketingFieldNames } from '@club/contract/marketing';
import type { StaffOrder } from '@club/contract/staff';
import { ApiError, session } from '../api';
import { errorText } from '../common';

interface FileRef {
  path: string;
  originalName: string;
}

const rank = (name: string) => {
  const i = (marketingFieldNames as readonly string[]).indexOf(name);
  return i < 0 ? marketingFieldNames.length : i;
};

const isFile = (v: unknown): v is FileRef =>
  !!v &&
  typeof v === 'object' &&
  typeof (v as FileRef).path === 'string' &&
  /^\/files\/[0-9a-f-]{36}\.[a-z0-9]{1,5}$/.test((v as FileRef).path);

async function download(orderUuid: string, file: FileRef): Promise<void> {
  const name = file.path.slice('/files/'.length);
  const token = session.get()?.token;
  const res = await fetch(`/admin/api/orders/${orderUuid}/files/${name}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  if (!res.ok) throw new ApiError(res.status, res.statusText, 'error');
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = file.originalName || name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function MarketingData({ order }: { order: StaffOrder }) {
  const intl = useIntl();
  const [error, setError] = useState<unknown>(null);
  const data = order.data ?? {};
  const fields = (data.fields && typeof data.fields === 'object' ? data.fields : {}) as Record<string, unknown>;
  const address = Array.isArray(data.address) ? data.address.filter((l): l is string => typeof l === 'string' && l.trim() !== '') : [];
  const services = Array.isArray(data.services) ? data.services.filter((s): s is string => typeof s === 'string') : [];
  const files = (['proof', 'logo'] as const).flatMap((kind) => (isFile(data[kind]) ? [{ kind, file: data[kind] }] : []));
  const label = (id: string, fallback: string) => intl.formatMessage({ id, defaultMessage: fallback });
  const rows: [string, string][] = [
    [intl.formatMessage({ id: 'marketing.subtype' }), label(`marketing.subtype.${String(data.subtype)}`, String(data.subtype ?? '—'))],
    // In the configurator's order (the stored JSON keeps its own), then any field this console does not know.
    ...Object.entries(fields)
      .filter(([, v]) => typeof v === 'string' && v.trim() !== '')
      .sort(([a], [b]) => rank(a) - rank(b))
      .map(([k, v]): [string, string] => [label(`marketing.field.${k}`, k), String(v)]),
    ...(address.length ? [[label('marketing.field.address', 'address'), address.join(', ')] as [string, string]] : []),
    [intl.formatMessage({ id: 'marketing.quantity' }), String(data.quantity ?? '—')],
  ];
  return (
    <Stack gap="sm">
      <Table withTableBorder variant="vertical" layout="fixed">
        <Table.Tbody>
          {rows.map(([k, v]) => (
            <Table.Tr key={k}>
              <Table.Th w="40%" scope="row">
                {k}
              </Table.Th>
              <Table.Td style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>{v}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {services.length ? (
        <div>
          <Text size="sm" fw={600}>
            <FormattedMessage id="marketing.services" />
          </Text>
          <List size="sm">
            {services.map((s) => (
              <List.Item key={s}>{label(`marketing.service.${s}`, s)}</List.Item>
            ))}
          </List>
        </div>
      ) : null}
      {files.length ? (
        <Group gap="xs">
          {files.map(({ kind, file }) => (
            <Button
              key={kind}
              variant="light"
              onClick={() => {
                setError(null);
                download(order.uuid, file).catch(setError);
              }}
            >
              {intl.formatMessage({ id: `marketing.download.${kind}` })}
            </Button>
          ))}
        </Group>
      ) : (
        <Text size="sm" c="gray.7">
          <FormattedMessage id="marketing.noFiles" />
        </Text>
      )}
      {error ? (
        <Alert color="red" role="alert">
          {errorText(intl, error)}
        </Alert>
      ) : null}
    </Stack>
  );
}

/** The button in an order's row that shows its configured data (marketing orders only). */
export function MarketingDataButton({ order }: { order: StaffOrder }) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  if (order.type !== 'marketing' || !order.data) return null;
  const title = intl.formatMessage({ id: 'marketing.dataOf' }, { number: order.number });
  return (
    <>
      <Button size="compact-xs" variant="subtle" onClick={() => setOpen(true)} aria-label={title} mt={4}>
        <FormattedMessage id="marketing.data" />
      </Button>
      <Modal
        opened={open}
        onClose={() => setOpen(false)}
        title={title}
        size="lg"
        closeButtonProps={{ 'aria-label': intl.formatMessage({ id: 'common.close' }) }}
      >
        <MarketingData order={order} />
      </Modal>
    </>
  );
}
