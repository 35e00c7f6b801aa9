// /cart: the cart grouped by vendor, its totals and what blocks the checkout (spec §2 Cart).
import { Stack, Title } from '@mantine/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { usePageTitle } from '../../lib/use-page-title';
import { CartView } from '../../features/shop/components/cart-view';

export default function CartPage() {
  const intl = useIntl();
  usePageTitle(intl.formatMessage({ id: 'cart.title' }));
  return (
    <Stack gap="md">
      <Title order={1} fz={{ base: 24, sm: 30 }}>
        <FormattedMessage id="cart.title" />
      </Title>
      <CartView />
    </Stack>
  );
}
