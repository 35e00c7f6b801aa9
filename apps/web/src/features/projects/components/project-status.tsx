// A project's status as a coloured badge (spec working areas §4 "Project status ids"), and the survey's red bullet.
import { Badge, Box } from '@mantine/core';
import { useIntl } from 'react-intl';
import type { ProjectListItem } from '@club/contract/projects';
import { projectStatus } from '@club/contract/constants';
import { toneText, type Tone } from '../utils/tones';

const colours: Record<number, Tone> = { 1: 'brand', 2: 'green', 3: 'gray', 4: 'gray', 5: 'yellow' };

export function ProjectStatusBadge({ status }: { status: ProjectListItem['status'] }) {
  const intl = useIntl();
  return (
    <Badge color={colours[status.id]} variant="light" c={toneText[colours[status.id] ?? 'gray']} radius="sm">
      {intl.formatMessage({ id: `projects.status.${status.name}` })}
    </Badge>
  );
}

/** Spec §4: a red bullet marks a survey still to fill — no project survey, project open, with scans. */
export function surveyToFill(p: Pick<ProjectListItem, 'has_survey' | 'status' | 'products_count'>): boolean {
  return !p.has_survey && p.status.id === projectStatus.open && p.products_count > 0;
}

/** The red bullet, with its meaning for screen readers. */
export function SurveyBullet() {
  const intl = useIntl();
  return (
    <Box
      component="span"
      role="img"
      aria-label={intl.formatMessage({ id: 'projects.surveyToFill' })}
      title={intl.formatMessage({ id: 'projects.surveyToFill' })}
      display="inline-block"
      w={10}
      h={10}
      bg="red.8"
      style={{ borderRadius: '50%', flex: 'none' }}
    />
  );
}
