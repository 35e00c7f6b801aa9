// The product page's content (spec §2 /shop/{uuid}): pictures, name, sku, variant choice, price, stock text (over 100
// a generic "in stock", else the count), the sold-out flag, a notice when the product is inactive or hidden, the
// description as plain text, and links to its categories. Marketing products point to their configurator instead.
import { useState } from 'react';
import { Alert, Anchor, Badge, Grid, Group, Radio, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { IconCircleCheck, IconEyeOff, IconInfoCircle } from '@tabler/icons-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { Product } from '@club/contract/shop';
import { showsStockCount } from '@club/contract/shop-rules';
import { paths } from '../../../config/paths';
import { searchOf } from '../utils/shop-params';
import { AddToCart } from './add-to-cart';
import { ProductImage } from './product-image';

function StockText({ stock }: { stock: number }) {
  if (stock < 1)
    return (
      <Badge color="gray" variant="filled">
        <FormattedMessage id="shop.soldOut" />
      </Badge>
    );
  return (
    // Dark text (green 9 on white is under 4.5:1 at this size); the check mark carries the colour.
    <Text fz="sm" c="dark" fw={600} style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}>
      <IconCircleCheck size={16} color="var(--mantine-color-green-8)" aria-hidden />
      {showsStockCount(stock) ? (
        <FormattedMessage id="shop.stockCount" values={{ count: stock }} />
      ) : (
        <FormattedMessage id="shop.inStock" />
      )}
    </Text>
  );
}

function Gallery({ product }: { product: Product }) {
  const intl = useIntl();
  const images = [...product.images.list].sort((a, b) => a.position - b.position);
  const [shown, setShown] = useState(0);
  const current = images[shown] ?? images[0];
  return (
    <Stack gap="xs">
      <ProductImage src={current?.l} alt={product.name} size={480} eager />
      {images.length > 1 ? (
        <Group gap="xs">
          {images.map((img, i) => (
            <UnstyledButton
              key={img.position}
              onClick={() => setShown(i)}
              aria-label={intl.formatMessage({ id: 'shop.showImage' }, { number: i + 1 })}
              aria-pressed={i === shown}
              style={{
                border: `2px solid var(--mantine-color-${i === shown ? 'brand-6' : 'gray-3'})`,
                borderRadius: 8,
                width: 64,
              }}
            >
              <ProductImage src={img.xs} alt="" size={64} />
            </UnstyledButton>
          ))}
        </Group>
      ) : null}
    </Stack>
  );
}

export function ProductView({ product }: { product: Product }) {
  const intl = useIntl();
  const firstInStock = product.variants.find((v) => v.stock > 0) ?? product.variants[0];
  const [variantUuid, setVariantUuid] = useState(firstInStock?.uuid);
  const variant = product.variants.find((v) => v.uuid === variantUuid) ?? firstInStock;
  const paragraphs = product.description
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);

  return (
    <Stack gap="lg">
      {!product.active || !product.is_visible ? (
        <Alert color="orange" icon={product.active ? <IconEyeOff aria-hidden /> : <IconInfoCircle aria-hidden />} role="status">
          <FormattedMessage id={product.active ? 'shop.hiddenNotice' : 'shop.inactiveNotice'} />
        </Alert>
      ) : null}
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <Gallery product={product} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <Stack gap="md">
            <Stack gap={4}>
              <Title order={1} fz={{ base: 24, sm: 30 }}>
                {product.name}
              </Title>
              <Text fz="sm" c="dimmed">
                <FormattedMessage id="shop.sku" values={{ sku: variant?.sku ?? product.sku }} />
              </Text>
            </Stack>
            {variant ? (
              <Group gap="md" align="center">
                {/* A div: the price is large and bold but not a heading (axe p-as-heading reads a styled <p> as one). */}
                <Text component="div" fz={24} fw={800} c="brand.8">
                  <FormattedMessage id="points.count" values={{ count: variant.price }} />
                </Text>
                <StockText stock={variant.stock} />
              </Group>
            ) : (
              <StockText stock={0} />
            )}
            {product.variants.length > 1 ? (
              <Radio.Group label={intl.formatMessage({ id: 'shop.variant' })} value={variant?.uuid ?? null} onChange={setVariantUuid}>
                <Stack gap={6} mt={6}>
                  {product.variants.map((v) => (
                    <Radio
                      key={v.uuid}
                      value={v.uuid}
                      label={
                        v.stock < 1
                          ? intl.formatMessage({ id: 'shop.variantSoldOut' }, { name: v.title })
                          : `${v.title} · ${intl.formatMessage({ id: 'points.count' }, { count: v.price })}`
                      }
                    />
                  ))}
                </Stack>
              </Radio.Group>
            ) : null}
            {product.type === 'marketing' ? null : product.type === 'card' || product.type === 'card_topup' ? (
              <Anchor component={Link} to={paths.clubCardShop}>
                <FormattedMessage id="shop.clubCardLink" />
              </Anchor>
            ) : variant ? (
              <AddToCart key={variant.uuid} product={product} variant={variant} />
            ) : null}
            {paragraphs.length ? (
              <Stack gap="xs">
                <Title order={2} fz="lg">
                  <FormattedMessage id="shop.description" />
                </Title>
                {paragraphs.map((p, i) => (
                  <Text key={i} style={{ whiteSpace: 'pre-line' }}>
                    {p}
                  </Text>
                ))}
              </Stack>
            ) : null}
            {product.categories.length ? (
              <Group gap="xs" align="center">
                <Text fz="sm" c="dimmed">
                  <FormattedMessage id="shop.inCategories" />
                </Text>
                {product.categories.map((c) => (
                  <Anchor key={c.uuid} component={Link} to={paths.shop + searchOf({ page: 1, categories: [c.id] })} fz="sm">
                    {c.name}
                  </Anchor>
                ))}
              </Group>
            ) : null}
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
