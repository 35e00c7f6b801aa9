// /shop: the category sidebar (a drawer on phones) beside the region's products, 21 a page; `?page=&categories=`
// in the URL so a page can be shared, reloaded and gone back to (spec §2 Shop). `?category=<product type>` (home's
// voucher teasers link to /shop?category=voucher, spec §2 Home) is replaced by the region's categories of that type.
import { useEffect } from 'react';
import { Box, Grid, Group, Stack, Title } from '@mantine/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../config/paths';
import { useSelf } from '../../lib/session/own-user';
import { usePageTitle } from '../../lib/use-page-title';
import { useCategories } from '../../features/shop/api/get-categories';
import { CategoryDrawer, CategorySidebar } from '../../features/shop/components/category-nav';
import { ProductGrid } from '../../features/shop/components/product-grid';
import { filtersFrom, searchOf } from '../../features/shop/utils/shop-params';

export default function ShopPage() {
  const intl = useIntl();
  usePageTitle(intl.formatMessage({ id: 'shop.title' }));
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const filters = filtersFrom(params);
  const self = useSelf();
  const categories = useCategories(self.data?.region.id);
  const list = categories.data?.data;
  const byType = params.get('category');
  useEffect(() => {
    if (!byType || !list) return;
    const ids = list.filter((c) => c.type === byType).map((c) => c.id);
    void navigate(paths.shop + searchOf({ page: 1, categories: ids }), { replace: true });
  }, [byType, list, navigate]);
  const current = filters.categories.length === 1 ? list?.find((c) => c.id === filters.categories[0]) : undefined;
  const onPage = (page: number) => {
    void navigate(paths.shop + searchOf({ ...filters, page }));
    window.scrollTo({ top: 0 });
  };
  return (
    <Stack gap="md">
      <Group justify="space-between" align="baseline">
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          {current ? current.name : <FormattedMessage id="shop.title" />}
        </Title>
      </Group>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 3 }}>
          <Box hiddenFrom="md">
            <CategoryDrawer categories={list} selected={filters.categories} />
          </Box>
          <Box visibleFrom="md">
            <CategorySidebar categories={list} selected={filters.categories} />
          </Box>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 9 }}>
          <ProductGrid filters={filters} onPage={onPage} />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
