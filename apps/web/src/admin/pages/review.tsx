// The review queue (role review): projects in review, oldest survey first; server-side paging and sorting.
import { useState } from 'react';
import { Anchor, Group, Select } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { DataTable, type DataTableSortStatus } from 'mantine-datatable';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { ReviewItem, ReviewList } from '@club/contract/staff';
import { api } from '../api';
import { ErrorAlert, PageTitle, regionCodes, regionOptions, useDate } from '../common';

const PAGE = 20;

export function ReviewPage() {
  const intl = useIntl();
  const date = useDate();
  const [page, setPage] = useState(1);
  const [region, setRegion] = useState<string | null>(null);
  const [sort, setSort] = useState<DataTableSortStatus<ReviewItem>>({ columnAccessor: 'surveyed_at', direction: 'asc' });
  const query = useQuery({
    queryKey: ['review', page, region, sort],
    queryFn: () =>
      api<ReviewList>('/admin/api/review', {
        query: { page, limit: PAGE, region, sort: String(sort.columnAccessor), dir: sort.direction },
      }),
    placeholderData: keepPreviousData,
  });
  return (
    <>
      <PageTitle id="review.title" />
      <Group mb="sm">
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
          w={160}
        />
      </Group>
      <ErrorAlert error={query.error} />
      <DataTable<ReviewItem>
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
        noRecordsText={intl.formatMessage({ id: 'review.empty' })}
        loadingText={intl.formatMessage({ id: 'common.loading' })}
        paginationText={({ from, to, totalRecords }) => intl.formatMessage({ id: 'table.range' }, { from, to, total: totalRecords })}
        getPaginationControlProps={(control) => ({ 'aria-label': intl.formatMessage({ id: `table.${control}` }) })}
        columns={[
          {
            accessor: 'name',
            title: intl.formatMessage({ id: 'review.project' }),
            render: (r) => (
              <Anchor component={Link} to={`/review/${r.uuid}`}>
                {r.name}, {r.street_name}
              </Anchor>
            ),
          },
          { accessor: 'company.name', title: intl.formatMessage({ id: 'review.company' }) },
          {
            accessor: 'company.region_id',
            title: intl.formatMessage({ id: 'filter.region' }),
            render: (r) => regionCodes[r.company.region_id],
          },
          {
            accessor: 'scans_in_review',
            title: intl.formatMessage({ id: 'review.inReview' }),
            render: (r) => `${r.scans_in_review} / ${r.scans_total}`,
          },
          {
            accessor: 'surveyed_at',
            title: intl.formatMessage({ id: 'review.surveyedAt' }),
            sortable: true,
            render: (r) => date(r.surveyed_at),
          },
          {
            accessor: 'created_at',
            title: intl.formatMessage({ id: 'review.createdAt' }),
            sortable: true,
            render: (r) => date(r.created_at),
          },
        ]}
      />
    </>
  );
}
