// /orders/{uuid}: one order of the company (another company's or an unknown uuid: "not found").
import { Alert, Anchor, Stack } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useParams } from 'react-router';
import { PageLoader } from '../../components/ui/page-loader';
import { paths } from '../../config/paths';
import { ApiError } from '../../lib/api-client';
import { useErrorMessages } from '../../lib/errors';
import { usePageTitle } from '../../lib/use-page-title';
import { useOrder } from '../../features/orders/api/get-order';
import { OrderView } from '../../features/orders/components/order-view';

export default function OrderPage() {
  const intl = useIntl();
  const { uuid = '' } = useParams();
  const order = useOrder(uuid);
  const errorMessages = useErrorMessages();
  usePageTitle(
    order.data
      ? intl.formatMessage({ id: 'orders.detailTitle' }, { number: order.data.number })
      : intl.formatMessage({ id: 'orders.title' }),
  );
  const notFound = order.error instanceof ApiError && order.error.status === 404;
  return (
    <Stack gap="md">
      <Anchor component={Link} to={paths.orders} fz="sm">
        <IconArrowLeft size={14} aria-hidden style={{ verticalAlign: 'middle' }} /> <FormattedMessage id="orders.back" />
      </Anchor>
      {order.isPending ? (
        <PageLoader />
      ) : order.isError ? (
        <Alert color={notFound ? 'gray' : 'red'} role="alert">
          {notFound ? <FormattedMessage id="orders.notFound" /> : errorMessages(order.error).join(' ')}
        </Alert>
      ) : (
        <OrderView order={order.data} />
      )}
    </Stack>
  );
}
