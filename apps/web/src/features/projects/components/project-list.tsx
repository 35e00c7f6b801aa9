// The projects list (spec working areas §2 "/projects"): tabs All, In review, Closed, Lost; 20 a page with first, last
// and a window of 5 pages; an empty state per tab; skeletons of the rows' size while loading.
import { Alert, Anchor, Group, Paper, Skeleton, Stack, Tabs, Text } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { ProjectListItem } from '@club/contract/projects';
import { projectStatus } from '@club/contract/constants';
import { paths } from '../../../config/paths';
import { Pager } from '../../../components/ui/pager';
import { useErrorMessages } from '../../../lib/errors';
import { isProjectTab, projectTabNames, useProjects, type ProjectTab } from '../api/get-projects';
import { ProjectStatusBadge, SurveyBullet, surveyToFill } from './project-status';
import { alertText } from '../utils/tones';
import { useOfflineWorker } from '../hooks/use-offline-worker';

interface Props {
  tab: ProjectTab;
  page: number;
  onChange: (next: { tab: ProjectTab; page: number }) => void;
}

export function ProjectList({ tab, page, onChange }: Props) {
  useOfflineWorker();
  const intl = useIntl();
  return (
    <Tabs value={tab} onChange={(v) => isProjectTab(v) && onChange({ tab: v, page: 1 })} keepMounted={false}>
      <Tabs.List aria-label={intl.formatMessage({ id: 'projects.tabs' })} style={{ flexWrap: 'nowrap', overflowX: 'auto' }}>
        {projectTabNames.map((t) => (
          <Tabs.Tab key={t} value={t} style={{ whiteSpace: 'nowrap' }}>
            {intl.formatMessage({ id: `projects.tab.${t}` })}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {projectTabNames.map((t) => (
        <Tabs.Panel key={t} value={t} pt="md">
          <TabContent tab={t} page={page} onPage={(p) => onChange({ tab: t, page: p })} />
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}

function TabContent({ tab, page, onPage }: { tab: ProjectTab; page: number; onPage: (p: number) => void }) {
  const intl = useIntl();
  const errors = useErrorMessages();
  const list = useProjects({ tab, page });
  if (list.isError) {
    return (
      <Alert color="red" styles={alertText('red')} title={intl.formatMessage({ id: 'projects.loadFailed' })}>
        {errors(list.error).join(' ')}
      </Alert>
    );
  }
  if (!list.data) {
    return (
      <Stack gap="sm" role="status" aria-label={intl.formatMessage({ id: 'shell.loading' })}>
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} h={92} radius="md" />
        ))}
      </Stack>
    );
  }
  const { data, meta } = list.data;
  if (data.length === 0) {
    return (
      <Paper p="xl" radius="lg" bg="gray.0">
        <Stack gap={4} align="center">
          <Text fw={600} ta="center">
            {intl.formatMessage({ id: `projects.empty.${tab}` })}
          </Text>
          {tab === 'all' ? (
            <Text c="dimmed" fz="sm" ta="center">
              <FormattedMessage id="projects.emptyHint" />
            </Text>
          ) : null}
        </Stack>
      </Paper>
    );
  }
  return (
    <Stack gap="md">
      <Text c="dimmed" fz="sm" aria-live="polite">
        <FormattedMessage id="projects.count" values={{ count: meta.total }} />
      </Text>
      <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-busy={list.isPlaceholderData}>
        {data.map((p) => (
          <ProjectRow key={p.uuid} project={p} />
        ))}
      </Stack>
      <Pager page={meta.current_page} total={meta.last_page} onChange={onPage} />
    </Stack>
  );
}

function ProjectRow({ project: p }: { project: ProjectListItem }) {
  const intl = useIntl();
  const open = p.status.id === projectStatus.open;
  return (
    <Paper component="li" p="md" radius="md">
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
          <Group gap={8} wrap="nowrap" miw={0}>
            {surveyToFill(p) ? <SurveyBullet /> : null}
            <Anchor component={Link} to={paths.project(p.uuid)} fw={700} fz="lg" style={{ overflowWrap: 'anywhere' }}>
              {p.name} #{p.id}
            </Anchor>
          </Group>
          <ProjectStatusBadge status={p.status} />
        </Group>
        <Group gap={6} wrap="nowrap" c="dimmed" fz="sm">
          <IconMapPin size={16} aria-hidden style={{ flex: 'none' }} />
          <Text fz="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {[p.street_name, [p.postal_code, p.city].filter(Boolean).join(' ')].filter(Boolean).join(', ')}
          </Text>
        </Group>
        <Group gap="md" fz="sm">
          <Text fz="sm">
            <FormattedMessage id="projects.units" values={{ count: p.products_count }} />
          </Text>
          <Text fz="sm">
            {p.status.id === projectStatus.closed ? (
              <FormattedMessage
                id="projects.earned"
                values={{ points: intl.formatMessage({ id: 'points.count' }, { count: p.available_points }) }}
              />
            ) : p.status.id === projectStatus.lost ? null : (
              <FormattedMessage
                id="projects.willEarn"
                values={{ points: intl.formatMessage({ id: 'points.count' }, { count: p.available_points }) }}
              />
            )}
          </Text>
          {open && p.days_left !== null ? (
            <Text fz="sm" c={p.days_left <= 14 ? 'red.8' : 'dimmed'}>
              <FormattedMessage id="projects.daysLeft" values={{ count: p.days_left }} />
            </Text>
          ) : null}
          <Text fz="sm" c="dimmed">
            <FormattedMessage id="projects.created" values={{ date: new Date(p.created_at) }} />
          </Text>
        </Group>
      </Stack>
    </Paper>
  );
}
