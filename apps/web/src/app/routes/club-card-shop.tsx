// /shop/club-card: the club card product, its price, the 10-scans warning and the order button (spec §2 Shop).
import { Stack, Title } from '@mantine/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { PageLoader } from '../../components/ui/page-loader';
import { useSelf } from '../../lib/session/own-user';
import { usePageTitle } from '../../lib/use-page-title';
import { CardOrder } from '../../features/club-card/components/card-order';

export default function ClubCardShopPage() {
  const intl = useIntl();
  usePageTitle(intl.formatMessage({ id: 'clubCard.shop.title' }));
  const self = useSelf();
  return (
    <Stack gap="md">
      <Title order={1} fz={{ base: 24, sm: 30 }}>
        <FormattedMessage id="clubCard.shop.title" />
      </Title>
      {self.data ? <CardOrder user={self.data} /> : <PageLoader />}
    </Stack>
  );
}
