// Broadcasts (admins): a notification (info / warning / important) to every user of a region, of a role, or of one
// company, optionally by email; the server writes it in batches through the job runner.
import { useState } from 'react';
import { Alert, Button, Checkbox, Group, Paper, Select, SimpleGrid, Stack, TextInput, Textarea, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DataTable } from 'mantine-datatable';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Broadcast } from '@club/contract/staff';
import type { PageMeta } from '@club/contract/common';
import { api } from '../api';
import { ErrorAlert, PageTitle, errorText, regionCodes, regionOptions, useDate, Tag } from '../common';

const PAGE = 20;

export function BroadcastsPage() {
  const intl = useIntl();
  const date = useDate();
  const client = useQueryClient();
  const [page, setPage] = useState(1);
  const [type, setType] = useState<string | null>('info');
  const [title, setTitle] = useState('');
  const [text, setText] = useState('');
  const [region, setRegion] = useState<string | null>(null);
  const [role, setRole] = useState<string | null>(null);
  const [company, setCompany] = useState('');
  const [email, setEmail] = useState(false);
  const list = useQuery({
    queryKey: ['broadcasts', page],
    queryFn: () => api<{ data: Broadcast[]; meta: PageMeta }>('/admin/api/broadcasts', { query: { page, limit: PAGE } }),
    placeholderData: keepPreviousData,
    refetchInterval: 15_000,
  });
  const send = useMutation({
    mutationFn: () =>
      api<Broadcast>('/admin/api/broadcasts', {
        method: 'POST',
        body: {
          type,
          title,
          text,
          email,
          ...(region ? { region: Number(region) } : {}),
          ...(role ? { role: Number(role) } : {}),
          ...(company.trim() ? { company_uuid: company.trim() } : {}),
        },
      }),
    onSuccess: () => {
      notifications.show({ withCloseButton: false, color: 'green', message: intl.formatMessage({ id: 'broadcasts.queued' }) });
      setTitle('');
      setText('');
      void client.invalidateQueries({ queryKey: ['broadcasts'] });
    },
  });
  const noAudience = !region && !role && !company.trim();
  return (
    <>
      <PageTitle id="broadcasts.title" />
      <Paper withBorder p="md" mb="lg">
        <Title order={3} fz="md" mb="sm">
          <FormattedMessage id="broadcasts.new" />
        </Title>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            send.mutate();
          }}
        >
          <Stack>
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <Select
                label={intl.formatMessage({ id: 'broadcasts.type' })}
                data={['info', 'warning', 'important'].map((v) => ({
                  value: v,
                  label: intl.formatMessage({ id: `broadcasts.type.${v}` }),
                }))}
                value={type}
                onChange={setType}
                allowDeselect={false}
              />
              <Select
                label={intl.formatMessage({ id: 'filter.region' })}
                placeholder={intl.formatMessage({ id: 'filter.all' })}
                data={regionOptions}
                value={region}
                onChange={setRegion}
                clearable
              />
              <Select
                label={intl.formatMessage({ id: 'broadcasts.role' })}
                placeholder={intl.formatMessage({ id: 'filter.all' })}
                data={[3, 4, 7, 8].map((r) => ({ value: String(r), label: intl.formatMessage({ id: `userRole.${r}` }) }))}
                value={role}
                onChange={setRole}
                clearable
              />
            </SimpleGrid>
            <TextInput
              label={intl.formatMessage({ id: 'broadcasts.company' })}
              description={intl.formatMessage({ id: 'broadcasts.companyHint' })}
              styles={{ description: { color: 'var(--mantine-color-gray-8)' } }}
              value={company}
              onChange={(e) => setCompany(e.currentTarget.value)}
            />
            <TextInput
              label={intl.formatMessage({ id: 'broadcasts.subject' })}
              value={title}
              onChange={(e) => setTitle(e.currentTarget.value)}
              required
              maxLength={200}
            />
            <Textarea
              label={intl.formatMessage({ id: 'broadcasts.text' })}
              value={text}
              onChange={(e) => setText(e.currentTarget.value)}
              required
              autosize
              minRows={3}
              maxLength={2000}
            />
            <Checkbox
              label={intl.formatMessage({ id: 'broadcasts.email' })}
              checked={email}
              onChange={(e) => setEmail(e.currentTarget.checked)}
            />
            {noAudience ? (
              <Alert color="blue" styles={{ message: { color: 'var(--mantine-color-text)' } }}>
                <FormattedMessage id="broadcasts.chooseAudience" />
              </Alert>
            ) : null}
            {send.error ? (
              <Alert color="red" role="alert">
                {errorText(intl, send.error)}
              </Alert>
            ) : null}
            <Group justify="flex-end">
              <Button type="submit" loading={send.isPending} disabled={noAudience || !title.trim() || !text.trim()}>
                <FormattedMessage id="broadcasts.send" />
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
      <ErrorAlert error={list.error} />
      <DataTable<Broadcast>
        withTableBorder
        striped
        minHeight={160}
        idAccessor="uuid"
        records={list.data?.data ?? []}
        totalRecords={list.data?.meta.total ?? 0}
        recordsPerPage={PAGE}
        page={page}
        onPageChange={setPage}
        noRecordsText={intl.formatMessage({ id: 'broadcasts.empty' })}
        loadingText={intl.formatMessage({ id: 'common.loading' })}
        paginationText={({ from, to, totalRecords }) => intl.formatMessage({ id: 'table.range' }, { from, to, total: totalRecords })}
        getPaginationControlProps={(control) => ({ 'aria-label': intl.formatMessage({ id: `table.${control}` }) })}
        columns={[
          { accessor: 'created_at', title: intl.formatMessage({ id: 'audit.when' }), render: (b) => date(b.created_at) },
          { accessor: 'title', title: intl.formatMessage({ id: 'broadcasts.subject' }) },
          {
            accessor: 'audience',
            title: intl.formatMessage({ id: 'broadcasts.audience' }),
            render: (b) =>
              [
                b.region ? regionCodes[b.region] : null,
                b.role ? intl.formatMessage({ id: `userRole.${b.role}` }) : null,
                b.company_uuid ? b.company_uuid.slice(0, 8) : null,
              ]
                .filter(Boolean)
                .join(' · '),
          },
          {
            accessor: 'status',
            title: intl.formatMessage({ id: 'orders.status' }),
            render: (b) => (
              <Tag color={b.status === 'done' ? 'green' : 'blue'}>{intl.formatMessage({ id: `broadcasts.status.${b.status}` })}</Tag>
            ),
          },
          { accessor: 'sent', title: intl.formatMessage({ id: 'broadcasts.sent' }), textAlign: 'right' },
        ]}
      />
    </>
  );
}
