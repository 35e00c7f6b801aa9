// The buttons under a wizard step: Back on the left (when there is a step to go back to), the submit button on the
// right. Labels come from the caller, each wizard has its own words ("Continue", "Next", "Back to review").
import type { ReactNode } from 'react';
import { Button, Group } from '@mantine/core';

export function WizardActions({
  onBack,
  backLabel,
  submitLabel,
  submitIcon,
  busy,
  extra,
}: {
  onBack?: (() => void) | null;
  backLabel: ReactNode;
  submitLabel: ReactNode;
  submitIcon?: { left?: ReactNode; right?: ReactNode };
  busy?: boolean;
  extra?: ReactNode;
}) {
  return (
    <Group justify="space-between" mt="md" gap="sm" wrap="wrap-reverse">
      {onBack ? (
        <Button variant="default" onClick={onBack} disabled={busy}>
          {backLabel}
        </Button>
      ) : (
        <span />
      )}
      <Group gap="sm">
        {extra}
        <Button type="submit" loading={busy} leftSection={submitIcon?.left} rightSection={submitIcon?.right}>
          {submitLabel}
        </Button>
      </Group>
    </Group>
  );
}
