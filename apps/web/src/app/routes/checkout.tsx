// /checkout (the cart) and /checkout/{uuid} (one product bought on its own). Without a stored checkout type (or with
// one for another page) it goes to /shop; leaving clears the type (spec §2, §4 Checkout). Only owners (roles 3, 7)
// may order; anyone else is told why instead of seeing a form they could not send.
import { useEffect, useState } from 'react';
import { Alert, Anchor, Stack, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, Navigate, useParams } from 'react-router';
import { isOwner } from '@club/contract/constants';
import { PageLoader } from '../../components/ui/page-loader';
import { paths } from '../../config/paths';
import { useErrorMessages } from '../../lib/errors';
import { useSelf } from '../../lib/session/own-user';
import { usePageTitle } from '../../lib/use-page-title';
import { useProduct } from '../../features/shop/api/get-product';
import { CheckoutWizard } from '../../features/shop/components/checkout/checkout-wizard';
import { clearCheckoutType, readCheckoutType, type CheckoutType } from '../../features/shop/utils/checkout-type';
import { clearMsData, readMsData } from '../../features/marketing/utils/ms-data';

function SingleCheckout({
  type,
  user,
}: {
  type: Extract<CheckoutType, { type: 'voucher' | 'marketing' }>;
  user: NonNullable<ReturnType<typeof useSelf>['data']>;
}) {
  const product = useProduct(type.product);
  const errorMessages = useErrorMessages();
  // A marketing order needs the configured data kept by the configurator (spec §5: missing data is an error).
  const [msData] = useState(() => (type.type === 'marketing' ? readMsData(type.product) : null));
  if (type.type === 'marketing' && !msData)
    return (
      <Alert color="red" role="alert">
        <FormattedMessage id="marketing.missingData" />
      </Alert>
    );
  if (product.isPending) return <PageLoader />;
  if (product.isError)
    return (
      <Alert color="red" role="alert">
        {errorMessages(product.error).join(' ')}
      </Alert>
    );
  return (
    <CheckoutWizard
      source={{
        kind: 'single',
        product: product.data,
        variantUuid: type.variant,
        quantity: type.quantity,
        orderType: type.type,
        ...(msData ? { data: msData.data, onPlaced: clearMsData } : {}),
      }}
      user={user}
    />
  );
}

export default function CheckoutPage() {
  const intl = useIntl();
  usePageTitle(intl.formatMessage({ id: 'checkout.title' }));
  const { uuid } = useParams();
  // Read once: placing clears it, and the page must stay to show the thank-you.
  const [type] = useState(readCheckoutType);
  const self = useSelf();
  useEffect(() => () => clearCheckoutType(), []);

  const fits = type && (uuid ? type.type !== 'cart' && type.product === uuid : type.type === 'cart');
  if (!fits) return <Navigate to={paths.shop} replace />;
  if (!self.data) return <PageLoader />;
  if (!isOwner(self.data.role.id))
    return (
      <Stack gap="sm">
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          <FormattedMessage id="checkout.title" />
        </Title>
        <Alert color="blue" icon={<IconInfoCircle aria-hidden />}>
          <FormattedMessage id="cart.ownersOnly" />
        </Alert>
        <Anchor component={Link} to={paths.cart}>
          <FormattedMessage id="checkout.backToCart" />
        </Anchor>
      </Stack>
    );
  return type.type === 'cart' ? (
    <CheckoutWizard source={{ kind: 'cart' }} user={self.data} />
  ) : (
    <SingleCheckout type={type} user={self.data} />
  );
}
