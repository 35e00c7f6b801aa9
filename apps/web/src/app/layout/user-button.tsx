// The signed-in header's user button: the avatar, the first name and a chevron. UserMenuButton shows it alone until the
// menu (user-menu.tsx) has loaded; the menu then shows it as its target (issue 10, use-lazy-part.ts).
import type { ComponentPropsWithRef } from 'react';
import { Avatar, Group, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { useIntl } from 'react-intl';
import type { SelfUser } from '@club/contract/company';
import { useLazyPart, type LazyPartCache } from '../../components/ui/use-lazy-part';

export function UserButton({ user, ...props }: { user: SelfUser } & ComponentPropsWithRef<'button'>) {
  const intl = useIntl();
  return (
    <UnstyledButton
      {...props}
      className="header-toggle"
      aria-label={intl.formatMessage({ id: 'header.userMenu' }, { name: `${user.name} ${user.surname}` })}
      px={6}
      py={4}
      style={{ borderRadius: 8 }}
    >
      <Group gap={8} wrap="nowrap">
        {/* No initials here: the button's visible text must be part of its name (WCAG 2.5.3). */}
        <Avatar color="brand" radius="xl" size={32} aria-hidden />
        <Text fz="sm" fw={600} maw={140} truncate>
          {user.name}
        </Text>
        <IconChevronDown size={14} aria-hidden />
      </Group>
    </UnstyledButton>
  );
}

const loadMenu = () => import('./user-menu').then((m) => m.UserMenu);
const loaded: LazyPartCache<Awaited<ReturnType<typeof loadMenu>>> = { current: null };

/** The user button, replaced by the user menu once that has loaded. */
export function UserMenuButton({ user, onSignOut }: { user: SelfUser; onSignOut: () => void }) {
  const [menu, trigger] = useLazyPart(loadMenu, loaded);
  if (menu) return <menu.Part user={user} onSignOut={onSignOut} {...menu.start} />;
  return <UserButton user={user} {...trigger} aria-haspopup="menu" aria-expanded={false} />;
}
