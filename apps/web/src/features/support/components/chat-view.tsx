// One ticket's conversation (spec working areas §2 Support chat): the member's and the staff's bubbles with times in
// the user's time zone, the status, and the reply box (a message is required). The conversation is asked again every
// 15 s while visible; when a new staff reply arrives the bell's notifications are asked again too, so it rings.
import { useEffect, useRef, useState } from 'react';
import { Alert, Box, Button, Group, Paper, Skeleton, Stack, Text, Textarea, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import { ApiError } from '../../../lib/api-client';
import { useErrorMessages, useFieldMessage } from '../../../lib/errors';
import { onDemand, useOnDemand } from '../../../lib/on-demand';
import { queryKeys } from '../../../lib/query-keys';
import { useChat } from '../api/get-chat';
import { useReply } from '../api/reply';
import { TicketStatus } from './ticket-status';

/** The bell's resource (features/notifications): asked again when staff replied, without importing that feature. */
const notificationKeys = queryKeys('notifications');
const rules = onDemand(() => import('../utils/support-rules'));

export function ChatView({ uuid }: { uuid: string }) {
  const intl = useIntl();
  const errors = useErrorMessages();
  const fieldMessage = useFieldMessage();
  const queryClient = useQueryClient();
  const chat = useChat(uuid);
  const send = useReply();
  const [message, setMessage] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const staffReplies = chat.data?.data.filter((m) => m.sender === 'admin').length;
  const seen = useRef<number | undefined>(undefined);
  const withRules = useOnDemand(rules);

  useEffect(() => {
    if (staffReplies === undefined) return;
    if (seen.current !== undefined && staffReplies > seen.current) {
      void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys('support').lists() });
    }
    seen.current = staffReplies;
  }, [staffReplies, queryClient]);

  if (chat.isError)
    return (
      <Alert color="red" role="alert">
        {errors(chat.error).join(' ')}
      </Alert>
    );
  if (!chat.data)
    return (
      <Stack gap="sm" aria-busy="true" aria-label={intl.formatMessage({ id: 'support.loading' })}>
        <Skeleton height={32} width="60%" />
        <Skeleton height={64} />
        <Skeleton height={64} />
      </Stack>
    );
  const { ticket, data } = chat.data;
  const time = (iso: string) => intl.formatDate(iso, { dateStyle: 'medium', timeStyle: 'short' });
  const serverProblem = send.error instanceof ApiError ? send.error.fields.message?.[0] : undefined;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" gap="sm">
        <Title order={1} fz={{ base: 22, sm: 28 }} style={{ overflowWrap: 'anywhere' }}>
          {ticket.title}
        </Title>
        <TicketStatus status={ticket.status} />
      </Group>
      <Stack
        component="ol"
        gap="sm"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
        aria-label={intl.formatMessage({ id: 'support.conversation' })}
        aria-live="polite"
      >
        {data.map((m) => {
          const mine = m.sender === 'installer';
          return (
            <Box component="li" key={m.uuid} style={{ display: 'flex', justifyContent: mine ? 'flex-end' : 'flex-start' }}>
              <Paper
                p="sm"
                radius="lg"
                maw="85%"
                bg={mine ? 'blue.0' : 'gray.0'}
                withBorder
                data-sender={m.sender}
                style={{ borderColor: mine ? 'var(--mantine-color-blue-3)' : 'var(--mantine-color-gray-4)' }}
              >
                <Text fz="xs" fw={600} c="dark.6">
                  {mine ? m.author : intl.formatMessage({ id: 'support.staff' }, { name: m.author })}
                </Text>
                <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{m.message}</Text>
                <Text fz="xs" c="dark.5" ta="right" component="time" dateTime={m.created_at} display="block">
                  {time(m.created_at)}
                </Text>
              </Paper>
            </Box>
          );
        })}
      </Stack>
      <form
        noValidate
        onFocus={rules.prefetch}
        onSubmit={(e) => {
          e.preventDefault();
          withRules(({ replyBodySchema }) => {
            const parsed = replyBodySchema.safeParse({ message });
            if (!parsed.success) return setProblem(parsed.error.issues[0]?.message);
            setProblem(undefined);
            send.mutate({ uuid, message: parsed.data.message }, { onSuccess: () => setMessage('') });
          });
        }}
      >
        <Stack gap="sm">
          <Textarea
            name="message"
            label={intl.formatMessage({ id: 'support.reply' })}
            withAsterisk
            autosize
            minRows={2}
            maxRows={8}
            value={message}
            onChange={(e) => setMessage(e.currentTarget.value)}
            error={fieldMessage(problem ?? serverProblem)}
          />
          {send.isError && !serverProblem ? (
            <Alert color="red" role="alert">
              {errors(send.error).join(' ')}
            </Alert>
          ) : null}
          <Group>
            <Button type="submit" loading={send.isPending}>
              <FormattedMessage id="support.send" />
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
