// Staff accounts (admins): invite with roles, change roles, deactivate (which signs the person out at once).
import { useState } from 'react';
import { Alert, Button, Checkbox, Group, Modal, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DataTable } from 'mantine-datatable';
import { FormattedMessage, useIntl } from 'react-intl';
import { staffRoles, type StaffRole, type StaffUser, type StaffUserList } from '@club/contract/staff';
import { api } from '../api';
import { ErrorAlert, PageTitle, errorText, useDate, Tag } from '../common';

const PAGE = 20;

export function StaffPage() {
  const intl = useIntl();
  const date = useDate();
  const client = useQueryClient();
  const [page, setPage] = useState(1);
  const [inviting, setInviting] = useState(false);
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [roles, setRoles] = useState<StaffRole[]>([]);
  const list = useQuery({
    queryKey: ['staff', page],
    queryFn: () => api<StaffUserList>('/admin/api/staff', { query: { page, limit: PAGE } }),
    placeholderData: keepPreviousData,
  });
  const invite = useMutation({
    mutationFn: () => api<StaffUser>('/admin/api/staff', { method: 'POST', body: { email, name, roles } }),
    onSuccess: (u) => {
      notifications.show({
        withCloseButton: false,
        color: 'green',
        message: intl.formatMessage({ id: 'staff.invited' }, { email: u.email }),
      });
      setInviting(false);
      setEmail('');
      setName('');
      setRoles([]);
      void client.invalidateQueries({ queryKey: ['staff'] });
    },
  });
  const toggle = useMutation({
    mutationFn: (u: StaffUser) => api<StaffUser>(`/admin/api/staff/${u.uuid}`, { method: 'PATCH', body: { active: !u.active } }),
    onSuccess: () => void client.invalidateQueries({ queryKey: ['staff'] }),
    onError: (err) => notifications.show({ withCloseButton: false, color: 'red', message: errorText(intl, err) }),
  });
  const roleName = (r: string) => intl.formatMessage({ id: `role.${r}` });
  return (
    <>
      <PageTitle id="staff.title">
        <Button
          onClick={() => {
            invite.reset();
            setInviting(true);
          }}
        >
          <FormattedMessage id="staff.invite" />
        </Button>
      </PageTitle>
      <ErrorAlert error={list.error} />
      <DataTable<StaffUser>
        withTableBorder
        striped
        minHeight={160}
        idAccessor="uuid"
        records={list.data?.data ?? []}
        fetching={list.isFetching}
        totalRecords={list.data?.meta.total ?? 0}
        recordsPerPage={PAGE}
        page={page}
        onPageChange={setPage}
        noRecordsText={intl.formatMessage({ id: 'staff.empty' })}
        loadingText={intl.formatMessage({ id: 'common.loading' })}
        paginationText={({ from, to, totalRecords }) => intl.formatMessage({ id: 'table.range' }, { from, to, total: totalRecords })}
        getPaginationControlProps={(control) => ({ 'aria-label': intl.formatMessage({ id: `table.${control}` }) })}
        columns={[
          { accessor: 'email', title: intl.formatMessage({ id: 'login.email' }) },
          { accessor: 'name', title: intl.formatMessage({ id: 'staff.name' }) },
          { accessor: 'roles', title: intl.formatMessage({ id: 'staff.roles' }), render: (u) => u.roles.map(roleName).join(', ') },
          {
            accessor: 'active',
            title: intl.formatMessage({ id: 'companies.active' }),
            render: (u) => (
              <Tag color={u.active ? 'green' : 'gray'}>
                {intl.formatMessage({ id: u.active ? 'companies.active' : 'companies.inactive' })}
              </Tag>
            ),
          },
          { accessor: 'last_login_at', title: intl.formatMessage({ id: 'staff.lastLogin' }), render: (u) => date(u.last_login_at) },
          {
            accessor: 'actions',
            title: intl.formatMessage({ id: 'orders.actions' }),
            render: (u) => (
              <Button
                size="compact-xs"
                variant="light"
                color={u.active ? 'red' : 'green'}
                onClick={() => toggle.mutate(u)}
                aria-label={`${intl.formatMessage({ id: u.active ? 'companies.deactivate' : 'companies.activate' })} ${u.email}`}
              >
                <FormattedMessage id={u.active ? 'companies.deactivate' : 'companies.activate'} />
              </Button>
            ),
          },
        ]}
      />
      <Modal
        closeButtonProps={{ 'aria-label': intl.formatMessage({ id: 'common.close' }) }}
        opened={inviting}
        onClose={() => setInviting(false)}
        title={intl.formatMessage({ id: 'staff.invite' })}
      >
        <form
          onSubmit={(e) => {
            e.preventDefault();
            invite.mutate();
          }}
        >
          <Stack>
            <TextInput
              type="email"
              label={intl.formatMessage({ id: 'login.email' })}
              value={email}
              onChange={(e) => setEmail(e.currentTarget.value)}
              required
            />
            <TextInput
              label={intl.formatMessage({ id: 'staff.name' })}
              value={name}
              onChange={(e) => setName(e.currentTarget.value)}
              required
            />
            <Checkbox.Group
              label={intl.formatMessage({ id: 'staff.roles' })}
              value={roles}
              onChange={(v) => setRoles(v as StaffRole[])}
              required
            >
              <Stack gap={6} mt={6}>
                {staffRoles.map((r) => (
                  <Checkbox key={r} value={r} label={roleName(r)} />
                ))}
              </Stack>
            </Checkbox.Group>
            {invite.error ? (
              <Alert color="red" role="alert">
                {errorText(intl, invite.error)}
              </Alert>
            ) : null}
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setInviting(false)}>
                <FormattedMessage id="common.cancel" />
              </Button>
              <Button type="submit" loading={invite.isPending} disabled={roles.length === 0}>
                <FormattedMessage id="staff.send" />
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  );
}
