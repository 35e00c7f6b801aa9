// The end: the company is registered, the welcome points are credited, and the owner can sign in.
import { Button, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { signInLink } from '../../../../lib/sign-in-link';

export function CompleteStep({ welcomePoints, email }: { welcomePoints: number; email: string }) {
  const intl = useIntl();
  return (
    <Stack align="flex-start">
      <ThemeIcon size={56} radius="xl" color="green" variant="light" aria-hidden>
        <IconCircleCheck size={36} />
      </ThemeIcon>
      {welcomePoints > 0 && (
        <Text fz="lg" fw={600}>
          <FormattedMessage
            id="register.complete.points"
            values={{ points: intl.formatMessage({ id: 'points.count' }, { count: welcomePoints }) }}
          />
        </Text>
      )}
      <Text>
        <FormattedMessage id="register.complete.signInHint" values={{ email: <strong>{email}</strong> }} />
      </Text>
      <Button component={Link} {...signInLink(email)} size="md">
        <FormattedMessage id="register.complete.signIn" />
      </Button>
    </Stack>
  );
}
