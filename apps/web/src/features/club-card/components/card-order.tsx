// /shop/club-card (spec §2 Shop, §6, §8): the region's card product with its price, the warning under 10 windows
// scanned this year, and the order button — disabled while a card order is pending or under 10 scans. Ordering is a
// `card` order (one variant, quantity 1, the customer from user and company); while it is pending the page says
// 'Karta zamówiona!'.
import { useState } from 'react';
import { randomId } from '@mantine/hooks';
import { Alert, Anchor, Button, Group, Image, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconCreditCard, IconTruckDelivery } from '@tabler/icons-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { SelfUser } from '@club/contract/company';
import { isOwner, limits } from '@club/contract/constants';
import { paths } from '../../../config/paths';
import { useErrorMessages } from '../../../lib/errors';
import { useCompanyPoints } from '../../../lib/session/points-summary';
import { useCardProducts } from '../api/get-card-products';
import { usePlaceCardOrder } from '../api/place-card-order';

/** The brand in the spec's warning ('Aby zamówić kartę {product} Club…'). */
const brand = 'Installer';

export function CardOrder({ user }: { user: SelfUser }) {
  const intl = useIntl();
  const errorMessages = useErrorMessages();
  const products = useCardProducts('card', user.company.regions_id);
  const summary = useCompanyPoints(user.company.uuid);
  const place = usePlaceCardOrder();
  const [attempt] = useState(randomId);

  if (user.company.regions_id !== 1)
    return (
      <Alert color="blue" title={<FormattedMessage id="clubCard.shop.title" />}>
        <FormattedMessage id="card.wrongRegion" />
      </Alert>
    );
  if (products.isPending || summary.isPending)
    return (
      <Paper p={{ base: 'md', sm: 'xl' }} radius="lg" data-testid="card-order-loading">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Skeleton h={220} radius="md" />
          <Stack>
            <Skeleton h={28} w="70%" />
            <Skeleton h={16} />
            <Skeleton h={16} w="80%" />
            <Skeleton h={40} w={180} />
          </Stack>
        </SimpleGrid>
      </Paper>
    );
  const product = products.data?.data[0];
  const variant = product?.variants[0];
  if (products.isError || summary.isError || !product || !variant)
    return (
      <Alert color="red" role="alert">
        <FormattedMessage id={products.isError || summary.isError ? 'clubCard.loadError' : 'clubCard.shop.unavailable'} />
      </Alert>
    );

  const scans = summary.data?.scans.current_year ?? 0;
  const enoughScans = scans >= limits.cardMinScansPerYear;
  const pending = user.company.pending_edenred_card;
  const hasCard = user.company.has_edenred_card === 1 || !!user.company.edenred_card;
  const owner = isOwner(user.role.id);
  const disabled = pending || hasCard || !enoughScans || !owner || variant.stock < 1;

  return (
    <Paper p={{ base: 'md', sm: 'xl' }} radius="lg">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xl">
        {product.images.list[0] ? (
          <Image src={product.images.list[0].l} alt={product.name} radius="md" w="100%" maw={420} h="auto" fit="contain" />
        ) : (
          <Group justify="center" p="xl" bg="gray.1" style={{ borderRadius: 8 }}>
            <IconCreditCard size={96} aria-hidden />
          </Group>
        )}
        <Stack gap="md">
          <Title order={2} fz={{ base: 22, sm: 26 }}>
            {product.name}
          </Title>
          {product.description.split(/\n\s*\n/).map((para, i) => (
            <Text key={i}>{para}</Text>
          ))}
          <Text fw={700} fz="xl">
            {variant.price > 0 ? (
              <FormattedMessage id="points.count" values={{ count: variant.price }} />
            ) : (
              <FormattedMessage id="clubCard.shop.free" />
            )}
          </Text>
          {!enoughScans && !hasCard && !pending && (
            <Alert color="yellow" icon={<IconAlertTriangle aria-hidden />} data-testid="scans-warning">
              <Text fw={700}>
                <FormattedMessage id="clubCard.shop.needScans" values={{ product: brand }} />
              </Text>
              <Text fz="sm">
                <FormattedMessage id="clubCard.shop.scansThisYear" values={{ count: scans, required: limits.cardMinScansPerYear }} />
              </Text>
            </Alert>
          )}
          {pending && (
            <Alert color="blue" icon={<IconTruckDelivery aria-hidden />} title={<FormattedMessage id="clubCard.ordered" />}>
              <FormattedMessage id="clubCard.orderedText" />
            </Alert>
          )}
          {hasCard && !pending && (
            // The light green title fails contrast on the light green background (axe): the history's dark green.
            <Alert color="green" styles={{ title: { color: '#1b5e20' } }} title={<FormattedMessage id="clubCard.shop.haveCard" />}>
              <Anchor component={Link} to={paths.clubCard} fw={700}>
                <FormattedMessage id="clubCard.shop.goToCard" />
              </Anchor>
            </Alert>
          )}
          {!owner && (
            <Text fz="sm">
              <FormattedMessage id="clubCard.ownersOnly" />
            </Text>
          )}
          {place.isError && (
            <Alert color="red" role="alert">
              {errorMessages(place.error).join(' ')}
            </Alert>
          )}
          <div>
            <Button
              size="md"
              disabled={disabled}
              loading={place.isPending}
              leftSection={<IconCreditCard size={18} aria-hidden />}
              onClick={() =>
                place.mutate({ type: 'card', variant: { uuid: variant.uuid, price: variant.price }, user, idempotencyKey: attempt })
              }
            >
              {intl.formatMessage({ id: pending ? 'clubCard.ordered' : 'clubCard.shop.order' })}
            </Button>
          </div>
        </Stack>
      </SimpleGrid>
    </Paper>
  );
}
