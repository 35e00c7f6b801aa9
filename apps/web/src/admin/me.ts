// The signed-in staff user and what their roles open.
import { useQuery } from '@tanstack/react-query';
import type { StaffRole, StaffUser } from '@club/contract/staff';
import { api } from './api';

export function useMe() {
  return useQuery({ queryKey: ['me'], queryFn: () => api<StaffUser>('/admin/api/me') });
}

/** Admins may use every area; others the areas of their roles. */
export const may = (me: StaffUser | undefined, ...roles: StaffRole[]) =>
  !!me && (me.roles.includes('admin') || roles.some((r) => me.roles.includes(r)));

export interface Area {
  path: string;
  label: string;
  roles: StaffRole[];
}

export const areas: Area[] = [
  { path: '/review', label: 'nav.review', roles: ['review'] },
  { path: '/orders', label: 'nav.orders', roles: ['fulfilment'] },
  { path: '/vouchers', label: 'nav.vouchers', roles: ['fulfilment'] },
  { path: '/support', label: 'nav.support', roles: ['support'] },
  { path: '/catalogue', label: 'nav.catalogue', roles: ['content'] },
  { path: '/categories', label: 'nav.categories', roles: ['content'] },
  { path: '/content', label: 'nav.content', roles: ['content'] },
  { path: '/regions', label: 'nav.regions', roles: ['content'] },
  { path: '/companies', label: 'nav.companies', roles: ['review', 'fulfilment', 'content', 'support'] },
  { path: '/broadcasts', label: 'nav.broadcasts', roles: ['admin'] },
  { path: '/staff', label: 'nav.staff', roles: ['admin'] },
  { path: '/audit', label: 'nav.audit', roles: ['admin'] },
  { path: '/integration/keys', label: 'nav.apiKeys', roles: ['admin'] },
  { path: '/integration/webhooks', label: 'nav.webhooks', roles: ['admin'] },
];
