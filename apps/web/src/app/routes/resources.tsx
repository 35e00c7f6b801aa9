// /resources (spec working areas §2 Resources, §9): the region's link tiles and its tutorial videos (40 by default).
import { Stack, Text, Title } from '@mantine/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { pageSizes } from '@club/contract/constants';
import { VideoGrid } from '../../components/content/video-grid';
import { ResourceTiles } from '../../features/resources/components/resource-tiles';
import { useContentList } from '../../lib/content/get-content';
import { usePageTitle } from '../../lib/use-page-title';

export default function ResourcesPage() {
  const intl = useIntl();
  usePageTitle(intl.formatMessage({ id: 'resources.title' }));
  const links = useContentList({ types: ['resource'], limit: 40 });
  const videos = useContentList({ types: ['video'], limit: pageSizes.videos });
  return (
    <Stack gap="xl">
      <Stack gap={4}>
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          <FormattedMessage id="resources.title" />
        </Title>
        <Text c="dimmed">
          <FormattedMessage id="resources.intro" />
        </Text>
      </Stack>
      <ResourceTiles items={links.data?.data} loading={links.isPending} error={links.isError} />
      <Stack component="section" gap="sm" aria-labelledby="resources-videos">
        <Title order={2} fz="xl" id="resources-videos">
          <FormattedMessage id="resources.videos" />
        </Title>
        <VideoGrid items={videos.data?.data} loading={videos.isPending} error={videos.isError} count={4} titleOrder={3} />
      </Stack>
    </Stack>
  );
}
