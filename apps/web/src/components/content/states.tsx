// The empty and error states of content blocks: a quiet card that keeps the block's place.
import type { ReactNode } from 'react';
import { Paper, Text } from '@mantine/core';
import { FormattedMessage } from 'react-intl';

export function EmptyState({ children }: { children: ReactNode }) {
  return (
    <Paper p="lg" radius="md" withBorder bg="gray.0">
      <Text c="dimmed" ta="center">
        {children}
      </Text>
    </Paper>
  );
}

export function LoadError() {
  return (
    <Paper p="lg" radius="md" withBorder role="alert">
      <Text c="red.9" ta="center">
        <FormattedMessage id="content.loadError" />
      </Text>
    </Paper>
  );
}
