// /shop/{uuid}: one product of the region (another region's or an unknown uuid: "not found"). A marketing product's
// configurator is its own chunk, loaded once the product turns out to be one (other products never load it); it checks
// the product's settings itself, so the contract's schemas load with it, not with the page.
import { lazy, Suspense } from 'react';
import { Alert, Anchor, Stack } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useParams } from 'react-router';
import { PageLoader } from '../../components/ui/page-loader';
import { paths } from '../../config/paths';
import { ApiError } from '../../lib/api-client';
import { useErrorMessages } from '../../lib/errors';
import { usePageTitle } from '../../lib/use-page-title';
import { useProduct } from '../../features/shop/api/get-product';
import { ProductView } from '../../features/shop/components/product-view';

const Configurator = lazy(() =>
  import('../../features/marketing/components/configurator').then((m) => ({ default: m.ProductConfigurator })),
);

export default function ProductPage() {
  const intl = useIntl();
  const { uuid = '' } = useParams();
  const product = useProduct(uuid);
  const errorMessages = useErrorMessages();
  usePageTitle(product.data?.name ?? intl.formatMessage({ id: 'shop.title' }));
  return (
    <Stack gap="md">
      <Anchor component={Link} to={paths.shop} fz="sm">
        <IconArrowLeft size={14} aria-hidden style={{ verticalAlign: 'middle' }} /> <FormattedMessage id="shop.backToShop" />
      </Anchor>
      {product.isPending ? (
        <PageLoader />
      ) : product.isError ? (
        <Alert color={product.error instanceof ApiError && product.error.status === 404 ? 'gray' : 'red'} role="alert">
          {product.error instanceof ApiError && product.error.status === 404 ? (
            <FormattedMessage id="shop.notFound" />
          ) : (
            errorMessages(product.error).join(' ')
          )}
        </Alert>
      ) : (
        <>
          <ProductView product={product.data} />
          {product.data.type === 'marketing' ? (
            <Suspense fallback={<PageLoader />}>
              <Configurator product={product.data} />
            </Suspense>
          ) : null}
        </>
      )}
    </Stack>
  );
}
