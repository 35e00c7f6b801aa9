// One support ticket (role support): who wrote it (company, member, client info), the conversation oldest first, the
// staff answer (the member is notified; "Send and resolve" closes the ticket with it) and the status change.
import { useState } from 'react';
import { Alert, Button, Card, Group, Paper, Select, SimpleGrid, Skeleton, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useParams } from 'react-router';
import type { StaffTicketDetail } from '@club/contract/staff-support';
import { api } from '../api';
import { ErrorAlert, PageTitle, Tag, errorText, regionCodes, useDate } from '../common';
import { ticketStatusColor } from './support';

export function SupportDetailPage() {
  const { uuid = '' } = useParams();
  const intl = useIntl();
  const date = useDate();
  const client = useQueryClient();
  // The member may write while the ticket is open here: look again every 30 s (react-query pauses in a hidden tab).
  const query = useQuery({
    queryKey: ['support', 'detail', uuid],
    queryFn: () => api<StaffTicketDetail>(`/admin/api/support/${uuid}`),
    refetchInterval: 30_000,
  });
  const [message, setMessage] = useState('');
  const [empty, setEmpty] = useState(false);
  const [status, setStatus] = useState<string | null>(null);
  const refresh = () => void client.invalidateQueries({ queryKey: ['support'] });
  const answer = useMutation({
    mutationFn: (resolve: boolean) =>
      api(`/admin/api/support/${uuid}/messages`, { method: 'POST', body: { message: message.trim(), ...(resolve ? { status: 3 } : {}) } }),
    onSuccess: () => {
      setMessage('');
      notifications.show({ withCloseButton: false, color: 'green', message: intl.formatMessage({ id: 'support.sent' }) });
      refresh();
    },
  });
  const change = useMutation({
    mutationFn: (to: number) => api(`/admin/api/support/${uuid}/status`, { method: 'POST', body: { status: to } }),
    onSuccess: () => {
      setStatus(null);
      notifications.show({ withCloseButton: false, color: 'green', message: intl.formatMessage({ id: 'support.statusChanged' }) });
      refresh();
    },
  });
  const send = (resolve: boolean) => {
    if (!message.trim()) {
      setEmpty(true);
      return;
    }
    setEmpty(false);
    answer.mutate(resolve);
  };

  if (query.isPending) return <Skeleton h={300} />;
  if (query.error || !query.data) return <ErrorAlert error={query.error} />;
  const { ticket, author, info, data } = query.data;
  const statusName = (s: number) => intl.formatMessage({ id: `ticketStatus.${s}` });
  const current = status ?? String(ticket.status);
  const clientInfo = ['language', 'region', 'appType', 'appVersion', 'hostname']
    .map((k) => info[k])
    .filter((v) => typeof v === 'string' || typeof v === 'number')
    .join(' · ');
  return (
    <>
      <PageTitle id="support.detailTitle">
        <Button component={Link} to="/support" variant="default" size="xs">
          <FormattedMessage id="common.back" />
        </Button>
      </PageTitle>
      <Group gap="xs" mb="xs" wrap="wrap">
        <Text fw={600} component="h3" m={0} fz="lg">
          {ticket.title}
        </Text>
        <Tag color={ticketStatusColor[ticket.status]}>{statusName(ticket.status)}</Tag>
      </Group>
      <SimpleGrid cols={{ base: 1, md: 2 }} mb="md">
        <Card withBorder>
          <Text size="sm">
            {ticket.company.name} · {regionCodes[ticket.company.region_id]}
          </Text>
          <Text size="sm">
            {author ? [author.name, author.email, author.phone].filter(Boolean).join(' · ') : <FormattedMessage id="support.authorGone" />}
          </Text>
          <Text size="xs" c="gray.7">
            <FormattedMessage id="support.openedAt" values={{ date: date(ticket.created_at) }} />
            {clientInfo ? ` · ${clientInfo}` : ''}
          </Text>
        </Card>
        <Card withBorder>
          <Group align="end" wrap="wrap" gap="xs">
            <Select
              label={intl.formatMessage({ id: 'support.status' })}
              data={[1, 2, 3].map((s) => ({ value: String(s), label: statusName(s) }))}
              value={current}
              onChange={setStatus}
              allowDeselect={false}
              w={180}
            />
            <Button
              variant="light"
              onClick={() => change.mutate(Number(current))}
              disabled={Number(current) === ticket.status}
              loading={change.isPending}
            >
              <FormattedMessage id="support.setStatus" />
            </Button>
          </Group>
          {change.error ? (
            <Alert color="red" role="alert" mt="xs">
              {errorText(intl, change.error)}
            </Alert>
          ) : null}
        </Card>
      </SimpleGrid>
      <Stack
        component="ol"
        gap="sm"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
        aria-label={intl.formatMessage({ id: 'support.conversation' })}
      >
        {data.map((m) => (
          <Paper
            component="li"
            key={m.uuid}
            withBorder
            p="sm"
            bg={m.sender === 'admin' ? 'blue.0' : undefined}
            ml={m.sender === 'admin' ? { base: 'md', sm: 'xl' } : 0}
            mr={m.sender === 'admin' ? 0 : { base: 'md', sm: 'xl' }}
          >
            <Text size="xs" c="gray.8" fw={600}>
              {m.sender === 'admin' ? intl.formatMessage({ id: 'support.staffAuthor' }, { name: m.author }) : m.author} ·{' '}
              {date(m.created_at)}
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {m.message}
            </Text>
          </Paper>
        ))}
      </Stack>
      <Stack mt="md" gap="xs">
        <Textarea
          label={intl.formatMessage({ id: 'support.answer' })}
          value={message}
          onChange={(e) => setMessage(e.currentTarget.value)}
          error={empty ? intl.formatMessage({ id: 'support.answerRequired' }) : undefined}
          autosize
          minRows={3}
          maxLength={5000}
        />
        {answer.error ? (
          <Alert color="red" role="alert">
            {errorText(intl, answer.error)}
          </Alert>
        ) : null}
        <Group>
          <Button onClick={() => send(false)} loading={answer.isPending && answer.variables === false}>
            <FormattedMessage id="support.send" />
          </Button>
          <Button variant="default" onClick={() => send(true)} loading={answer.isPending && answer.variables === true}>
            <FormattedMessage id="support.sendResolve" />
          </Button>
        </Group>
      </Stack>
    </>
  );
}
