// /balance (spec working areas §2 Balance; decision 0063): the company's balance, the stats cards with the expiry modal,
// the tier progress (standard roles only), the certificates and the points history, 20 a page with `?page=` in the URL.
import { Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { isDecor } from '@club/contract/constants';
import { BalanceStats, BalanceStatsSkeleton } from '../../features/balance/components/balance-stats';
import { CertificateList } from '../../features/certificates/components/certificate-list';
import { PointsHistoryTable } from '../../features/balance/components/points-history';
import { TierProgress } from '../../features/tiers/components/tier-progress';
import { useErrorMessages } from '../../lib/errors';
import { useSelf } from '../../lib/session/own-user';
import { useCompanyPoints } from '../../lib/session/points-summary';
import { pageParam } from '../../lib/page-param';
import { usePageTitle } from '../../lib/use-page-title';

export default function BalancePage() {
  const intl = useIntl();
  usePageTitle(intl.formatMessage({ id: 'balance.title' }));
  const self = useSelf();
  const user = self.data;
  const summary = useCompanyPoints(user?.company.uuid);
  const errorMessages = useErrorMessages();
  const [params, setParams] = useSearchParams();
  const page = pageParam(params);
  const decor = user ? isDecor(user.role.id) || user.company.is_decor : false;

  return (
    <Stack gap="md">
      <Paper p={{ base: 'md', sm: 'xl' }} radius="lg">
        <Group justify="space-between" align="flex-end" gap="xs">
          <Title order={1} fz={{ base: 24, sm: 30 }}>
            <FormattedMessage id="balance.title" />
          </Title>
          {summary.data ? (
            <Text fz={{ base: 'md', sm: 'lg' }} data-testid="balance-total">
              <FormattedMessage
                id="balance.total"
                values={{ points: <strong>{intl.formatMessage({ id: 'points.count' }, { count: summary.data.company_points })}</strong> }}
              />
            </Text>
          ) : (
            <Skeleton h={28} w={200} aria-hidden />
          )}
        </Group>
      </Paper>
      {summary.isError ? (
        <Text c="red.8" role="alert">
          {errorMessages(summary.error).join(' ')}
        </Text>
      ) : summary.data ? (
        <BalanceStats summary={summary.data} />
      ) : (
        <BalanceStatsSkeleton />
      )}
      {user && !decor ? <TierProgress companyId={user.company.id} regionId={user.region.id} /> : null}
      {user ? <CertificateList companyUuid={user.company.uuid} /> : null}
      <PointsHistoryTable
        page={page}
        onPage={(p) => {
          setParams(p > 1 ? { page: String(p) } : {});
          window.scrollTo({ top: 0 });
        }}
      />
    </Stack>
  );
}
