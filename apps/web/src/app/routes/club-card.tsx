// /club-card: card verification, top-up selection and the top-up history (spec §2 Club card).
import { Stack, Title } from '@mantine/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { PageLoader } from '../../components/ui/page-loader';
import { useSelf } from '../../lib/session/own-user';
import { usePageTitle } from '../../lib/use-page-title';
import { ClubCardView } from '../../features/club-card/components/club-card-view';

export default function ClubCardPage() {
  const intl = useIntl();
  usePageTitle(intl.formatMessage({ id: 'clubCard.title' }));
  const self = useSelf();
  return (
    <Stack gap="md">
      <Title order={1} fz={{ base: 24, sm: 30 }}>
        <FormattedMessage id="clubCard.title" />
      </Title>
      {self.data ? <ClubCardView user={self.data} /> : <PageLoader />}
    </Stack>
  );
}
