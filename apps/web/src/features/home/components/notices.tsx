// Home's notices, in the spec's order (working areas §2 Home): expiring points, welcome points, club card, verify email.
// Each renders nothing when its rule says so (utils/banners.ts).
import type { ReactNode } from 'react';
import { Alert, Anchor, Button, Group, Text } from '@mantine/core';
import { IconAlertTriangle, IconGift, IconMailExclamation } from '@tabler/icons-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

function NoticeTitle({ children }: { children: ReactNode }) {
  return (
    <Text component="h2" fw={700} fz="md" m={0} c="dark">
      {children}
    </Text>
  );
}

const message = { message: { color: 'var(--mantine-color-text)' } };

/** Points expiring at the year's end; "Got it" stores the time in `options.expPtsSeen` (hidden for 6 months). */
export function ExpiringPointsWarning({ points, onDismiss, busy }: { points: number; onDismiss: () => void; busy: boolean }) {
  const intl = useIntl();
  return (
    <Alert
      variant="light"
      color="orange"
      radius="lg"
      icon={<IconAlertTriangle aria-hidden />}
      title={
        <NoticeTitle>
          <FormattedMessage id="home.expiring.title" />
        </NoticeTitle>
      }
      styles={message}
      data-testid="expiring-warning"
    >
      <Text>
        <FormattedMessage
          id="home.expiring.text"
          values={{ points: intl.formatMessage({ id: 'points.count' }, { count: points }), year: String(new Date().getFullYear()) }}
        />
      </Text>
      <Group gap="sm" mt="sm">
        <Button component={Link} to={paths.shop} size="sm">
          <FormattedMessage id="home.expiring.spend" />
        </Button>
        <Button variant="default" size="sm" onClick={onDismiss} loading={busy}>
          <FormattedMessage id="home.expiring.dismiss" />
        </Button>
      </Group>
    </Alert>
  );
}

export function WelcomePointsBanner({ points }: { points: number }) {
  const intl = useIntl();
  return (
    <Alert
      variant="light"
      color="amber"
      radius="lg"
      icon={<IconGift aria-hidden />}
      title={
        <NoticeTitle>
          <FormattedMessage id="home.welcomePointsTitle" />
        </NoticeTitle>
      }
      styles={message}
      data-testid="welcome-banner"
    >
      <FormattedMessage id="home.welcomePoints" values={{ points: intl.formatMessage({ id: 'points.count' }, { count: points }) }} />
    </Alert>
  );
}

export function VerifyEmailWarning({ email }: { email: string }) {
  return (
    <Alert
      variant="light"
      color="yellow"
      radius="lg"
      icon={<IconMailExclamation aria-hidden />}
      title={
        <NoticeTitle>
          <FormattedMessage id="home.verifyEmail.title" />
        </NoticeTitle>
      }
      styles={message}
      data-testid="verify-email-warning"
    >
      <Text>
        <FormattedMessage id="home.verifyEmail.text" values={{ email }} />
      </Text>
      <Anchor component={Link} to={paths.verifyEmail} fw={700} mt={6} display="inline-block">
        <FormattedMessage id="home.verifyEmail.link" />
      </Anchor>
    </Alert>
  );
}
