// An article's image gallery: thumbnails open a viewer with the large picture. In the viewer the arrow keys and the
// Previous/Next buttons move, a horizontal swipe moves on touch screens, Escape (or the close button) closes and
// focus returns to the thumbnail that opened it (Mantine's Modal traps and returns focus;
// AppModal: its title bar is no second page banner).
import { useEffect, useRef, useState } from 'react';
import { ActionIcon, Group, SimpleGrid, Text, UnstyledButton } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useIntl } from 'react-intl';
import type { ContentImage } from '@club/contract/content';
import { ContentPicture } from '../../../components/content/content-picture';
import { AppModal } from '../../../components/ui/dialogs';

export function ImageGallery({ images, title }: { images: ContentImage[]; title: string }) {
  const intl = useIntl();
  const [open, setOpen] = useState<number | null>(null);
  const viewer = useRef<HTMLDivElement | null>(null);
  const total = images.length;
  const move = (by: number) => setOpen((i) => (i === null ? i : (i + by + total) % total));
  const isOpen = open !== null;

  // While the viewer is open: the arrow keys move (Escape is the modal's), and a horizontal swipe moves on touch.
  useEffect(() => {
    if (!isOpen) return;
    const step = (by: number) => setOpen((i) => (i === null ? i : (i + by + total) % total));
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'ArrowRight' || e.key === 'ArrowLeft') {
        e.preventDefault();
        step(e.key === 'ArrowRight' ? 1 : -1);
      }
    };
    let start: { x: number; y: number } | null = null;
    const onStart = (e: TouchEvent) => {
      const t = e.touches[0];
      start = t ? { x: t.clientX, y: t.clientY } : null;
    };
    const onEnd = (e: TouchEvent) => {
      const t = e.changedTouches[0];
      if (start && t) {
        const dx = t.clientX - start.x;
        if (Math.abs(dx) > 40 && Math.abs(dx) > Math.abs(t.clientY - start.y)) step(dx < 0 ? 1 : -1);
      }
      start = null;
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('touchstart', onStart, { passive: true });
    document.addEventListener('touchend', onEnd);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('touchstart', onStart);
      document.removeEventListener('touchend', onEnd);
    };
  }, [isOpen, total]);
  const current = open === null ? undefined : images[open];

  return (
    <>
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
        {images.map((img, i) => (
          <UnstyledButton
            key={img.uuid}
            onClick={() => setOpen(i)}
            aria-label={intl.formatMessage({ id: 'news.gallery.open' }, { n: i + 1, total, alt: img.alt })}
            style={{ borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden' }}
            className="gallery-thumb"
          >
            <ContentPicture image={img} alt="" ratio="16 / 9" sizes="(min-width: 48em) 30vw, 50vw" />
          </UnstyledButton>
        ))}
      </SimpleGrid>
      <AppModal
        opened={current !== undefined}
        onClose={() => setOpen(null)}
        size="xl"
        centered
        title={intl.formatMessage({ id: 'news.gallery.title' }, { title })}
        closeButtonProps={{ 'aria-label': intl.formatMessage({ id: 'news.gallery.close' }) }}
        padding="md"
      >
        {current && open !== null ? (
          <div ref={viewer} data-testid="gallery-viewer">
            <figure style={{ margin: 0 }}>
              <ContentPicture image={current} priority sizes="(min-width: 62em) 900px, 100vw" />
              <figcaption>
                <Group justify="space-between" mt="sm" wrap="nowrap">
                  <ActionIcon
                    variant="default"
                    size="lg"
                    onClick={() => move(-1)}
                    aria-label={intl.formatMessage({ id: 'news.gallery.previous' })}
                  >
                    <IconChevronLeft aria-hidden />
                  </ActionIcon>
                  <Text ta="center" fz="sm" aria-live="polite">
                    {intl.formatMessage({ id: 'news.gallery.position' }, { n: open + 1, total })}
                    {current.alt ? ` · ${current.alt}` : ''}
                  </Text>
                  <ActionIcon
                    variant="default"
                    size="lg"
                    onClick={() => move(1)}
                    aria-label={intl.formatMessage({ id: 'news.gallery.next' })}
                  >
                    <IconChevronRight aria-hidden />
                  </ActionIcon>
                </Group>
              </figcaption>
            </figure>
          </div>
        ) : null}
      </AppModal>
    </>
  );
}
