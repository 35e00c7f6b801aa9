// The units scanned on a project (spec working areas §3 "Product scan", §4): flags shown only when the project is
// closed or in review (1 accepted, 2 in review in yellow, 3 rejected); a scan can be deleted only while the project
// is open, after a confirmation that shows its serial number.
import { useState } from 'react';
import { ActionIcon, Badge, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Project, Scan } from '@club/contract/projects';
import { projectStatus, scanFlag } from '@club/contract/constants';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useErrorMessages } from '../../../lib/errors';
import { useScans } from '../api/get-scans';
import { useDeleteScan } from '../api/delete-scan';
import type { QueuedScan } from '../utils/scan-queue';
import { toneText, type Tone } from '../utils/tones';

const flagColour: Record<number, Tone> = { [scanFlag.ok]: 'green', [scanFlag.inReview]: 'yellow', [scanFlag.rejected]: 'red' };
const flagName: Record<number, string> = { [scanFlag.ok]: 'ok', [scanFlag.inReview]: 'review', [scanFlag.rejected]: 'rejected' };

interface Props {
  project: Pick<Project, 'uuid' | 'status'>;
  /** Scans taken offline that wait for the connection. */
  waiting?: QueuedScan[];
  /** The newest first (the scan page), or in scanning order. */
  newestFirst?: boolean;
}

export function ScanList({ project, waiting = [], newestFirst = false }: Props) {
  const intl = useIntl();
  const scans = useScans(project.uuid);
  const errors = useErrorMessages();
  const remove = useDeleteScan(project.uuid);
  const [confirming, setConfirming] = useState<Scan | null>(null);
  const open = project.status.id === projectStatus.open;
  const showFlags = project.status.id === projectStatus.closed || project.status.id === projectStatus.inReview;
  // Open or in review: what each unit will earn (a preview); closed: what each unit earned. Lost projects earned nothing.
  const showPoints = open || project.status.id === projectStatus.inReview || project.status.id === projectStatus.closed;

  if (!scans.data) {
    if (scans.isError) return <Text c="red.8">{errors(scans.error).join(' ')}</Text>;
    return (
      <Stack gap="xs" role="status" aria-label={intl.formatMessage({ id: 'shell.loading' })}>
        <Skeleton h={64} />
        <Skeleton h={64} />
      </Stack>
    );
  }
  const list = newestFirst ? [...scans.data.data].reverse() : scans.data.data;
  const pending = newestFirst ? [...waiting].reverse() : waiting;
  if (list.length === 0 && pending.length === 0) {
    return (
      <Paper p="lg" radius="md" bg="gray.0">
        <Text c="dimmed" ta="center">
          <FormattedMessage id="projects.scans.empty" />
        </Text>
      </Paper>
    );
  }
  const rows = [
    ...(newestFirst ? pending.map((w) => <WaitingRow key={w.id} item={w} />) : []),
    ...list.map((s) => (
      <ScanRow key={s.uuid} scan={s} showFlag={showFlags} showPoints={showPoints} onDelete={open ? () => setConfirming(s) : undefined} />
    )),
    ...(newestFirst ? [] : pending.map((w) => <WaitingRow key={w.id} item={w} />)),
  ];
  return (
    <>
      <Stack
        gap="xs"
        component="ul"
        aria-label={intl.formatMessage({ id: 'projects.scans.title' })}
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
      >
        {rows}
      </Stack>
      <ConfirmDialog
        opened={confirming !== null}
        title={intl.formatMessage({ id: 'projects.scans.deleteTitle' })}
        confirmLabel={intl.formatMessage({ id: 'projects.scans.deleteConfirm' })}
        cancelLabel={intl.formatMessage({ id: 'projects.cancel' })}
        busy={remove.isPending}
        errors={remove.isError ? errors(remove.error) : undefined}
        onCancel={() => {
          setConfirming(null);
          remove.reset();
        }}
        onConfirm={() => confirming && remove.mutate(confirming.uuid, { onSuccess: () => setConfirming(null) })}
      >
        <FormattedMessage
          id="projects.scans.deleteText"
          values={{ serial: confirming?.serial_number ?? '', b: (chunks) => <strong>{chunks}</strong> }}
        />
      </ConfirmDialog>
    </>
  );
}

function ScanRow({
  scan: s,
  showFlag,
  showPoints,
  onDelete,
}: {
  scan: Scan;
  showFlag: boolean;
  showPoints: boolean;
  onDelete?: () => void;
}) {
  const intl = useIntl();
  const details = [s.type, s.size, s.variant].filter(Boolean).join(' · ');
  return (
    <Paper component="li" p="sm" radius="md">
      <Group justify="space-between" wrap="nowrap" gap="sm" align="flex-start">
        <Stack gap={2} miw={0}>
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {s.name ?? intl.formatMessage({ id: 'projects.scans.unknownProduct' })}
          </Text>
          <Text fz="sm" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
            {s.serial_number}
          </Text>
          {details ? (
            <Text fz="sm" c="dimmed">
              {details}
            </Text>
          ) : null}
        </Stack>
        <Group gap="xs" wrap="nowrap" align="center" style={{ flexShrink: 0 }}>
          <Stack gap={2} align="flex-end">
            {showFlag ? (
              <Badge color={flagColour[s.flag]} c={toneText[flagColour[s.flag] ?? 'gray']} variant="light" radius="sm">
                {intl.formatMessage({ id: `projects.flag.${flagName[s.flag]}` })}
              </Badge>
            ) : null}
            {showPoints ? (
              <Text fz="sm" fw={600} ta="right" style={{ whiteSpace: 'nowrap' }}>
                {s.points > 0 || s.max_points === 0
                  ? intl.formatMessage({ id: 'projects.scans.points' }, { count: s.points })
                  : intl.formatMessage({ id: 'projects.scans.upTo' }, { count: s.max_points })}
              </Text>
            ) : null}
          </Stack>
          {onDelete ? (
            <ActionIcon
              variant="subtle"
              color="red"
              size="lg"
              onClick={onDelete}
              aria-label={intl.formatMessage({ id: 'projects.scans.delete' }, { serial: s.serial_number })}
            >
              <IconTrash size={20} aria-hidden />
            </ActionIcon>
          ) : null}
        </Group>
      </Group>
    </Paper>
  );
}

/** Only the scans waiting to send (the scan page opened with no connection, so the stored ones cannot be read). */
export function WaitingList({ items }: { items: QueuedScan[] }) {
  const intl = useIntl();
  if (items.length === 0) return null;
  return (
    <Stack
      gap="xs"
      component="ul"
      aria-label={intl.formatMessage({ id: 'projects.scans.title' })}
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
    >
      {[...items].reverse().map((w) => (
        <WaitingRow key={w.id} item={w} />
      ))}
    </Stack>
  );
}

function WaitingRow({ item }: { item: QueuedScan }) {
  return (
    <Paper component="li" p="sm" radius="md" bg="gray.0" style={{ borderStyle: 'dashed' }}>
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Text fz="sm" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
          {item.label}
        </Text>
        <Badge color="gray" variant="outline" radius="sm" c="gray.8">
          <FormattedMessage id="projects.scans.waiting" />
        </Badge>
      </Group>
    </Paper>
  );
}
