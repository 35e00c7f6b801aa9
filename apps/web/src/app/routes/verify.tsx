// /verify/{code} (decisions 0060, 0061): the public page a certificate's QR code opens, outside the signed-in frame. It
// says only whether the certificate is genuine and which kind it is, nothing about the company, the address or the units.
import { Loader, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle, IconRosetteDiscountCheck } from '@tabler/icons-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useParams } from 'react-router';
import { ApiError } from '../../lib/api-client';
import { useErrorMessages } from '../../lib/errors';
import { usePageTitle } from '../../lib/use-page-title';
import { useVerification } from '../../features/certificates/api/verify-certificate';
import { PublicLayout } from '../layout/public-layout';
import { WithQueries } from '../../lib/query-client';

/** An open page outside the signed-in frame: it brings the query client its check reads through. */
export default function VerifyPage() {
  return (
    <WithQueries>
      <Verification />
    </WithQueries>
  );
}

function Verification() {
  const intl = useIntl();
  usePageTitle(intl.formatMessage({ id: 'certificates.verify.title' }));
  const { code = '' } = useParams();
  const check = useVerification(code);
  const errorMessages = useErrorMessages();
  const notGenuine = check.error instanceof ApiError && (check.error.status === 404 || check.error.status === 400);

  let body: React.ReactNode;
  if (check.isPending)
    body = (
      <Stack align="center" gap="sm" role="status" mih={180} justify="center">
        <Loader aria-hidden />
        <Text>
          <FormattedMessage id="certificates.verify.checking" />
        </Text>
      </Stack>
    );
  else if (check.data)
    body = (
      <Stack align="center" ta="center" gap="sm" mih={180} data-result="genuine">
        <ThemeIcon size={72} radius="xl" color="green" variant="light" aria-hidden>
          <IconRosetteDiscountCheck size={44} color="var(--mantine-color-green-9)" />
        </ThemeIcon>
        <Title order={2} fz={{ base: 20, sm: 24 }} c="#1e6b2e">
          <FormattedMessage id="certificates.verify.genuine" />
        </Title>
        <Text>
          <FormattedMessage id={`certificates.verify.kind.${check.data.data.kind}`} />
        </Text>
      </Stack>
    );
  else if (notGenuine)
    body = (
      <Stack align="center" ta="center" gap="sm" mih={180} data-result="not-genuine">
        <ThemeIcon size={72} radius="xl" color="red" variant="light" aria-hidden>
          <IconAlertTriangle size={44} color="var(--mantine-color-red-9)" />
        </ThemeIcon>
        <Title order={2} fz={{ base: 20, sm: 24 }} c="#a61e1e">
          <FormattedMessage id="certificates.verify.notGenuine" />
        </Title>
        <Text>
          <FormattedMessage id="certificates.verify.notGenuineText" />
        </Text>
      </Stack>
    );
  else
    body = (
      <Stack align="center" ta="center" gap="sm" mih={180} role="alert">
        <Text fw={600}>
          <FormattedMessage id="certificates.verify.failed" />
        </Text>
        <Text fz="sm" c="dimmed">
          {errorMessages(check.error).join(' ')}
        </Text>
      </Stack>
    );

  return (
    <PublicLayout>
      <Paper p="xl" radius="lg" shadow="sm">
        <Stack gap="md">
          <Title order={1} fz={{ base: 22, sm: 28 }} ta="center">
            <FormattedMessage id="certificates.verify.title" />
          </Title>
          <div aria-live="polite">{body}</div>
        </Stack>
      </Paper>
    </PublicLayout>
  );
}
