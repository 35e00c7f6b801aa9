// A tutorial video behind a click-to-load facade: until the member asks for it, only our own poster picture is shown
// and nothing is fetched from YouTube; the click swaps in the privacy-enhanced player (youtube-nocookie.com) and
// starts it. The box keeps its 16:9 size before and after, so nothing moves.
import { useEffect, useRef, useState } from 'react';
import { Box, Text, UnstyledButton } from '@mantine/core';
import { IconPlayerPlayFilled } from '@tabler/icons-react';
import { useIntl } from 'react-intl';
import type { Content } from '@club/contract/content';
import { youtubeEmbedUrl } from '@club/contract/video-embed';
import { ContentPicture } from './content-picture';

export function VideoFacade({ item, sizes }: { item: Content; sizes?: string }) {
  const intl = useIntl();
  const [playing, setPlaying] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);
  const id = item.content.youtube;
  useEffect(() => {
    if (playing) frame.current?.focus();
  }, [playing]);
  const title = item.content.title;
  return (
    <Box pos="relative" style={{ aspectRatio: '16 / 9', borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden' }} bg="dark.8">
      {playing && id ? (
        <iframe
          ref={frame}
          src={youtubeEmbedUrl(id)}
          title={title}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
          style={{ position: 'absolute', inset: 0, width: '100%', height: '100%', border: 0 }}
        />
      ) : (
        <UnstyledButton
          onClick={() => setPlaying(true)}
          disabled={!id}
          aria-label={intl.formatMessage({ id: 'content.playVideo' }, { title })}
          aria-describedby={`video-note-${item.uuid}`}
          style={{ position: 'absolute', inset: 0, display: 'block' }}
          className="video-facade"
        >
          {item.media ? <ContentPicture image={item.media} alt="" ratio="16 / 9" sizes={sizes} /> : null}
          <Box
            pos="absolute"
            top="50%"
            left="50%"
            w={64}
            h={64}
            style={{
              transform: 'translate(-50%, -50%)',
              borderRadius: '50%',
              display: 'grid',
              placeItems: 'center',
              background: 'rgba(11, 61, 107, 0.88)',
              boxShadow: '0 2px 12px rgba(0,0,0,.35)',
            }}
            aria-hidden
          >
            <IconPlayerPlayFilled size={30} color="#fff" />
          </Box>
        </UnstyledButton>
      )}
      {playing ? null : (
        <Text
          pos="absolute"
          bottom={0}
          left={0}
          right={0}
          px="sm"
          py={6}
          fz="xs"
          c="white"
          id={`video-note-${item.uuid}`}
          style={{ background: 'linear-gradient(transparent, rgba(0,0,0,.75))', pointerEvents: 'none' }}
        >
          {intl.formatMessage({ id: 'content.videoNotice' })}
        </Text>
      )}
    </Box>
  );
}
