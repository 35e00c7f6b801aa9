// The buttons under each login step: back (when there is a step to go back to) and continue.
import type { ReactNode } from 'react';
import { Button, Group } from '@mantine/core';
import { FormattedMessage } from 'react-intl';

export function StepActions({
  onBack,
  busy,
  submitLabel,
  extra,
}: {
  onBack?: () => void;
  busy?: boolean;
  submitLabel?: ReactNode;
  extra?: ReactNode;
}) {
  return (
    <Group justify="space-between" mt="md" gap="sm">
      {onBack ? (
        <Button variant="subtle" onClick={onBack} disabled={busy}>
          <FormattedMessage id="login.back" />
        </Button>
      ) : (
        <span />
      )}
      <Group gap="sm">
        {extra}
        <Button type="submit" loading={busy}>
          {submitLabel ?? <FormattedMessage id="login.continue" />}
        </Button>
      </Group>
    </Group>
  );
}
