// The audit log (admins): every staff write, newest first; search by who, what or the object; before/after shown.
import { useState } from 'react';
import { Code, Group, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { DataTable, type DataTableSortStatus } from 'mantine-datatable';
import { useIntl } from 'react-intl';
import type { AuditEntry, AuditList } from '@club/contract/staff';
import { api } from '../api';
import { ErrorAlert, PageTitle, useDate } from '../common';

const PAGE = 25;

export function AuditPage() {
  const intl = useIntl();
  const date = useDate();
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search, 300);
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<DataTableSortStatus<AuditEntry>>({ columnAccessor: 'created_at', direction: 'desc' });
  const query = useQuery({
    queryKey: ['audit', page, q, sort],
    queryFn: () => api<AuditList>('/admin/api/audit', { query: { page, limit: PAGE, q, sort: 'created_at', dir: sort.direction } }),
    placeholderData: keepPreviousData,
  });
  return (
    <>
      <PageTitle id="audit.title" />
      <Group mb="sm">
        <TextInput
          label={intl.formatMessage({ id: 'audit.search' })}
          value={search}
          onChange={(e) => {
            setSearch(e.currentTarget.value);
            setPage(1);
          }}
          w={300}
        />
      </Group>
      <ErrorAlert error={query.error} />
      <DataTable<AuditEntry>
        withTableBorder
        striped
        minHeight={160}
        idAccessor="id"
        records={query.data?.data ?? []}
        fetching={query.isFetching}
        totalRecords={query.data?.meta.total ?? 0}
        recordsPerPage={PAGE}
        page={page}
        onPageChange={setPage}
        sortStatus={sort}
        onSortStatusChange={setSort}
        noRecordsText={intl.formatMessage({ id: 'audit.empty' })}
        loadingText={intl.formatMessage({ id: 'common.loading' })}
        paginationText={({ from, to, totalRecords }) => intl.formatMessage({ id: 'table.range' }, { from, to, total: totalRecords })}
        getPaginationControlProps={(control) => ({ 'aria-label': intl.formatMessage({ id: `table.${control}` }) })}
        rowExpansion={{
          content: ({ record }) => (
            <Code block>{JSON.stringify({ before: record.before, after: record.after, ip: record.ip }, null, 2)}</Code>
          ),
        }}
        columns={[
          { accessor: 'created_at', title: intl.formatMessage({ id: 'audit.when' }), sortable: true, render: (r) => date(r.created_at) },
          { accessor: 'staff_email', title: intl.formatMessage({ id: 'audit.who' }) },
          {
            accessor: 'staff_role',
            title: intl.formatMessage({ id: 'audit.role' }),
            render: (r) => intl.formatMessage({ id: `role.${r.staff_role}`, defaultMessage: r.staff_role }),
          },
          {
            accessor: 'action',
            title: intl.formatMessage({ id: 'audit.action' }),
            render: (r) => intl.formatMessage({ id: `action.${r.action}`, defaultMessage: r.action }),
          },
          {
            accessor: 'entity_id',
            title: intl.formatMessage({ id: 'audit.object' }),
            render: (r) => `${r.entity_type} ${r.entity_id ?? ''}`,
          },
        ]}
      />
    </>
  );
}
