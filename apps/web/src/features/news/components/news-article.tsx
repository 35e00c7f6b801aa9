// One article (/news/{uuid}): date, title, main picture, lead, structured text, its video behind the facade, and the
// gallery. A skeleton of the final layout while loading; "not found" for an unknown or hidden article.
import { Anchor, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { ContentPicture } from '../../../components/content/content-picture';
import { ContentText } from '../../../components/content/content-text';
import { VideoFacade } from '../../../components/content/video-facade';
import { useContentItem } from '../../../lib/content/get-content';
import { ApiError } from '../../../lib/api-client';
import { usePageTitle } from '../../../lib/use-page-title';
import { ImageGallery } from './image-gallery';

function BackLink() {
  return (
    <Anchor component={Link} to={paths.news} fz="sm" fw={600} display="inline-flex" style={{ alignItems: 'center', gap: 4 }}>
      <IconArrowLeft size={16} aria-hidden />
      <FormattedMessage id="news.back" />
    </Anchor>
  );
}

export function NewsArticle({ uuid }: { uuid: string }) {
  const intl = useIntl();
  const item = useContentItem(uuid);
  usePageTitle(item.data?.content.title ?? intl.formatMessage({ id: 'news.title' }));

  if (item.isPending)
    return (
      <Paper p={{ base: 'md', sm: 'xl' }} radius="lg" maw={860} mx="auto" w="100%">
        <Stack gap="sm" role="status" aria-label={intl.formatMessage({ id: 'shell.loading' })}>
          <Skeleton h={16} w={120} />
          <Skeleton h={40} w="80%" />
          <Skeleton style={{ aspectRatio: '16 / 9' }} radius="md" />
          <Skeleton h={80} />
        </Stack>
      </Paper>
    );
  if (item.isError || item.data.type !== 'news') {
    const missing = item.error instanceof ApiError ? item.error.status === 404 || item.error.status === 400 : !item.isError;
    return (
      <Paper p={{ base: 'md', sm: 'xl' }} radius="lg" maw={860} mx="auto" w="100%">
        <Stack gap="sm">
          <Title order={1} fz={{ base: 22, sm: 28 }}>
            <FormattedMessage id={missing ? 'news.notFound' : 'content.loadError'} />
          </Title>
          <BackLink />
        </Stack>
      </Paper>
    );
  }
  const { content, media, other_images: gallery } = item.data;
  return (
    <Paper component="article" p={{ base: 'md', sm: 'xl' }} radius="lg" maw={860} mx="auto" w="100%">
      <Stack gap="md">
        <BackLink />
        <Stack gap={4}>
          <Text fz="sm" c="dimmed">
            <FormattedDate value={item.data.published_at} dateStyle="long" />
          </Text>
          <Title order={1} fz={{ base: 24, sm: 32 }} lh={1.2}>
            {content.title}
          </Title>
        </Stack>
        {media ? (
          <div style={{ borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden' }}>
            <ContentPicture image={media} priority sizes="(min-width: 62em) 800px, 100vw" />
          </div>
        ) : null}
        <Text fz="lg" fw={500} lh={1.5}>
          {content.excerpt}
        </Text>
        <ContentText blocks={content.text} />
        {content.youtube ? <VideoFacade item={item.data} sizes="(min-width: 62em) 800px, 100vw" /> : null}
        {gallery.length ? (
          <Stack gap="sm" component="section" aria-labelledby="gallery-title">
            <Title order={2} fz="lg" id="gallery-title">
              <FormattedMessage id="news.gallery.heading" />
            </Title>
            <ImageGallery images={gallery} title={content.title} />
          </Stack>
        ) : null}
      </Stack>
    </Paper>
  );
}
