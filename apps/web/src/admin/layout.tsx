// The console's frame: a skip link, the header (language, sign-out), the areas the staff user's roles open, the page.
import { Suspense } from 'react';
import { AppShell, Burger, Button, Center, Group, Loader, NavLink, SegmentedControl, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { FormattedMessage, useIntl } from 'react-intl';
import { NavLink as RouterLink, Outlet, useLocation, useNavigate } from 'react-router';
import { api, session } from './api';
import { useLanguage, type AdminLanguage } from './i18n';
import { areas, may, useMe } from './me';

export function AdminLayout() {
  const [opened, { toggle, close }] = useDisclosure();
  const intl = useIntl();
  const { language, setLanguage } = useLanguage();
  const me = useMe();
  const location = useLocation();
  const navigate = useNavigate();
  const signOut = async () => {
    try {
      await api('/admin/api/logout', { method: 'POST' });
    } finally {
      session.clear();
      void navigate('/login');
    }
  };
  return (
    <AppShell header={{ height: 56 }} navbar={{ width: 220, breakpoint: 'sm', collapsed: { mobile: !opened } }} padding="md">
      <a className="admin-skip" href="#main">
        <FormattedMessage id="shell.skip" />
      </a>
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="xs" wrap="nowrap">
            <Burger opened={opened} onClick={toggle} hiddenFrom="sm" size="sm" aria-label={intl.formatMessage({ id: 'shell.menu' })} />
            <Title order={1} fz="lg">
              <FormattedMessage id="shell.title" />
            </Title>
          </Group>
          <Group gap="xs" wrap="nowrap">
            <SegmentedControl
              size="xs"
              value={language}
              onChange={(v) => setLanguage(v as AdminLanguage)}
              data={[
                { value: 'en', label: 'EN' },
                { value: 'pl', label: 'PL' },
              ]}
              aria-label={intl.formatMessage({ id: 'shell.language' })}
            />
            <Button size="xs" variant="default" onClick={() => void signOut()}>
              <FormattedMessage id="shell.signOut" />
            </Button>
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="xs" aria-label={intl.formatMessage({ id: 'shell.navigation' })}>
        {me.data ? (
          <Text size="xs" c="gray.7" mb="xs" px="xs">
            {me.data.email} · {me.data.roles.map((r) => intl.formatMessage({ id: `role.${r}` })).join(', ')}
          </Text>
        ) : null}
        {areas
          .filter((a) => may(me.data, ...a.roles))
          .map((a) => (
            <NavLink
              key={a.path}
              component={RouterLink}
              to={a.path}
              label={intl.formatMessage({ id: a.label })}
              active={location.pathname.startsWith(a.path)}
              onClick={close}
            />
          ))}
      </AppShell.Navbar>
      <AppShell.Main id="main">
        <Suspense
          fallback={
            <Center py="xl">
              <Loader aria-label={intl.formatMessage({ id: 'common.loading' })} />
            </Center>
          }
        >
          <Outlet />
        </Suspense>
      </AppShell.Main>
      <style>{`.admin-skip{position:absolute;left:-9999px;top:0;z-index:1000;background:#fff;padding:8px}.admin-skip:focus{left:8px}`}</style>
    </AppShell>
  );
}
