// The member's tickets beside the conversation: status icons, the open one marked, 10 at first and "Load more" (+10).
import { Anchor, Button, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useErrorMessages } from '../../../lib/errors';
import { useTicketPages } from '../api/get-tickets';
import { TicketStatus } from './ticket-status';

export function TicketList({ current }: { current?: string }) {
  const intl = useIntl();
  const errors = useErrorMessages();
  const pages = useTicketPages();
  const tickets = pages.data?.pages.flatMap((p) => p.data) ?? [];
  const total = pages.data?.pages[0]?.meta.total ?? 0;
  return (
    <Paper p="md" radius="lg" component="nav" aria-label={intl.formatMessage({ id: 'support.tickets' })}>
      <Stack gap="sm">
        <Title order={2} fz="lg">
          <FormattedMessage id="support.tickets" />
        </Title>
        <Button
          component={Link}
          to={paths.supportNew}
          variant={current === 'new' ? 'filled' : 'light'}
          leftSection={<IconPlus size={16} aria-hidden />}
        >
          <FormattedMessage id="support.new" />
        </Button>
        {pages.isError ? (
          <Text c="red.9" role="alert">
            {errors(pages.error).join(' ')}
          </Text>
        ) : !pages.data ? (
          <Stack gap="xs" aria-busy="true">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} height={48} />
            ))}
          </Stack>
        ) : tickets.length === 0 ? (
          <Text c="dimmed" fz="sm">
            <FormattedMessage id="support.noTickets" />
          </Text>
        ) : (
          <Stack component="ul" gap={4} p={0} m={0} style={{ listStyle: 'none' }}>
            {tickets.map((t) => (
              <li key={t.uuid}>
                <Anchor
                  component={Link}
                  to={paths.supportTicket(t.uuid)}
                  aria-current={t.uuid === current ? 'page' : undefined}
                  display="block"
                  p={8}
                  underline="never"
                  c="dark"
                  style={{ borderRadius: 8, background: t.uuid === current ? 'var(--mantine-color-blue-light)' : undefined }}
                >
                  <Text fw={600} fz="sm" lineClamp={2}>
                    {t.title}
                  </Text>
                  <TicketStatus status={t.status} size="xs" />
                </Anchor>
              </li>
            ))}
          </Stack>
        )}
        {pages.hasNextPage ? (
          <Button variant="default" onClick={() => void pages.fetchNextPage()} loading={pages.isFetchingNextPage}>
            <FormattedMessage id="support.loadMore" values={{ shown: tickets.length, total }} />
          </Button>
        ) : null}
      </Stack>
    </Paper>
  );
}
