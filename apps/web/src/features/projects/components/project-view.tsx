// /projects/{uuid} and /projects/{uuid}/survey (spec working areas §2): the project with tabs Project and Survey.
// The tabs are the two URLs, so the survey page is the Survey tab and both can be linked to.
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Alert, Button, Group, Paper, Skeleton, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconMapPin, IconScan, IconTrash } from '@tabler/icons-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router';
import { projectStatus } from '@club/contract/constants';
import type { Project } from '@club/contract/projects';
import { paths } from '../../../config/paths';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ApiError } from '../../../lib/api-client';
import { useErrorMessages } from '../../../lib/errors';
import { useProject } from '../api/get-project';
import { useDeleteProject } from '../api/delete-project';
import { PointsPreview } from './points-preview';
import { ProjectStatusBadge, SurveyBullet, surveyToFill } from './project-status';
import { ScanList } from './scan-list';
import { alertText } from '../utils/tones';
import { useOfflineWorker } from '../hooks/use-offline-worker';

// The survey is a form (with the contract's validation): it loads when its tab is shown, not with the project.
const SurveyPanel = lazy(() => import('./survey-panel').then((m) => ({ default: m.SurveyPanel })));

interface Props {
  uuid: string;
  tab: 'project' | 'survey';
  /** What a closed project offers besides its scans (the route passes the warranty certificate download). */
  closedActions?: (project: Project) => ReactNode;
}

/**
 * Spec §4: the Survey tab shows for closed projects or while the scans lack survey answers (an open project without
 * a survey). A project in review shows it too, with the answers just sent (docs/decisions/0035).
 */
export function showsSurveyTab(p: Pick<Project, 'status' | 'has_survey'>): boolean {
  const s = p.status.id;
  return s === projectStatus.closed || s === projectStatus.inReview || (s === projectStatus.open && !p.has_survey);
}

export function ProjectView({ uuid, tab, closedActions }: Props) {
  useOfflineWorker();
  const intl = useIntl();
  const errors = useErrorMessages();
  const navigate = useNavigate();
  const query = useProject(uuid);
  const remove = useDeleteProject();
  const [confirmDelete, setConfirmDelete] = useState(false);

  if (query.isError) {
    const notFound = query.error instanceof ApiError && query.error.status === 404;
    return (
      <Alert
        color="red"
        styles={alertText('red')}
        title={intl.formatMessage({ id: notFound ? 'projects.notFound' : 'projects.loadFailed' })}
      >
        {notFound ? (
          <Button component={Link} to={paths.projects} variant="light" mt="xs">
            <FormattedMessage id="projects.backToList" />
          </Button>
        ) : (
          errors(query.error).join(' ')
        )}
      </Alert>
    );
  }
  const p = query.data;
  if (!p) {
    return (
      <Stack gap="md" role="status" aria-label={intl.formatMessage({ id: 'shell.loading' })}>
        <Skeleton h={36} w="60%" />
        <Skeleton h={20} w="80%" />
        <Skeleton h={96} />
        <Skeleton h={64} />
        <Skeleton h={64} />
      </Stack>
    );
  }
  const open = p.status.id === projectStatus.open;
  const surveyTab = showsSurveyTab(p);
  const activeTab = tab === 'survey' && surveyTab ? 'survey' : 'project';

  return (
    <Stack gap="md">
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" gap="xs">
          <Title order={1} fz={{ base: 24, sm: 30 }} style={{ overflowWrap: 'anywhere' }}>
            {p.name} #{p.id}
          </Title>
          <ProjectStatusBadge status={p.status} />
        </Group>
        <Group gap={6} wrap="nowrap">
          <IconMapPin size={18} aria-hidden style={{ flex: 'none' }} />
          <Text style={{ overflowWrap: 'anywhere' }}>
            {[p.street_name, [p.postal_code, p.city].filter(Boolean).join(' ')].filter(Boolean).join(', ')}
          </Text>
        </Group>
        {open && p.days_left !== null ? (
          <Text fz="sm" c={p.days_left <= 14 ? 'red.8' : 'dimmed'}>
            <FormattedMessage id="projects.daysLeftLong" values={{ count: p.days_left }} />
          </Text>
        ) : null}
      </Stack>
      <PointsPreview project={p} />
      <Tabs value={activeTab} onChange={(v) => navigate(v === 'survey' ? paths.projectSurvey(uuid) : paths.project(uuid))}>
        <Tabs.List aria-label={intl.formatMessage({ id: 'projects.detailTabs' })}>
          <Tabs.Tab value="project">
            <FormattedMessage id="projects.tab.project" />
          </Tabs.Tab>
          {surveyTab ? (
            <Tabs.Tab value="survey" rightSection={surveyToFill(p) ? <SurveyBullet /> : null}>
              <FormattedMessage id="projects.tab.survey" />
            </Tabs.Tab>
          ) : null}
        </Tabs.List>
        <Tabs.Panel value="project" pt="md">
          <Stack gap="md">
            {open ? (
              <Group gap="sm">
                <Button component={Link} to={paths.projectScan(uuid)} leftSection={<IconScan size={20} aria-hidden />}>
                  <FormattedMessage id="projects.scan" />
                </Button>
                {p.products_count === 0 ? (
                  <Button
                    variant="subtle"
                    color="red"
                    leftSection={<IconTrash size={18} aria-hidden />}
                    onClick={() => setConfirmDelete(true)}
                  >
                    <FormattedMessage id="projects.delete" />
                  </Button>
                ) : null}
              </Group>
            ) : null}
            {p.status.id === projectStatus.closed && closedActions ? closedActions(p) : null}
            <Title order={2} fz="lg">
              <FormattedMessage id="projects.scans.title" />{' '}
              <Text span c="dimmed" fz="md" fw={400}>
                ({p.products_count})
              </Text>
            </Title>
            <ScanList project={p} />
          </Stack>
        </Tabs.Panel>
        {surveyTab ? (
          <Tabs.Panel value="survey" pt="md">
            <Paper p={{ base: 'md', sm: 'lg' }} radius="md">
              <Suspense fallback={<Skeleton h={240} radius="md" />}>
                <SurveyPanel project={p} />
              </Suspense>
            </Paper>
          </Tabs.Panel>
        ) : null}
      </Tabs>
      <ConfirmDialog
        opened={confirmDelete}
        title={intl.formatMessage({ id: 'projects.deleteTitle' })}
        confirmLabel={intl.formatMessage({ id: 'projects.deleteConfirm' })}
        cancelLabel={intl.formatMessage({ id: 'projects.cancel' })}
        busy={remove.isPending}
        errors={remove.isError ? errors(remove.error) : undefined}
        onCancel={() => {
          setConfirmDelete(false);
          remove.reset();
        }}
        onConfirm={() => remove.mutate(uuid, { onSuccess: () => navigate(paths.projects, { replace: true }) })}
      >
        <FormattedMessage id="projects.deleteText" values={{ name: `${p.name} #${p.id}`, b: (chunks) => <strong>{chunks}</strong> }} />
      </ConfirmDialog>
    </Stack>
  );
}
