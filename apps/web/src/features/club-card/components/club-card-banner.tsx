// The home page's club card banners (spec working-areas §2 Home, §6), following the company flags:
// - shipped: `has_edenred_card` is 1 and no card is verified yet → activate it;
// - order: Poland, at least 10 windows scanned this year, no pending card order and `has_edenred_card` 0 → order it.
import { Alert, Anchor, Text } from '@mantine/core';
import { IconCreditCard, IconTruckDelivery } from '@tabler/icons-react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import type { SelfUser } from '@club/contract/company';
import { limits } from '@club/contract/constants';
import { paths } from '../../../config/paths';

export type ClubCardBannerKind = 'shipped' | 'order' | null;

export function clubCardBannerKind(user: SelfUser, scansThisYear: number): ClubCardBannerKind {
  const { company } = user;
  if (company.has_edenred_card === 1 && !company.edenred_card) return 'shipped';
  if (
    company.regions_id === 1 &&
    scansThisYear >= limits.cardMinScansPerYear &&
    !company.pending_edenred_card &&
    company.has_edenred_card === 0
  )
    return 'order';
  return null;
}

export function ClubCardBanner({ user, scansThisYear }: { user: SelfUser; scansThisYear: number }) {
  const kind = clubCardBannerKind(user, scansThisYear);
  if (!kind) return null;
  const shipped = kind === 'shipped';
  return (
    <Alert
      variant="light"
      color={shipped ? 'green' : 'blue'}
      icon={shipped ? <IconTruckDelivery aria-hidden /> : <IconCreditCard aria-hidden />}
      title={<FormattedMessage id={shipped ? 'clubCard.banner.title' : 'clubCard.banner.orderTitle'} />}
      radius="lg"
      styles={{ message: { color: 'var(--mantine-color-text)' }, title: { color: 'var(--mantine-color-dark-8)' } }}
      data-testid="club-card-banner"
    >
      <Text fz="sm">
        <FormattedMessage id={shipped ? 'clubCard.banner.text' : 'clubCard.banner.orderText'} />
      </Text>
      <Anchor component={Link} to={shipped ? paths.clubCard : paths.clubCardShop} fw={700} fz="sm" c="blue.9" underline="always">
        <FormattedMessage id={shipped ? 'clubCard.banner.action' : 'clubCard.banner.orderAction'} />
      </Anchor>
    </Alert>
  );
}
