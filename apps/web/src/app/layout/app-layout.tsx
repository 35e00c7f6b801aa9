// The signed-in frame: header, breadcrumbs, the page, footer.
import { Suspense } from 'react';
import { Box, Container, Loader, Center } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import { Outlet } from 'react-router';
import { Header } from './header';
import { Footer } from './footer';
import { Breadcrumbs } from './breadcrumbs';
import { ScanQueueSync } from '../../features/projects/components/scan-queue-sync';

export default function AppLayout() {
  return (
    <Box mih="100dvh" style={{ display: 'flex', flexDirection: 'column' }}>
      <a className="skip-link" href="#main">
        <FormattedMessage id="shell.skipToContent" />
      </a>
      <Header />
      <Container component="main" id="main" size="lg" w="100%" py="md" px={{ base: 'sm', sm: 'md' }} style={{ flex: 1 }}>
        <Breadcrumbs />
        <Suspense
          fallback={
            <Center py="xl">
              <Loader />
            </Center>
          }
        >
          <Outlet />
        </Suspense>
      </Container>
      <Footer />
      <ScanQueueSync />
    </Box>
  );
}
