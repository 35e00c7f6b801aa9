// The registration page's body (spec access §2): it waits for the public configuration (regions, their settings and
// survey) and, at the same time, for the form's own chunk (registration-form.tsx, with the contract's rules, zod,
// libphonenumber and react-hook-form), so the page paints with the framework alone and the form comes when both are
// there (issue 10; docs/decisions/0136-registration-form-on-demand.md).
import { Suspense, lazy } from 'react';
import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { onDemand } from '../../../lib/on-demand';
import { usePublicConfig } from '../../../lib/public-config';
import type { Variant } from '../utils/form';

const formModule = onDemand(() => import('./registration-form'));
const RegistrationForm = lazy(formModule);

export function RegistrationWizard({ variant }: { variant: Variant }) {
  const intl = useIntl();
  const config = usePublicConfig();
  // Fetched beside the configuration, not after it: the form's code is on its way while the regions load.
  formModule.prefetch();
  const loading = (
    <Center py="xl">
      <Loader role="status" aria-label={intl.formatMessage({ id: 'register.loading' })} />
    </Center>
  );
  if (config.isPending) return loading;
  if (config.isError) return <ConfigError onRetry={() => void config.refetch()} />;
  return (
    <Suspense fallback={loading}>
      <RegistrationForm config={config.data} variant={variant} />
    </Suspense>
  );
}

function ConfigError({ onRetry }: { onRetry: () => void }) {
  return (
    <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
      <Stack gap="xs" align="flex-start">
        <Text>
          <FormattedMessage id="errors.generic" />
        </Text>
        <Button size="xs" variant="light" onClick={onRetry}>
          <FormattedMessage id="register.retry" />
        </Button>
      </Stack>
    </Alert>
  );
}
