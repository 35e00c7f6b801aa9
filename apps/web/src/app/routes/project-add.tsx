// /projects/add (spec working areas §2, §5): a new job by street lookup in the user's region plus postal code.
import { Stack, Text, Title } from '@mantine/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { PageLoader } from '../../components/ui/page-loader';
import { AddProjectForm } from '../../features/projects/components/add-project-form';
import { useSelf } from '../../lib/session/own-user';
import { usePageTitle } from '../../lib/use-page-title';

export default function ProjectAddPage() {
  const intl = useIntl();
  usePageTitle(intl.formatMessage({ id: 'projects.add.title' }));
  const navigate = useNavigate();
  const self = useSelf().data;
  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          <FormattedMessage id="projects.add.title" />
        </Title>
        <Text c="dimmed">
          <FormattedMessage id="projects.add.intro" />
        </Text>
      </Stack>
      {self ? <AddProjectForm regionId={self.region.id} onCreated={(p) => navigate(paths.project(p.uuid))} /> : <PageLoader />}
    </Stack>
  );
}
