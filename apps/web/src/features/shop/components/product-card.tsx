// One product in the shop's grid: picture, name, price in points (from the cheapest variant), sold-out tag when the
// total stock is below 1 (spec §8).
import { Badge, Card, Stack, Text } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import type { Product } from '@club/contract/shop';
import { paths } from '../../../config/paths';
import { ProductImage } from './product-image';

export function ProductCard({ product }: { product: Product }) {
  const soldOut = product.stock < 1;
  const { min, max } = product.prices;
  return (
    <Card component={Link} to={paths.product(product.uuid)} withBorder radius="md" padding="sm" style={{ height: '100%' }}>
      <Stack gap="xs" h="100%">
        <div style={{ position: 'relative', display: 'flex', justifyContent: 'center' }}>
          <ProductImage src={product.images.thumbnail} alt="" size={160} />
          {soldOut ? (
            <Badge color="dark" variant="filled" size="sm" style={{ position: 'absolute', top: 6, left: 6 }}>
              <FormattedMessage id="shop.soldOut" />
            </Badge>
          ) : null}
        </div>
        <Text fw={600} lineClamp={2} style={{ flexGrow: 1 }}>
          {product.name}
        </Text>
        <Text fw={700} c="brand.8" fz="sm">
          {min === max ? (
            <FormattedMessage id="points.count" values={{ count: min }} />
          ) : (
            <FormattedMessage id="shop.priceFrom" values={{ points: <FormattedMessage id="points.count" values={{ count: min }} /> }} />
          )}
        </Text>
      </Stack>
    </Card>
  );
}
