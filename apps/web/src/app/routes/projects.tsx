// /projects (spec working areas §2): the company's projects with tabs and pages (tab and page in the URL, so Back
// and a shared link keep them), the add button, and for standard roles the tier progress (decor roles see no tiers
// or scan stats, spec §6).
import { Button, Group, Stack, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router';
import { isDecor } from '@club/contract/constants';
import { paths } from '../../config/paths';
import { isProjectTab } from '../../features/projects/api/get-projects';
import { ProjectList } from '../../features/projects/components/project-list';
import { TierProgress } from '../../features/tiers/components/tier-progress';
import { useSelf } from '../../lib/session/own-user';
import { pageParam } from '../../lib/page-param';
import { usePageTitle } from '../../lib/use-page-title';

export default function ProjectsPage() {
  const intl = useIntl();
  usePageTitle(intl.formatMessage({ id: 'projects.title' }));
  const [params, setParams] = useSearchParams();
  const self = useSelf().data;
  const tabParam = params.get('tab');
  const tab = isProjectTab(tabParam) ? tabParam : 'all';
  const page = pageParam(params);
  return (
    <Stack gap="md">
      <Group justify="space-between" align="center" gap="sm">
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          <FormattedMessage id="projects.title" />
        </Title>
        <Button component={Link} to={paths.projectAdd} leftSection={<IconPlus size={18} aria-hidden />}>
          <FormattedMessage id="projects.add" />
        </Button>
      </Group>
      {self && !isDecor(self.role.id) ? <TierProgress companyId={self.company.id} regionId={self.region.id} /> : null}
      <ProjectList
        tab={tab}
        page={page}
        onChange={(next) => {
          const out = new URLSearchParams();
          if (next.tab !== 'all') out.set('tab', next.tab);
          if (next.page > 1) out.set('page', String(next.page));
          setParams(out);
          window.scrollTo({ top: 0 });
        }}
      />
    </Stack>
  );
}
