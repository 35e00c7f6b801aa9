// PATCH /v1/company/{id} (changed name, address, city, postal code, registration numbers) and, separately,
// PATCH /v1/company/{uuid}/companyType with the two flags (spec working areas §5 "Company edit"). Owners only.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SelfUser, UpdateCompanyBody, UpdateCompanyTypeBody } from '@club/contract/company';
import { api } from '../../../lib/api-client';
import { ownUserKey } from '../../../lib/session/own-user';

export interface CompanyEdit {
  id: number;
  uuid: string;
  body: UpdateCompanyBody | null;
  type: UpdateCompanyTypeBody | null;
}

/** The company fields first, then the type; answers the fresh own user of the last call made. */
export async function updateCompany({ id, uuid, body, type }: CompanyEdit): Promise<SelfUser | null> {
  let user: SelfUser | null = null;
  if (body) user = await api<SelfUser>(`/v1/company/${id}`, { method: 'PATCH', body });
  if (type) user = await api<SelfUser>(`/v1/company/${uuid}/companyType`, { method: 'PATCH', body: type });
  return user;
}

export function useUpdateCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCompany,
    onSuccess: (user) => {
      if (user) queryClient.setQueryData(ownUserKey, user);
    },
    // The company part may have been saved before the type failed: read the truth again.
    onError: () => void queryClient.invalidateQueries({ queryKey: ownUserKey }),
  });
}
