// The points history (spec working areas §2 Balance, §3 Points history item, §9): event, variation with its colour and
// its word (never colour alone), points, date and a link to the order or project; 20 a page, `?page=` in the URL, an
// empty state. On a phone the rows become cards with the same facts.
import { Anchor, Badge, Card, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconReceipt } from '@tabler/icons-react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { PointsHistoryItem } from '@club/contract/points';
import { paths } from '../../../config/paths';
import { PagedList } from '../../../components/ui/paged-list';
import { usePointsHistory } from '../api/get-points-history';

// Text colours dark enough for 4.5:1 on white and on the striped rows' grey.
const looks: Record<PointsHistoryItem['variation'], { color: string; sign: string; text: string }> = {
  positive: { color: 'green', sign: '+', text: '#1e6b2e' },
  negative: { color: 'red', sign: '−', text: '#a61e1e' },
  reserved: { color: 'orange', sign: '−', text: '#8a4600' },
  expired: { color: 'gray', sign: '−', text: '#495057' },
};

function Variation({ item }: { item: PointsHistoryItem }) {
  const look = looks[item.variation];
  return (
    <Badge color={look.color} variant="light" styles={{ label: { color: 'var(--mantine-color-dark-8)' } }} data-variation={item.variation}>
      <FormattedMessage id={`balance.variation.${item.variation}`} />
    </Badge>
  );
}

function Points({ item }: { item: PointsHistoryItem }) {
  const intl = useIntl();
  const look = looks[item.variation];
  return (
    <Text component="span" fw={700} c={look.text} style={{ whiteSpace: 'nowrap' }}>
      {look.sign}
      {intl.formatMessage({ id: 'points.count' }, { count: item.points })}
    </Text>
  );
}

function Reference({ item }: { item: PointsHistoryItem }) {
  const intl = useIntl();
  if (item.options.order)
    return (
      <Anchor component={Link} to={paths.orders}>
        {intl.formatMessage({ id: 'balance.history.order' }, { number: item.options.order.order_number })}
      </Anchor>
    );
  if (item.options.project)
    return (
      <Anchor component={Link} to={paths.project(item.options.project.uuid)}>
        {intl.formatMessage({ id: 'balance.history.project' }, { id: String(item.options.project.id) })}
      </Anchor>
    );
  return null;
}

function Rows({ items }: { items: PointsHistoryItem[] }) {
  return (
    <>
      <Table.ScrollContainer minWidth={640} visibleFrom="sm">
        <Table striped verticalSpacing="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>
                <FormattedMessage id="balance.history.event" />
              </Table.Th>
              <Table.Th>
                <FormattedMessage id="balance.history.variation" />
              </Table.Th>
              <Table.Th ta="right">
                <FormattedMessage id="balance.history.points" />
              </Table.Th>
              <Table.Th>
                <FormattedMessage id="balance.history.date" />
              </Table.Th>
              <Table.Th>
                <FormattedMessage id="balance.history.reference" />
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.map((item) => (
              <Table.Tr key={item.uuid} data-variation={item.variation}>
                <Table.Td>{item.event}</Table.Td>
                <Table.Td>
                  <Variation item={item} />
                </Table.Td>
                <Table.Td ta="right">
                  <Points item={item} />
                </Table.Td>
                <Table.Td>
                  <FormattedDate value={item.created_at} dateStyle="medium" />
                </Table.Td>
                <Table.Td>
                  <Reference item={item} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Stack gap="xs" hiddenFrom="sm" component="ul" p={0} m={0}>
        {items.map((item) => (
          <Card
            key={item.uuid}
            withBorder
            radius="md"
            padding="sm"
            component="li"
            style={{ listStyle: 'none' }}
            data-variation={item.variation}
          >
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                {item.event}
              </Text>
              <Points item={item} />
            </Group>
            <Group justify="space-between" mt={6} gap="xs">
              <Group gap="xs">
                <Variation item={item} />
                <Text fz="sm" c="dimmed">
                  <FormattedDate value={item.created_at} dateStyle="medium" />
                </Text>
              </Group>
              <Text fz="sm">
                <Reference item={item} />
              </Text>
            </Group>
          </Card>
        ))}
      </Stack>
    </>
  );
}

export function PointsHistoryTable({ page, onPage }: { page: number; onPage: (page: number) => void }) {
  const intl = useIntl();
  const history = usePointsHistory(page);
  const body = (
    <PagedList
      query={history}
      messagePrefix="balance"
      loadingLabel={intl.formatMessage({ id: 'balance.history.loading' })}
      empty={{
        icon: <IconReceipt size={40} color="var(--mantine-color-gray-6)" aria-hidden />,
        text: <FormattedMessage id="balance.history.empty" />,
        link: { to: paths.projects, label: <FormattedMessage id="balance.history.toProjects" /> },
      }}
      onPage={onPage}
    >
      {(data) => <Rows items={data} />}
    </PagedList>
  );
  return (
    <Paper p={{ base: 'sm', sm: 'lg' }} radius="lg" component="section" aria-labelledby="history-title">
      <Stack gap="md">
        <Title order={2} fz="lg" id="history-title">
          <FormattedMessage id="balance.history.title" />
        </Title>
        {body}
      </Stack>
    </Paper>
  );
}
