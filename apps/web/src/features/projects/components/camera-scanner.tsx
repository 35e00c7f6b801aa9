// The camera part of the scan page: the back camera's picture, a QR detector on it (native or ZXing WebAssembly,
// utils/detector.ts) and a torch toggle where the camera has one. Loaded only when the user turns the camera on, so
// no other page downloads the detector. Each decoded text is handed up; the same code is not reported twice within
// a few seconds, so holding the phone still over one label scans it once.
import { useEffect, useRef, useState } from 'react';
import { Alert, Box, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { IconBulb, IconBulbOff, IconCameraOff } from '@tabler/icons-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { createQrDetector } from '../utils/detector';
import { alertText } from '../utils/tones';

interface Props {
  onDetected: (text: string) => void;
  onClose: () => void;
}

type CameraState = 'starting' | 'running' | 'denied' | 'missing' | 'failed';
const repeatGapMs = 3000;
const frameGapMs = 250;

interface TorchCapabilities extends MediaTrackCapabilities {
  torch?: boolean;
}

export default function CameraScanner({ onDetected, onClose }: Props) {
  const intl = useIntl();
  const video = useRef<HTMLVideoElement>(null);
  const [state, setState] = useState<CameraState>('starting');
  const [track, setTrack] = useState<MediaStreamTrack | null>(null);
  const [torch, setTorch] = useState(false);
  const report = useRef(onDetected);
  useEffect(() => {
    report.current = onDetected;
  }, [onDetected]);

  useEffect(() => {
    let stopped = false;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const last = { text: '', at: 0 };
    (async () => {
      try {
        if (!navigator.mediaDevices?.getUserMedia) throw Object.assign(new Error('no camera'), { name: 'NotFoundError' });
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: { ideal: 'environment' } }, audio: false });
        if (stopped) return;
        const el = video.current;
        if (!el) return;
        el.srcObject = stream;
        await el.play().catch(() => undefined);
        setTrack(stream.getVideoTracks()[0] ?? null);
        const detector = await createQrDetector();
        if (stopped) return;
        setState('running');
        const tick = async () => {
          if (stopped) return;
          if (el.readyState >= 2) {
            try {
              const found = await detector.detect(el);
              const text = found[0]?.rawValue;
              const now = Date.now();
              if (text && !(text === last.text && now - last.at < repeatGapMs)) {
                last.text = text;
                last.at = now;
                report.current(text);
              }
            } catch {
              // A frame that cannot be read: try the next one.
            }
          }
          timer = setTimeout(() => void tick(), frameGapMs);
        };
        void tick();
      } catch (e) {
        if (stopped) return;
        const name = e instanceof Error ? e.name : '';
        setState(
          name === 'NotAllowedError' || name === 'SecurityError'
            ? 'denied'
            : name === 'NotFoundError' || name === 'OverconstrainedError'
              ? 'missing'
              : 'failed',
        );
      }
    })();
    return () => {
      stopped = true;
      clearTimeout(timer);
      stream?.getTracks().forEach((t) => t.stop());
    };
  }, []);

  const canTorch = !!track && !!(track.getCapabilities?.() as TorchCapabilities | undefined)?.torch;
  const toggleTorch = async () => {
    if (!track) return;
    try {
      await track.applyConstraints({ advanced: [{ torch: !torch } as MediaTrackConstraintSet] });
      setTorch(!torch);
    } catch {
      // The camera refused: leave the torch as it is.
    }
  };

  if (state === 'denied' || state === 'missing' || state === 'failed') {
    return (
      <Alert
        color="orange"
        styles={alertText('yellow')}
        icon={<IconCameraOff aria-hidden />}
        title={intl.formatMessage({ id: `projects.camera.${state}Title` })}
      >
        <Stack gap="xs">
          <Text fz="sm">
            <FormattedMessage id={`projects.camera.${state}`} />
          </Text>
          <Group>
            <Button variant="light" size="sm" onClick={onClose}>
              <FormattedMessage id="projects.camera.close" />
            </Button>
          </Group>
        </Stack>
      </Alert>
    );
  }

  return (
    <Stack gap="xs" maw={560} w="100%">
      <Box pos="relative" bg="dark.9" style={{ borderRadius: 12, overflow: 'hidden', aspectRatio: '4 / 3' }}>
        <video
          ref={video}
          muted
          playsInline
          aria-label={intl.formatMessage({ id: 'projects.camera.view' })}
          style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
        />
        {/* The aiming square: a label's QR code fits in it at arm's length. */}
        <Box
          aria-hidden
          pos="absolute"
          style={{
            inset: '18% 26%',
            border: '3px solid rgba(255,255,255,0.85)',
            borderRadius: 12,
            boxShadow: '0 0 0 999px rgba(0,0,0,0.25)',
          }}
        />
        {state === 'starting' ? (
          <Group pos="absolute" style={{ inset: 0 }} justify="center" align="center">
            <Loader color="white" aria-label={intl.formatMessage({ id: 'projects.camera.starting' })} />
          </Group>
        ) : null}
      </Box>
      <Text fz="sm" c="dimmed">
        <FormattedMessage id="projects.camera.hint" />
      </Text>
      <Group gap="sm">
        {canTorch ? (
          <Button
            variant="light"
            onClick={() => void toggleTorch()}
            aria-pressed={torch}
            leftSection={torch ? <IconBulbOff size={18} aria-hidden /> : <IconBulb size={18} aria-hidden />}
          >
            <FormattedMessage id="projects.camera.torch" />
          </Button>
        ) : null}
        <Button variant="default" onClick={onClose}>
          <FormattedMessage id="projects.camera.close" />
        </Button>
      </Group>
    </Stack>
  );
}
