// Orders (role fulfilment): filters by status, vendor and region; server-side paging and sorting; move one order or
// the selected ones (1 → 2 → 3, or 4 rejected / 5 failed with a note); CSV export of what the filters show.
import { useState } from 'react';
import { Alert, Button, Group, Modal, Select, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DataTable, type DataTableSortStatus } from 'mantine-datatable';
import { FormattedMessage, useIntl } from 'react-intl';
import type { StaffOrder, StaffOrderList } from '@club/contract/staff';
import { api, withQuery } from '../api';
import { ErrorAlert, PageTitle, errorText, regionCodes, regionOptions, useDate, Tag } from '../common';
import { MarketingDataButton } from './order-marketing';

const PAGE = 20;
const vendors = ['COMPACT', 'GIFT', 'FUEL', 'EDENRED', 'MARKETING'];
const statusColor: Record<number, string> = { 1: 'blue', 2: 'cyan', 3: 'green', 4: 'red', 5: 'gray' };
/** Where an order in each status may go. */
const next: Record<number, number[]> = { 1: [2, 3, 4, 5], 2: [3, 4, 5] };

interface Move {
  uuids: string[];
  status: number;
  label: string;
}

export function OrdersPage() {
  const intl = useIntl();
  const date = useDate();
  const client = useQueryClient();
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<string | null>('1');
  const [vendor, setVendor] = useState<string | null>(null);
  const [region, setRegion] = useState<string | null>(null);
  const [sort, setSort] = useState<DataTableSortStatus<StaffOrder>>({ columnAccessor: 'created_at', direction: 'desc' });
  const [selected, setSelected] = useState<StaffOrder[]>([]);
  const [move, setMove] = useState<Move | null>(null);
  const [note, setNote] = useState('');
  const filters = { status, vendor, region, sort: String(sort.columnAccessor), dir: sort.direction };
  const query = useQuery({
    queryKey: ['orders', page, filters],
    queryFn: () => api<StaffOrderList>('/admin/api/orders', { query: { page, limit: PAGE, ...filters } }),
    placeholderData: keepPreviousData,
  });
  const mutation = useMutation({
    mutationFn: async (m: Move) => {
      const body = { status: m.status, ...(note.trim() ? { note: note.trim() } : {}) };
      if (m.uuids.length === 1) {
        await api(`/admin/api/orders/${m.uuids[0]}/status`, { method: 'POST', body });
        return { failed: 0 };
      }
      const r = await api<{ results: { status: number | null }[] }>('/admin/api/orders/status', {
        method: 'POST',
        body: { ...body, uuids: m.uuids },
      });
      return { failed: r.results.filter((x) => x.status === null).length };
    },
    onSuccess: (r) => {
      notifications.show({
        withCloseButton: false,
        color: r.failed ? 'orange' : 'green',
        message: r.failed
          ? intl.formatMessage({ id: 'orders.someFailed' }, { count: r.failed })
          : intl.formatMessage({ id: 'orders.moved' }),
      });
      setMove(null);
      setNote('');
      setSelected([]);
      void client.invalidateQueries({ queryKey: ['orders'] });
    },
  });
  const statusName = (s: number) => intl.formatMessage({ id: `orderStatus.${s}` });
  const ask = (uuids: string[], to: number) => {
    mutation.reset();
    setMove({ uuids, status: to, label: intl.formatMessage({ id: `orders.to.${to}` }) });
  };
  const selectedStatuses = [...new Set(selected.map((o) => o.status))];
  const bulkTargets = selectedStatuses.length === 1 ? (next[selectedStatuses[0] ?? 0] ?? []) : [];
  const exportCsv = async () => {
    const csv = await api<string>('/admin/api/orders/export', { query: { status, vendor, region }, raw: true });
    const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = `orders-${new Date().toISOString().slice(0, 10)}.csv`;
    a.click();
    URL.revokeObjectURL(url);
  };

  return (
    <>
      <PageTitle id="orders.title">
        <Button
          variant="default"
          onClick={() => void exportCsv()}
          data-href={withQuery('/admin/api/orders/export', { status, vendor, region })}
        >
          <FormattedMessage id="orders.export" />
        </Button>
      </PageTitle>
      <Group mb="sm" align="end" wrap="wrap">
        <Select
          label={intl.formatMessage({ id: 'orders.status' })}
          placeholder={intl.formatMessage({ id: 'filter.all' })}
          data={[1, 2, 3, 4, 5].map((s) => ({ value: String(s), label: statusName(s) }))}
          value={status}
          onChange={(v) => {
            setStatus(v);
            setPage(1);
            setSelected([]);
          }}
          clearable
          w={170}
        />
        <Select
          label={intl.formatMessage({ id: 'orders.vendor' })}
          placeholder={intl.formatMessage({ id: 'filter.all' })}
          data={vendors}
          value={vendor}
          onChange={(v) => {
            setVendor(v);
            setPage(1);
          }}
          clearable
          w={170}
        />
        <Select
          label={intl.formatMessage({ id: 'filter.region' })}
          placeholder={intl.formatMessage({ id: 'filter.all' })}
          data={regionOptions}
          value={region}
          onChange={(v) => {
            setRegion(v);
            setPage(1);
          }}
          clearable
          w={130}
        />
      </Group>
      {selected.length > 0 ? (
        <Group mb="sm" gap="xs" role="group" aria-label={intl.formatMessage({ id: 'orders.bulk' })}>
          <Text size="sm">
            <FormattedMessage id="orders.selected" values={{ count: selected.length }} />
          </Text>
          {bulkTargets.map((to) => (
            <Button
              key={to}
              size="xs"
              variant="light"
              color={`${statusColor[to] ?? 'blue'}.9`}
              onClick={() =>
                ask(
                  selected.map((o) => o.uuid),
                  to,
                )
              }
            >
              {intl.formatMessage({ id: `orders.to.${to}` })}
            </Button>
          ))}
          {bulkTargets.length === 0 ? (
            <Text size="xs" c="gray.7">
              <FormattedMessage id="orders.bulkSameStatus" />
            </Text>
          ) : null}
        </Group>
      ) : null}
      <ErrorAlert error={query.error} />
      <DataTable<StaffOrder>
        withTableBorder
        striped
        minHeight={160}
        idAccessor="uuid"
        records={query.data?.data ?? []}
        fetching={query.isFetching}
        totalRecords={query.data?.meta.total ?? 0}
        recordsPerPage={PAGE}
        page={page}
        onPageChange={setPage}
        sortStatus={sort}
        onSortStatusChange={(s) => {
          setSort(s);
          setPage(1);
        }}
        selectedRecords={selected}
        onSelectedRecordsChange={setSelected}
        isRecordSelectable={(o) => o.status === 1 || o.status === 2}
        selectionCheckboxProps={{ 'aria-label': intl.formatMessage({ id: 'orders.selectOne' }) }}
        allRecordsSelectionCheckboxProps={{ 'aria-label': intl.formatMessage({ id: 'orders.selectAll' }) }}
        getRecordSelectionCheckboxProps={(o) => ({ 'aria-label': intl.formatMessage({ id: 'orders.select' }, { number: o.number }) })}
        noRecordsText={intl.formatMessage({ id: 'orders.empty' })}
        loadingText={intl.formatMessage({ id: 'common.loading' })}
        paginationText={({ from, to, totalRecords }) => intl.formatMessage({ id: 'table.range' }, { from, to, total: totalRecords })}
        getPaginationControlProps={(control) => ({ 'aria-label': intl.formatMessage({ id: `table.${control}` }) })}
        columns={[
          { accessor: 'number', title: intl.formatMessage({ id: 'orders.number' }), sortable: true },
          {
            accessor: 'status',
            title: intl.formatMessage({ id: 'orders.status' }),
            render: (o) => <Tag color={statusColor[o.status]}>{statusName(o.status)}</Tag>,
          },
          { accessor: 'vendor', title: intl.formatMessage({ id: 'orders.vendor' }) },
          { accessor: 'company.name', title: intl.formatMessage({ id: 'orders.company' }) },
          { accessor: 'region_id', title: intl.formatMessage({ id: 'filter.region' }), render: (o) => regionCodes[o.region_id] },
          {
            accessor: 'items',
            title: intl.formatMessage({ id: 'orders.items' }),
            render: (o) => (
              <>
                {o.items.map((i) => `${i.quantity} × ${i.name}`).join(', ')}
                <MarketingDataButton order={o} />
              </>
            ),
          },
          { accessor: 'points', title: intl.formatMessage({ id: 'orders.points' }), sortable: true, textAlign: 'right' },
          { accessor: 'created_at', title: intl.formatMessage({ id: 'orders.placed' }), sortable: true, render: (o) => date(o.created_at) },
          {
            accessor: 'actions',
            title: intl.formatMessage({ id: 'orders.actions' }),
            render: (o) => (
              <Group gap={4} wrap="nowrap">
                {(next[o.status] ?? []).map((to) => (
                  <Button
                    key={to}
                    size="compact-xs"
                    variant="light"
                    color={`${statusColor[to] ?? 'blue'}.9`}
                    onClick={() => ask([o.uuid], to)}
                    aria-label={`${intl.formatMessage({ id: `orders.to.${to}` })} ${o.number}`}
                  >
                    {intl.formatMessage({ id: `orders.to.${to}` })}
                  </Button>
                ))}
              </Group>
            ),
          },
        ]}
      />
      <Modal
        closeButtonProps={{ 'aria-label': intl.formatMessage({ id: 'common.close' }) }}
        opened={move !== null}
        onClose={() => setMove(null)}
        title={move?.label ?? ''}
      >
        <Stack>
          <Text size="sm">
            <FormattedMessage
              id="orders.confirm"
              values={{ count: move?.uuids.length ?? 0, status: move ? statusName(move.status) : '' }}
            />
          </Text>
          <Textarea
            label={intl.formatMessage({ id: move && move.status >= 4 ? 'orders.noteRequired' : 'orders.note' })}
            value={note}
            onChange={(e) => setNote(e.currentTarget.value)}
            autosize
            minRows={2}
            required={!!move && move.status >= 4}
          />
          {mutation.error ? (
            <Alert color="red" role="alert">
              {errorText(intl, mutation.error)}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setMove(null)}>
              <FormattedMessage id="common.cancel" />
            </Button>
            <Button
              onClick={() => move && mutation.mutate(move)}
              loading={mutation.isPending}
              disabled={!!move && move.status >= 4 && !note.trim()}
              color={move ? statusColor[move.status] : undefined}
            >
              <FormattedMessage id="common.confirm" />
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
