// Two voucher teasers (spec §2 Home): name, price and the description's first 300 characters, linking to the shop's
// vouchers (/shop?category=voucher).
import { Anchor, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { limits } from '@club/contract/constants';
import { paths } from '../../../config/paths';
import { EmptyState, LoadError } from '../../../components/content/states';
import { useVoucherTeasers } from '../api/get-voucher-teasers';

/** The first `max` characters, cut at a word boundary, with an ellipsis when cut. */
export function excerpt(text: string, max: number = limits.descriptionExcerpt): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

export const voucherLink = `${paths.shop}?category=voucher`;

export function VoucherTeasers({ regionId }: { regionId: number }) {
  const vouchers = useVoucherTeasers(regionId);
  if (vouchers.isPending)
    return (
      <SimpleGrid cols={{ base: 1, sm: 2 }} aria-hidden>
        {[0, 1].map((i) => (
          <Skeleton key={i} h={150} radius="md" />
        ))}
      </SimpleGrid>
    );
  if (vouchers.isError) return <LoadError />;
  const list = vouchers.data.data;
  if (!list.length)
    return (
      <EmptyState>
        <FormattedMessage id="home.vouchers.empty" />
      </EmptyState>
    );
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      {list.map((p) => (
        <Card key={p.uuid} radius="md" withBorder padding="md" component="article" mih={150}>
          <Group wrap="nowrap" align="flex-start" gap="md">
            {p.images.thumbnail ? (
              <img src={p.images.thumbnail} alt="" width={64} height={64} style={{ borderRadius: 8, flex: 'none' }} />
            ) : null}
            <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
              <Title order={3} fz="md">
                <Anchor component={Link} to={voucherLink} inherit c="inherit" className="card-link">
                  {p.name}
                </Anchor>
              </Title>
              <Text fz="sm" fw={700} c="brand.8">
                <FormattedMessage id="points.count" values={{ count: p.prices.min }} />
              </Text>
              <Text fz="sm" c="dimmed">
                {excerpt(p.description)}
              </Text>
            </Stack>
          </Group>
        </Card>
      ))}
    </SimpleGrid>
  );
}
