// The frame of pages seen before sign-in: logo, language, one centred column.
import type { ReactNode } from 'react';
import { Anchor, Box, Container, Group, Text } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { Logo } from '../../components/ui/logo';
import { LanguageMenu } from '../../components/ui/language-menu';
import { paths } from '../../config/paths';

export function PublicLayout({ children, width = 480 }: { children: ReactNode; width?: number }) {
  return (
    <Box mih="100dvh" style={{ display: 'flex', flexDirection: 'column' }}>
      <a className="skip-link" href="#main">
        <FormattedMessage id="shell.skipToContent" />
      </a>
      <Box component="header" bg="white" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
        <Container size="lg" py="sm">
          <Group justify="space-between" wrap="nowrap">
            <Anchor component={Link} to={paths.home} underline="never" aria-label="Installer Club">
              <Logo />
            </Anchor>
            <LanguageMenu />
          </Group>
        </Container>
      </Box>
      <Container
        component="main"
        id="main"
        size={width}
        w="100%"
        py={{ base: 'md', sm: 'xl' }}
        px={{ base: 'sm', sm: 'md' }}
        style={{ flex: 1 }}
      >
        {children}
      </Container>
      <Box component="footer" py="md" px="sm">
        <Text ta="center" c="dimmed" fz="sm">
          <FormattedMessage id="shell.footerNote" values={{ year: new Date().getFullYear() }} />
        </Text>
      </Box>
    </Box>
  );
}
