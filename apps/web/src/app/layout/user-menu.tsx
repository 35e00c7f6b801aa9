// The signed-in header's user menu (spec access §2 "Header"): the profile, the orders and signing out. The header shows
// UserMenuButton first, which loads this menu when first pointed at, focused or pressed (issue 10, use-lazy-part.ts).
import { Menu } from '@mantine/core';
import { IconLogout, IconPackage, IconUser } from '@tabler/icons-react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import type { SelfUser } from '@club/contract/company';
import { paths } from '../../config/paths';
import { useOpenedAfterMount, type LazyPartStart } from '../../components/ui/use-lazy-part';
import { UserButton } from './user-button';

export function UserMenu({ user, onSignOut, defaultOpened, focusOnMount }: LazyPartStart & { user: SelfUser; onSignOut: () => void }) {
  const [opened, setOpened, closeOnEscape] = useOpenedAfterMount(defaultOpened);
  return (
    <Menu
      position="bottom-end"
      shadow="md"
      width={220}
      withinPortal={false}
      hideDetached={false}
      withInitialFocusPlaceholder={false}
      opened={opened}
      onChange={setOpened}
    >
      <Menu.Target>
        {/* eslint-disable-next-line jsx-a11y/no-autofocus -- only when it replaces the focused light button (use-lazy-part.ts) */}
        <UserButton user={user} autoFocus={focusOnMount} onKeyDown={closeOnEscape} />
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          {user.name} {user.surname}
        </Menu.Label>
        <Menu.Item component={Link} to={paths.user} leftSection={<IconUser size={16} aria-hidden />}>
          <FormattedMessage id="header.profile" />
        </Menu.Item>
        <Menu.Item component={Link} to={paths.orders} leftSection={<IconPackage size={16} aria-hidden />}>
          <FormattedMessage id="header.orders" />
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item onClick={onSignOut} leftSection={<IconLogout size={16} aria-hidden />} c="red.9">
          <FormattedMessage id="shell.logout" />
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
