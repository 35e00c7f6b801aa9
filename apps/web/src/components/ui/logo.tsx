// The club's mark and name.
import { Group, Text } from '@mantine/core';
import { FormattedMessage } from 'react-intl';

export function Logo({ inverted = false }: { inverted?: boolean }) {
  return (
    <Group gap={8} wrap="nowrap" aria-hidden={false}>
      <svg width="34" height="34" viewBox="0 0 64 64" aria-hidden="true" focusable="false">
        <rect width="64" height="64" rx="14" fill={inverted ? '#fff' : '#0b3d6b'} />
        <path
          d="M10 36 32 16l22 20"
          fill="none"
          stroke={inverted ? '#0b3d6b' : '#fff'}
          strokeWidth="5"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <rect x="24" y="32" width="16" height="14" rx="2" fill="#f2a516" />
      </svg>
      <Text fw={800} fz="lg" c={inverted ? 'white' : 'brand.8'} style={{ letterSpacing: '-0.01em', whiteSpace: 'nowrap' }}>
        <FormattedMessage id="app.name" />
      </Text>
    </Group>
  );
}
