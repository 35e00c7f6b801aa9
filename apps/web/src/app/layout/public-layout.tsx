// The frame of pages seen before sign-in: logo, language, one centred column, and a footer with the club's terms,
// privacy, cookies and contact links of the visitor's region (regional settings), so a visitor can read them before
// registering and giving consents.
import type { ReactNode } from 'react';
import { Anchor, Box, Container, Group, Text } from '@mantine/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { Logo } from '../../components/ui/logo';
import { LanguageButton } from '../../components/ui/language-button';
import { paths } from '../../config/paths';
import { useLanguage } from '../../lib/i18n';
import { settingsForRegion, usePublicConfig, visitorRegionId } from '../../lib/public-config';
import { textIn } from '../../lib/translated';

function PublicLinks({ variant }: { variant: 'standard' | 'decor' }) {
  const intl = useIntl();
  const { language } = useLanguage();
  const config = usePublicConfig();
  const settings = settingsForRegion(config.data, visitorRegionId(window.location.hostname, language));
  const links = settings?.footer[variant].links ?? [];
  // The row keeps its height while the settings load, so the note below does not jump.
  return (
    <Box component="nav" aria-label={intl.formatMessage({ id: 'footer.linksLabel' })} mih={24}>
      <Group component="ul" gap="md" justify="center" m={0} p={0} style={{ listStyle: 'none', rowGap: 4 }}>
        {links.map((l) => (
          <li key={l.url}>
            <Anchor href={l.url} target="_blank" rel="noreferrer" fz="sm" display="inline-block" mih={24} lh="24px">
              {textIn(l.label, language)}
            </Anchor>
          </li>
        ))}
      </Group>
    </Box>
  );
}

export function PublicLayout({
  children,
  width = 480,
  variant = 'standard',
}: {
  children: ReactNode;
  width?: number;
  /** Whose links the footer shows: the standard club's or the decor club's (their own terms). */
  variant?: 'standard' | 'decor';
}) {
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
            <LanguageButton />
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
        <PublicLinks variant={variant} />
        <Text ta="center" c="dimmed" fz="xs" mt="xs">
          <FormattedMessage id="shell.footerNote" values={{ year: new Date().getFullYear() }} />
        </Text>
      </Box>
    </Box>
  );
}
