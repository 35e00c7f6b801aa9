// The region's base points per scanned unit, by product group (spec working areas §2 Home/Rewards, §9). Decor roles
// see only the decor-relevant rows (`show_for_decor`, spec §6).
import { Paper, Skeleton, Table, Text } from '@mantine/core';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Config } from '@club/contract/config';
import { EmptyState, LoadError } from './states';

interface Props {
  rows: Config['base_points'] | undefined;
  decor: boolean;
  loading: boolean;
  error: boolean;
  captionId: string;
}

export function BasePointsTable({ rows, decor, loading, error, captionId }: Props) {
  const intl = useIntl();
  if (loading) return <Skeleton h={6 * 37 + 40} radius="md" aria-hidden />;
  if (error) return <LoadError />;
  const shown = (rows ?? []).filter((r) => !decor || r.show_for_decor);
  if (!shown.length)
    return (
      <EmptyState>
        <FormattedMessage id="content.basePointsEmpty" />
      </EmptyState>
    );
  return (
    <Paper radius="md" withBorder style={{ overflow: 'hidden' }}>
      <Table striped verticalSpacing={8} horizontalSpacing="md" aria-labelledby={captionId}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">
              <FormattedMessage id="content.productGroup" />
            </Table.Th>
            <Table.Th scope="col" ta="right">
              <FormattedMessage id="content.pointsPerUnit" />
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {shown.map((r) => (
            <Table.Tr key={r.product_group}>
              <Table.Td>
                {intl.messages[`content.group.${r.product_group}`] ? (
                  <FormattedMessage id={`content.group.${r.product_group}`} />
                ) : (
                  r.product_group
                )}
              </Table.Td>
              <Table.Td ta="right">
                <Text span fw={700}>
                  <FormattedMessage id="points.count" values={{ count: r.points }} />
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}
