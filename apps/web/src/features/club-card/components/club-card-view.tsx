// /club-card (spec §2 Club card, §4 Club card status, §8): the card's state decides what shows —
// no card: a link to order it ('Karta zamówiona!' while pending); ISSUED: the activation warning and the verification
// form; ACTIVE: the top-up selection; any other status: check the account in the provider's app. Then the history.
// A failed account load shows 'Wystąpił nieoczekiwany błąd. Spróbuj ponownie później.' Success messages clear after 15 s.
import { Alert, Anchor, Badge, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconTruckDelivery } from '@tabler/icons-react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import type { SelfUser } from '@club/contract/company';
import { isOwner } from '@club/contract/constants';
import { paths } from '../../../config/paths';
import { useCompanyPoints } from '../../../lib/session/points-summary';
import { useCardAccount } from '../api/get-card-account';
import { useTimedMessage } from '../hooks/use-timed-message';
import { TopUpForm } from './top-up-form';
import { TopUpHistoryList } from './top-up-history';
import { VerifyCardForm } from './verify-card-form';

function Success({ children }: { children: React.ReactNode }) {
  return (
    <Alert color="green" icon={<IconCircleCheck aria-hidden />} role="status" data-testid="card-success">
      {children}
    </Alert>
  );
}

export function ClubCardView({ user }: { user: SelfUser }) {
  const hasCard = user.company.has_edenred_card === 1 || !!user.company.edenred_card;
  const account = useCardAccount(user.company.id, hasCard);
  const points = useCompanyPoints(user.company.uuid);
  const [success, setSuccess] = useTimedMessage<{ id: string; values?: Record<string, number> }>();

  if (!hasCard)
    return (
      <Stack gap="md">
        {user.company.pending_edenred_card ? (
          <Alert color="blue" icon={<IconTruckDelivery aria-hidden />} title={<FormattedMessage id="clubCard.ordered" />}>
            <FormattedMessage id="clubCard.orderedText" />
          </Alert>
        ) : (
          <Paper p={{ base: 'md', sm: 'xl' }} radius="lg">
            <Stack gap="sm" align="flex-start">
              <Text>
                <FormattedMessage id="clubCard.noCard" />
              </Text>
              <Anchor component={Link} to={paths.clubCardShop} fw={700}>
                <FormattedMessage id="clubCard.toShop" />
              </Anchor>
            </Stack>
          </Paper>
        )}
      </Stack>
    );

  if (account.isPending)
    return (
      <Stack gap="md" data-testid="club-card-loading">
        <Skeleton h={96} radius="lg" />
        <Skeleton h={260} radius="lg" />
      </Stack>
    );
  if (account.isError)
    return (
      <Alert color="red" role="alert" icon={<IconAlertTriangle aria-hidden />}>
        <FormattedMessage id="clubCard.loadError" />
      </Alert>
    );

  const card = account.data.currentCard;
  const status = card?.status ?? 'NONE';
  return (
    <Stack gap="md">
      <Paper p={{ base: 'md', sm: 'xl' }} radius="lg">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <div>
            <Text fz="sm" c="dark.6">
              <FormattedMessage id="clubCard.card" />
            </Text>
            {/* Values under their labels, not paragraphs (a bold, larger <p> is a fake heading to axe: p-as-heading). */}
            <Text component="div" fw={700} fz="lg" data-testid="card-number">
              {card?.number ?? '—'}
            </Text>
          </div>
          <Badge
            size="lg"
            color={status === 'ACTIVE' ? 'green' : status === 'ISSUED' ? 'yellow' : 'gray'}
            variant="light"
            styles={{ label: { color: 'var(--mantine-color-dark-8)' } }}
            data-testid="card-status"
          >
            <FormattedMessage id={`clubCard.status.${['ORDERED', 'ISSUED', 'ACTIVE'].includes(status) ? status : 'inactive'}`} />
          </Badge>
          <div>
            <Text fz="sm" c="dark.6">
              <FormattedMessage id="clubCard.balance" />
            </Text>
            <Text component="div" fw={700} fz="lg">
              <FormattedMessage id="clubCard.amount" values={{ local: account.data.balance.local }} />
            </Text>
            {account.data.pending_points > 0 && (
              <Text fz="sm">
                <FormattedMessage id="clubCard.pendingPoints" values={{ count: account.data.pending_points }} />
              </Text>
            )}
          </div>
        </Group>
      </Paper>

      {success && (
        <Success>
          <FormattedMessage id={success.id} values={success.values} />
        </Success>
      )}

      {status === 'ISSUED' && (
        <>
          <Alert color="yellow" icon={<IconAlertTriangle aria-hidden />}>
            <FormattedMessage id="clubCard.issuedWarning" />
          </Alert>
          <VerifyCardForm companyId={user.company.id} onVerified={() => setSuccess({ id: 'clubCard.verify.success' })} />
        </>
      )}
      {status === 'ORDERED' && (
        <Alert color="blue" icon={<IconTruckDelivery aria-hidden />} title={<FormattedMessage id="clubCard.ordered" />}>
          <FormattedMessage id="clubCard.orderedText" />
        </Alert>
      )}
      {status === 'ACTIVE' &&
        (isOwner(user.role.id) ? (
          <TopUpForm
            user={user}
            balance={points.data?.company_points ?? 0}
            onPlaced={(local) => setSuccess({ id: 'clubCard.topUp.success', values: { local } })}
          />
        ) : (
          <Text>
            <FormattedMessage id="clubCard.ownersOnly" />
          </Text>
        ))}
      {!['ISSUED', 'ACTIVE', 'ORDERED'].includes(status) && (
        <Alert color="yellow" icon={<IconAlertTriangle aria-hidden />}>
          <FormattedMessage id="clubCard.inactiveWarning" />
        </Alert>
      )}
      <TopUpHistoryList />
    </Stack>
  );
}
