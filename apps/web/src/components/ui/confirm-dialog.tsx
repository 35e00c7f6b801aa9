// A yes/no question in a modal (deleting a scan or a project). The texts come from the caller; focus starts on the
// safe choice and Escape cancels. No ×: the cancel button is the way out (an unnamed × failed axe's button-name, and
// Mantine's <header> title bar gave the page a second banner; AppModal has neither).
import type { ReactNode } from 'react';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { AppModal } from './dialogs';

interface Props {
  opened: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  busy?: boolean;
  /** Messages to show when the action failed. */
  errors?: string[];
}

export function ConfirmDialog({ opened, title, children, confirmLabel, cancelLabel, onConfirm, onCancel, busy, errors }: Props) {
  return (
    <AppModal opened={opened} onClose={onCancel} title={title} centered>
      <Stack gap="md">
        <Text component="div">{children}</Text>
        {errors?.length ? (
          <Alert color="red" role="alert">
            {errors.join(' ')}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} data-autofocus>
            {cancelLabel}
          </Button>
          <Button color="red" onClick={onConfirm} loading={busy}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </AppModal>
  );
}
