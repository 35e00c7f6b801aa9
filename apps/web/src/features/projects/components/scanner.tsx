// The scan page (issue 11): on a phone on a roof. Scans by camera (QR on the window's label) or by typing the serial
// (the same rules as the server: letters and digits, spaces and dashes ignored). Each result is spoken by a live
// region and felt as a vibration and a beep. With no connection a scan waits in the queue ("waiting to send") and is
// sent in order when the connection returns.
import { lazy, Suspense, useRef, useState } from 'react';
import { Alert, Anchor, Badge, Button, CloseButton, Group, Loader, Paper, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconCamera, IconCloudOff, IconMapPin } from '@tabler/icons-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { projectStatus, scanFlag } from '@club/contract/constants';
import type { AddScanBody } from '@club/contract/projects';
import { isSerialNumber, normaliseSerial, serialFromQr, serialMaxInput, scanMessages } from '@club/contract/serials';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { useErrorMessages, useFieldMessage } from '../../../lib/errors';
import { useProject } from '../api/get-project';
import { useScanQueue } from '../hooks/use-scan-queue';
import { signalProblem, signalSuccess } from '../utils/feedback';
import type { SendOutcome } from '../utils/scan-queue';
import { PointsPreview } from './points-preview';
import { ScanList, WaitingList } from './scan-list';
import { alertText } from '../utils/tones';
import { useOfflineWorker } from '../hooks/use-offline-worker';

const CameraScanner = lazy(() => import('./camera-scanner'));

type Message = { tone: 'success' | 'warning' | 'info' | 'error'; text: string };
const toneColour = { success: 'green', warning: 'yellow', info: 'brand', error: 'red' } as const;

export function Scanner({ uuid }: { uuid: string }) {
  useOfflineWorker();
  const intl = useIntl();
  const errors = useErrorMessages();
  const fieldMessage = useFieldMessage();
  const project = useProject(uuid);
  const queue = useScanQueue(uuid);
  const [serial, setSerial] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [message, setMessage] = useState<Message | null>(null);
  const [camera, setCamera] = useState(false);
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  const describe = (outcome: SendOutcome, label: string): Message => {
    if (outcome.kind === 'waiting') return { tone: 'info', text: intl.formatMessage({ id: 'projects.scan.queued' }, { serial: label }) };
    if (outcome.kind === 'sent') {
      const s = outcome.scan;
      const name = s.name ?? intl.formatMessage({ id: 'projects.scans.unknownProduct' });
      if (s.flag === scanFlag.inReview) {
        return {
          tone: 'warning',
          text: intl.formatMessage({ id: `projects.scan.review.${s.reason ?? 'unknown_serial'}` }, { serial: s.serial_number, name }),
        };
      }
      return { tone: 'success', text: intl.formatMessage({ id: 'projects.scan.added' }, { name, serial: s.serial_number }) };
    }
    const e = outcome.error;
    if (e.status === 409 && e.code === 'conflict') {
      return { tone: 'error', text: intl.formatMessage({ id: 'projects.scan.duplicate' }, { serial: label }) };
    }
    if (e.status === 400) {
      const key = e.fields.serial_number?.[0] ?? e.fields.qr?.[0];
      return { tone: 'error', text: (key && fieldMessage(key)) || errors(e).join(' ') };
    }
    return { tone: 'error', text: errors(e).join(' ') };
  };

  const take = async (body: AddScanBody, label: string) => {
    setBusy(true);
    try {
      const outcome = await queue.scan(body, label);
      const m = describe(outcome, label);
      setMessage(m);
      if (m.tone === 'success' || m.tone === 'info') signalSuccess();
      else signalProblem();
      return outcome;
    } finally {
      setBusy(false);
    }
  };

  const onTyped = async () => {
    const value = serial.trim();
    if (!value) {
      setFieldError(fieldMessage('validation.required'));
      input.current?.focus();
      return;
    }
    if (value.length > serialMaxInput || !isSerialNumber(value)) {
      setFieldError(fieldMessage(scanMessages.serialNumber));
      input.current?.focus();
      return;
    }
    setFieldError(undefined);
    const normal = normaliseSerial(value);
    const outcome = await take({ serial_number: normal }, normal);
    if (outcome.kind !== 'rejected' || (outcome.error instanceof ApiError && outcome.error.status === 409)) setSerial('');
    input.current?.focus();
  };

  // The camera sees a label many times while the phone is held over it: each serial is taken once per visit.
  const seen = useRef(new Set<string>());
  const onDetected = (text: string) => {
    const found = serialFromQr(text);
    if (!found) {
      setMessage({ tone: 'error', text: intl.formatMessage({ id: 'validation.qr' }) });
      signalProblem();
      return;
    }
    if (seen.current.has(found)) return;
    seen.current.add(found);
    void take({ qr: text }, found);
  };

  const p = project.data;
  // Opened on a roof with no connection (the service worker served the page): the project cannot be read, but scans
  // can still be taken and queued.
  const unreachable = !p && project.isError && project.error instanceof ApiError && project.error.status === 0;
  if (project.isError && !unreachable) {
    return (
      <Alert color="red" styles={alertText('red')} title={intl.formatMessage({ id: 'projects.loadFailed' })}>
        {errors(project.error).join(' ')}
      </Alert>
    );
  }
  if (!p && !unreachable) {
    return (
      <Stack gap="md" role="status" aria-label={intl.formatMessage({ id: 'shell.loading' })}>
        <Skeleton h={36} w="60%" />
        <Skeleton h={120} />
        <Skeleton h={64} />
      </Stack>
    );
  }
  const open = p ? p.status.id === projectStatus.open : true;

  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          <FormattedMessage id="projects.scan.title" />
        </Title>
        {p ? (
          <Group gap={6} wrap="nowrap">
            <IconMapPin size={18} aria-hidden style={{ flex: 'none' }} />
            <Anchor component={Link} to={paths.project(uuid)} style={{ overflowWrap: 'anywhere' }}>
              {p.name} #{p.id} · {[p.street_name, p.city].filter(Boolean).join(', ')}
            </Anchor>
          </Group>
        ) : null}
      </Stack>
      {!queue.online || unreachable ? (
        <Alert
          color="gray"
          styles={alertText('gray')}
          icon={<IconCloudOff aria-hidden />}
          title={intl.formatMessage({ id: 'projects.offline.title' })}
        >
          <FormattedMessage id="projects.offline.text" />
        </Alert>
      ) : null}
      {!open ? (
        <Alert color="yellow" c="amber.9">
          <FormattedMessage id="projects.scan.notOpen" />
        </Alert>
      ) : (
        <Paper p={{ base: 'md', sm: 'lg' }} radius="md">
          <Stack gap="md">
            {camera ? (
              <Suspense
                fallback={
                  <Group justify="center" py="xl">
                    <Loader aria-label={intl.formatMessage({ id: 'projects.camera.starting' })} />
                  </Group>
                }
              >
                <CameraScanner onDetected={onDetected} onClose={() => setCamera(false)} />
              </Suspense>
            ) : (
              <Button size="lg" leftSection={<IconCamera size={22} aria-hidden />} onClick={() => setCamera(true)}>
                <FormattedMessage id="projects.camera.start" />
              </Button>
            )}
            <form
              noValidate
              onSubmit={(e) => {
                e.preventDefault();
                if (!busy) void onTyped();
              }}
            >
              <Group align="flex-start" gap="sm" wrap="wrap">
                <TextInput
                  ref={input}
                  name="serial_number"
                  label={intl.formatMessage({ id: 'projects.scan.serial' })}
                  description={intl.formatMessage({ id: 'projects.scan.serialHint' })}
                  value={serial}
                  onChange={(e) => {
                    setSerial(e.currentTarget.value);
                    if (fieldError) setFieldError(undefined);
                  }}
                  error={fieldError}
                  autoComplete="off"
                  autoCapitalize="characters"
                  spellCheck={false}
                  enterKeyHint="send"
                  maxLength={serialMaxInput}
                  style={{ flex: '1 1 220px' }}
                  styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
                />
                <Button type="submit" loading={busy} mt={{ base: 0, xs: 50 }} style={{ flex: 'none' }}>
                  <FormattedMessage id="projects.scan.add" />
                </Button>
              </Group>
            </form>
          </Stack>
        </Paper>
      )}
      {/* One place announces every result, politely for good news and at once for problems. */}
      <div>
        <div role="status" aria-live="polite" aria-atomic="true">
          {message && (message.tone === 'success' || message.tone === 'info') ? (
            <ResultMessage message={message} onClose={() => setMessage(null)} />
          ) : null}
        </div>
        <div role="alert" aria-atomic="true">
          {message && (message.tone === 'warning' || message.tone === 'error') ? (
            <ResultMessage message={message} onClose={() => setMessage(null)} />
          ) : null}
        </div>
      </div>
      {queue.refused.map((r) => (
        <Alert
          key={r.item.id}
          color="red"
          withCloseButton
          closeButtonLabel={intl.formatMessage({ id: 'projects.dismiss' })}
          onClose={() => queue.dismiss(r.item.id)}
        >
          {intl.formatMessage({ id: 'projects.scan.refusedLater' }, { serial: r.item.label })}{' '}
          {describe({ kind: 'rejected', error: r.error }, r.item.label).text}
        </Alert>
      ))}
      {p ? <PointsPreview project={p} /> : null}
      <Group justify="space-between" align="center">
        <Title order={2} fz="lg">
          <FormattedMessage id="projects.scans.title" />
        </Title>
        {queue.waiting.length > 0 ? (
          <Badge color="gray" variant="light" c="gray.8">
            <FormattedMessage id="projects.scan.waitingCount" values={{ count: queue.waiting.length }} />
          </Badge>
        ) : null}
      </Group>
      {p ? <ScanList project={p} waiting={queue.waiting} newestFirst /> : <WaitingList items={queue.waiting} />}
      <Group>
        <Button component={Link} to={paths.project(uuid)} variant="default">
          <FormattedMessage id="projects.scan.done" />
        </Button>
      </Group>
    </Stack>
  );
}

function ResultMessage({ message, onClose }: { message: Message; onClose: () => void }) {
  const intl = useIntl();
  return (
    <Paper
      p="sm"
      radius="md"
      bg={`${toneColour[message.tone]}.0`}
      style={{ borderColor: `var(--mantine-color-${toneColour[message.tone]}-6)`, borderLeftWidth: 6 }}
    >
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text fw={600}>{message.text}</Text>
        <CloseButton onClick={onClose} aria-label={intl.formatMessage({ id: 'projects.dismiss' })} />
      </Group>
    </Paper>
  );
}
