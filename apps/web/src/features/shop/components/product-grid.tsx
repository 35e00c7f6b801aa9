// The shop's products, 21 a page, with pages to move through; the empty state says so when a category has no
// products, and shows its loading variant (placeholders in the grid's shape) while the first page loads (spec §2, §8).
import { Alert, Card, Center, Pagination, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { IconBuildingStore } from '@tabler/icons-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { pageSizes } from '@club/contract/constants';
import { useErrorMessages } from '../../../lib/errors';
import { useProducts, type ProductFilters } from '../api/get-products';
import { ProductCard } from './product-card';

function LoadingGrid() {
  const intl = useIntl();
  return (
    <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm" aria-busy aria-label={intl.formatMessage({ id: 'shell.loading' })} role="status">
      {Array.from({ length: 6 }, (_, i) => (
        <Card key={i} withBorder radius="md" padding="sm">
          <Skeleton style={{ aspectRatio: '1 / 1' }} mb="xs" />
          <Skeleton h={14} mb={6} />
          <Skeleton h={14} w="50%" />
        </Card>
      ))}
    </SimpleGrid>
  );
}

export function ProductGrid({ filters, onPage }: { filters: ProductFilters; onPage: (page: number) => void }) {
  const intl = useIntl();
  const products = useProducts(filters);
  const errorMessages = useErrorMessages();
  if (products.isPending) return <LoadingGrid />;
  if (products.isError)
    return (
      <Alert color="red" role="alert">
        {errorMessages(products.error).join(' ')}
      </Alert>
    );
  const { data, meta } = products.data;
  if (data.length === 0)
    return (
      <Card withBorder radius="md" p="xl" bg="gray.0">
        <Center>
          <Stack align="center" gap="xs">
            <IconBuildingStore size={40} color="var(--mantine-color-gray-6)" aria-hidden />
            <Text fw={600}>
              <FormattedMessage id="shop.empty" />
            </Text>
            <Text c="dimmed" fz="sm" ta="center">
              <FormattedMessage id="shop.emptyHint" />
            </Text>
          </Stack>
        </Center>
      </Card>
    );
  const from = (meta.current_page - 1) * pageSizes.shop + 1;
  return (
    <Stack gap="md" aria-busy={products.isPlaceholderData}>
      <Text c="dimmed" fz="sm" aria-live="polite">
        <FormattedMessage id="shop.showing" values={{ from, to: from + data.length - 1, total: meta.total }} />
      </Text>
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
        {data.map((p) => (
          <ProductCard key={p.uuid} product={p} />
        ))}
      </SimpleGrid>
      {meta.last_page > 1 ? (
        <Center>
          <Pagination
            total={meta.last_page}
            value={meta.current_page}
            onChange={onPage}
            siblings={1}
            getControlProps={(control) => ({
              'aria-label': intl.formatMessage({ id: `shop.pagination.${control}` }),
            })}
            getItemProps={(page) => ({ 'aria-label': intl.formatMessage({ id: 'shop.pagination.page' }, { page }) })}
          />
        </Center>
      ) : null}
    </Stack>
  );
}
