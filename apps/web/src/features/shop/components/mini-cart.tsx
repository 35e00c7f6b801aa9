// The mini cart (spec §2 Cart): opens under the header's cart button when an item is added, showing what was added,
// the cart's item count and total, and the ways on: to the cart, or back to shopping.
import { useEffect, useState, type ReactNode } from 'react';
import { Button, Group, Popover, Stack, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { cartGroups, lineName, lineOf } from '../utils/cart';
import { cartItemAddedEvent, type CartItemAdded } from '../utils/cart-events';
import { useCart } from '../utils/cart-store';
import { ProductImage } from './product-image';

/** `initial`: an addition announced before the mini cart was mounted (the header loads it lazily). */
export function MiniCart({ children, initial = null }: { children: ReactNode; initial?: CartItemAdded | null }) {
  const cart = useCart();
  const [added, setAdded] = useState<CartItemAdded | null>(initial);
  useEffect(() => {
    const onAdded = (e: Event) => setAdded((e as CustomEvent<CartItemAdded>).detail);
    window.addEventListener(cartItemAddedEvent, onAdded);
    return () => window.removeEventListener(cartItemAddedEvent, onAdded);
  }, []);
  const line = added ? lineOf(cart, added.variantUuid) : undefined;
  const groups = cartGroups(cart);
  const items = groups.reduce((n, g) => n + g.items, 0);
  const total = groups.reduce((n, g) => n + g.total, 0);
  const close = () => setAdded(null);

  return (
    <Popover
      opened={!!line}
      onChange={(o) => !o && close()}
      position="bottom-end"
      width={300}
      shadow="md"
      withArrow
      trapFocus={false}
      withRoles={false}
    >
      <Popover.Target>
        <div>{children}</div>
      </Popover.Target>
      <Popover.Dropdown role="dialog" aria-label={line ? lineName(line) : undefined}>
        {line && added ? (
          <Stack gap="sm">
            <Group gap={6} wrap="nowrap">
              <IconCircleCheck size={18} color="var(--mantine-color-green-8)" aria-hidden />
              <Text fw={700} fz="sm">
                <FormattedMessage id="miniCart.added" values={{ count: added.added }} />
              </Text>
            </Group>
            <Group gap="sm" wrap="nowrap">
              <div style={{ width: 48, flexShrink: 0 }}>
                <ProductImage src={line.product.images.thumbnail} alt="" size={48} />
              </div>
              <Text fz="sm" lineClamp={2}>
                {lineName(line)}
              </Text>
            </Group>
            <Text fz="sm" c="dimmed">
              <FormattedMessage
                id="miniCart.summary"
                values={{ count: items, points: <FormattedMessage id="points.count" values={{ count: total }} /> }}
              />
            </Text>
            <Group grow gap="xs">
              <Button variant="default" size="xs" onClick={close}>
                <FormattedMessage id="miniCart.continue" />
              </Button>
              <Button component={Link} to={paths.cart} size="xs" onClick={close}>
                <FormattedMessage id="miniCart.toCart" />
              </Button>
            </Group>
          </Stack>
        ) : null}
      </Popover.Dropdown>
    </Popover>
  );
}
