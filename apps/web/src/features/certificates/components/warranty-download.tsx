// A closed project's warranty certificate for the homeowner (decision 0061): a PDF with the installer, the address, the
// date, each installed unit with its serial, and a QR code to the public check.
import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { IconFileCertificate } from '@tabler/icons-react';
import { FormattedMessage } from 'react-intl';
import { warrantyPdfPath } from '@club/contract/certificate-paths';
import { useDownloadPdf } from '../../../lib/download-pdf';
import { useErrorMessages } from '../../../lib/errors';

export function WarrantyDownload({ project }: { project: { uuid: string; id: number } }) {
  const download = useDownloadPdf();
  const errorMessages = useErrorMessages();
  return (
    <Paper p={{ base: 'md', sm: 'lg' }} radius="md" component="section" aria-labelledby="warranty-title">
      <Stack gap="xs">
        <Title order={2} fz="lg" id="warranty-title">
          <FormattedMessage id="certificates.warranty.title" />
        </Title>
        <Text fz="sm" c="dimmed">
          <FormattedMessage id="certificates.warranty.text" />
        </Text>
        <Button
          leftSection={<IconFileCertificate size={20} aria-hidden />}
          loading={download.isPending}
          onClick={() => download.mutate({ path: warrantyPdfPath(project.uuid), fileName: `warranty-${project.id}.pdf` })}
          style={{ alignSelf: 'flex-start' }}
        >
          <FormattedMessage id="certificates.warranty.download" />
        </Button>
        {download.isError ? (
          <Text c="red.8" fz="sm" role="alert">
            {errorMessages(download.error).join(' ')}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}
