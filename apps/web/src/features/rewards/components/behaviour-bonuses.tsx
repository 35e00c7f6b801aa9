// Behaviour bonuses (spec §2 Rewards, §3 Behaviour): what the company earns once for doing something, and whether it
// already has.
import { Badge, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import type { BehaviourItem } from '@club/contract/behaviours';
import { EmptyState, LoadError } from '../../../components/content/states';

export function BehaviourBonuses({ items, loading, error }: { items: BehaviourItem[] | undefined; loading: boolean; error: boolean }) {
  if (loading)
    return (
      <SimpleGrid cols={{ base: 1, sm: 2 }} aria-hidden>
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} h={96} radius="md" />
        ))}
      </SimpleGrid>
    );
  if (error) return <LoadError />;
  if (!items?.length)
    return (
      <EmptyState>
        <FormattedMessage id="rewards.behaviours.empty" />
      </EmptyState>
    );
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      {items.map((b) => (
        <Paper key={b.uuid} p="md" radius="md" withBorder>
          <Stack gap={4}>
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Title order={3} fz="md">
                {b.name}
              </Title>
              <Badge variant="light" color={b.earned_at ? 'green' : 'brand'} style={{ flex: 'none' }}>
                {b.earned_at ? (
                  <FormattedMessage id="rewards.behaviours.earned" />
                ) : (
                  <FormattedMessage id="points.count" values={{ count: b.points }} />
                )}
              </Badge>
            </Group>
            <Text fz="sm" c="dimmed">
              {b.description}
            </Text>
          </Stack>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
