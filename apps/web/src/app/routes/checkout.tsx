// /checkout (the cart) and /checkout/{uuid} (one product bought on its own). Without a stored checkout type (or with
// one for another page) it goes to /shop; leaving clears the type (spec §2, §4 Checkout). Only owners (roles 3, 7)
// may order; anyone else is told why instead of seeing a form they could not send. A marketing order's configured data
// is read through its schema (features/marketing/utils/ms-data.ts), fetched for such an order only.
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
import type { MsData } from '../../features/marketing/utils/ms-data';
import { onDemand } from '../../lib/on-demand';

const marketingData = onDemand(() => import('../../features/marketing/utils/ms-data'));

function SingleCheckout({
  type,
  user,
}: {
  type: Extract<CheckoutType, { type: 'voucher' | 'marketing' }>;
  user: NonNullable<ReturnType<typeof useSelf>['data']>;
}) {
  const product = useProduct(type.product);
  const errorMessages = useErrorMessages();
  // A marketing order needs the configured data kept by the configurator (spec §5: missing data is an error). Read
  // once (undefined while its schema loads); a schema that cannot be fetched shows the error screen.
  const [msData, setMsData] = useState<MsData | null | undefined>(type.type === 'marketing' ? undefined : null);
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  if (failure) throw failure.error;
  useEffect(() => {
    if (type.type !== 'marketing') return;
    let live = true;
    marketingData().then(
      ({ readMsData }) => live && setMsData((known) => (known === undefined ? readMsData(type.product) : known)),
      (error: unknown) => live && setFailure({ error }),
    );
    return () => {
      live = false;
    };
  }, [type.type, type.product]);
  if (msData === undefined) return <PageLoader />;
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
        ...(msData ? { data: msData.data, onPlaced: () => void marketingData().then((m) => m.clearMsData()) } : {}),
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
