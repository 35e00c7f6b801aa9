// Webhook endpoints (admins): the maker's systems get `company.registered`, `project.closed`, `order.placed` and
// `order.status_changed` POSTed to them, signed with the endpoint's secret (shown once at registration). Endpoints are
// paused, resumed or deleted after a confirmation; each links to its deliveries.
import { useState } from 'react';
import { Anchor, Button, Checkbox, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DataTable } from 'mantine-datatable';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { webhookEventTypes, type WebhookEventType } from '@club/contract/integration';
import type { CreatedWebhookEndpoint, WebhookEndpoint, WebhookEndpointList } from '@club/contract/staff-integration';
import { api } from '../api';
import { ErrorAlert, PageTitle, Tag, errorText, useDate } from '../common';
import { Confirm, Problems, ShownOnce, readable, Whole } from '../integration-common';

export const webhooksKey = ['integration', 'webhooks'] as const;

type Pending = { endpoint: WebhookEndpoint; action: 'pause' | 'resume' | 'delete' };

export function WebhooksPage() {
  const intl = useIntl();
  const date = useDate();
  const client = useQueryClient();
  const [creating, setCreating] = useState(false);
  const [url, setUrl] = useState('https://');
  const [events, setEvents] = useState<WebhookEventType[]>([]);
  const [secret, setSecret] = useState('');
  const [created, setCreated] = useState<CreatedWebhookEndpoint | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  const list = useQuery({ queryKey: webhooksKey, queryFn: () => api<WebhookEndpointList>('/admin/api/integration/webhooks') });
  const create = useMutation({
    mutationFn: () => api<CreatedWebhookEndpoint>('/admin/api/integration/webhooks', { method: 'POST', body: { url, events, secret } }),
    onSuccess: (result) => {
      setCreated(result);
      setUrl('https://');
      setEvents([]);
      setSecret('');
      void client.invalidateQueries({ queryKey: webhooksKey });
    },
  });
  const change = useMutation({
    mutationFn: async ({ endpoint, action }: Pending): Promise<void> => {
      if (action === 'delete') await api<void>(`/admin/api/integration/webhooks/${endpoint.id}`, { method: 'DELETE' });
      else
        await api<WebhookEndpoint>(`/admin/api/integration/webhooks/${endpoint.id}`, {
          method: 'PATCH',
          body: { active: action === 'resume' },
        });
    },
    onSuccess: (_r, { endpoint, action }) => {
      notifications.show({
        withCloseButton: false,
        color: 'green',
        message: intl.formatMessage({ id: `webhooks.done.${action}` }, { url: endpoint.url }),
      });
      setPending(null);
      void client.invalidateQueries({ queryKey: ['integration'] });
    },
    // Pause and delete show their error in the confirmation; resume has none.
    onError: (err, { action }) => {
      if (action === 'resume') notifications.show({ withCloseButton: false, color: 'red', message: errorText(intl, err) });
    },
  });
  const closeCreate = () => {
    setCreating(false);
    setCreated(null);
    create.reset();
  };
  const ask = (endpoint: WebhookEndpoint, action: Pending['action']) => {
    change.reset();
    // Resuming needs no confirmation; pausing and deleting stop deliveries.
    if (action === 'resume') change.mutate({ endpoint, action });
    else setPending({ endpoint, action });
  };
  return (
    <>
      <PageTitle id="webhooks.title">
        <Button
          onClick={() => {
            create.reset();
            setCreated(null);
            setCreating(true);
          }}
        >
          <FormattedMessage id="webhooks.create" />
        </Button>
      </PageTitle>
      <Text size="sm" mb="md" maw={760}>
        <FormattedMessage id="webhooks.intro" values={{ code: (chunks) => <code>{chunks}</code> }} />
      </Text>
      <ErrorAlert error={list.error} />
      <DataTable<WebhookEndpoint>
        withTableBorder
        striped
        minHeight={160}
        records={list.data?.data ?? []}
        fetching={list.isFetching}
        noRecordsText={intl.formatMessage({ id: 'webhooks.empty' })}
        columns={[
          {
            accessor: 'url',
            title: intl.formatMessage({ id: 'webhooks.url' }),
            render: (e) => (
              <Text size="sm" style={{ wordBreak: 'break-all' }}>
                {e.url}
              </Text>
            ),
          },
          {
            accessor: 'events',
            title: intl.formatMessage({ id: 'webhooks.events' }),
            render: (e) => (
              <Group gap={4}>
                {e.events.map((ev) => (
                  <Whole key={ev}>
                    <Tag color="blue">{ev}</Tag>
                  </Whole>
                ))}
              </Group>
            ),
          },
          {
            accessor: 'active',
            title: intl.formatMessage({ id: 'apiKeys.status' }),
            noWrap: true,
            render: (e) => (
              <Whole>
                <Tag color={e.active ? 'green' : 'gray'}>
                  {intl.formatMessage({ id: e.active ? 'webhooks.active' : 'webhooks.paused' })}
                </Tag>
              </Whole>
            ),
          },
          {
            accessor: 'deliveries',
            title: intl.formatMessage({ id: 'webhooks.deliveries' }),
            render: (e) => (
              <Anchor component={Link} to={`/integration/webhooks/${e.id}`}>
                {intl.formatMessage({ id: 'webhooks.counts' }, e.deliveries)}
              </Anchor>
            ),
          },
          { accessor: 'created_at', title: intl.formatMessage({ id: 'apiKeys.created' }), render: (e) => date(e.created_at) },
          {
            accessor: 'actions',
            title: intl.formatMessage({ id: 'orders.actions' }),
            noWrap: true,
            render: (e) => (
              <Group gap={4} wrap="nowrap">
                <Button
                  size="compact-xs"
                  variant="light"
                  onClick={() => ask(e, e.active ? 'pause' : 'resume')}
                  aria-label={`${intl.formatMessage({ id: e.active ? 'webhooks.pause' : 'webhooks.resume' })} ${e.url}`}
                >
                  <FormattedMessage id={e.active ? 'webhooks.pause' : 'webhooks.resume'} />
                </Button>
                <Button
                  size="compact-xs"
                  variant="light"
                  color="red"
                  onClick={() => ask(e, 'delete')}
                  aria-label={`${intl.formatMessage({ id: 'webhooks.delete' })} ${e.url}`}
                >
                  <FormattedMessage id="webhooks.delete" />
                </Button>
              </Group>
            ),
          },
        ]}
      />
      <Modal
        closeButtonProps={{ 'aria-label': intl.formatMessage({ id: 'common.close' }) }}
        opened={creating}
        onClose={closeCreate}
        title={intl.formatMessage({ id: created ? 'webhooks.createdTitle' : 'webhooks.create' })}
      >
        {created ? (
          <Stack>
            <ShownOnce
              label={intl.formatMessage({ id: 'webhooks.secretFor' }, { url: created.endpoint.url })}
              value={created.secret}
              warning={intl.formatMessage({ id: 'webhooks.onceWarning' })}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={closeCreate}>
                <FormattedMessage id="integration.done" />
              </Button>
            </Group>
          </Stack>
        ) : (
          <form
            onSubmit={(e) => {
              e.preventDefault();
              create.mutate();
            }}
            noValidate
          >
            <Stack>
              <TextInput
                type="url"
                label={intl.formatMessage({ id: 'webhooks.url' })}
                description={intl.formatMessage({ id: 'webhooks.urlHint' })}
                styles={readable}
                value={url}
                onChange={(e) => setUrl(e.currentTarget.value)}
                required
              />
              <Checkbox.Group
                label={intl.formatMessage({ id: 'webhooks.events' })}
                value={events}
                onChange={(v) => setEvents(v as WebhookEventType[])}
                required
              >
                <Stack gap={6} mt={6}>
                  {webhookEventTypes.map((ev) => (
                    <Checkbox key={ev} value={ev} styles={readable} label={ev} description={intl.formatMessage({ id: `event.${ev}` })} />
                  ))}
                </Stack>
              </Checkbox.Group>
              <TextInput
                label={intl.formatMessage({ id: 'webhooks.secret' })}
                description={intl.formatMessage({ id: 'webhooks.secretHint' })}
                styles={readable}
                value={secret}
                onChange={(e) => setSecret(e.currentTarget.value)}
                autoComplete="off"
              />
              {create.error ? <Problems error={create.error} /> : null}
              <Group justify="flex-end">
                <Button variant="default" onClick={closeCreate}>
                  <FormattedMessage id="common.cancel" />
                </Button>
                <Button type="submit" loading={create.isPending}>
                  <FormattedMessage id="webhooks.createSubmit" />
                </Button>
              </Group>
            </Stack>
          </form>
        )}
      </Modal>
      <Confirm
        opened={pending !== null}
        title={intl.formatMessage({ id: `webhooks.confirm.${pending?.action ?? 'pause'}.title` })}
        confirm={intl.formatMessage({ id: `webhooks.${pending?.action ?? 'pause'}` })}
        onConfirm={() => pending && change.mutate(pending)}
        onClose={() => setPending(null)}
        loading={change.isPending}
        error={change.error}
      >
        {intl.formatMessage({ id: `webhooks.confirm.${pending?.action ?? 'pause'}.text` }, { url: pending?.endpoint.url ?? '' })}
      </Confirm>
    </>
  );
}
