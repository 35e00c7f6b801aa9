// /orders: the company's orders, 20 a page, `?page=` in the URL (spec §2 Orders).
import { Stack, Title } from '@mantine/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { pageParam } from '../../lib/page-param';
import { usePageTitle } from '../../lib/use-page-title';
import { OrdersTable } from '../../features/orders/components/orders-table';

export default function OrdersPage() {
  const intl = useIntl();
  usePageTitle(intl.formatMessage({ id: 'orders.title' }));
  const [params, setParams] = useSearchParams();
  const page = pageParam(params);
  return (
    <Stack gap="md">
      <Title order={1} fz={{ base: 24, sm: 30 }}>
        <FormattedMessage id="orders.title" />
      </Title>
      <OrdersTable
        page={page}
        onPage={(p) => {
          setParams(p > 1 ? { page: String(p) } : {});
          window.scrollTo({ top: 0 });
        }}
      />
    </Stack>
  );
}
