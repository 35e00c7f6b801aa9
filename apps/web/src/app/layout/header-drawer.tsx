// The header's menu on a phone (spec access §2 "Header"): who is signed in, the balance, profile, orders and the club
// card, the language and sign-out, in a drawer from the right. Loaded on first use (app/layout/header.tsx).
import { useEffect, type ReactNode } from 'react';
import { Avatar, Box, Button, Divider, Group, NavLink, Stack, Text } from '@mantine/core';
import { IconCreditCard, IconLogout, IconPackage, IconUser } from '@tabler/icons-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { SelfUser } from '@club/contract/company';
import { AppDrawer } from '../../components/ui/dialogs';
import { LanguageMenu } from '../../components/ui/language-menu';
import { paths } from '../../config/paths';

interface Props {
  opened: boolean;
  onClose: () => void;
  user: SelfUser | undefined;
  /** Whether the company has a club card (its link is shown). */
  card: boolean;
  /** The header's balance pill. */
  balance: ReactNode;
  onLanguage: (code: string, id: number) => void;
  onSignOut: () => void;
  /** Called once mounted (closed): the header then opens it, so the opening is a change the drawer sees. */
  onMounted: () => void;
}

const initials = (user: SelfUser) => `${user.name.charAt(0)}${user.surname.charAt(0)}`.toUpperCase();

export function HeaderDrawer({ opened, onClose, user, card, balance, onLanguage, onSignOut, onMounted }: Props) {
  const intl = useIntl();
  useEffect(() => onMounted(), [onMounted]);
  return (
    <AppDrawer
      opened={opened}
      onClose={onClose}
      position="right"
      size={300}
      title={<FormattedMessage id="header.menu" />}
      closeButtonProps={{ 'aria-label': intl.formatMessage({ id: 'header.closeMenu' }) }}
      hiddenFrom="md"
    >
      <Stack gap="md">
        {user ? (
          <Group gap="sm" wrap="nowrap">
            <Avatar color="brand" radius="xl">
              {initials(user)}
            </Avatar>
            <Box style={{ minWidth: 0 }}>
              <Text fw={700} truncate>
                {user.name} {user.surname}
              </Text>
              <Text fz="sm" c="dimmed" truncate>
                {user.company.name}
              </Text>
            </Box>
          </Group>
        ) : null}
        <Box onClick={onClose}>{balance}</Box>
        <Divider />
        <Stack gap={2} onClick={onClose}>
          <NavLink
            component={Link}
            to={paths.user}
            label={<FormattedMessage id="header.profile" />}
            leftSection={<IconUser size={18} aria-hidden />}
          />
          <NavLink
            component={Link}
            to={paths.orders}
            label={<FormattedMessage id="header.orders" />}
            leftSection={<IconPackage size={18} aria-hidden />}
          />
          {card ? (
            <NavLink
              component={Link}
              to={paths.clubCard}
              label={<FormattedMessage id="header.clubCard" />}
              leftSection={<IconCreditCard size={18} aria-hidden />}
            />
          ) : null}
        </Stack>
        <Divider />
        <Group justify="space-between">
          <Text fz="sm" c="dimmed">
            <FormattedMessage id="header.languageLabel" />
          </Text>
          <LanguageMenu onChange={onLanguage} />
        </Group>
        <Divider />
        {/* Dark red on white (5.6:1): the only way to sign out on a phone must be readable. */}
        <Button
          variant="outline"
          color="red.9"
          leftSection={<IconLogout size={18} aria-hidden />}
          onClick={() => {
            onClose();
            onSignOut();
          }}
        >
          <FormattedMessage id="shell.logout" />
        </Button>
      </Stack>
    </AppDrawer>
  );
}
