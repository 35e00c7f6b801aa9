// The region's resource links as tiles (spec §2 Resources): a portal page opens in place, an outside address in a new
// tab (said so to screen readers).
import { Anchor, Card, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { Content } from '@club/contract/content';
import { EmptyState, LoadError } from '../../../components/content/states';

export function ResourceTiles({ items, loading, error }: { items: Content[] | undefined; loading: boolean; error: boolean }) {
  const intl = useIntl();
  if (loading)
    return (
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} aria-hidden>
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} h={140} radius="md" />
        ))}
      </SimpleGrid>
    );
  if (error) return <LoadError />;
  if (!items?.length)
    return (
      <EmptyState>
        <FormattedMessage id="resources.empty" />
      </EmptyState>
    );
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
      {items.map((r) => {
        const link = r.content.link;
        const external = !!link && link.href.startsWith('https://');
        return (
          <Card key={r.uuid} radius="md" withBorder padding="md" component="article" mih={140}>
            <Stack gap={6} h="100%">
              <Title order={2} fz="md">
                {r.content.title}
              </Title>
              <Text fz="sm" c="dimmed" style={{ flex: 1 }}>
                {r.content.excerpt}
              </Text>
              {link ? (
                external ? (
                  <Anchor
                    href={link.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    fw={700}
                    fz="sm"
                    className="card-link"
                    aria-label={intl.formatMessage({ id: 'resources.external' }, { label: link.label })}
                  >
                    {link.label} <IconExternalLink size={14} aria-hidden style={{ verticalAlign: 'middle' }} />
                  </Anchor>
                ) : (
                  <Anchor component={Link} to={link.href} fw={700} fz="sm" className="card-link">
                    {link.label}
                  </Anchor>
                )
              ) : null}
            </Stack>
          </Card>
        );
      })}
    </SimpleGrid>
  );
}
