// Home `/`: greets the user and shows the company's balance. The dashboard of the working-areas spec replaces the
// rest of this page in a later issue.
// First sign-in (working areas §2, §4): "Welcome" and the welcome-points banner with the region's welcome points; the
// visit clears the user's `firstTime` option, so every later visit says "Welcome back".
// Layout stability (CLS): until the own user, the points and the configuration are known, skeletons of the final size
// stand where the cards will be; then everything appears at once, so nothing already on screen moves.
import { useEffect, useRef, useState } from 'react';
import { Alert, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconCoins, IconGift } from '@tabler/icons-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { limits } from '@club/contract/constants';
import { useCompanyPoints } from '../../lib/session/points-summary';
import { useSelf, useUpdateUserOptions } from '../../lib/session/own-user';
import { usePublicConfig } from '../../lib/public-config';
import { usePageTitle } from '../../lib/use-page-title';

const cardPadding = { base: 'md', sm: 'xl' } as const;

/** The greeting card and the two cards below it, as grey blocks of the same size. */
function HomeSkeleton() {
  const intl = useIntl();
  return (
    <Stack gap="md" role="status" aria-label={intl.formatMessage({ id: 'shell.loading' })}>
      <Paper p={cardPadding} radius="lg">
        <Stack gap="xs">
          <Skeleton h={{ base: 31, sm: 39 }} w="60%" />
          <Skeleton h={{ base: 50, sm: 25 }} w="90%" />
        </Stack>
      </Paper>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Paper p={cardPadding} radius="lg">
          <Stack gap={4}>
            <Skeleton h={25} w="50%" />
            <Skeleton h={36} w="70%" />
          </Stack>
        </Paper>
        <Paper p={cardPadding} radius="lg" bg="gray.0">
          <Stack gap={4}>
            <Skeleton h={25} w="70%" />
            <Skeleton h={{ base: 44, sm: 22 }} w="100%" />
          </Stack>
        </Paper>
      </SimpleGrid>
    </Stack>
  );
}

export default function Home() {
  const intl = useIntl();
  usePageTitle(intl.formatMessage({ id: 'home.title' }));
  const self = useSelf();
  const user = self.data;
  const points = useCompanyPoints(user?.company.uuid);
  const config = usePublicConfig();
  const updateOptions = useUpdateUserOptions();

  // Whether this visit is the member's first: decided once, when the user arrives, and kept for this visit even after
  // the flag is cleared on the server (the greeting must not flip to "Welcome back" under the reader's eyes).
  const [firstVisit, setFirstVisit] = useState<boolean | null>(null);
  if (user && firstVisit === null) setFirstVisit(user.options.firstTime !== false);
  const cleared = useRef(false);
  const { mutate } = updateOptions;
  useEffect(() => {
    if (!user || !firstVisit || cleared.current || user.options.firstTime === false) return;
    cleared.current = true;
    mutate({ userUuid: user.uuid, options: { firstTime: false } });
  }, [user, firstVisit, mutate]);

  if (!user || points.isPending || config.isPending) return <HomeSkeleton />;

  const welcomePoints = config.data?.regions.find((r) => r.id === user.region.id)?.welcome_points ?? limits.welcomePointsDefault;
  const first = firstVisit === true;
  return (
    <Stack gap="md">
      <Paper p={cardPadding} radius="lg">
        <Stack gap="xs">
          <Title order={1} fz={{ base: 24, sm: 30 }}>
            <FormattedMessage id={first ? 'home.greetingFirst' : 'home.greeting'} values={{ name: user.name }} />
          </Title>
          <Text c="dimmed">
            <FormattedMessage id={first ? 'home.companyFirst' : 'home.company'} values={{ company: user.company.name }} />
          </Text>
        </Stack>
      </Paper>
      {first && welcomePoints > 0 ? (
        <Alert
          variant="light"
          color="amber"
          radius="lg"
          icon={<IconGift aria-hidden />}
          title={
            <Text component="h2" fw={700} fz="md" m={0} c="dark">
              <FormattedMessage id="home.welcomePointsTitle" />
            </Text>
          }
          styles={{ message: { color: 'var(--mantine-color-text)' } }}
        >
          <FormattedMessage
            id="home.welcomePoints"
            values={{ points: intl.formatMessage({ id: 'points.count' }, { count: welcomePoints }) }}
          />
        </Alert>
      ) : null}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Paper p={cardPadding} radius="lg">
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
              ) : (
                <Text c="dimmed">
                  <FormattedMessage id="home.balanceUnavailable" />
                </Text>
              )}
            </Group>
            {points.data && points.data.points.to_expire > 0 ? (
              <Text fz="sm" className="text-warning">
                <FormattedMessage
                  id="home.toExpire"
                  values={{ points: intl.formatMessage({ id: 'points.count' }, { count: points.data.points.to_expire }) }}
                />
              </Text>
            ) : null}
          </Stack>
        </Paper>
        <Paper p={cardPadding} radius="lg" bg="gray.0">
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
