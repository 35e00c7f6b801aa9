// A ticket's status as an icon with its label (spec working areas §4: 1 open, 2 in progress, 3 resolved).
import { Group, Text, ThemeIcon } from '@mantine/core';
import { IconCircleCheck, IconCircleDot, IconProgress } from '@tabler/icons-react';
import { FormattedMessage } from 'react-intl';

const look = {
  1: { Icon: IconCircleDot, color: 'blue.8' },
  2: { Icon: IconProgress, color: 'orange.9' },
  3: { Icon: IconCircleCheck, color: 'green.9' },
} as const;

export function TicketStatus({ status, size = 'sm' }: { status: number; size?: 'xs' | 'sm' }) {
  const { Icon, color } = look[status as 1 | 2 | 3] ?? look[1];
  return (
    <Group gap={4} wrap="nowrap">
      <ThemeIcon variant="transparent" color={color} size="sm" aria-hidden>
        <Icon size={16} />
      </ThemeIcon>
      <Text fz={size} c="dark.7">
        <FormattedMessage id={`support.status.${status}`} />
      </Text>
    </Group>
  );
}
