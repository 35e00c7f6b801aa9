// "This job will earn X now / at most Y" (issue 11): the server computes both with the function that credits, so the
// preview and the credit never disagree. Closed projects show what was credited; lost ones earn nothing.
import { Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconCoins } from '@tabler/icons-react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Project } from '@club/contract/projects';
import { projectStatus } from '@club/contract/constants';

export function PointsPreview({ project: p }: { project: Pick<Project, 'status' | 'available_points' | 'max_points' | 'earnings'> }) {
  const intl = useIntl();
  const points = (count: number) => intl.formatMessage({ id: 'points.count' }, { count });
  if (p.status.id === projectStatus.lost) return null;
  if (p.status.id === projectStatus.closed) {
    return (
      <Paper p="md" radius="md" bg="green.0">
        <Group gap="sm" wrap="nowrap">
          <IconCoins size={28} color="var(--mantine-color-green-8)" aria-hidden />
          <Text fw={700}>
            <FormattedMessage id="projects.points.earned" values={{ points: points(p.available_points) }} />
          </Text>
        </Group>
      </Paper>
    );
  }
  const parts = [
    { id: 'projects.points.base', value: p.earnings.base },
    { id: 'projects.points.tierBonus', value: p.earnings.tier_bonus },
    { id: 'projects.points.behaviourBonus', value: p.earnings.behaviour_bonus },
    { id: 'projects.points.inReview', value: p.earnings.in_review },
  ].filter((x) => x.value > 0);
  return (
    <Paper p="md" radius="md" bg="amber.0" aria-labelledby="points-preview-title">
      <Stack gap="xs">
        <Text id="points-preview-title" fz="sm" fw={600} c="dimmed">
          <FormattedMessage id="projects.points.title" />
        </Text>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
          <Group gap="sm" wrap="nowrap">
            <IconCoins size={28} color="var(--mantine-color-amber-8)" aria-hidden />
            <Text fw={800} fz="lg" data-testid="points-now">
              <FormattedMessage id="projects.points.now" values={{ points: points(p.available_points) }} />
            </Text>
          </Group>
          <Text fz="lg" fw={600} data-testid="points-max" style={{ alignSelf: 'center' }}>
            <FormattedMessage id="projects.points.max" values={{ points: points(p.max_points) }} />
          </Text>
        </SimpleGrid>
        {parts.length > 0 ? (
          <Text fz="sm" c="dimmed">
            {parts.map((x) => intl.formatMessage({ id: x.id }, { points: points(x.value) })).join(' · ')}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}
