// The signed-in frame: header, breadcrumbs, the page, footer, and the query client they read through. `AppFrame` is the frame alone, for pages outside the
// signed-in routes that a signed-in user still sees in it (the 404 page).
import { Suspense, useEffect, type ReactNode } from 'react';
import { Box, Container, Loader, Center } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import { Outlet } from 'react-router';
import { Header } from './header';
import { Footer } from './footer';
import { Breadcrumbs } from './breadcrumbs';
import { ScanQueueSync } from '../../features/projects/components/scan-queue-sync';
import { WithQueries } from '../../lib/query-client';
import { prefetchLater } from '../../lib/prefetch-later';

export function AppFrame({ children, breadcrumbs = true }: { children: ReactNode; breadcrumbs?: boolean }) {
  // The header's menus and bell dropdown (app/pages.ts `frameLater`), downloaded once the browser is idle.
  useEffect(prefetchLater, []);
  return (
    <WithQueries>
      <Box mih="100dvh" style={{ display: 'flex', flexDirection: 'column' }}>
        <a className="skip-link" href="#main">
          <FormattedMessage id="shell.skipToContent" />
        </a>
        <Header />
        {/* At least a screen tall, so the footer starts below the fold: pages that grow as their data arrives never move it
          on screen (layout shift). */}
        <Container
          component="main"
          id="main"
          size="lg"
          w="100%"
          py="md"
          px={{ base: 'sm', sm: 'md' }}
          style={{ flex: 1, minHeight: '100dvh' }}
        >
          {breadcrumbs ? <Breadcrumbs /> : null}
          <Suspense
            fallback={
              <Center py="xl">
                <Loader />
              </Center>
            }
          >
            {children}
          </Suspense>
        </Container>
        <Footer />
        <ScanQueueSync />
      </Box>
    </WithQueries>
  );
}

export default function AppLayout() {
  return (
    <AppFrame>
      <Outlet />
    </AppFrame>
  );
}
