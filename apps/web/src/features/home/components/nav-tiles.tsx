// Navigation tiles to the shop, projects and balance (spec §2 Home): big targets for thumbs on a roof.
import { Group, Paper, SimpleGrid, Text, ThemeIcon, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconBuildingStore, IconChartBar, IconHomeCheck, IconChevronRight } from '@tabler/icons-react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

const tiles = [
  { to: paths.shop, id: 'shop', icon: IconBuildingStore },
  { to: paths.projects, id: 'projects', icon: IconHomeCheck },
  { to: paths.balance, id: 'balance', icon: IconChartBar },
] as const;

export function NavTiles() {
  return (
    <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm" component="nav" aria-labelledby="home-tiles-title">
      <VisuallyHidden component="h2" id="home-tiles-title">
        <FormattedMessage id="home.tiles.title" />
      </VisuallyHidden>
      {tiles.map(({ to, id, icon: Icon }) => (
        <UnstyledButton key={id} component={Link} to={to} className="home-tile" data-testid={`tile-${id}`}>
          <Paper p="md" radius="lg" withBorder h="100%">
            <Group wrap="nowrap" gap="sm">
              <ThemeIcon size={44} radius="md" variant="light" aria-hidden>
                <Icon size={26} />
              </ThemeIcon>
              <div style={{ flex: 1 }}>
                <Text fw={700}>
                  <FormattedMessage id={`home.tiles.${id}`} />
                </Text>
                <Text fz="sm" c="dimmed">
                  <FormattedMessage id={`home.tiles.${id}Text`} />
                </Text>
              </div>
              <IconChevronRight size={20} aria-hidden />
            </Group>
          </Paper>
        </UnstyledButton>
      ))}
    </SimpleGrid>
  );
}
