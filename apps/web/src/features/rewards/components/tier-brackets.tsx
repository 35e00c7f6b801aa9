// The region's tier brackets (spec §2 Rewards, §9: a bracket spans `to - from + 1` units): level, units scanned in
// the year, and the bonus per unit; the date the count starts again.
import { Paper, Skeleton, Table, Text } from '@mantine/core';
import { FormattedDate, FormattedMessage } from 'react-intl';
import type { TierList } from '@club/contract/tiers';
import { EmptyState, LoadError } from '../../../components/content/states';

export function TierBrackets({ tiers, loading, error }: { tiers: TierList | undefined; loading: boolean; error: boolean }) {
  if (loading) return <Skeleton h={5 * 37 + 40} radius="md" aria-hidden />;
  if (error) return <LoadError />;
  const tier = tiers?.data[0];
  const brackets = [...(tier?.brackets ?? [])].sort((a, b) => a.level - b.level);
  if (!tier || !brackets.length)
    return (
      <EmptyState>
        <FormattedMessage id="rewards.tiers.empty" />
      </EmptyState>
    );
  return (
    <>
      <Paper radius="md" withBorder style={{ overflow: 'hidden' }}>
        <Table striped verticalSpacing={8} horizontalSpacing="sm" aria-labelledby="rewards-tiers">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">
                <FormattedMessage id="rewards.tiers.level" />
              </Table.Th>
              <Table.Th scope="col">
                <FormattedMessage id="rewards.tiers.units" />
              </Table.Th>
              <Table.Th scope="col" ta="right">
                <FormattedMessage id="rewards.tiers.bonus" />
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {brackets.map((b, i) => (
              <Table.Tr key={b.id}>
                {/* The level and the bonus never break (a phone's narrow table wrapped "Tier 1" and "0 points"); the range may. */}
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  <FormattedMessage id="rewards.tiers.levelN" values={{ level: b.level }} />
                </Table.Td>
                <Table.Td>
                  {i === brackets.length - 1 ? (
                    <FormattedMessage id="rewards.tiers.fromOnly" values={{ from: b.from }} />
                  ) : (
                    <FormattedMessage id="rewards.tiers.range" values={{ from: b.from, to: b.to }} />
                  )}
                </Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  <Text span fw={700}>
                    <FormattedMessage id="points.count" values={{ count: b.points }} />
                  </Text>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Paper>
      <Text fz="sm" c="dimmed">
        <FormattedMessage id="rewards.tiers.reset" values={{ date: <FormattedDate value={tier.reset_at} dateStyle="long" /> }} />
      </Text>
    </>
  );
}
