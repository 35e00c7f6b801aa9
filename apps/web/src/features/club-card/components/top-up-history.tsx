// The top-up history (spec §2, §4 Club card status): 4 per page, SUCCEEDED positive, PENDING warning, REFUSED and
// REJECTED with the failure hint.
import { useState } from 'react';
import { Alert, Badge, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { FormattedDate, FormattedMessage } from 'react-intl';
import type { TopUp } from '@club/contract/club-card';
import { Pager } from '../../../components/ui/pager';
import { useTopUpHistory } from '../api/get-topup-history';

const looks: Record<TopUp['status'], { color: string; failed?: boolean }> = {
  SUCCEEDED: { color: 'green' },
  PENDING: { color: 'yellow' },
  SUBMITTED: { color: 'yellow' },
  REFUSED: { color: 'red', failed: true },
  REJECTED: { color: 'red', failed: true },
};

function Item({ item }: { item: TopUp }) {
  const look = looks[item.status];
  return (
    <Paper withBorder radius="md" p="sm" component="li" data-status={item.status}>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <div>
          <Text fw={700} c={item.status === 'SUCCEEDED' ? '#1b5e20' : 'dark'}>
            {item.status === 'SUCCEEDED' ? '+' : ''}
            <FormattedMessage id="clubCard.amount" values={{ local: item.amount.local }} />{' '}
            <Text span fw={400} fz="sm" c="dark.6">
              (<FormattedMessage id="points.count" values={{ count: item.amount.points }} />)
            </Text>
          </Text>
          <Text fz="sm" c="dark.6">
            <FormattedDate value={item.dateTime} dateStyle="medium" timeStyle="short" />
          </Text>
        </div>
        <Badge color={look.color} variant="light" styles={{ label: { color: 'var(--mantine-color-dark-8)' } }}>
          <FormattedMessage id={`clubCard.history.status.${item.status}`} />
        </Badge>
      </Group>
      {item.status === 'PENDING' && (
        <Text fz="sm" mt={4}>
          <FormattedMessage id="clubCard.history.due" values={{ date: <FormattedDate value={item.due_on} dateStyle="long" /> }} />
        </Text>
      )}
      {look.failed && (
        <Text fz="sm" mt={4} c="red.9">
          <FormattedMessage id="clubCard.history.failedHint" />
        </Text>
      )}
    </Paper>
  );
}

export function TopUpHistoryList() {
  const [page, setPage] = useState(1);
  const history = useTopUpHistory(page);
  return (
    <Paper p={{ base: 'md', sm: 'xl' }} radius="lg" withBorder component="section" aria-labelledby="top-up-history-title">
      <Stack gap="sm">
        <Title order={2} fz={{ base: 20, sm: 24 }} id="top-up-history-title">
          <FormattedMessage id="clubCard.history.title" />
        </Title>
        {history.isPending ? (
          <Stack gap="xs">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} h={64} radius="md" />
            ))}
          </Stack>
        ) : history.isError ? (
          <Alert color="red" role="alert">
            <FormattedMessage id="clubCard.loadError" />
          </Alert>
        ) : history.data.data.length === 0 ? (
          <Text c="dark.6">
            <FormattedMessage id="clubCard.history.empty" />
          </Text>
        ) : (
          <>
            <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {history.data.data.map((item) => (
                <Item key={item.uuid} item={item} />
              ))}
            </Stack>
            {history.data.meta.last_page > 1 && <Pager page={page} total={history.data.meta.last_page} onChange={setPage} />}
          </>
        )}
      </Stack>
    </Paper>
  );
}
