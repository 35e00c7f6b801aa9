// Content items (content role, admins): news, heroes, videos, banners, resources and shop teasers of every region in
// any state, filtered and paged on the server; a row opens the editor, "New item" a blank one.
import { useState } from 'react';
import { Button, Group, SimpleGrid, Select, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { DataTable } from 'mantine-datatable';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router';
import { contentStates, type StaffContent, type StaffContentList } from '@club/contract/staff-catalogue';
import { api } from '../api';
import { ErrorAlert, PageTitle, Tag, regionCodes, regionOptions, useDate } from '../common';
import { contentTypeOptions, languageName, languageOptions } from '../catalogue-common';

const PAGE = 20;
export const stateColor = { live: 'green', scheduled: 'blue', ended: 'gray', off: 'red' } as const;

export function ContentPage() {
  const intl = useIntl();
  const date = useDate();
  const navigate = useNavigate();
  const [page, setPage] = useState(1);
  const [type, setType] = useState<string | null>(null);
  const [region, setRegion] = useState<string | null>(null);
  const [language, setLanguage] = useState<string | null>(null);
  const [state, setState] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 300);
  const filters = { type, region, language, state, q };
  const list = useQuery({
    queryKey: ['content', 'list', filters, page],
    queryFn: () => api<StaffContentList>('/admin/api/content', { query: { ...filters, page, limit: PAGE } }),
    placeholderData: keepPreviousData,
  });
  const reset = (set: (v: string | null) => void) => (v: string | null) => {
    set(v);
    setPage(1);
  };
  return (
    <>
      <PageTitle id="content.title">
        <Button component={Link} to="/content/new">
          <FormattedMessage id="content.new" />
        </Button>
      </PageTitle>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }} mb="md">
        <Select
          label={intl.formatMessage({ id: 'content.type' })}
          placeholder={intl.formatMessage({ id: 'filter.all' })}
          data={contentTypeOptions(intl)}
          value={type}
          onChange={reset(setType)}
          clearable
        />
        <Select
          label={intl.formatMessage({ id: 'filter.region' })}
          placeholder={intl.formatMessage({ id: 'filter.all' })}
          data={regionOptions}
          value={region}
          onChange={reset(setRegion)}
          clearable
        />
        <Select
          label={intl.formatMessage({ id: 'content.language' })}
          placeholder={intl.formatMessage({ id: 'filter.all' })}
          data={languageOptions}
          value={language}
          onChange={reset(setLanguage)}
          clearable
        />
        <Select
          label={intl.formatMessage({ id: 'content.state' })}
          placeholder={intl.formatMessage({ id: 'filter.all' })}
          data={contentStates.map((s) => ({ value: s, label: intl.formatMessage({ id: `content.state.${s}` }) }))}
          value={state}
          onChange={reset(setState)}
          clearable
        />
        <TextInput
          label={intl.formatMessage({ id: 'content.searchTitle' })}
          value={search}
          onChange={(e) => {
            setSearch(e.currentTarget.value);
            setPage(1);
          }}
        />
      </SimpleGrid>
      <ErrorAlert error={list.error} />
      <DataTable<StaffContent>
        withTableBorder
        striped
        highlightOnHover
        minHeight={160}
        idAccessor="uuid"
        records={list.data?.data ?? []}
        fetching={list.isFetching}
        totalRecords={list.data?.meta.total ?? 0}
        recordsPerPage={PAGE}
        page={page}
        onPageChange={setPage}
        onRowClick={({ record }) => void navigate(`/content/${record.uuid}`)}
        noRecordsText={intl.formatMessage({ id: 'content.empty' })}
        loadingText={intl.formatMessage({ id: 'common.loading' })}
        paginationText={({ from, to, totalRecords }) => intl.formatMessage({ id: 'table.range' }, { from, to, total: totalRecords })}
        getPaginationControlProps={(control) => ({ 'aria-label': intl.formatMessage({ id: `table.${control}` }) })}
        columns={[
          {
            accessor: 'title',
            title: intl.formatMessage({ id: 'content.titleField' }),
            render: (c) => (
              <a
                href={`/admin/content/${c.uuid}`}
                onClick={(e) => {
                  e.preventDefault();
                  void navigate(`/content/${c.uuid}`);
                }}
              >
                {c.content.title || '—'}
              </a>
            ),
          },
          {
            accessor: 'type',
            title: intl.formatMessage({ id: 'content.type' }),
            render: (c) => intl.formatMessage({ id: `contentType.${c.type}` }),
            visibleMediaQuery: (theme) => `(min-width: ${theme.breakpoints.sm})`,
          },
          {
            accessor: 'region_id',
            title: intl.formatMessage({ id: 'filter.region' }),
            render: (c) => `${regionCodes[c.region_id]} · ${languageName(c.language_id)}`,
          },
          {
            accessor: 'target_role',
            title: intl.formatMessage({ id: 'content.target' }),
            render: (c) => intl.formatMessage({ id: `content.target.${c.target_role ?? 'all'}` }),
            visibleMediaQuery: (theme) => `(min-width: ${theme.breakpoints.md})`,
          },
          {
            accessor: 'published_from',
            title: intl.formatMessage({ id: 'content.from' }),
            render: (c) => date(c.published_from),
            visibleMediaQuery: (theme) => `(min-width: ${theme.breakpoints.sm})`,
          },
          {
            accessor: 'state',
            title: intl.formatMessage({ id: 'content.state' }),
            // Room for the longest state's badge (Mantine truncates a squeezed badge).
            width: 130,
            render: (c) => (
              <Group gap={4}>
                <Tag color={stateColor[c.state]}>{intl.formatMessage({ id: `content.state.${c.state}` })}</Tag>
                {c.sticky ? <Tag color="violet">{intl.formatMessage({ id: 'content.sticky' })}</Tag> : null}
              </Group>
            ),
          },
        ]}
      />
    </>
  );
}
