// Voucher pools (role fulfilment): free codes per voucher product, orders waiting on an empty pool (alert), and
// uploading codes — a CSV file (number,expires_at,password) or typed lines.
import { useState } from 'react';
import { Alert, Button, FileInput, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DataTable } from 'mantine-datatable';
import { FormattedMessage, useIntl } from 'react-intl';
import type { VoucherPool } from '@club/contract/staff';
import { api } from '../api';
import { ErrorAlert, PageTitle, errorText, regionCodes, Tag } from '../common';

const PAGE = 20;

/** Lines of `number[,expires_at[,password]]` (comma or semicolon; a header line starting with "number" is skipped). */
export function parseCodes(text: string): { number: string; expires_at?: string | null; password?: string | null }[] {
  return text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l && !/^number\b/i.test(l))
    .map((l) => {
      const [number = '', expires = '', password = ''] = l.split(/[;,]/).map((c) => c.trim().replace(/^"|"$/g, ''));
      return { number, expires_at: /^\d{4}-\d{2}-\d{2}$/.test(expires) ? expires : null, password: password || null };
    })
    .filter((c) => c.number);
}

export function VouchersPage() {
  const intl = useIntl();
  const client = useQueryClient();
  const pools = useQuery({ queryKey: ['voucher-pools'], queryFn: () => api<{ data: VoucherPool[] }>('/admin/api/voucher-pools') });
  const [target, setTarget] = useState<VoucherPool | null>(null);
  const [page, setPage] = useState(1);
  const [text, setText] = useState('');
  const upload = useMutation({
    mutationFn: (p: VoucherPool) =>
      api<{ added: number; skipped: number; free: number }>(`/admin/api/products/${p.product_uuid}/voucher-codes`, {
        method: 'POST',
        body: { codes: parseCodes(text) },
      }),
    onSuccess: (r) => {
      notifications.show({ withCloseButton: false, color: 'green', message: intl.formatMessage({ id: 'vouchers.uploaded' }, r) });
      setTarget(null);
      setText('');
      void client.invalidateQueries({ queryKey: ['voucher-pools'] });
    },
  });
  const empty = (pools.data?.data ?? []).filter((p) => p.free === 0 && p.waiting_orders > 0);
  const count = parseCodes(text).length;
  return (
    <>
      <PageTitle id="vouchers.title" />
      {empty.length > 0 ? (
        <Alert color="orange" role="alert" mb="md" title={intl.formatMessage({ id: 'vouchers.alertTitle' })}>
          {empty.map((p) => (
            <Text key={p.product_uuid} size="sm">
              <FormattedMessage id="vouchers.alert" values={{ name: p.name, count: p.waiting_orders }} />
            </Text>
          ))}
        </Alert>
      ) : null}
      <ErrorAlert error={pools.error} />
      <DataTable<VoucherPool>
        withTableBorder
        striped
        minHeight={160}
        idAccessor="product_uuid"
        records={(pools.data?.data ?? []).slice((page - 1) * PAGE, page * PAGE)}
        fetching={pools.isFetching}
        totalRecords={pools.data?.data.length ?? 0}
        recordsPerPage={PAGE}
        page={page}
        onPageChange={setPage}
        paginationText={({ from, to, totalRecords }) => intl.formatMessage({ id: 'table.range' }, { from, to, total: totalRecords })}
        getPaginationControlProps={(control) => ({ 'aria-label': intl.formatMessage({ id: `table.${control}` }) })}
        noRecordsText={intl.formatMessage({ id: 'vouchers.empty' })}
        loadingText={intl.formatMessage({ id: 'common.loading' })}
        columns={[
          { accessor: 'name', title: intl.formatMessage({ id: 'vouchers.product' }) },
          { accessor: 'vendor', title: intl.formatMessage({ id: 'orders.vendor' }) },
          { accessor: 'region_id', title: intl.formatMessage({ id: 'filter.region' }), render: (p) => regionCodes[p.region_id] },
          {
            accessor: 'free',
            title: intl.formatMessage({ id: 'vouchers.free' }),
            render: (p) => <Tag color={p.free === 0 ? 'red' : p.free < 10 ? 'orange' : 'green'}>{p.free}</Tag>,
          },
          { accessor: 'waiting_orders', title: intl.formatMessage({ id: 'vouchers.waiting' }) },
          {
            accessor: 'actions',
            title: intl.formatMessage({ id: 'orders.actions' }),
            render: (p) => (
              <Button
                size="compact-xs"
                variant="light"
                onClick={() => setTarget(p)}
                aria-label={`${intl.formatMessage({ id: 'vouchers.upload' })}: ${p.name}`}
              >
                <FormattedMessage id="vouchers.upload" />
              </Button>
            ),
          },
        ]}
      />
      <Modal
        closeButtonProps={{ 'aria-label': intl.formatMessage({ id: 'common.close' }) }}
        opened={target !== null}
        onClose={() => setTarget(null)}
        title={`${intl.formatMessage({ id: 'vouchers.upload' })}: ${target?.name ?? ''}`}
      >
        <Stack>
          <FileInput
            label={intl.formatMessage({ id: 'vouchers.file' })}
            accept=".csv,text/csv,text/plain"
            onChange={(file) => void file?.text().then(setText)}
            clearable
          />
          <Textarea
            label={intl.formatMessage({ id: 'vouchers.lines' })}
            description={intl.formatMessage({ id: 'vouchers.format' })}
            value={text}
            onChange={(e) => setText(e.currentTarget.value)}
            autosize
            minRows={4}
            ff="monospace"
          />
          <Text size="sm">
            <FormattedMessage id="vouchers.count" values={{ count }} />
          </Text>
          {upload.error ? (
            <Alert color="red" role="alert">
              {errorText(intl, upload.error)}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setTarget(null)}>
              <FormattedMessage id="common.cancel" />
            </Button>
            <Button onClick={() => target && upload.mutate(target)} disabled={count === 0} loading={upload.isPending}>
              <FormattedMessage id="vouchers.add" />
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
