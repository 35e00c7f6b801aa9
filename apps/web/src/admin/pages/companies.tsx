// Companies and users: search (name, a user's name, email or phone), region filter, server-side paging and sorting;
// per company: open its view (companies/:uuid), adjust points with a mandatory reason and deactivate (admins); per
// user: view the portal as them (support), end their sessions (support), deactivate (admins).
import { useState } from 'react';
import { Alert, Button, Group, Menu, Modal, NumberInput, Select, Stack, Table, Text, TextInput, Textarea } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DataTable, type DataTableSortStatus } from 'mantine-datatable';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { StaffCompany, StaffCompanyList } from '@club/contract/staff';
import { api } from '../api';
import { ErrorAlert, PageTitle, errorText, regionCodes, regionOptions, useDate, Tag } from '../common';
import { may, useMe } from '../me';
import { CompanyActiveButton } from './company-active';

const PAGE = 20;
type User = StaffCompany['users'][number];

export function CompaniesPage() {
  const intl = useIntl();
  const date = useDate();
  const client = useQueryClient();
  const me = useMe();
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search, 300);
  const [region, setRegion] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<DataTableSortStatus<StaffCompany>>({ columnAccessor: 'created_at', direction: 'desc' });
  const [adjusting, setAdjusting] = useState<StaffCompany | null>(null);
  const [amount, setAmount] = useState<number | string>('');
  const [reason, setReason] = useState('');
  const query = useQuery({
    queryKey: ['companies', page, q, region, sort],
    queryFn: () =>
      api<StaffCompanyList>('/admin/api/companies', {
        query: { page, limit: PAGE, q, region, sort: String(sort.columnAccessor), dir: sort.direction },
      }),
    placeholderData: keepPreviousData,
  });
  const adjust = useMutation({
    mutationFn: (c: StaffCompany) =>
      api<{ balance: number }>(`/admin/api/companies/${c.uuid}/points`, { method: 'POST', body: { amount: Number(amount), reason } }),
    onSuccess: (r) => {
      notifications.show({ withCloseButton: false, color: 'green', message: intl.formatMessage({ id: 'companies.adjusted' }, r) });
      setAdjusting(null);
      setAmount('');
      setReason('');
      void client.invalidateQueries({ queryKey: ['companies'] });
    },
  });
  const act = useMutation({
    mutationFn: async ({ user, what }: { user: User; what: 'view' | 'end' | 'deactivate' | 'activate' }) => {
      if (what === 'view') {
        const { url } = await api<{ url: string }>('/admin/api/emulation', { method: 'POST', body: { user_uuid: user.uuid } });
        window.open(url, '_blank', 'noopener');
        return 'companies.viewOpened';
      }
      if (what === 'end') {
        await api(`/admin/api/users/${user.uuid}/sessions/end`, { method: 'POST' });
        return 'companies.sessionsEnded';
      }
      await api(`/admin/api/users/${user.uuid}/active`, { method: 'POST', body: { active: what === 'activate' } });
      return what === 'activate' ? 'companies.activated' : 'companies.deactivated';
    },
    onSuccess: (id) => {
      notifications.show({ withCloseButton: false, color: 'green', message: intl.formatMessage({ id }) });
      void client.invalidateQueries({ queryKey: ['companies'] });
    },
    onError: (err) => notifications.show({ withCloseButton: false, color: 'red', message: errorText(intl, err) }),
  });
  const isAdmin = !!me.data?.roles.includes('admin');
  const isSupport = may(me.data, 'support');
  const canView = may(me.data, 'review', 'fulfilment', 'support');

  const usersOf = (c: StaffCompany) => (
    <Table.ScrollContainer minWidth={560}>
      <Table withTableBorder>
        <Table.Tbody>
          {c.users.map((u) => (
            <Table.Tr key={u.uuid}>
              <Table.Td>{u.name}</Table.Td>
              <Table.Td>{u.email ?? u.phone ?? '—'}</Table.Td>
              <Table.Td>{intl.formatMessage({ id: `userRole.${u.role}`, defaultMessage: String(u.role) })}</Table.Td>
              <Table.Td>
                <Tag color={u.active === 1 ? 'green' : 'gray'}>
                  {intl.formatMessage({ id: u.active === 1 ? 'companies.active' : 'companies.inactive' })}
                </Tag>
              </Table.Td>
              <Table.Td>
                <Group gap={4} wrap="nowrap">
                  {isSupport && u.active === 1 ? (
                    <Button
                      size="compact-xs"
                      variant="light"
                      onClick={() => act.mutate({ user: u, what: 'view' })}
                      aria-label={`${intl.formatMessage({ id: 'companies.viewAs' })} ${u.name}`}
                    >
                      <FormattedMessage id="companies.viewAs" />
                    </Button>
                  ) : null}
                  <Menu position="bottom-end">
                    <Menu.Target>
                      <Button size="compact-xs" variant="default" aria-label={`${intl.formatMessage({ id: 'companies.more' })} ${u.name}`}>
                        …
                      </Button>
                    </Menu.Target>
                    <Menu.Dropdown>
                      {isSupport ? (
                        <Menu.Item onClick={() => act.mutate({ user: u, what: 'end' })}>
                          <FormattedMessage id="companies.endSessions" />
                        </Menu.Item>
                      ) : null}
                      {isAdmin ? (
                        <Menu.Item
                          color={u.active === 1 ? 'red' : undefined}
                          onClick={() => act.mutate({ user: u, what: u.active === 1 ? 'deactivate' : 'activate' })}
                        >
                          <FormattedMessage id={u.active === 1 ? 'companies.deactivate' : 'companies.activate'} />
                        </Menu.Item>
                      ) : null}
                    </Menu.Dropdown>
                  </Menu>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );

  return (
    <>
      <PageTitle id="companies.title" />
      <Group mb="sm" align="end" wrap="wrap">
        <TextInput
          label={intl.formatMessage({ id: 'companies.search' })}
          value={search}
          onChange={(e) => {
            setSearch(e.currentTarget.value);
            setPage(1);
          }}
          w={260}
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
      <ErrorAlert error={query.error} />
      <DataTable<StaffCompany>
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
        rowExpansion={{ content: ({ record }) => usersOf(record), allowMultiple: true }}
        noRecordsText={intl.formatMessage({ id: 'companies.empty' })}
        loadingText={intl.formatMessage({ id: 'common.loading' })}
        paginationText={({ from, to, totalRecords }) => intl.formatMessage({ id: 'table.range' }, { from, to, total: totalRecords })}
        getPaginationControlProps={(control) => ({ 'aria-label': intl.formatMessage({ id: `table.${control}` }) })}
        columns={[
          { accessor: 'name', title: intl.formatMessage({ id: 'companies.name' }), sortable: true },
          {
            accessor: 'active',
            title: intl.formatMessage({ id: 'company.status' }),
            // A squeezed column would cut the badge's text (360 px).
            cellsStyle: () => ({ minWidth: 120 }),
            render: (c) => (
              <Tag color={c.active === 1 ? 'green' : 'gray'}>
                {intl.formatMessage({ id: c.active === 1 ? 'companies.active' : 'companies.inactive' })}
              </Tag>
            ),
          },
          { accessor: 'region_id', title: intl.formatMessage({ id: 'filter.region' }), render: (c) => regionCodes[c.region_id] },
          { accessor: 'users', title: intl.formatMessage({ id: 'companies.users' }), render: (c) => c.users.length },
          { accessor: 'balance', title: intl.formatMessage({ id: 'companies.balance' }), textAlign: 'right' },
          {
            accessor: 'created_at',
            title: intl.formatMessage({ id: 'companies.created' }),
            sortable: true,
            render: (c) => date(c.created_at),
          },
          {
            accessor: 'actions',
            title: intl.formatMessage({ id: 'orders.actions' }),
            render: (c) => (
              <Group gap={4} wrap="nowrap">
                {canView ? (
                  <Button
                    component={Link}
                    to={`/companies/${c.uuid}`}
                    size="compact-xs"
                    variant="light"
                    onClick={(e) => e.stopPropagation()}
                    aria-label={`${intl.formatMessage({ id: 'company.open' })}: ${c.name}`}
                  >
                    <FormattedMessage id="company.open" />
                  </Button>
                ) : null}
                {isAdmin ? (
                  <>
                    <Button
                      size="compact-xs"
                      variant="light"
                      onClick={(e) => {
                        e.stopPropagation();
                        adjust.reset();
                        setAdjusting(c);
                      }}
                      aria-label={`${intl.formatMessage({ id: 'companies.adjust' })}: ${c.name}`}
                    >
                      <FormattedMessage id="companies.adjust" />
                    </Button>
                    <CompanyActiveButton company={c} />
                  </>
                ) : null}
              </Group>
            ),
          },
        ]}
      />
      <Text size="xs" c="gray.7" mt="xs">
        <FormattedMessage id="companies.expandHint" />
      </Text>
      <Modal
        closeButtonProps={{ 'aria-label': intl.formatMessage({ id: 'common.close' }) }}
        opened={adjusting !== null}
        onClose={() => setAdjusting(null)}
        title={`${intl.formatMessage({ id: 'companies.adjust' })}: ${adjusting?.name ?? ''}`}
      >
        <Stack>
          <Text size="sm">
            <FormattedMessage id="companies.balanceNow" values={{ balance: adjusting?.balance ?? 0 }} />
          </Text>
          <NumberInput
            label={intl.formatMessage({ id: 'companies.amount' })}
            description={intl.formatMessage({ id: 'companies.amountHint' })}
            value={amount}
            onChange={setAmount}
            allowDecimal={false}
            required
          />
          <Textarea
            label={intl.formatMessage({ id: 'companies.reason' })}
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
            required
            minRows={2}
            autosize
          />
          {adjust.error ? (
            <Alert color="red" role="alert">
              {errorText(intl, adjust.error)}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setAdjusting(null)}>
              <FormattedMessage id="common.cancel" />
            </Button>
            <Button
              onClick={() => adjusting && adjust.mutate(adjusting)}
              loading={adjust.isPending}
              disabled={!amount || Number(amount) === 0 || reason.trim().length < 3}
            >
              <FormattedMessage id="common.confirm" />
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
