// The balance page's four stats cards (spec working areas §2 Balance, §3 Company summary): points of completed projects,
// of projects in progress, lost points and points that expire at the end of the year. The last card opens the expiry
// modal. While the summary loads, skeletons of the cards' size stand in their place.
import { useState } from 'react';
import { Button, Paper, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconClockHour4, IconHourglassLow, IconX, type Icon } from '@tabler/icons-react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { CompanyPointsSummary } from '@club/contract/points';
import { ExpiryModal } from './expiry-modal';

interface Card {
  key: 'completed' | 'in_prog' | 'lost' | 'to_expire';
  label: string;
  icon: Icon;
  color: string;
}
const cards: Card[] = [
  { key: 'completed', label: 'balance.stats.completed', icon: IconCircleCheck, color: 'var(--mantine-color-green-8)' },
  { key: 'in_prog', label: 'balance.stats.inProgress', icon: IconClockHour4, color: 'var(--mantine-color-brand-7)' },
  { key: 'lost', label: 'balance.stats.lost', icon: IconX, color: 'var(--mantine-color-red-8)' },
  { key: 'to_expire', label: 'balance.stats.toExpire', icon: IconHourglassLow, color: 'var(--mantine-color-amber-9)' },
];

const cardHeight = 118;

export function BalanceStatsSkeleton() {
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing={{ base: 'xs', sm: 'md' }} aria-hidden>
      {cards.map((c) => (
        <Skeleton key={c.key} h={cardHeight} radius="lg" />
      ))}
    </SimpleGrid>
  );
}

export function BalanceStats({ summary }: { summary: CompanyPointsSummary }) {
  const intl = useIntl();
  const [expiryOpen, setExpiryOpen] = useState(false);
  return (
    <>
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing={{ base: 'xs', sm: 'md' }} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {cards.map((c) => (
          <Paper key={c.key} component="li" p={{ base: 'sm', sm: 'md' }} radius="lg" mih={cardHeight} data-stat={c.key}>
            <Stack gap={4} h="100%">
              <c.icon size={24} color={c.color} aria-hidden />
              <Text fz="sm" c="dimmed" lh={1.3}>
                <FormattedMessage id={c.label} />
              </Text>
              <Text fz={{ base: 20, sm: 24 }} fw={700} lh={1.2}>
                {intl.formatMessage({ id: 'points.count' }, { count: summary.points[c.key] })}
              </Text>
              {c.key === 'to_expire' ? (
                <Button
                  variant="subtle"
                  size="compact-sm"
                  px={0}
                  mt="auto"
                  onClick={() => setExpiryOpen(true)}
                  style={{ alignSelf: 'flex-start' }}
                >
                  <FormattedMessage id="balance.expiry.open" />
                </Button>
              ) : null}
            </Stack>
          </Paper>
        ))}
      </SimpleGrid>
      <ExpiryModal opened={expiryOpen} onClose={() => setExpiryOpen(false)} toExpire={summary.points.to_expire} />
    </>
  );
}
