// Sticky shop teasers (content type `shop_teaser`): a picture, a title, a line and a link into the shop.
import { Anchor, Card, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { ContentPicture } from '../../../components/content/content-picture';
import { EmptyState, LoadError } from '../../../components/content/states';
import { useContentList } from '../../../lib/content/get-content';
import { homeContent } from '../api/get-home-content';

export function ShopTeasers() {
  const teasers = useContentList(homeContent.shopTeasers);
  if (teasers.isPending)
    return (
      <SimpleGrid cols={{ base: 1, sm: 2 }} aria-hidden>
        {[0, 1].map((i) => (
          <Skeleton key={i} h={300} radius="md" />
        ))}
      </SimpleGrid>
    );
  if (teasers.isError) return <LoadError />;
  const list = teasers.data.data;
  if (!list.length)
    return (
      <EmptyState>
        <FormattedMessage id="home.teasers.empty" />
      </EmptyState>
    );
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      {list.map((t) => (
        <Card key={t.uuid} radius="md" withBorder padding={0} component="article">
          {t.media ? <ContentPicture image={t.media} alt="" ratio="16 / 6" sizes="(min-width: 48em) 50vw, 100vw" /> : null}
          <Stack gap={4} p="md">
            <Title order={3} fz="md">
              {t.content.title}
            </Title>
            <Text fz="sm" c="dimmed">
              {t.content.excerpt}
            </Text>
            {t.content.link ? (
              <Anchor component={Link} to={t.content.link.href} fw={700} fz="sm" className="card-link">
                {t.content.link.label}
              </Anchor>
            ) : null}
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}
