// The two-step checkout (spec §2 Checkout, §4 Checkout, §5 Checkout form) on the shared wizard
// (docs/decisions/0015-one-wizard.md): the customer form (customer-step.tsx, its own chunk: react-hook-form with the
// contract's rules for the order's delivery type, fetched when the form is first used: utils/checkout-rules.ts) → the
// summary with "Edit" → placing → the thank-you modal (its own chunk too). Before placing, the lines are checked
// against the server once more: a changed price or stock is shown in the summary and must be confirmed by placing
// again, never charged silently (the price shown is also sent, so the server refuses a price that moved meanwhile).
import { Component, lazy, Suspense, useRef, useState, type ReactNode } from 'react';
import { Alert, Anchor, Group, List, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCheck } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { SelfUser } from '@club/contract/company';
import type { CheckoutCustomerInput, Order } from '@club/contract/orders';
import { deliveryTypeOf, strictestDelivery } from '@club/contract/shop-rules';
import type { CartRefresh, Product } from '@club/contract/shop';
import { paths } from '../../../../config/paths';
import { ApiError } from '../../../../lib/api-client';
import { useErrorMessages } from '../../../../lib/errors';
import { onDemand } from '../../../../lib/on-demand';
import { useCompanyPoints } from '../../../../lib/session/points-summary';
import { useWizard } from '../../../../lib/wizard/use-wizard';
import { WizardActions } from '../../../../lib/wizard/wizard-actions';
import { WizardFrame } from '../../../../lib/wizard/wizard-frame';
import { getCart } from '../../api/get-cart';
import { productQuery } from '../../api/get-product';
import { usePlaceOrders, type PlaceRequest } from '../../api/place-orders';
import { useChangeText } from '../../hooks/use-change-text';
import {
  addLine,
  cartGroups,
  cartProblems,
  emptyCart,
  lineFor,
  reconcileCart,
  removeVendors,
  type CartChange,
  type CartProblem,
  type ShopCart,
} from '../../utils/cart';
import { readCart, useCart, writeCart } from '../../utils/cart-store';
import { customerFrom, customerToSend, type CustomerValues } from '../../utils/checkout-form';
import { clearCheckoutType } from '../../utils/checkout-type';
import { CartProblems } from '../cart-problems';
import { CustomerSkeleton } from './customer-skeleton';
import { OrderSummary } from './order-summary';

// Loaded when reached, not with the page (docs/decisions/0135): the customer form as the page opens (the skeleton holds
// its place), the thank-you modal when an order is placed (fetched as placing starts; tried again if that failed).
const CustomerStep = lazy(() => import('./customer-step'));
const thankYou = onDemand(() => import('./thank-you'));
const ThankYou = lazy(() => thankYou().then((m) => ({ default: m.ThankYou })));

/**
 * The order is placed by then: if the modal's code cannot be fetched, the page keeps the green "placed" notice and
 * shows the modal's two links under it, instead of the error screen.
 */
class UnlessFailed extends Component<{ children: ReactNode; fallback: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

export type CheckoutSource =
  | { kind: 'cart' }
  | {
      kind: 'single';
      product: Product;
      variantUuid: string;
      quantity: number;
      /** `marketing` carries the configured data (msData); a voucher has none. */
      orderType?: 'voucher' | 'marketing';
      data?: Record<string, unknown>;
      onPlaced?: () => void;
    };

const steps = ['customer', 'summary'] as const;
type Step = (typeof steps)[number];

/** One product bought on its own, as a one-line cart (so the summary, checks and totals are the cart's). */
function singleCart(product: Product, variantUuid: string, quantity: number): ShopCart {
  const variant = product.variants.find((v) => v.uuid === variantUuid);
  if (!variant) return emptyCart();
  return addLine(emptyCart(), product.vendor, lineFor(product, variant, quantity)).cart;
}

/** A product's page answer in the cart refresh's shape. */
function refreshOf(product: Product): CartRefresh {
  return {
    data: product.variants.map((variant) => ({ product: { ...product }, variant })),
    missing: [],
  };
}

const newKey = () => crypto.randomUUID();

export function CheckoutWizard({ source, user }: { source: CheckoutSource; user: SelfUser }) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const storedCart = useCart();
  const [single, setSingle] = useState<ShopCart>(() =>
    source.kind === 'single' ? singleCart(source.product, source.variantUuid, source.quantity) : emptyCart(),
  );
  const shown = source.kind === 'cart' ? storedCart : single;
  const groups = cartGroups(shown);
  const points = useCompanyPoints(user.company.uuid);
  const balance = points.data?.company_points;
  const problems = cartProblems(groups, balance, user.region.id);

  const delivery = strictestDelivery(
    groups.flatMap((g) => g.lines.map((l) => deliveryTypeOf(l.product.type === 'voucher' ? 'voucher' : 'cart', g.vendor))),
  );
  const wizard = useWizard<Step>({ steps });
  const place = usePlaceOrders();
  const errorMessages = useErrorMessages();
  const changeText = useChangeText();
  const [changes, setChanges] = useState<CartChange[]>([]);
  const [blocking, setBlocking] = useState<CartProblem[]>([]);
  const [checking, setChecking] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const [placed, setPlaced] = useState<Order[] | null>(null);
  /** The customer as the form's rules gave it when the customer step was passed (the summary shows and sends it). */
  const [customer, setCustomer] = useState<CustomerValues | null>(null);
  /** The form's values as typed when it was passed: the customer step starts from them after "Edit". */
  const [typed, setTyped] = useState<CheckoutCustomerInput>(() => customerFrom(user));
  const idempotencyKey = useRef(newKey());

  const apply = (next: ShopCart) => (source.kind === 'cart' ? writeCart(next) : setSingle(next));

  // The notices sit above the step, the button that caused them at its foot: bring them into view (on a phone the
  // user would otherwise see only the button's new label).
  const showNotice = () => {
    wizard.focusHeading();
    window.scrollTo({ top: 0 });
  };

  const submit = async () => {
    if (!customer) return;
    thankYou.prefetch();
    setFailure(null);
    setChanges([]);
    setBlocking([]);
    setChecking(true);
    let fresh: CartRefresh;
    try {
      // Straight from the server (not the shared cache): the change is shown here, in the summary, not as a toast.
      fresh =
        source.kind === 'cart'
          ? await getCart(shown.uuids)
          : refreshOf(await queryClient.fetchQuery({ ...productQuery(source.product.uuid), staleTime: 0 }));
    } catch (error) {
      setChecking(false);
      setFailure(error);
      return;
    }
    setChecking(false);
    const { cart: next, changes: found } = reconcileCart(source.kind === 'cart' ? readCart() : shown, fresh);
    if (found.length) {
      apply(next);
      setChanges(found);
      idempotencyKey.current = newKey();
      showNotice();
      return;
    }
    const nextProblems = cartProblems(cartGroups(next), balance, user.region.id, fresh.minimums);
    if (nextProblems.length) {
      setBlocking(nextProblems);
      showNotice();
      return;
    }
    const request: PlaceRequest =
      source.kind === 'cart'
        ? { kind: 'cart', groups: cartGroups(next), customer: customerToSend(customer, delivery), idempotencyKey: idempotencyKey.current }
        : {
            kind: 'single',
            idempotencyKey: idempotencyKey.current,
            body: {
              type: source.orderType ?? 'voucher',
              order: cartGroups(next).flatMap((g) =>
                g.lines.map((l) => ({ uuid: l.variant.uuid, quantity: l.quantity, price: l.variant.price })),
              ),
              customer: customerToSend(customer, delivery),
              ...(source.data ? { data: source.data } : {}),
            },
          };
    place.mutate(request, {
      onSuccess: (answer) => {
        if (source.kind === 'cart')
          writeCart(
            removeVendors(
              readCart(),
              groups.map((g) => g.vendor),
            ),
          );
        clearCheckoutType();
        if (source.kind === 'single') source.onPlaced?.();
        setPlaced(answer.data);
        wizard.focusHeading();
      },
      onError: (error) => {
        setFailure(error);
        showNotice();
        // Refused (4xx): nothing was placed, the next attempt is a new one. A lost answer keeps the key: a retry
        // then answers the first result instead of placing twice.
        if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 408)
          idempotencyKey.current = newKey();
      },
    });
  };

  if (placed)
    return (
      <WizardFrame
        wizard={wizard}
        title={<FormattedMessage id="checkout.title" />}
        heading={<FormattedMessage id="checkout.placedHeading" />}
        showProgress={false}
      >
        <Alert color="green" icon={<IconCheck aria-hidden />}>
          <FormattedMessage id="checkout.thanks.text" values={{ count: placed.length }} />
        </Alert>
        <UnlessFailed
          fallback={
            <Group gap="md">
              <Anchor component={Link} to={paths.orders}>
                <FormattedMessage id="checkout.thanks.orders" />
              </Anchor>
              <Anchor component={Link} to={paths.shop}>
                <FormattedMessage id="checkout.thanks.shop" />
              </Anchor>
            </Group>
          }
        >
          <Suspense fallback={null}>
            <ThankYou orders={placed} />
          </Suspense>
        </UnlessFailed>
      </WizardFrame>
    );

  if (groups.length === 0)
    return (
      <Alert color="gray" role="status">
        <Stack gap="xs">
          <Text>
            <FormattedMessage id={changes.length ? 'checkout.nothingLeft' : 'cart.empty'} />
          </Text>
          {changes.length ? (
            <List size="sm">
              {changes.map((c, i) => (
                <List.Item key={i}>{changeText(c)}</List.Item>
              ))}
            </List>
          ) : null}
          <Anchor component={Link} to={paths.shop}>
            <FormattedMessage id="cart.goShopping" />
          </Anchor>
        </Stack>
      </Alert>
    );

  const shownProblems = blocking.length ? blocking : problems;
  const notice = (
    <>
      {changes.length ? (
        <Alert
          color="orange"
          icon={<IconAlertTriangle aria-hidden />}
          title={<FormattedMessage id="checkout.changed.title" />}
          // Mantine's light orange title (orange 9 too) is below 4.5:1 on its orange background: the text colour passes.
          styles={{ title: { color: 'var(--mantine-color-text)' } }}
          role="alert"
        >
          <Stack gap={4}>
            <List size="sm">
              {changes.map((c, i) => (
                <List.Item key={i}>{changeText(c)}</List.Item>
              ))}
            </List>
            <Text fz="sm">
              <FormattedMessage id="checkout.changed.confirm" />
            </Text>
          </Stack>
        </Alert>
      ) : null}
      {shownProblems.length ? (
        <Stack gap="xs">
          <CartProblems problems={shownProblems} />
          {source.kind === 'cart' ? (
            <Anchor component={Link} to={paths.cart} fz="sm">
              <FormattedMessage id="checkout.backToCart" />
            </Anchor>
          ) : null}
        </Stack>
      ) : null}
      {failure ? (
        <Alert color="red" icon={<IconAlertTriangle aria-hidden />} title={<FormattedMessage id="checkout.failed" />} role="alert">
          <List size="sm">
            {errorMessages(failure).map((m) => (
              <List.Item key={m}>{m}</List.Item>
            ))}
          </List>
        </Alert>
      ) : null}
    </>
  );

  return (
    // While the customer step's chunk loads, the frame is painted with a skeleton of the step (no layout shift).
    <Suspense
      fallback={
        <CustomerSkeleton
          title={<FormattedMessage id="checkout.title" />}
          progress={wizard.progress}
          delivery={delivery}
          ownEmail={user.email ?? ''}
        />
      }
    >
      <WizardFrame
        wizard={wizard}
        title={<FormattedMessage id="checkout.title" />}
        heading={<FormattedMessage id={wizard.step === 'customer' ? 'checkout.customerHeading' : 'checkout.summaryHeading'} />}
        notice={notice}
      >
        {wizard.step === 'customer' ? (
          <CustomerStep
            delivery={delivery}
            ownEmail={user.email ?? ''}
            defaultValues={typed}
            onPassed={(values, input) => {
              setCustomer(values);
              setTyped(input);
              wizard.next();
            }}
            onFailure={setFailure}
          />
        ) : customer ? (
          <form
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              void submit();
            }}
          >
            <OrderSummary
              groups={groups}
              customer={customer}
              delivery={delivery}
              ownEmail={user.email ?? ''}
              balance={balance}
              onEdit={() => wizard.edit('customer', 'summary')}
            />
            <WizardActions
              onBack={wizard.back}
              backLabel={<FormattedMessage id="checkout.back" />}
              submitLabel={
                changes.length ? (
                  <FormattedMessage id="checkout.placeAgain" />
                ) : (
                  <FormattedMessage id="checkout.place" values={{ count: groups.length }} />
                )
              }
              busy={checking || place.isPending}
            />
            {problems.length > 0 ? (
              <Text fz="sm" c="red.9" mt="xs">
                {intl.formatMessage({ id: 'checkout.blocked' })}
              </Text>
            ) : null}
          </form>
        ) : null}
      </WizardFrame>
    </Suspense>
  );
}
