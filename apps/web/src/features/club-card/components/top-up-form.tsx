// Top-up selection (spec §2 Club card, §5 Club card, §9): the region's top-up amounts (1 point = 2 zł shown), an
// amount disabled when the balance is lower, the terms accepted, an ACTIVE card. Placed as a `card_topup` order with
// the chosen variant, quantity 1, the customer from user and company. The 3-working-days notice stays in view.
import { useState, type FormEvent } from 'react';
import { randomId } from '@mantine/hooks';
import { Alert, Button, Checkbox, Group, Paper, Radio, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconClockHour4, IconCreditCardPay } from '@tabler/icons-react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { SelfUser } from '@club/contract/company';
import { limits, pointsToLocal } from '@club/contract/constants';
import { useErrorMessages } from '../../../lib/errors';
import { useCardProducts } from '../api/get-card-products';
import { usePlaceCardOrder } from '../api/place-card-order';

export function TopUpForm({ user, balance, onPlaced }: { user: SelfUser; balance: number; onPlaced: (local: number) => void }) {
  const intl = useIntl();
  const errorMessages = useErrorMessages();
  const products = useCardProducts('card_topup', user.company.regions_id);
  const place = usePlaceCardOrder();
  const [chosen, setChosen] = useState<string | null>(null);
  const [terms, setTerms] = useState(false);
  const [touched, setTouched] = useState(false);
  const [attempt, setAttempt] = useState(randomId);

  const options = (products.data?.data ?? [])
    .flatMap((p) => p.variants.map((v) => ({ product: p, variant: v })))
    .sort((a, b) => a.variant.price - b.variant.price);
  const picked = options.find((o) => o.variant.uuid === chosen);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!picked || !terms) return;
    place.mutate(
      { type: 'card_topup', variant: { uuid: picked.variant.uuid, price: picked.variant.price }, user, idempotencyKey: attempt },
      {
        onSuccess: () => {
          onPlaced(pointsToLocal(picked.variant.price));
          setChosen(null);
          setTerms(false);
          setTouched(false);
          setAttempt(randomId());
        },
      },
    );
  };

  return (
    <Paper p={{ base: 'md', sm: 'xl' }} radius="lg" withBorder component="section" aria-labelledby="top-up-title">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Group justify="space-between" align="baseline">
            <Title order={2} fz={{ base: 20, sm: 24 }} id="top-up-title">
              <FormattedMessage id="clubCard.topUp.title" />
            </Title>
            <Text fz="sm" c="dark.6">
              <FormattedMessage id="clubCard.topUp.rate" values={{ value: limits.cardPointValue }} />
            </Text>
          </Group>
          {products.isPending ? (
            <SimpleGrid cols={{ base: 2, sm: 4 }}>
              {[0, 1, 2, 3].map((i) => (
                <Skeleton key={i} h={72} radius="md" />
              ))}
            </SimpleGrid>
          ) : products.isError ? (
            <Alert color="red" role="alert">
              <FormattedMessage id="clubCard.loadError" />
            </Alert>
          ) : options.length === 0 ? (
            <Text>
              <FormattedMessage id="clubCard.topUp.none" />
            </Text>
          ) : (
            <Radio.Group
              value={chosen}
              onChange={setChosen}
              label={intl.formatMessage({ id: 'clubCard.topUp.amountLabel' })}
              error={touched && !picked ? intl.formatMessage({ id: 'clubCard.topUp.chooseAmount' }) : null}
            >
              <SimpleGrid cols={{ base: 2, sm: 4 }} mt="xs">
                {options.map(({ variant }) => {
                  const tooExpensive = variant.price > balance;
                  return (
                    <Radio.Card
                      key={variant.uuid}
                      value={variant.uuid}
                      disabled={tooExpensive}
                      radius="md"
                      p="sm"
                      style={{ opacity: tooExpensive ? 0.6 : 1, cursor: tooExpensive ? 'not-allowed' : 'pointer' }}
                    >
                      {/* Named by what it shows (amount, points, "too expensive"): a separate label did not contain the
                          visible text (WCAG 2.5.3, axe label-content-name-mismatch). */}
                      <Group gap="xs" wrap="nowrap" align="flex-start">
                        <Radio.Indicator disabled={tooExpensive} />
                        <div>
                          <Text fw={700} fz="lg">
                            <FormattedMessage id="clubCard.amount" values={{ local: pointsToLocal(variant.price) }} />
                          </Text>
                          <Text fz="sm" c="dark.6">
                            <FormattedMessage id="points.count" values={{ count: variant.price }} />
                          </Text>
                          {tooExpensive && (
                            <Text fz="xs" c="red.9">
                              <FormattedMessage id="clubCard.topUp.tooExpensive" />
                            </Text>
                          )}
                        </div>
                      </Group>
                    </Radio.Card>
                  );
                })}
              </SimpleGrid>
            </Radio.Group>
          )}
          <Checkbox
            label={intl.formatMessage({ id: 'clubCard.topUp.terms' })}
            checked={terms}
            onChange={(e) => setTerms(e.currentTarget.checked)}
            error={touched && !terms ? intl.formatMessage({ id: 'clubCard.topUp.acceptTerms' }) : null}
          />
          <Group gap="xs" wrap="nowrap" align="flex-start">
            <IconClockHour4 size={18} aria-hidden style={{ flex: 'none', marginTop: 2 }} />
            <Text fz="sm">
              <FormattedMessage id="clubCard.topUp.notice" values={{ days: limits.cardTopUpWorkingDays }} />
            </Text>
          </Group>
          {place.isError && (
            <Alert color="red" role="alert">
              {errorMessages(place.error).join(' ')}
            </Alert>
          )}
          <div>
            <Button type="submit" loading={place.isPending} leftSection={<IconCreditCardPay size={18} aria-hidden />}>
              <FormattedMessage id="clubCard.topUp.submit" />
            </Button>
          </div>
        </Stack>
      </form>
    </Paper>
  );
}
