// News as cards (picture, date, linked title, excerpt): a skeleton of the final size while loading, an empty state,
// an error text. Used by home (4 newest) and /news (20 a page).
import { Anchor, Card, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { FormattedDate, FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import type { Content } from '@club/contract/content';
import { paths } from '../../config/paths';
import { ContentPicture } from './content-picture';
import { EmptyState, LoadError } from './states';

interface Props {
  items: Content[] | undefined;
  loading: boolean;
  error: boolean;
  count: number;
  titleOrder?: 2 | 3;
  cols?: { base: number; xs?: number; sm?: number; md?: number };
}

const sizes = '(min-width: 62em) 25vw, (min-width: 36em) 50vw, 100vw';

export function NewsGrid({ items, loading, error, count, titleOrder = 3, cols = { base: 1, xs: 2, md: 4 } }: Props) {
  if (loading)
    return (
      <SimpleGrid cols={cols} aria-hidden>
        {Array.from({ length: count }, (_, i) => (
          <Card key={i} radius="md" padding={0} withBorder>
            <Skeleton style={{ aspectRatio: '16 / 9' }} radius={0} />
            <Stack gap={6} p="md">
              <Skeleton h={14} w="40%" />
              <Skeleton h={44} />
              <Skeleton h={58} />
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    );
  if (error) return <LoadError />;
  if (!items?.length)
    return (
      <EmptyState>
        <FormattedMessage id="content.newsEmpty" />
      </EmptyState>
    );
  return (
    <SimpleGrid cols={cols}>
      {items.map((n) => (
        <Card key={n.uuid} radius="md" padding={0} withBorder component="article">
          {n.media ? <ContentPicture image={n.media} alt="" ratio="16 / 9" sizes={sizes} /> : null}
          <Stack gap={6} p="md">
            <Text fz="xs" c="dimmed">
              <FormattedDate value={n.published_at} dateStyle="long" />
            </Text>
            <Title order={titleOrder} fz="md" lh={1.35} mih={44}>
              <Anchor component={Link} to={paths.newsItem(n.uuid)} inherit c="inherit" className="card-link">
                {n.content.title}
              </Anchor>
            </Title>
            <Text fz="sm" c="dimmed" lineClamp={3}>
              {n.content.excerpt}
            </Text>
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}
