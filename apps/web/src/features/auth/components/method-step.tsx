// Step 1: sign in with an email or a phone number.
import { Button, Stack, Text } from '@mantine/core';
import { IconDeviceMobile, IconMail } from '@tabler/icons-react';
import { FormattedMessage } from 'react-intl';
import type { LoginMethod } from '../utils/login-draft';

export function MethodStep({ onChoose }: { onChoose: (method: LoginMethod) => void }) {
  return (
    <Stack gap="sm">
      <Text>
        <FormattedMessage id="login.intro" />
      </Text>
      <Button size="lg" variant="light" justify="flex-start" leftSection={<IconMail aria-hidden />} onClick={() => onChoose('email')}>
        <FormattedMessage id="login.method.email" />
      </Button>
      <Button size="lg" variant="light" justify="flex-start" leftSection={<IconDeviceMobile aria-hidden />} onClick={() => onChoose('phone')}>
        <FormattedMessage id="login.method.phone" />
      </Button>
    </Stack>
  );
}
