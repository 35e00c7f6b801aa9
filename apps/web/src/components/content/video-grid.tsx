// Tutorial videos as a grid of click-to-load players with their titles: a skeleton of the final size while loading,
// an empty state when there are none, an error text when they cannot be read.
import { Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import type { Content } from '@club/contract/content';
import { VideoFacade } from './video-facade';
import { EmptyState, LoadError } from './states';

interface Props {
  items: Content[] | undefined;
  loading: boolean;
  error: boolean;
  /** How many skeleton cards to show while loading. */
  count: number;
  titleOrder?: 2 | 3;
  /** One wide video (the rewards page's how-to) instead of the grid of four. */
  single?: boolean;
}

const gridCols = { base: 1, xs: 2, md: 4 } as const;
const gridSizes = '(min-width: 62em) 25vw, (min-width: 36em) 50vw, 100vw';

export function VideoGrid({ items, loading, error, count, titleOrder = 3, single = false }: Props) {
  const cols = single ? { base: 1 } : gridCols;
  const sizes = single ? '(min-width: 48em) 720px, 100vw' : gridSizes;
  if (loading)
    return (
      <SimpleGrid cols={cols} aria-hidden>
        {Array.from({ length: count }, (_, i) => (
          <Stack key={i} gap={8}>
            <Skeleton style={{ aspectRatio: '16 / 9' }} radius="md" />
            <Skeleton h={20} w="80%" />
            <Skeleton h={36} />
          </Stack>
        ))}
      </SimpleGrid>
    );
  if (error) return <LoadError />;
  if (!items?.length)
    return (
      <EmptyState>
        <FormattedMessage id="content.videosEmpty" />
      </EmptyState>
    );
  return (
    <SimpleGrid cols={cols}>
      {items.map((v) => (
        <Paper key={v.uuid} radius="md" p={0} bg="transparent" withBorder={false} component="article" aria-labelledby={`video-${v.uuid}`}>
          <Stack gap={6}>
            <VideoFacade item={v} sizes={sizes} />
            <Title order={titleOrder} fz="md" id={`video-${v.uuid}`} lh={1.3}>
              {v.content.title}
            </Title>
            <Text fz="sm" c="dimmed" lineClamp={2} mih={36}>
              {v.content.excerpt}
            </Text>
          </Stack>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
