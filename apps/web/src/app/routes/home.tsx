// Home `/`: greets the user and shows the company's balance. The dashboard of the working-areas spec replaces the
// rest of this page in a later issue.
import { Group, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconCoins } from '@tabler/icons-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useCompanyPoints } from '../../lib/session/points-summary';
import { useSelf } from '../../lib/session/own-user';
import { usePageTitle } from '../../lib/use-page-title';

export default function Home() {
  const intl = useIntl();
  usePageTitle(intl.formatMessage({ id: 'home.title' }));
  const self = useSelf();
  const user = self.data;
  const points = useCompanyPoints(user?.company.uuid);
  return (
    <Stack gap="md">
      <Paper p={{ base: 'md', sm: 'xl' }} radius="lg">
        <Stack gap="xs">
          <Title order={1} fz={{ base: 24, sm: 30 }}>
            {user ? <FormattedMessage id="home.greeting" values={{ name: user.name }} /> : <FormattedMessage id="home.title" />}
          </Title>
          {user ? (
            <Text c="dimmed">
              <FormattedMessage id="home.company" values={{ company: user.company.name }} />
            </Text>
          ) : null}
        </Stack>
      </Paper>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Paper p={{ base: 'md', sm: 'xl' }} radius="lg">
          <Stack gap={4}>
            <Title order={2} fz="md" c="dimmed" fw={600}>
              <FormattedMessage id="home.balance" />
            </Title>
            <Group gap="sm" wrap="nowrap">
              <IconCoins size={32} color="var(--mantine-color-amber-7)" aria-hidden />
              {points.data ? (
                <Text fz={32} fw={800} lh={1.1}>
                  <FormattedMessage id="points.count" values={{ count: points.data.company_points }} />
                </Text>
              ) : points.isError ? (
                <Text c="dimmed">
                  <FormattedMessage id="home.balanceUnavailable" />
                </Text>
              ) : (
                <Loader size="sm" role="status" aria-label={intl.formatMessage({ id: 'home.balance' })} />
              )}
            </Group>
            {points.data && points.data.points.to_expire > 0 ? (
              <Text fz="sm" c="orange.9">
                <FormattedMessage
                  id="home.toExpire"
                  values={{ points: intl.formatMessage({ id: 'points.count' }, { count: points.data.points.to_expire }) }}
                />
              </Text>
            ) : null}
          </Stack>
        </Paper>
        <Paper p={{ base: 'md', sm: 'xl' }} radius="lg" bg="gray.0">
          <Stack gap={4}>
            <Title order={2} fz="md" fw={600}>
              <FormattedMessage id="home.comingTitle" />
            </Title>
            <Text fz="sm" c="dimmed">
              <FormattedMessage id="home.comingText" />
            </Text>
          </Stack>
        </Paper>
      </SimpleGrid>
    </Stack>
  );
}
