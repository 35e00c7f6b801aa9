// /verify-email: the code form for the own (or a changed) email.
import { Center, Loader, Stack, Title } from '@mantine/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import { VerifyEmailForm } from '../../features/verify/components/verify-email-form';
import { useSelf } from '../../lib/session/own-user';
import { usePageTitle } from '../../lib/use-page-title';

export default function VerifyEmailPage() {
  const intl = useIntl();
  usePageTitle(intl.formatMessage({ id: 'verify.title' }));
  const self = useSelf().data;
  const state = useLocation().state as { send?: boolean } | null;
  return (
    <Stack gap="md">
      <Title order={1} fz={{ base: 24, sm: 30 }}>
        <FormattedMessage id="verify.title" />
      </Title>
      {self ? (
        <VerifyEmailForm user={self} sendAtOnce={state?.send === true} />
      ) : (
        <Center py="xl">
          <Loader aria-label={intl.formatMessage({ id: 'verify.loading' })} />
        </Center>
      )}
    </Stack>
  );
}
