// The company's certificates (decision 0060) with a PDF download each; an empty state saying how one is earned.
import { Alert, Button, Card, Group, Paper, SimpleGrid, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCertificate, IconDownload } from '@tabler/icons-react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import type { Certificate } from '@club/contract/certificates';
import { certificatePdfPath } from '@club/contract/certificate-paths';
import { useErrorMessages } from '../../../lib/errors';
import { useDownloadPdf } from '../../../lib/download-pdf';
import { useCertificates } from '../api/get-certificates';

function CertificateCard({ certificate, companyUuid }: { certificate: Certificate; companyUuid: string }) {
  const download = useDownloadPdf();
  const errorMessages = useErrorMessages();
  return (
    <Card withBorder radius="md" padding="md" component="li" style={{ listStyle: 'none' }}>
      <Stack gap="xs">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <ThemeIcon size={40} radius="xl" color="amber" variant="light" aria-hidden>
            <IconCertificate size={24} color="var(--mantine-color-amber-9)" />
          </ThemeIcon>
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Title order={3} fz="md">
              {certificate.name}
            </Title>
            <Text fz="sm" c="dimmed">
              {certificate.description}
            </Text>
            <Text fz="sm">
              <FormattedMessage
                id="certificates.validUntil"
                values={{ date: <FormattedDate value={`${certificate.expires_on}T12:00:00Z`} dateStyle="long" /> }}
              />
            </Text>
          </Stack>
        </Group>
        <Button
          variant="light"
          leftSection={<IconDownload size={18} aria-hidden />}
          loading={download.isPending}
          onClick={() =>
            download.mutate({
              path: certificatePdfPath(certificate.uuid, companyUuid),
              fileName: `${certificate.slug}-${certificate.year}.pdf`,
            })
          }
          style={{ alignSelf: 'flex-start' }}
        >
          <FormattedMessage id="certificates.download" />
        </Button>
        {download.isError ? (
          <Text c="red.8" fz="sm" role="alert">
            {errorMessages(download.error).join(' ')}
          </Text>
        ) : null}
      </Stack>
    </Card>
  );
}

export function CertificateList({ companyUuid }: { companyUuid: string }) {
  const intl = useIntl();
  const certificates = useCertificates();
  const errorMessages = useErrorMessages();
  let body: React.ReactNode;
  if (certificates.isPending) body = <Skeleton h={148} radius="md" aria-label={intl.formatMessage({ id: 'certificates.loading' })} />;
  else if (certificates.isError)
    body = (
      <Alert color="red" role="alert">
        {errorMessages(certificates.error).join(' ')}
      </Alert>
    );
  else if (certificates.data.data.length === 0)
    body = (
      <Text c="dimmed">
        <FormattedMessage id="certificates.empty" />
      </Text>
    );
  else
    body = (
      <SimpleGrid cols={{ base: 1, md: 2 }} component="ul" p={0} m={0}>
        {certificates.data.data.map((c) => (
          <CertificateCard key={c.uuid} certificate={c} companyUuid={companyUuid} />
        ))}
      </SimpleGrid>
    );
  return (
    <Paper p={{ base: 'sm', sm: 'lg' }} radius="lg" component="section" aria-labelledby="certificates-title">
      <Stack gap="md">
        <Title order={2} fz="lg" id="certificates-title">
          <FormattedMessage id="certificates.title" />
        </Title>
        {body}
      </Stack>
    </Paper>
  );
}
