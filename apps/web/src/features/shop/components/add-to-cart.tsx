// Quantity and "Add to cart" for one variant: at most its stock minus what the cart already holds (spec §5). Adding
// opens the mini cart in the header. A voucher can also be bought on its own ("Buy now" → /checkout/{uuid}).
import { useState } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconBolt, IconShoppingCartPlus } from '@tabler/icons-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import type { Product, Variant } from '@club/contract/shop';
import { quantityBounds } from '@club/contract/shop-rules';
import { paths } from '../../../config/paths';
import { addLine, lineFor, lineLimit, lineName, quantityInCart } from '../utils/cart';
import { announceItemAdded } from '../utils/cart-events';
import { updateCart, useCart } from '../utils/cart-store';
import { writeCheckoutType } from '../utils/checkout-type';
import { QuantityPicker } from './quantity-picker';

export function AddToCart({ product, variant }: { product: Product; variant: Variant }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const cart = useCart();
  const inCart = quantityInCart(cart, variant.uuid);
  const { min, max } = quantityBounds(lineLimit(lineFor(product, variant, 1)), inCart);
  const [wanted, setWanted] = useState(1);
  const quantity = Math.min(Math.max(wanted, min), max);
  const available = product.active && product.is_visible && variant.stock > 0;
  const orderable = available && max > 0;
  const name = lineName(lineFor(product, variant, 1));

  const add = () => {
    let added = 0;
    updateCart((c) => {
      const result = addLine(c, product.vendor, lineFor(product, variant, quantity));
      added = result.added;
      return result.cart;
    });
    if (added > 0) announceItemAdded({ variantUuid: variant.uuid, added });
    setWanted(1);
  };
  const buyNow = () => {
    // Bought on its own: as many as chosen, up to the stock (what the cart holds does not count here).
    writeCheckoutType({
      type: 'voucher',
      product: product.uuid,
      variant: variant.uuid,
      quantity: Math.min(Math.max(wanted, 1), variant.stock),
    });
    void navigate(paths.checkoutOrder(product.uuid));
  };

  return (
    <Stack gap="sm">
      <Group gap="sm" align="center">
        <QuantityPicker value={quantity} min={min} max={max} onChange={setWanted} label={name} disabled={!orderable} />
        <Button leftSection={<IconShoppingCartPlus size={18} aria-hidden />} onClick={add} disabled={!orderable}>
          <FormattedMessage id="shop.addToCart" />
        </Button>
        {product.type === 'voucher' ? (
          <Button variant="light" leftSection={<IconBolt size={18} aria-hidden />} onClick={buyNow} disabled={!available}>
            <FormattedMessage id="shop.buyNow" />
          </Button>
        ) : null}
      </Group>
      {inCart > 0 ? (
        <Text fz="sm" c="dimmed" aria-live="polite">
          {intl.formatMessage({ id: 'shop.inCart' }, { count: inCart })}
          {max === 0 && variant.stock > 0 ? ` ${intl.formatMessage({ id: 'shop.allInCart' })}` : ''}
        </Text>
      ) : null}
    </Stack>
  );
}
