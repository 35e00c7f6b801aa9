// The signed-in header. The sign-in issue completes it (cart, bell, balance, user menu, club card link).
import { Anchor, Box, Button, Container, Group } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { Logo } from '../../components/ui/logo';
import { LanguageMenu } from '../../components/ui/language-menu';
import { paths } from '../../config/paths';
import { tokenStore } from '../../lib/session';

export function Header() {
  return (
    <Box component="header" bg="white" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)', position: 'sticky', top: 0, zIndex: 100 }}>
      <Container size="lg" py="sm">
        <Group justify="space-between" wrap="nowrap">
          <Anchor component={Link} to={paths.home} underline="never" aria-label="Installer Club">
            <Logo />
          </Anchor>
          <Group gap="xs" wrap="nowrap">
            <LanguageMenu />
            <Button variant="light" size="sm" onClick={() => tokenStore.clear()}>
              <FormattedMessage id="shell.logout" />
            </Button>
          </Group>
        </Group>
      </Container>
    </Box>
  );
}
