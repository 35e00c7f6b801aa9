// Integration API keys (admins): the maker's CRM/ERP call /integration/v1 with `Authorization: Bearer <key>`. A key is
// created with a name and scopes and shown once (the server keeps only its hash); revoking it (after a confirmation)
// makes its next request answer 401.
import { useState } from 'react';
import { Button, Checkbox, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DataTable } from 'mantine-datatable';
import { FormattedMessage, useIntl } from 'react-intl';
import { integrationScopes, type IntegrationScope } from '@club/contract/integration';
import type { ApiKey, ApiKeyList, CreatedApiKey } from '@club/contract/staff-integration';
import { api } from '../api';
import { ErrorAlert, PageTitle, Tag, useDate } from '../common';
import { Confirm, Problems, ShownOnce, readable, Whole } from '../integration-common';

const keysKey = ['integration', 'keys'] as const;

export function ApiKeysPage() {
  const intl = useIntl();
  const date = useDate();
  const client = useQueryClient();
  const [creating, setCreating] = useState(false);
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<IntegrationScope[]>([]);
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  const list = useQuery({ queryKey: keysKey, queryFn: () => api<ApiKeyList>('/admin/api/integration/keys') });
  const create = useMutation({
    mutationFn: () => api<CreatedApiKey>('/admin/api/integration/keys', { method: 'POST', body: { name, scopes } }),
    onSuccess: (result) => {
      setCreated(result);
      setName('');
      setScopes([]);
      void client.invalidateQueries({ queryKey: keysKey });
    },
  });
  const revoke = useMutation({
    mutationFn: (k: ApiKey) => api<ApiKey>(`/admin/api/integration/keys/${k.id}/revoke`, { method: 'POST' }),
    onSuccess: (k) => {
      notifications.show({
        withCloseButton: false,
        color: 'green',
        message: intl.formatMessage({ id: 'apiKeys.revoked' }, { name: k.name }),
      });
      setRevoking(null);
      void client.invalidateQueries({ queryKey: keysKey });
    },
  });
  const closeCreate = () => {
    setCreating(false);
    setCreated(null);
    create.reset();
  };
  const scopeLabel = (s: string) => intl.formatMessage({ id: `scope.${s}` });
  return (
    <>
      <PageTitle id="apiKeys.title">
        <Button
          onClick={() => {
            create.reset();
            setCreated(null);
            setCreating(true);
          }}
        >
          <FormattedMessage id="apiKeys.create" />
        </Button>
      </PageTitle>
      <Text size="sm" mb="md" maw={760}>
        <FormattedMessage id="apiKeys.intro" values={{ code: (chunks) => <code>{chunks}</code> }} />
      </Text>
      <ErrorAlert error={list.error} />
      <DataTable<ApiKey>
        withTableBorder
        striped
        minHeight={160}
        records={list.data?.data ?? []}
        fetching={list.isFetching}
        noRecordsText={intl.formatMessage({ id: 'apiKeys.empty' })}
        columns={[
          { accessor: 'name', title: intl.formatMessage({ id: 'apiKeys.name' }) },
          {
            accessor: 'prefix',
            title: intl.formatMessage({ id: 'apiKeys.prefix' }),
            render: (k) => <code>{k.prefix}…</code>,
          },
          {
            accessor: 'scopes',
            title: intl.formatMessage({ id: 'apiKeys.scopes' }),
            render: (k) => (
              <Group gap={4}>
                {k.scopes.map((s) => (
                  <Whole key={s}>
                    <Tag color="blue">{s}</Tag>
                  </Whole>
                ))}
              </Group>
            ),
          },
          { accessor: 'created_at', title: intl.formatMessage({ id: 'apiKeys.created' }), render: (k) => date(k.created_at) },
          {
            accessor: 'last_used_at',
            title: intl.formatMessage({ id: 'apiKeys.lastUsed' }),
            render: (k) => (k.last_used_at ? date(k.last_used_at) : intl.formatMessage({ id: 'apiKeys.never' })),
          },
          {
            accessor: 'revoked_at',
            title: intl.formatMessage({ id: 'apiKeys.status' }),
            noWrap: true,
            render: (k) =>
              k.revoked_at ? (
                <Whole>
                  <Tag color="red">{intl.formatMessage({ id: 'apiKeys.revokedAt' }, { date: date(k.revoked_at) })}</Tag>
                </Whole>
              ) : (
                <Whole>
                  <Tag color="green">{intl.formatMessage({ id: 'apiKeys.active' })}</Tag>
                </Whole>
              ),
          },
          {
            accessor: 'actions',
            title: intl.formatMessage({ id: 'orders.actions' }),
            noWrap: true,
            render: (k) =>
              k.revoked_at ? null : (
                <Button
                  size="compact-xs"
                  variant="light"
                  color="red"
                  onClick={() => {
                    revoke.reset();
                    setRevoking(k);
                  }}
                  aria-label={`${intl.formatMessage({ id: 'apiKeys.revoke' })} ${k.name}`}
                >
                  <FormattedMessage id="apiKeys.revoke" />
                </Button>
              ),
          },
        ]}
      />
      <Modal
        closeButtonProps={{ 'aria-label': intl.formatMessage({ id: 'common.close' }) }}
        opened={creating}
        onClose={closeCreate}
        title={intl.formatMessage({ id: created ? 'apiKeys.createdTitle' : 'apiKeys.create' })}
      >
        {created ? (
          <Stack>
            <ShownOnce
              label={intl.formatMessage({ id: 'apiKeys.keyFor' }, { name: created.api_key.name })}
              value={created.key}
              warning={intl.formatMessage({ id: 'apiKeys.onceWarning' })}
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
                label={intl.formatMessage({ id: 'apiKeys.name' })}
                description={intl.formatMessage({ id: 'apiKeys.nameHint' })}
                styles={readable}
                value={name}
                onChange={(e) => setName(e.currentTarget.value)}
                maxLength={100}
                required
              />
              <Checkbox.Group
                label={intl.formatMessage({ id: 'apiKeys.scopes' })}
                value={scopes}
                onChange={(v) => setScopes(v as IntegrationScope[])}
                required
              >
                <Stack gap={6} mt={6}>
                  {integrationScopes.map((s) => (
                    <Checkbox key={s} value={s} styles={readable} label={s} description={scopeLabel(s)} />
                  ))}
                </Stack>
              </Checkbox.Group>
              {create.error ? <Problems error={create.error} /> : null}
              <Group justify="flex-end">
                <Button variant="default" onClick={closeCreate}>
                  <FormattedMessage id="common.cancel" />
                </Button>
                <Button type="submit" loading={create.isPending}>
                  <FormattedMessage id="apiKeys.createSubmit" />
                </Button>
              </Group>
            </Stack>
          </form>
        )}
      </Modal>
      <Confirm
        opened={revoking !== null}
        title={intl.formatMessage({ id: 'apiKeys.revokeTitle' })}
        confirm={intl.formatMessage({ id: 'apiKeys.revoke' })}
        onConfirm={() => revoking && revoke.mutate(revoking)}
        onClose={() => setRevoking(null)}
        loading={revoke.isPending}
        error={revoke.error}
      >
        {intl.formatMessage({ id: 'apiKeys.revokeText' }, { name: revoking?.name ?? '' })}
      </Confirm>
    </>
  );
}
