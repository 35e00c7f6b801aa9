// Extra step "terms" (Czech/Slovak owners with an account from before 31 Jan 2024): accept the new club terms or
// decline them. Declining closes the account, so it is confirmed first.
import { useState } from 'react';
import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { AppModal } from '../../../components/ui/dialogs';

export function TermsStep({
  termsUrl,
  busy,
  onAccept,
  onDecline,
}: {
  termsUrl: string | undefined;
  busy: boolean;
  onAccept: () => void;
  onDecline: () => void;
}) {
  const intl = useIntl();
  const [confirming, setConfirming] = useState(false);
  return (
    <Stack gap="md">
      <Text>
        <FormattedMessage id="login.terms.text" />
      </Text>
      {termsUrl ? (
        <Anchor href={termsUrl} target="_blank" rel="noreferrer">
          <FormattedMessage id="login.terms.link" />
        </Anchor>
      ) : null}
      <Group justify="space-between" mt="md" gap="sm">
        <Button variant="outline" color="red.9" onClick={() => setConfirming(true)} disabled={busy}>
          <FormattedMessage id="login.terms.decline" />
        </Button>
        <Button onClick={onAccept} disabled={busy}>
          <FormattedMessage id="login.terms.accept" />
        </Button>
      </Group>
      <AppModal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={intl.formatMessage({ id: 'login.terms.confirmTitle' })}
        closeButtonProps={{ 'aria-label': intl.formatMessage({ id: 'login.terms.confirmClose' }) }}
        centered
      >
        <Stack gap="md">
          <Text>
            <FormattedMessage id="login.terms.confirmText" />
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setConfirming(false)} disabled={busy}>
              <FormattedMessage id="login.terms.confirmCancel" />
            </Button>
            <Button color="red.9" loading={busy} onClick={onDecline}>
              <FormattedMessage id="login.terms.confirmDecline" />
            </Button>
          </Group>
        </Stack>
      </AppModal>
    </Stack>
  );
}
