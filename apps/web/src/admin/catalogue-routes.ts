// The console's catalogue pages added by decision 0115 (content role, admins): a new product and the categories.
import type { RouteObject } from 'react-router';

export const catalogueRoutes: RouteObject[] = [
  { path: 'catalogue/new', lazy: async () => ({ Component: (await import('./pages/catalogue-new')).CatalogueNewPage }) },
  { path: 'categories', lazy: async () => ({ Component: (await import('./pages/catalogue-categories')).CategoriesPage }) },
];
