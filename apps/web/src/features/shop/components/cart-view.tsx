// The cart (spec §2 Cart, §4 Cart, §5): lines grouped by vendor with steppers (min 1 while there is stock, max the
// stock), per-vendor totals, removing a vendor's last line removes its group, the empty-cart message with a link to
// the shop, and what blocks the checkout. Only owners (roles 3, 7) may check out; anyone else is told why.
import { ActionIcon, Alert, Anchor, Button, Card, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle, IconShoppingCart, IconTrash } from '@tabler/icons-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router';
import { isOwner } from '@club/contract/constants';
import { paths } from '../../../config/paths';
import { useCompanyPoints } from '../../../lib/session/points-summary';
import { useSelf } from '../../../lib/session/own-user';
import {
  cartGroups,
  cartProblems,
  lineLimit,
  lineName,
  minimumFor,
  removeLine,
  setLineQuantity,
  type CartGroup,
  type CartLine,
  type Minimums,
} from '../utils/cart';
import { updateCart, useCart, useServerMinimums } from '../utils/cart-store';
import { writeCheckoutType } from '../utils/checkout-type';
import { CartProblems } from './cart-problems';
import { ProductImage } from './product-image';
import { QuantityPicker } from './quantity-picker';
import { VendorName } from './vendor-name';

function Line({ group, line }: { group: CartGroup; line: CartLine }) {
  const intl = useIntl();
  const name = lineName(line);
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start" component="li" style={{ listStyle: 'none' }}>
      <div style={{ width: 64, flexShrink: 0 }}>
        <ProductImage src={line.product.images.thumbnail} alt="" size={64} />
      </div>
      <Stack gap={6} style={{ flexGrow: 1, minWidth: 0 }}>
        <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
          <div style={{ minWidth: 0 }}>
            <Anchor component={Link} to={paths.product(line.product.uuid)} fw={600} lineClamp={2}>
              {name}
            </Anchor>
            <Text fz="xs" c="dimmed">
              <FormattedMessage id="shop.sku" values={{ sku: line.variant.sku }} />
            </Text>
          </div>
          <ActionIcon
            variant="subtle"
            color="red.9"
            onClick={() => updateCart((c) => removeLine(c, group.vendor, line.variant.uuid))}
            aria-label={intl.formatMessage({ id: 'cart.remove' }, { name })}
          >
            <IconTrash size={18} aria-hidden />
          </ActionIcon>
        </Group>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <QuantityPicker
            value={line.quantity}
            min={line.variant.stock > 0 ? 1 : 0}
            max={lineLimit(line)}
            onChange={(q) => updateCart((c) => setLineQuantity(c, group.vendor, line.variant.uuid, q))}
            label={name}
          />
          <Stack gap={0} align="flex-end">
            <Text fw={700}>
              <FormattedMessage id="points.count" values={{ count: line.variant.price * line.quantity }} />
            </Text>
            <Text fz="xs" c="dimmed">
              <FormattedMessage
                id="cart.each"
                values={{ points: intl.formatMessage({ id: 'points.count' }, { count: line.variant.price }) }}
              />
            </Text>
          </Stack>
        </Group>
      </Stack>
    </Group>
  );
}

function VendorGroup({ group, regionId, minimums }: { group: CartGroup; regionId: number; minimums: Minimums }) {
  const intl = useIntl();
  const minimum = minimumFor(group.vendor, regionId, minimums);
  const vendor = intl.formatMessage({ id: `cart.vendor.${group.vendor}` });
  return (
    <Card withBorder radius="md" component="section" aria-label={vendor}>
      <Stack gap="sm">
        <Title order={2} fz="lg">
          <VendorName vendor={group.vendor} />
        </Title>
        <Stack gap="md" component="ul" p={0} m={0}>
          {group.lines.map((line) => (
            <Line key={line.variant.uuid} group={group} line={line} />
          ))}
        </Stack>
        <Divider />
        <Group justify="space-between">
          <Text fw={600}>
            <FormattedMessage id="cart.vendorTotal" values={{ vendor }} />
          </Text>
          <Text component="div" fw={800} data-testid={`total-${group.vendor}`}>
            <FormattedMessage id="points.count" values={{ count: group.total }} />
          </Text>
        </Group>
        {minimum > 0 ? (
          <Text fz="xs" c={group.total < minimum ? 'red.9' : 'dimmed'}>
            <FormattedMessage id="cart.minimumHint" values={{ minimum: intl.formatMessage({ id: 'points.count' }, { count: minimum }) }} />
          </Text>
        ) : null}
      </Stack>
    </Card>
  );
}

export function CartView() {
  const intl = useIntl();
  const navigate = useNavigate();
  const cart = useCart();
  const self = useSelf();
  const points = useCompanyPoints(self.data?.company.uuid);
  const groups = cartGroups(cart);
  const regionId = self.data?.region.id ?? 0;
  const balance = points.data?.company_points;
  // The region's minimums as the cart sync's last refresh told (checkout enforces the same).
  const minimums = useServerMinimums();
  const problems = cartProblems(groups, balance, regionId, minimums);
  const total = groups.reduce((sum, g) => sum + g.total, 0);
  const owner = self.data ? isOwner(self.data.role.id) : false;

  if (groups.length === 0)
    return (
      <Card withBorder radius="md" p="xl" bg="gray.0">
        <Stack align="center" gap="sm">
          <IconShoppingCart size={40} color="var(--mantine-color-gray-6)" aria-hidden />
          <Text fw={600}>
            <FormattedMessage id="cart.empty" />
          </Text>
          <Button component={Link} to={paths.shop} variant="light">
            <FormattedMessage id="cart.goShopping" />
          </Button>
        </Stack>
      </Card>
    );

  return (
    <Stack gap="md">
      {groups.map((g) => (
        <VendorGroup key={g.vendor} group={g} regionId={regionId} minimums={minimums} />
      ))}
      <Card withBorder radius="md" bg="gray.0">
        <Stack gap="sm">
          <Group justify="space-between">
            <Text component="div" fw={700} fz="lg">
              <FormattedMessage id="cart.total" />
            </Text>
            <Text component="div" fw={800} fz="lg" data-testid="cart-total">
              <FormattedMessage id="points.count" values={{ count: total }} />
            </Text>
          </Group>
          {balance !== undefined ? (
            <Text fz="sm" c="dimmed">
              <FormattedMessage id="cart.balance" values={{ points: intl.formatMessage({ id: 'points.count' }, { count: balance }) }} />
            </Text>
          ) : null}
          {groups.length > 1 ? (
            <Text fz="sm" c="dimmed">
              <FormattedMessage id="cart.onePerVendor" values={{ count: groups.length }} />
            </Text>
          ) : null}
          <CartProblems problems={problems} />
          {self.data && !owner ? (
            <Alert color="blue" icon={<IconInfoCircle aria-hidden />}>
              <FormattedMessage id="cart.ownersOnly" />
            </Alert>
          ) : null}
          {owner ? (
            <Group justify="flex-end">
              <Button
                size="md"
                disabled={problems.length > 0 || balance === undefined}
                onClick={() => {
                  writeCheckoutType({ type: 'cart' });
                  void navigate(paths.checkout);
                }}
              >
                <FormattedMessage id="cart.checkout" />
              </Button>
            </Group>
          ) : null}
        </Stack>
      </Card>
    </Stack>
  );
}
