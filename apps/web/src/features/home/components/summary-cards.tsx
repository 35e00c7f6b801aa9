// Summary cards (spec §2 Home): the company's points, its projects in progress, and for standard roles the tier
// (passed in by the page, from the tiers feature) and the rewards still to earn. Decor roles see neither of the last two.
import type { ReactNode } from 'react';
import { Anchor, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAward, IconCoins, IconHomeCheck } from '@tabler/icons-react';
import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { CompanyPointsSummary } from '@club/contract/points';
import { paths } from '../../../config/paths';
import { useBehaviours } from '../../../lib/content/get-behaviours';

const pad = { base: 'md', sm: 'lg' } as const;

function Card({ icon, titleId, children, testId }: { icon: ReactNode; titleId: string; children: ReactNode; testId: string }) {
  return (
    <Paper p={pad} radius="lg" data-testid={testId} h="100%">
      <Stack gap={6}>
        <Group gap="xs" wrap="nowrap">
          {icon}
          <Title order={2} fz="md" fw={600} c="dimmed">
            <FormattedMessage id={titleId} />
          </Title>
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}

function RewardCard({ regionId }: { regionId: number }) {
  const intl = useIntl();
  const behaviours = useBehaviours(regionId);
  const open = (behaviours.data?.data ?? []).filter((b) => !b.earned_at);
  const sum = open.reduce((s, b) => s + b.points, 0);
  return (
    <Card
      icon={<IconAward size={26} color="var(--mantine-color-brand-7)" aria-hidden />}
      titleId="home.summary.rewards"
      testId="reward-card"
    >
      {behaviours.isPending ? (
        <Skeleton h={58} />
      ) : behaviours.isError ? (
        <Text c="red.9">
          <FormattedMessage id="content.loadError" />
        </Text>
      ) : (
        <>
          <Text component="div" fz={26} fw={800} lh={1.1}>
            {intl.formatMessage({ id: 'points.count' }, { count: sum })}
          </Text>
          <Text fz="sm" c="dimmed">
            <FormattedMessage id="home.summary.rewardsText" values={{ count: open.length }} />
          </Text>
        </>
      )}
      <Anchor component={Link} to={paths.rewards} fz="sm" fw={600}>
        <FormattedMessage id="home.summary.rewardsLink" />
      </Anchor>
    </Card>
  );
}

interface Props {
  summary: CompanyPointsSummary | undefined;
  decor: boolean;
  regionId: number;
  /** The tier card (standard roles only). */
  tier: ReactNode;
}

export function SummaryCards({ summary, decor, regionId, tier }: Props) {
  const intl = useIntl();
  const points = (count: number) => intl.formatMessage({ id: 'points.count' }, { count });
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: decor ? 2 : 3 }}>
        <Card icon={<IconCoins size={26} color="var(--mantine-color-amber-8)" aria-hidden />} titleId="home.balance" testId="points-card">
          {summary ? (
            <>
              <Text component="div" fz={26} fw={800} lh={1.1}>
                {points(summary.company_points)}
              </Text>
              <Text fz="sm" c="dimmed">
                <FormattedMessage id="home.summary.pointsInProgress" values={{ points: points(summary.points.in_prog) }} />
              </Text>
              {summary.points.to_expire > 0 ? (
                <Text fz="sm" className="text-warning">
                  <FormattedMessage id="home.toExpire" values={{ points: points(summary.points.to_expire) }} />
                </Text>
              ) : null}
            </>
          ) : (
            <Text c="dimmed">
              <FormattedMessage id="home.balanceUnavailable" />
            </Text>
          )}
          <Anchor component={Link} to={paths.balance} fz="sm" fw={600}>
            <FormattedMessage id="home.summary.balanceLink" />
          </Anchor>
        </Card>
        <Card
          icon={<IconHomeCheck size={26} color="var(--mantine-color-brand-7)" aria-hidden />}
          titleId="home.summary.projects"
          testId="projects-card"
        >
          <Text component="div" fz={26} fw={800} lh={1.1}>
            <FormattedNumber value={summary?.projects.in_prog ?? 0} />
          </Text>
          <Text fz="sm" c="dimmed">
            <FormattedMessage id="home.summary.projectsClosed" values={{ count: summary?.projects.completed ?? 0 }} />
          </Text>
          <Anchor component={Link} to={paths.projects} fz="sm" fw={600}>
            <FormattedMessage id="home.summary.projectsLink" />
          </Anchor>
        </Card>
        {decor ? null : <RewardCard regionId={regionId} />}
      </SimpleGrid>
      {decor ? null : <div data-testid="tier-card">{tier}</div>}
    </Stack>
  );
}
