// Shown while the first page's code loads (the router's HydrateFallback): the club's bar with its logo over a loader, so
// a visitor sees the portal as soon as the entry has run instead of a blank page until every chunk of the page is in
// (issue 10: the first contentful paint of a signed-in page waited for the frame, the page and their messages).
import { Box, Container } from '@mantine/core';
import { Logo } from './logo';
import { PageLoader } from './page-loader';
import { useBootShellGone } from './boot-shell';

export function AppLoading() {
  useBootShellGone();
  return (
    <Box mih="100dvh">
      <Box bg="white" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
        <Container size="lg" py="sm">
          <Logo />
        </Container>
      </Box>
      <PageLoader />
    </Box>
  );
}
