// The console's pages, each in its own chunk. Signed-out visitors go to /admin/login.
import { createBrowserRouter, redirect } from 'react-router';
import { session } from './api';
import { AdminLayout } from './layout';
import { integrationRoutes } from './integration-routes';
import { catalogueRoutes } from './catalogue-routes';

const requireSession = () => (session.get() ? null : redirect('/login'));

export const router = createBrowserRouter(
  [
    { path: '/login', lazy: async () => ({ Component: (await import('./pages/login')).LoginPage }) },
    {
      path: '/',
      loader: requireSession,
      Component: AdminLayout,
      children: [
        { index: true, lazy: async () => ({ Component: (await import('./pages/home')).HomePage }) },
        { path: 'review', lazy: async () => ({ Component: (await import('./pages/review')).ReviewPage }) },
        { path: 'review/:uuid', lazy: async () => ({ Component: (await import('./pages/review-detail')).ReviewDetailPage }) },
        { path: 'orders', lazy: async () => ({ Component: (await import('./pages/orders')).OrdersPage }) },
        { path: 'vouchers', lazy: async () => ({ Component: (await import('./pages/vouchers')).VouchersPage }) },
        { path: 'support', lazy: async () => ({ Component: (await import('./pages/support')).SupportPage }) },
        { path: 'support/:uuid', lazy: async () => ({ Component: (await import('./pages/support-detail')).SupportDetailPage }) },
        { path: 'companies', lazy: async () => ({ Component: (await import('./pages/companies')).CompaniesPage }) },
        { path: 'companies/:uuid', lazy: async () => ({ Component: (await import('./pages/company')).CompanyPage }) },
        { path: 'staff', lazy: async () => ({ Component: (await import('./pages/staff')).StaffPage }) },
        { path: 'audit', lazy: async () => ({ Component: (await import('./pages/audit')).AuditPage }) },
        { path: 'broadcasts', lazy: async () => ({ Component: (await import('./pages/broadcasts')).BroadcastsPage }) },
        ...integrationRoutes,
        ...catalogueRoutes,
        { path: 'catalogue', lazy: async () => ({ Component: (await import('./pages/catalogue')).CataloguePage }) },
        { path: 'catalogue/:uuid', lazy: async () => ({ Component: (await import('./pages/catalogue-product')).CatalogueProductPage }) },
        { path: 'content', lazy: async () => ({ Component: (await import('./pages/content')).ContentPage }) },
        { path: 'content/:uuid', lazy: async () => ({ Component: (await import('./pages/content-edit')).ContentEditPage }) },
        { path: 'regions', lazy: async () => ({ Component: (await import('./pages/regions')).RegionsPage }) },
        { path: '*', lazy: async () => ({ Component: (await import('./pages/home')).NotFoundPage }) },
      ],
    },
  ],
  { basename: '/admin' },
);
