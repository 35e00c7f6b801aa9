// The three notification types, each with its own colour, icon and written label, so the type never depends on
// colour alone (WCAG 1.4.1).
import { Badge, ThemeIcon } from '@mantine/core';
import { IconAlertOctagon, IconAlertTriangle, IconInfoCircle } from '@tabler/icons-react';
import { FormattedMessage } from 'react-intl';
import type { NotificationType } from '@club/contract/constants';

const look = {
  info: { color: 'brand', Icon: IconInfoCircle },
  warning: { color: 'orange', Icon: IconAlertTriangle },
  important: { color: 'red', Icon: IconAlertOctagon },
} as const;

export function NotificationTypeIcon({ type, size = 32 }: { type: NotificationType; size?: number }) {
  const { color, Icon } = look[type];
  return (
    <ThemeIcon color={color} variant="light" radius="xl" size={size} aria-hidden>
      <Icon size={size * 0.6} />
    </ThemeIcon>
  );
}

export function NotificationTypeBadge({ type }: { type: NotificationType }) {
  const { color } = look[type];
  return (
    // Dark shades keep the label readable (4.5:1) on the light and filled backgrounds alike.
    <Badge
      color={type === 'important' ? 'red.9' : color}
      c={type === 'important' ? 'white' : `${color}.9`}
      variant={type === 'important' ? 'filled' : 'light'}
      size="sm"
      radius="sm"
    >
      <FormattedMessage id={`notifications.type.${type}`} />
    </Badge>
  );
}
