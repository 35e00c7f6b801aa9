// Step 1: sign in with an email or a phone number.
import { Anchor, Button, Stack, Text } from '@mantine/core';
import { IconDeviceMobile, IconMail } from '@tabler/icons-react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { keepHyphenatedWords } from '../../../components/ui/keep-hyphenated-words';
import type { LoginMethod } from '../utils/login-draft';

export function MethodStep({ onChoose }: { onChoose: (method: LoginMethod) => void }) {
  return (
    <Stack gap="sm">
      {/* Smaller than the step's heading, so the heading is the page's largest text (its LCP element, issue 10). */}
      <Text fz="sm">
        <FormattedMessage id="login.intro" />
      </Text>
      <Button size="lg" variant="light" justify="flex-start" leftSection={<IconMail aria-hidden />} onClick={() => onChoose('email')}>
        <FormattedMessage id="login.method.email">{keepHyphenatedWords}</FormattedMessage>
      </Button>
      <Button
        size="lg"
        variant="light"
        justify="flex-start"
        leftSection={<IconDeviceMobile aria-hidden />}
        onClick={() => onChoose('phone')}
      >
        <FormattedMessage id="login.method.phone">{keepHyphenatedWords}</FormattedMessage>
      </Button>
      <Text fz="sm" mt="xs">
        <FormattedMessage id="login.notMember" />{' '}
        <Anchor component={Link} to={paths.register} fz="sm" fw={600}>
          <FormattedMessage id="login.register" />
        </Anchor>
      </Text>
    </Stack>
  );
}
