// /rewards (spec working areas §2 Rewards, §6): the region's how-to video, the 4-step tutorial, the base points (decor
// roles: the decor rows only), the tier brackets (standard roles: decor roles see no tiers) and the behaviour bonuses.
import type { ReactNode } from 'react';
import { Stack, Text, Title } from '@mantine/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { isDecor } from '@club/contract/constants';
import { BasePointsTable } from '../../components/content/base-points-table';
import { VideoGrid } from '../../components/content/video-grid';
import { BehaviourBonuses } from '../../features/rewards/components/behaviour-bonuses';
import { HowItWorks } from '../../features/rewards/components/how-it-works';
import { TierBrackets } from '../../features/rewards/components/tier-brackets';
import { useTiers } from '../../features/tiers/api/get-tiers';
import { useBehaviours } from '../../lib/content/get-behaviours';
import { useContentList } from '../../lib/content/get-content';
import { useRegionConfig } from '../../lib/content/get-region-config';
import { useSelf } from '../../lib/session/own-user';
import { usePageTitle } from '../../lib/use-page-title';

function Section({ id, title, intro, children }: { id: string; title: ReactNode; intro?: ReactNode; children: ReactNode }) {
  return (
    <Stack component="section" gap="sm" aria-labelledby={id}>
      <Title order={2} fz="xl" id={id}>
        {title}
      </Title>
      {intro ? <Text c="dimmed">{intro}</Text> : null}
      {children}
    </Stack>
  );
}

export default function RewardsPage() {
  const intl = useIntl();
  usePageTitle(intl.formatMessage({ id: 'rewards.title' }));
  const user = useSelf().data;
  const decor = user ? isDecor(user.role.id) : false;
  const howTo = useContentList({ types: ['video'], options: ['sticky'], limit: 1 });
  const config = useRegionConfig(user?.region.id);
  const tiers = useTiers(user?.region.id, !!user && !decor);
  const behaviours = useBehaviours(user?.region.id);

  return (
    <Stack gap="xl">
      <Stack gap={4}>
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          <FormattedMessage id="rewards.title" />
        </Title>
        <Text c="dimmed">
          <FormattedMessage id="rewards.intro" />
        </Text>
      </Stack>
      <Section id="rewards-video" title={<FormattedMessage id="rewards.video" />}>
        <div style={{ maxWidth: 720 }}>
          <VideoGrid items={howTo.data?.data.slice(0, 1)} loading={howTo.isPending} error={howTo.isError} count={1} single />
        </div>
      </Section>
      <Section id="rewards-steps" title={<FormattedMessage id="rewards.howItWorks" />}>
        <HowItWorks />
      </Section>
      <Section
        id="rewards-base"
        title={<FormattedMessage id="rewards.basePoints" />}
        intro={<FormattedMessage id="rewards.basePointsIntro" />}
      >
        <BasePointsTable
          rows={config.data?.base_points}
          decor={decor}
          loading={!user || config.isPending}
          error={config.isError}
          captionId="rewards-base"
        />
      </Section>
      {user && !decor ? (
        <Section
          id="rewards-tiers"
          title={<FormattedMessage id="rewards.tiers.title" />}
          intro={<FormattedMessage id="rewards.tiers.intro" />}
        >
          <TierBrackets tiers={tiers.data} loading={tiers.isPending} error={tiers.isError} />
        </Section>
      ) : null}
      <Section
        id="rewards-behaviours"
        title={<FormattedMessage id="rewards.behaviours.title" />}
        intro={<FormattedMessage id="rewards.behaviours.intro" />}
      >
        <BehaviourBonuses items={behaviours.data?.data} loading={!user || behaviours.isPending} error={behaviours.isError} />
      </Section>
    </Stack>
  );
}
