// Tier progress for standard roles (spec working areas §2, §6; DESIGN §9 "Tiers"): units with flag 1 on projects
// closed this year place the company in a bracket; each bracket pays a bonus per unit. Decor roles never see this
// (the caller does not render it for them).
import { Group, Paper, Progress, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconTrophy } from '@tabler/icons-react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { bracketFor, bracketWidth } from '@club/contract/tier-brackets';
import { useTierHistory } from '../api/get-tier-history';
import { useTiers } from '../api/get-tiers';

interface Props {
  companyId: number;
  regionId: number;
}

export function TierProgress({ companyId, regionId }: Props) {
  const intl = useIntl();
  const history = useTierHistory(companyId);
  const tiers = useTiers(regionId);
  const year = new Date().getFullYear();
  const points = (count: number) => intl.formatMessage({ id: 'points.count' }, { count });

  if (history.isPending || tiers.isPending) {
    return <Skeleton h={132} radius="lg" aria-hidden />;
  }
  const brackets = tiers.data?.data[0]?.brackets ?? [];
  const current = history.data?.data.find((h) => h.year === year);
  const progress = current?.progress ?? 0;
  const bracket = current?.tier_bracket ?? bracketFor(brackets, progress);
  if (!bracket) return null;
  const next = [...brackets].sort((a, b) => a.level - b.level).find((b) => b.level > bracket.level);
  const nextFrom = current?.next_bracket_from ?? next?.from ?? null;
  const nextPoints = current?.next_bracket_points ?? next?.points ?? null;
  // The spec's bracket width (to − from + 1): how far into its bracket the company is.
  const width = Math.max(1, bracketWidth(bracket));
  const value = nextFrom !== null ? Math.min(100, Math.round(((progress - bracket.from) / width) * 100)) : 100;
  const resetAt = tiers.data?.data[0]?.reset_at;

  return (
    <Paper p={{ base: 'md', sm: 'lg' }} radius="lg" aria-labelledby="tier-title">
      <Stack gap="xs">
        <Group gap="sm" wrap="nowrap">
          <IconTrophy size={28} color="var(--mantine-color-amber-8)" aria-hidden />
          <Title order={2} fz="lg" id="tier-title">
            <FormattedMessage id="tiers.title" values={{ level: bracket.level }} />
          </Title>
        </Group>
        <Text fz="sm">
          <FormattedMessage id="tiers.progress" values={{ count: progress, year }} />{' '}
          <FormattedMessage id="tiers.bonus" values={{ points: points(bracket.points) }} />
        </Text>
        <Progress
          value={Math.max(0, value)}
          size="lg"
          radius="xl"
          color="amber.7"
          aria-label={intl.formatMessage({ id: 'tiers.progressLabel' })}
        />
        <Text fz="sm" c="dimmed">
          {nextFrom !== null && nextPoints !== null ? (
            <FormattedMessage
              id="tiers.next"
              values={{ count: Math.max(0, nextFrom - progress), level: bracket.level + 1, points: points(nextPoints) }}
            />
          ) : (
            <FormattedMessage id="tiers.top" />
          )}
        </Text>
        {resetAt ? (
          <Text fz="sm" c="dimmed">
            <FormattedMessage id="tiers.reset" values={{ date: <FormattedDate value={resetAt} dateStyle="long" timeZone="UTC" /> }} />
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}
