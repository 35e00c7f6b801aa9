// Support tickets (role support): every company's tickets, open ones first by default; filter by status (working-areas
// §4: 1 open, 2 in progress, 3 resolved); server-side paging and sorting. A ticket opens its conversation.
import { useState } from 'react';
import { Anchor, Group, Select, Text } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { DataTable, type DataTableSortStatus } from 'mantine-datatable';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { StaffTicket, StaffTicketList } from '@club/contract/staff-support';
import { api } from '../api';
import { ErrorAlert, PageTitle, Tag, regionCodes, useDate } from '../common';

const PAGE = 20;
export const ticketStatusColor: Record<number, string> = { 1: 'blue', 2: 'yellow', 3: 'green' };

export function SupportPage() {
  const intl = useIntl();
  const date = useDate();
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<string | null>('1');
  const [sort, setSort] = useState<DataTableSortStatus<StaffTicket>>({ columnAccessor: 'updated_at', direction: 'desc' });
  const query = useQuery({
    queryKey: ['support', page, status, sort],
    queryFn: () =>
      api<StaffTicketList>('/admin/api/support', {
        query: { page, limit: PAGE, status, sort: String(sort.columnAccessor), dir: sort.direction },
      }),
    placeholderData: keepPreviousData,
  });
  const statusName = (s: number) => intl.formatMessage({ id: `ticketStatus.${s}` });
  return (
    <>
      <PageTitle id="support.title" />
      <Group mb="sm">
        <Select
          label={intl.formatMessage({ id: 'support.status' })}
          placeholder={intl.formatMessage({ id: 'filter.all' })}
          data={[1, 2, 3].map((s) => ({ value: String(s), label: statusName(s) }))}
          value={status}
          onChange={(v) => {
            setStatus(v);
            setPage(1);
          }}
          clearable
          w={180}
        />
      </Group>
      <ErrorAlert error={query.error} />
      <DataTable<StaffTicket>
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
        noRecordsText={intl.formatMessage({ id: 'support.empty' })}
        loadingText={intl.formatMessage({ id: 'common.loading' })}
        paginationText={({ from, to, totalRecords }) => intl.formatMessage({ id: 'table.range' }, { from, to, total: totalRecords })}
        getPaginationControlProps={(control) => ({ 'aria-label': intl.formatMessage({ id: `table.${control}` }) })}
        columns={[
          {
            accessor: 'title',
            title: intl.formatMessage({ id: 'support.subject' }),
            render: (r) => (
              <Anchor component={Link} to={`/support/${r.uuid}`}>
                {r.title}
              </Anchor>
            ),
          },
          {
            accessor: 'status',
            title: intl.formatMessage({ id: 'support.status' }),
            render: (r) => <Tag color={ticketStatusColor[r.status]}>{statusName(r.status)}</Tag>,
          },
          { accessor: 'company.name', title: intl.formatMessage({ id: 'support.company' }) },
          {
            accessor: 'company.region_id',
            title: intl.formatMessage({ id: 'filter.region' }),
            render: (r) => regionCodes[r.company.region_id],
          },
          {
            accessor: 'last_sender',
            title: intl.formatMessage({ id: 'support.lastWord' }),
            render: (r) => (
              <Text size="sm" fw={r.last_sender === 'installer' && r.status !== 3 ? 600 : undefined}>
                {intl.formatMessage({ id: r.last_sender === 'admin' ? 'support.lastStaff' : 'support.lastMember' })} ({r.messages})
              </Text>
            ),
          },
          {
            accessor: 'updated_at',
            title: intl.formatMessage({ id: 'support.updated' }),
            sortable: true,
            render: (r) => date(r.updated_at),
          },
          {
            accessor: 'created_at',
            title: intl.formatMessage({ id: 'support.created' }),
            sortable: true,
            render: (r) => date(r.created_at),
          },
        ]}
      />
    </>
  );
}
