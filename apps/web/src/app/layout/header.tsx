// The signed-in header (spec access §2 "Header"): logo, the company's points balance, the club card link when the
// company has a card, the cart with its item count, the notification bell, the language selector and the user menu.
// On a phone the balance, card link, language and user menu fold into a drawer behind a menu button. The language and
// user menus and the bell's dropdown load when first pointed at, focused or pressed (issue 10, use-lazy-part.ts).
// The header is on every signed-in page, so it also runs the session watch (own user every 180 s, sign-out on failure)
// and keeps the stored cart true to the server (GET /v2/cart, each change told once); the mini cart opens under the cart.
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { ActionIcon, Anchor, Box, Burger, Button, Container, Group, Indicator, Skeleton, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconCoins, IconCreditCard, IconShoppingCart } from '@tabler/icons-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { SelfUser } from '@club/contract/company';
import { Logo } from '../../components/ui/logo';
import { LanguageButton } from '../../components/ui/language-button';
import { paths } from '../../config/paths';
import { useCompanyPoints } from '../../lib/session/points-summary';
import { useSignOut } from '../../lib/session/sign-out';
import { useUpdateLanguage } from '../../lib/session/own-user';
import { useSessionWatch } from '../../lib/session/use-session-watch';
import { NotificationBell } from '../../features/notifications/components/notification-bell';
import { useCartCount } from '../../lib/cart';
import { cartItemAddedEvent, type CartItemAdded } from '../../features/shop/utils/cart-events';
import { UserMenuButton } from './user-button';

// The cart's refresh and mini cart load when the cart holds something (issue 10: not in every page's first load).
const HeaderCart = lazy(() => import('../../features/shop/components/header-cart'));

/** The last "item added" announced before the header's cart code had loaded, so its mini cart can still open. */
function useEarlyItemAdded(): [CartItemAdded | null, () => void] {
  const [added, setAdded] = useState<CartItemAdded | null>(null);
  useEffect(() => {
    const onAdded = (e: Event) => setAdded((e as CustomEvent<CartItemAdded>).detail);
    window.addEventListener(cartItemAddedEvent, onAdded);
    return () => window.removeEventListener(cartItemAddedEvent, onAdded);
  }, []);
  const clear = useCallback(() => setAdded(null), []);
  return [added, clear];
}

// The phone menu (a Drawer, with Modal's scroll area and NavLinks) loads when the menu button is first pointed at,
// focused or pressed: desktop never needs it, and it is not in any page's first load (issue 10).
const loadDrawer = () => import('./header-drawer');
type DrawerComponent = Awaited<ReturnType<typeof loadDrawer>>['HeaderDrawer'];

/**
 * The drawer component once loaded, and the menu button's action. The first press loads it, mounts it closed and then
 * opens it, so the drawer sees the opening as a change and gives the focus back to the button when it closes.
 */
function useLazyDrawer(open: () => void, toggle: () => void): [DrawerComponent | null, () => void, () => void] {
  const [component, setComponent] = useState<DrawerComponent | null>(null);
  const openWhenMounted = useRef(false);
  const press = () => {
    if (component) return toggle();
    openWhenMounted.current = true;
    void loadDrawer().then((m) => setComponent(() => m.HeaderDrawer));
  };
  const onMounted = useCallback(() => {
    if (!openWhenMounted.current) return;
    openWhenMounted.current = false;
    open();
  }, [open]);
  return [component, press, onMounted];
}

const hasCard = (user: SelfUser | undefined) => !!user && (user.company.has_edenred_card === 1 || !!user.company.edenred_card);

function Balance({ points, pending }: { points: number | undefined; pending: boolean }) {
  const intl = useIntl();
  // While the balance loads, a pill of its size holds its place, so the header does not grow when it arrives.
  if (points === undefined) return pending ? <Skeleton h={34} w={112} radius={999} /> : null;
  return (
    <Anchor
      component={Link}
      to={paths.balance}
      underline="never"
      aria-label={intl.formatMessage({ id: 'header.balance' }, { points: intl.formatMessage({ id: 'points.count' }, { count: points }) })}
    >
      <Group
        gap={6}
        wrap="nowrap"
        px="sm"
        py={6}
        style={{ background: 'var(--mantine-color-amber-0)', borderRadius: 999, border: '1px solid var(--mantine-color-amber-3)' }}
      >
        <IconCoins size={18} color="var(--mantine-color-amber-8)" aria-hidden />
        <Text fw={700} fz="sm" c="dark" style={{ whiteSpace: 'nowrap' }}>
          <FormattedMessage id="points.count" values={{ count: points }} />
        </Text>
      </Group>
    </Anchor>
  );
}

function CartLink({ count }: { count: number }) {
  const intl = useIntl();
  return (
    <Indicator label={count > 99 ? '99+' : count} size={18} color="amber.7" offset={6} disabled={count === 0} inline>
      <ActionIcon
        component={Link}
        to={paths.cart}
        variant="subtle"
        color="dark"
        size="lg"
        aria-label={intl.formatMessage({ id: 'header.cart' }, { count })}
      >
        <IconShoppingCart size={22} aria-hidden />
      </ActionIcon>
    </Indicator>
  );
}

export function Header() {
  const intl = useIntl();
  const self = useSessionWatch();
  const user = self.data;
  const points = useCompanyPoints(user?.company.uuid);
  const balance = points.data?.company_points;
  const balancePending = !self.isError && !points.isError && balance === undefined;
  const cart = useCartCount();
  const [earlyAdded, clearEarlyAdded] = useEarlyItemAdded();
  const signOut = useSignOut();
  const updateLanguage = useUpdateLanguage();
  const [drawer, { toggle, open, close }] = useDisclosure(false);
  const [Drawer, openDrawer, onDrawerMounted] = useLazyDrawer(open, toggle);
  const saveLanguage = (_code: string, id: number) => {
    if (user && user.languages_id !== id) updateLanguage.mutate({ userUuid: user.uuid, languageId: id });
  };
  const card = hasCard(user);

  return (
    <Box
      component="header"
      bg="white"
      style={{ borderBottom: '1px solid var(--mantine-color-gray-3)', position: 'sticky', top: 0, zIndex: 100 }}
    >
      <Container size="lg" py={8} px={{ base: 'xs', sm: 'md' }}>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Anchor
            component={Link}
            to={paths.home}
            underline="never"
            aria-label={intl.formatMessage({ id: 'header.home' })}
            style={{ minWidth: 0 }}
          >
            <Logo />
          </Anchor>
          <Group gap={6} wrap="nowrap">
            <Box visibleFrom="md">
              <Balance points={balance} pending={balancePending} />
            </Box>
            {card ? (
              <Button
                component={Link}
                to={paths.clubCard}
                variant="subtle"
                size="sm"
                leftSection={<IconCreditCard size={18} aria-hidden />}
                visibleFrom="md"
              >
                <FormattedMessage id="header.clubCard" />
              </Button>
            ) : null}
            {cart > 0 ? (
              // The fallback is the mini cart's own wrapper, so nothing moves when it arrives.
              <Suspense
                fallback={
                  <div>
                    <CartLink count={cart} />
                  </div>
                }
              >
                <HeaderCart added={earlyAdded} onMounted={clearEarlyAdded}>
                  <CartLink count={cart} />
                </HeaderCart>
              </Suspense>
            ) : (
              <div>
                <CartLink count={cart} />
              </div>
            )}
            <NotificationBell />
            <Box visibleFrom="md">
              <LanguageButton onChange={saveLanguage} />
            </Box>
            {user ? (
              <Box visibleFrom="md">
                <UserMenuButton user={user} onSignOut={signOut} />
              </Box>
            ) : null}
            <Burger
              opened={drawer}
              onClick={openDrawer}
              onPointerEnter={loadDrawer}
              onFocus={loadDrawer}
              hiddenFrom="md"
              size="sm"
              aria-label={intl.formatMessage({ id: 'header.openMenu' })}
            />
          </Group>
        </Group>
      </Container>
      {Drawer ? (
        <Drawer
          opened={drawer}
          onClose={close}
          user={user}
          card={card}
          balance={<Balance points={balance} pending={balancePending} />}
          onLanguage={saveLanguage}
          onSignOut={signOut}
          onMounted={onDrawerMounted}
        />
      ) : null}
    </Box>
  );
}
