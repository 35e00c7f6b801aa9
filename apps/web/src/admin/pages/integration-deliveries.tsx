// One webhook endpoint's deliveries (admins): each event's status (pending, delivered, failed after 24 hours of
// retries), attempts and last error; a failed one has "Redeliver", which sends it again at once.
import { useState } from 'react';
import { Anchor, Button, Group, SegmentedControl, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DataTable } from 'mantine-datatable';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useParams } from 'react-router';
import type { DeliveryStatus, WebhookDelivery, WebhookDeliveryList } from '@club/contract/staff-integration';
import { api } from '../api';
import { Whole } from '../integration-common';
import { ErrorAlert, PageTitle, Tag, errorText, useDate } from '../common';

const PAGE = 20;

const statusColor: Record<DeliveryStatus, string> = { pending: 'yellow', delivered: 'green', failed: 'red' };

export function DeliveriesPage() {
  const intl = useIntl();
  const date = useDate();
  const client = useQueryClient();
  const { uuid = '' } = useParams();
  const [status, setStatus] = useState<'' | DeliveryStatus>('');
  const [page, setPage] = useState(1);
  const list = useQuery({
    queryKey: ['integration', 'webhooks', uuid, 'deliveries', status],
    queryFn: () =>
      api<WebhookDeliveryList>(`/admin/api/integration/webhooks/${uuid}/deliveries`, { query: { status: status || undefined } }),
  });
  const redeliver = useMutation({
    mutationFn: (d: WebhookDelivery) => api<WebhookDelivery>(`/admin/api/integration/deliveries/${d.id}/redeliver`, { method: 'POST' }),
    onSuccess: (d) => {
      notifications.show({
        withCloseButton: false,
        color: d.status === 'delivered' ? 'green' : 'orange',
        message: intl.formatMessage(
          { id: d.status === 'delivered' ? 'deliveries.redelivered' : 'deliveries.stillFailing' },
          { error: d.last_error ?? '' },
        ),
      });
      void client.invalidateQueries({ queryKey: ['integration'] });
    },
    onError: (err) => notifications.show({ withCloseButton: false, color: 'red', message: errorText(intl, err) }),
  });
  const statusName = (s: DeliveryStatus) => intl.formatMessage({ id: `deliveries.status.${s}` });
  const endpoint = list.data?.endpoint;
  return (
    <>
      <Anchor component={Link} to="/integration/webhooks" size="sm">
        ← <FormattedMessage id="deliveries.back" />
      </Anchor>
      <PageTitle id="deliveries.title" />
      {endpoint ? (
        <Text size="sm" mb="md" style={{ wordBreak: 'break-all' }}>
          <FormattedMessage id="deliveries.endpoint" values={{ url: endpoint.url }} />{' '}
          {endpoint.active ? null : (
            <Whole>
              <Tag color="gray">{intl.formatMessage({ id: 'webhooks.paused' })}</Tag>
            </Whole>
          )}
        </Text>
      ) : null}
      <Group mb="md">
        <SegmentedControl
          value={status}
          onChange={(v) => {
            setStatus(v as '' | DeliveryStatus);
            setPage(1);
          }}
          aria-label={intl.formatMessage({ id: 'deliveries.filter' })}
          data={[
            { value: '', label: intl.formatMessage({ id: 'deliveries.all' }) },
            { value: 'pending', label: statusName('pending') },
            { value: 'delivered', label: statusName('delivered') },
            { value: 'failed', label: statusName('failed') },
          ]}
        />
      </Group>
      <ErrorAlert error={list.error} />
      <DataTable<WebhookDelivery>
        withTableBorder
        striped
        minHeight={160}
        records={(list.data?.data ?? []).slice((page - 1) * PAGE, page * PAGE)}
        fetching={list.isFetching}
        totalRecords={list.data?.data.length ?? 0}
        recordsPerPage={PAGE}
        page={page}
        onPageChange={setPage}
        paginationText={({ from, to, totalRecords }) => intl.formatMessage({ id: 'table.range' }, { from, to, total: totalRecords })}
        getPaginationControlProps={(control) => ({ 'aria-label': intl.formatMessage({ id: `table.${control}` }) })}
        noRecordsText={intl.formatMessage({ id: 'deliveries.empty' })}
        loadingText={intl.formatMessage({ id: 'common.loading' })}
        columns={[
          {
            accessor: 'event_type',
            title: intl.formatMessage({ id: 'deliveries.event' }),
            render: (d) => (
              <>
                <Text size="sm">{d.event_type}</Text>
                <Text size="xs" c="gray.7" ff="monospace">
                  {d.event_id}
                </Text>
              </>
            ),
          },
          { accessor: 'created_at', title: intl.formatMessage({ id: 'apiKeys.created' }), render: (d) => date(d.created_at) },
          {
            accessor: 'status',
            title: intl.formatMessage({ id: 'apiKeys.status' }),
            noWrap: true,
            render: (d) => (
              <Whole>
                <Tag color={statusColor[d.status]}>{statusName(d.status)}</Tag>
              </Whole>
            ),
          },
          { accessor: 'attempts', title: intl.formatMessage({ id: 'deliveries.attempts' }), textAlign: 'right' },
          {
            accessor: 'last_attempt_at',
            title: intl.formatMessage({ id: 'deliveries.lastAttempt' }),
            render: (d) => date(d.last_attempt_at),
          },
          {
            accessor: 'last_error',
            title: intl.formatMessage({ id: 'deliveries.lastError' }),
            render: (d) => d.last_error ?? (d.last_status ? `HTTP ${d.last_status}` : '—'),
          },
          {
            accessor: 'next_attempt_at',
            title: intl.formatMessage({ id: 'deliveries.next' }),
            render: (d) => date(d.next_attempt_at),
          },
          {
            accessor: 'actions',
            title: intl.formatMessage({ id: 'orders.actions' }),
            noWrap: true,
            render: (d) =>
              d.status === 'failed' ? (
                <Button
                  size="compact-xs"
                  variant="light"
                  loading={redeliver.isPending && redeliver.variables.id === d.id}
                  onClick={() => redeliver.mutate(d)}
                  aria-label={`${intl.formatMessage({ id: 'deliveries.redeliver' })} ${d.event_type} ${d.event_id}`}
                >
                  <FormattedMessage id="deliveries.redeliver" />
                </Button>
              ) : null,
          },
        ]}
      />
    </>
  );
}
