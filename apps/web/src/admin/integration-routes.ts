// The console's integration pages (admins): API keys, webhook endpoints and one endpoint's deliveries.
import type { RouteObject } from 'react-router';

export const integrationRoutes: RouteObject[] = [
  { path: 'integration/keys', lazy: async () => ({ Component: (await import('./pages/integration-keys')).ApiKeysPage }) },
  { path: 'integration/webhooks', lazy: async () => ({ Component: (await import('./pages/integration-webhooks')).WebhooksPage }) },
  {
    path: 'integration/webhooks/:uuid',
    lazy: async () => ({ Component: (await import('./pages/integration-deliveries')).DeliveriesPage }),
  },
];
